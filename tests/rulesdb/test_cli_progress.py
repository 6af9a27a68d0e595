"""Progress on a terminal for `build`, `update` and `export-static`: each stage is drawn (by rich, on a
pseudo-terminal here), and nothing of it appears when the output is piped or `--json` is asked."""

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
import smallsources

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color", COLUMNS="120")
BUILD_STEPS = ("parsing the documents", "cross-linking the graph and indexing the text", "sealing the build")


def rulesdb(*args: str) -> list[str]:
    return [sys.executable, "-m", "rulesdb", *args]


def on_terminal(command: list[str]) -> tuple[int, str]:
    """Run `command` with a terminal for stdin, stdout and stderr; its exit status and all it drew."""
    main, side = pty.openpty()
    process = subprocess.Popen(command, stdin=side, stdout=side, stderr=side, env=ENV)
    os.close(side)
    drawn = b""
    while True:
        try:
            chunk = os.read(main, 1 << 16)
        except OSError:  # the terminal's other side is closed: the command is done
            break
        if not chunk:
            break
        drawn += chunk
    os.close(main)
    return process.wait(timeout=600), drawn.decode("utf-8", errors="replace")


@pytest.fixture
def sources(tmp_path):
    return smallsources.make(tmp_path / "sources", scenarios=("femme-fatale-vs-tollbooth",))


def test_build_on_a_terminal_shows_each_stage(sources, tmp_path):
    code, drawn = on_terminal(rulesdb("--data", str(tmp_path / "data"), "build", "--sources", str(sources)))
    assert code == 0, drawn
    assert all(step in drawn for step in BUILD_STEPS), drawn[-2000:]
    assert "nisei-cr-1.3" in drawn  # the report itself, after the progress


def test_build_into_a_pipe_or_as_json_shows_no_progress(sources, tmp_path):
    data = tmp_path / "data"
    piped = subprocess.run(rulesdb("--data", str(data), "build", "--sources", str(sources)), env=ENV,
                           capture_output=True, text=True, timeout=600)
    assert piped.returncode == 0 and "nisei-cr-1.3" in piped.stdout
    assert not any(step in piped.stdout + piped.stderr for step in BUILD_STEPS)
    code, drawn = on_terminal(rulesdb("--data", str(data), "build", "--force", "--sources", str(sources), "--json"))
    assert code == 0 and not any(step in drawn for step in BUILD_STEPS)
    assert json.loads(drawn)["built"] is True  # the terminal holds the JSON alone


def test_export_static_on_a_terminal_shows_its_pages_counted(sources, tmp_path):
    data = tmp_path / "data"
    subprocess.run(rulesdb("--data", str(data), "build", "--sources", str(sources)), env=ENV, check=True,
                   capture_output=True, timeout=600)
    code, drawn = on_terminal(rulesdb("--data", str(data), "export-static", str(tmp_path / "site"),
                                      "--only", "scenarios"))
    assert code == 0, drawn
    assert "rendering the pages" in drawn and "putting the export in place" in drawn
    assert f"{tmp_path / 'site'}: " in drawn and "written" in drawn


def test_update_on_a_terminal_says_where_it_fetches_from(tmp_path):
    remote = tmp_path / "no-such-repository"
    code, drawn = on_terminal(rulesdb("--data", str(tmp_path / "data"), "update", "--from", str(remote)))
    assert code == 2
    assert f"fetching {remote}" in drawn and "rulesdb: error: cannot fetch the CR repository" in drawn
