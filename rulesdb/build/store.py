"""Where builds live on disk, and how a new one replaces the old without ever leaving a half-written state.

Layout of a data directory:
    builds/<key>/   one finished build (model.pickle, graph.pickle, index/, report.json)
    CURRENT         the name of the build in use, replaced atomically (write, then swap)
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import tempfile
from pathlib import Path

from rulesdb.errors import NoBuild

MODEL = "model.pickle"
GRAPH = "graph.pickle"
INDEX = "index"
REPORT = "report.json"


def default_data_dir() -> Path:
    """$RULESDB_DATA, else the XDG data folder: a sensible place for a person's builds."""
    if os.environ.get("RULESDB_DATA"):
        return Path(os.environ["RULESDB_DATA"])
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "rulesdb"


def current_build(data_dir: Path) -> Path:
    """The folder of the build in use; NoBuild when there is none."""
    pointer = Path(data_dir) / "CURRENT"
    try:
        name = pointer.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        raise NoBuild(f"no build in {data_dir}: run `rulesdb --data {data_dir} build` first") from None
    folder = Path(data_dir) / "builds" / name
    if not (folder / MODEL).is_file():
        raise NoBuild(f"{pointer} names {name!r}, which is not a complete build")
    return folder


def current_key(data_dir: Path) -> str | None:
    """The content key of the build in use, if any."""
    try:
        return current_build(data_dir).name
    except NoBuild:
        return None


def staging_folder(data_dir: Path) -> Path:
    """A fresh folder for a build in progress, beside the finished ones."""
    builds = Path(data_dir) / "builds"
    builds.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=".staging-", dir=builds))


def publish(data_dir: Path, staging: Path, key: str) -> Path:
    """Move a finished staging folder into place and point CURRENT at it atomically."""
    builds = Path(data_dir) / "builds"
    final = builds / key
    if final.exists():
        shutil.rmtree(final)
    os.replace(staging, final)
    pointer_tmp = Path(data_dir) / "CURRENT.tmp"
    pointer_tmp.write_text(key + "\n", encoding="utf-8")
    os.replace(pointer_tmp, Path(data_dir) / "CURRENT")
    _prune(builds, keep=key)
    return final


def discard(staging: Path) -> None:
    shutil.rmtree(staging, ignore_errors=True)


def _prune(builds: Path, keep: str) -> None:
    """Old builds are removed once a new one is in use; staging folders of other builds are left."""
    for folder in builds.iterdir():
        if folder.name != keep and not folder.name.startswith(".staging-"):
            shutil.rmtree(folder, ignore_errors=True)


def write_pickle(path: Path, value) -> None:
    with open(path, "wb") as fh:
        pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)


def read_pickle(path: Path):
    with open(path, "rb") as fh:
        return pickle.load(fh)


def write_json(path: Path, value) -> None:
    path.write_text(json.dumps(value, indent=1, ensure_ascii=False), encoding="utf-8")


def read_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))
