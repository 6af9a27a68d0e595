"""Schemathesis against the live server: every operation the OpenAPI document describes, tried with
its examples, its boundary and invalid values (coverage) and generated values (fuzzing), answers as
the document says: no 5xx, documented status codes, content types and response schemas, invalid
input rejected and valid input accepted (tests/webapp/schemathesis.toml names the few cross-field
rules a schema cannot state).

Bounded in time (five generated cases per operation, a fixed seed) so CI stays quick; skipped when
schemathesis is not installed (it is in the `test` extra)."""

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = Path(__file__).with_name("schemathesis.toml")
#: Every check but the authentication ones (the API has no authentication).
CHECKS = ["--checks", "all", "--exclude-checks", "ignored_auth,object_level_authorization"]


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


def test_every_operation_answers_as_the_openapi_document_says(live_server, tmp_path):
    command = schemathesis_command() + [
        "--config-file", str(CONFIG), "run", f"{live_server}/api/openapi.json", *CHECKS,
        "--phases", "examples,coverage,fuzzing", "--max-examples", "5", "--seed", "1", "--no-color",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    summary = done.stdout.split("SUMMARY")[-1]
    assert done.returncode == 0, done.stdout[-6000:]
    tested = re.search(r"Tested: (\d+)", summary)
    assert tested and int(tested.group(1)) >= 27, summary
    assert "passed" in summary and "failure" not in summary
