"""Forty more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge would,
none a topic of the first three rounds (test_table_rulings.py, test_table_rulings2.py, test_table_rulings3.py). Each
expected value was worked out from the CR 25.08 and the cards' text before the engine played it; the rule that
decides it is named in each docstring (cr/<source id>) and asserted among the citations of the step that decides it.

The Corp's turn:
1. The mandatory draw from an empty R&D: the Runner wins.
2. Anthill Excavation Contract draws R&D's last card as the turn begins: the mandatory draw that follows loses.
3. Haas-Bioroid: Precision Design discards 1 card of 7, facedown, and the ruling names it.
4. Midnight-3 Arcology: "skip your discard step", 8 cards kept.
5. Jinteki: Restoring Humanity counts the card just discarded facedown "when your discard phase ends".
6. Nanoetching Matrix's "once per turn" [click] ability refused the second time.
7. Wage Workers: the third gain-credit action gives a fourth [click].
8. An upgrade installed in a root with an agenda and an upgrade trashes nothing.
9. Weyland Consortium: 2[c] for the first advance only.
Agendas, scoring and counters:
10. Issuaq Adaptics scores an agenda installed earlier: 6 points win.
11. Freedom of Information needs only 2 advancements against 2 tags.
12. Embedded Reporting's Dividends 2 with 1 excess counter: 2 agenda counters.
13. Megaprix Qualifier scored while the Runner holds a copy: worth 2.
Forfeiting:
14. Biawak rezzed for 4[c] by forfeiting Greenmail, whose "when you forfeit" gives 4[c] back.
15. False Lead forfeited: the Runner with 2[click] loses both; with 1, nothing.
16. Plutus's additional cost paid by revealing and trashing 3 cards from HQ.
Hosted credits:
17. Mahkota Langit Grid's credits rez ice protecting its server, not HQ's.
Ice when passed, encounter ends:
18. Phoneutria bypassed by Laser Pointer is still passed: 4 cards in the grip give a tag.
19. Tatu-Bola swapped as it is passed: the Runner never meets Palisade in that position.
20. Sisyphus Protocol: the Runner encounters Tithe again, the first pass of the turn only.
21. Virtual Service Agent broken by an AI breaker: a tag.
22. Cloud Eater rezzed this turn: after its subroutines, "when the encounter ends" as well (and no phantom "when rezzed").
23. Trieste Model Bioroids: Brân 1.0's own "Lose [click]" breaks, Marjanah cannot.
"""

import pytest

from tests.web.test_table_rulings import cited, rule
from tests.web.test_table_rulings2 import refusal
from tests.web.test_table_rulings3 import asked, step_cites, steps

GRIP4 = ["Sure Gamble", "Jailbreak", "Bravado", "Running Hot"]
HQ7 = ["Hedge Fund", "Tithe", "Palisade", "Ping", "Rime", "Whitespace", "Karunā"]


def deciding(ruling: dict) -> str:
    return ruling["deciding"]["text"]


# --- the Corp's turn: draw, actions, discard -------------------------------------------------------------------------

def test_the_mandatory_draw_from_an_empty_rd_makes_the_runner_win(client):
    """The Corp's turn formally begins, then the mandatory draw (cr/step_corp_turn_mandatory_draw); a Corp required to
    draw from an empty R&D loses (cr/rule_win_conditions): the game ends before the Corp's first action."""
    ruling = rule(client, {"turn": "corp", "corp": {"hq": ["Hedge Fund"], "rd": []},
                           "actions": [{"corp": "gain credit"}]}, {"winner": "runner", "corp.credits": 5})
    assert ruling["verdict"] == ["The Runner wins by R&D empty."]
    assert {"step_corp_turn_mandatory_draw", "rule_win_conditions"} <= cited(ruling)


