"""A build's stored scenario parses (engine/scenario/parsed.py): `scenario run` reads a file the build
parsed without PyYAML, and a table that is missing, damaged, foreign or stale is never used, so the
verdict and every error stay what parsing the file gives."""

import pickle
import shutil
from pathlib import Path

import pytest

from rulesdb.build import store, tables
from rulesdb.cli import main
from rulesdb.engine import SCENARIO_DIR, load_scenario, run_scenario
from rulesdb.engine.scenario import parsed, reader
from rulesdb.engine.scenario.yamlread import read_yaml
from rulesdb.errors import ScenarioError

SID = "femme-fatale-vs-guard"
SOURCE = SCENARIO_DIR / f"{SID}.yaml"


def fake_build(data: Path, scenarios: Path, key: str | None = None) -> Path:
    """A data folder whose build in use holds only the parses of `scenarios` (and a model file, which
    is what makes a folder a complete build)."""
    folder = data / "builds" / "0123456789abcdef-01"
    folder.mkdir(parents=True)
    (folder / store.MODEL).write_bytes(b"")
    (data / "CURRENT").write_text(folder.name)
    tables.write(folder / tables.FOLDER / parsed.FILE, key or parsed.parser_key(), parsed.table_parts(scenarios))
    return folder


@pytest.fixture
def data(tmp_path):
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    shutil.copyfile(SOURCE, scenarios / SOURCE.name)
    (scenarios / "broken.yaml").write_text("title: [unclosed\n")
    fake_build(tmp_path / "data", scenarios)
    return tmp_path / "data"


@pytest.fixture
def no_yaml(monkeypatch):
    """Parsing a file is an error: whatever loads now came from the stored table."""
    def refuse(text, file):
        raise AssertionError(f"{file} parsed, not read from the table")
    monkeypatch.setattr(reader, "read_yaml", refuse)
    return monkeypatch


def test_the_table_holds_what_read_yaml_gives_and_skips_what_does_not_parse(data):
    parses = parsed.for_build(data)
    text = SOURCE.read_text(encoding="utf-8")
    assert parses.get(text) == read_yaml(text, SOURCE.name)
    assert parses.get("title: [unclosed\n") is None


def test_a_stored_parse_gives_the_same_scenario_and_verdict(data, no_yaml):
    stored = load_scenario(SID, parses=parsed.for_build(data))
    no_yaml.undo()
    assert stored == load_scenario(SID)
    assert run_scenario(stored) == run_scenario(SID)


def test_scenario_run_reads_the_build_s_parse(data, no_yaml, capsys):
    assert main(["--data", str(data), "scenario", "run", SID, "--json"]) == 0
    assert '"ok": true' in capsys.readouterr().out


def damage_part(path: Path):
    """One byte of every stored parse changed, its digest left as it was."""
    tag, key, stored = pickle.loads(path.read_bytes())
    stored = {digest: (blob[:-1] + b"x", check) for digest, (blob, check) in stored.items()}
    path.write_bytes(pickle.dumps((tag, key, stored)))


def as_folder(path: Path):
    path.unlink()
    path.mkdir()


DAMAGE = {"missing": Path.unlink, "truncated": lambda p: p.write_bytes(p.read_bytes()[:1000]),
          "not a pickle": lambda p: p.write_bytes(b"not a pickle"), "a part altered": damage_part,
          "a folder": as_folder}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_missing_or_damaged_table_is_not_used(data, damage, capsys):
    DAMAGE[damage](store.current_build(data) / tables.FOLDER / parsed.FILE)
    assert parsed.for_build(data).get(SOURCE.read_text(encoding="utf-8")) is None
    assert main(["--data", str(data), "scenario", "run", SID]) == 0  # parsed from the file instead
    assert "Result: ok" in capsys.readouterr().out


def test_a_table_made_by_another_parser_is_not_used(tmp_path):
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    shutil.copyfile(SOURCE, scenarios / SOURCE.name)
    fake_build(tmp_path / "data", scenarios, key="another parser")
    assert parsed.for_build(tmp_path / "data").get(SOURCE.read_text(encoding="utf-8")) is None


def test_a_file_edited_since_the_build_is_parsed_as_it_is_now(data, tmp_path, capsys):
    edited = tmp_path / f"{SID}.yaml"
    text = SOURCE.read_text(encoding="utf-8")
    assert "runner.credits: 3" in text  # the expectation the edit changes
    edited.write_text(text.replace("runner.credits: 3", "runner.credits: 9"))
    assert main(["--data", str(data), "scenario", "run", str(edited)]) == 1  # its own expectation fails
    assert "runner.credits" in capsys.readouterr().out


def test_errors_still_name_the_file_and_line(data, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(SOURCE.read_text(encoding="utf-8").replace("credits: 5", "credits: five"))
    assert main(["--data", str(data), "scenario", "run", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "bad.yaml:" in err and "runner.credits" in err
    with pytest.raises(ScenarioError, match=r"bad\.yaml:\d+: runner\.credits"):
        load_scenario(bad, parses=parsed.for_build(data))


def test_no_build_means_no_table(tmp_path, capsys):
    assert parsed.for_build(tmp_path / "nothing") is None
    assert main(["--data", str(tmp_path / "nothing"), "scenario", "run", SID]) == 0
    assert "Result: ok" in capsys.readouterr().out


def test_a_build_stores_the_parse_of_every_scenario_it_copied(built_data):
    folder = store.current_build(built_data)
    parses = parsed.for_build(built_data)
    files = sorted((folder / store.SCENARIOS).rglob("*.yaml"))
    assert len(files) > 400
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert parses.get(text) == read_yaml(text, path.name), path.name
