"""Rules a later Comprehensive Rules release changed or added, each played out as the release in force
says: the engine answers by the current CR, never by the rule it replaced."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, scenario, traced, use


def titles(cards) -> list[str]:
    return [c.title for c in cards]


def _conditions_met(result, title: str) -> int:
    return sum(1 for e in result["trace"] if e["text"].startswith(f"{title}'s ability meets its trigger condition"))


def test_action_phase_ends_once_so_cacophony_sabotages_once(tmp_path):
    # CR 25.04 made "the action phase formally ends" one step (5.7.1h): its conditions are met once, not again as
    # the discard phase begins; with 4 counters Cacophony would otherwise remove all 4 and sabotage 6
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Ice Wall", "PAD Campaign", "Hedge Fund", "Enigma",
                                                         "Hedge Fund", "Ice Wall", "Enigma", "Hedge Fund"]},
                      runner={"rig": [{"card": "Cacophony", "counters": {"power": 4}}]},
                      decisions={"use Cacophony": "yes", "Cacophony choice": ["Hedge Fund"]})
    assert _conditions_met(result, "Cacophony") == 1
    assert at(result, "cards[Cacophony].counters") == {"power": 2}
    assert len(at(result, "corp.archives")) == 3


def test_a_terminal_operation_ends_the_action_phase_once(tmp_path):
    # CR 25.04 5.4.3d: the forced end meets the action phase's conditions once; Mercia installs one piece of ice
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play IPO"}, {"runner": "gain credit"}],
                      corp={"credits": 10, "hq": ["IPO", "Enigma", "Ice Wall"], "rd": ["Hedge Fund"],
                            "servers": {"Server 1": {"root": ["Mercia B4LL4RD"]}}},
                      decisions={"Mercia B4LL4RD install": "Enigma", "Mercia B4LL4RD install where": "HQ"})
    assert _conditions_met(result, "Mercia B4LL4RD") == 1
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]


def _encountering(game, server="Server 1"):
    from rulesdb.engine.state.objects import Encounter
    game.encounters.append(Encounter(game.servers[server].ice[0], 1))
    return game.encounter


def test_grappling_hook_can_be_used_on_ice_with_one_subroutine(tmp_path):
    # CR 25.04 removed 1.2.5 (only an ability that could change the game state can be used); a break ability
    # can be used during any encounter (9.5.6a), even where "all but 1" breaks nothing
    game = board(tmp_path, runner={"rig": ["Grappling Hook"]}, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}})
    assert not use(game, "Grappling Hook")  # no encounter: a break ability waits for one (9.5.6a)
    encounter = _encountering(game)
    assert use(game, "Grappling Hook")
    assert (encounter.broken, titles(game.runner.discard)) == (set(), ["Grappling Hook"])


def test_a_runner_with_maximum_hand_size_below_0_is_flatlined_as_the_discard_step_begins(tmp_path):
    # CR 25.04 1.7.2b, 5.5.4a: the check comes at the beginning of the Runner's discard step (NISEI's 1.6 had it
    # at the end of the turn); Fenris's core damage takes the maximum from 0 to -1, 1 card stays in the grip
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * 3
                      + [{"corp": "gain credit"}], runner={"grip": ["Sure Gamble", "Easy Mark"], "hand_size": 0},
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Fenris"]}}},
                      decisions={"break Fenris": "no", "jack out": "no"})
    assert (result["final_state"]["winner"], result["final_state"]["reason"]) == ("corp", "flatline")
    assert len(at(result, "runner.grip")) == 1
    assert at(result, "runner.credits") == 5 + 3


def test_an_encounter_outside_a_run_is_refused_not_skipped(tmp_path):
    # CR 24.03 added rules for an encounter outside a run (3.4.4a, whose example is this one: Archangel accessed in
    # HQ with Gang Sign); the engine does not model one, so it says so instead of taking the Corp's 3[c] for nothing
    with pytest.raises(ScenarioError, match="encounter outside a run"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                 corp={"credits": 3, "hq": ["Archangel"], "rd": ["Hedge Fund"], "servers": {"Server 1": {
                     "root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
                 runner={"rig": ["Gang Sign", "Devil Charm", "Corroder"]},
                 decisions={"score": "yes", "use Archangel": "yes", "use Devil Charm": "yes",
                            "Corp trace boost Archangel": 0, "Runner link boost Archangel": 0,
                            "Archangel target": "Corroder"})


def test_ice_uninstalled_while_encountered_is_not_passed(tmp_path):
    # CR 25.04 6.2.7c, 6.9.4a: the encounter ends, the Runner's position stays, empty, and the Movement Phase passes
    # only ice in that position; Envelopment trashed itself, so nothing is passed and the Runner goes on to Ice Wall
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 0},
                      corp={"servers": {"Server 1": {"ice": ["Envelopment", "Ice Wall"]}}},
                      decisions={"jack out": "no"})
    assert not traced(result, "The Runner passes Envelopment")
    assert traced(result, "The Runner passes Ice Wall") or traced(result, "The Runner approaches Ice Wall")


def test_a_card_accessed_earlier_in_the_breach_stays_visible_to_the_runner(tmp_path, monkeypatch):
    # CR 25.08 7.3.1a: after the Runner accesses a card during a breach, it remains visible to them for the rest of
    # the breach; while accessing the second card of a root the Runner still sees the first
    from rulesdb.engine import cards
    from rulesdb.engine.state.carddef import CardDef, Facts, TriggerDef
    from rulesdb.engine.state.visibility import visible_to
    seen = []

    def note(game, pending):
        first = next(o for o in game.servers["Server 1"].root if o.title == "Simone Diego")
        seen.append((game.access.current.title, visible_to(game, first, "runner")))

    eye = CardDef(Facts("Test Eye", "runner", "resource", (), 0), triggers=(TriggerDef("access", "note", note),))
    monkeypatch.setitem(cards._BY_LOWER, "test eye", eye)
    scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"rig": ["Test Eye"], "credits": 0},
             corp={"servers": {"Server 1": {"root": [{"card": "Simone Diego", "rezzed": False},
                                                     {"card": "Hostile Takeover"}]}}},
             decisions={"jack out": "no", "rez": "no", "access order": ["Simone Diego"], "steal": "yes"})
    assert seen == [("Simone Diego", True), ("Hostile Takeover", True)]


def test_a_paid_ability_window_follows_the_last_action_before_the_action_phase_ends(tmp_path):
    # CR 5.7.1e-h (and 5.6.2a-d): after each action, the last one too, a paid ability window opens (e), then with no
    # [click] left play skips to the action phase's end (h); the engine went from the last action straight on
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"]})
    texts = [e["text"] for e in result["trace"]]
    last = texts.index("The basic action: the Runner gains 1[c] (now 9[c]).")
    assert texts[last + 1].startswith("Paid ability window")
    assert texts[last + 2] == "The Runner's action phase ends."


def test_leverage_prevents_all_damage_so_the_cleaners_has_nothing_to_increase(tmp_path):
    # CR 25.04 removed static prevention (9.9.5c): Leverage's "whenever you would take damage ..., prevent all of that
    # damage" prevents all of it, which removes the damage effect (9.9.7b, whose example is The Cleaners'); the
    # engine left a 0-damage effect open, The Cleaners raised it to 1 and a card was trashed
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Leverage"}, {"runner": "gain credit"},
                                         {"runner": "gain credit"}, {"corp": "play Scorched Earth"}],
                      runner={"grip": ["Leverage", "Sure Gamble", "Easy Mark", "Diesel"], "tags": 1},
                      corp={"hq": ["Hedge Fund", "Scorched Earth"], "rd": ["Hedge Fund"] * 3,
                            "score_area": ["The Cleaners"], "credits": 10},
                      decisions={"jack out": "no", "Leverage choice": "no"})
    assert at(result, "runner.heap") == ["Leverage"]
    assert at(result, "runner.grip") == ["Sure Gamble", "Easy Mark", "Diesel"]


def test_tucana_installs_then_rezzes_so_when_rezzed_abilities_trigger(tmp_path):
    # CR 25.04 8.5.15: "install and rez" installs the card normally, then rezzes it, so "when you rez this ice"
    # conditions are met (Fenris: take 1 bad publicity); the engine turned Tucana's ice rezzed with no rez at all
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"credits": 5, "rd": ["Fenris", "Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Tucana", "rezzed": True}, {"card": "Hostile Takeover", "advancement": 2}]}}},
                      decisions={"score": "yes", "use Tucana": "yes", "Tucana target": "Fenris", "Tucana choice": "HQ",
                                 "order Corp abilities": "Hostile Takeover"})
    assert at(result, "corp.servers.HQ.ice") == ["Fenris"]
    assert at(result, "corp.bad_publicity") == 1 + 1  # Hostile Takeover's and Fenris's


def test_an_ability_finding_nothing_to_act_on_is_refused_as_unsettled_not_by_a_rule(tmp_path):
    # NISEI's 1.2.5 (to CR 24.09) kept an ability that could not change the game state from being used; CR 25.04
    # removed it and keeps only 9.5.6a and 9.5.6b. Whether Abagnale may be trashed to bypass "the code gate you are
    # encountering" while encountering a barrier is not settled by a rule: the engine says so instead of citing one
    from rulesdb.engine import cites
    from rulesdb.engine.timing.paid import ability_refusal
    game = board(tmp_path, runner={"rig": ["Abagnale"]}, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}})
    _encountering(game)
    abagnale = game.runner.play[0]
    message, rule = ability_refusal(game, "runner", abagnale, abagnale.card.abilities[0])
    assert rule == cites.cr("rule_paid_ability_effect_based_timing_restrictions")
    assert "no rule of the current CR settles" in message


_ANSEL_RUN = {"actions": [{"runner": "run Server 1"}],
              "corp": {"servers": {"Server 1": {"ice": ["Ansel 1.0"], "root": ["PAD Campaign"]}}},
              "runner": {"rig": ["Cupellation", "Corroder"]}}
_LET_ANSEL_FIRE = {"jack out": "no", "break Ansel 1.0": "no", "Ansel 1.0 target": "Corroder",
                   "Ansel 1.0 install": "no"}


def test_a_card_the_runner_cannot_trash_still_offers_a_mid_access_ability_that_does_not_trash_it(tmp_path):
    # CR 25.04 removed 1.2.2a ("cannot" prohibiting all of an ability's effects keeps it from being used); 1.2.2 only
    # stops the trash, and 7.1.4 gives the Runner their one mid-access ability: Ansel 1.0's "cannot trash Corp cards"
    # leaves Cupellation's "Access -> 1[c]: Host the non-agenda card you are accessing" open
    result = scenario(tmp_path, **_ANSEL_RUN, decisions={**_LET_ANSEL_FIRE, "trash PAD Campaign": "Cupellation"})
    assert at(result, "cards[Cupellation].hosted") == ["PAD Campaign"]
    assert at(result, "runner.credits") == 5 - 1


def test_paying_to_trash_a_card_the_runner_cannot_trash_is_refused_as_unsettled(tmp_path):
    # the basic trash ability (7.1.5) with its trash stopped by "cannot" (1.2.2) would be paid for no effect; since
    # CR 25.04 no rule settles whether that is allowed (24.09's 1.2.2a and 1.2.5 forbade it): the engine says so
    with pytest.raises(ScenarioError, match="no rule of the current CR settles"):
        scenario(tmp_path, **_ANSEL_RUN, decisions={**_LET_ANSEL_FIRE, "trash PAD Campaign": "yes"})
    result = scenario(tmp_path, **_ANSEL_RUN, decisions={**_LET_ANSEL_FIRE, "trash PAD Campaign": "no"}, name="no")
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]


def test_a_break_ability_limited_to_particular_ice_is_refused_as_unsettled_not_by_a_use_restriction(tmp_path):
    # D4v1d prints no "use this ability only if": its "Break ice subroutine on a piece of ice that has a strength of
    # 5 or greater" would break nothing on Ice Wall; 9.5.6a lets a break ability be used in any encounter and no
    # current rule settles paying for no effect (NISEI's 1.2.5 forbade it until CR 25.04): the trace says so
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"rig": [{"card": "D4v1d", "counters": {"power": 3}}, "Corroder"]},
                      decisions={"jack out": "no", "break Ice Wall": ["Corroder", "D4v1d"]})
    texts = [e["text"] for e in result["trace"] if e["text"].startswith("D4v1d's break ability")]
    assert len(texts) == 1 and "no rule of the current CR settles" in texts[0]
    assert "use this ability only if" not in texts[0]
    alone = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                     runner={"rig": [{"card": "D4v1d", "counters": {"power": 3}}]},
                     decisions={"jack out": "no"}, name="alone")
    assert any(e["text"].startswith("D4v1d's break ability") and "no rule of the current CR settles" in e["text"]
               for e in alone["trace"])


def test_a_break_ability_with_a_printed_restriction_is_refused_quoting_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Enigma"]}}},
                      runner={"rig": ["Euler", "Gordian Blade"], "credits": 10},
                      decisions={"jack out": "no", "break Enigma": ["Gordian Blade", {"with": "Euler", "ability": 1}]})
    texts = [e for e in result["trace"] if e["text"].startswith("Euler's break ability")]
    assert texts and "Use this ability only if this program was installed this turn." in texts[0]["text"]


def test_botulus_on_other_ice_is_unsettled_and_outside_an_encounter_refused_by_9_5_6a(tmp_path):
    from rulesdb.engine import cites
    from rulesdb.engine.timing.paid import ability_refusal
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "hosted": [
        {"card": "Botulus", "counters": {"virus": 1}}]}]}}})
    botulus = game.servers["Server 1"].ice[1].hosted[0]
    ability = botulus.card.abilities[0]
    assert ability_refusal(game, "runner", botulus, ability)[1] == cites.cr("rule_paid_ability_breaks_subroutines")
    _encountering(game)  # Ice Wall, not its host
    message, rule = ability_refusal(game, "runner", botulus, ability)
    assert rule == cites.cr("rule_paid_ability_effect_based_timing_restrictions")
    assert "no rule of the current CR settles" in message


def test_a_checkpoint_follows_paying_a_rez_cost_before_the_card_turns_faceup(tmp_path):
    # CR 25.08 8.1.2e: the Corp pays the rez cost, a checkpoint occurs, then the card turns faceup; Greenmail forfeited
    # to rez Tithonium gains its 4[c] at that checkpoint, before Tithonium is rezzed
    from tests.engine.card_play import run_past
    result = run_past(tmp_path, [{"card": "Tithonium", "rezzed": False}],
                      corp={"credits": 0, "score_area": ["Greenmail"]},
                      decisions={"rez Tithonium": "yes", "forfeit": "Greenmail"})
    texts = [e["text"] for e in result["trace"]]
    gained = next(i for i, t in enumerate(texts) if t.startswith("Greenmail's ability: the Corp gains 4[c]"))
    rezzed = next(i for i, t in enumerate(texts) if t.startswith("The Corp rezzes Tithonium"))
    assert gained < rezzed
    assert at(result, "corp.credits") == 4


def test_an_ability_met_when_an_action_completes_resolves_after_the_whole_action(tmp_path):
    # CR 25.08 5.2.2d: "when the third action completes" resolves in the reaction window after the action (5.6.2b);
    # MirrorMorph's condition is met only once the third action, playing Hedge Fund, has resolved and been trashed
    result = scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in ("gain credit", "draw", "play Hedge Fund")],
                      corp={"identity": "MirrorMorph", "credits": 5, "rd": ["Ice Wall", "Enigma", "Quandary"],
                            "hq": ["Hedge Fund"]},
                      decisions={"use MirrorMorph": "yes", "MirrorMorph: Endless Iteration choice": "gain 1[c]"})
    texts = [e["text"] for e in result["trace"]]
    met = next(i for i, t in enumerate(texts) if t.startswith("MirrorMorph: Endless Iteration's ability meets"))
    funded = max(i for i, t in enumerate(texts) if "Hedge Fund" in t)
    assert funded < met
    assert at(result, "corp.credits") == 5 + 1 - 5 + 9 + 1


def test_a_modal_ability_resolves_its_modes_in_the_chosen_order_each_at_most_once(tmp_path):
    # CR 25.08 9.12.6b-d: the player chooses each next mode, in any order, and none twice
    corp = {"credits": 5, "hq": ["Red Level Clearance"], "rd": ["Hedge Fund", "IPO", "Ice Wall"]}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Red Level Clearance"}], corp=corp,
                      decisions={"Red Level Clearance choice": ["gain [click]", "gain 2[c]"]})
    texts = [e["text"] for e in result["trace"] if "the Corp resolves" in e["text"]]
    assert [t.split('"')[1] for t in texts] == ["gain [click]", "gain 2[c]"]
    assert at(result, "corp.credits") == 5 - 1 + 2
    with pytest.raises(ScenarioError, match="different mode"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Red Level Clearance"}], corp=corp,
                 decisions={"Red Level Clearance choice": ["gain 2[c]", "gain 2[c]"]}, name="twice")


def test_an_ability_met_while_a_reaction_window_resolves_opens_a_new_window_first(tmp_path):
    # CR 25.08 10.3.2, 9.2.8a: abilities marked pending at a checkpoint during a reaction window get a new window that
    # opens at once; Hostile Takeover's 7[c] meets The Zwicky Group's condition, which resolves before Djupstad Grid,
    # still pending in the first window; the engine let the Corp put Djupstad Grid first
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "identity": "The Zwicky Group", "rd": ["Hedge Fund", "Enigma", "IPO"],
        "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}, "Djupstad Grid"]}}},
        runner={"grip": ["Sure Gamble", "Easy Mark"]},
        decisions={"score": "yes", "use The Zwicky Group": "yes",
                   "order Corp abilities": ["Hostile Takeover", "Djupstad Grid"]})
    resolved = [e["text"].split("'s ability")[0] for e in result["trace"]
                if e["text"].endswith("'s ability triggers and resolves.")]
    assert resolved == ["Hostile Takeover", "The Zwicky Group: Invisible Hands", "Djupstad Grid"]


def test_mumbad_virtual_tour_that_cannot_be_trashed_does_not_force_another_mid_access_ability(tmp_path):
    # "they must trash it, if able" (7.1.5c): under Ansel 1.0's "cannot trash" no ability can trash it, so the Runner
    # may decline Cupellation's host, which would not trash it
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ansel 1.0"], "root": ["Mumbad Virtual Tour"]}}},
                      runner={"rig": ["Cupellation", "Corroder"]},
                      decisions={**_LET_ANSEL_FIRE, "trash Mumbad Virtual Tour": "no"})
    assert "trash Mumbad Virtual Tour" not in result["unused_decisions"]  # asked, with "no" among its options
    assert at(result, "corp.servers.Server 1.root") == ["Mumbad Virtual Tour"]
    assert at(result, "runner.credits") == 5


def _engineering_the_future(tmp_path, clicks: int, name: str):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "install Ice Wall on HQ"}], name=name,
                    corp={"identity": "Haas-Bioroid: Engineering the Future", "clicks": clicks,
                          "hq": ["Ice Wall"], "rd": ["Hedge Fund"] * 3}, decisions={"rez": "no"})


def test_the_first_time_each_turn_is_not_assumed_when_the_scenario_starts_after_an_earlier_action(tmp_path):
    # "The first time each turn" counts from the turn's start (an ordinal condition reads the game's history,
    # cr/rule_trigger_condition): with 2 of 3 [click] left the Corp took an action this turn that the scenario does
    # not show, so the engine does not say this install is the first; with all 3 left it is
    assert at(_engineering_the_future(tmp_path, 3, "full"), "corp.credits") == 5 + 1
    with pytest.raises(ScenarioError, match="whether this happened earlier in the turn is not known"):
        _engineering_the_future(tmp_path, 2, "later")


def test_the_first_time_each_turn_you_would_is_not_assumed_after_an_unshown_action(tmp_path):
    # "The first time each turn you would suffer net damage" (Net Shield, cr/rule_ordinal_would) with 3 of 4 [click]
    # left: an earlier action of the turn is not shown, so the engine does not say this damage is the first
    with pytest.raises(ScenarioError, match="whether this happened earlier in the turn is not known"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                 corp={"credits": 0, "servers": {"Server 1": {"ice": ["Wall of Thorns"]}}},
                 runner={"clicks": 3, "credits": 2, "grip": ["Sure Gamble"] * 5, "rig": ["Net Shield"]},
                 decisions={"jack out": "no", "break Wall of Thorns": "no", "prevent 2 net damage": "Net Shield"})
