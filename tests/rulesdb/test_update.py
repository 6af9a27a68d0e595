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
    assert err.startswith("rulesdb: error: cannot fetch the CR repository from ") and err.count("\n") == 1
    assert not data.exists()


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
    assert failure["release"] == "v26.01" and "06_runs.yaml:3: not valid YAML" in failure["error"]
    assert list((data / "sources").iterdir()) == [] and not store.current_key(data)
