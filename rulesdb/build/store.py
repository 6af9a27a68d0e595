"""Where builds live on disk: published builds are immutable, replaced by a pointer swap, and removed
only once no process reads them, so a rebuild never pulls a file from under a reader.

Layout of a data directory:
    builds/<key>-<stamp>/   one sealed build (model.pickle, graph.pickle, index/, tables/, scenarios/, report.json,
                            files.json with every file's size and hash, .readers for readers' locks)
    builds/.staging-*       a build in progress (removed by the next build if its builder died)
    builds/<key>-<stamp>/builder.json   which rulesdb made the build, and its build format
    CURRENT                 the name of the build in use, replaced atomically (write, fsync, rename)
    build.lock              held by the one build running in this folder
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import pickle
import re
import shutil
import tempfile
import time
from pathlib import Path

from rulesdb import __version__
from rulesdb.build import locks
from rulesdb.collector import collector_paused
from rulesdb.errors import BrokenBuild, NoBuild, OtherBuildFormat

MODEL = "model.pickle"
GRAPH = "graph.pickle"
INDEX = "index"
REPORT = "report.json"
CARDS = "cards.json"  # with --cards: every card's record (rulesdb.cardpool.records), for its page
SCENARIOS = "scenarios"  # the scenario files the build was made with, served with its documents
SCENARIO_LIST = "scenario-list.json"  # those scenarios listed (id, title, example, cards), read without the engine
FILES = "files.json"
BUILDER = "builder.json"
#: The layout of a build and the classes its pickles hold: raise it when a build written before can no
#: longer be read as it is, so that one is reported as another version's and rebuilt, not as damaged.
FORMAT = 3  # 2: the search index keeps ranking and shown fields in index/ranking.pickle
#            3: model.pickle holds each document pickled apart with its digest (see model_store)
KEEP = 3  # the build in use and the two before it stay, for readers that have not switched yet
_NAME = re.compile(r"^[0-9a-f]{8,64}(-[0-9a-f]{1,32})?$")


def default_data_dir() -> Path:
    """$RULESDB_DATA, else the XDG data folder: a sensible place for a person's builds."""
    if os.environ.get("RULESDB_DATA"):
        return Path(os.environ["RULESDB_DATA"])
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "rulesdb"


def current_name(data_dir: Path) -> str:
    """The name CURRENT holds; NoBuild when there is none, BrokenBuild when it is not a build name."""
    pointer = Path(data_dir) / "CURRENT"
    try:
        raw = pointer.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        raise NoBuild(f"no build in {data_dir}: run `rulesdb --data {data_dir} build` first") from None
    except OSError as exc:
        raise NoBuild(f"{pointer}: cannot read ({exc.strerror})") from None
    name = raw.decode("ascii", errors="replace").strip()
    if not _NAME.match(name):
        raise BrokenBuild(pointer, f"holds {name[:40]!r}, not a build name")
    return name


def current_build(data_dir: Path) -> Path:
    """The folder of the build in use; NoBuild when there is none."""
    name = current_name(data_dir)
    folder = Path(data_dir) / "builds" / name
    if not (folder / MODEL).is_file():
        raise BrokenBuild(Path(data_dir) / "CURRENT", f"names {name!r}, which is not a complete build")
    return folder


def key_of(folder: Path) -> str:
    """The content key a build folder was made from (its name without the stamp)."""
    return Path(folder).name.split("-", 1)[0]


def current_key(data_dir: Path) -> str | None:
    """The content key of the build in use, if any."""
    try:
        return key_of(current_build(data_dir))
    except NoBuild:
        return None


def prepare(data_dir: Path) -> Path:
    """Make the data folder and its builds/ folder; a path that is a file is named in the error."""
    builds = Path(data_dir) / "builds"
    try:
        builds.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise NoBuild(f"{data_dir}: not a folder (--data must name a folder for builds)") from None
    except PermissionError:
        raise NoBuild(f"{data_dir}: cannot write there (--data must name a writable folder)") from None
    return builds


def clean_stale(data_dir: Path) -> list[str]:
    """Remove staging and trash folders; only safe under the build lock (no build is running then)."""
    builds = Path(data_dir) / "builds"
    removed = [p.name for p in builds.iterdir() if p.name.startswith((".staging-", ".trash-"))]
    for name in removed:
        shutil.rmtree(builds / name, ignore_errors=True)
    return removed


def staging_folder(data_dir: Path) -> Path:
    """A fresh folder for a build in progress, beside the finished ones."""
    return Path(tempfile.mkdtemp(prefix=".staging-", dir=prepare(data_dir)))


def copy_scenarios(sources: Path, folder: Path) -> int:
    """The sources' scenario files (`scenarios/**/*.yaml`) copied into a build; how many. The folder is
    made even when there are none, so a build never falls back to scenarios it was not made with."""
    target = Path(folder) / SCENARIOS
    target.mkdir(parents=True, exist_ok=True)
    origin = Path(sources) / SCENARIOS
    files = sorted(origin.rglob("*.yaml")) if origin.is_dir() else []
    for path in files:
        copy = target / path.relative_to(origin)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
    return len(files)


def write_builder(folder: Path, code: str) -> None:
    """Record which rulesdb (version, build format, code hash) makes this build."""
    write_json(Path(folder) / BUILDER, {"rulesdb": __version__, "format": FORMAT, "code": code})


def builder(folder: Path) -> dict:
    """Who made a build, as recorded; empty for a build made before rulesdb recorded it."""
    try:
        made = read_json(Path(folder) / BUILDER)
    except (OSError, ValueError):
        return {}
    return made if isinstance(made, dict) else {}


