"""Lunar cycle cards that rez, run or search (Code Siphon, Cyber Threat, Shoot the Moon, Eliza's Toybox, The Foundry:
Refining the Process, Self-destruct, Will-o'-the-Wisp), each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

RD = ["Hedge Fund"] * 4


def test_code_siphon_installs_a_program_3_less_per_rd_ice_and_tags(tmp_path):
    corp = {"rd": ["Project Atlas"], "servers": {"R&D": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Code Siphon"}], corp=corp,
                      runner={"credits": 1, "grip": ["Code Siphon"], "stack": ["Gordian Blade", "Diesel"]},
                      decisions={"rez Ice Wall": "no", "jack out": "no",
                                 "instead of breaching Code Siphon": "yes", "Code Siphon target": "Gordian Blade"})
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "runner.tags")) == \
        (["Gordian Blade"], 0, 1)  # 4 - 3
    assert at(result, "runner.score_area") == []  # R&D was not breached


def test_cyber_threat_runs_unless_the_corp_rezzes_and_then_forbids_rezzing(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    run = scenario(tmp_path, actions=[{"runner": "play Cyber Threat on HQ"}], corp=corp,
                   runner={"grip": ["Cyber Threat"]},
                   decisions={"Cyber Threat target": "no", "rez Ice Wall": "yes", "jack out": "no"})
    assert (at(run, "runs.0.outcome"), at(run, "cards[Ice Wall].rezzed")) == ("successful", False)
    rezzed = scenario(tmp_path, actions=[{"runner": "play Cyber Threat on HQ"}], corp=corp, name="rezzed",
                      runner={"grip": ["Cyber Threat"]}, decisions={"Cyber Threat target": "Ice Wall"})
    assert (at(rezzed, "runs"), at(rezzed, "cards[Ice Wall].rezzed"), at(rezzed, "corp.credits")) == ([], True, 4)


def test_shoot_the_moon_rezzes_one_ice_per_tag_for_free(tmp_path):
    corp = {"credits": 3, "hq": ["Shoot the Moon"], "rd": RD, "servers": {
        "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}, "R&D": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Shoot the Moon"}], corp=corp,
                      runner={"tags": 1}, decisions={"Shoot the Moon target": "Enigma"})
    assert (at(result, "cards.Enigma.rezzed"), at(result, "cards[Ice Wall].rezzed"), at(result, "corp.credits")) == \
        (True, False, 0)
    with pytest.raises(ScenarioError, match="Shoot the Moon target"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Shoot the Moon"}], corp=corp, name="no",
                 runner={"tags": 1}, decisions={"Shoot the Moon target": "no"})


def test_elizas_toybox_rezzes_a_card_for_three_clicks(tmp_path):
    corp = {"credits": 0, "rd": RD, "servers": {"Server 1": {"root": ["Eliza's Toybox"]},
                                                "HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Eliza's Toybox"}], corp=corp,
                      decisions={"Eliza's Toybox target": "Enigma"})
    assert (at(result, "cards.Enigma.rezzed"), at(result, "corp.clicks")) == (True, 0)


def test_the_foundry_fetches_another_copy_of_the_first_ice_rezzed_each_turn(tmp_path):
    corp = {"identity": "The Foundry: Refining the Process", "credits": 10, "rd": ["Enigma", "Hedge Fund"],
            "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]},
                        "R&D": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}], corp=corp,
                      decisions={"rez Enigma": "yes", "rez Ice Wall": "yes", "use The Foundry": "yes",
                                 "The Foundry target": "Enigma", "break Enigma": "no", "break Ice Wall": "no", "Enigma choice": "end the run"})
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Enigma"], ["Hedge Fund"])


def test_self_destruct_trashes_its_server_and_traces_for_net_damage(tmp_path):
    corp = {"credits": 0, "servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}],
                                                   "root": ["Self-destruct", {"card": "PAD Campaign", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      runner={"credits": 0, "grip": ["Diesel"] * 4},
                      decisions={"rez Ice Wall": "no", "jack out": "no", "abilities at movement before Server 1": "Self-destruct",
                                 "Corp trace boost Self-destruct": 0, "Runner link boost Self-destruct": 0})
    assert sorted(at(result, "corp.archives")) == ["Ice Wall", "PAD Campaign", "Self-destruct"]
    assert len(at(result, "runner.heap")) == 3  # trace 2 beats link 0


def test_will_o_the_wisp_sends_a_breaker_that_broke_to_the_bottom_of_the_stack(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Will-o'-the-Wisp"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      runner={"credits": 5, "rig": ["Corroder", "Gordian Blade"], "stack": ["Diesel"]},
                      decisions={"break Ice Wall": "Corroder", "jack out": "no", "use Will-o'-the-Wisp": "yes",
                                 "Will-o'-the-Wisp target": "Corroder"})
    assert (at(result, "runner.stack"), at(result, "runner.rig")) == (["Diesel", "Corroder"], ["Gordian Blade"])
    assert "Will-o'-the-Wisp" in at(result, "corp.archives")


def test_social_engineering_pays_the_rez_cost_of_the_chosen_ice_if_rezzed_this_turn(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Social Engineering"}, {"runner": "run HQ"}], corp=corp,
                      runner={"credits": 2, "grip": ["Social Engineering"]},
                      decisions={"Social Engineering target": "unrezzed ice protecting HQ (1st from the server)", "rez Enigma": "yes", "break Enigma": "no",
                                 "Enigma choice": "end the run"})
    assert at(result, "runner.credits") == 2 - 2 + 3
    with pytest.raises(ScenarioError, match="first"):
        scenario(tmp_path, actions=[{"runner": "gain credit"}, {"runner": "play Social Engineering"}], corp=corp,
                 runner={"credits": 2, "grip": ["Social Engineering"]}, name="late")
