"""The build proves its own fidelity: every source character accounted for, every source word kept."""

import dataclasses
import json
from pathlib import Path

import pytest
from smallsources import fixture_info

from rulesdb import parsers
from rulesdb.build.ingest import parse_sources
from rulesdb.build.sources import SourceInfo, default_sources, read_manifest, read_text
from rulesdb.build.store import current_build
from rulesdb.cli.commands import main
from rulesdb.fidelity.account import SourceAccount
from rulesdb.fidelity.coverage import coverage
from rulesdb.fidelity.report import fidelity_report
from rulesdb.fidelity.words import missing_words, self_check, source_words
from tests.conftest import SHARED_BUILD_OPTIONS

DATA = Path(__file__).resolve().parents[1] / "data"
NISEI = DATA / "nisei" / "mini-1.9.md"
RULEBOOK = DATA / "rulebook" / "mini-rulebook.txt"


def info_for(file: Path, fmt: str, family: str, version: str, doc_id: str) -> SourceInfo:
    return fixture_info(file, fmt, doc_id, version, family=family, title="Mini")


def accounted(text: str, info: SourceInfo):
    account = SourceAccount(text)
    return parsers.parse(text, info, account), account


MINI_CR = info_for(NISEI, "nisei-cr-markdown", "nisei-cr", "1.9", "mini-1.9")
MINI_RULEBOOK = info_for(RULEBOOK, "ffg-rulebook", "ffg-rulebook", "2.0", "ffg-rulebook-2.0")


@pytest.mark.parametrize("info", [MINI_CR, MINI_RULEBOOK], ids=lambda i: i.format)
def test_every_line_of_a_fixture_is_a_node_or_a_named_category(info):
    doc, account = accounted(info.file.read_text(encoding="utf-8"), info)
    cov = coverage(account)
    assert (cov.share, cov.unaccounted) == (1.0, ())
    assert self_check(doc, account) == []


def test_a_prose_line_slipped_into_the_contents_is_unaccounted_with_its_line():
    text = NISEI.read_text(encoding="utf-8").replace("1.1\tGeneral\t1\n", "1.1\tGeneral\t1\nSee the errata.\n")
    _, account = accounted(text, MINI_CR)
    cov = coverage(account)
    line = text.splitlines().index("See the errata.") + 1
    assert [(u.line, u.text) for u in cov.unaccounted] == [(line, "See the errata.")]
    assert cov.share < 1.0


def test_a_truncated_rulebook_shows_the_text_left_before_its_first_title():
    text = RULEBOOK.read_text(encoding="utf-8")
    cut = "the rest of a sentence cut off at the page edge.\n" + text[text.index("\n") + 1:]
    _, account = accounted(cut, MINI_RULEBOOK)
    assert [(u.line, u.text) for u in coverage(account).unaccounted] == [
        (1, "the rest of a sentence cut off at the page edge.")]


def test_self_check_names_the_node_and_the_words_it_lost():
    doc, account = accounted(NISEI.read_text(encoding="utf-8"), MINI_CR)
    rule = doc.nodes["mini-1.9/1.2.1"]
    lost = dataclasses.replace(rule, text=rule.text.replace(" the basic unit of currency.", "."))
    damaged = dataclasses.replace(doc, nodes={**doc.nodes, rule.address: lost})
    [loss] = self_check(damaged, account)
    assert (loss.address, loss.missing) == ("mini-1.9/1.2.1", ("the", "basic", "unit", "of", "currency"))


def test_the_same_rule_text_is_checked_again_when_its_source_writes_icons_differently():
    """One process checks many releases; a check made for one source form is not reused for another."""
    from rulesdb.fidelity.words import lost_words
    from rulesdb.parsers.nsg_cr_yaml.account import reader_words

    source, kept = "Gain 1{c}. See {ref:rule_credit}.", "1.2 Gain 1[c]. See rule 1.2."
    assert lost_words(source, kept, reader_words) == ()
    assert lost_words(source, kept) == ("c", "ref", "credit")  # read as plain text, markup is words
    assert lost_words(source, kept, reader_words) == ()
    damaged = kept.replace(" See", "")
    assert lost_words(source, damaged, reader_words) == ("see",)


def test_words_compare_case_blind_in_plain_and_accented_text():
    from rulesdb.fidelity.words import words

    assert words("Rule 1.10.3c: BYPASS the ICE") == ["rule", "1", "10", "3", "c", "bypass", "the", "ice"]
    assert words("{ref:rule_end_the_run} 2[c]") == ["ref", "rule", "end", "the", "run", "2", "c"]
    assert words("STRASSE “Straße” Café 2[c]") == ["strasse", "strasse", "café", "2", "c"]


