"""Standard Runner cards whose abilities depend on where the ice is or what it hosts, each test stating
what its printed text makes happen: Backstitching and Tunnel Vision (the mark, cr/rule_mark), Living
Mural, Slap Vandal, Umbrella (a hosted trojan), Audrey v2 and Avgustina Ivanovskaya."""

import re

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
CENTRAL = ("HQ", "R&D", "Archives")
WALLS = {"hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {s: {"ice": ["Ice Wall"]} for s in CENTRAL}}


def _mark_and_other(result) -> tuple[str, str]:
    text = next(e["text"] for e in result["trace"] if "becomes the mark" in e["text"])
    mark = re.search(r"turn: (HQ|R&D|Archives)\.", text).group(1)
    return mark, next(s for s in CENTRAL if s != mark)


def _runs(tmp_path, rig, server, decisions, name):
    return scenario(tmp_path, actions=[{"runner": f"run {server}"}], corp=WALLS, runner={"rig": rig}, name=name,
                    decisions={"jack out": "no", **decisions})


def test_backstitching_may_be_trashed_to_bypass_ice_on_a_run_on_the_mark_only(tmp_path):
    probe = _runs(tmp_path, ["Backstitching"], "HQ", {"use Backstitching": "no", "break Ice Wall": "no"}, "probe")
    mark, other = _mark_and_other(probe)
    on_mark = _runs(tmp_path, ["Backstitching"], mark, {"use Backstitching": "yes"}, "mark")
    assert (at(on_mark, "runs.0.outcome"), at(on_mark, "runner.heap")) == ("successful", ["Backstitching"])
    elsewhere = _runs(tmp_path, ["Backstitching"], other, {"use Backstitching": "yes", "break Ice Wall": "no"}, "other")
    assert (at(elsewhere, "runs.0.outcome"), at(elsewhere, "runner.rig")) == ("unsuccessful", ["Backstitching"])



def test_backstitching_trashing_itself_is_a_cost_fall_guy_cannot_prevent(tmp_path):
    probe = _runs(tmp_path, ["Backstitching"], "HQ", {"use Backstitching": "no", "break Ice Wall": "no"}, "probe")
    mark, _ = _mark_and_other(probe)
    result = _runs(tmp_path, ["Backstitching", "Fall Guy"], mark,
                   {"use Backstitching": "yes", "prevent trash": "Fall Guy"}, "fall-guy")
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap"), at(result, "runner.rig")) == \
        ("successful", ["Backstitching"], ["Fall Guy"])

def test_tunnel_vision_breaks_only_ice_protecting_the_mark(tmp_path):
    probe = _runs(tmp_path, ["Tunnel Vision"], "HQ", {"break Ice Wall": "no"}, "probe")
    mark, other = _mark_and_other(probe)
    on_mark = _runs(tmp_path, ["Tunnel Vision"], mark, {"break Ice Wall": "Tunnel Vision"}, "mark")
    assert (at(on_mark, "runs.0.outcome"), at(on_mark, "runner.credits")) == ("successful", 5 - 2)
    elsewhere = _runs(tmp_path, ["Tunnel Vision"], other, {"break Ice Wall": "Tunnel Vision"}, "other")
    assert at(elsewhere, "runs.0.outcome") == "unsuccessful"


def test_living_mural_breaks_sentries_protecting_its_hosts_server(tmp_path):
    result = run_past(tmp_path, ["Guard", {"card": "Ice Wall", "hosted": ["Living Mural"]}],
                      decisions={"break Guard": "Living Mural", "break Ice Wall": "no"})
    assert traced(result, "Living Mural breaks subroutine 1 of Guard")
    elsewhere = scenario(tmp_path, actions=[{"runner": "run HQ"}], name="elsewhere", corp={
        "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Guard"]},
                                          "Server 1": {"ice": [{"card": "Ice Wall", "hosted": ["Living Mural"]}]}}},
        decisions={"jack out": "no", "break Guard": "Living Mural"})
    assert at(elsewhere, "runs.0.outcome") == "unsuccessful"


def test_living_mural_at_threat_4_has_3_more_strength_the_turn_it_is_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Living Mural on Ice Wall"}, {"runner": "run Server 1"}],
                      corp={"score_area": ["Hostile Takeover"] * 4,
                            "servers": {"Server 1": {"ice": ["Colossus", "Ice Wall"]}}},
                      runner={"grip": ["Living Mural"]},
                      decisions={"jack out": "no", "break Colossus": {"with": "Living Mural", "boost": 0},
                                 "break Ice Wall": "no"})
    assert traced(result, "Living Mural breaks subroutine")


def test_slap_vandal_breaks_one_subroutine_of_its_host_once_per_encounter(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "hosted": ["Slap Vandal"]}],
                      decisions={"break Enigma": {"with": "Slap Vandal", "subroutines": [2]}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "runner.clicks")) == \
        ("successful", 5 - 1, 4 - 1 - 1)
    twice = run_past(tmp_path, [{"card": "Enigma", "hosted": ["Slap Vandal"]}], name="twice",
                     decisions={"break Enigma": [{"with": "Slap Vandal", "subroutines": [2]},
                                                 {"with": "Slap Vandal", "subroutines": [1]}]})
    assert at(twice, "runner.credits") == 5 - 1  # the second use is refused: once per encounter


def test_umbrella_interfaces_only_with_ice_hosting_a_trojan_and_lets_each_player_draw(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "hosted": ["Saci"]}], corp={"rd": ["Hedge Fund"]},
                      runner={"rig": ["Umbrella"], "stack": GRIP},
                      decisions={"break Enigma": "Umbrella", "use Umbrella": "yes", "Umbrella choice": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.grip"), at(result, "corp.hq")) == \
        ("successful", ["Sure Gamble"], ["Hedge Fund"])
    bare = run_past(tmp_path, "Enigma", runner={"rig": ["Umbrella"]}, name="bare", decisions={"break Enigma": "Umbrella"})
    assert at(bare, "runs.0.outcome") == "unsuccessful"


def test_audrey_v2_gains_counters_by_trashing_accessed_cards_and_breaks_with_them(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"rig": ["Audrey v2"]}, decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert at(result, "cards[Audrey v2].counters") == {"virus": 1}
    broke = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Audrey v2", "counters": {"virus": 1}}], "grip": GRIP[:1]},
                     decisions={"break Enigma": "Audrey v2", "Audrey v2 cost": ["Sure Gamble"]}, name="broke")
    assert (at(broke, "runs.0.outcome"), at(broke, "runner.heap"), at(broke, "runner.credits")) == \
        ("successful", ["Sure Gamble"], 5)


def test_avgustina_sabotages_1_on_the_first_virus_program_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Leech"}, {"runner": "install Leech"}],
                      corp={"hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall", "PAD Campaign"]},
                      runner={"grip": ["Leech", "Leech"], "rig": ["Avgustina Ivanovskaya"]},
                      decisions={"Avgustina Ivanovskaya choice": ["Enigma"]})
    assert at(result, "corp.archives") == ["Enigma"]
