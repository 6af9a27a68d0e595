"""More Standard operations, each test stating what its printed text makes happen: Pivot, Secure and Protect,
Sudden Commandment, Digital Rights Management, Backroom Machinations, Game Over, Complete Image, Focus Group,
Mitosis, Kakurenbo, Petty Cash (played from Archives by its own ability) and IP Enforcement."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
THREAT_3 = ["Hostile Takeover"] * 3


def play(tmp_path, title, name="play", hq=(), corp=None, runner=None, answers=None, more=()):
    corp = {"hq": [title, *hq], "rd": list(RD), **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}, *more], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions={"rez": "no", **(answers or {})})


def after_runner_turn(tmp_path, title, run="run Archives", name="after", corp=None, runner=None, answers=None,
                      more=()):
    corp = {"hq": [title], "rd": list(RD), **(corp or {})}
    actions = [{"runner": run}] + [{"runner": "gain credit"}] * 3 + [{"corp": f"play {title}"}, *more]
    return scenario(tmp_path, turn="runner", actions=actions, name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})},
                    decisions={"jack out": "no", "steal": "yes", "rez": "no", **(answers or {})})


def test_pivot_finds_an_agenda_and_at_threat_3_may_install_it(tmp_path):
    result = play(tmp_path, "Pivot", corp={"score_area": THREAT_3}, answers={
        "Pivot target": "Hostile Takeover", "Pivot choice": "install", "Pivot install": "Hostile Takeover",
        "Pivot install where": "new remote"})
    assert (at(result, "corp.servers.Server 1.root"), at(result, "corp.clicks")) == (["Hostile Takeover"], 3 - 2)
    low = play(tmp_path, "Pivot", name="low", answers={"Pivot target": "Hostile Takeover"})
    assert "Hostile Takeover" in at(low, "corp.hq") and not traced(low, "installs Hostile Takeover")


def test_secure_and_protect_installs_ice_from_rd_on_a_central_server_for_3_less(tmp_path):
    result = play(tmp_path, "Secure and Protect", corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                  answers={"Secure and Protect target": "Enigma", "Secure and Protect choice": "HQ"})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma", "Ice Wall"]  # outermost: 1[c] for 1 ice there, -3: 0
    assert (at(result, "corp.credits"), "Enigma" in at(result, "corp.rd")) == (5 - 1, False)


def test_sudden_commandment_draws_2_plays_an_operation_and_at_threat_3_buys_a_click(tmp_path):
    result = play(tmp_path, "Sudden Commandment", corp={"score_area": THREAT_3, "credits": 10}, answers={
        "Sudden Commandment play": "Hedge Fund", "use Sudden Commandment": "yes"})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (10 - 1 - 5 + 9 - 3, 3 - 1 + 1)


def test_digital_rights_management_fetches_an_agenda_installs_and_forbids_scoring_this_turn(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}}
    result = after_runner_turn(tmp_path, "Digital Rights Management", corp=corp, answers={
        "score Hostile Takeover": "no", "score Hostile Takeover #2": "no", "score Hostile Takeover #3": "yes",
        "Digital Rights Management target": "Hostile Takeover", "Digital Rights Management install": "Hostile Takeover",
        "Digital Rights Management install where": "new remote"}, more=[{"corp": "gain credit"}])
    assert at(result, "corp.servers.Server 2.root") == ["Hostile Takeover"]
    assert at(result, "corp.score_area") == []  # asked twice before it was played, never after
    with pytest.raises(ScenarioError, match="successful run on HQ"):
        after_runner_turn(tmp_path, "Digital Rights Management", run="run HQ", name="hq")


def test_backroom_machinations_removes_a_tag_and_becomes_a_1_point_agenda(tmp_path):
    result = play(tmp_path, "Backroom Machinations", runner={"tags": 1})
    assert (at(result, "runner.tags"), at(result, "corp.score_area")) == (0, ["Backroom Machinations"])
    assert (at(result, "corp.agenda_points"), at(result, "corp.archives")) == (1, [])
    assert at(result, "corp.scored_this_turn") == []  # added as an agenda, not scored


def test_game_over_trashes_non_icebreakers_of_a_type_unless_the_runner_pays_3_each(tmp_path):
    corp = {"servers": {"Server 9": {"root": ["Hostile Takeover"]}}}
    result = after_runner_turn(tmp_path, "Game Over", run="run Server 9", corp=corp,
                               runner={"rig": ["Corroder", "Datasucker", "Imp"]},
                               answers={"Game Over choice": "program", "Game Over saves": ["Imp"]})
    assert (sorted(at(result, "runner.rig")), at(result, "runner.heap")) == (["Corroder", "Imp"], ["Datasucker"])
    assert (at(result, "runner.credits"), at(result, "corp.bad_publicity")) == (5 + 3 - 3, 1)


def test_complete_image_repeats_while_the_named_card_is_trashed(tmp_path):
    result = after_runner_turn(tmp_path, "Complete Image", runner={"score_area": THREAT_3, "grip": [
        "Sure Gamble", "Sure Gamble", "Diesel"]}, answers={"Complete Image choice": "Sure Gamble",
                                                            "Complete Image choice #2": "Diesel",
                                                            "Complete Image choice #3": "Diesel"})
    heap, named = at(result, "runner.heap"), ["Sure Gamble", "Diesel", "Diesel"]
    first_miss = next(i for i, title in enumerate(heap) if title != named[i])
    assert len(heap) == first_miss + 1  # each net damage trashed the named card, until one did not
    assert traced(result, "action phase ends")
    with pytest.raises(ScenarioError, match="fewer than 3"):
        after_runner_turn(tmp_path, "Complete Image", name="low")


def test_focus_group_pays_x_up_to_the_revealed_cards_of_a_type_for_x_advancement_counters(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}}}
    result = after_runner_turn(tmp_path, "Focus Group", corp=corp, runner={"grip": ["Sure Gamble", "Corroder"]},
                               answers={"Focus Group choice": "event", "Focus Group X": 1,
                                        "Focus Group target": "Hostile Takeover"})
    assert (at(result, "cards.Hostile Takeover.counters.advancement"), at(result, "corp.credits")) == (1, 5 - 3 - 1)
    with pytest.raises(ScenarioError, match="from 0 to 1"):
        after_runner_turn(tmp_path, "Focus Group", corp=corp, runner={"grip": ["Sure Gamble", "Corroder"]},
                          name="too-many", answers={"Focus Group choice": "event", "Focus Group X": 2})


def test_mitosis_installs_2_cards_in_new_remotes_advanced_twice_that_cannot_be_scored_or_rezzed(tmp_path):
    result = play(tmp_path, "Mitosis", hq=["Hostile Takeover", "PAD Campaign"], more=[{"corp": "gain credit"}],
                  answers={"Mitosis install": "Hostile Takeover", "Mitosis install where": "new remote",
                           "Mitosis install #2": "PAD Campaign", "Mitosis install where #2": "new remote",
                           "score": "yes", "rez": "yes"})
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 2
    assert (at(result, "corp.score_area"), at(result, "cards.PAD Campaign.rezzed")) == ([], False)


def test_kakurenbo_trashes_from_hq_turns_archives_facedown_and_installs_from_it_advanced(tmp_path):
    result = play(tmp_path, "Kakurenbo", hq=["Enigma"], corp={"archives": [{"card": "PAD Campaign", "faceup": True}]},
                  answers={"Kakurenbo choice": ["Enigma"], "Kakurenbo install": "PAD Campaign",
                           "Kakurenbo install where": "new remote"})
    assert (at(result, "corp.archives"), at(result, "corp.archives_faceup")) == (["Enigma"], [])
    assert (at(result, "cards.PAD Campaign.counters.advancement"), at(result, "corp.removed")) == (2, ["Kakurenbo"])


def test_petty_cash_is_played_only_before_any_action_finishes(tmp_path):
    result = play(tmp_path, "Petty Cash")
    assert (at(result, "corp.credits"), at(result, "corp.clicks"), at(result, "corp.archives")) == \
        (5 - 3 + 5, 3 - 1, ["Petty Cash"])
    with pytest.raises(ScenarioError, match="Petty Cash cannot be played: the Corp has already finished an action"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}, {"corp": "play Petty Cash"}], name="late",
                 corp={"hq": ["Petty Cash"], "rd": list(RD)})


def test_petty_cash_played_from_archives_by_its_own_ability_gains_a_click_and_leaves_the_game(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Petty Cash"}], name="archives",
                      corp={"archives": ["Petty Cash"], "rd": list(RD)})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 - 3 + 5, 3 - 1 + 1)
    assert (at(result, "corp.archives"), at(result, "corp.removed")) == ([], ["Petty Cash"])


def test_ip_enforcement_removes_x_tags_and_reinstalls_a_stolen_x_point_agenda(tmp_path):
    result = play(tmp_path, "IP Enforcement", runner={"tags": 2, "score_area": ["Hostile Takeover"]},
                  answers={"X for IP Enforcement": 1, "IP Enforcement target": "Hostile Takeover",
                           "IP Enforcement install where": "new remote"})
    assert (at(result, "runner.score_area"), at(result, "corp.servers.Server 1.root")) == ([], ["Hostile Takeover"])
    assert (at(result, "runner.tags"), at(result, "corp.credits")) == (1, 5 - 1)
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 1  # the Runner is still tagged
    with pytest.raises(ScenarioError, match="from 0 to 1"):
        play(tmp_path, "IP Enforcement", name="too-many", runner={"tags": 1}, answers={"X for IP Enforcement": 2})
