"""The version diff against the real sources: what changed from v1.3 to v1.4 to v1.6, checked
against each Summary of Changes, plus planted changes in copies of the seeds."""

import shutil
from pathlib import Path

import pytest

from rulesdb.build.ingest import load_documents
from rulesdb.build.sources import default_sources
from rulesdb.diff import (
    check_summary,
    compare_topic,
    diff_by_id,
    diff_documents,
    rule_history,
)
from rulesdb.errors import BadQuery, UnknownAddress

pytestmark = pytest.mark.sources


@pytest.fixture(scope="module")
def docs():
    return load_documents()


def kinds(diff):
    return [
        (c["kind"], c["from_number"], c["to_number"])
        for c in diff["changes"]
        if c["node_kind"] == "rule"
    ]


def change(diff, number):
    (found,) = [
        c
        for c in diff["changes"]
        if c["node_kind"] == "rule"
        and number in (c["from_number"], c["to_number"])
        and (c["to_number"] == number or c["to_number"] is None)
    ]
    return found


def test_v13_to_v14_rule_changes_are_exactly_these(docs):
    diff = diff_by_id(docs, "nisei-cr-1.3", "nisei-cr-1.4")
    assert kinds(diff) == [
        ("changed", "1.2.5", "1.2.5"),
        ("added", None, "1.3.10"),
        ("changed", "1.5.2", "1.5.2"),
        ("changed", "1.5.2a", "1.5.2a"),
        ("changed", "1.5.3a", "1.5.3a"),
        ("changed", "1.5.3b", "1.5.3b"),
        ("changed", "1.5.3c", "1.5.3c"),
        ("added", None, "1.5.4d"),
        ("added", None, "1.6.1b"),
        ("changed", "1.8.4a", "1.8.4a"),
        ("added", None, "1.8.5"),
        ("added", None, "1.8.5a"),
        ("renumbered", "1.8.5", "1.8.6"),
        ("renumbered", "1.8.6", "1.8.7"),
        ("changed", "1.9.2", "1.9.2"),
        ("changed", "1.9.3", "1.9.3"),
        ("changed", "1.10.3c", "1.10.3c"),
        ("changed", "1.10.4", "1.10.4"),
        ("changed", "1.10.4d", "1.10.4d"),
        ("changed", "1.10.5c", "1.10.5c"),
    ]
    assert diff["outside_excerpt"] == []


def test_v14_adds_the_interrupt_symbol_and_the_draw_rule_and_renumbers_after_it(docs):
    diff = diff_by_id(docs, "nisei-cr-1.3", "nisei-cr-1.4")
    assert change(diff, "1.3.10")["words"][0][1].startswith("The symbol [interrupt] stands for")
    draw = change(diff, "1.8.5")
    assert draw["kind"] == "added" and "DRAW" in draw["words"][0][1]
    assert [
        (c["from"], c["to"], c["notes"]) for c in diff["changes"] if c["kind"] == "renumbered"
    ] == [
        (
            "nisei-cr-1.3/1.8.5",
            "nisei-cr-1.4/1.8.6",
            ["renumbered from 1.8.5 to 1.8.6", "shifted by the insertion of 1.8.5"],
        ),
        (
            "nisei-cr-1.3/1.8.6",
            "nisei-cr-1.4/1.8.7",
            ["renumbered from 1.8.6 to 1.8.7", "shifted by the insertion of 1.8.5"],
        ),
    ]


def test_v14_says_spend_and_pay_are_synonymous_in_1_10_3c(docs):
    spend = change(diff_by_id(docs, "nisei-cr-1.3", "nisei-cr-1.4"), "1.10.3c")
    assert spend["kind"] == "changed"
    assert spend["words"][-1] == ["insert", 'The terms "spend" and "pay" are synonymous.']


def test_v14_leaves_deck_construction_unchanged(docs):
    diff = diff_by_id(docs, "nisei-cr-1.3", "nisei-cr-1.4", include_unchanged=True)
    deck = [c for c in diff["changes"] if (c["to_number"] or "").startswith("1.4")]
    assert [c["node_kind"] for c in deck].count("rule") == 15 and len(
        deck
    ) == 18  # + section, 2 examples
    assert {c["kind"] for c in deck} == {"unchanged"}


