"""Results of build steps kept between builds under a content key, so a step whose inputs did not
change (a document's parse, the scenarios' citations, the alignment of two releases) is not computed
again. Each entry carries the step and key it was made for and the digest of its own bytes: a damaged
entry, another entry's bytes under this name, a foreign file or anything that is not a plain file
(a FIFO, a folder, a link) is computed again, never trusted, and read without blocking or reading
more than the file's own size.

Layout: `<data dir>/build-cache/<step>.<key>.pickle`, one current entry per step and name; each file
is `<sha256 of the rest>\n<step>.<key>\n<pickle>`.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

FOLDER = "build-cache"
_DIGEST = 64  # hex characters of the sha256 that heads every entry
_LARGEST = 1 << 30  # an entry larger than this is not one this code wrote: never read into memory
_OPEN = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)

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
    """(value,) when an intact entry made for this step and key exists, else None (missing, truncated,
    altered, made for another entry, not a plain file, or unreadable)."""
    raw = _plain_file_bytes(Path(folder) / _name(step, key))
    if raw is None:
        return None
    label = f"{step}.{key}".encode()
    head, rest = raw[:_DIGEST], raw[_DIGEST + 1:]
    if not rest.startswith(label + b"\n") or head != hashlib.sha256(rest).hexdigest().encode():
        return None
    try:
        return (pickle.loads(rest[len(label) + 1:]),)
    except Exception:  # a pickle of classes the code no longer has: compute again
        return None


def _plain_file_bytes(path: Path) -> bytes | None:
    """The bytes of a plain file, read without following a link or waiting on a FIFO or device, and
    no more than its size said when opened; None for anything else."""
    try:
        fd = os.open(path, _OPEN)
    except OSError:  # missing, a link (O_NOFOLLOW), unreadable
        return None
    try:
        found = os.fstat(fd)
        size = found.st_size
        if not stat.S_ISREG(found.st_mode) or size > _LARGEST:
            return None
        chunks, left = [], size
        while left > 0 and (chunk := os.read(fd, left)):
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks) if left == 0 else None
    except OSError:
        return None
    finally:
        os.close(fd)


def write(folder: Path, step: str, key: str, value) -> None:
    """Store an entry whole (written beside its name, then renamed), then drop the step's others.
    Storing is best effort: a cache that cannot be written costs the next build time, never this one."""
    folder = Path(folder)
    name = _name(step, key)
    rest = f"{step}.{key}\n".encode() + pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    scratch = folder / f".{name}.{os.getpid()}.tmp"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        scratch.write_bytes(hashlib.sha256(rest).hexdigest().encode() + b"\n" + rest)
        _remove(folder / name, keep_files=True)  # a folder in its place would refuse the rename
        os.replace(scratch, folder / name)
    except OSError:
        _remove(scratch)
        return
    for old in folder.glob(f"{step}.*.pickle"):
        if old.name != name and "." not in old.name[len(step) + 1:-len(".pickle")]:  # not a step "<step>.x"
            _remove(old)


def _name(step: str, key: str) -> str:
    return f"{step}.{key}.pickle"


def _remove(path: Path, keep_files: bool = False) -> None:
    """Remove what is at `path` (a folder whole, a link itself); with `keep_files`, only a folder."""
    try:
        if stat.S_ISDIR(path.lstat().st_mode):
            shutil.rmtree(path, ignore_errors=True)
        elif not keep_files:
            path.unlink(missing_ok=True)
    except OSError:
        pass
