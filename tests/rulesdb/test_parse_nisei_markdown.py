"""The NISEI CR Markdown export (v1.3, v1.4): a small fixture for each format rule, then the real documents."""

from pathlib import Path

import pytest
from smallsources import fixture_info

from rulesdb.build.sources import SourceInfo, default_sources, read_manifest, read_text
from rulesdb.errors import ParseError
from rulesdb.parsers.nisei_cr.parser import parse_markdown

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "nisei" / "mini-1.9.md"


def info_for(file: Path, version: str = "1.9", doc_id: str = "mini-1.9") -> SourceInfo:
    return fixture_info(file, "nisei-cr-markdown", doc_id, version)


@pytest.fixture(scope="module")
def mini():
    return parse_markdown(FIXTURE.read_text(encoding="utf-8"), info_for(FIXTURE))


@pytest.fixture(scope="module")
def real():
    infos = {i.id: i for i in read_manifest(default_sources())}
    return {doc_id: parse_markdown(read_text(infos[doc_id]), infos[doc_id])
            for doc_id in ("nisei-cr-1.3", "nisei-cr-1.4")}


def test_sections_nest_top_level_then_numbered_then_sub_section(mini):
    assert mini.top == ("mini-1.9/section/1", "mini-1.9/section/2")
    credits = mini.nodes["mini-1.9/section/1.2"]
    assert (credits.number, credits.title, credits.parent) == ("1.2", "Credits", "mini-1.9/section/1")
    assert credits.children == ("mini-1.9/1.2.1", "mini-1.9/1.2.2", "mini-1.9/1.2.3",
                                "mini-1.9/section/1.2.4")


def test_flavour_paragraph_is_the_sections_text_without_italics(mini):
    general = mini.nodes["mini-1.9/section/1.1"]
    assert general.flavour == "These rules are compatible with cards from the game ANDROID: NETRUNNER."
    assert general.text == general.flavour
    assert mini.nodes["mini-1.9/section/1.2"].flavour == "Credits are money."


def test_bulleted_and_bare_rules_and_sub_rules_with_any_indent(mini):
    assert mini.nodes["mini-1.9/1.1.1"].text == "The game is played between two players. See section 1.2."
    assert mini.nodes["mini-1.9/1.1.2"].children == ("mini-1.9/1.1.2a", "mini-1.9/1.1.2b")
    sub = mini.nodes["mini-1.9/1.1.2b"]
    assert (sub.number, sub.parent, sub.text) == ("1.1.2b", "mini-1.9/1.1.2", "There is no maximum deck size.")
    assert sub.original_text == " - b. There is no **maximum** deck size."[1:]


def test_sub_section_heading_owns_its_lettered_rules(mini):
    recurring = mini.nodes["mini-1.9/section/1.2.4"]
    assert (recurring.title, recurring.parent) == ("Recurring Credits", "mini-1.9/section/1.2")
    assert recurring.children == ("mini-1.9/1.2.4a", "mini-1.9/1.2.4b")
    assert mini.nodes["mini-1.9/1.2.4a"].parent == "mini-1.9/section/1.2.4"
    assert "mini-1.9/1.2.4" not in mini.nodes


def test_paragraph_split_by_a_blank_line_joins_back_onto_its_sub_rule(mini):
    rule = mini.nodes["mini-1.9/1.2.3b"]
    assert rule.text == ("If a player is instructed to SPEND or PAY credits, they may use credits "
                         "on a card for any purpose the card allows.")


def test_italic_examples_attach_to_the_sub_rule_they_follow_and_name_capitalised_cards(mini):
    rule = mini.nodes["mini-1.9/1.2.3b"]
    assert rule.examples == ("mini-1.9/1.2.3b/example/1", "mini-1.9/1.2.3b/example/2")
    second = mini.nodes["mini-1.9/1.2.3b/example/2"]
    assert (second.index, second.parent) == (2, "mini-1.9/1.2.3b")
    assert second.text == "The Runner must use credits from Ghost Runner to pay 3[c] on Tollbooth."
    assert second.cards == ("Ghost Runner", "Tollbooth")
    assert second.original_text.startswith("*Example 2: ")


def test_plain_example_after_a_sub_section_rule(mini):
    example = mini.nodes["mini-1.9/1.2.4b/example/1"]
    assert example.text == "The Runner installs Spinal Modem, which has 2[recurring]."


def test_bold_prose_marks_a_changed_rule_but_a_bold_card_name_does_not(mini):
    assert mini.nodes["mini-1.9/1.1.2b"].changed is True
    assert mini.nodes["mini-1.9/1.2.2"].changed is False
    assert mini.nodes["mini-1.9/1.2.2"].text == (
        "One Corp identity, Jinteki Biotech: Life Imagined, may swap itself.")


def test_icon_spacing_repaired_and_links_become_plain_references(mini):
    credit = mini.nodes["mini-1.9/1.2.1"]
    assert credit.text == "A CREDIT ([c]) is the basic unit of currency. Credit tokens represent 1[c] each."
    refs = mini.nodes["mini-1.9/1.2.4b"].references
    assert [(r.target_kind, r.number, r.structure) for r in refs] == [("step", "5.6.1c", "corp-turn")]