def test_anthill_draws_rds_last_card_as_the_turn_begins_so_the_mandatory_draw_loses(client):
    """"When your turn begins" is met as the turn formally begins (cr/step_corp_turn_turn_formal_begin), before the
    mandatory draw (cr/step_corp_turn_mandatory_draw): Anthill takes 4[c] and draws Tithe, R&D's only card; the
    mandatory draw then finds R&D empty and the Runner wins (cr/rule_win_conditions)."""
    ruling = rule(client, {"turn": "corp", "corp": {"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": {"Server 1": {
        "root": [{"card": "Anthill Excavation Contract", "counters": {"credits": 8}}]}}},
        "actions": [{"corp": "gain credit"}]},
        {"winner": "runner", "corp.hq": ["Hedge Fund", "Tithe"], "corp.credits": 9,
         "cards.Anthill Excavation Contract.counters.credits": 4})
    assert ruling["verdict"] == ["Anthill Excavation Contract's ability resolves.", "The Runner wins by R&D empty."]
    [drew] = steps(ruling, "Anthill Excavation Contract's ability: the Corp draws")
    assert "step_corp_turn_turn_formal_begin" in step_cites(drew)
    assert "step_corp_turn_mandatory_draw" in cited(ruling)


def test_haas_bioroid_discards_one_card_of_seven_facedown_and_the_ruling_names_it(client):
    """Maximum hand size 5, +1 from Haas-Bioroid: Precision Design: 7 cards in HQ, 1 discarded, chosen by the Corp
    (cr/rule_discarding_process), facedown whether or not the Runner saw it (cr/rule_discarding_facedown_status).
    The trace said only "discards down to 6" and the verdict "the scenario ends here": it now names the card."""
    ruling = rule(client, {"turn": "corp", "until": "end of turn", "corp": {
        "identity": "Haas-Bioroid: Precision Design", "clicks": 1, "hq": HQ7},
        "actions": [{"corp": "gain credit"}], "decisions": {"discard": "Karunā"}},
        {"corp.hq": {"count": 6}, "corp.archives": ["Karunā"], "corp.archives_faceup": []})
    assert ruling["verdict"] == ["The Corp discards Karunā to reach their maximum hand size of 6: facedown in "
                                 "Archives."]
    assert {"rule_discarding_process", "rule_discarding_facedown_status"} <= cited(ruling)


def test_midnight_3_arcology_skips_the_discard_step_so_the_corp_keeps_eight_cards(client):
    """Scored from 3 advancements (+1 = 4): draw 3, "Skip your discard step this turn": HQ's 8 cards are never checked
    against the maximum (cr/rule_skip_discard_step). The skip cited the discard step's definition, not the rule that
    skips it, and was not the ruling's deciding step."""
    ruling = rule(client, {"turn": "corp", "until": "end of turn", "corp": {
        "clicks": 1, "hq": HQ7[:5], "rd": ["Whitespace", "Karunā", "Funhouse"],
        "servers": {"Server 1": {"root": [{"card": "Midnight-3 Arcology", "advancement": 3}]}}},
        "actions": [{"corp": "advance Midnight-3 Arcology"}], "decisions": {"score": "yes"}},
        {"corp.hq": {"count": 8}, "corp.archives": [], "corp.agenda_points": 2})
    assert ruling["verdict"] == ["Midnight-3 Arcology's ability resolves.", "The Corp scores Midnight-3 Arcology."]
    assert deciding(ruling) == "The Corp skips their discard step this turn: they do not check their hand size or discard."
    assert "rule_skip_discard_step" in cited(ruling)


def test_jinteki_counts_the_card_it_just_discarded_facedown_when_the_discard_phase_ends(client):
    """Archives was empty; the discard step puts Rime in it facedown (cr/rule_discarding_facedown_status), and "when
    your discard phase ends" is met later, as the turn formally ends (cr/step_corp_turn_formal_end): 6 + 1 = 7[c]."""
    ruling = rule(client, {"turn": "corp", "until": "end of turn", "corp": {
        "identity": "Jinteki: Restoring Humanity", "clicks": 1, "hq": HQ7[:6]},
        "actions": [{"corp": "gain credit"}], "decisions": {"discard": "Rime"}},
        {"corp.credits": 7, "corp.archives": ["Rime"]})
    assert ruling["verdict"] == ["Jinteki: Restoring Humanity's ability resolves."]
    [gained] = steps(ruling, "Jinteki: Restoring Humanity's ability: the Corp gains 1")
    assert "step_corp_turn_formal_end" in step_cites(gained)