def test_v14_summary_claims_checked_against_v13(docs):
    claims = check_summary(docs["nisei-cr-1.4"], docs)
    status = {d["number"]: d["status"] for claim in claims for d in claim["details"]}
    assert [status[n] for n in ("1.3.10", "1.5.4d", "1.10.3c", "1.8.5")] == ["confirmed"] * 4
    assert status["3.1.1a"] == status["9.8"] == "outside-excerpt"
    assert {n for n, s in status.items() if s != "outside-excerpt"} == {
        "1.3.10",
        "1.5.4d",
        "1.6b",
        "1.10.3c",
        "1.8.5",
    }
    assert len(status) == 38 and {"1.14", "9", "1.13.5", "9.1.3", "1.20", "11.1.2"} < set(status)
    (typo,) = [d for claim in claims for d in claim["details"] if d["number"] == "1.6b"]
    assert (typo["read_as"], typo["status"]) == ("1.6.1b", "confirmed")
    assert (
        typo["note"]
        == "no rule 1.6b in nisei-cr-1.3 or nisei-cr-1.4; read as 1.6.1b, the only rule it can be"
    )


def test_v14_to_v16_core_damage_counters_and_the_new_clicks_rule(docs):
    diff = diff_by_id(docs, "nisei-cr-1.4", "nisei-cr-1.6")
    tokens = change(diff, "1.9.5")
    assert tokens["kind"] == "changed"
    assert ["insert", "counters, core damage counters"] in tokens["words"]
    assert "terminology: 'brain' -> 'core'" in tokens["notes"]
    assert change(diff, "1.11.3")["kind"] == "added"
    assert change(diff, "1.11.4")["from"] == "nisei-cr-1.4/1.11.3"
    assert change(diff, "1.11.4")["kind"] == "renumbered"
    assert change(diff, "1.4.1a")["kind"] == "added"


def test_v16_rules_past_v14_body_are_outside_its_excerpt_not_added(docs):
    diff = diff_by_id(docs, "nisei-cr-1.4", "nisei-cr-1.6")
    added = [
        c["to_number"] for c in diff["changes"] if c["kind"] == "added" and c["node_kind"] == "rule"
    ]
    assert all(
        n.startswith(
            ("1.1.", "1.2.", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "1.9", "1.10", "1.11")
        )
        for n in added
    )
    assert "nisei-cr-1.6/1.12.1" in diff["outside_excerpt"]
    assert "nisei-cr-1.6/4.1.2" in diff["outside_excerpt"]
    assert diff["extent"] == {
        "nisei-cr-1.4": "sections 1.1 to 1.11",
        "nisei-cr-1.6": "section 1.1 up to rule 4.1.2",
    }


