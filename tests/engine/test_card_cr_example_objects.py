"""Cards the CR worked examples on objects and locations brought in: hosts that cannot host."""

from tests.engine.card_play import run_past, scenario


def test_tithonium_once_rezzed_cannot_host_so_the_checkpoint_trashes_what_it_hosts(tmp_path):
    state = run_past(tmp_path, [{"card": "Tithonium", "rezzed": False, "hosted": ["Chisel"]}],
                     corp={"credits": 9}, decisions={"rez Tithonium": "yes"})["final_state"]
    assert state["runner"]["heap"] == ["Chisel"]


def test_tithonium_trashes_2_programs_then_a_resource_and_ends_the_run(tmp_path):
    state = run_past(tmp_path, "Tithonium", runner={"rig": ["Datasucker", "Imp", "Kati Jones"]},
                     decisions={"Tithonium target": "Datasucker", "Tithonium target (2)": "Imp",
                                "Tithonium target (3)": "Kati Jones"})["final_state"]
    assert sorted(state["runner"]["heap"]) == ["Datasucker", "Imp", "Kati Jones"]
    assert state["runs"][0]["outcome"] == "unsuccessful"


def _score_adt(tmp_path, install):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                    corp={"credits": 0, "rd": ["Hedge Fund", "Enigma", "Ice Wall"],
                          "servers": {"Server 1": {"root": [{"card": "Architect Deployment Test", "advancement": 4}]}}},
                    decisions={"score": "yes", "Architect Deployment Test install": install,
                               "Architect Deployment Test install where": "HQ"})["final_state"]


def test_architect_deployment_test_installs_and_rezzes_one_of_the_top_5_ignoring_all_costs(tmp_path):
    state = _score_adt(tmp_path, "Enigma")
    assert state["corp"]["servers"]["HQ"]["ice"] == ["Enigma"]
    assert state["cards"]["Enigma"]["rezzed"] is True
    assert state["corp"]["credits"] == 1


def test_architect_deployment_test_may_install_nothing(tmp_path):
    assert _score_adt(tmp_path, "no")["corp"]["servers"]["HQ"]["ice"] == []


def test_precognition_makes_the_cards_it_rearranges_new_objects(tmp_path):
    state = scenario(tmp_path, turn="corp", actions=[{"corp": "play Precognition"}],
                     corp={"clicks": 3, "hq": ["Precognition"], "rd": ["Hedge Fund", "Enigma", "Ice Wall"]},
                     decisions={"Precognition choice": ["Ice Wall", "Hedge Fund", "Enigma"]})["final_state"]
    assert state["corp"]["rd"] == ["Ice Wall", "Hedge Fund", "Enigma"]
    assert not state["objects"]["Hedge Fund"]["same_object"]


def test_howler_installs_bioroid_ice_behind_itself_then_derezzes_it_and_is_trashed_after_the_run(tmp_path):
    state = run_past(tmp_path, "Howler", corp={"archives": ["Eli 1.0"]},
                     decisions={"Howler target": "Eli 1.0", "break Eli 1.0": "no"})["final_state"]
    assert state["corp"]["servers"]["Server 1"]["ice"] == ["Eli 1.0"]
    assert state["corp"]["archives"] == ["Howler"]
    assert state["cards"]["Eli 1.0"]["rezzed"] is False
