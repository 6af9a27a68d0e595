"""A non-editable `pip install .` of a clean checkout, into a temporary venv and run from another
folder, builds the embedded sources and serves them, scenarios included, with licence metadata."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.install


def clean_checkout(target: Path) -> Path:
    """The tracked files only, as a fresh clone would have them (no builds, caches or venvs)."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            (target / name).write_bytes(source.read_bytes())
    return target


def run(*argv, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in argv], capture_output=True, text=True, timeout=900, **kwargs)
    assert done.returncode == 0, (argv, done.stdout[-2000:], done.stderr[-2000:])
    return done


def test_pip_install_builds_and_serves_from_another_folder(tmp_path):
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    checkout = clean_checkout(tmp_path / "checkout")
    venv = tmp_path / "venv"
    # A user's shell: no PYTHONPATH, which would show pip a checkout's rulesdb as installed already.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "RULESDB_DATA")}
    # A venv of its own: the locked dependencies from the package index, never the base interpreter's.
    run(sys.executable, "-m", "venv", venv, env=env)
    assert "include-system-site-packages = false" in (venv / "pyvenv.cfg").read_text()
    python = venv / "bin" / "python"
    run(python, "-m", "pip", "install", "-q", "-r", checkout / "requirements" / "run.txt", env=env)
    wheel = _built_wheel(python, checkout, tmp_path / "dist", env)
    run(python, "-m", "pip", "install", "-q", "--no-deps", wheel, env=env)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run(python, "-c", "import rulesdb, importlib.metadata as m; print(rulesdb.__file__);"
                "print(m.metadata('rulesdb')['License'])", cwd=elsewhere, env=env).stdout.split()
    assert where[0].startswith(str(venv)) and where[1] == "MIT"
    # Every third-party module rulesdb imports comes from the venv itself.
    borrowed = run(python, "-c", _IMPORTED_FROM_OUTSIDE, str(venv), cwd=elsewhere, env=env).stdout.split()
    assert borrowed == [], borrowed
    rulesdb = venv / "bin" / "rulesdb"
    assert run(rulesdb, "--version", cwd=elsewhere, env=env).stdout.strip() == "rulesdb 0.1.0"
    data = tmp_path / "data"
    built = run(rulesdb, "--data", data, "build", cwd=elsewhere, env=env).stdout
    assert built.startswith("built ") and "nisei-cr-1.6" in built and "nsg-cr-25.08" in built
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([rulesdb, "--data", data, "serve", "--port", str(port)], cwd=elsewhere, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        scenarios = _get_json(f"http://127.0.0.1:{port}/api/scenarios")["scenarios"]
        hits = _get_json(f"http://127.0.0.1:{port}/api/search?q=bypass")["hits"]
        rule = _get_json(f"http://127.0.0.1:{port}/api/node/cr/rule_bypass_during_encounter")
    finally:
        server.terminate()
        server.wait(timeout=30)
    ids = [s["id"] for s in scenarios]
    assert "femme-fatale-vs-tollbooth" in ids and "rule_bypass_during_encounter-1" in ids
    # The current CR's YAML releases (sources/nsg-cr/<release>/) ship too: the newest one answers first.
    assert hits and hits[0]["address"] == "nsg-cr-25.08/rule_bypass_during_encounter"
    assert rule["document"] == "nsg-cr-25.08" and "bypass" in rule["text"].lower()


_IMPORTED_FROM_OUTSIDE = """
import sys, sysconfig
import rulesdb.cli, rulesdb.web, rulesdb.web.serve, rulesdb.search.index, rulesdb.graph.network
stdlib = sysconfig.get_paths()["stdlib"]
for module in list(sys.modules.values()):
    where = getattr(module, "__file__", None) or ""
    if where and not where.startswith((sys.argv[1], stdlib)):
        print(module.__name__, where)
"""


def _built_wheel(python: Path, checkout: Path, dist: Path, env: dict) -> Path:
    """The wheel of the checkout; it holds one top-level package, `rulesdb`."""
    run(python, "-m", "pip", "wheel", "-q", "--no-deps", "-w", dist, checkout, env=env)
    (wheel,) = dist.glob("rulesdb-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        tops = {name.split("/")[0] for name in archive.namelist() if not name.startswith("rulesdb-")}
    assert tops == {"rulesdb"}, tops
    return wheel


def _get_json(url: str, wait: float = 60.0):
    deadline = time.monotonic() + wait
    while True:
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                return json.loads(response.read())
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)