def test_rule_1_8_5_of_v13_is_1_8_6_in_v14_and_v16(docs):
    chain = rule_history("nisei-cr-1.3/1.8.5", docs)["chain"]
    assert [(e["address"], e["kind_of_change"]) for e in chain] == [
        ("nisei-cr-1.3/1.8.5", "first"),
        ("nisei-cr-1.4/1.8.6", "renumbered"),
        ("nisei-cr-1.6/1.8.6", "changed"),
        # 22.12 prints it under the same number: the PDF's 1.8.6 is the YAML's rule_inactive_ability_exception_link.
        *[(f"nsg-cr-{v}/rule_inactive_ability_exception_link", "unchanged")
          for v in ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08")],
    ]


def test_each_version_diffed_with_itself_is_all_unchanged(docs):
    for doc_id in ("nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6"):
        diff = diff_by_id(docs, doc_id, doc_id, include_unchanged=True)
        assert {c["kind"] for c in diff["changes"]} == {"unchanged"}
        assert diff["outside_excerpt"] == []


def test_families_do_not_mix_and_unknown_ids_are_named(docs):
    with pytest.raises(BadQuery, match="family"):
        diff_by_id(docs, "ffg-rr-1.0", "nisei-cr-1.6")
    with pytest.raises(UnknownAddress, match="nisei-cr-1.5"):
        diff_by_id(docs, "nisei-cr-1.5", "nisei-cr-1.6")



MANIFEST = """
[[documents]]
id = "nisei-cr-{old}"
family = "nisei-cr"
title = "NISEI Comprehensive Rules"
version = "{old}"
effective = "2019-12-20"
path = "{old_path}"
format = "{format}"

[[documents]]
id = "nisei-cr-{new}"
family = "nisei-cr"
title = "NISEI Comprehensive Rules"
version = "{new}"
effective = "2020-06-01"
path = "planted-{old_path}"
format = "{format}"
"""


def planted(tmp_path: Path, name: str, fmt: str, old: str, new: str, edits: list[tuple[str, str]]):
    """A temporary sources folder with a seed and a copy carrying `edits`, diffed old to new."""
    text = (default_sources() / name).read_text(encoding="utf-8")
    for before, after in edits:
        assert text.count(before) == 1, before
        text = text.replace(before, after)
    shutil.copy(default_sources() / name, tmp_path / name)
    (tmp_path / f"planted-{name}").write_text(text, encoding="utf-8")
    (tmp_path / "manifest.toml").write_text(
        MANIFEST.format(old=old, new=new, old_path=name, format=fmt)
    )
    docs = load_documents(tmp_path)
    return kinds(diff_documents(docs[f"nisei-cr-{old}"], docs[f"nisei-cr-{new}"]))


def test_planted_changes_in_the_markdown_format_diff_to_exactly_those_changes(tmp_path):
    edits = [
        (
            "- 1.4.2 Each deck must meet all requirements",
            "- 1.4.2 Each deck must meet every requirement",
        ),
        ("- 1.6.5 Each player shuffles their deck.\n", ""),
        ("- 1.6.6 Each player draws five", "- 1.6.5 Each player draws five"),
        ("- 1.6.7 The game starts", "- 1.6.6 The game starts"),
        (
            "- 1.7.2 Each player has two",
            "- 1.7.2 A player may concede at any time.\n- 1.7.3 Each player has two",
        ),
    ]
    assert planted(tmp_path, "nisei-cr-1.4.md", "nisei-cr-markdown", "1.4", "1.5", edits) == [
        ("changed", "1.4.2", "1.4.2"),
        ("removed", "1.6.5", None),
        ("renumbered", "1.6.6", "1.6.5"),
        ("renumbered", "1.6.6a", "1.6.5a"),
        ("renumbered", "1.6.7", "1.6.6"),
        ("renumbered", "1.6.7a", "1.6.6a"),
        ("added", None, "1.7.2"),
        ("renumbered", "1.7.2", "1.7.3"),
        ("renumbered", "1.7.2a", "1.7.3a"),
        ("renumbered", "1.7.2b", "1.7.3b"),
        ("renumbered", "1.7.2c", "1.7.3c"),
    ]


def test_planted_changes_in_the_pdf_text_format_diff_to_exactly_those_changes(tmp_path):
    edits = [
        (
            "1.2.3. If an instruction includes the words “if able,” it can only be carried out fully",
            "1.2.3. If an instruction includes the words “if able,” it must be carried out fully",
        ),
        (
            "a. Identity cards, extra cards that begin the game outside the deck, and player aid",
            "a. A deck is shuffled before the game begins.\nb. Identity cards, extra cards that "
            + "begin the game outside the deck, and player aid",
        ),
        ("b. There is no maximum deck size.", "c. There is no maximum deck size."),
        ("1.6.5. Each player shuffles their deck.\n", ""),
        ("1.6.6. Each player draws 5 cards", "1.6.5. Each player draws 5 cards"),
        ("1.6.7. The game begins", "1.6.6. The game begins"),
    ]
    assert planted(tmp_path, "nisei-cr-1.6.txt", "nisei-cr-pdftext", "1.6", "1.7", edits) == [
        ("changed", "1.2.3", "1.2.3"),
        ("added", None, "1.4.3a"),
        ("renumbered", "1.4.3a", "1.4.3b"),
        ("renumbered", "1.4.3b", "1.4.3c"),
        ("removed", "1.6.5", None),
        ("renumbered", "1.6.6", "1.6.5"),
        ("renumbered", "1.6.6a", "1.6.5a"),
        ("renumbered", "1.6.7", "1.6.6"),
        ("renumbered", "1.6.7a", "1.6.6a"),
    ]


def topic(docs, name):
    return [(e["address"], e["reason"]) for e in compare_topic(name, docs)["entries"]]


def test_bypass_side_by_side_in_rules_reference_faq_and_cr_contents(docs):
    assert topic(docs, "Bypass") == [
        ("ffg-rr-1.0/term/bypass", "same term name"),
        ("ffg-rulebook-1.0/section/faq/rules-clarifications/bypass", "FAQ section title"),
        (
            "nisei-cr-1.6/section/6.5.8",
            "CR section title (contents entry only; its body is not in the excerpt)",
        ),
        *[entry for v in ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08")
          for entry in ((f"nsg-cr-{v}/subsec_bypass", "CR section title"),
                        (f"nsg-cr-{v}/rule_bypass", "defines BYPASS"))],
    ]


def test_recurring_credits_in_every_family_and_every_cr_version(docs):
    entries = topic(docs, "Recurring Credits")
    assert entries[:3] == [
        ("ffg-rr-1.0/term/credit-recurring", "same term name (written 'Credit - Recurring')"),
        ("ffg-rulebook-1.0/term/credit-recurring", "same term name (written 'Credit, Recurring')"),
        (
            "ffg-rulebook-1.0/section/faq/rules-clarifications/recurring-credits",
            "FAQ section title",
        ),
    ]
    for version in ("1.3", "1.4", "1.6"):
        assert (f"nisei-cr-{version}/section/1.10.5", "CR section title") in entries
        assert (f"nisei-cr-{version}/1.10.5a", "defines RECURRING CREDITS") in entries
    for version in ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08"):
        assert (f"nsg-cr-{version}/rule_sec_recurring", "CR section title") in entries
        assert (f"nsg-cr-{version}/rule_recurring_credits", "defines RECURRING CREDITS") in entries
    assert len(entries) == 21


def test_hosting_finds_the_cr_section_whose_title_includes_it_and_the_hosted_definition(docs):
    entries = topic(docs, "Hosting")
    assert entries[0] == ("ffg-rr-1.0/term/host/hosting", "same term name")
    assert entries[3:5] == [
        ("nisei-cr-1.6/section/1.13", "CR section title includes 'Hosting'"),
        ("nisei-cr-1.6/1.13.1", "defines HOSTED"),
    ]
    assert entries[-3:] == [
        ("nsg-cr-25.08/rule_installed_onto_cards", "defines HOSTING"),
        ("nsg-cr-25.08/sec_host", "CR section title includes 'Hosting'"),
        ("nsg-cr-25.08/rule_placed_loaded", "defines HOSTED"),
    ]


def test_the_rule_option_keeps_the_summary_claims_that_name_the_rule(docs):
    diff = diff_by_id(docs, "nisei-cr-1.3", "nisei-cr-1.4", rule="1.10.3c")
    assert [c["kind"] for c in diff["changes"]] == ["changed"]
    assert [c["text"] for c in diff["summary_claims"]] == [
        "Clarified that the terms “spend” and “pay” are synonyms (Rule 1.10.3c)."
    ]


def test_v16_summary_names_rules_past_both_excerpts_including_past_the_cut_at_4_1_2(docs):
    claims = check_summary(docs["nisei-cr-1.6"], docs)
    assert {c["status"] for c in claims} == {"outside-excerpt"}
    (cut,) = [c for c in claims if c["rules"] == ["4.1.2a"]]
    assert cut["note"] == (
        "4.1.2a: beyond the bodies of nisei-cr-1.6 (section 1.1 up to rule 4.1.2) "
        "and nisei-cr-1.4 (sections 1.1 to 1.11)"
    )
