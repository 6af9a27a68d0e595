"""Genesis cycle cards whose effects read a trace, a rez or an encounter (2012-2013): Data Hound, Dracō, Edge of
World, Midseason Replacements, Power Grid Overload, TMI, Crescentus, and the Core Set's Wyrm, each through the
engine with the card it meets."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

RD = ["Hedge Fund", "Hedge Fund"]


def boost(title, corp=0, runner=0) -> dict:
    return {f"Corp trace boost {title}": corp, f"Runner link boost {title}": runner}


def _after_runner_turn(tmp_path, title, run, *, runner=None, decisions=None, name="after", corp=None):
    """The Runner's turn (one run, then credits), then the Corp plays `title` as its first action."""
    actions = [{"runner": run}, *[{"runner": "gain credit"}] * 3, {"corp": f"play {title}"}]
    corp = dict(corp or {})
    corp = {"credits": 10, "rd": RD, **corp, "hq": [title, *corp.get("hq", [])]}
    return scenario(tmp_path, actions=actions, corp=corp,
                    runner={"clicks": 4, **(runner or {})}, name=name,
                    decisions={"jack out": "no", **(decisions or {})})


def test_data_hound_trashes_1_of_the_top_cards_by_the_trace_margin_and_arranges_the_rest(tmp_path):
    stack = ["Sure Gamble", "Easy Mark", "Dirty Laundry", "Diesel"]
    result = run_past(tmp_path, "Data Hound", runner={"stack": stack}, decisions={
        "break Data Hound": "no", **boost("Data Hound", corp=1), "Data Hound target": "Easy Mark",
        "Data Hound order": ["Dirty Laundry", "Sure Gamble"]})
    # trace strength 3 against link 0: the top 3 are looked at
    assert at(result, "runner.heap") == ["Easy Mark"]
    assert at(result, "runner.stack") == ["Dirty Laundry", "Sure Gamble", "Diesel"]


def test_draco_spends_credits_as_it_is_rezzed_for_strength_then_tags_and_ends_the_run(tmp_path):
    corp = {"credits": 4, "servers": {"Server 1": {"ice": [{"card": "Dracō", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, decisions={
        "rez": "yes", "Dracō choice": 3, "jack out": "no", "break Dracō": "no", **boost("Dracō")})
    assert (at(result, "cards.Dracō.counters.power"), at(result, "corp.credits")) == (3, 4 - 1 - 3)
    assert traced(result, "Dracō's trace: trace strength 2")
    assert (at(result, "runner.tags"), at(result, "runs.0.outcome")) == (1, "unsuccessful")


def test_draco_gets_1_strength_per_power_counter(tmp_path):
    from tests.engine.card_play import board
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Dracō", "counters": {"power": 2}}]}}})
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 0 + 2


def test_edge_of_world_may_pay_3_for_core_damage_per_ice_protecting_its_server(tmp_path):
    corp = {"credits": 3, "servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}] * 2,
                                                   "root": ["Edge of World"]}}}
    hit = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"grip": ["Sure Gamble"] * 3},
                   name="hit", decisions={"rez": "no", "jack out": "no", "use Edge of World": "yes",
                                          "trash Edge of World": "no"})
    assert (at(hit, "damage.core"), at(hit, "corp.credits")) == (2, 0)
    in_hq = run_past(tmp_path, [], server="HQ", corp={"credits": 3, "hq": ["Edge of World"]}, name="hq",
                     runner={"grip": ["Sure Gamble"] * 3}, decisions={"use Edge of World": "yes",
                                                                       "trash Edge of World": "no"})
    assert (at(in_hq, "damage.core"), at(in_hq, "corp.credits")) == (0, 3)  # only while installed


def test_midseason_replacements_gives_a_tag_per_point_of_trace_margin_after_a_steal(tmp_path):
    result = _after_runner_turn(tmp_path, "Midseason Replacements", "run Server 1",
                                corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                                decisions={"steal": "yes", **boost("Midseason Replacements", corp=1, runner=2)})
    assert at(result, "runner.tags") == 6 + 1 - 2
    with pytest.raises(ScenarioError, match="did not steal"):
        _after_runner_turn(tmp_path, "Midseason Replacements", "run Archives", name="no steal")


def test_power_grid_overload_trashes_hardware_costing_up_to_the_trace_margin(tmp_path):
    decisions = {"Power Grid Overload target": "Akamatsu Mem Chip", **boost("Power Grid Overload", corp=1)}
    result = _after_runner_turn(tmp_path, "Power Grid Overload", "run Archives", decisions=decisions,
                                runner={"rig": ["Akamatsu Mem Chip", "The Toolbox"]})
    assert at(result, "runner.heap") == ["Akamatsu Mem Chip"]  # margin 3: The Toolbox (9) is out of reach
    with pytest.raises(ScenarioError, match="The Toolbox"):
        _after_runner_turn(tmp_path, "Power Grid Overload", "run Archives", name="toolbox",
                           runner={"rig": ["Akamatsu Mem Chip", "The Toolbox"]},
                           decisions={**decisions, "Power Grid Overload target": "The Toolbox"})


def test_tmi_is_derezzed_again_when_its_rez_trace_fails(tmp_path):
    corp = {"credits": 3, "servers": {"Server 1": {"ice": [{"card": "TMI", "rezzed": False}]}}}
    failed = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Access to Globalsec"]},
                      decisions={"rez": "yes", "jack out": "no", **boost("TMI", runner=1)})
    assert at(failed, "cards.TMI.rezzed") is False
    assert at(failed, "runs.0.outcome") == "successful"  # derezzed before the encounter: passed unencountered
    held = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="held",
                    decisions={"rez": "yes", "jack out": "no", "break TMI": "no", **boost("TMI")})
    assert (at(held, "cards.TMI.rezzed"), at(held, "runs.0.outcome")) == (True, "unsuccessful")


def test_crescentus_derezzes_the_ice_it_just_fully_broke(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Ice Wall"]}}}
    result = run_past(tmp_path, "Ice Wall", corp=corp, runner={"rig": ["Corroder", "Crescentus"]},
                      decisions={"break Ice Wall": "Corroder", "abilities at encounter Ice Wall after breaking": "Crescentus"})
    assert (at(result, "cards[Ice Wall].rezzed"), at(result, "runner.heap")) == (False, ["Crescentus"])


def test_wyrm_weakens_the_ice_then_breaks_only_at_0_strength_or_less(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Ice Wall"]}}}  # strength 1
    weakened = run_past(tmp_path, "Ice Wall", corp=corp, runner={"credits": 4, "rig": ["Wyrm"]},
                        decisions={"abilities at encounter Ice Wall": "Wyrm", "break Ice Wall": "Wyrm"})
    assert (at(weakened, "runs.0.outcome"), at(weakened, "runner.credits")) == ("successful", 4 - 1 - 3)
    unweakened = run_past(tmp_path, "Ice Wall", corp=corp, runner={"credits": 4, "rig": ["Wyrm"]}, name="strength 1",
                          decisions={"break Ice Wall": "Wyrm"})
    assert (at(unweakened, "runs.0.outcome"), at(unweakened, "runner.credits")) == ("unsuccessful", 4)
