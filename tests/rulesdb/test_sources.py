"""The manifest: every entry checked, and each mistake reported with the file and line of its table."""

import shutil
from pathlib import Path

import pytest

from rulesdb.build.sources import default_sources, read_manifest, read_text
from rulesdb.errors import SourceError
from rulesdb.model import version_key

ENTRY = """
[[documents]]
id = "{id}"
family = "nisei-cr"
title = "NISEI Comprehensive Rules"
version = "{version}"
effective = "2019-08-02"
path = "{path}"
format = "nisei-cr-markdown"
"""


def write_manifest(folder: Path, *entries: str) -> Path:
    (folder / "manifest.toml").write_text("# test manifest\n" + "".join(entries), encoding="utf-8")
    return folder


@pytest.fixture
def folder(tmp_path):
    shutil.copy(default_sources() / "nisei-cr-1.3.md", tmp_path / "cr.md")
    return tmp_path


def test_embedded_manifest_lists_the_five_seed_documents_and_the_six_nsg_releases():
    infos = read_manifest(default_sources())
    assert [i.id for i in infos] == ["nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6", "ffg-rulebook-1.0", "ffg-rr-1.0",
                                     "nsg-cr-22.12", "nsg-cr-23.08", "nsg-cr-24.03", "nsg-cr-24.09", "nsg-cr-25.04", "nsg-cr-25.08"]
    assert {i.format for i in infos} == {"nisei-cr-markdown", "nisei-cr-pdftext", "ffg-rulebook",
                                          "ffg-rules-reference", "nsg-cr-yaml"}
    assert all(i.file.is_dir() == (i.format == "nsg-cr-yaml") for i in infos)


def test_versions_compare_as_versions_not_floats():
    assert version_key("1.10") > version_key("1.9")
    assert version_key("1.4.1") > version_key("1.4")
    assert sorted(["1.6", "1.10", "1.4.1", "1.4"], key=version_key) == ["1.4", "1.4.1", "1.6", "1.10"]


def test_missing_manifest_names_the_file(tmp_path):
    with pytest.raises(SourceError, match=r"manifest\.toml: manifest not found"):
        read_manifest(tmp_path)


def test_duplicate_id_names_the_line_of_the_second_table(folder):
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md"),
                   ENTRY.format(id="a", version="1.4", path="cr.md"))
    with pytest.raises(SourceError, match=r"manifest\.toml:12: duplicate document id 'a' \(first at .*manifest\.toml:3\)"):
        read_manifest(folder)


def test_missing_file_names_the_manifest_line_and_the_path(folder):
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="nowhere.md"))
    with pytest.raises(SourceError, match=r"manifest\.toml:3: source file not found: .*nowhere\.md"):
        read_manifest(folder)


def test_missing_field_is_named(folder):
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md").replace('format = "nisei-cr-markdown"\n', ""))
    with pytest.raises(SourceError, match=r"manifest\.toml:3: document entry lacks format"):
        read_manifest(folder)


def test_an_unknown_field_is_refused_with_its_line_and_the_known_fields(folder):
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md").replace(
        'version = "1.3"\n', 'version = "1.3"\neffectve = "2020-01-01"\n'))
    with pytest.raises(SourceError) as caught:
        read_manifest(folder)
    assert str(caught.value) == (f"{folder / 'manifest.toml'}:8: unknown field 'effectve' in [[documents]] "
                                 "(known: id, family, title, version, effective, path, format)")


def test_an_unknown_table_is_refused(folder):
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md") + '\n[[document]]\nid = "b"\n')
    with pytest.raises(SourceError, match=r"manifest\.toml:12: unknown table 'document' \(known: documents\)"):
        read_manifest(folder)


def test_the_build_command_refuses_an_unknown_field_in_one_line(folder, tmp_path, capsys):
    from rulesdb.cli.commands import main

    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md") + 'colour = "red"\n')
    assert main(["--data", str(tmp_path / "data"), "build", "--sources", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "manifest.toml:11: unknown field 'colour' in [[documents]]" in err


@pytest.mark.parametrize("version", ["one", "1.4a", "1..4"])
def test_version_must_look_like_a_version(folder, version):
    write_manifest(folder, ENTRY.format(id="a", version=version, path="cr.md"))
    with pytest.raises(SourceError, match=r"field 'version'"):
        read_manifest(folder)


def test_toml_syntax_error_names_the_manifest(folder):
    (folder / "manifest.toml").write_text("[[documents]\nid = 1\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"manifest\.toml: .*line 1"):
        read_manifest(folder)


def test_non_utf8_source_is_reported_with_its_path(folder):
    (folder / "cr.md").write_bytes(b"\xff\xfe broken")
    write_manifest(folder, ENTRY.format(id="a", version="1.3", path="cr.md"))
    (info,) = read_manifest(folder)
    with pytest.raises(SourceError, match=r"cr\.md: not UTF-8 text"):
        read_text(info)
