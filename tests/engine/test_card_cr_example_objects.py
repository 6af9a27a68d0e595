"""Cards the CR worked examples on objects and locations brought in: hosts that cannot host."""

from tests.engine.card_play import run_past


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
