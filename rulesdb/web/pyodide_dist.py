"""Pyodide (Python compiled to WebAssembly) for the offline Table: fetched from the npm registry at
build or export time, checked against pinned hashes, kept in a cache folder outside the repository.

Not vendored in the repository: the files the engine needs weigh 12.3 MB (5.5 MB compressed, mostly
the 8.6 MB WebAssembly module) and would grow the history by that on every refresh.
`scripts/refresh_pyodide.py` prints the pins for a new version.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import subprocess
import tarfile
import tempfile
from pathlib import Path

from rulesdb.errors import RulesDBError

VERSION = "0.29.3"  # Python 3.13
#: The npm tarball's own integrity, as the registry publishes it.
INTEGRITY = "sha512-22UBuhOJawj7vKUnS7/F3xK+515LJdjiMAHoCfuS6/PbHiOrSQVnYwDe+2sbVwiOZ3sMMexdXICew6NqOMQGgA=="
#: Only the files loading Python needs (no packages: the engine is standard library only).
FILES = {
    "pyodide.js": "718d40f1c015dd25ec724cc8fc4e2325d6a45a92ae225121ff6953f224a16f72",
    "pyodide.asm.js": "1263f02b5b26099b96112378156f242dd98b39a8201ba7765e5fe3d455c5ce91",
    "pyodide.asm.wasm": "e2f4ee75b325e35eb31bfb8c613d4dd5098f5502c156a97847686875b5025480",
    "python_stdlib.zip": "4298b6ee445cb724c3973437da47789752b9e6ff4e26619026b283ec801fc46b",
    "pyodide-lock.json": "3256ffc76388de0e37f4b34d42ab484268d1afc675179ff97b2a5bb14f84ccac",
}
LICENCE = "MPL-2.0"


class PyodideUnavailable(RulesDBError):
    """Pyodide could not be fetched or does not match its pins."""


def folder() -> Path:
    """Where the checked files live: `$RULESDB_PYODIDE`, else the user's cache folder."""
    given = os.environ.get("RULESDB_PYODIDE")
    base = Path(given) if given else Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "rulesdb"
    return base / f"pyodide-{VERSION}"


def present(where: Path | None = None) -> bool:
    """Whether every file is there (their hashes were checked when they were written)."""
    where = where or folder()
    return all((where / name).is_file() for name in FILES)


def ensure(where: Path | None = None) -> Path:
    """The folder holding Pyodide's files, fetching them with npm first if needed."""
    where = where or folder()
    if not present(where):
        unpack(fetch_tarball(), where)
    return where


def fetch_tarball() -> bytes:
    """The pinned version's npm tarball, checked against the registry's integrity."""
    with tempfile.TemporaryDirectory() as scratch:
        try:
            done = subprocess.run(["npm", "pack", f"pyodide@{VERSION}", "--pack-destination", scratch, "--silent"],
                                  capture_output=True, text=True, timeout=600, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise PyodideUnavailable(f"npm pack pyodide@{VERSION}: {exc}") from None
        if done.returncode != 0:
            raise PyodideUnavailable(f"npm pack pyodide@{VERSION}: {done.stderr.strip()[-300:]}")
        data = (Path(scratch) / f"pyodide-{VERSION}.tgz").read_bytes()
    found = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if found != INTEGRITY:
        raise PyodideUnavailable(f"pyodide@{VERSION}: the tarball's integrity is {found}, pinned {INTEGRITY}")
    return data


def unpack(tarball: bytes, where: Path) -> None:
    """Write the pinned files, each checked; a file is written whole or not at all."""
    where.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as archive:
        for name, pinned in FILES.items():
            member = archive.extractfile(f"package/{name}")
            data = member.read() if member else b""
            if hashlib.sha256(data).hexdigest() != pinned:
                raise PyodideUnavailable(f"pyodide@{VERSION}: {name} does not match its pinned sha256")
            partial = where / f".{name}.{os.getpid()}.partial"  # two builds at once never share one
            partial.write_bytes(data)
            partial.replace(where / name)
