"""More Standard cards composed of existing primitives, each test stating what its printed text makes
happen: Ballista, Capacitor, Doomscroll, Retribution, End of the Line, Anthill Excavation Contract,
Roughneck Repair Squad, Smartware Distributor, Dr. Nuka Vrolyck, Friend of a Friend."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_ballista_trashes_a_program_the_corp_chooses_and_the_run_goes_on(tmp_path):
    result = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="program",
                      decisions={"Ballista choice": "trash 1 installed program", "Ballista target": "Corroder",
                                 "break Ballista": "no"})
    assert (at(result, "runner.heap"), at(result, "runs.0.outcome")) == (["Corroder"], "successful")


def test_ballista_ends_the_run_when_the_corp_chooses_to_or_there_is_no_program(tmp_path):
    chosen = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="chosen",
                      decisions={"Ballista choice": "end the run", "break Ballista": "no"})
    assert (at(chosen, "runner.heap"), at(chosen, "runs.0.outcome")) == ([], "unsuccessful")
    bare = run_past(tmp_path, "Ballista", name="bare")
    assert at(bare, "runs.0.outcome") == "unsuccessful"


def test_capacitor_gets_2_strength_only_while_the_runner_is_tagged(tmp_path):
    tagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, runner={"tags": 1}, name="tagged")
    untagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, name="untagged")
    assert tagged.ice_strength(tagged.servers["HQ"].ice[0]) == 3 + 2
    assert untagged.ice_strength(untagged.servers["HQ"].ice[0]) == 3


def test_capacitor_gains_1_credit_per_tag_then_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Capacitor", runner={"tags": 3})
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 + 3, "unsuccessful")


def test_doomscroll_does_2_more_net_damage_only_once_the_runner_has_2_tags(tmp_path):
    one = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP}, name="one")
    assert (at(one, "runner.tags"), at(one, "damage.net")) == (1, 1)
    two = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP, "tags": 1}, name="two")
    assert (at(two, "runner.tags"), at(two, "damage.net")) == (2, 1 + 2)


def _corp_plays(tmp_path, title, runner=None, name="play", **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}], name=name,
                    corp={"hq": [title], "rd": ["Hedge Fund"], **corp}, runner={"grip": GRIP, **(runner or {})},
                    decisions={"Retribution target": "Desperado"})


def test_retribution_trashes_an_installed_program_or_hardware_of_a_tagged_runner(tmp_path):
    result = _corp_plays(tmp_path, "Retribution", {"tags": 1, "rig": ["Corroder", "Desperado"]})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Desperado"], 5 - 1)
    with pytest.raises(ScenarioError, match="Retribution cannot be played: the Runner is not tagged"):
        _corp_plays(tmp_path, "Retribution", {"rig": ["Desperado"]}, name="untagged")


def test_end_of_the_line_removes_a_tag_as_its_cost_and_does_4_meat_damage(tmp_path):
    result = _corp_plays(tmp_path, "End of the Line", {"tags": 2})
    assert (at(result, "runner.tags"), at(result, "damage.meat"), len(at(result, "runner.heap"))) == (1, 4, 4)
    with pytest.raises(ScenarioError, match="cannot pay End of the Line.s additional cost"):
        _corp_plays(tmp_path, "End of the Line", name="untagged")


def _corp_turn(tmp_path, name, root=None, answers=None, **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP}, decisions=answers)


def test_anthill_takes_4_credits_and_draws_each_turn_then_is_trashed_once_empty(tmp_path):
    # the mandatory draw and Anthill's draw: both cards of R&D
    full = _corp_turn(tmp_path, "full", {"card": "Anthill Excavation Contract", "counters": {"credits": 8}})
    assert (at(full, "corp.credits"), at(full, "corp.hq"), at(full, "corp.archives")) == \
        (5 + 4 + 1, ["Hedge Fund", "Ice Wall"], [])
    last = _corp_turn(tmp_path, "last", {"card": "Anthill Excavation Contract", "counters": {"credits": 4}})
    assert (at(last, "corp.credits"), at(last, "corp.archives")) == (5 + 4 + 1, ["Anthill Excavation Contract"])


def _roughneck(tmp_path, name, answer):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "use Roughneck Repair Squad"}], name=name,
                    corp={"bad_publicity": 2, "rd": ["Hedge Fund"],
                          "servers": {"Server 1": {"root": ["Roughneck Repair Squad"]}}},
                    decisions={"Roughneck Repair Squad choice": answer})


def test_roughneck_spends_3_clicks_to_gain_6_and_may_remove_a_bad_publicity(tmp_path):
    removed = _roughneck(tmp_path, "removed", "yes")
    assert (at(removed, "corp.credits"), at(removed, "corp.clicks"), at(removed, "corp.bad_publicity")) == (11, 0, 1)
    kept = _roughneck(tmp_path, "kept", "no")
    assert at(kept, "corp.bad_publicity") == 2


def test_smartware_distributor_stores_3_credits_and_pays_1_as_each_turn_begins(tmp_path):
    game = board(tmp_path, runner={"rig": ["Smartware Distributor"]})
    distributor = next(o for o in game.in_play() if o.title == "Smartware Distributor")
    assert use(game, "Smartware Distributor")
    assert (distributor.counters["credits"], game.runner.credits, game.runner.clicks) == (3, 5, 3)
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="turn",
                      runner={"rig": [{"card": "Smartware Distributor", "credits": 3}]})
    assert (at(result, "runner.credits"), at(result, "cards[Smartware Distributor].counters")) == \
        (5 + 1 + 1, {"credits": 2})


def test_dr_nuka_vrolyck_draws_3_per_power_counter_and_is_trashed_when_empty(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Dr. Nuka Vrolyck"}], runner={
        "stack": GRIP, "rig": [{"card": "Dr. Nuka Vrolyck", "counters": {"power": 2}}]})
    assert (at(result, "runner.grip"), at(result, "cards[Dr. Nuka Vrolyck].counters")) == (GRIP[:3], {"power": 1})
    last = scenario(tmp_path, actions=[{"runner": "use Dr. Nuka Vrolyck"}], name="last", runner={
        "stack": GRIP, "rig": [{"card": "Dr. Nuka Vrolyck", "counters": {"power": 1}}]})
    assert (at(last, "runner.grip"), at(last, "runner.heap")) == (GRIP[:3], ["Dr. Nuka Vrolyck"])


def test_friend_of_a_friend_pays_5_and_a_tag_removed_or_9_and_a_tag_only_when_untagged(tmp_path):
    tagged = scenario(tmp_path, actions=[{"runner": "use Friend of a Friend ability 1"}], name="tagged",
                      runner={"tags": 1, "rig": ["Friend of a Friend"]})
    assert (at(tagged, "runner.credits"), at(tagged, "runner.tags"), at(tagged, "runner.heap")) == \
        (5 + 5, 0, ["Friend of a Friend"])
    clean = scenario(tmp_path, actions=[{"runner": "use Friend of a Friend ability 2"}], name="clean",
                     runner={"rig": ["Friend of a Friend"]})
    assert (at(clean, "runner.credits"), at(clean, "runner.tags")) == (5 + 9, 1)
    game = board(tmp_path, runner={"tags": 1, "rig": ["Friend of a Friend"]}, name="refused")
    assert not use(game, "Friend of a Friend", 1)
