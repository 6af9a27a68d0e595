"""What a static export holds, kept in its marker file, so that the next export into the same folder
writes only what changed: a file whose bytes are those of the previous export is hard-linked from it
(same inode, same modification time: rsync and a CDN upload skip it), and an export made from the same
build, code and parts is not made again at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

from rulesdb.web.export_folder import MARKER

FORMAT = 1


def read(dest: Path) -> dict:
    """The previous export's manifest at `dest` (empty when there is none, or it is of another format)."""
    try:
        found = json.loads((Path(dest) / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(found, dict) or found.get("format") != FORMAT or not isinstance(found.get("files"), dict):
        return {}
    return found


def same_export(previous: dict, made_from: dict) -> bool:
    """Whether the previous export was made from exactly this build, code and parts."""
    return bool(previous) and all(previous.get(k) == v for k, v in made_from.items())


class Writer:
    """Writes an export's files into the staging folder, linking each unchanged one from `dest`."""

    def __init__(self, out: Path, dest: Path, previous: dict):
        self.out, self.dest = Path(out), Path(dest)
        self.before: dict[str, list] = previous.get("files", {})  # name -> [digest, modification time]
        self.files: dict[str, list] = {}
        self.kept: set[str] = set()
        self._lock = threading.Lock()

    def put(self, name: str, body: bytes) -> None:
        """The file `name` (relative to the export's root) with `body`, from the previous export if unchanged."""
        digest = hashlib.sha256(body).hexdigest()
        path = self.out / name
        if name in self.files:
            path.unlink(missing_ok=True)  # written twice: never write into a file linked from the previous export
        kept = self._link(name, path, digest)
        if not kept:
            path.write_bytes(body)
        with self._lock:
            self.files[name] = [digest, 0]  # its time is read once every file is written (see finish)
            if kept:
                self.kept.add(name)
            else:
                self.kept.discard(name)

    def _link(self, name: str, path: Path, digest: str) -> bool:
        """Link the previous export's file when it held these bytes and has not been touched since."""
        before = self.before.get(name)
        if not (isinstance(before, list) and len(before) == 2 and before[0] == digest):
            return False
        try:
            if (self.dest / name).stat().st_mtime_ns != before[1]:
                return False  # changed by hand since that export: its bytes are not the ones recorded
            os.link(self.dest / name, path)
        except OSError:
            return False  # gone, or another file system: write it instead
        return True

    def finish(self, made_from: dict) -> dict:
        """Write the manifest (the marker that says the folder is an export); returns the figures."""
        for name, entry in self.files.items():
            entry[1] = (self.out / name).stat().st_mtime_ns
        manifest = {"format": FORMAT, **made_from, "files": dict(sorted(self.files.items()))}
        (self.out / MARKER).write_text(json.dumps(manifest, indent=0), encoding="utf-8")
        return {"written": len(self.files) - len(self.kept), "unchanged": len(self.kept),
                "removed": len(set(self.before) - set(self.files))}
