"""A card's legality from the card data alone: rotation from `cycles.json`, bans from `mwl.json`.

The cases run on `tests/data/nrdb-mini` (one card per case, see its README); the last tests check the
computation against the real data when it is present (`shared_data.NRDB`), else they skip.
"""

import json
import shutil
from pathlib import Path

import pytest
from shared_data import NRDB

from rulesdb.cardpool.coverage import pools
from rulesdb.cardpool.legality import Formats, entry_verdict, history, list_format
from rulesdb.cardpool.records import records
from rulesdb.cardpool.stored import StoredPool
from rulesdb.errors import SourceError

MINI = Path(__file__).resolve().parents[1] / "data" / "nrdb-mini"


@pytest.fixture(scope="module")
def pool() -> dict:
    return records(MINI)


def standard(pool, title):
    return pool["cards"][title]["legality"]["standard"]


def test_a_reprint_in_a_cycle_not_rotated_keeps_a_card_legal(pool):
    hedge = standard(pool, "Hedge Fund")
    assert hedge["status"] == "legal"
    assert hedge["legal_in"] == ["System Gateway"] and hedge["rotated_cycles"] == ["Core Set"]


def test_a_card_printed_only_in_rotated_cycles_is_rotated_naming_the_cycle(pool):
    wall = standard(pool, "Ice Wall")
    assert (wall["status"], wall["rotated_cycles"], wall["legal_in"], wall["verdict"]) == (
        "rotated", ["Core Set"], [], None)


def test_the_newest_standard_list_is_the_latest_by_date_not_by_place_in_the_file(pool):
    # 25.04 comes after 25.10 in mwl.json; 25.10 is the newer and no longer bans Hedge Fund
    assert standard(pool, "Cleaver")["list"] == "standard-ban-list-25-10"
    assert standard(pool, "Cleaver")["status"] == "banned"
    assert pool["cards"]["Hedge Fund"]["legality"]["named_by"]["standard-ban-list-25-04"] == "banned"


def test_a_ban_names_a_card_by_the_code_of_any_of_its_printings(pool):
    casts = standard(pool, "Daily Casts")
    assert (casts["status"], casts["verdict"], casts["legal_in"]) == ("banned", "banned", ["Elevation"])


def test_a_rotated_card_on_the_newest_list_stays_rotated_with_the_list_noted(pool):
    howard = standard(pool, "Jackson Howard")
    assert (howard["status"], howard["verdict"], howard["rotated_cycles"]) == ("rotated", "banned", ["Core Set"])


def test_a_card_printed_only_without_a_release_date_is_in_no_pool(pool):
    assert standard(pool, "Draft Only")["status"] == "unreleased"
    assert "Draft Only" not in pools(pool)["standard"] and "Draft Only" in pools(pool)["all"]


def test_each_earlier_standard_list_says_what_it_said_newest_first(pool):
    lists = pool["formats"]["lists"]
    enigma = history(pool["cards"]["Enigma"]["legality"]["named_by"], lists, "standard")
    assert [(b["name"], b["verdict"]) for b in enigma] == [
        ("Standard Ban List 25.10", None), ("Standard Ban List 25.04", None), ("Standard MWL 3.0", "restricted")]
    assert standard(pool, "Enigma")["status"] == "legal"


def test_lists_of_other_formats_are_kept_apart_from_standard(pool):
    formats = {b["code"]: b["format"] for b in pool["formats"]["lists"]}
    assert formats == {"NAPD_MWL_1.0": "", "standard-mwl-3-0": "standard", "standard-ban-list-25-10": "standard",
                       "standard-ban-list-25-04": "standard", "startup-ban-list-25-04": "startup",
                       "house-list": "eternal"}
    named = pool["cards"]["Hedge Fund"]["legality"]["named_by"]
    assert named["NAPD_MWL_1.0"] == "+1 influence" and named["house-list"] == "at most 1 per deck"


def test_startup_knows_only_its_ban_list_never_that_a_card_is_legal(pool):
    assert pool["cards"]["Cleaver"]["legality"]["startup"] == {
        "status": "banned", "list": "startup-ban-list-25-04", "verdict": "banned"}
    assert pool["cards"]["Hedge Fund"]["legality"]["startup"]["status"] == "unknown"


def test_without_a_startup_list_startup_is_not_described(tmp_path):
    folder = shutil.copytree(MINI, tmp_path / "nrdb")
    lists = [b for b in json.loads((folder / "mwl.json").read_text()) if "startup" not in b["code"]]
    (folder / "mwl.json").write_text(json.dumps(lists))
    assert records(folder)["cards"]["Cleaver"]["legality"]["startup"] is None


def test_each_ban_list_entry_says_what_it_does():
    assert [entry_verdict(e) for e in ({"deck_limit": 0}, {"is_restricted": 1}, {"global_penalty": 1},
                                       {"universal_faction_cost": 3}, {"deck_limit": 1}, {}, "junk")] == [
        "banned", "restricted", "+1 influence", "+3 influence", "at most 1 per deck", None, None]
    assert list_format({"code": "x", "name": "Startup Balance Update", "format": "Standard"}) == "standard"


