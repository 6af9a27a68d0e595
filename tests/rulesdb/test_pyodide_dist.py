"""Pyodide for the offline Table is taken only as pinned: a file that differs is refused, nothing kept."""

import io
import tarfile

import pytest

from rulesdb.web import pyodide_dist


def tarball(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for name, data in files.items():
            item = tarfile.TarInfo(f"package/{name}")
            item.size = len(data)
            archive.addfile(item, io.BytesIO(data))
    return out.getvalue()


def test_a_file_that_is_not_the_pinned_one_is_refused_by_name_and_not_kept(tmp_path):
    with pytest.raises(pyodide_dist.PyodideUnavailable, match=r"pyodide\.js does not match its pinned sha256"):
        pyodide_dist.unpack(tarball({name: b"not pyodide" for name in pyodide_dist.FILES}), tmp_path)
    assert not pyodide_dist.present(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == []


def test_the_cache_folder_follows_rulesdb_pyodide(monkeypatch, tmp_path):
    monkeypatch.setenv("RULESDB_PYODIDE", str(tmp_path))
    assert pyodide_dist.folder() == tmp_path / f"pyodide-{pyodide_dist.VERSION}"
