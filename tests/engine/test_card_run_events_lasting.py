"""Run events whose effects last for their run and end with it (Stimhack)."""

from tests.engine.card_play import at, scenario


def test_stimhack_credits_pay_during_the_run_and_core_damage_follows_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Stimhack on HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      runner={"credits": 0, "grip": ["Stimhack", "Diesel", "Diesel"], "rig": ["Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade", "jack out": "no"})
    assert [at(result, f"payments.{n}.from") for n in (1, 2)] == [{"Stimhack": 1}, {"Stimhack": 1}]
    assert (at(result, "runner.core_damage"), len(at(result, "runner.grip"))) == (1, 1)
    assert at(result, "runner.heap")[-1] == "Stimhack"


def test_stimhack_credits_are_gone_after_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Stimhack on HQ"}, {"runner": "remove tag"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"credits": 2, "tags": 1, "grip": ["Stimhack", "Diesel"]},
                      decisions={"jack out": "no"})
    assert at(result, "payments.1.from") == {"pool": 2}  # Stimhack's 9[c] left with its run


def test_the_noble_path_trashes_the_grip_and_prevents_all_damage_during_its_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play The Noble Path on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Wall of Thorns"]}}},
                      runner={"grip": ["The Noble Path", "Diesel"]})
    assert at(result, "runner.heap") == ["Diesel", "The Noble Path"]
    assert (at(result, "damage.net"), at(result, "winner")) == (0, None)  # 2 net damage on an empty grip


def test_georgia_emelyov_does_1_net_damage_after_an_unsuccessful_run_on_its_server(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Georgia Emelyov"]},
                                        "Server 2": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}},
                      runner={"grip": ["Diesel", "Diesel", "Diesel"]})
    assert at(result, "damage.net") == 1  # not for the run on Server 2


def test_dedicated_response_team_hurts_only_a_tagged_runner_after_a_successful_run(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Dedicated Response Team"]}}}
    runner = {"grip": ["Diesel", "Diesel", "Diesel"]}
    tagged = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, runner={**runner, "tags": 1},
                      decisions={"jack out": "no"})
    clean = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, runner=runner,
                     decisions={"jack out": "no"}, name="clean")
    assert (at(tagged, "damage.meat"), at(clean, "damage.meat")) == (2, 0)


def test_immolation_script_trashes_a_rezzed_copy_once_per_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Immolation Script on Archives"}],
                      corp={"archives": [{"card": "Enigma", "faceup": True}, {"card": "Enigma", "faceup": True}],
                            "servers": {"HQ": {"ice": ["Enigma"]}, "R&D": {"ice": ["Enigma"]}}},
                      runner={"grip": ["Immolation Script"]},
                      decisions={"jack out": "no", "use Immolation Script": "yes", "Immolation Script target": "R&D: Enigma"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Enigma"], [])
    assert at(result, "runs.0.accessed") == ["Enigma", "Enigma"]  # the second in Archives, then the new one


def test_immolation_script_sees_facedown_ice_turned_faceup_when_archives_is_breached(tmp_path):
    # cr/step_flip_archives: the facedown Enigma is faceup before any card is accessed
    result = scenario(tmp_path, actions=[{"runner": "play Immolation Script on Archives"}],
                      corp={"archives": ["Enigma"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      runner={"grip": ["Immolation Script"]},
                      decisions={"jack out": "no", "use Immolation Script": "yes", "Immolation Script target": "HQ: Enigma"})
    assert at(result, "corp.servers.HQ.ice") == []


def test_rip_deal_trades_hq_accesses_for_heap_cards_and_leaves_the_game(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Legwork on HQ"}, {"runner": "play Rip Deal on HQ"}],
                      corp={"hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund"]},
                      runner={"credits": 5, "grip": ["Legwork", "Rip Deal"], "heap": ["Diesel"]},
                      decisions={"jack out": "no", "use Rip Deal": "yes", "Rip Deal target": ["Diesel"]})
    assert at(result, "runs.1.accessed") == []
    assert (at(result, "runner.grip"), at(result, "runner.removed")) == (["Diesel"], ["Rip Deal"])
