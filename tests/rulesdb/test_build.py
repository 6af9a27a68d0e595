"""`rulesdb build`: rebuild only on change, and a failed build leaves the build in use untouched."""

import pytest
import smallsources

from rulesdb.build import store
from rulesdb.build.pipeline import build
from rulesdb.errors import ParseError, SourceError

#: One document of each plain-text format: enough to break one and see the others kept.
DOCUMENTS = ("nisei-cr-1.3", "nisei-cr-1.4", "ffg-rulebook-1.0", "ffg-rr-1.0")


@pytest.fixture
def sources(tmp_path):
    """A private copy of some embedded sources that a test may break."""
    return smallsources.make(tmp_path / "sources", *DOCUMENTS)


@pytest.fixture
def data(tmp_path, sources):
    folder = tmp_path / "data"
    build(folder, sources=sources)
    return folder


def snapshot(folder):
    """The current build's key and the bytes of its model, to prove nothing changed."""
    current = store.current_build(folder)
    return current.name, (current / store.MODEL).read_bytes()


def test_build_reports_every_document_with_counts(built_data):
    report = store.read_json(store.current_build(built_data) / store.REPORT)
    by_id = {d["id"]: d for d in report["documents"]}
    assert list(by_id) == ["nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6", "ffg-rulebook-1.0", "ffg-rr-1.0",
                           "nsg-cr-22.12", "nsg-cr-23.08", "nsg-cr-24.03", "nsg-cr-24.09", "nsg-cr-25.04", "nsg-cr-25.08"]
    latest = by_id["nsg-cr-25.08"]
    assert (latest["sections"], latest["rules"], latest["steps"], latest["examples"]) == (156, 1223, 247, 231)
    assert by_id["ffg-rr-1.0"]["terms"] > 100
    assert by_id["ffg-rr-1.0"]["steps"] >= 40
    assert by_id["nisei-cr-1.6"]["rules"] > by_id["nisei-cr-1.3"]["rules"]
    assert [by_id[i]["unmapped_glyphs"] for i in ("nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6")] == [[], [], []]
    lost = [i for i in by_id["ffg-rulebook-1.0"]["issues"] if i["kind"] == "unmapped-glyph"]
    assert {"line": 282, "kind": "unmapped-glyph", "detail": "icon gap: '• : Purge virus counters.'"} in lost
    assert report["graph"]["references"]["resolved"] > 50


def test_unchanged_sources_are_not_rebuilt(data, sources):
    again = build(data, sources=sources)
    assert again.built is False
    assert again.folder == store.current_build(data)


def test_changed_source_triggers_a_rebuild_with_a_new_key(data, sources):
    before = store.current_build(data).name
    path = sources / "nisei-cr-1.3.md"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    result = build(data, sources=sources)
    assert result.built is True
    assert store.current_build(data).name != before
    assert sorted(p.name for p in (data / "builds").iterdir()) == sorted([before, result.folder.name])


def test_unknown_format_fails_naming_the_manifest_line_and_keeps_the_previous_build(data, sources):
    before = snapshot(data)
    manifest = sources / "manifest.toml"
    manifest.write_text(manifest.read_text().replace('"ffg-rulebook"', '"ffg-rulebook-v9"'), encoding="utf-8")
    with pytest.raises(SourceError, match=r"manifest\.toml:\d+: unknown format 'ffg-rulebook-v9'"):
        build(data, sources=sources)
    assert snapshot(data) == before
    assert not [p for p in (data / "builds").iterdir() if p.name.startswith(".staging-")]


def test_unparseable_document_fails_naming_the_file_and_keeps_the_previous_build(data, sources):
    before = snapshot(data)
    (sources / "nisei-cr-1.4.md").write_text("This is not a rules document.\n\nJust prose.\n", encoding="utf-8")
    with pytest.raises(ParseError, match=r"nisei-cr-1\.4\.md:\d+: expected"):
        build(data, sources=sources)
    assert snapshot(data) == before


def test_missing_source_file_fails_and_keeps_the_previous_build(data, sources):
    before = snapshot(data)
    (sources / "ffg-rules-reference-1.0.txt").unlink()
    with pytest.raises(SourceError, match=r"source file not found: .*ffg-rules-reference-1\.0\.txt"):
        build(data, sources=sources)
    assert snapshot(data) == before
