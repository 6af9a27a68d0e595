"""No document is lost to the build's caches: every entry is checked against the step and key it was
made for, and anything else in its place (another entry's bytes, a foreign file, a FIFO, a folder, a
link to a device) is computed again, without blocking and without reading more than a file's size."""

import os
import shutil
import threading

import pytest
import smallsources

from rulesdb.build import cache
from rulesdb.build.pipeline import PARSE_CACHE, build


def entry_path(folder, step, key):
    return folder / f"{step}.{key}.pickle"


def within(seconds, func):
    """func()'s result, failing the test (not hanging it) when it does not return in time."""
    box = []
    worker = threading.Thread(target=lambda: box.append(func()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert box, f"still running after {seconds} s"
    return box[0]


def test_another_entrys_bytes_under_this_name_are_computed_again(tmp_path):
    cache.remembered(tmp_path, "doc-a", "1" * 24, lambda: "a's parse")
    cache.remembered(tmp_path, "doc-b", "2" * 24, lambda: "b's parse")
    shutil.copyfile(entry_path(tmp_path, "doc-b", "2" * 24), entry_path(tmp_path, "doc-a", "1" * 24))
    assert cache.remembered(tmp_path, "doc-a", "1" * 24, lambda: "parsed again") == "parsed again"
    assert cache.read(tmp_path, "doc-a", "1" * 24) == ("parsed again",)


def test_the_same_steps_entry_for_other_inputs_is_not_reused(tmp_path):
    cache.remembered(tmp_path, "doc-a", "1" * 24, lambda: "old source")
    os.rename(entry_path(tmp_path, "doc-a", "1" * 24), entry_path(tmp_path, "doc-a", "3" * 24))
    assert cache.read(tmp_path, "doc-a", "3" * 24) is None


def test_a_foreign_file_whose_digest_matches_is_not_trusted(tmp_path):
    import hashlib
    import pickle

    payload = pickle.dumps("forged")
    entry_path(tmp_path, "doc-a", "1" * 24).write_bytes(hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
    assert cache.remembered(tmp_path, "doc-a", "1" * 24, lambda: "computed") == "computed"


@pytest.mark.parametrize("kind", ["fifo", "folder", "device link", "dangling link"])
def test_a_special_file_in_place_of_an_entry_is_computed_again_without_blocking(tmp_path, kind):
    path = entry_path(tmp_path, "doc-a", "1" * 24)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        (path / "inside").mkdir(parents=True)
    elif kind == "device link":
        path.symlink_to("/dev/zero")
    else:
        path.symlink_to(tmp_path / "nowhere")
    assert within(20, lambda: cache.remembered(tmp_path, "doc-a", "1" * 24, lambda: "computed")) == "computed"
    assert path.is_file() and not path.is_symlink()
    assert cache.read(tmp_path, "doc-a", "1" * 24) == ("computed",)


def documents(result) -> dict:
    return {d["id"]: d["rules"] for d in result.report["documents"]}


def built_the_same(result) -> dict:
    return documents(result) | {"graph": result.report["graph"]}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    base = tmp_path_factory.mktemp("caches")
    sources = smallsources.make(base / "sources", "nisei-cr-1.3", "nisei-cr-1.4")
    first = build(base / "data", sources=sources)
    return sources, base / "data", documents(first) | {"graph": first.report["graph"]}


def parse_entry(data, doc_id):
    (path,) = (data / PARSE_CACHE).glob(f"{doc_id}.*.pickle")
    return path


def test_a_swapped_parse_cache_entry_loses_no_document_even_with_force(built):
    sources, data, expected = built
    shutil.copyfile(parse_entry(data, "nisei-cr-1.4"), parse_entry(data, "nisei-cr-1.3"))
    result = build(data, sources=sources, force=True)
    assert built_the_same(result) == expected
    assert {d["id"]: d["cached"] for d in result.report["documents"]} == {"nisei-cr-1.3": False, "nisei-cr-1.4": True}
    again = build(data, sources=sources, force=True)  # the entry was written again, right this time
    assert {d["id"]: d["cached"] for d in again.report["documents"]} == {"nisei-cr-1.3": True, "nisei-cr-1.4": True}


@pytest.mark.parametrize("kind", ["fifo", "device link"])
def test_a_special_file_in_place_of_every_cache_entry_builds_the_same(built, kind):
    sources, data, expected = built
    entries = [*(data / PARSE_CACHE).glob("*.pickle"), *(data / cache.FOLDER).glob("*.pickle")]
    assert len(entries) > 2
    for path in entries:
        path.unlink()
        os.mkfifo(path) if kind == "fifo" else path.symlink_to("/dev/zero")
    result = within(120, lambda: build(data, sources=sources, force=True))
    assert built_the_same(result) == expected
    assert not any(d["cached"] for d in result.report["documents"])
    assert all(p.is_file() and not p.is_symlink() for p in entries)


def test_swapped_graph_pieces_give_the_same_cross_references(built):
    sources, data, expected = built
    swapped = 0
    for mine in (data / cache.FOLDER).glob("*.nisei-cr-1.3.*.pickle"):
        step = mine.name.split(".nisei-cr-1.3.")[0]
        for theirs in (data / cache.FOLDER).glob(f"{step}.nisei-cr-1.4.*.pickle"):
            shutil.copyfile(theirs, mine)
            swapped += 1
    assert swapped >= 3
    assert built_the_same(build(data, sources=sources, force=True)) == expected
