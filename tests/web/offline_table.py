"""Shared by the offline Table's and the static export's tests: Pyodide made present, the scenarios
as Table boards, the server's own answer to a board, and a folder served over HTTP."""

from __future__ import annotations

import functools
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from rulesdb import yamlsafe
from rulesdb.web import pyodide_dist

#: The issue's situation: Corroder and 3 credits against a rezzed Ice Wall and an unrezzed Enigma.
CORRODER_VS_ICE_WALL_AND_ENIGMA = {
    "runner": {"credits": 3, "rig": ["Corroder"]},
    "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                      "root": ["Hostile Takeover"]}}},
    "actions": [{"runner": "run Server 1"}],
}
#: How the judge answers each question, by the start of its name.
ANSWERS = {"break Ice Wall": "Corroder", "jack out": "no", "rez Enigma": "yes"}


def pyodide_or_skip() -> Path:
    """Pyodide's checked files (fetched with npm the first time), or skip: no registry reachable."""
    try:
        return pyodide_dist.ensure()
    except pyodide_dist.PyodideUnavailable as exc:
        pytest.skip(f"Pyodide is not available: {exc}")


def scenario_boards(folder: Path, count: int) -> list[tuple[str, dict]]:
    """`count` scenario files spread over the whole folder (and its cr/), each as the Table's board."""
    files = sorted(folder.glob("*.yaml")) + sorted(folder.glob("cr/*.yaml"))
    step = max(1, len(files) // count)
    chosen = files[::step][:count]
    return [(p.stem, json.loads(json.dumps(yamlsafe.load(p.read_text("utf-8"), p.name), default=str)))
            for p in chosen]


def server_answer(base: str, board) -> dict:
    """What `POST /api/table` answers: {"status", "body"} as the offline engine gives it."""
    request = urllib.request.Request(base + "/api/table", data=json.dumps(board).encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return {"status": response.status, "body": json.loads(response.read())}
    except urllib.error.HTTPError as error:
        return {"status": error.code, "body": json.loads(error.read())}


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve_folder(folder: Path) -> Iterator[str]:
    """`python -m http.server` over `folder`, on a free port, in a thread; yields its base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)
