"""Cards that search the stack for a card to install (Artist Colony)."""

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