def test_icons_emphasis_and_line_end_hyphens_are_not_words():
    assert source_words("**Gain** 1[c](plaintext: [c]) and encoun-\nter [click]") == [
        "gain", "1", "plaintext", "and", "encounter"]
    assert missing_words(["gain", "1", "one", "credit"], ["gain", "1", "c"]) == ["one", "credit"]


def test_a_format_without_an_account_is_reported_not_counted_as_covered():
    @parsers.register("test-unaccounted")
    def parse_plain(text, info):
        return parsers.PARSERS["nisei-cr-markdown"](text, info)

    try:
        info = dataclasses.replace(MINI_CR, format="test-unaccounted")
        assert parsers.accounts_for_source("test-unaccounted") is False
        assert parsers.accounts_for_source("nisei-cr-markdown") is True
        doc = parsers.parse(NISEI.read_text(encoding="utf-8"), info)
        from rulesdb.fidelity.report import document_fidelity
        report = document_fidelity(doc, None, [])
        assert report["coverage"] == 0.0
        assert report["unaccounted"][0]["text"] == "format 'test-unaccounted' does not account for its source"
    finally:
        del parsers.PARSERS["test-unaccounted"]


@pytest.fixture(scope="module")
def embedded_report() -> dict:
    """The fidelity report of every embedded document, per document id (parsed once: about 3 s)."""
    return fidelity_report(parse_sources(default_sources()))["documents"]


@pytest.mark.sources
def test_every_embedded_document_is_fully_accounted_for_and_loses_no_word(embedded_report):
    report = embedded_report
    assert set(report) == {i.id for i in read_manifest(default_sources())}
    for doc_id, d in report.items():
        assert (doc_id, d["coverage"], d["unaccounted"], d["misplaced"], d["word_losses"]) == (
            doc_id, 1.0, [], [], [])


@pytest.mark.sources
def test_named_categories_account_for_page_numbers_contents_and_captions(embedded_report):
    report = embedded_report
    assert {"page-number", "table-of-contents", "summary-of-changes"} <= set(report["nisei-cr-1.6"]["categories"])
    assert {"page-number", "caption", "front-matter"} <= set(report["ffg-rr-1.0"]["categories"])
    assert {"list-counter", "part-version"} <= set(report["ffg-rulebook-1.0"]["categories"])


@pytest.mark.sources
def test_a_new_release_given_by_manifest_only_is_fully_accounted_for(tmp_path):
    seeds = {i.id: i for i in read_manifest(default_sources())}
    (tmp_path / "cr-1.7.txt").write_text(read_text(seeds["nisei-cr-1.6"]).replace(
        "effective 22 July 2022", "effective 1 March 2023").replace("version 1.6 of", "version 1.7 of"),
        encoding="utf-8")
    (tmp_path / "manifest.toml").write_text(
        '[[documents]]\nid = "nisei-cr-1.7"\nfamily = "nisei-cr"\ntitle = "NISEI Comprehensive Rules"\n'
        'version = "1.7"\neffective = "2023-03-01"\npath = "cr-1.7.txt"\nformat = "nisei-cr-pdftext"\n',
        encoding="utf-8")
    d = fidelity_report(parse_sources(tmp_path))["documents"]["nisei-cr-1.7"]
    assert (d["coverage"], d["unaccounted"], d["word_losses"]) == (1.0, [], [])


def test_build_report_json_gives_coverage_and_errata_per_document(capsys, built_data):
    in_use = current_build(built_data)
    code = main(["--data", str(built_data), "build", "--report", "--json", *SHARED_BUILD_OPTIONS])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    rr = out["documents"]["ffg-rr-1.0"]
    assert (rr["coverage"], rr["unaccounted"]) == (1.0, [])
    assert isinstance(rr["errata"], list)
    assert current_build(built_data) == in_use  # the report of an up-to-date build rebuilds nothing


def test_build_report_text_names_each_document_and_its_share(capsys, built_data):
    assert main(["--data", str(built_data), "build", "--report", *SHARED_BUILD_OPTIONS]) == 0
    out = capsys.readouterr().out
    assert "nisei-cr-1.6: 100.00% of nisei-cr-1.6.txt accounted for" in out


