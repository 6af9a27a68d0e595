"""`rulesdb cards`: the implemented cards with what each waits for, and their share of a card pool."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdb.cli.commands import main
from rulesdb.engine.cards import CARDS, WAITING

# a Haas-Bioroid ice of the library that still waits for a mechanism (whichever it is today)
WAITING_ICE = next(t for t, c in CARDS.items() if t in WAITING and c.facts.type == "ice"
                   and c.facts.faction == "haas-bioroid")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def pool(tmp_path) -> Path:
    """A three-pack card pool: two library ice, one unknown ice, one library event, one identity."""
    (tmp_path / "pack").mkdir()
    cards = [
        {"code": "1", "title": "Enigma", "type_code": "ice", "faction_code": "neutral-corp", "side_code": "corp"},
        {"code": "2", "title": WAITING_ICE, "type_code": "ice", "faction_code": "haas-bioroid", "side_code": "corp"},
        {"code": "3", "title": "Not A Library Card", "type_code": "ice", "faction_code": "haas-bioroid",
         "side_code": "corp"},
        {"code": "4", "title": "Sure Gamble", "type_code": "event", "faction_code": "neutral-runner",
         "side_code": "runner"},
    ]
    (tmp_path / "pack" / "core.json").write_text(json.dumps(cards), encoding="utf-8")
    return tmp_path


def test_cards_json_lists_every_defined_card_with_what_it_waits_for(capsys):
    code, out, _ = run(capsys, "cards", "--json")
    value = json.loads(out)
    assert code == 0
    assert value["defined"] == len(CARDS) >= 120
    assert value["complete"] == len(CARDS) - len(WAITING)
    by_title = {c["title"]: c for c in value["cards"]}
    assert by_title[WAITING_ICE] == {"title": WAITING_ICE, "side": "corp", "type": "ice",
                                     "faction": "haas-bioroid", "waits_for": WAITING[WAITING_ICE]}
    assert by_title["Snare!"]["waits_for"] is None
    assert sum(value["waiting"].values()) == len(WAITING)


def test_cards_with_a_pool_gives_the_share_by_type_and_faction(capsys, pool):
    code, out, _ = run(capsys, "cards", "--json", "--cards", str(pool))
    share = json.loads(out)["pool"]
    assert code == 0
    assert share["total"] == {"pool": 4, "defined": 3, "complete": 2, "share": 0.75}
    assert share["by_type"]["ice"] == {"pool": 3, "defined": 2, "complete": 1, "share": 0.6667}
    assert share["by_type"]["event"] == {"pool": 1, "defined": 1, "complete": 1, "share": 1.0}
    assert share["by_faction"]["haas-bioroid"] == {"pool": 2, "defined": 1, "complete": 0, "share": 0.5}
    assert "Vanilla" in share["not_in_pool"] and "Enigma" not in share["not_in_pool"]


def test_cards_text_names_the_counts_and_each_card_status(capsys, pool):
    code, out, _ = run(capsys, "cards", "--cards", str(pool))
    assert code == 0
    assert out.startswith(f"{len(CARDS)} cards defined: {len(CARDS) - len(WAITING)} complete, ")
    assert any(line.startswith(f"{WAITING_ICE} ") and line.endswith(f"waits for {WAITING[WAITING_ICE]}")
               for line in out.splitlines())
    assert "Card pool: 3 of 4 titles defined (75.0%), 2 complete" in out
    assert "  ice                     2 / 3      66.7%   complete 1" in out


def test_cards_with_a_folder_that_has_no_card_data_is_one_line_error(capsys, tmp_path):
    code, out, err = run(capsys, "cards", "--cards", str(tmp_path))
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [f"rulesdb: error: {tmp_path}: no NetrunnerDB pack/*.json files found"]


def test_cards_runs_as_a_command():
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-m", "rulesdb", "cards", "--json"], capture_output=True, text=True,
                          env=env, timeout=60, check=False)
    assert done.returncode == 0
    assert json.loads(done.stdout)["defined"] == len(CARDS)
