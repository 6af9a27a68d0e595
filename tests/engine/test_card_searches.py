"""Cards that search a deck for a card to install (Artist Colony, Test Run, Self-modifying Code,
Tech Startup), and where the found card may go (Near-Earth Hub, Earth Station)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

COLONY = {"score_area": ["Hostile Takeover"], "rig": ["Artist Colony"]}


def test_artist_colony_forfeits_an_agenda_to_install_a_found_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={**COLONY, "credits": 2, "stack": ["Corroder", "Diesel"]},
                      decisions={"abilities at Runner turn start": "Artist Colony", "forfeit": "Hostile Takeover",
                                 "Artist Colony target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.stack")) == (["Artist Colony", "Corroder"], ["Diesel"])


def test_artist_colony_finds_nothing_when_nothing_fits_the_memory(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={**COLONY, "credits": 9, "memory_limit": 1, "stack": ["Magnum Opus"]},
                      decisions={"abilities at Runner turn start": "Artist Colony", "forfeit": "Hostile Takeover"})
    assert (at(result, "runner.rig"), at(result, "runner.stack")) == (["Artist Colony"], ["Magnum Opus"])


def test_test_run_installs_from_the_heap_ignoring_costs_and_returns_it_at_turn_end(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Test Run"}],
                      runner={"credits": 3, "clicks": 1, "grip": ["Test Run"], "heap": ["Magnum Opus"]},
                      decisions={"Test Run choice": "heap", "Test Run target": "Magnum Opus"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Magnum Opus"], 0)


def test_self_modifying_code_trashes_itself_to_find_and_pay_for_a_program(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"credits": 4, "rig": ["Self-modifying Code"], "stack": ["Corroder", "Diesel"]},
                      decisions={"abilities at Runner turn start": "Self-modifying Code",
                                 "Self-modifying Code target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Corroder"], ["Self-modifying Code"])
    assert at(result, "runner.credits") == 1  # 4 - 2 - 2 + 1


def test_exile_draws_only_for_programs_installed_from_the_heap(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                      runner={"identity": "Exile", "grip": ["Corroder"], "stack": ["Diesel"]})
    assert at(result, "runner.grip") == []


def test_near_earth_hub_draws_for_the_first_new_remote_each_turn_only(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"},
                                                      {"corp": "install Hostile Takeover in new remote"}],
                      corp={"identity": "Near-Earth Hub", "hq": ["PAD Campaign", "Hostile Takeover"],
                            "rd": ["Ice Wall", "Enigma", "Hedge Fund"]},
                      decisions={"rez": "no"})
    assert at(result, "corp.hq") == ["Ice Wall", "Enigma"]  # the mandatory draw, then one for the first remote


def test_tech_startup_finds_nothing_without_an_asset_in_rd(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Ice Wall", "Enigma"], "servers": {"Server 1": {"root": ["Tech Startup"]}}},
                      decisions={"use Tech Startup": "yes"})
    assert at(result, "corp.archives") == ["Tech Startup"]
    assert len(at(result, "corp.rd")) == 1


def test_earth_station_refuses_a_second_remote_server(tmp_path):
    corp = {"identity": "Earth Station", "hq": ["PAD Campaign", "Hostile Takeover"], "rd": ["Ice Wall"]}
    with pytest.raises(ScenarioError, match="cannot create a new remote server"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"},
                                                 {"corp": "install Hostile Takeover in new remote"}],
                 corp=corp, decisions={"rez": "no"})
    one = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}], corp=corp,
                   decisions={"rez": "no"}, name="one")
    assert at(one, "corp.servers.Server 1.root") == ["PAD Campaign"]


def test_tucana_installs_and_rezzes_found_ice_3_cheaper_after_a_steal_from_its_root(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"credits": 1, "rd": ["Enigma"], "servers": {"Server 1": {"root": ["Tucana", "Hostile Takeover"]},
                                                                      "R&D": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0},
                      decisions={"jack out": "no", "access order": ["Hostile Takeover", "Tucana"], "use Tucana": "yes",
                                 "Tucana target": "Enigma", "Tucana choice": "R&D"})
    assert (at(result, "corp.servers.R&D.ice"), at(result, "corp.servers.R&D.unrezzed")) == (["Enigma", "Ice Wall"], [])
    assert at(result, "corp.credits") == 0  # 1 to install + 3 to rez - 3


def test_patchwork_pays_2_of_a_found_program_once_per_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"credits": 2, "grip": ["Diesel"], "rig": ["Self-modifying Code", "Patchwork"],
                              "stack": ["Corroder"]},
                      decisions={"abilities at Runner turn start": "Self-modifying Code",
                                 "Self-modifying Code target": "Corroder", "use Patchwork": "yes",
                                 "Patchwork target": "Diesel"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Patchwork", "Corroder"], 1)


def _search_step(result: dict, words: str) -> dict:
    return next(e for e in result["trace"] if words in e["text"])


def _rules(step: dict) -> list[str]:
    """The CR rules a step cites, not the step of the turn it happens in."""
    return [c.rsplit("/", 1)[1] for c in step["cites"] if c.startswith("cr/rule_")]


def test_test_run_must_find_the_one_program_in_the_heap(tmp_path):
    """The heap is a discard pile, not a deck: only a search of a deck may fail to find (cr/rule_fail_to_find), so
    with one program in the heap Test Run finds it, without asking, and the heap is not shuffled."""
    result = scenario(tmp_path, actions=[{"runner": "play Test Run"}],
                      runner={"credits": 3, "clicks": 1, "grip": ["Test Run"], "heap": ["Magnum Opus"]},
                      decisions={"Test Run choice": "heap"})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Magnum Opus"], ["Test Run"])
    step = _search_step(result, "searches their heap")
    assert step["text"] == ("Test Run: the Runner searches their heap (the zone they chose of \"either your stack or "
                            "your heap\") and finds Magnum Opus (the heap is not a deck: a search of it cannot fail to "
                            "find).")
    assert _rules(step) == ["rule_search", "rule_valid_search_target_install_play", "rule_fail_to_find"]


def test_test_run_may_fail_to_find_in_the_stack(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Test Run"}],
                      runner={"credits": 3, "clicks": 1, "grip": ["Test Run"], "stack": ["Magnum Opus"]},
                      decisions={"Test Run choice": "stack", "Test Run target": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.stack")) == ([], ["Magnum Opus"])
    step = _search_step(result, "searches their stack")
    assert step["text"] == ("Test Run: the Runner searches their stack (the zone they chose of \"either your stack or "
                            "your heap\") and finds nothing; the stack is shuffled.")
    assert _rules(step) == ["rule_search", "rule_fail_to_find", "rule_shuffle_deck_after_search"]


def _tucana_to_hq(tmp_path, trash_first=None, name="tucana-hq"):
    # 0[c], 4 ice on HQ: installing the found Enigma there costs 4 - 3 = 1[c] unless the Corp trashes ice there first
    answers = {"score": "yes", "use Tucana": "yes", "Tucana target": "Enigma", "Tucana choice": "HQ"}
    if trash_first is not None:
        answers["trash before installing Enigma"] = trash_first
    corp = {"credits": 0, "rd": ["Hedge Fund", "Enigma"], "servers": {
        "HQ": {"ice": ["Ice Wall"] * 4},
        "Server 1": {"root": [{"card": "Vanity Project", "advancement": 6}, "Tucana"]}}}
    return scenario(tmp_path, turn="corp", name=name, actions=[{"corp": "gain credit"}], corp=corp, decisions=answers)


def test_tucanas_found_ice_on_a_server_the_corp_cannot_pay_for_is_installed_after_trashing_ice_there(tmp_path):
    # the Corp may trash ice protecting the server as a step of installing (cr/rule_install_trash_ice): 0[c] then
    result = _tucana_to_hq(tmp_path, "Ice Wall protecting HQ (outermost)")
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.archives"), at(result, "corp.credits")) == \
        (["Enigma", "Ice Wall", "Ice Wall", "Ice Wall"], ["Ice Wall"], 1)


def test_tucanas_found_ice_is_never_installed_unpaid(tmp_path):
    with pytest.raises(ScenarioError, match="Tucana choice: the Corp cannot pay 1\\[c\\] for installing Enigma "
                                            "protecting HQ"):
        _tucana_to_hq(tmp_path, "none", name="tucana-unpaid")
