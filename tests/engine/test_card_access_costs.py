"""Additional costs to access a card (Gagarin Deep Space), and limits on accessing (Hudson 1.0)."""

from tests.engine.card_play import at, run_past, scenario

GAGARIN = {"identity": "Gagarin Deep Space", "hq": ["Hedge Fund"],
           "servers": {"HQ": {"root": ["Georgia Emelyov"]}, "Server 1": {"root": ["PAD Campaign"]}}}


def test_gagarin_charges_1_to_access_a_card_in_a_remote_root(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=GAGARIN, runner={"credits": 1},
                      decisions={"jack out": "no", "pay 1[c] to access PAD Campaign": "yes"})
    assert (at(result, "runs.0.accessed"), at(result, "runner.credits")) == (["PAD Campaign"], 0)


def test_gagarin_charges_nothing_in_a_central_root_and_a_broke_runner_cannot_access_remotely(tmp_path):
    central = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=GAGARIN, runner={"credits": 0},
                       decisions={"jack out": "no", "access order": ["Georgia Emelyov", "Hedge Fund"]})
    remote = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=GAGARIN, runner={"credits": 0},
                      decisions={"jack out": "no"}, name="remote")
    assert at(central, "runs.0.accessed") == ["Georgia Emelyov", "Hedge Fund"]
    assert at(remote, "runs.0.accessed") == []


def test_hudson_lets_the_runner_access_only_1_card_this_run(tmp_path):
    result = run_past(tmp_path, ["Hudson 1.0"], server="HQ", corp={"hq": ["Hedge Fund"],
                                                                   "servers": {"HQ": {"root": ["Georgia Emelyov"]}}},
                      decisions={"access order": ["Hedge Fund", "Georgia Emelyov"], "break Hudson 1.0": "no"})
    assert at(result, "runs.0.accessed") == ["Hedge Fund"]


def test_ash_prohibits_accessing_other_cards_only_for_runs_on_its_server(tmp_path):
    corp = {"hq": ["Hedge Fund"], "rd": ["Ice Wall"], "servers": {"HQ": {"root": ["Ash 2X3ZB9CY"]}}}
    traced = {"jack out": "no", "Corp trace boost Ash 2X3ZB9CY": 0, "Runner link boost Ash 2X3ZB9CY": 0,
              "access order": ["Hedge Fund", "Ash 2X3ZB9CY"], "trash Ash 2X3ZB9CY": "no"}
    hq = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, decisions=traced)
    rd = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp=corp, decisions={"jack out": "no"}, name="rd")
    assert at(hq, "runs.0.accessed") == ["Ash 2X3ZB9CY"]
    assert at(rd, "runs.0.accessed") == ["Ice Wall"]
