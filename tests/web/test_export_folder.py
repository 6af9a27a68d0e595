"""Where an export goes: a new export replaces a previous one only when complete; a failure at any
point leaves the previous export as it was, no staging folder, and names the user's folder."""

from pathlib import Path

import pytest

from rulesdb.web.export_folder import MARKER, ExportError, check, write


def previous_export(folder: Path) -> Path:
    folder.mkdir()
    (folder / MARKER).write_text("an earlier build\n")
    (folder / "index.html").write_text("the previous export")
    return folder


def new_site(out: Path) -> str:
    (out / MARKER).write_text("this build\n")
    (out / "index.html").write_text("the new export")
    return "written"


def test_a_complete_export_replaces_the_previous_one_and_leaves_nothing_beside_it(tmp_path):
    site = previous_export(tmp_path / "site")
    assert write(site, new_site) == "written"
    assert (site / "index.html").read_text() == "the new export"
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_a_link_to_a_previous_export_is_replaced_by_the_export_and_its_target_kept(tmp_path):
    target = previous_export(tmp_path / "elsewhere")
    (tmp_path / "site").symlink_to(target)
    write(tmp_path / "site", new_site)
    assert not (tmp_path / "site").is_symlink() and (tmp_path / "site" / "index.html").read_text() == "the new export"
    assert (target / "index.html").read_text() == "the previous export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "site"]


def test_a_staging_folder_left_by_a_killed_export_is_cleared(tmp_path):
    (tmp_path / ".site.partial").mkdir()
    (tmp_path / ".site.partial" / "stale.html").write_text("half")
    write(tmp_path / "site", new_site)
    assert sorted(p.name for p in (tmp_path / "site").iterdir()) == [MARKER, "index.html"]
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_a_failed_swap_puts_the_previous_export_back(tmp_path, monkeypatch):
    site = previous_export(tmp_path / "site")
    rename = Path.rename

    def refuse_the_new_export(path, target):
        if Path(target) == site and path.name.endswith(".partial"):
            raise PermissionError(13, "Permission denied", str(path), None, str(target))
        return rename(path, target)

    monkeypatch.setattr(Path, "rename", refuse_the_new_export)
    with pytest.raises(ExportError) as failed:
        write(site, new_site)
    assert str(failed.value) == f"{site}: cannot write the export (Permission denied); nothing was changed"
    assert (site / "index.html").read_text() == "the previous export"
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_an_error_inside_the_export_names_the_file_relative_to_the_users_folder(tmp_path):
    def fail(out: Path):
        (out / "nsg-cr-25.08").mkdir()
        raise IsADirectoryError(21, "Is a directory", str(out / "nsg-cr-25.08"))

    with pytest.raises(ExportError) as failed:
        write(tmp_path / "site", fail)
    assert str(failed.value) == \
        f"{tmp_path / 'site'}: cannot write the export (Is a directory, at nsg-cr-25.08); nothing was changed"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("name", "message"), [
    ("/", "/: the root folder cannot hold an export; name a folder inside it"),
    ("{tmp}/file", "{tmp}/file: is a file, not a folder; name a new or empty folder"),
    ("{tmp}/mine", "{tmp}/mine: exists and is not a rulesdb export; name a new or empty folder"),
])
def test_a_destination_the_export_may_not_replace_is_refused_before_anything_is_written(tmp_path, name, message):
    (tmp_path / "file").write_text("mine")
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("mine")
    with pytest.raises(ExportError) as refused:
        check(Path(name.format(tmp=tmp_path)))
    assert str(refused.value) == message.format(tmp=tmp_path)


def test_an_empty_folder_or_a_previous_export_may_be_written(tmp_path):
    (tmp_path / "empty").mkdir()
    check(tmp_path / "empty")
    check(previous_export(tmp_path / "site"))
    check(tmp_path / "new")
