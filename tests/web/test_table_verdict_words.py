"""The Table's verdict and steps in a judge's words (`POST /api/table`): a run event's lasting effect said as the
event's instruction creating it, a card's several choices each named, the board's current and lockdown in the set-up
step, and a Threat ability below its threat said to do nothing. Each expected text was worked out from the CR 25.08
and the cards' text."""

import pytest

from tests.web.test_table_rulings import rule


def _texts(ruling: dict) -> list[str]:
    return [step["text"] for step in ruling["trace"]]


def test_tread_lightly_is_a_lasting_effect_made_as_its_run_begins_never_a_triggered_ability(client):
    """"During that run, the rez cost of each piece of ice is increased by 3[c]" (cr/rule_playing_lingering_effects):
    Ice Wall costs 1 + 3 = 4[c] to rez, 10 - 4 = 6[c] left; no ability meets a trigger condition."""
    ruling = rule(client, {
        "runner": {"grip": ["Tread Lightly"]},
        "corp": {"credits": 10, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
        "actions": [{"runner": "play Tread Lightly on HQ"}], "decisions": {"rez Ice Wall": "yes"}},
        {"corp.credits": 6, "abilities.met": []})
    texts = _texts(ruling)
    assert 'Tread Lightly: "the rez cost of each piece of ice is increased by 3[c]" lasts until the end of the run.' \
        in texts
    assert "Rezzing Ice Wall takes 4[c] (1[c] printed, +3[c] Tread Lightly)." in texts
    assert not [t for t in texts if "Tread Lightly's ability" in t]
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: Ice Wall's subroutine ends it."]


def test_red_level_clearance_verdict_names_each_of_its_two_choices(client):
    ruling = rule(client, {
        "turn": "corp", "corp": {"credits": 5, "clicks": 3, "hq": ["Red Level Clearance"],
                                 "rd": ["Hedge Fund", "IPO", "Ice Wall"]},
        "actions": [{"corp": "play Red Level Clearance"}],
        "decisions": {"Red Level Clearance choice": ["gain 2[c]", "draw 2 cards"]}},
        {"corp.credits": 6, "corp.hq": ["Hedge Fund", "IPO"]})
    assert ruling["verdict"] == ["Red Level Clearance: the Corp gains 2[c] and draws 2 cards."]
    assert ruling["deciding"]["text"] == ruling["verdict"][0]


def test_the_set_up_step_shows_napd_cordon_as_an_active_lockdown(client):
    ruling = rule(client, {"turn": "corp", "corp": {"clicks": 3, "current": {"card": "NAPD Cordon"}},
                           "actions": [{"corp": "gain credit"}]}, {"corp.credits": 6})
    assert ruling["trace"][0]["text"] == (
        "Set-up. Corp: 5[c], 0 cards in HQ, servers: none. Runner: 5[c], 0 cards in the grip, rig: nothing. "
        "Active lockdown: NAPD Cordon, until the Corp's next turn begins.")


def test_the_set_up_step_counts_cards_and_tags_as_a_judge_says_them(client):
    """"1 card in HQ", "2 cards in the grip", "1 tag": never "card(s)"."""
    ruling = rule(client, {"turn": "corp", "corp": {"clicks": 3, "hq": ["Hedge Fund"]},
                           "runner": {"tags": 1, "grip": ["Sure Gamble", "Diesel"]},
                           "actions": [{"corp": "gain credit"}]}, {"corp.credits": 6})
    assert ruling["trace"][0]["text"] == (
        "Set-up. Corp: 5[c], 1 card in HQ, servers: none. Runner: 5[c], 1 tag, 2 cards in the grip, rig: nothing.")


@pytest.mark.parametrize("grip, said, more, facts", [
    (["Sure Gamble", "Diesel", "Easy Mark", "Inside Job"], "3 cards", {"trash Snare!": "no"}, {"runner.tags": 1}),
    (["Sure Gamble"], "1 card", {}, {"runner.heap": ["Sure Gamble"]})])  # flatlined: nothing more is asked
def test_damage_counts_the_cards_it_trashes_as_a_judge_says_them(client, grip, said, more, facts):
    """Snare!'s 3 net damage: "3 cards trashed from the grip at random", or "1 card" from a grip of one (then the
    Runner is flatlined); the deciding step said "card(s)"."""
    ruling = rule(client, {"runner": {"grip": grip}, "corp": {"servers": {"Server 1": {"root": ["Snare!"]}}},
                           "actions": [{"runner": "run Server 1"}],
                           "decisions": {"jack out at Server 1": "no", "use Snare!": "yes", **more}}, facts)
    damage = [t for t in _texts(ruling) if t.startswith("Snare!'s ability does 3 net damage:")]
    assert len(damage) == 1 and damage[0].startswith(f"Snare!'s ability does 3 net damage: {said} trashed from the "
                                                     "grip at random: ")


def test_jaguarundi_below_threat_4_says_its_ability_does_nothing(client):
    """The threat level is the greater score, 2 (cr/rule_threat_level): below 4, Jaguarundi's "when encountered"
    ability is not active (cr/rule_threat_flag); its subroutines still tag the Runner and do 1 core damage."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"], "score_area": ["Project Atlas"]},
        "corp": {"score_area": ["Hostile Takeover"],
                 "servers": {"Server 1": {"ice": [{"card": "Jaguarundi", "rezzed": True}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
        {"runner.tags": 1, "damage.core": 1})
    assert "Threat 4 is not met (the threat level is 2: the Corp has 1 agenda point, the Runner 2): Jaguarundi's " \
           "ability does nothing." in _texts(ruling)


def spiked(points: list[str], attempt: bool = True) -> dict:
    """The Runner uses Pressure Spike's "Threat 4 → 2[c]: +9 strength" at Ice Wall, with `points` scored."""
    use = {"runner": "use Pressure Spike", "at": "encounter Ice Wall", **({"attempt": True} if attempt else {})}
    return {"runner": {"credits": 5, "rig": ["Pressure Spike"], "score_area": points},
            "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
            "actions": [{"runner": "run HQ"}, use], "decisions": {"break Ice Wall": "no"}}


def test_pressure_spikes_threat_4_ability_below_threat_says_threat_4_is_not_met(client):
    """A "Threat N →" paid ability is not active below threat N (cr/rule_threat_flag): asked for at 3 agenda points,
    the refusal says so as a Threat ability that does not trigger says it. It said 'cannot be used now: "Use this
    ability only once per run."', a restriction not at stake."""
    below = "Threat 4 is not met (the threat level is 3: the Corp has 0 agenda points, the Runner 3): Pressure " \
            "Spike's ability cannot be used"
    ruling = rule(client, spiked(["Hostile Takeover", "Project Atlas"]), {"runner.credits": 5})
    refused = [s for s in ruling["trace"] if s["text"].startswith("The Runner attempts to use Pressure Spike")]
    assert [s["text"] for s in refused] == [f"The Runner attempts to use Pressure Spike at encounter Ice Wall, but "
                                            f"cannot: {below}. Nothing is paid and it does not happen."]
    assert "nsg-cr-25.08/rule_threat_flag" in [c["address"] for c in refused[0]["cites"]]
    error = client.post("/api/table", json=spiked(["Hostile Takeover", "Project Atlas"], attempt=False)).get_json()
    assert error["error"] == f"actions[1].runner: {below}"
    at_4 = rule(client, spiked(["Hostile Takeover", "Project Atlas", "Hostile Takeover"]), {"runner.credits": 3})
    assert "Pressure Spike's ability: Pressure Spike gets +9 strength for this encounter (now 10)." in _texts(at_4)


def angelique(points: list[str]) -> dict:
    """The Corp uses Angelique Garza Correa's "Threat 3 → [click], 1[c], reveal and trash this upgrade from HQ: Do 1
    meat damage" with `points` scored."""
    return {"turn": "corp", "corp": {"clicks": 3, "hq": ["Angelique Garza Correa"], "score_area": points},
            "runner": {"grip": ["Sure Gamble", "Diesel"]},
            "actions": [{"corp": "use Angelique Garza Correa", "attempt": True}]}


def test_angelique_garza_correas_threat_3_ability_from_hq_below_and_at_threat_3(client):
    """Its Threat 3 click ability (from HQ: cr/rule_active_exception_catchall) was unknown to the engine ("has no
    ability the engine knows"). Below threat 3 it is refused as Pressure Spike's is; at 3 the Corp pays [click] and
    1[c], reveals and trashes it, and the Runner takes 1 meat damage."""
    below = rule(client, angelique(["Hostile Takeover"]), {"corp.credits": 5, "corp.hq": ["Angelique Garza Correa"]})
    assert "The Corp attempts to use Angelique Garza Correa, but cannot: Threat 3 is not met (the threat level is 1: " \
           "the Corp has 1 agenda point, the Runner 0): Angelique Garza Correa's ability cannot be used. Nothing is " \
           "paid and the action does not happen." in _texts(below)
    at_3 = rule(client, angelique(["Hostile Takeover", "Project Atlas"]),
                {"corp.credits": 4, "corp.archives": ["Angelique Garza Correa"], "damage.meat": 1})
    assert "The Corp reveals Angelique Garza Correa and trashes it from their hand." in _texts(at_3)
