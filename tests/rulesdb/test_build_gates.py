"""Damaged sources never replace good data: a truncated document, a document given to the wrong
parser, or one that shrank against the build in use fails the build, naming the document and the
counts, and the previous build stays in use; the console summarises diagnostics, sorted."""

import shutil

import pytest
import smallsources

from rulesdb.build import store
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
