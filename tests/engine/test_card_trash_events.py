"""Cards that react to a card being trashed by any effect (District 99)."""

from tests.engine.card_play import at, run_past, scenario


def test_district_99_gets_one_counter_the_first_time_a_program_is_trashed_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      corp={"servers": {"HQ": {"ice": ["Rototurret"]}}},
                      runner={"rig": ["Datasucker", "Yog.0", "District 99"]},
                      decisions={"Rototurret target": "Datasucker", "Rototurret target (2)": "Yog.0",
                                 "use District 99": "yes", "break Rototurret": "no"})
    assert at(result, "runner.heap") == ["Datasucker", "Yog.0"]
    assert at(result, "cards.District 99.counters.power") == 1  # the second trash is not the first


def test_district_99_ignores_a_trashed_resource(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Warroid Tracker"]}}},
                      runner={"credits": 10, "rig": ["Kati Jones", "District 99"]},
                      decisions={"trash Warroid Tracker": "yes", "Corp trace boost Warroid Tracker": 0,
                                 "Runner link boost Warroid Tracker": 0,
                                 "Warroid Tracker target": "Kati Jones",
                                 "Warroid Tracker target (2)": "District 99"})
    assert at(result, "runner.heap") == ["Kati Jones", "District 99"]
    assert at(result, "abilities.met") == ["Warroid Tracker"]  # not District 99


def test_district_99_spends_3_counters_and_a_click_to_fetch_a_card_of_the_identity_faction(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use District 99"}],
                      runner={"identity": "Reina Roja", "heap": ["Datasucker", "Corroder"],
                              "rig": [{"card": "District 99", "counters": {"power": 3}}]},
                      decisions={"District 99 target": "Datasucker"})
    assert at(result, "runner.grip") == ["Datasucker"]
    assert (at(result, "runner.clicks"), at(result, "cards.District 99.counters")) == (3, {})
