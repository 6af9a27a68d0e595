"""Library cards that change imminent damage: prevent some or all of it, increase it, or replace it."""

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]
NO_TRACE = {"Corp trace boost Flare": 0, "Runner link boost Flare": 0}


def access_breached_dome(tmp_path, rig, decisions=None, name="dome"):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                    corp={"servers": {"Server 1": {"root": [{"card": "Breached Dome", "rezzed": False}]}}},
                    runner={"grip": GRIP[:2], "stack": ["Diesel", "Inside Job"], "rig": rig},
                    decisions={"rez Breached Dome": "no", "trash Breached Dome": "no", "jack out": "no",
                               **(decisions or {})}, name=name)


def test_breached_dome_does_1_meat_damage_and_trashes_the_top_of_the_stack_when_accessed(tmp_path):
    result = access_breached_dome(tmp_path, [])
    assert (at(result, "damage.meat"), at(result, "runner.stack")) == (1, ["Inside Job"])


def test_biometric_spoofing_is_trashed_to_prevent_2_damage_even_below_zero(tmp_path):
    result = access_breached_dome(tmp_path, ["Biometric Spoofing"], {"prevent": "Biometric Spoofing"})
    assert (at(result, "damage.meat"), at(result, "runner.grip")) == (0, GRIP[:2])
    assert at(result, "runner.heap") == ["Biometric Spoofing", "Diesel"]
    assert traced(result, "1 + 0 increased - 2 prevented = -1")


def test_the_cleaners_scored_increases_meat_damage_the_corp_does(tmp_path):
    result = run_past(tmp_path, "Flare", corp={"score_area": ["The Cleaners"]},
                      runner={"grip": GRIP}, decisions=NO_TRACE)
    assert at(result, "damage.meat") == 3


def test_the_cleaners_does_not_increase_damage_the_runner_suffers_from_their_own_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Net-Ready Eyes"}],
                      corp={"score_area": ["The Cleaners"]}, runner={"grip": ["Net-Ready Eyes", *GRIP]})
    assert at(result, "damage.meat") == 2


def test_flare_trashes_hardware_and_does_meat_damage_no_card_can_prevent(tmp_path):
    result = run_past(tmp_path, "Flare", runner={"grip": GRIP, "rig": ["Akamatsu Mem Chip", "Guru Davinder"]},
                      decisions={**NO_TRACE, "Flare target": "Akamatsu Mem Chip"})
    assert (at(result, "damage.meat"), at(result, "runner.rig")) == (2, ["Guru Davinder"])
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_chrome_parlor_prevents_all_damage_from_installing_cybernetic_hardware(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Net-Ready Eyes"}],
                      runner={"grip": ["Net-Ready Eyes", *GRIP], "rig": ["Chrome Parlor"]})
    assert (at(result, "damage.meat"), at(result, "runner.grip")) == (0, GRIP)


def test_chrome_parlor_does_not_prevent_damage_from_a_corp_card(tmp_path):
    result = access_breached_dome(tmp_path, ["Chrome Parlor"])
    assert at(result, "damage.meat") == 1


def test_angelique_garza_correa_does_2_meat_damage_if_the_corp_pays_2(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Angelique Garza Correa"]}}}
    runner = {"grip": GRIP}
    paid = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner=runner,
                    decisions={"use Angelique Garza Correa": "yes", "trash Angelique Garza Correa": "no",
                               "jack out": "no"})
    declined = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner=runner,
                        decisions={"use Angelique Garza Correa": "no", "trash Angelique Garza Correa": "no",
                                   "jack out": "no"}, name="declined")
    assert (at(paid, "damage.meat"), at(paid, "corp.credits")) == (2, 3)
    assert (at(declined, "damage.meat"), at(declined, "corp.credits")) == (0, 5)


def tori_run(tmp_path, use_tori, name="tori", **answers):
    return run_past(tmp_path, "Neural Katana", corp={"servers": {"Server 1": {"root": ["Tori Hanzō"]}}},
                    runner={"credits": 0, "grip": GRIP},
                    decisions={"use Tori Hanzō": use_tori, "trash Tori Hanzō": "no", **answers}, name=name)


def test_tori_hanzo_replaces_the_first_net_damage_of_a_run_on_its_server_with_1_core_damage(tmp_path):
    result = tori_run(tmp_path, "yes")
    assert (at(result, "damage.net"), at(result, "damage.core"), at(result, "corp.credits")) == (0, 1, 3)


def test_tori_hanzo_declined_leaves_the_net_damage(tmp_path):
    result = tori_run(tmp_path, "no", name="declined")
    assert (at(result, "damage.net"), at(result, "damage.core"), at(result, "corp.credits")) == (3, 0, 5)


def attini_run(tmp_path, score_area, name, **answers):
    return run_past(tmp_path, "Attini", corp={"score_area": score_area}, name=name,
                    runner={"credits": 9, "grip": GRIP, "rig": ["Caldera"]}, decisions=answers)


def test_attini_with_threat_3_stops_the_runner_paying_for_its_subroutines_or_caldera(tmp_path):
    result = attini_run(tmp_path, ["The Cleaners"], "threat")
    assert (at(result, "damage.net"), at(result, "runner.credits")) == (3, 9)


def test_attini_without_threat_lets_the_runner_pay_2_to_avoid_each_net_damage(tmp_path):
    result = attini_run(tmp_path, [], "paid", **{"pay 2[c] for Attini": "yes"})
    assert (at(result, "damage.net"), at(result, "runner.credits")) == (0, 3)


def test_caldera_prevents_1_net_damage_for_3_credits(tmp_path):
    result = attini_run(tmp_path, [], "caldera", **{"pay 2[c] for Attini": "no", "prevent": "Caldera"})
    assert (at(result, "damage.net"), at(result, "runner.credits")) == (0, 0)


def test_titanium_ribs_lets_the_runner_choose_the_cards_damage_trashes(tmp_path):
    result = run_past(tmp_path, "Neural Katana", runner={"grip": GRIP, "rig": ["Titanium Ribs"]},
                      decisions={"Titanium Ribs choice": ["Sure Gamble", "Easy Mark", "Diesel"]}, name="ribs")
    assert at(result, "runner.grip") == ["Inside Job", "Forked"]


def test_chronos_protocol_selects_the_card_trashed_by_the_first_net_damage_each_turn(tmp_path):
    result = run_past(tmp_path, ["Data Mine", "Envelope"], corp={"identity": "Chronos Protocol"},
                      runner={"grip": GRIP}, name="chronos",
                      decisions={"Chronos Protocol: Selective Mind-mapping target": "Forked"})
    assert at(result, "runner.heap")[0] == "Forked"
    assert at(result, "damage.net") == 2