def test_nanoetching_matrix_once_per_turn_click_ability_is_refused_the_second_time(client):
    """"Once per turn → [click]: Gain 2[c]." can be used only once per turn (cr/rule_once_per_turn_flag), with
    [click] left or not."""
    error = refusal(client, {"turn": "corp", "corp": {"clicks": 3, "servers": {"Server 1": {"root": [
        "Nanoetching Matrix"]}}}, "actions": [{"corp": "use Nanoetching Matrix"}, {"corp": "use Nanoetching Matrix"}]})
    assert error.endswith("Nanoetching Matrix's ability can be used only once per turn")


def test_wage_workers_gives_a_fourth_click_after_the_third_gain_credit_action(client):
    """"Whenever you finish taking an action, if you have taken that action exactly 3 times this turn": the third
    basic credit action meets it as it finishes (cr/rule_finish_action_trigger_condition), so the Corp takes a fourth
    action: 5 + 4 = 9[c]."""
    ruling = rule(client, {"turn": "corp", "corp": {"clicks": 3, "servers": {"Server 1": {"root": ["Wage Workers"]}}},
                           "actions": [{"corp": "gain credit"}] * 4}, {"corp.credits": 9, "corp.clicks": 0})
    assert ruling["verdict"] == ["Wage Workers' ability resolves."]
    assert deciding(ruling) == "Wage Workers's ability: the Corp gains 1[click] (now 1)."


def test_an_upgrade_installed_beside_an_agenda_and_an_upgrade_trashes_nothing(client):
    """A remote's root holds any number of upgrades (cr/rule_upgrade_no_limit) beside its one agenda or asset: Anoetic
    Void joins Offworld Office and Manegarm Skunkworks, and no card is trashed."""
    rule(client, {"turn": "corp", "corp": {"clicks": 1, "hq": ["Anoetic Void"], "servers": {"Server 1": {"root": [
        "Offworld Office", {"card": "Manegarm Skunkworks", "rezzed": False}]}}},
        "actions": [{"corp": "install Anoetic Void in Server 1"}],
        "decisions": {"rez Manegarm Skunkworks": "no", "rez Anoetic Void": "no"}},
        {"corp.servers.Server 1.root": ["Offworld Office", "Manegarm Skunkworks", "Anoetic Void"],
         "corp.archives": [], "corp.credits": 5})


def test_weyland_consortium_gains_2_credits_for_the_first_advance_only(client):
    """"Gain 2[c] if it had no advancement counters": the first advance (1[c]) finds none and gains 2; the second finds
    1 and gains nothing (cr/rule_trigger_condition): 5 - 1 + 2 - 1 = 5."""
    ruling = rule(client, {"turn": "corp", "corp": {"identity": "Weyland Consortium: Built to Last", "clicks": 2,
                                                    "servers": {"Server 1": {"root": ["Offworld Office"]}}},
                           "actions": [{"corp": "advance Offworld Office"}] * 2},
                  {"corp.credits": 5, "cards.Offworld Office.counters.advancement": 2})
    assert len(steps(ruling, "Weyland Consortium: Built to Last's ability: the Corp gains 2")) == 1


# --- agendas: scoring and counters ----------------------------------------------------------------------------------

