"""Results of build steps kept between builds under a content key, so a step whose inputs did not
change (a document's parse, the scenarios' citations, the alignment of two releases) is not computed
again. Each entry carries the digest of its own bytes: a damaged or foreign entry is computed again,
never trusted.

Layout: `<data dir>/build-cache/<step>.<key>.pickle`, one current entry per step and name.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

FOLDER = "build-cache"
_DIGEST = 64  # hex characters of the sha256 that heads every entry

T = TypeVar("T")


def content_key(*parts: str | bytes) -> str:
    """A short digest of the parts, in order: the key of one step's inputs."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode() if isinstance(part, str) else part)
        digest.update(b"\0")
    return digest.hexdigest()[:24]


def remembered(folder: Path | None, step: str, key: str, compute: Callable[[], T]) -> T:
    """The stored result of `step` for `key`, else `compute()` stored for next time (with no folder,
    always computed). The step's older entries are dropped when a new one is stored."""
    if folder is None:
        return compute()
    found = read(folder, step, key)
    if found is not None:
        return found[0]
    value = compute()
    write(folder, step, key, value)
    return value


def read(folder: Path, step: str, key: str) -> tuple | None:
    """(value,) when an intact entry exists, else None (missing, truncated, altered or unreadable)."""
    try:
        raw = (Path(folder) / f"{step}.{key}.pickle").read_bytes()
    except OSError:
        return None
    head, payload = raw[:_DIGEST], raw[_DIGEST + 1:]
    if head.decode("ascii", "replace") != hashlib.sha256(payload).hexdigest():
        return None
    try:
        return (pickle.loads(payload),)
    except Exception:  # a pickle of classes the code no longer has: compute again
        return None


def write(folder: Path, step: str, key: str, value) -> None:
    """Store an entry whole (written beside its name, then renamed), then drop the step's others."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    name = f"{step}.{key}.pickle"
    scratch = folder / f".{name}.{os.getpid()}.tmp"
    scratch.write_bytes(hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
    os.replace(scratch, folder / name)
    for old in folder.glob(f"{step}.*.pickle"):
        if old.name != name and "." not in old.name[len(step) + 1:-len(".pickle")]:  # not a step "<step>.x"
            old.unlink(missing_ok=True)
