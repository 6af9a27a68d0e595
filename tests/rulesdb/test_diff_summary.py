"""A Summary of Changes checked against the diff from the previous version (fixture documents)."""

from diff_fixture_docs import cr

from rulesdb.diff import check_summary
from rulesdb.diff.summary import named_numbers

OLD = """
# 1.6 Starting the Game
1.6.1 The players decide who will play as the Corp and who will play as the Runner.
a. Some identity cards have abilities that affect setup.
1.6.2 Each player shuffles their deck.
# 1.8 Cards
1.8.5 Most abilities are active if and only if the card they appear on is active.
"""
NEW = """
# 1.6 Starting the Game
1.6.1 The players decide who will play as the Corp and who will play as the Runner.
a. Some identity cards have abilities that affect setup.
b. Some identities are double-sided. A double-sided identity begins the game front side faceup.
1.6.2 Each player shuffles their deck.
# 1.8 Cards
1.8.5 For a player to DRAW 1 or more cards is to take that many cards from the top of their deck.
1.8.6 Most abilities are active if and only if the card they appear on is active.
"""
CLAIMS = (
    "Added rules for double-sided identities (rule 1.6b and rule 3.1.1a).",
    "Defined drawing (rule 1.8.5).",
    "Clarified shuffling ([rule 1.6.2](#)).",
    "Added our email address.",
    "Moved the rules from section 1.13.5 to section 9.1.3.",
)


def check(claims=CLAIMS, old_body=OLD):
    documents = {
        "nisei-cr-1.3": cr("1.3", old_body),
        "nisei-cr-1.4": cr("1.4", NEW, summary=claims, baseline="1.2"),
    }
    return check_summary(documents["nisei-cr-1.4"], documents)


def test_claims_name_rules_sections_and_lists_of_rules():
    assert named_numbers(
        "Moved from section 1.13.5 to section 9.1.3 (Rules 10.1.3 and 10.1.4, step 6.9.6a)."
    ) == [
        ("section", "1.13.5"),
        ("section", "9.1.3"),
        ("rule", "10.1.3"),
        ("rule", "10.1.4"),
        ("step", "6.9.6a"),
    ]


def test_an_added_rule_named_by_the_summary_is_confirmed():
    claim = check()[1]
    assert claim["status"] == "confirmed"
    assert claim["details"][0]["changes"] == [
        {"kind": "added", "from": None, "to": "nisei-cr-1.4/1.8.5"}
    ]


def test_a_typo_that_fits_one_changed_rule_is_resolved_with_a_note():
    claim = check()[0]
    typo, beyond = claim["details"]
    assert (typo["number"], typo["read_as"], typo["status"]) == ("1.6b", "1.6.1b", "confirmed")
    assert (
        typo["note"]
        == "no rule 1.6b in nisei-cr-1.3 or nisei-cr-1.4; read as 1.6.1b, the only rule it can be"
    )
    assert beyond["status"] == "outside-excerpt"
    assert claim["status"] == "confirmed"
    assert claim["rules"] == ["1.6b", "3.1.1a"]


def test_a_typo_that_fits_no_rule_stays_unresolved_but_is_kept():
    (claim,) = check(claims=("Clarified rule 1.6c.",))
    assert claim["status"] == "unresolved"
    assert (
        claim["note"]
        == "1.6c: no rule 1.6c in nisei-cr-1.3 or nisei-cr-1.4; it cannot be resolved (candidates: none)"
    )


def test_a_named_rule_the_diff_does_not_change_is_not_confirmed_and_the_missing_baseline_is_said():
    claim = check()[2]
    assert claim["status"] == "not-confirmed"
    assert claim["note"] == (
        "1.6.2: no change found between nisei-cr-1.3 and nisei-cr-1.4; the summary describes "
        "changes from version 1.2, which is not among the sources"
    )


def test_rules_past_both_bodies_are_outside_the_excerpt():
    claim = check()[4]
    assert claim["status"] == "outside-excerpt"
    assert [d["status"] for d in claim["details"]] == ["outside-excerpt", "outside-excerpt"]
    assert claim["details"][0]["note"] == (
        "beyond the bodies of nisei-cr-1.4 (sections 1.6 to 1.8) "
        "and nisei-cr-1.3 (sections 1.6 to 1.8)"
    )


def test_a_claim_naming_no_rule_is_kept_as_unresolved():
    claim = check()[3]
    assert (claim["status"], claim["rules"], claim["note"]) == (
        "unresolved",
        [],
        "the claim names no rule or section",
    )


def test_the_earliest_version_has_nothing_to_be_checked_against():
    first = cr("1.3", OLD, summary=("Corrected rule 1.6.2.",))
    (claim,) = check_summary(first, {"nisei-cr-1.3": first})
    assert claim["status"] == "unresolved"
    assert (
        claim["note"]
        == "1.6.2: no earlier nisei-cr version in the sources to compare nisei-cr-1.3 with"
    )


def test_a_typo_that_fits_several_changed_rules_stays_unresolved_with_its_candidates():
    old = cr("1.3", "1.6.1 Decide sides.\n1.6.2 Shuffle decks.")
    new = cr(
        "1.4",
        "1.6.1 Decide sides.\nb. Some identities are double-sided.\n"
        "1.6.2 Shuffle decks.\nb. Some decks are shuffled twice.",
        summary=("Added rule 1.6b.",),
    )
    (claim,) = check_summary(new, {"nisei-cr-1.3": old, "nisei-cr-1.4": new})
    assert claim["status"] == "unresolved"
    assert claim["details"][0]["note"] == (
        "no rule 1.6b in nisei-cr-1.3 or nisei-cr-1.4; it cannot be resolved "
        "(candidates: 1.6.1b, 1.6.2b)"
    )