def test_issuaq_adaptics_scores_an_agenda_installed_earlier_and_wins_with_6_points(client):
    """Offworld Office, advanced on earlier turns, is scored without an install or advance this turn: Issuaq places a
    power counter, and the Corp needs 1 point less (cr/rule_win_agenda_points): 4 + 2 = 6 wins, before Offworld
    Office's 7[c]."""
    ruling = rule(client, {"turn": "corp", "corp": {
        "identity": "Issuaq Adaptics: Sustaining Diversity", "clicks": 3,
        "score_area": ["Azef Protocol", "Luminal Transubstantiation"],
        "servers": {"Server 1": {"root": [{"card": "Offworld Office", "advancement": 4}]}}},
        "actions": [{"corp": "gain credit"}],
        "decisions": {"score": "yes",
                      "order Corp abilities": ["Issuaq Adaptics: Sustaining Diversity", "Offworld Office"]}},
        {"winner": "corp", "corp.agenda_points": 6, "corp.credits": 6})
    assert ruling["verdict"][-1] == "The Corp wins by agenda points."
    assert "rule_win_agenda_points" in cited(ruling)


def test_freedom_of_information_needs_only_2_advancements_against_2_tags(client):
    """Advancement requirement 4, -1 per tag: 2 against 2 tags, and the Corp can score an agenda with at least its
    requirement in counters (cr/rule_advancement_requirement)."""
    ruling = rule(client, {"turn": "corp", "runner": {"tags": 2}, "corp": {"clicks": 2, "servers": {"Server 1": {
        "root": [{"card": "Freedom of Information", "advancement": 1}]}}},
        "actions": [{"corp": "advance Freedom of Information"}], "decisions": {"score": "yes"}},
        {"corp.agenda_points": 2, "corp.score_area": ["Freedom of Information"]})
    assert ruling["verdict"] == ["The Corp scores Freedom of Information."]
    assert deciding(ruling).startswith("The Corp scores Freedom of Information (2 advancement counters, requirement 2)")


def test_embedded_reporting_dividends_2_with_one_excess_counter_gives_2_agenda_counters(client):
    """Dividends 2: 2 agenda counters per advancement counter past the requirement (cr/rule_dividends), counted as it
    is scored (cr/rule_dividends_timing): 4 on a 3-requirement agenda, 1 excess, 2 counters."""
    ruling = rule(client, {"turn": "corp", "corp": {"clicks": 2, "servers": {"Server 1": {"root": [
        {"card": "Embedded Reporting", "advancement": 4}]}}},
        "actions": [{"corp": "gain credit"}], "decisions": {"score": "yes"}},
        {"cards.Embedded Reporting.counters.agenda": 2, "corp.agenda_points": 2})
    [counted] = steps(ruling, "Embedded Reporting's ability: 4 advancement counter(s)")
    assert {"rule_dividends", "rule_dividends_timing"} <= step_cites(counted)


def test_megaprix_qualifier_scored_while_the_runner_holds_a_copy_is_worth_2(client):
    """"Another copy of Megaprix Qualifier in either player's score area": the Runner's stolen copy counts, so the
    Corp's gets an agenda counter and is worth 1 more (cr/rule_agenda_points_location)."""
    ruling = rule(client, {"turn": "corp", "runner": {"score_area": ["Megaprix Qualifier"]}, "corp": {
        "clicks": 2, "servers": {"Server 1": {"root": [{"card": "Megaprix Qualifier", "advancement": 3}]}}},
        "actions": [{"corp": "gain credit"}], "decisions": {"score": "yes"}},
        {"corp.agenda_points": 2, "runner.agenda_points": 1})
    assert steps(ruling, "Megaprix Qualifier's ability places 1 agenda counter(s) on Megaprix Qualifier (now 1)")


# --- forfeiting agendas as costs ------------------------------------------------------------------------------------

