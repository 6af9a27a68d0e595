"""The hosting files in deploy/, checked without docker or systemd running: the systemd unit and the
Containerfile each start this rulesdb's own `serve` (their command lines parse with rulesdb's own
argument parser) over a data folder, as a user other than root, and the container installs the locked
dependencies and is probed on /healthz. `systemd-analyze verify` checks the unit where it is installed."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from deploy_files import DEPLOY, command_words, read_containerfile, read_unit, shell_commands

from rulesdb.cli.commands import make_parser

ROOT = DEPLOY.parent
UNIT = DEPLOY / "rulesdb.service"
CONTAINERFILE = DEPLOY / "Containerfile"


def rulesdb_args(words: list[str]):
    """A `rulesdb ...` command line as rulesdb's own parser reads it (a usage error fails the test)."""
    assert Path(words[0]).name == "rulesdb", words
    return make_parser().parse_args(words[1:])


@pytest.fixture(scope="module")
def unit():
    return read_unit(UNIT)


@pytest.fixture(scope="module")
def instructions():
    return read_containerfile(CONTAINERFILE)


def test_the_unit_serves_with_the_installed_rulesdb_over_its_data_folder(unit):
    service = unit["Service"]
    (start,) = service["ExecStart"]
    words = start.split()
    assert words[0].startswith("/") and words[0].endswith("/bin/rulesdb")  # the venv's console script
    args = rulesdb_args(words)
    assert args.command == "serve" and args.host == "127.0.0.1"  # only the reverse proxy reaches it
    data = "/var/lib/" + service["StateDirectory"][0]
    assert args.data == Path(data)
    assert f"RULESDB_DATA={data}" in service["Environment"]


def test_the_unit_builds_into_the_same_folder_before_serving(unit):
    (before,) = unit["Service"]["ExecStartPre"]
    args = rulesdb_args(before.split())
    assert args.command == "build" and args.data == rulesdb_args(unit["Service"]["ExecStart"][0].split()).data


def test_the_unit_restarts_on_failure_as_a_user_of_its_own(unit):
    service = unit["Service"]
    assert service["Restart"][-1] in ("on-failure", "always")
    (user,) = service["User"]
    assert user and user not in ("root", "0")
    assert service.get("NoNewPrivileges") == ["yes"] and service["ProtectSystem"] == ["strict"]
    assert unit["Install"]["WantedBy"] == ["multi-user.target"]


@pytest.mark.skipif(not shutil.which("systemd-analyze"), reason="systemd-analyze is not installed")
def test_systemd_analyze_verifies_the_unit(tmp_path):
    """The unit as installed, except that rulesdb lives in this venv rather than /opt/rulesdb."""
    here = str(Path(sys.executable).parent / "rulesdb")
    if not Path(here).exists():
        pytest.skip("rulesdb's console script is not installed beside this Python")
    start = read_unit(UNIT)["Service"]["ExecStart"][0].split()[0]
    copy = tmp_path / "rulesdb.service"
    copy.write_text(UNIT.read_text().replace(start, here))
    done = subprocess.run(["systemd-analyze", "verify", str(copy)], capture_output=True, text=True, timeout=120)
    said = [line for line in (done.stdout + done.stderr).splitlines() if "rulesdb.service" in line]
    assert done.returncode == 0 and said == [], said


def test_the_container_installs_the_locked_dependencies_then_rulesdb_alone(instructions):
    assert instructions[0] == ("FROM", "python:3.11-slim")
    runs = [rest for kind, rest in instructions if kind == "RUN"]
    locked = next(i for i, r in enumerate(runs) if "-r requirements/run.txt" in r)
    assert "--require-hashes" in runs[locked]
    alone = next(i for i, r in enumerate(runs) if "--no-deps ." in r)
    assert locked < alone
    copied = [rest.split()[:-1] for kind, rest in instructions if kind == "COPY"]
    sources = [s for c in copied for s in c if not s.startswith("--")]
    assert "requirements/run.txt" in sources and "rulesdb" in sources and "sources" in sources
    assert all((ROOT / s).exists() for s in sources), sources


def test_the_container_builds_and_serves_as_a_user_other_than_root(instructions):
    kinds = [kind for kind, _ in instructions]
    users = [rest for kind, rest in instructions if kind == "USER"]
    assert users and users[-1] not in ("root", "0")
    first_user = kinds.index("USER")
    build = next(i for i, (kind, rest) in enumerate(instructions) if kind == "RUN" and "rulesdb build" in rest)
    assert first_user < build < kinds.index("CMD")


def test_the_container_serves_on_the_port_it_exposes_over_its_data_volume(instructions):
    (cmd,) = [rest for kind, rest in instructions if kind == "CMD"]
    commands = [rulesdb_args(words) for words in shell_commands(command_words(cmd))]
    assert [a.command for a in commands] == ["build", "serve"]
    serve = commands[-1]
    assert serve.host == "0.0.0.0"
    assert [rest for kind, rest in instructions if kind == "EXPOSE"] == [str(serve.port)]
    env = " ".join(rest for kind, rest in instructions if kind == "ENV")
    (volume,) = [rest for kind, rest in instructions if kind == "VOLUME"]
    assert f"RULESDB_DATA={volume}" in env  # the data folder every rulesdb command in it uses


def test_the_container_is_probed_on_healthz_at_the_port_it_serves(instructions):
    (check,) = [rest for kind, rest in instructions if kind == "HEALTHCHECK"]
    options, _, command = check.partition(" CMD ")
    assert "--interval=" in options and "--start-period=" in options
    words = command_words(command.strip())
    serve = shell_commands(command_words(next(r for k, r in instructions if k == "CMD")))[-1]
    port = rulesdb_args(serve).port
    assert words[0] == "python" and f"http://127.0.0.1:{port}/healthz" in words[-1]
