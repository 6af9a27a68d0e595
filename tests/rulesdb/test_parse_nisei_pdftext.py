"""The NISEI CR PDF text export (v1.6): hard wraps, page-number lines, "1.10.3." numbers and a full contents list."""

from pathlib import Path

import pytest
from smallsources import fixture_info

from rulesdb.build.sources import SourceInfo, default_sources, read_manifest, read_text
from rulesdb.errors import ParseError
from rulesdb.parsers.nisei_cr.parser import parse_pdftext

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "nisei" / "mini-2.0.txt"


def info_for(file: Path) -> SourceInfo:
    return fixture_info(file, "nisei-cr-pdftext", "mini-2.0", "2.0", effective="2031-05-01")


@pytest.fixture(scope="module")
def mini():
    return parse_pdftext(FIXTURE.read_text(encoding="utf-8"), info_for(FIXTURE))


@pytest.fixture(scope="module")
def v16():
    info = {i.id: i for i in read_manifest(default_sources())}["nisei-cr-1.6"]
    return parse_pdftext(read_text(info), info)


def test_hard_wrapped_rule_is_joined_with_single_spaces(mini):
    assert mini.nodes["mini-2.0/1.1.1"].text == (
        "The game is played between two players. One player takes the role of the Corp "
        "and the other takes the role of the Runner.")


def test_page_number_line_in_mid_sentence_is_joined_away(mini):
    rule = mini.nodes["mini-2.0/1.1.2"]
    assert rule.text == ("Each player needs a legal deck. The constraints that define the legality of a "
                         "deck are defined in section 1.4, and extra cards in section 1.5.")
    assert "- 3 -" not in rule.original_text
    assert rule.original_text.splitlines()[0] == (
        "1.1.2. Each player needs a legal deck. The constraints that define the legality of a deck are")


def test_wrapped_lines_that_start_with_a_number_continue_the_rule(mini):
    assert mini.nodes["mini-2.0/1.2.2"].text.endswith(
        "“You start the game with 3 different directive cards installed.”")
    assert mini.nodes["mini-2.0/1.2.3"].text.endswith("See section 8.2. for rules on card movements.")
    assert [(i.line, i.kind, i.detail) for i in mini.issues] == [
        (42, "unexpected-number", "rule 8.2 outside any section")]


def test_wrapped_flavour_and_sections(mini):
    general = mini.nodes["mini-2.0/section/1.1"]
    assert general.flavour == ("These rules are compatible with cards from the game ANDROID: NETRUNNER "
                               "by Fantasy Flight Games.")
    assert mini.nodes["mini-2.0/section/1.2"].children == (
        "mini-2.0/1.2.1", "mini-2.0/1.2.2", "mini-2.0/1.2.3", "mini-2.0/section/1.2.4")


def test_sub_section_heading_with_dotted_number_owns_its_sub_rules(mini):
    recurring = mini.nodes["mini-2.0/section/1.2.4"]
    assert (recurring.title, recurring.has_body) == ("Recurring Credits", True)
    assert recurring.children == ("mini-2.0/1.2.4a", "mini-2.0/1.2.4b")


def test_wrapped_examples_attach_to_the_sub_rule_above(mini):
    rule = mini.nodes["mini-2.0/1.2.3a"]
    assert rule.examples == ("mini-2.0/1.2.3a/example/1", "mini-2.0/1.2.3a/example/2")
    assert mini.nodes["mini-2.0/1.2.3a/example/2"].text == (
        "The Runner must use credits from Ghost Runner if this is the only way for them to pay 3[c] "
        "when resolving the “when encountered” ability on Tollbooth.")
    assert mini.nodes["mini-2.0/1.1.2b/example/1"].text.endswith("since it includes 3 sets of 5 cards beyond 50.")


def test_wrapped_summary_claims_are_whole_and_the_introduction_names_the_baseline(mini):
    assert mini.summary_baseline == "1.9"
    assert [(c.line, c.text) for c in mini.summary_of_changes] == [
        (6, "Updated rule 1.2.3 to clarify spending credits hosted on cards."),
        (8, ("Renamed section 2.1 from “Bypass” to the more general heading “Bypassing Ice”. "
            "Updated rules in that section.")),
    ]


def test_contents_titles_wrap_but_unnumbered_parts_are_not_appended(mini):
    runs = mini.nodes["mini-2.0/section/2"]
    assert (runs.title, runs.has_body) == ("Runs and Accessing Cards", False)
    assert mini.nodes["mini-2.0/section/2.1"].title == "Bypassing Ice"
    assert mini.top == ("mini-2.0/section/1", "mini-2.0/section/2")


def test_heading_wrapped_in_the_body_takes_its_title_from_the_contents():
    text = ("Table of Contents\n1. Steps of Triggering and\nResolving a Conditional Ability\n1.1. Timing\n- 1 -\n"
            "1. Steps of Triggering and\nResolving a Conditional Ability\n1.1. Timing\n"
            "Abilities resolve in order.\n1.1.1. The active player resolves first.\n")
    doc = parse_pdftext(text, info_for(FIXTURE))
    top = doc.nodes["mini-2.0/section/1"]
    assert (top.title, top.flavour) == ("Steps of Triggering and Resolving a Conditional Ability", "")
    assert doc.nodes["mini-2.0/section/1.1"].flavour == "Abilities resolve in order."


