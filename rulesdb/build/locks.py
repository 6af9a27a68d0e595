"""File locks (fcntl) that keep builds and readers out of each other's way.

`build_lock` serialises builds in one data folder; `Reader` is a shared lock a process holds on
the build it reads, so the pruner never removes a build a server or CLI process still has open.
The kernel drops both when a process dies, so a killed build never leaves a lock behind.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

BUILD_LOCK = "build.lock"
READERS = ".readers"  # inside each build folder; readers hold it shared, the pruner needs it exclusive


@contextmanager
def build_lock(data_dir: Path, on_wait: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the data folder's build lock; when another build holds it, say so and wait for it."""
    path = Path(data_dir) / BUILD_LOCK
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait:
                on_wait(f"another build is running in {data_dir}; waiting for it to finish")
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


class Reader:
    """A shared lock on one build folder, held for as long as this object lives."""

    def __init__(self, folder: Path):
        self.fd: int | None = None
        try:
            self.fd = os.open(Path(folder) / READERS, os.O_RDONLY)
        except OSError:
            return  # a build from before readers' locks: readable, just not protected
        fcntl.flock(self.fd, fcntl.LOCK_SH)

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def __del__(self):
        self.close()


def unused(folder: Path) -> int | None:
    """An exclusive lock on a build no process reads (the caller closes the returned fd), else None."""
    try:
        fd = os.open(Path(folder) / READERS, os.O_RDONLY)
    except OSError:
        return os.open(folder, os.O_RDONLY)  # nothing to lock: nobody can be registered as reading it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd
