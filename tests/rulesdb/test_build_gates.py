"""Damaged sources never replace good data: a truncated document, a document given to the wrong
parser, one that shrank against the build in use, or a chapter cut short (against the build in use
or the release before) fails the build, naming the document, the chapter file and the counts, and the
previous build stays in use; the console summarises diagnostics, sorted."""

import re
import shutil

import pytest
import smallsources

from rulesdb.build import gates, store
from rulesdb.build.pipeline import build
from rulesdb.build.sources import default_sources
from rulesdb.cli.commands import main
from rulesdb.errors import ImplausibleDocument


@pytest.fixture
def cr13(tmp_path):
    """A one-document build of the CR 1.3 (107 rules) and its sources, which the test may damage."""
    sources = smallsources.make(tmp_path / "sources")
    data = tmp_path / "data"
    build(data, sources=sources)
    return sources, data


def cut(path, share: float) -> None:
    """Keep the first `share` of a file's lines: a download or copy cut short."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[: int(len(lines) * share)]), encoding="utf-8")


def test_a_cr_cut_at_ten_percent_fails_naming_the_document_and_counts(tmp_path):
    sources = smallsources.make(tmp_path / "sources", "nisei-cr-1.6")
    data = tmp_path / "data"
    build(data, sources=sources)
    before = store.current_build(data)
    path = sources / "nisei-cr-1.6.txt"
    path.write_text(path.read_text(encoding="utf-8")[: path.stat().st_size // 10], encoding="utf-8")
    with pytest.raises(ImplausibleDocument) as caught:
        build(data, sources=sources)
    assert str(caught.value) == (
        f"{sources / 'manifest.toml'}:1: nisei-cr-1.6: parsed to 12 rules, fewer than the 150 its format "
        "(nisei-cr-pdftext) always has: is the file cut short or of another format?")
    assert store.current_build(data) == before


def test_a_cr_release_cut_to_two_chapters_fails_in_one_line_and_the_previous_build_stays(tmp_path, capsys):
    """The nsg-cr-yaml format declares its minimum counts: a release folder that lost most of its
    chapter files (a partial copy or checkout) is refused, whether or not a build came before."""
    sources, data = tmp_path / "sources", tmp_path / "data"
    shutil.copytree(default_sources() / "nsg-cr" / "22.12", sources / "22.12")
    (sources / "manifest.toml").write_text(
        '[[documents]]\nid = "nsg-cr-22.12"\nfamily = "nisei-cr"\ntitle = "NSG CR"\nversion = "22.12"\n'
        'effective = "2022-12-01"\npath = "22.12"\nformat = "nsg-cr-yaml"\n', encoding="utf-8")
    build(data, sources=sources)
    before = store.current_build(data)
    for chapter in sorted((sources / "22.12" / "data" / "input").glob("*.yaml"))[3:]:
        chapter.unlink()  # 00_changelog, 01_game_concepts and 02_parts_of_a_card are left
    code = main(["--data", str(data), "build", "--sources", str(sources)])
    err = capsys.readouterr().err
    assert code == 2 and store.current_build(data) == before
    assert err == (f"rulesdb: error: {sources / 'manifest.toml'}:1: nsg-cr-22.12: parsed to 51 examples, fewer than "
                   "the 100 its format (nsg-cr-yaml) always has: is the file cut short or of another format?\n")
    with pytest.raises(ImplausibleDocument, match="nsg-cr-22.12: parsed to 51 examples, fewer than the 100"):
        build(tmp_path / "fresh", sources=sources)


def test_a_rulebook_given_to_the_cr_parser_fails_and_the_previous_build_stays(cr13):
    sources, data = cr13
    before = store.current_build(data)
    shutil.copy(default_sources() / "ffg-rulebook-1.0.txt", sources / "nisei-cr-1.3.md")
    with pytest.raises(ImplausibleDocument, match=r"manifest\.toml:1: nisei-cr-1\.3: parsed to 0 rules, fewer than "
                                                  r"the 50 its format \(nisei-cr-markdown\)"):
        build(data, sources=sources)
    assert store.current_build(data) == before
    assert not [p for p in (data / "builds").iterdir() if p.name.startswith(".")]


def test_a_document_that_shrank_needs_accept_shrink(cr13, capsys):
    sources, data = cr13
    before = store.current_build(data)
    cut(sources / "nisei-cr-1.3.md", 0.7)
    code = main(["--data", str(data), "build", "--sources", str(sources)])
    err = capsys.readouterr().err.strip()
    assert code == 2 and store.current_build(data) == before
    assert err.startswith(f"rulesdb: error: {sources / 'manifest.toml'}:1: nisei-cr-1.3: ")
    assert "rules, down from 107 in the build in use: a damaged source? (build with --accept-shrink" in err
    assert main(["--data", str(data), "build", "--sources", str(sources), "--accept-shrink"]) == 0
    assert store.current_build(data) != before


def test_console_prints_diagnostics_counted_and_sorted_and_v_lists_them(tmp_path, capsys):
    sources = smallsources.make(tmp_path / "sources", "ffg-rr-1.0")
    data = tmp_path / "data"
    assert main(["--data", str(data), "build", "--sources", str(sources)]) == 0
    out = capsys.readouterr().out
    summary = [line for line in out.splitlines() if line.startswith("diagnostics:")]
    assert len(summary) == 1 and summary[0].endswith("; -v lists them")
    assert "{" not in out, "no raw Python dict"
    assert main(["--data", str(data), "build", "--sources", str(sources)]) == 0
    assert capsys.readouterr().out == f"up to date: {store.current_build(data)}\n"
    assert main(["--data", str(data), "build", "--sources", str(sources), "-v"]) == 0
    listed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  ffg-rr-1.0:")]
    lines = [int(line.split(":")[1]) for line in listed]
    assert len(listed) == int(summary[0].split()[1]) and lines == sorted(lines)


def cut_before_an_item(path, share: float) -> None:
    """Keep a YAML chapter up to the list item nearest `share` of its lines: a copy cut short that
    still reads as YAML (a cut mid-item is a YAML error naming the file and line, tested elsewhere)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    end = max(n for n, line in enumerate(lines[: int(len(lines) * share)]) if line.lstrip().startswith("- "))
    path.write_text("".join(lines[:end]), encoding="utf-8")


