"""More Standard operations, each test stating what its printed text makes happen: Active Policing, Bring Them
Home, Red Level Clearance, Key Performance Indicators, Business As Usual and Big Deal."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
AGENDA = {"Server 9": {"root": ["Hostile Takeover"]}}


def play(tmp_path, title, name="play", hq=(), corp=None, runner=None, answers=None, more=()):
    corp = {"hq": [title, *hq], "rd": list(RD), **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}, *more], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions={"rez": "no", **(answers or {})})


def after_a_steal(tmp_path, title, name="after", corp=None, answers=None, more=()):
    """The Runner steals Hostile Takeover (then gains credits); the Corp then plays `title`."""
    corp = {"hq": [title], "rd": list(RD), "servers": dict(AGENDA), **(corp or {})}
    actions = [{"runner": "run Server 9"}] + [{"runner": "gain credit"}] * 3 + [{"corp": f"play {title}"}, *more]
    return scenario(tmp_path, turn="runner", actions=actions, name=name, corp=corp, runner={"grip": list(GRIP)},
                    decisions={"jack out": "no", "steal": "yes", "rez": "no", **(answers or {})})


def test_active_policing_installs_and_takes_1_or_2_allotted_clicks_from_the_runners_next_turn(tmp_path):
    threat = {"score_area": ["Hostile Takeover"] * 3, "hq": ["Active Policing", "PAD Campaign"]}
    result = after_a_steal(tmp_path, "Active Policing", corp=threat, more=[{"runner": "gain credit"}], answers={
        "Active Policing install": "PAD Campaign", "Active Policing install where": "new remote",
        "use Active Policing": "yes"})
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]
    assert at(result, "runner.clicks") == 4 - 2 - 1  # the Runner's next turn: 2 allotted, 1 spent
    assert traced(result, "action phase ends")
    with pytest.raises(ScenarioError, match="Active Policing cannot be played"):
        play(tmp_path, "Active Policing", name="no-turn")


def test_bring_them_home_puts_2_random_grip_cards_on_top_of_the_stack(tmp_path):
    result = after_a_steal(tmp_path, "Bring Them Home")
    assert len(at(result, "runner.grip")) == len(GRIP) - 2
    assert sorted(at(result, "runner.stack")) == sorted(set(GRIP) - set(at(result, "runner.grip")))


def test_red_level_clearance_resolves_2_modes_in_the_order_named(tmp_path):
    result = play(tmp_path, "Red Level Clearance", hq=["PAD Campaign"], answers={
        "Red Level Clearance choice": ["gain [click]", "install 1 non-agenda card from HQ"],
        "Red Level Clearance install": "PAD Campaign", "Red Level Clearance install where": "new remote"})
    assert (at(result, "corp.clicks"), at(result, "corp.servers.Server 1.root")) == (3 - 1 + 1, ["PAD Campaign"])
    with pytest.raises(ScenarioError, match="must name 2 different mode"):
        play(tmp_path, "Red Level Clearance", name="same", answers={"Red Level Clearance choice": ["gain 2[c]"] * 2})


def test_key_performance_indicators_installs_ice_for_free_and_advances(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}}
    result = play(tmp_path, "Key Performance Indicators", hq=["Enigma"], corp={"servers": servers, "credits": 1},
                  answers={"Key Performance Indicators choice": ["install 1 piece of ice", "place 1 advancement counter"],
                           "Key Performance Indicators install": "Enigma",
                           "Key Performance Indicators install where": "Server 1",
                           "Key Performance Indicators target": "Hostile Takeover"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.credits")) == (["Enigma"], 0)
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 1


def test_business_as_usual_resolves_one_mode_and_both_at_threat_3(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Ubiquitous Vig"]}}
    answers = {"Business As Usual choice": "place advancement counters",
               "Business As Usual cards": ["Hostile Takeover", "Ubiquitous Vig"], "use Business As Usual": "yes",
               "Business As Usual target": "Imp"}
    low = play(tmp_path, "Business As Usual", name="low", corp={"servers": servers},
               runner={"rig": [{"card": "Imp", "counters": {"virus": 2}}]}, answers=answers)
    assert at(low, "cards.Ubiquitous Vig.counters.advancement") == 1
    assert at(low, "cards.Imp.counters") == {"virus": 2}
    high = play(tmp_path, "Business As Usual", name="high", corp={"servers": servers, "score_area": [
        "Hostile Takeover"] * 3}, runner={"rig": [{"card": "Imp", "counters": {"virus": 2}}]}, answers=answers)
    assert at(high, "cards.Imp.counters") == {}


def test_big_deal_places_4_counters_and_may_score_the_agenda_then_ends_the_action_phase(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}}
    result = play(tmp_path, "Big Deal", corp={"servers": servers, "credits": 17},
                  answers={"Big Deal target": "Hostile Takeover", "score Hostile Takeover": "yes"})
    assert (at(result, "corp.score_area"), at(result, "corp.removed")) == (["Hostile Takeover"], ["Big Deal"])
    assert traced(result, "action phase ends")
