"""Errors in the documents themselves: found with evidence, listed per document, never fixed in the text."""

from pathlib import Path

import pytest
from smallsources import fixture_info

from rulesdb import parsers
from rulesdb.build import cache
from rulesdb.build.ingest import load_documents
from rulesdb.build.sources import default_sources
from rulesdb.fidelity import errata as errata_module
from rulesdb.fidelity.errata import find_errata
from rulesdb.graph.reuse import Reuse

CR = """# 1 Game Concepts

## 1.16 Costs

- 1.16.2 Costs are paid at once. Additional costs (section 1.16.11) are paid with them.
- 1.16.10 An ADDITIONAL COST adds something to the regular cost.
- 1.16.11 A NESTED COST is paid within an ability.
    - a. For a nested cost of the form in rule 1.16.13a, treat “otherwise” as “if you do not”.
    - b. The Runner installs it before adding it to before adding it to the grip.

## 1.17 Winning

- 1.17.1 A player with 7 agenda points wins.
"""

RULEBOOK = """Rules of Play 2.0

Runner's Action Phase

The Runner can perform any of the following actions:

  • : Draw one card.
  • : Gain 1 (one credit).
  • : Install a program.
  • : Make a run.
"""

REFERENCE = """Rules of Play 3.0

Runner's Turn

The Runner takes actions until none remain. Actions include:

  • : Gain 1.
  • : Install a program.
  • : Make a run.
"""


def parsed(text: str, doc_id: str, fmt: str, family: str):
    info = fixture_info(Path(f"{doc_id}.txt"), fmt, doc_id, "9.9", family=family, title=doc_id, effective="2030-01-01")
    return parsers.parse(text, info)


def three_documents() -> dict:
    docs = [parsed(CR, "cr", "nisei-cr-markdown", "nisei-cr"),
            parsed(RULEBOOK, "book", "ffg-rulebook", "ffg-rulebook"),
            parsed(REFERENCE, "ref", "ffg-rulebook", "ffg-rr")]
    return {d.id: d for d in docs}


@pytest.fixture(scope="module")
def errata():
    return find_errata(three_documents())


def test_errata_kept_between_builds_are_the_errata_found_afresh(tmp_path, monkeypatch, errata):
    def reuse(keys):
        return Reuse(lambda step, parts, compute: cache.remembered(tmp_path, step, cache.content_key(*parts), compute),
                     keys)

    keys = {"cr": "cr as parsed", "book": "book as parsed", "ref": "ref as parsed"}
    assert find_errata(three_documents(), reuse(keys)) == errata
    checked, own_errata = [], errata_module._own_errata
    monkeypatch.setattr(errata_module, "_own_errata", lambda doc: checked.append(doc.id) or own_errata(doc))
    assert find_errata(three_documents(), reuse(keys)) == errata
    assert checked == []  # all three kept; the check across documents (step instructions) ran again
    assert find_errata(three_documents(), reuse({**keys, "cr": "cr edited"})) == errata
    assert checked == ["cr"]


def notes(errata, doc_id):
    return [(e.node.split("/", 1)[1], e.kind, e.note) for e in errata.get(doc_id, [])]


def test_a_rule_citing_a_rule_the_document_lacks_is_an_erratum(errata):
    assert ("1.16.11a", "missing-target", "this text cites rule 1.16.13a, which this document does not contain"
            ) in notes(errata, "cr")


def test_a_citation_of_a_rule_that_defines_something_else_names_the_rule_that_defines_it(errata):
    assert ("1.16.2", "misfiled-reference",
            "this text cites 1.16.11 for Additional costs, but 1.16.10 defines them and 1.16.11 does not"
            ) in notes(errata, "cr")


def test_a_phrase_written_twice_in_a_row_is_an_erratum(errata):
    assert ("1.16.11b", "repeated-phrase",
            "the text repeats “before adding it to”: “before adding it to before adding it to”") in notes(errata, "cr")


def test_an_action_list_lacking_an_action_another_documents_list_has_is_an_erratum(errata):
    [erratum] = errata["ref"]
    assert (erratum.kind, erratum.note) == (
        "missing-step-instruction",
        "this list of actions lacks “[click]: Draw one card.”, which "
        "book/section/rules-of-play/runners-action-phase lists")
    assert "book" not in errata


def test_errata_are_flagged_and_the_text_keeps_what_the_document_printed(errata):
    doc = parsed(CR, "cr", "nisei-cr-markdown", "nisei-cr")
    assert "before adding it to before adding it to" in doc.nodes["cr/1.16.11b"].text
    assert "rule 1.16.13a" in doc.nodes["cr/1.16.11a"].text


@pytest.mark.sources
def test_the_four_known_source_errors_are_listed():
    found = find_errata(load_documents(default_sources()))
    listed = {(e.node, e.kind) for items in found.values() for e in items}
    assert {("nisei-cr-1.6/1.16.11d", "missing-target"),
            ("nisei-cr-1.6/1.16.2b", "misfiled-reference"),
            ("ffg-rr-1.0/timing/runner-turn/1.6", "missing-step-instruction"),
            ("ffg-rr-1.0/term/choosing-cards/example/2", "repeated-phrase")} <= listed
    [draw] = [e for e in found["ffg-rr-1.0"] if e.kind == "missing-step-instruction"]
    assert "Draw one card from the stack" in draw.note