def test_biawak_rezzed_for_4_credits_by_forfeiting_greenmail_which_gives_4_back(client):
    """Biawak's forfeit pays 10[c] of its 14[c] rez cost, an alternative way to pay that leaves the cost itself
    unchanged (cr/rule_alternate_payment); the Corp pays the other 4[c]. Greenmail leaves the score area
    (cr/movement_forfeit) and its "when you forfeit" gives 4[c]: the Corp ends with 4[c] and no points."""
    ruling = rule(client, {"corp": {"credits": 4, "score_area": ["Greenmail"], "servers": {"HQ": {"ice": [
        {"card": "Biawak", "rezzed": False}]}}}, "actions": [{"runner": "run HQ"}], "decisions": {"rez Biawak": "yes"}},
        {"corp.credits": 4, "corp.agenda_points": 0, "corp.score_area": [], "cards.Biawak.rezzed": True,
         "runs.0.outcome": "unsuccessful"})
    [paid] = steps(ruling, "The Corp pays 10[c] of Biawak's rez cost")
    assert "rule_alternate_payment" in step_cites(paid)
    assert steps(ruling, "Greenmail's ability: the Corp gains 4[c]")


@pytest.mark.parametrize("clicks", [3, 2])
def test_false_lead_takes_two_clicks_only_from_a_runner_with_two_left(client, clicks):
    """Forfeit False Lead (cr/movement_forfeit) during the run's initiation: after spending one on the run, a Runner
    who had 3[click] has 2 and loses both; one who had 2 has 1, fewer than 2, and keeps it: the "If" is checked as the
    effect resolves, and the agenda is gone either way."""
    board = {"runner": {"clicks": clicks}, "corp": {"score_area": ["False Lead"], "hq": ["Hedge Fund"]},
             "actions": [{"runner": "run HQ"}, {"at": "initiation on HQ", "corp": "use False Lead"}],
             "decisions": {"jack out": "no"}}
    ruling = rule(client, board, {"runner.clicks": 0 if clicks == 3 else 1, "corp.score_area": [],
                                  "corp.agenda_points": 0})
    [forfeit] = steps(ruling, "The Corp forfeits False Lead")
    assert "movement_forfeit" in step_cites(forfeit)
    found = "the Runner loses 2[click] (now 0)" if clicks == 3 else "the Runner has 1[click] left, fewer than 2"
    assert steps(ruling, f"False Lead's ability: {found}")


def test_plutus_rezzed_by_revealing_and_trashing_3_cards_from_hq(client):
    """"As an additional cost to rez this asset, forfeit 1 agenda or reveal and trash 3 cards from HQ": the Corp chooses
    the cards, and the cost is paid in full before the rez (cr/rule_additional_cost). Greenmail stays scored."""
    board = {"turn": "corp", "corp": {"clicks": 1, "hq": ["Hedge Fund", "Tithe", "Palisade", "Ping"],
                                      "score_area": ["Greenmail"],
                                      "servers": {"Server 1": {"root": [{"card": "Plutus", "rezzed": False}]}}},
             "actions": [{"corp": "rez Plutus"}, {"corp": "gain credit"}]}
    question = asked(client, board)
    assert (question["name"], question["options"]) == ("Plutus cost", ["forfeit an agenda",
                                                                        "reveal and trash 3 card(s) from your HQ"])
    board["decisions"] = {"Plutus cost": "reveal and trash 3 card(s) from your HQ",
                          "Plutus cost #2": ["Hedge Fund", "Tithe", "Ping"]}
    rule(client, board, {"cards.Plutus.rezzed": True, "corp.hq": ["Palisade"], "corp.archives": {"count": 3},
                         "corp.agenda_points": 1})


# --- credits hosted on a card pay only for what it says -------------------------------------------------------------

