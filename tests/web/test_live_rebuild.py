"""A running server across rebuilds: it keeps answering (phrase and misspelled searches included)
while ten builds are published under it, and then answers from the newest one, with no restart."""

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import smallsources

from rulesdb.build.pipeline import build
from rulesdb.build.store import KEEP, prune

ROOT = Path(__file__).resolve().parents[2]
URLS = [
    "/api/search?q=%22credit+pool%22",  # a phrase
    "/api/search?q=credti+pol",  # misspelled
    "/search?q=%22spends+or+loses%22",
    "/nisei-cr-1.3/1.10.3",
    "/api/node/nisei-cr-1.3/1.10.3",
    "/api/refs/nisei-cr-1.3/1.10.3",
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, error.read()


@pytest.fixture
def server(tmp_path):
    sources = smallsources.make(tmp_path / "sources")
    data = tmp_path / "data"
    build(data, sources=sources)
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-m", "rulesdb", "--data", str(data), "serve", "--port", str(port)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if fetch(base + "/api/documents")[0] == 200:
                break
        except OSError:
            time.sleep(0.2)
    yield base, data, sources
    process.terminate()
    process.wait(timeout=30)


def test_server_keeps_answering_across_ten_rebuilds_then_serves_the_new_content(server):
    base, data, sources = server
    statuses: list[int] = []
    failures: list[str] = []
    stop = threading.Event()

    def reader(offset: int):
        n = offset
        while not stop.is_set():
            url = base + URLS[n % len(URLS)]
            n += 1
            try:
                statuses.append(fetch(url)[0])
            except OSError as exc:
                failures.append(f"{url}: {exc}")

    workers = [threading.Thread(target=reader, args=(i,)) for i in range(3)]
    for worker in workers:
        worker.start()
    try:
        for n in range(10):
            smallsources.mark(sources, f"quuxmarker{n}")
            assert build(data, sources=sources).built
            time.sleep(0.3)
    finally:
        stop.set()
        for worker in workers:
            worker.join(60)
    assert failures == []
    assert len(statuses) > 30 and set(statuses) == {200}, sorted(set(statuses))
    deadline, found = time.monotonic() + 20, []
    while not found and time.monotonic() < deadline:
        found = json.loads(fetch(base + "/api/search?q=quuxmarker9")[1])["hits"]
        time.sleep(0.2)
    assert found and found[0]["address"] == "nisei-cr-1.3/1.10.3"
    assert json.loads(fetch(base + "/api/search?q=quuxmarker0")[1])["hits"] == []
    # the builds a busy server still read when the last build pruned go with the next prune, once it has
    # switched: none is kept for good
    prune(data)
    assert len([p for p in (data / "builds").iterdir() if not p.name.startswith(".")]) <= KEEP + 1
