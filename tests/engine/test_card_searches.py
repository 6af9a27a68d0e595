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