# -- a folder of YAML files (the nsg-cr-yaml releases) accounts scalar by scalar ------------------------------

CHAPTER = """chapter: chpt_concepts
text: Game Concepts
sections:
- section: sec_general
  text: General
  toc: true
  rules:
  - rule: rule_players
    text: |-
      The game is played between two players.
  - rule: rule_numbers
    text: All numbers used in the game are integers.
"""


def yaml_account(text: str, skip_rule: str = ""):
    """What a YAML parser does with the interface: each element's scalars to its node, layout keys named."""
    from rulesdb.fidelity.account import FolderAccount
    from rulesdb.fidelity.yaml_scalars import declare_scalars

    folder = FolderAccount({"data/input/01_concepts.yaml": text})
    account = folder.file("data/input/01_concepts.yaml")
    for found in declare_scalars(account).values():
        element = next((v for k, v in found.items() if k in ("chapter", "section", "rule")), None)
        if element is None or account.text[element.start:element.end] == skip_rule:
            continue
        address = account.text[element.start:element.end]
        for key, scalar in found.items():
            if key == "toc":
                account.expect_chars("layout", scalar.start, scalar.end)
            else:
                account.node_chars(address, scalar.start, scalar.end)
    return folder


def test_every_scalar_of_a_yaml_chapter_is_accounted_for_and_keys_are_structure():
    from rulesdb.fidelity.account import parts

    [account] = parts(yaml_account(CHAPTER))
    cov = coverage(account)
    assert (cov.share, cov.unaccounted, cov.categories) == (1.0, (), {"layout": 4})
    assert cov.content == len("chpt_conceptsGameConceptssec_generalGeneraltrue"
                              "rule_playersThegameisplayedbetweentwoplayers.rule_numbersAllnumbersusedinthegameareintegers.")


def test_a_no_break_space_or_ideographic_space_is_not_content_but_any_other_character_is():
    import re
    import sys

    from rulesdb.fidelity.coverage import nonblank_mask

    every = "".join(map(chr, range(sys.maxunicode + 1)))  # lone surrogates included
    expected = bytearray(b"\x01" * len(every))
    for blank in re.finditer(r"\s", every):
        expected[blank.start()] = 0
    assert nonblank_mask(every) == expected
    account = SourceAccount("Gain\u00a01[c]\u3000“Bypass”\u2003—\u2028ok")
    account.node_chars("n", 0, 4)
    cov = coverage(account)
    assert (cov.content, cov.accounted) == (len("Gain1[c]“Bypass”—ok"), 4)
    assert [u.text for u in cov.unaccounted] == ["1[c] “Bypass” — ok"]  # U+2028 ends no source line


def test_a_yaml_element_the_parser_skips_shows_its_scalars_by_line():
    from rulesdb.fidelity.account import parts

    [account] = parts(yaml_account(CHAPTER, skip_rule="rule_numbers"))
    assert [(u.line, u.last_line, u.text) for u in coverage(account).unaccounted] == [
        (11, 12, "rule_numbers / All numbers used in the game are integers.")]


def test_a_node_whose_original_text_the_source_lacks_is_reported_as_misplaced():
    from rulesdb.cli.fidelity import report_text
    from rulesdb.fidelity.report import document_fidelity

    doc, _ = accounted(NISEI.read_text(encoding="utf-8"), MINI_CR)
    account = SourceAccount(NISEI.read_text(encoding="utf-8").replace("A CREDIT ([c])", "A COIN ([c])"))
    account.node_text("mini-1.9/1.2.1", doc.nodes["mini-1.9/1.2.1"].line, doc.nodes["mini-1.9/1.2.1"].original_text)
    report = document_fidelity(doc, account, [])
    assert [(m["node"], m["missing"][:22]) for m in report["misplaced"]] == [("mini-1.9/1.2.1", "- 1.2.1 A CREDIT ([c])")]
    assert "mini-1.9/1.2.1: its original text is not in the source there" in report_text(
        {"documents": {doc.id: report}})


@pytest.mark.sources
def test_every_unknown_icon_is_a_report_entry_with_the_original_text(embedded_report):
    gaps = embedded_report["ffg-rulebook-1.0"]["icon_gaps"]
    assert len(gaps) == 7 and all("[?]" in g["text"] for g in gaps)
    purge = next(g for g in gaps if g["node"].endswith("/purging-virus-counters"))
    assert purge["text"].startswith("For [?], the Corporation removes all virus counters")
    assert "For , the Corporation removes all virus counters" in purge["original"]