def test_wrapped_line_that_looks_like_an_earlier_letter_continues_the_sub_rule():
    text = ("1. Game\n1.1. General\n1.1.1. Rule one has sub-rules.\na. First.\n"
            "b. Second, which wraps onto a line that reads like a sub-rule:\na. this is still the second.\n")
    doc = parse_pdftext(text, info_for(FIXTURE))
    assert doc.nodes["mini-2.0/1.1.1"].children == ("mini-2.0/1.1.1a", "mini-2.0/1.1.1b")
    assert doc.nodes["mini-2.0/1.1.1b"].text == (
        "Second, which wraps onto a line that reads like a sub-rule: a. this is still the second.")


def test_summary_without_any_rules_is_a_parse_error(tmp_path):
    bad = tmp_path / "empty.txt"
    bad.write_text("Summary of Changes\nNothing changed.\n- 1 -\n", encoding="utf-8")
    with pytest.raises(ParseError, match=r"empty\.txt:3: expected numbered sections and rules"):
        parse_pdftext(bad.read_text(encoding="utf-8"), info_for(bad))


@pytest.mark.sources
def test_rule_125_is_one_rule_across_a_page_break_with_three_examples(v16):
    rule = v16.nodes["nisei-cr-1.6/1.2.5"]
    assert rule.text.startswith("A player can only take an action or use an ability if its effect")
    assert rule.text.endswith("in the process of initiating or resolving that action or ability.")
    assert "  " not in rule.text and "- 5 -" not in rule.text
    assert rule.examples == tuple(f"nisei-cr-1.6/1.2.5/example/{n}" for n in (1, 2, 3))
    assert rule.children == rule.examples


@pytest.mark.sources
def test_rule_195_has_sub_rules_a_to_j(v16):
    rule = v16.nodes["nisei-cr-1.6/1.9.5"]
    assert rule.children == tuple(f"nisei-cr-1.6/1.9.5{letter}" for letter in "abcdefghij")
    assert v16.nodes["nisei-cr-1.6/1.9.5e"].text == (
        "CORE DAMAGE COUNTERS are a gameplay aid used to track core damage the Runner has suffered. "
        "Each point of core damage the Runner suffers forces them to take a core damage counter. See section 10.4.")


@pytest.mark.sources
def test_v16_counts_summary_and_sections_without_body(v16):
    kinds = {k: sum(1 for _ in v16.of_kind(k)) for k in ("section", "rule", "example")}
    assert kinds == {"section": 164, "rule": 392, "example": 54}
    assert (v16.summary_baseline, len(v16.summary_of_changes)) == ("1.5", 9)
    with_body = [n.number for n in v16.of_kind("section") if n.has_body]
    assert with_body[-3:] == ["3.10", "4", "4.1"]
    assert [n.number for n in v16.of_kind("section") if not n.has_body][:3] == ["4.2", "4.2.7", "4.2.8"]
    assert v16.nodes["nisei-cr-1.6/section/11"].title == "Appendix: Timing Structure Reference"
    assert v16.nodes["nisei-cr-1.6/section/4"].children[:2] == (
        "nisei-cr-1.6/section/4.1", "nisei-cr-1.6/section/4.2")
    assert v16.nodes["nisei-cr-1.6/4.1.2"].text.endswith("See section 8.2 for rules on card movements.")


@pytest.mark.sources
def test_v16_click_icon_spelling_is_canonical(v16):
    example = v16.nodes["nisei-cr-1.6/1.16.4d/example/1"]
    assert '"[click]: Play an operation."' in example.text
    assert '"[Click]: Play an operation."' in example.original_text


TITLE_CASE_CARDS = """1. Game Concepts
1.12. Playing Cards
1.12.4. A card that is installed or played is active.
Example: The Runner encounters Thimblerig with Femme Fatale installed. The Corp
moves Thimblerig, and the Runner uses Femme Fatale's ability anyway.
1.12.5. Rezzing a card pays its rez cost.
Example: The Corp plays Restore to install Vaporframe Fabricator from Archives. The
Runner has no tags, so the Corp gains no credits from playing Restore.
1.13. Costs
1.13.1. A cost is paid in full. Costs include a play cost of X.
Example: The value of X is chosen when the Corp plays the card.
"""


def test_example_card_names_in_title_case_are_read_without_card_data():
    doc = parse_pdftext(TITLE_CASE_CARDS, info_for(Path("cr.txt")))
    assert [doc.nodes[f"mini-2.0/{n}/example/1"].cards for n in ("1.12.4", "1.12.5", "1.13.1")] == [
        ("Thimblerig", "Femme Fatale"), ("Restore", "Vaporframe Fabricator"), ()]
