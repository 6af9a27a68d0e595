"""`rulesdb cards`: the implemented cards with what each waits for, and their share of a card pool."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdb.cli.commands import main
from rulesdb.engine.cards import CARDS, WAITING

# a Corp card of the library that still waits for a mechanism (whichever it is today), its type and faction, and a
# complete card of that type
WAITING_CARD = next(t for t, c in sorted(CARDS.items()) if t in WAITING and c.facts.side == "corp")
KIND = CARDS[WAITING_CARD].facts.type
FACTION = CARDS[WAITING_CARD].facts.faction
COMPLETE = next(t for t, c in sorted(CARDS.items()) if t not in WAITING and c.facts.type == KIND
                and c.facts.faction != FACTION)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def pool(tmp_path) -> Path:
    """A card pool: two library cards of one Corp type (one complete, one waiting), one unknown card of that type,
    one library event."""
    (tmp_path / "pack").mkdir()
    cards = [
        {"code": "1", "title": COMPLETE, "type_code": KIND, "faction_code": CARDS[COMPLETE].facts.faction,
         "side_code": "corp"},
        {"code": "2", "title": WAITING_CARD, "type_code": KIND, "faction_code": FACTION, "side_code": "corp"},
        {"code": "3", "title": "Not A Library Card", "type_code": KIND, "faction_code": FACTION,
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
    assert by_title[WAITING_CARD] == {"title": WAITING_CARD, "side": "corp", "type": KIND,
                                     "faction": FACTION, "waits_for": WAITING[WAITING_CARD]}
    assert by_title["Snare!"]["waits_for"] is None
    assert sum(value["waiting"].values()) == len(WAITING)


def test_cards_with_a_pool_gives_the_share_by_type_and_faction(capsys, pool):
    code, out, _ = run(capsys, "cards", "--json", "--cards", str(pool))
    share = json.loads(out)["pool"]
    assert code == 0
    assert share["total"] == {"pool": 4, "defined": 3, "complete": 2, "share": 0.75}
    assert share["by_type"][KIND] == {"pool": 3, "defined": 2, "complete": 1, "share": 0.6667}
    assert share["by_type"]["event"] == {"pool": 1, "defined": 1, "complete": 1, "share": 1.0}
    assert share["by_faction"][FACTION] == {"pool": 2, "defined": 1, "complete": 0, "share": 0.5}
    assert "Vanilla" in share["not_in_pool"] and COMPLETE not in share["not_in_pool"]


def test_cards_text_names_the_counts_and_each_card_status(capsys, pool):
    code, out, _ = run(capsys, "cards", "--cards", str(pool))
    assert code == 0
    assert out.startswith(f"{len(CARDS)} cards defined: {len(CARDS) - len(WAITING)} complete, ")
    assert any(line.startswith(f"{WAITING_CARD} ") and line.endswith(f"waits for {WAITING[WAITING_CARD]}")
               for line in out.splitlines())
    assert "Card pool: 3 of 4 titles defined (75.0%), 2 complete" in out
    assert f"  {KIND:<20}    2 / 3      66.7%   complete 1" in out


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


MINI = Path(__file__).resolve().parents[1] / "data" / "nrdb-mini"


def engine_status(title: str) -> str:
    if title not in CARDS:
        return "not implemented"
    return f"waits for {WAITING[title]}" if title in WAITING else "complete"


def test_cards_with_data_gives_each_cards_standard_status(capsys):
    code, out, _ = run(capsys, "cards", "--json", "--cards", str(MINI))
    by_title = {c["title"]: c for c in json.loads(out)["cards"]}
    assert code == 0
    assert (by_title["Cleaver"]["standard"], by_title["Ice Wall"]["standard"], by_title["Enigma"]["standard"]) == (
        "banned", "rotated", "legal")
    assert by_title["Snare!"]["standard"] is None  # a library card the data does not have
    text = run(capsys, "cards", "--cards", str(MINI))[1]
    assert any(line.startswith("Cleaver ") and "Standard banned" in line for line in text.splitlines())


def test_cards_json_gives_the_complete_share_per_format_type_and_faction(capsys):
    formats = json.loads(run(capsys, "cards", "--json", "--cards", str(MINI))[1])["formats"]
    assert list(formats) == ["standard", "since_system_gateway", "all"]
    standard = ["Enigma", "Hedge Fund"]  # the fixture's cards legal under its newest Standard list
    complete = sum(engine_status(t) == "complete" for t in standard)
    assert formats["standard"]["total"]["pool"] == 2
    assert formats["standard"]["total"]["complete"] == complete
    assert formats["standard"]["total"]["complete_share"] == round(complete / 2, 4)
    assert formats["standard"]["by_type"]["ice"]["pool"] == 1
    assert formats["since_system_gateway"]["total"]["pool"] == 2  # Cleaver, Enigma
    assert formats["all"]["total"]["pool"] == 7
    assert formats["all"]["by_faction"]["neutral-runner"]["pool"] == 2  # Daily Casts, Draft Only


def test_format_standard_lists_the_pool_with_each_cards_engine_status(capsys):
    code, out, _ = run(capsys, "cards", "--cards", str(MINI), "--format", "standard")
    lines = out.splitlines()
    assert code == 0
    assert [line.split("  ")[0] for line in lines[:2]] == ["Enigma", "Hedge Fund"]
    assert lines[1].endswith(engine_status("Hedge Fund")) and " legal " in lines[1]
    assert lines[-1].startswith("2 cards legal in Standard under the newest Standard ban list: ")
    value = json.loads(run(capsys, "cards", "--cards", str(MINI), "--format", "standard", "--json")[1])
    assert [(c["title"], c["standard"], c["engine"]["status"]) for c in value["cards"]] == [
        (t, "legal", engine_status(t).split(" for ")[0]) for t in ("Enigma", "Hedge Fund")]


def test_format_without_card_data_or_with_no_pool_is_a_one_line_error(capsys):
    code, out, err = run(capsys, "cards", "--format", "standard")
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [
        "rulesdb: error: --format standard: needs --cards NRDB-DIR, the card data that defines the pool"]
    code, out, err = run(capsys, "cards", "--cards", str(MINI), "--format", "startup")
    assert (code, out) == (2, "") and len(err.strip().splitlines()) == 1
    assert err.startswith(f"rulesdb: error: --format startup: the card data in {MINI} ")
