"""Runner programs and resources with paid abilities: on the encountered ice, or trashing themselves."""

from tests.engine.card_play import at, run_past


def test_arruaceiras_crew_weakens_the_encountered_ice_for_a_tag_then_trashes_it(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"credits": 2, "rig": ["Arruaceiras Crew"]},
                      decisions={"abilities at encounter Ice Wall": ["Arruaceiras Crew",
                                                                      {"use": "Arruaceiras Crew", "ability": 2}]})
    assert (at(result, "runner.tags"), at(result, "corp.archives")) == (1, ["Ice Wall"])


def test_arruaceiras_crew_cannot_trash_ice_with_strength_above_0(tmp_path):
    result = run_past(tmp_path, "Bastion", runner={"credits": 2, "rig": ["Arruaceiras Crew"]},
                      decisions={"abilities at encounter Bastion": ["Arruaceiras Crew",
                                                                     {"use": "Arruaceiras Crew", "ability": 2}]})
    assert at(result, "corp.archives") == []
    assert at(result, "runner.heap") == ["Arruaceiras Crew"]


def test_fermenter_places_a_virus_counter_when_installed_and_when_the_turn_begins(tmp_path):
    from tests.engine.card_play import scenario
    installed = scenario(tmp_path, actions=[{"runner": "install Fermenter"}], runner={"credits": 1, "grip": ["Fermenter"]})
    assert at(installed, "cards.Fermenter.counters.virus") == 1
    began = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": [{"card": "Fermenter", "counters": {"virus": 2}}]},
                     name="began")
    assert at(began, "cards.Fermenter.counters.virus") == 3


def test_blackguard_makes_the_corp_rez_each_card_satellite_uplink_exposes_if_able(tmp_path):
    from tests.engine.card_play import scenario
    result = scenario(tmp_path, actions=[{"runner": "play Satellite Uplink"}], name="blackguard",
                      corp={"credits": 1, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]},
                                                      "R&D": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                      runner={"grip": ["Satellite Uplink"], "rig": ["Blackguard"]},
                      decisions={"Satellite Uplink target": ["Ice Wall", "Enigma"]})
    assert (at(result, "cards[Ice Wall].rezzed"), at(result, "cards.Enigma.rezzed")) == (True, False)
    assert at(result, "runner.credits") == 3


def test_hush_makes_its_host_ice_lose_the_ability_defining_its_strength(tmp_path):
    hushed = run_past(tmp_path, [{"card": "Surveyor", "hosted": ["Hush"]}, "Ice Wall"], name="hushed",
                      corp={"credits": 0}, runner={"credits": 0})
    plain = run_past(tmp_path, ["Surveyor", "Ice Wall"], corp={"credits": 0}, runner={"credits": 0}, name="plain")
    assert (at(hushed, "runs.0.encounters.0.strength"), at(plain, "runs.0.encounters.0.strength")) == (0, 4)


def test_hush_makes_advanced_ice_wall_lose_its_strength_per_advancement_counter(tmp_path):
    # "It gets +1 strength for each hosted advancement counter" is one of the abilities Hush takes away
    wall = {"card": "Ice Wall", "advancement": 2}
    hushed = run_past(tmp_path, [{**wall, "hosted": ["Hush"]}], name="hushed-wall", runner={"credits": 0})
    plain = run_past(tmp_path, [wall], runner={"credits": 0}, name="plain-wall")
    assert (at(hushed, "runs.0.encounters.0.strength"), at(plain, "runs.0.encounters.0.strength")) == (1, 3)


def test_hush_moved_for_a_click_takes_the_abilities_of_its_new_host(tmp_path):
    """'[click]: Host this program on another installed piece of ice.': moved from Ice Wall to Surveyor for 1 of the
    Runner's [click], Surveyor loses the ability that gives it strength (0 instead of 4)."""
    from tests.engine.card_play import scenario
    corp = {"credits": 0, "servers": {"Server 1": {"ice": [{"card": "Surveyor", "rezzed": True}, {
        "card": "Ice Wall", "advancement": 2, "hosted": ["Hush"]}]}}}
    result = scenario(tmp_path, actions=[{"runner": "use Hush"}, {"runner": "run Server 1"}], corp=corp, name="moved",
                      runner={"credits": 0}, decisions={"Hush target": "Surveyor", "jack out": "no"})
    assert (at(result, "cards.Hush.host"), at(result, "runner.clicks")) == ("Surveyor", 4 - 2)
    assert at(result, "runs.0.encounters.0.strength") == 0