def test_a_cr_chapter_file_cut_to_a_third_fails_naming_the_file_and_its_counts(tmp_path, capsys):
    sources, data = smallsources.make(tmp_path / "sources", "nsg-cr-25.08"), tmp_path / "data"
    build(data, sources=sources)
    before = store.current_build(data)
    cut_before_an_item(sources / "nsg-cr" / "25.08" / "data" / "input" / "06_runs.yaml", 1 / 3)
    code = main(["--data", str(data), "build", "--sources", str(sources)])
    err = capsys.readouterr().err
    assert code == 2 and store.current_build(data) == before
    assert re.fullmatch(
        rf"rulesdb: error: {re.escape(str(sources / 'manifest.toml'))}:1: nsg-cr-25\.08: "
        r"nsg-cr/25\.08/data/input/06_runs\.yaml \(chapter 6 Runs\): (\d+) nodes, down from 172 in the build in "
        r"use \(the document \d+ nodes fewer of 1862\): a chapter cut short\? \(build with --accept-shrink if the "
        r"removal is real\)\n", err), err
    assert main(["--data", str(data), "build", "--sources", str(sources), "--accept-shrink"]) == 0
    assert store.current_build(data) != before


def test_a_new_release_with_a_chapter_cut_short_fails_against_the_release_before_it(tmp_path):
    sources = smallsources.make(tmp_path / "sources", "nsg-cr-25.04", "nsg-cr-25.08")
    cut_before_an_item(sources / "nsg-cr" / "25.08" / "data" / "input" / "08_card_manipulation.yaml", 1 / 3)
    with pytest.raises(ImplausibleDocument, match=r": nsg-cr-25\.08: nsg-cr/25\.08/data/input/08_card_manipulation"
                                                  r"\.yaml \(chapter 8 Card Manipulation\): \d+ nodes, down from "
                                                  r"163 in nsg-cr-25\.04 "):
        build(tmp_path / "data", sources=sources)
    assert not (tmp_path / "data" / "CURRENT").exists()


def chapters(**nodes: int) -> dict:
    return {"id": "nsg-cr-99.01", "format": "nsg-cr-yaml",
            "chapters": [{"chapter": name, "label": f"{n} {name}", "nodes": count}
                         for n, (name, count) in enumerate(nodes.items(), 1)]}


def test_a_release_that_moves_rules_between_chapters_builds():
    previous = {"documents": [chapters(chpt_runs=170, chpt_abilities=430)]}
    gates.check([chapters(chpt_runs=60, chpt_abilities=540)], {}, {}, previous)
    gates.check([chapters(chpt_runs=170, chpt_abilities=200, chpt_conditions=230)], {}, {}, previous)


@pytest.mark.parametrize(("now", "message"), [
    (chapters(chpt_runs=60, chpt_abilities=430),
     "manifest.toml:3: nsg-cr-99.01: chapter 1 chpt_runs: 60 nodes, down from 170 in the build in use (the document 110 nodes "
     "fewer of 600)"),
    (chapters(chpt_abilities=430),
     "manifest.toml:3: nsg-cr-99.01: chapter 1 chpt_runs: 0 nodes, down from 170 in the build in use (the document 170 nodes "
     "fewer of 600)"),
])
def test_a_chapter_whose_nodes_vanished_from_the_document_fails(now, message):
    previous = {"documents": [chapters(chpt_runs=170, chpt_abilities=430)]}
    with pytest.raises(ImplausibleDocument) as caught:
        gates.check([now], {}, {"nsg-cr-99.01": "manifest.toml:3"}, previous)
    assert str(caught.value).startswith(message)
    gates.check([now], {}, {}, previous, accept_shrink=True)
