"""Schemathesis against the live server: every operation the OpenAPI document describes, fuzzed
from its schema (examples, coverage, fuzzing and stateful phases), never answers with a 5xx.

Bounded in time (a few examples per operation, a fixed seed) so CI stays quick; skipped when
schemathesis is not installed (it is in the `test` extra)."""

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def schemathesis_command() -> list[str]:
    pytest.importorskip("schemathesis")
    beside = Path(sys.executable).parent / "st"
    found = str(beside) if beside.exists() else shutil.which("st")
    if not found:
        pytest.skip("the schemathesis command `st` is not installed")
    return [found]


@pytest.fixture
def live_server(built_data):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    server = subprocess.Popen([sys.executable, "-m", "rulesdb", "--data", str(built_data), "serve", "--port",
                               str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        try:
            with urllib.request.urlopen(base + "/api/openapi.json", timeout=30):
                break
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)
    yield base
    server.terminate()
    server.wait(timeout=30)


def test_no_operation_answers_with_a_server_error(live_server, tmp_path):
    command = schemathesis_command() + [
        "run", f"{live_server}/api/openapi.json", "--checks", "not_a_server_error",
        "--max-examples", "10", "--seed", "1", "--no-color",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-4000:]
    assert "passed" in done.stdout and "failures" not in done.stdout.split("SUMMARY")[-1]