def test_mahkota_langit_grid_credits_rez_ice_protecting_its_server_but_not_hqs(client):
    """"You can spend hosted credits to rez ... ice protecting this server" (cr/rule_hosted_credits): Ping on Server 1
    is rezzed with them by a Corp with 0[c] (and tags the Runner); Tithe on HQ cannot be, so the Corp is not asked and
    the Runner passes it unrezzed."""
    ruling = rule(client, {"runner": {"clicks": 4}, "corp": {"credits": 0, "hq": ["Hedge Fund"], "servers": {
        "Server 1": {"ice": [{"card": "Ping", "rezzed": False}],
                     "root": [{"card": "Mahkota Langit Grid", "counters": {"credits": 2}}]},
        "HQ": {"ice": [{"card": "Tithe", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run HQ"}], "decisions": {"jack out": "no", "rez Ping": "yes"}},
        {"cards.Ping.rezzed": True, "cards.Tithe.rezzed": False, "runner.tags": 1,
         "cards.Mahkota Langit Grid.counters": {}, "corp.credits": 0, "runs.1.outcome": "successful"})
    [paid] = steps(ruling, "The Corp pays 2[c] for rezzing Ping")
    assert "rule_hosted_credits" in step_cites(paid)
    assert steps(ruling, "The Corp cannot pay 1[c] to rez Tithe")


# --- ice: passing, and when an encounter ends -----------------------------------------------------------------------

def test_phoneutria_bypassed_by_laser_pointer_is_still_passed_so_four_cards_give_a_tag(client):
    """Bypassing aborts the encounter and the Runner "immediately proceeds to pass that ice" (cr/rule_bypass): the pass
    meets Phoneutria's "When the Runner passes this ice", and 4 cards in the grip give a tag."""
    ruling = rule(client, {"runner": {"rig": ["Laser Pointer"], "grip": GRIP4},
                           "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Phoneutria"]}}},
                           "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "use Laser Pointer": "yes"}},
                  {"runner.tags": 1, "runner.grip": {"count": 4}, "runner.heap": ["Laser Pointer"],
                   "runs.0.outcome": "successful"})
    assert "rule_bypass" in cited(ruling)
    [tagged] = steps(ruling, "Phoneutria's ability gives the Runner 1 tag")
    assert "step_pass_ice" in step_cites(tagged)


def test_tatu_bola_swapped_as_it_is_passed_so_the_runner_never_meets_palisade(client):
    """When the Runner passes Tatu-Bola (cr/step_pass_ice) the Corp swaps it with Palisade from HQ, installed unrezzed
    with no cost (cr/rule_swap_become_installed), and gains 4[c]; the Runner has passed that position and moves on to
    HQ without meeting Palisade."""
    ruling = rule(client, {"runner": {"rig": ["Marjanah"]}, "corp": {"hq": ["Hedge Fund", "Palisade"], "servers": {
        "HQ": {"ice": ["Tatu-Bola"]}}}, "actions": [{"runner": "run HQ"}],
        "decisions": {"jack out": "no", "break Tatu-Bola": "Marjanah", "use Tatu-Bola": "yes"}},
        {"corp.servers.HQ.ice": ["Palisade"], "cards.Palisade.rezzed": False, "corp.credits": 9,
         "runs.0.encounters": {"count": 1}, "runs.0.outcome": "successful"})
    assert "rule_swap_become_installed" in cited(ruling)


def test_sisyphus_protocol_makes_the_runner_encounter_tithe_again_the_first_pass_of_the_turn_only(client):
    """"The first time each turn the Runner passes a rezzed code gate or sentry" (cr/rule_trigger_condition): the
    Corp pays 1[c] and the Runner encounters Tithe again (cr/rule_forced_encounter): 2 net damage and 2[c] in the
    first run; the second run's pass is not the first, and only Tithe's own subroutines hit: 3 cards gone, 5 - 1 + 3."""
    ruling = rule(client, {"runner": {"grip": GRIP4[:3]}, "corp": {"score_area": ["Sisyphus Protocol"],
                                                                 "hq": ["Hedge Fund"],
                                                                 "servers": {"HQ": {"ice": ["Tithe"]}}},
                           "actions": [{"runner": "run HQ"}, {"runner": "run HQ"}],
                           "decisions": {"jack out": "no", "use Sisyphus Protocol": "yes",
                                         "Sisyphus Protocol choice": "pay 1[c]"}},
                  {"runner.grip": [], "runner.heap": {"count": 3}, "corp.credits": 7,
                   "runs.0.outcome": "successful", "runs.1.outcome": "successful"})
    [again] = steps(ruling, "Sisyphus Protocol's ability: the Runner encounters Tithe now")
    assert "rule_forced_encounter" in step_cites(again)
    assert len(steps(ruling, "Sisyphus Protocol's ability meets its trigger condition")) == 1


def test_virtual_service_agent_broken_by_an_ai_breaker_still_tags_the_runner(client):
    """"If they did not break its printed subroutine with a decoder": Mayfly is an AI icebreaker, not a decoder, so
    passing VSA after the encounter gives a tag (cr/step_pass_ice); Mayfly is trashed when the run ends."""
    ruling = rule(client, {"runner": {"rig": ["Mayfly"]}, "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [
        "Virtual Service Agent"]}}}, "actions": [{"runner": "run HQ"}],
        "decisions": {"jack out": "no", "break Virtual Service Agent": "Mayfly"}},
        {"runner.tags": 1, "runner.credits": 3, "runner.heap": ["Mayfly"]})
    [tagged] = steps(ruling, "Virtual Service Agent's ability gives the Runner 1 tag")
    assert "step_pass_ice" in step_cites(tagged)


