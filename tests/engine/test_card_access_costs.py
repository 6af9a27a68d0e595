"""What the Runner may access: additional costs (Gagarin Deep Space), limits (Hudson 1.0, Ash 2X3ZB9CY),
additional accesses (The Maker’s Eye), and R&D changing mid-breach (Bacterial Programming)."""

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


def test_the_makers_eye_accesses_the_top_3_cards_of_rd(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play The Maker’s Eye on R&D"}],
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma", "Quandary"]},
                      runner={"grip": ["The Maker’s Eye"]},
                      decisions={"jack out": "no", "access order": ["Hedge Fund", "Ice Wall", "Enigma"]})
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "Ice Wall", "Enigma"]


def test_bacterial_programming_stolen_sends_cards_to_hq_archives_and_the_top_of_rd(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}],
                      corp={"rd": ["Bacterial Programming", "Hedge Fund", "Ice Wall", "Enigma"]},
                      decisions={"jack out": "no", "use Bacterial Programming": "yes",
                                 "Bacterial Programming choice": {"hq": ["Hedge Fund"], "trash": ["Ice Wall"],
                                                                  "order": ["Enigma"]}})
    assert (at(result, "corp.hq"), at(result, "corp.archives"), at(result, "corp.rd")) == (
        ["Hedge Fund"], ["Ice Wall"], ["Enigma"])


def test_strongbox_charges_a_click_to_steal_and_rd_interface_adds_an_access(tmp_path):
    corp = {"rd": ["Ice Wall", "Hostile Takeover"], "servers": {"R&D": {"root": [{"card": "Strongbox", "rezzed": True}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp=corp, runner={"rig": ["R&D Interface"]},
                      decisions={"jack out": "no", "access order": ["Ice Wall"],
                                 "steal Hostile Takeover": "yes", "trash Strongbox": "no"})
    assert (at(result, "runs.0.stolen"), at(result, "runner.clicks")) == (["Hostile Takeover"], 2)


def test_seidr_adds_a_card_from_archives_to_rd_the_first_time_a_click_is_lost_in_a_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}],
                      corp={"identity": "Seidr Laboratories", "archives": ["Hedge Fund"],
                            "servers": {"HQ": {"ice": ["Enigma"]}}},
                      decisions={"use Seidr Laboratories": "yes", "Seidr Laboratories target": "Hedge Fund"})
    assert (at(result, "corp.rd"), at(result, "corp.archives")) == (["Hedge Fund"], [])
