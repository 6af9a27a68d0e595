"""Where a static export goes: the folder the user named, checked first, written as a hidden staging
folder beside it and swapped in only when complete. Every failure is one line naming the user's
folder (never the staging one), and leaves no half-written export and no staging folder behind.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from rulesdb.errors import RulesDBError

MARKER = ".rulesdb-export"
T = TypeVar("T")


class ExportError(RulesDBError):
    """The export cannot be written where it was asked to go."""


def check(dest: Path) -> None:
    """Refuse at once a destination the export may not replace: a file, or a folder of other things."""
    with named_as(dest, _beside(dest)):
        if dest.exists() and not dest.is_dir():
            raise ExportError(f"{dest}: is a file, not a folder; name a new or empty folder")
        if dest.is_dir() and any(dest.iterdir()) and not (dest / MARKER).is_file():
            raise ExportError(f"{dest}: exists and is not a rulesdb export; name a new or empty folder")


def write(dest: Path, fill: Callable[[Path], T], on_swap: Callable[[], None] = lambda: None) -> T:
    """Have `fill` write the export into a staging folder, then put it at `dest` (replacing a
    previous export only now). On any failure the staging folder is removed and `dest` is as it was."""
    work = _beside(dest)
    with named_as(dest, work):
        shutil.rmtree(work, ignore_errors=True)  # left by a killed export
        try:
            work.mkdir(parents=True)
            filled = fill(work)
            on_swap()
            _swap(work, dest)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
    return filled


def _beside(dest: Path) -> Path:
    """The staging folder: beside `dest` (one file system, so the swap is a rename), hidden."""
    absolute = Path(os.path.abspath(dest))
    if not absolute.name:
        raise ExportError(f"{dest}: the root folder cannot hold an export; name a folder inside it")
    return absolute.with_name(f".{absolute.name}.partial")


def _swap(work: Path, dest: Path) -> None:
    """`work` becomes `dest`; a previous export at `dest` is set aside first and restored on failure."""
    if not dest.exists():
        work.rename(dest)
        return
    old = work.with_name(work.name.removesuffix(".partial") + ".old")
    _remove(old)
    dest.rename(old)
    try:
        work.rename(dest)
    except BaseException:
        old.rename(dest)
        raise
    _remove(old)


def _remove(path: Path) -> None:
    """A set-aside previous export: a link to one goes (not what it links to), a folder with all it holds."""
    if path.is_symlink():
        path.unlink()
    else:
        shutil.rmtree(path, ignore_errors=True)


@contextmanager
def named_as(dest: Path, work: Path):
    """An operating-system error while exporting, as one line naming `dest` and where inside it."""
    try:
        yield
    except OSError as exc:
        what = exc.strerror or str(exc)
        raise ExportError(f"{dest}: cannot write the export ({what}{_at(exc, dest, work)}); nothing was changed") \
            from exc


def _at(exc: OSError, dest: Path, work: Path) -> str:
    """Where the error struck, if that helps: a file inside the export, or a parent folder of it."""
    where = Path(exc.filename) if isinstance(exc.filename, str) else None
    if where is None or where == work:
        return ""
    if where.is_relative_to(work):
        return f", at {where.relative_to(work)}"
    if work.parent.is_relative_to(where):
        return f", at {where}"
    return ""