def test_first_printed_since_system_gateway_counts_a_card_by_its_first_printing(pool):
    assert pool["formats"]["gateway"] == "2021-03-28"
    assert sorted(pools(pool)["since_system_gateway"]) == ["Cleaver", "Enigma"]
    assert sorted(pools(pool)["standard"]) == ["Enigma", "Hedge Fund"]


def test_the_newest_printing_gives_the_facts_and_text_with_the_projects_icons(pool):
    hedge = pool["cards"]["Hedge Fund"]
    assert hedge["facts"]["code"] == "30074"
    assert hedge["text"] == ["Placeholder: gain 9[c].", "Second line."]
    assert [p["pack"] for p in hedge["printings"]] == ["System Gateway", "Core Set"]


def test_a_folder_without_packs_or_cycles_has_cards_but_no_legality(tmp_path):
    shutil.copytree(MINI / "pack", tmp_path / "pack")
    found = records(tmp_path)
    assert set(found["cards"]) >= {"Hedge Fund", "Cleaver"}
    assert found["cards"]["Cleaver"]["legality"] is None and list(pools(found)) == ["all"]


def test_a_card_in_a_pack_packs_json_does_not_list_is_an_error_naming_the_file(tmp_path):
    folder = shutil.copytree(MINI, tmp_path / "nrdb")
    packs = [p for p in json.loads((folder / "packs.json").read_text()) if p["code"] != "elev"]
    (folder / "packs.json").write_text(json.dumps(packs))
    with pytest.raises(SourceError, match=r"packs\.json: no pack 'elev', which card 35001 \(Daily Casts\)"):
        records(folder)


@pytest.mark.parametrize("content, message", [
    ('{"code": "x"}', r"mwl\.json: expected a list of mwl"),
    ('[{"name": "no code"}]', r'mwl\.json: record 1 has no "code"'),
    ("[", r"mwl\.json: cannot read card data"),
])
def test_a_malformed_ban_list_file_is_an_error_naming_it(tmp_path, content, message):
    folder = shutil.copytree(MINI, tmp_path / "nrdb")
    (folder / "mwl.json").write_text(content)
    with pytest.raises(SourceError, match=message):
        records(folder)


def test_the_stored_pool_finds_a_card_in_any_capitalisation_and_names_its_lists(tmp_path, pool):
    (tmp_path / "cards.json").write_text(json.dumps(pool))
    stored = StoredPool(tmp_path / "cards.json")
    assert stored.title("daily casts") == "Daily Casts" and stored.title("No Such Card") is None
    shown = stored.legality("cleaver")
    assert shown["standard"]["list"]["name"] == "Standard Ban List 25.10"
    assert shown["startup"]["list"]["name"] == "Startup Ban List 25.04"
    assert [b["name"] for b in shown["other"]] == []
    assert [b["name"] for b in stored.legality("Hedge Fund")["other"]] == ["House List", "NAPD MWL 1.0"]


# --- against the real card data -------------------------------------------------------------------

needs_data = pytest.mark.skipif(not NRDB.is_dir(), reason=f"no NetrunnerDB card data at {NRDB}")


@needs_data
def test_every_title_of_the_real_data_has_a_record_with_its_legality():
    found = records(NRDB)
    titles = {c["title"] for f in (NRDB / "pack").glob("*.json") for c in json.loads(f.read_text())}
    assert set(found["cards"]) == titles
    assert all(r["legality"]["standard"]["status"] in ("legal", "banned", "restricted", "rotated", "unreleased")
               for r in found["cards"].values())


@needs_data
def test_standard_in_the_real_data_is_rotation_minus_the_newest_standard_ban_list():
    """The same rule computed straight from the files: printings in released packs of cycles not
    rotated, less every title the newest list with "standard" in its code bans."""
    read = lambda name: json.loads((NRDB / name).read_text())  # noqa: E731
    cycles = {c["code"]: c for c in read("cycles.json")}
    packs = {p["code"]: p for p in read("packs.json")}
    printings = [c for f in (NRDB / "pack").glob("*.json") for c in json.loads(f.read_text())]
    in_rotation = {c["title"] for c in printings if packs[c["pack_code"]]["date_release"]
                   and not cycles[packs[c["pack_code"]]["cycle_code"]]["rotated"]}
    newest = max((b for b in read("mwl.json") if "standard" in b["code"]), key=lambda b: b["date_start"])
    by_code = {c["code"]: c["title"] for c in printings}
    banned = {by_code[code] for code, e in newest["cards"].items() if e.get("deck_limit") == 0}
    found = records(NRDB)
    assert set(pools(found)["standard"]) == in_rotation - banned
    assert {t for t, r in found["cards"].items() if r["legality"]["standard"]["status"] == "banned"} == \
        in_rotation & banned
    assert Formats.read(NRDB).of_format("standard")[-1].code == newest["code"]