def test_summary_claims_and_the_baseline_version(mini):
    assert mini.summary_baseline == "1.8"
    assert [(c.line, c.text) for c in mini.summary_of_changes] == [
        (11, "Clarified how Tollbooth is paid for (rule 1.2.3b)."),
        (13, "Added section 2.1 on bypass."),
    ]
    assert mini.summary_of_changes[0].original_text == "- Clarified how **TOLLBOOTH** is paid for ([rule 1.2.3b](#))."


def test_contents_entries_beyond_the_body_are_sections_without_body(mini):
    runs, bypass = mini.nodes["mini-1.9/section/2"], mini.nodes["mini-1.9/section/2.1"]
    assert (runs.title, runs.has_body, runs.children) == ("Runs", False, ("mini-1.9/section/2.1",))
    assert (bypass.title, bypass.has_body, bypass.parent) == ("Bypass", False, "mini-1.9/section/2")
    assert mini.nodes["mini-1.9/section/1.2.4"].has_body is True
    assert [n.number for n in mini.of_kind("rule")] == [
        "1.1.1", "1.1.2", "1.1.2a", "1.1.2b", "1.2.1", "1.2.2", "1.2.3", "1.2.3a", "1.2.3b", "1.2.4a", "1.2.4b"]


def test_a_version_line_disagreeing_with_the_manifest_is_reported(mini):
    assert mini.issues == ()
    other = parse_markdown(FIXTURE.read_text(encoding="utf-8"), info_for(FIXTURE, version="2.0"))
    assert [(i.line, i.kind) for i in other.issues] == [(5, "version-mismatch")]


def test_prose_without_rules_is_a_parse_error_naming_file_and_line(tmp_path):
    bad = tmp_path / "prose.md"
    bad.write_text("# A Story\n\nNo rules here.\n", encoding="utf-8")
    with pytest.raises(ParseError, match=r"prose\.md:3: expected numbered sections and rules"):
        parse_markdown(bad.read_text(encoding="utf-8"), info_for(bad))


@pytest.mark.sources
def test_ghost_runner_rule_has_three_examples_in_v13(real):
    rule = real["nisei-cr-1.3"].nodes["nisei-cr-1.3/1.10.3c"]
    assert rule.parent == "nisei-cr-1.3/1.10.3"
    assert rule.examples == tuple(f"nisei-cr-1.3/1.10.3c/example/{n}" for n in (1, 2, 3))
    third = real["nisei-cr-1.3"].nodes["nisei-cr-1.3/1.10.3c/example/3"]
    assert third.cards == ("Ghost Runner", "Tollbooth")


def test_a_symbol_written_as_a_link_to_its_plaintext_keeps_the_plaintext_note():
    text = ("# 1 Game Concepts\n\n## 1.3 Symbols\n\n"
            "- 1.3.3 The symbol [c](plaintext: [c]) stands for “credit”. It appears as 1[c].\n")
    doc = parse_markdown(text, info_for(FIXTURE))
    assert doc.nodes["mini-1.9/1.3.3"].text == (
        "The symbol [c] (plaintext: [c]) stands for “credit”. It appears as 1[c].")


@pytest.mark.sources
def test_symbol_rules_keep_their_plaintext_note_in_v13_and_v14_as_v16_does(real):
    for doc in real.values():
        assert doc.nodes[f"{doc.id}/1.3.3"].text.startswith(
            "The symbol [c] (plaintext: [c]) stands for “credit”. It always appears with a numeral, such as 1[c],")


@pytest.mark.sources
def test_v14_marks_exactly_its_bold_rules_as_changed(real):
    changed = [n.number for n in real["nisei-cr-1.4"].of_kind("rule") if n.changed]
    assert changed == ["1.2.5", "1.5.2", "1.5.2a", "1.5.3a", "1.5.3b", "1.5.3c", "1.5.4d", "1.6.1b",
                       "1.8.4a", "1.8.5", "1.9.2", "1.9.3", "1.10.4d", "1.10.5c"]
    assert not any(n.changed for n in real["nisei-cr-1.3"].of_kind("rule"))


@pytest.mark.sources
def test_counts_and_summaries_of_both_markdown_versions(real):
    v13, v14 = real["nisei-cr-1.3"], real["nisei-cr-1.4"]
    kinds = lambda doc: {k: sum(1 for _ in doc.of_kind(k)) for k in ("section", "rule", "example")}
    assert kinds(v13) == {"section": 13, "rule": 107, "example": 11}
    assert kinds(v14) == {"section": 13, "rule": 112, "example": 11}
    assert (v13.summary_baseline, len(v13.summary_of_changes)) == ("1.2", 5)
    assert (v14.summary_baseline, len(v14.summary_of_changes)) == ("1.2", 44)
    assert v13.issues == () and v14.issues == ()


@pytest.mark.sources
def test_v14_sub_rule_split_by_a_blank_line_is_one_rule(real):
    text = real["nisei-cr-1.4"].nodes["nisei-cr-1.4/1.10.4c"].text
    assert "for any purpose (other than losing credits)" in text
    assert text.endswith("the specified duration has not expired.")