def test_cloud_eater_rezzed_this_turn_strikes_again_when_the_encounter_ends_and_not_when_rezzed(client):
    """Cloud Eater's three subroutines resolve (Marjanah trashed, 2 tags, 3 net damage); then the encounter ends
    (cr/step_encounter_complete) and, rezzed this turn, its ability makes the Runner take 2 more tags or suffer 3 net
    damage or lose a card: they take the tags (cr/rule_nested_cost_unless). The trace showed a phantom "Cloud Eater's
    ability meets its trigger condition ... triggers and resolves" as it was rezzed: it has no "when rezzed"
    ability, and the rez is now read from the turn's events."""
    ruling = rule(client, {"runner": {"grip": GRIP4, "rig": ["Marjanah"]}, "corp": {"credits": 10, "hq": [
        "Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Cloud Eater", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}],
        "decisions": {"jack out": "no", "rez Cloud Eater": "yes", "Cloud Eater choice": "take 2 tags"}},
        {"runner.tags": 4, "runner.grip": {"count": 1}, "runner.rig": [], "corp.credits": 0})
    met = steps(ruling, "Cloud Eater's ability meets its trigger condition")
    assert [step_cites(s) & {"step_encounter_complete", "step_approach_paw"} for s in met] == [
        {"step_encounter_complete"}]
    [took] = steps(ruling, "Cloud Eater's ability: the Runner chooses to take 2 tags")
    assert "rule_nested_cost_unless" in step_cites(took)


def test_trieste_model_bioroids_lets_brans_own_click_ability_break_but_not_marjanah(client):
    """"Runner card abilities cannot break subroutines on the chosen ice": Brân 1.0's "Lose [click]: Break 1
    subroutine on this ice" is the Corp card's ability, so the Runner breaks all three with 3[click]; Marjanah is
    neither offered nor usable ("cannot" beats "can", cr/rule_cannot_precedence). The Table refused the board's
    `chosen: Brân 1.0` on Trieste ("no installed ice named 'Brân 1.0'"), and once read, the choice was not applied:
    Marjanah broke Brân 1.0 for 11[c]."""
    board = {"runner": {"credits": 20, "clicks": 4, "rig": ["Marjanah"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Brân 1.0"]}, "Server 1": {"root": [
                 {"card": "Trieste Model Bioroids", "chosen": "Brân 1.0"}]}}},
             "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}
    assert asked(client, board)["options"] == ["no", "Brân 1.0"]
    board["decisions"]["break Brân 1.0"] = "Brân 1.0"
    ruling = rule(client, board, {"runner.clicks": 0, "runner.credits": 20, "runs.0.outcome": "successful"})
    [refused] = steps(ruling, "Marjanah cannot break subroutines on Brân 1.0")[:1]
    assert "rule_cannot_precedence" in step_cites(refused)