def other_format(folder: Path, problem: str = "") -> OtherBuildFormat | None:
    """The error for a build of another build format than this code's (None for this format)."""
    made = builder(folder)
    if made.get("format") == FORMAT:
        return None
    if "rulesdb" in made and "format" in made:
        made_by = f"rulesdb {made['rulesdb']} with build format {made['format']}"
    else:
        made_by = "an earlier rulesdb that recorded no build format"
    return OtherBuildFormat(folder, made_by, f"rulesdb {__version__} with build format {FORMAT}", problem)


def seal(folder: Path) -> None:
    """Record every file's size and hash, flush it all to disk, and add the readers' lock file."""
    paths = sorted(p for p in folder.rglob("*") if p.is_file())
    files = {path.relative_to(folder).as_posix(): [path.stat().st_size, _sha256(path)] for path in paths}
    write_json(folder / FILES, files)
    (folder / locks.READERS).touch()
    _flush(folder, [*paths, folder / FILES])


def damage(folder: Path, under: str = "") -> str | None:
    """What is wrong with a sealed build's files (missing, resized, altered), or None when intact;
    `under` checks only the files in that folder of the build (`index/`)."""
    try:
        files = read_json(folder / FILES)
    except (OSError, ValueError):
        return f"{folder / FILES} is missing or unreadable"
    if under and not any(name.startswith(under) for name in files):
        return f"{folder / under} is not part of the build"
    for name, (size, digest) in files.items():
        if not name.startswith(under):
            continue
        path = folder / name
        if not path.is_file():
            return f"{path} is missing"
        if path.stat().st_size != size or _sha256(path) != digest:
            return f"{path} has changed since the build was sealed"
    return None


def publish(data_dir: Path, staging: Path, key: str, keep: int = KEEP) -> Path:
    """Move a sealed staging folder into place under a new name, then point CURRENT at it atomically."""
    final = Path(data_dir) / "builds" / f"{key}-{time.time_ns():x}"
    os.replace(staging, final)
    pointer_tmp = Path(data_dir) / "CURRENT.tmp"
    pointer_tmp.write_text(final.name + "\n", encoding="utf-8")
    _fsync(pointer_tmp)
    os.replace(pointer_tmp, Path(data_dir) / "CURRENT")
    prune(data_dir, keep)
    return final


def discard(staging: Path) -> None:
    shutil.rmtree(staging, ignore_errors=True)


def prune(data_dir: Path, keep: int = KEEP) -> list[str]:
    """Remove builds beyond the newest `keep` that no process is reading; the current one always stays."""
    builds = Path(data_dir) / "builds"
    current = current_name(data_dir)
    finished = sorted((p for p in builds.iterdir() if _NAME.match(p.name)), key=_age, reverse=True)
    removed = []
    for folder in finished[keep:]:
        if folder.name == current:
            continue
        fd = locks.unused(folder)
        if fd is None:
            continue  # a server or CLI process still reads it: the next build will try again
        try:
            trash = builds / f".trash-{folder.name}"
            os.replace(folder, trash)  # gone from view at once, then deleted at leisure
            shutil.rmtree(trash, ignore_errors=True)
            removed.append(folder.name)
        finally:
            os.close(fd)
    return removed


def _age(folder: Path) -> tuple[int, str]:
    stamp = folder.name.partition("-")[2]
    return (int(stamp, 16) if stamp else int(folder.stat().st_mtime_ns), folder.name)


def write_pickle(path: Path, value) -> None:
    with open(path, "wb") as fh:
        pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)


def read_pickle(path: Path):
    """A stored pickle; a truncated or foreign file is a BrokenBuild naming it."""
    try:
        with open(path, "rb") as fh, collector_paused():  # the model: 190 ms to read, 70 ms paused
            return pickle.load(fh)
    except FileNotFoundError:
        raise BrokenBuild(path, "missing") from None
    except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError, ImportError,
            IndexError, KeyError, MemoryError) as exc:
        raise BrokenBuild(path, f"{type(exc).__name__}: {str(exc)[:80]}") from None


def write_model(path: Path, documents: dict) -> None:
    """The model, each document stored apart so a reader may read one alone (see model_store)."""
    from rulesdb.build import model_store

    write_pickle(path, model_store.parts(documents))


def read_model(path: Path, lazy: bool = False):
    """The stored model's documents: all of them (a dict), or with `lazy` read one by one on use;
    a damaged file or document is a BrokenBuild naming it."""
    from rulesdb.build import model_store

    return model_store.documents_of(path, read_pickle(path), lazy=lazy)


def write_json(path: Path, value) -> None:
    path.write_text(json.dumps(value, indent=1, ensure_ascii=False), encoding="utf-8")


def read_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _flush(folder: Path, paths: list[Path]) -> None:
    """Every file of a folder on disk before it is published: one syncfs(2) of its file system where
    Linux has it (a build holds ~420 files, each fsync a disk round trip: 1.5 s against 0.06 s),
    else an fsync per file."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        if _syncfs(fd):
            return
    finally:
        os.close(fd)
    for path in paths:
        _fsync(path)


def _syncfs(fd: int) -> bool:
    """syncfs(2) on the file system holding `fd`; False where the C library has none or it failed."""
    try:
        call = ctypes.CDLL(None, use_errno=True).syncfs
    except (OSError, AttributeError):
        return False
    return call(fd) == 0


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
