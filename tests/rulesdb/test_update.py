"""`rulesdb update` with the CR repository's git bundle as the remote: it adds the releases a build
lacks, skips those it has, and changes nothing when the remote cannot be read or a release is broken."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from rulesdb.build import store
from rulesdb.build.pipeline import build
from rulesdb.build.sources import default_sources
from rulesdb.cli.commands import main

BUNDLE = next((p / "shared" / "nsg-cr" / "netrunner-comprehensive-rules-2025-08.bundle"
               for p in [*Path(__file__).resolve().parents, Path("/work")]
               if (p / "shared" / "nsg-cr").is_dir()), Path("/nonexistent"))
pytestmark = pytest.mark.skipif(not BUNDLE.is_file() or not shutil.which("git"), reason="needs git and the bundle")


def only_22_12(folder: Path) -> Path:
    """A sources folder with one document, the 22.12 release: a build that lacks 23.08."""
    shutil.copytree(default_sources() / "nsg-cr" / "22.12", folder / "22.12")
    (folder / "manifest.toml").write_text(
        '[[documents]]\nid = "nsg-cr-22.12"\nfamily = "nisei-cr"\ntitle = "NSG CR"\nversion = "22.12"\n'
        'effective = "2022-12-01"\npath = "22.12"\nformat = "nsg-cr-yaml"\n', encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    base = tmp_path_factory.mktemp("update")
    build(base / "data", sources=only_22_12(base / "sources"))
    return base / "data"


def update(capsys, data, remote) -> tuple[int, dict | None, str]:
    code = main(["--data", str(data), "update", "--from", str(remote), "--json"])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


def test_update_adds_the_missing_release_and_a_second_run_adds_nothing(capsys, data):
    code, result, _ = update(capsys, data, BUNDLE)
    assert code == 0 and result["failed"] == []
    (added,) = result["added"]
    assert (added["id"], added["effective"], added["from"]) == ("nsg-cr-23.08", "2023-08-01", "nsg-cr-22.12")
    assert added["counts"]["rule"] == 1190
    assert added["changelog"] == {"confirmed": 13}
    report = store.read_json(store.current_build(data) / store.REPORT)
    assert [d["id"] for d in report["documents"]] == ["nsg-cr-22.12", "nsg-cr-23.08"]
    assert (data / "sources" / "nsg-cr" / "23.08" / "data" / "input" / "06_runs.yaml").is_file()
    assert not (data / "sources" / "nsg-cr" / "23.08" / "README.md").exists()

    code, again, _ = update(capsys, data, BUNDLE)
    assert code == 0 and again["added"] == [] and again["skipped"] == ["nsg-cr-22.12", "nsg-cr-23.08"]


def test_an_unreachable_remote_is_one_line_and_changes_nothing(capsys, tmp_path):
    data = tmp_path / "data"
    code, result, err = update(capsys, data, tmp_path / "no-such-repository")
    assert code == 2 and result is None
    assert err == f"rulesdb: error: cannot fetch the CR repository from {tmp_path / 'no-such-repository'}: " \
                  "no such file or folder\n"  # our words, not git's
    assert not data.exists()
    (tmp_path / "not-a-repository").write_text("hello", encoding="utf-8")
    code, _, err = update(capsys, data, tmp_path / "not-a-repository")
    assert (code, err.split(": ")[-1]) == (2, "not a git repository or bundle\n")


def test_a_release_that_does_not_parse_is_reported_and_not_added(capsys, tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(default_sources() / "nsg-cr" / "25.08", repo)
    (repo / "data" / "input" / "06_runs.yaml").write_text("chapter: chpt_runs\ntext: [broken\n", encoding="utf-8")
    for args in (["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "r"],
                 ["tag", "v26.01"]):
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)
    data = tmp_path / "data"
    code, result, _ = update(capsys, data, repo)
    assert code == 1 and result["added"] == []
    (failure,) = result["failed"]
    assert failure["release"] == "v26.01" and failure["remote"] == str(repo)
    assert failure["error"].startswith("v26.01: data/input/06_runs.yaml:3: not valid YAML")  # not a staging path
    assert list((data / "sources").iterdir()) == [] and not store.current_key(data)


def tagged_repository(folder: Path, *releases) -> Path:
    """A git repository with one commit and tag per (tag, change) in order: the 25.08 release's files,
    changed by `change(folder)`."""
    shutil.copytree(default_sources() / "nsg-cr" / "25.08", folder)
    git = ["-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q"], cwd=folder, check=True, capture_output=True)
    for tag, change in releases:
        change(folder)
        for args in (["add", "-A", "."], [*git, "commit", "-qm", tag], ["tag", tag]):
            subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True)
    return folder


def cut_to_two_chapters(folder: Path) -> None:
    for chapter in sorted((folder / "data" / "input").glob("*.yaml"))[3:]:
        chapter.unlink()


def restore_chapters(folder: Path) -> None:
    shutil.copytree(default_sources() / "nsg-cr" / "25.08" / "data" / "input", folder / "data" / "input",
                    dirs_exist_ok=True)


@pytest.fixture(scope="module")
def small_build_made(tmp_path_factory):
    """The 22.12 build, made once for the module (a build is about 4 s; a copy of it a tenth of that)."""
    base = tmp_path_factory.mktemp("small-build")
    build(base / "data", sources=only_22_12(base / "sources"))
    return base / "data"


@pytest.fixture
def small_build(tmp_path, small_build_made):
    """A build of its own for each test, which its update changes."""
    return shutil.copytree(small_build_made, tmp_path / "data", symlinks=True)


def test_each_release_is_built_on_its_own_and_a_refusal_keeps_the_others(capsys, tmp_path, small_build):
    repo = tagged_repository(tmp_path / "repo", ("v26.01", cut_to_two_chapters), ("v26.02", restore_chapters))
    before = store.current_name(small_build)
    code, result, _ = update(capsys, small_build, repo)
    assert code == 1
    assert [a["id"] for a in result["added"]] == ["nsg-cr-26.02"]
    (failure,) = result["failed"]
    assert (failure["release"], failure["remote"]) == ("v26.01", str(repo))
    assert failure["error"].startswith("v26.01: parsed to ")
    assert "its format (nsg-cr-yaml) always has" in failure["error"]
    assert str(small_build) not in failure["error"]
    report = store.read_json(store.current_build(small_build) / store.REPORT)
    assert store.current_name(small_build) != before
    assert [d["id"] for d in report["documents"]] == ["nsg-cr-22.12", "nsg-cr-26.02"]
    assert sorted(p.name for p in (small_build / "sources" / "nsg-cr").iterdir()) == ["26.02"]
    main(["--data", str(small_build), "update", "--from", str(repo)])
    assert capsys.readouterr().out == f"not added v26.01 from {repo}: {failure['error'].removeprefix('v26.01: ')}\n"


def left_by_a_kill_before_the_build(data: Path, repo: Path) -> None:
    from rulesdb.build import releases

    clone = releases.fetch(str(repo), data.parent / "clone")
    releases.add_release(clone, releases.Release("v26.02", "26.02"), data)


def left_by_a_kill_while_extracting(data: Path, repo: Path) -> None:
    (data / "sources" / ".staging-x1" / "data" / "input").mkdir(parents=True)
    (data / "sources" / ".staging-x1" / "data" / "input" / "01_game_concepts.yaml").write_text("chap", encoding="utf-8")
    shutil.copytree(repo, data / "sources" / "nsg-cr" / "26.02", ignore=shutil.ignore_patterns(".git"))
    (data / "sources" / "manifest.toml.tmp").write_text("[[documents", encoding="utf-8")


@pytest.mark.parametrize("left_by", [left_by_a_kill_before_the_build, left_by_a_kill_while_extracting])
def test_an_update_killed_half_way_is_recovered_by_the_next(capsys, tmp_path, small_build, left_by):
    repo = tagged_repository(tmp_path / "repo", ("v26.02", lambda folder: None))
    left_by(small_build, repo)
    code, result, _ = update(capsys, small_build, repo)
    assert (code, result["failed"], [a["id"] for a in result["added"]]) == (0, [], ["nsg-cr-26.02"])
    assert sorted(p.name for p in (small_build / "sources").iterdir()) == ["manifest.toml", "nsg-cr"]
    report = store.read_json(store.current_build(small_build) / store.REPORT)
    assert [d["id"] for d in report["documents"]] == ["nsg-cr-22.12", "nsg-cr-26.02"]


def test_an_update_killed_during_its_build_is_recovered_by_the_next(capsys, tmp_path, small_build):
    import os
    import signal
    import sys
    import time

    repo = tagged_repository(tmp_path / "repo", ("v26.02", lambda folder: None))
    command = [sys.executable, "-m", "rulesdb", "--data", str(small_build), "update", "--from", str(repo)]
    running = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    staging = small_build / "builds"
    deadline = time.monotonic() + 120
    while running.poll() is None and time.monotonic() < deadline and not any(
            p.name.startswith(".staging-") for p in staging.iterdir()):
        time.sleep(0.05)
    os.kill(running.pid, signal.SIGKILL)
    assert running.wait() == -signal.SIGKILL  # killed while it built, not finished
    assert (small_build / "sources" / "nsg-cr" / "26.02").is_dir()
    code, result, _ = update(capsys, small_build, repo)
    assert (code, result["failed"]) == (0, [])
    report = store.read_json(store.current_build(small_build) / store.REPORT)
    assert [d["id"] for d in report["documents"]] == ["nsg-cr-22.12", "nsg-cr-26.02"]
