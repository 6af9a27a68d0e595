"""Break abilities that are not an icebreaker's: a bioroid's "Lose [click]: Break 1 subroutine on
this ice", Always Be Running's once-per-turn break, and ice the Runner cannot break with AI programs."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

ELI = """
    title: The Runner loses clicks to break Eli 1.0 with its own ability
    example: cr/rule_costs_with_click/example/1
    runner:
      clicks: {clicks}
    corp:
      servers:
        Server 1:
          ice: [Eli 1.0]
          root: [Hostile Takeover]
    actions:
      - runner: run Server 1
    decisions:
      jack out: no
      break Eli 1.0: {plan}
    expect:
      - runs.0.outcome: {outcome}
"""


def test_losing_a_click_per_subroutine_breaks_eli_and_the_run_goes_on(run_text):
    result = run_text(ELI.format(clicks=3, plan="Eli 1.0", outcome="successful"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    final = result["final_state"]
    assert final["runner"]["clicks"] == 0  # 1 for the run, 1 per subroutine broken
    assert final["runs"][0]["encounters"][0]["broken"] == 2
    assert final["runner"]["score_area"] == ["Hostile Takeover"]
    lost = [e for e in result["trace"] if "loses [click]" in e["text"]]
    assert len(lost) == 2 and "cr/rule_costs_with_click" in lost[0]["cites"]


def test_counterfactual_one_click_breaks_one_subroutine_and_the_other_ends_the_run(run_text):
    result = run_text(ELI.format(clicks=2, plan="{with: Eli 1.0, subroutines: [1]}",
                                 outcome="unsuccessful"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["runner"]["clicks"] == 0
    assert result["final_state"]["runs"][0]["ended_by"] == "Eli 1.0's subroutine"


def test_breaking_both_subroutines_with_one_click_left_is_refused(run_text):
    with pytest.raises(ScenarioError, match="cannot pay lose \\[click\\]\\[click\\] to break Eli 1.0"):
        run_text(ELI.format(clicks=2, plan="Eli 1.0", outcome="successful"))


def test_without_clicks_the_bioroid_ability_is_not_offered(tmp_path):
    result = run_past(tmp_path, "Eli 1.0", runner={"clicks": 1})
    assert "break Eli 1.0" not in [d["decision"] for d in at(result, "decisions")]
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_fairchild_breaks_up_to_2_subroutines_for_2_clicks(tmp_path):
    result = run_past(tmp_path, "Fairchild 2.0", runner={"clicks": 3, "grip": ["Sure Gamble"]},
                      decisions={"break Fairchild 2.0": {"with": "Fairchild 2.0", "subroutines": [1, 2]}})
    assert at(result, "runner.clicks") == 0
    assert at(result, "runs.0.encounters.0.broken") == 2
    assert at(result, "runner.core_damage") == 1  # the third subroutine was not broken
    assert at(result, "payments") == []


def test_swordsman_cannot_be_broken_with_an_ai_program(tmp_path):
    result = run_past(tmp_path, "Swordsman", runner={"rig": ["Crypsis"], "grip": ["Sure Gamble"]},
                      decisions={"Swordsman target": "Crypsis"})
    assert traced(result, "Crypsis cannot break subroutines on Swordsman")
    assert at(result, "runner.rig") == []  # its first subroutine trashed the AI program
    assert "Crypsis" in at(result, "runner.heap")
    assert at(result, "damage.net") == 1


def test_counterfactual_a_killer_breaks_swordsman(tmp_path):
    result = run_past(tmp_path, "Swordsman", runner={"rig": ["Mimic"]}, decisions={"break Swordsman": "Mimic"})
    assert at(result, "runs.0.encounters.0.broken") == 2
    assert at(result, "runner.rig") == ["Mimic"]


def test_turing_cannot_be_broken_with_an_ai_program(tmp_path):
    result = run_past(tmp_path, "Turing", runner={"rig": ["Crypsis"], "credits": 9},
                      decisions={"Turing choice": "end the run"})
    assert traced(result, "Crypsis cannot break subroutines on Turing")
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_always_be_running_breaks_one_subroutine_once_per_turn(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"rig": ["Always Be Running"], "clicks": 4},
                      decisions={"break Spiderweb": {"with": "Always Be Running", "subroutines": [2]}})
    assert at(result, "runner.clicks") == 1
    assert at(result, "runs.0.encounters.0.broken") == 1
    assert at(result, "runs.0.ended_by") == "Spiderweb's subroutine"


def test_always_be_running_cannot_break_twice_in_a_turn(tmp_path):
    with pytest.raises(ScenarioError, match="once per turn"):
        run_past(tmp_path, "Spiderweb", runner={"rig": ["Always Be Running"], "clicks": 4},
                 decisions={"break Spiderweb": {"with": "Always Be Running", "subroutines": [1, 2]}})


# --- what icebreakers do when they break -----------------------------------------------------
def twice(tmp_path, ice, breaker, **runner):
    """Two runs on Server 1 in one turn, breaking `ice` with `breaker` each time."""
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                    corp={"servers": {"Server 1": {"ice": [ice]}}},
                    runner={"credits": 10, "rig": [breaker], **runner},
                    decisions={"jack out": "no", f"break {ice}": breaker})


def test_bukhgalter_gains_2_the_first_time_each_turn_it_fully_breaks_ice(tmp_path):
    result = twice(tmp_path, "Hunter", "Bukhgalter")
    # each run: three +1 boosts and one break (4[c]); only the first full break gains 2[c]
    assert at(result, "runner.credits") == 10 - 4 - 4 + 2
    assert at(result, "abilities.resolved") == ["Bukhgalter"]


def test_amina_makes_the_corp_lose_1_when_it_fully_breaks_ice(tmp_path):
    result = run_past(tmp_path, "Enigma", corp={"credits": 5}, runner={"credits": 10, "rig": ["Amina"]},
                      decisions={"break Enigma": "Amina"})
    assert at(result, "runner.credits") == 10 - 2  # one use breaks both subroutines
    assert at(result, "corp.credits") == 4


def test_counterfactual_amina_does_not_fire_when_another_breaker_helped(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"credits": 10, "rig": ["Amina", "Gordian Blade"]},
                      decisions={"break Enigma": [{"with": "Amina", "subroutines": [1]},
                                                  {"with": "Gordian Blade", "subroutines": [2]}]})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "corp.credits") == 5


def test_snowball_keeps_1_strength_per_break_for_the_rest_of_the_run(tmp_path):
    result = run_past(tmp_path, ["Wall of Static", "Wall of Static"], runner={"credits": 10, "rig": ["Snowball"]},
                      decisions={"break Wall of Static": "Snowball"})
    # first: +2 boost and a break (3[c]), then Snowball is 2: +1 boost and a break (2[c])
    assert at(result, "runner.credits") == 10 - 3 - 2
    assert traced(result, "Snowball gets +1 strength for the remainder of this run (now 4)")


def test_mayfly_is_trashed_when_the_run_ends_after_it_broke(tmp_path):
    used = run_past(tmp_path, "Enigma", runner={"rig": ["Mayfly"]}, decisions={"break Enigma": "Mayfly"})
    unused = run_past(tmp_path, "Ice Wall", runner={"rig": ["Mayfly", "Corroder"]},
                      decisions={"break Ice Wall": "Corroder"}, name="unused")
    assert (at(used, "runner.rig"), at(used, "runner.heap")) == ([], ["Mayfly"])
    assert at(unused, "runner.rig") == ["Mayfly", "Corroder"]


@pytest.mark.parametrize(("virus", "choice", "rig", "left"), [
    (1, "remove 1 hosted virus counter", ["Crypsis"], 0),
    (1, "trash this program", [], None),
    (0, None, [], None),
])
def test_crypsis_pays_a_virus_counter_or_is_trashed_after_breaking(tmp_path, virus, choice, rig, left):
    decisions = {"break Ice Wall": "Crypsis", **({"Crypsis choice": choice} if choice else {})}
    result = run_past(tmp_path, "Ice Wall", runner={"rig": [{"card": "Crypsis", "counters": {"virus": virus}}]},
                      decisions=decisions)
    assert at(result, "runner.rig") == rig
    if left is not None:
        assert at(result, "cards.Crypsis.counters") == {}  # the one virus counter was removed


def test_inversificator_swaps_the_ice_it_fully_broke_when_passing_it(tmp_path):
    result = run_past(tmp_path, "Enigma", corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"rig": ["Inversificator"]},
                      decisions={"break Enigma": "Inversificator", "use Inversificator": "yes",
                                 "Inversificator target": "Ice Wall"})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall"]


def test_refractor_boosts_only_with_credits_from_a_stealth_card(tmp_path):
    ghost = run_past(tmp_path, "Diviner", runner={"rig": ["Refractor", "Ghost Runner"]},
                     decisions={"break Diviner": "Refractor", "pay Refractor's break": {"pool": 1}})
    assert at(ghost, "runs.0.outcome") == "successful"
    assert at(ghost, "payments.0.from") == {"Ghost Runner": 1}
    with pytest.raises(ScenarioError, match="only with credits from a stealth card"):
        run_past(tmp_path, "Diviner", runner={"rig": ["Refractor"], "grip": ["Sure Gamble"]},
                 decisions={"break Diviner": "Refractor"}, name="no-stealth")


def test_dagger_boosts_5_with_a_stealth_credit(tmp_path):
    result = run_past(tmp_path, "Guard", runner={"rig": ["Dagger", "Ghost Runner"]},
                      decisions={"break Guard": "Dagger", "pay Dagger's break": {"pool": 1}})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert traced(result, "Dagger gets +5 strength for this encounter (now 5)")


def test_sharpshooter_is_trashed_to_break_every_destroyer_subroutine(tmp_path):
    result = run_past(tmp_path, "Cobra", runner={"rig": ["Sharpshooter"], "grip": ["Sure Gamble"]},
                      decisions={"break Cobra": "Sharpshooter"})
    assert at(result, "runs.0.encounters.0.broken") == 2
    assert (at(result, "runner.heap"), at(result, "runs.0.outcome")) == (["Sharpshooter"], "successful")


def test_counterfactual_sharpshooter_cannot_break_a_sentry_that_is_not_a_destroyer(tmp_path):
    result = run_past(tmp_path, "Guard", runner={"rig": ["Sharpshooter"]})
    assert traced(result, "no icebreaker able to break Guard's subroutines")


# --- subtypes gained ---------------------------------------------------------------------------
def test_pelangi_makes_the_encountered_code_gate_a_barrier_for_a_fracter(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Pelangi", "counters": {"virus": 2}}, "Corroder"]},
                      decisions={"abilities at encounter Enigma": "Pelangi", "Pelangi choice": "barrier",
                                 "break Enigma": "Corroder"})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "cards.Pelangi.counters.virus") == 1


def test_counterfactual_without_pelangi_a_fracter_cannot_break_a_code_gate(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Corroder"]})
    assert traced(result, "no icebreaker able to break Enigma's subroutines")


def test_mother_goddess_has_the_subtypes_of_other_rezzed_ice(tmp_path):
    result = run_past(tmp_path, ["Mother Goddess", "Ice Wall"], runner={"rig": ["Corroder"], "credits": 9},
                      decisions={"break Mother Goddess": "Corroder", "break Ice Wall": "Corroder"})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "runs.0.outcome") == "successful"


def test_mongoose_breaks_on_only_one_ice_per_run(tmp_path):
    result = run_past(tmp_path, ["Guard", "Hunter"], runner={"rig": ["Mongoose"], "credits": 10},
                      decisions={"break Guard": "Mongoose", "break Hunter": "Mongoose",
                                 "Corp trace boost Hunter": 0, "Runner link boost Hunter": 0})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert traced(result, "Mongoose cannot break subroutines on Hunter")
    assert at(result, "runner.tags") == 1  # Hunter's subroutine resolved


@pytest.mark.parametrize(("ice", "strength"), [("Self-Adapting Code Wall", 1), ("Ice Wall", 0)])
def test_self_adapting_code_wall_strength_cannot_be_lowered(tmp_path, ice, strength):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": [{"card": ice, "hosted": [
        {"card": "Parasite", "counters": {"virus": 1}}]}]}}})
    wall = game.servers["HQ"].ice[0]
    assert game.ice_strength(wall) == strength
