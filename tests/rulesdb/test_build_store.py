"""Builds that never hurt a reader: immutable published builds kept while read, no-op on the same
key, --force into a new folder, a lock serialising builds, stale staging cleaned, verification
before publishing, damaged builds rebuilt, and a build killed at any moment leaves a readable one."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import smallsources

from rulesdb.build import locks, store
from rulesdb.build.pipeline import build
from rulesdb.errors import BrokenBuild
from rulesdb.service import RulesDB

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def sources(tmp_path):
    return smallsources.make(tmp_path / "sources")


@pytest.fixture
def data(tmp_path, sources):
    folder = tmp_path / "data"
    build(folder, sources=sources)
    return folder


def finished(data: Path) -> list[str]:
    return sorted(p.name for p in (data / "builds").iterdir() if not p.name.startswith("."))


def hidden(data: Path) -> list[str]:
    return sorted(p.name for p in (data / "builds").iterdir() if p.name.startswith("."))


def cli(data: Path, *argv) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "rulesdb", "--data", str(data), *argv], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_same_key_is_a_no_op(data, sources):
    before = store.current_build(data)
    again = build(data, sources=sources)
    assert again.built is False and again.folder == before and finished(data) == [before.name]


def test_force_builds_into_a_new_folder_and_the_old_one_stays_readable(data, sources):
    reader = RulesDB.load(data)
    old = reader.folder
    forced = build(data, sources=sources, force=True)
    assert forced.built is True and forced.folder != old
    assert store.key_of(forced.folder) == store.key_of(old)
    assert store.current_build(data) == forced.folder
    assert reader.search("credit pool", limit=1)["hits"], "a reader of the old build keeps answering"


def test_old_builds_are_pruned_to_the_last_few_unless_a_process_reads_them(data, sources):
    first = RulesDB.load(data)
    for _ in range(5):
        build(data, sources=sources, force=True)
    kept = finished(data)
    assert first.folder.name in kept, "a build still open in a process is never removed"
    assert len(kept) == store.KEEP + 1
    first._reader.close()
    build(data, sources=sources, force=True)
    assert first.folder.name not in finished(data) and len(finished(data)) == store.KEEP


def test_stale_staging_of_a_dead_build_is_cleaned_by_the_next_build(data, sources):
    stale = data / "builds" / ".staging-dead1234"
    stale.mkdir()
    (stale / "model.pickle").write_bytes(b"half")
    build(data, sources=sources)
    assert hidden(data) == []


def garbled_graph(monkeypatch):
    from rulesdb import graph

    monkeypatch.setattr(graph, "save", lambda G, path: Path(path).write_bytes(GARBAGE))


def garbled_model(monkeypatch):
    write = store.write_pickle

    def garbled(path, value):
        return Path(path).write_bytes(GARBAGE) if path.name == store.MODEL else write(path, value)

    monkeypatch.setattr(store, "write_pickle", garbled)


def garbled_index(monkeypatch):
    from rulesdb import search

    def broken_index(documents, index_dir, **options):
        Path(index_dir).mkdir(parents=True, exist_ok=True)
        (Path(index_dir) / "ranking.pickle").write_bytes(GARBAGE)
        return {"texts": 0, "reused": 0, "analysed": 0}

    monkeypatch.setattr(search, "build_index", broken_index)


GARBAGE = b"\x80\x05garbage"


@pytest.mark.parametrize(("garble", "named"), [(garbled_graph, r"graph\.pickle"), (garbled_model, r"model\.pickle"),
                                               (garbled_index, r"index")])
def test_a_build_whose_stored_files_cannot_be_read_back_is_never_published(data, sources, monkeypatch, garble, named):
    before = store.current_build(data)
    garble(monkeypatch)
    with pytest.raises(BrokenBuild, match=named + ": damaged build file"):
        build(data, sources=sources, force=True)
    assert store.current_build(data) == before and hidden(data) == []


def test_without_syncfs_each_file_of_a_build_is_flushed_before_it_is_published(data, sources, monkeypatch):
    flushed = []
    monkeypatch.setattr(store, "_syncfs", lambda fd: False)
    monkeypatch.setattr(store, "_fsync", flushed.append)
    folder = build(data, sources=sources, force=True).folder
    staging = data / "builds" / flushed[0].relative_to(data / "builds").parts[0]  # flushed before its rename
    assert {p.relative_to(staging).as_posix() for p in flushed if p.is_relative_to(staging)} >= {*store.read_json(folder / store.FILES), store.FILES}


def test_a_damaged_current_build_is_detected_and_rebuilt(data, sources):
    damaged = store.current_build(data)
    graph_file = damaged / store.GRAPH
    graph_file.write_bytes(graph_file.read_bytes()[:1000])
    result = build(data, sources=sources)
    assert result.built is True and result.folder != damaged
    assert result.report["replaced_damaged_build"] == f"{graph_file} has changed since the build was sealed"
    assert RulesDB.load(data).refs("nisei-cr-1.3/1.10.3")["address"] == "nisei-cr-1.3/1.10.3"


def test_two_concurrent_builds_are_serialised(data):
    sources = data.parent / "sources"
    smallsources.mark(sources, "quuxconcurrent")
    first, second = cli(data, "build", "--sources", sources), cli(data, "build", "--sources", sources, "--force")
    outcomes = [(p.wait(timeout=120), p.stdout.read(), p.stderr.read()) for p in (first, second)]
    first.stdout.close(), first.stderr.close(), second.stdout.close(), second.stderr.close()
    assert [code for code, _, _ in outcomes] == [0, 0], outcomes
    assert any("another build is running" in err for _, _, err in outcomes), "one build waited for the other"
    assert hidden(data) == [] and not (data / "CURRENT.tmp").exists()
    assert RulesDB.load(data).search("quuxconcurrent", limit=1)["hits"]


def _kill_after(data: Path, sources: Path, delay: float | None) -> None:
    """A forced build killed after `delay` seconds (None: let it finish)."""
    process = cli(data, "build", "--sources", sources, "--force")
    if delay is not None:
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
    process.wait()
    process.stdout.close(), process.stderr.close()


def test_sigkill_at_any_point_of_a_forced_build_leaves_a_readable_build(data, sources):
    started = time.perf_counter()
    probe = cli(data, "build", "--sources", sources, "--force")
    assert probe.wait(timeout=120) == 0
    probe.stdout.close(), probe.stderr.close()
    duration = time.perf_counter() - started
    published = []
    for step in range(12):  # from before the lock to past the probe's duration, then one left to finish
        before = store.current_name(data)
        _kill_after(data, sources, duration * step / 10 if step < 11 else None)
        db = RulesDB.load(data)  # CURRENT always names a whole, sealed build
        assert store.damage(db.folder) is None
        assert db.search("credit pool", limit=1)["hits"]
        db._reader.close()
        published.append(db.folder.name != before)
    assert published[0] is False and published[-1] is True, "from a kill before anything to a finished build"
    final = build(data, sources=sources)
    assert final.built is False, "the build left in use is whole, so `build` has nothing to do"
    assert hidden(data) == [] and len(finished(data)) <= store.KEEP + 1


def test_a_build_waits_for_the_lock_and_gets_it_when_its_holder_dies(data):
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; sys.path.insert(0, sys.argv[1]);"
        "from rulesdb.build import locks; from pathlib import Path;"
        "cm = locks.build_lock(Path(sys.argv[2])); cm.__enter__(); print('held', flush=True); time.sleep(60)"),
        str(ROOT), str(data)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    heard, acquired = [], threading.Event()

    def second_build():
        with locks.build_lock(data, on_wait=heard.append):
            acquired.set()

    waiter = threading.Thread(target=second_build)
    waiter.start()
    assert not acquired.wait(0.5), "the lock is exclusive"
    holder.kill()
    holder.wait()
    holder.stdout.close()
    waiter.join(10)
    assert acquired.is_set() and heard == [f"another build is running in {data}; waiting for it to finish"]
