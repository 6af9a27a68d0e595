"""A new CR version in a known format ingests with a manifest entry and no code change (issue 2, item 3)."""

import pytest

from rulesdb.build.sources import default_sources, read_manifest, read_text
from rulesdb.parsers import parse

MANIFEST = """
[[documents]]
id = "nisei-cr-1.3.1"
family = "nisei-cr"
title = "NISEI Comprehensive Rules"
version = "1.3.1"
effective = "2019-10-01"
path = "nisei-cr-1.3.1.md"
format = "nisei-cr-markdown"

[[documents]]
id = "nisei-cr-1.7"
family = "nisei-cr"
title = "NISEI Comprehensive Rules"
version = "1.7"
effective = "2023-03-01"
path = "cr-1.7.txt"
format = "nisei-cr-pdftext"
"""

MARKDOWN_EDITS = [
    ("This is **version 1.3** of this document, effective **2 August 2019**.",
     "This is **version 1.3.1** of this document, effective **1 October 2019**."),
    ("Changes from version 1.2 are", "Changes from version 1.3 are"),
    ("that player must put the specified number of credits back into the bank.",
     "that player must return the specified number of credits to the bank."),
    ("identities and decks.\n", "identities and decks.\n- 1.4.9 Each deck must be sleeved for tournament play.\n"),
]

PDFTEXT_EDITS = [
    ("This is version 1.6 of this document, effective 22 July 2022.",
     "This is version 1.7 of this document, effective 1 March 2023."),
    ("1.2.1. If the text of a card directly contradicts these rules, the text of the card takes precedence.",
     "1.2.1. If card text directly contradicts these rules, the card text takes precedence."),
    ("time has no potential to change the game state.\n1.3. Symbols",
     ("time has no potential to change the game state.\n"
     "1.2.6. A player cannot take an action or use an ability whose only\n"
     "effect would be to pay its cost.\n1.3. Symbols")),
    ("Players spend their credits to pay for various\n", "Players spend their credits to pay for various\n- 99 -\n"),
]


def edited(text: str, edits: list[tuple[str, str]]) -> str:
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


@pytest.fixture(scope="module")
def documents(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sources")
    seeds = {i.id: i for i in read_manifest(default_sources())}
    (folder / "nisei-cr-1.3.1.md").write_text(
        edited(read_text(seeds["nisei-cr-1.3"]), MARKDOWN_EDITS), encoding="utf-8")
    (folder / "cr-1.7.txt").write_text(
        edited(read_text(seeds["nisei-cr-1.6"]), PDFTEXT_EDITS), encoding="utf-8")
    (folder / "manifest.toml").write_text(MANIFEST, encoding="utf-8")
    return {info.id: parse(read_text(info), info) for info in read_manifest(folder)}


def test_both_new_versions_ingest_under_their_manifest_ids(documents):
    assert [(d.id, d.version, d.format) for d in documents.values()] == [
        ("nisei-cr-1.3.1", "1.3.1", "nisei-cr-markdown"), ("nisei-cr-1.7", "1.7", "nisei-cr-pdftext")]
    assert not [i for d in documents.values() for i in d.issues if i.kind == "version-mismatch"]


def test_markdown_version_has_its_reworded_and_inserted_rules(documents):
    doc = documents["nisei-cr-1.3.1"]
    spend = doc.nodes["nisei-cr-1.3.1/1.10.3c"]
    assert spend.text.startswith("If a player is instructed to SPEND or PAY credits, that player must return "
                                 "the specified number of credits to the bank.")
    assert len(spend.examples) == 3
    inserted = doc.nodes["nisei-cr-1.3.1/1.4.9"]
    assert (inserted.parent, inserted.text) == ("nisei-cr-1.3.1/section/1.4",
                                                "Each deck must be sleeved for tournament play.")
    assert doc.nodes["nisei-cr-1.3.1/section/1.4"].children[-2:] == ("nisei-cr-1.3.1/1.4.8", "nisei-cr-1.3.1/1.4.9")
    assert doc.summary_baseline == "1.3"


def test_pdftext_version_has_its_reworded_and_inserted_rules(documents):
    doc = documents["nisei-cr-1.7"]
    assert doc.nodes["nisei-cr-1.7/1.2.1"].text == (
        "If card text directly contradicts these rules, the card text takes precedence.")
    inserted = doc.nodes["nisei-cr-1.7/1.2.6"]
    assert inserted.text == ("A player cannot take an action or use an ability whose only effect "
                             "would be to pay its cost.")
    assert doc.nodes["nisei-cr-1.7/section/1.2"].children[-2:] == ("nisei-cr-1.7/1.2.5", "nisei-cr-1.7/1.2.6")
    assert len(doc.nodes["nisei-cr-1.7/1.2.5"].examples) == 3


def test_page_number_line_inserted_in_mid_rule_is_joined_away(documents):
    rule = documents["nisei-cr-1.7"].nodes["nisei-cr-1.7/1.10.1"]
    assert rule.text == ("A CREDIT ([c]) is the basic unit of currency. Players spend their credits to pay "
                         "for various costs, card abilities, traces, etc. Credit counters most commonly "
                         "represent 1[c] each, but can represent larger denominations if clearly marked.")
    assert rule.children == ()
