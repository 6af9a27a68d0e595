"""Boomerang: usable only while encountering the ice chosen when it was installed; trashed, it breaks
up to 2 subroutines and, if that run is successful, may shuffle itself back from the heap."""

from tests.engine.card_play import at, scenario, traced

SERVERS = {"Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}, "Server 2": {"ice": ["Enigma"]}}


def _play(tmp_path, name, server="Server 1", chosen="Ice Wall", **answers):
    return scenario(tmp_path, actions=[{"runner": "install Boomerang"}, {"runner": f"run {server}"}], name=name,
                    corp={"servers": SERVERS}, runner={"credits": 2, "grip": ["Boomerang"], "stack": ["Diesel"]},
                    decisions={"Boomerang target": chosen, "jack out": "no", "trash PAD Campaign": "no", **answers})


def test_boomerang_breaks_the_chosen_ice_and_returns_to_the_stack_after_a_successful_run(tmp_path):
    result = _play(tmp_path, "back", **{"abilities at encounter Ice Wall": "Boomerang",
                                        "Boomerang choice": ["1: End the run."], "use Boomerang": "yes"})
    assert at(result, "runs.0.outcome") == "successful"
    assert (at(result, "runner.heap"), sorted(at(result, "runner.stack"))) == ([], ["Boomerang", "Diesel"])


def test_boomerang_stays_in_the_heap_when_the_runner_declines_or_the_run_fails(tmp_path):
    declined = _play(tmp_path, "declined", **{"abilities at encounter Ice Wall": "Boomerang",
                                              "Boomerang choice": ["1: End the run."], "use Boomerang": "no"})
    assert (at(declined, "runs.0.outcome"), at(declined, "runner.heap")) == ("successful", ["Boomerang"])
    broke_none = _play(tmp_path, "none", **{"abilities at encounter Ice Wall": "Boomerang", "Boomerang choice": []})
    assert (at(broke_none, "runs.0.outcome"), at(broke_none, "runner.heap")) == ("unsuccessful", ["Boomerang"])
    assert not traced(broke_none, "shuffles a copy of Boomerang")


def test_boomerang_cannot_be_used_on_ice_other_than_the_chosen_one(tmp_path):
    result = _play(tmp_path, "other", server="Server 2", **{"abilities at encounter Enigma": "Boomerang"})
    assert "abilities at encounter enigma" in [d.lower() for d in result["unused_decisions"]]  # never offered
    assert at(result, "runner.rig") == ["Boomerang"]
    assert at(result, "runs.0.outcome") == "unsuccessful"
