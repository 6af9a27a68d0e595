"""Forty-three more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge would,
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
"The first time each turn":
24. René "Loup" Arcemont: the first trashed access only; his ability before Nanoetching Matrix's (active player first).
25. Epiphany Analytica: a steal, then a trash: 1 power counter.
26. Tranquility Home Grid: an install by Greasing the Palm is the first install in its root.
27. Pravdivost Consulting: the first successful run of the turn only.
28. Aggressive Trendsetting: the Runner who will not spend [click] gives the Corp a fourth.
Several abilities at once:
29. Bravado and AMAZE Amusements as the run ends: the Runner's first (and no phantom Bravado trigger at each pass).
Damage and flatlines:
30. Karunā's 2 net damage flatlines a Runner with 1 card before "may jack out".
31. A maximum hand size below 0 flatlines as the discard step begins (Running Hot at hand size 0).
32. Salvo Testing's core damage for its own score.
33. Hypoxia: 3[click] next turn, and removed from the game.
Costs and what hosted credits pay:
34. Ivik costs 2 less with two rezzed code gates.
35. Cold Site Server's counters: the run costs 3[click] and 2[c], refused with 2[click].
36. Open Market's credits install a job resource, not a program.
37. Lightning Laboratory rezzes two ice free as the run begins and derezzes them as the turn ends.
Restrictions:
38. Daily Quest cannot be rezzed during the Runner's run, and the Table refuses the rez saying why.
39. Front Company: the first run of the turn cannot be on a remote.
Breach and the discard phase's end:
40. Ganked! in HQ's root, accessed first: Tithe encountered again mid-breach, then HQ's card.
41. The Class Act draws 4 after the discard step: kept.
Counting what happened during a run is no ability:
42. Into the Depths: two ice passed, two modes (and no phantom trigger at each pass).
43. Always Have a Backup Plan bypasses the first run's last ice (and no phantom trigger at its first encounter).
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
    assert ruling["verdict"] == ["Wage Workers's ability resolves."]
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
    Office's 7[c]. The score step read "The Corp scores Offworld Office (...): 6 agenda points", as if the agenda were
    worth 6: it gives the Corp's total as such."""
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
    assert steps(ruling, "The Corp scores Offworld Office (4 advancement counters, requirement 4): the Corp now has 6 "
                         "agenda points.")


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
    [counted] = steps(ruling, "Embedded Reporting's ability: 4 advancement counters")
    assert {"rule_dividends", "rule_dividends_timing"} <= step_cites(counted)


def test_megaprix_qualifier_scored_while_the_runner_holds_a_copy_is_worth_2(client):
    """"Another copy of Megaprix Qualifier in either player's score area": the Runner's stolen copy counts, so the
    Corp's gets an agenda counter and is worth 1 more (cr/rule_agenda_points_location)."""
    ruling = rule(client, {"turn": "corp", "runner": {"score_area": ["Megaprix Qualifier"]}, "corp": {
        "clicks": 2, "servers": {"Server 1": {"root": [{"card": "Megaprix Qualifier", "advancement": 3}]}}},
        "actions": [{"corp": "gain credit"}], "decisions": {"score": "yes"}},
        {"corp.agenda_points": 2, "runner.agenda_points": 1})
    assert steps(ruling, "Megaprix Qualifier's ability places 1 agenda counter on Megaprix Qualifier (now 1)")


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
                                                                        "reveal and trash 3 cards from your HQ"])
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
    [refused] = steps(ruling, "The Corp cannot pay 1[c] to rez Tithe")
    assert refused["text"] == "The Corp cannot pay 1[c] to rez Tithe (the Corp has 0[c] in the credit pool)."


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
    assert asked(client, board)["options"] == ["no", "Brân 1.0", "Brân 1.0: some subroutines"]
    board["decisions"]["break Brân 1.0"] = "Brân 1.0"
    ruling = rule(client, board, {"runner.clicks": 0, "runner.credits": 20, "runs.0.outcome": "successful"})
    [refused] = steps(ruling, "Marjanah cannot break subroutines on Brân 1.0")  # said once, not once per query
    assert refused["text"] == ("Marjanah cannot break subroutines on Brân 1.0 (Runner card abilities cannot break "
                               "subroutines on the chosen ice).")
    assert "rule_cannot_precedence" in step_cites(refused)


# --- "the first time each turn" -------------------------------------------------------------------------------------

def test_rene_loup_gains_for_the_first_trashed_access_only_and_resolves_before_nanoetching(client):
    """"The first time each turn you trash a card you are accessing" (cr/rule_trigger_condition): trashing Nanoetching
    Matrix (3[c]) gives 1[c] and a card; trashing Public Health Portal (2[c]) later gives nothing. Nanoetching's own
    "when the Runner trashes this asset" is met at the same moment: the Runner, the active player, resolves theirs
    first (cr/rule_reaction_window_priority), then the Corp declines its 2[c]. 10 - 3 + 1 - 2 = 6."""
    ruling = rule(client, {
        "runner": {"identity": "René “Loup” Arcemont: Party Animal", "credits": 10, "stack": ["Sure Gamble", "Jailbreak"]},
        "corp": {"servers": {"Server 1": {"root": ["Nanoetching Matrix"]},
                             "Server 2": {"root": [{"card": "Public Health Portal", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run Server 2"}],
        "decisions": {"jack out": "no", "trash Nanoetching Matrix": "yes", "trash Public Health Portal": "yes",
                      "rez Public Health Portal": "no", "use Nanoetching Matrix": "no"}},
        {"runner.credits": 6, "runner.grip": ["Sure Gamble"], "corp.credits": 5,
         "corp.archives": ["Nanoetching Matrix", "Public Health Portal"]})
    assert len(steps(ruling, "René “Loup” Arcemont: Party Animal's ability: the Runner gains 1[c]")) == 1
    [first] = steps(ruling, "Abilities of both players are waiting to trigger")
    assert "rule_reaction_window_priority" in step_cites(first)


def test_epiphany_analytica_counts_a_steal_then_not_the_trash_that_follows(client):
    """"The first time each turn the Runner steals or trashes a Corp card": stealing Offworld Office is the first; the
    trash of Public Health Portal in the next run is not (cr/rule_trigger_condition): 1 power counter."""
    ruling = rule(client, {
        "corp": {"identity": "Epiphany Analytica: Nations Undivided", "servers": {
            "Server 1": {"root": ["Offworld Office"]},
            "Server 2": {"root": [{"card": "Public Health Portal", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run Server 2"}],
        "decisions": {"jack out": "no", "trash Public Health Portal": "yes", "rez Public Health Portal": "no"}},
        {"cards.Epiphany Analytica: Nations Undivided.counters.power": 1, "runner.agenda_points": 2,
         "corp.archives": ["Public Health Portal"], "runner.credits": 3})
    [placed] = steps(ruling, "Epiphany Analytica: Nations Undivided's ability places 1 power counter")
    assert "step_access_agenda" in step_cites(placed)


def test_tranquility_home_grid_counts_an_install_by_greasing_the_palm_as_the_first(client):
    """"The first time each turn you install a card in the root of this server" means any install, not only the
    install action (cr/rule_trigger_condition): Greasing the Palm's install of Public Health Portal is the first (2[c]),
    and the install action that follows gives nothing. 5 - 3 + 5 + 2 + 1 = 10."""
    ruling = rule(client, {"turn": "corp", "corp": {
        "hq": ["Greasing the Palm", "Public Health Portal", "Anoetic Void"], "rd": ["Hedge Fund"],
        "servers": {"Server 1": {"root": ["Tranquility Home Grid"]}}},
        "actions": [{"corp": "play Greasing the Palm"}, {"corp": "install Anoetic Void in Server 1"},
                    {"corp": "gain credit"}],
        "decisions": {"Greasing the Palm install": "Public Health Portal", "Greasing the Palm install where": "Server 1",
                      "Tranquility Home Grid choice": "gain 2[c]", "rez Public Health Portal": "no",
                      "rez Anoetic Void": "no"}},
        {"corp.credits": 10, "corp.servers.Server 1.root": ["Tranquility Home Grid", "Public Health Portal",
                                                             "Anoetic Void"]})
    assert ruling["verdict"] == ["Tranquility Home Grid's ability resolves."]
    assert len(steps(ruling, "Tranquility Home Grid's ability meets its trigger condition")) == 1


def test_pravdivost_consulting_advances_once_for_the_first_successful_run_of_the_turn(client):
    """"The first time each turn the Runner makes a successful run": the first run on HQ lets the Corp place an
    advancement counter on Offworld Office (as the run is declared successful, cr/step_run_declared_successful); the
    second successful run meets nothing."""
    ruling = rule(client, {"corp": {"identity": "Pravdivost Consulting: Political Solutions", "hq": ["Hedge Fund"],
                                    "servers": {"Server 1": {"root": ["Offworld Office"]}}},
                           "actions": [{"runner": "run HQ"}, {"runner": "run HQ"}],
                           "decisions": {"jack out": "no", "use Pravdivost Consulting": "yes"}},
                  {"cards.Offworld Office.counters.advancement": 1, "runs.1.outcome": "successful"})
    [placed] = steps(ruling, "Pravdivost Consulting: Political Solutions's ability places 1 advancement counter")
    assert "step_run_declared_successful" in step_cites(placed)
    assert len(steps(ruling, "Pravdivost Consulting: Political Solutions's ability meets")) == 1


def test_aggressive_trendsetting_the_runner_who_will_not_spend_a_click_gives_the_corp_a_fourth(client):
    """Trashing Public Health Portal is the first trash of an installed Corp card this turn; the Runner declines to
    spend [click], so the Corp gets +1 allotted [click] for their next turn (cr/rule_allotted_clicks): 4 gain-credit
    actions, 5 + 4 = 9."""
    ruling = rule(client, {"corp": {"rd": ["Hedge Fund"], "score_area": ["Aggressive Trendsetting"], "servers": {
        "Server 1": {"root": [{"card": "Public Health Portal", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "gain credit"}] * 4,
        "decisions": {"jack out": "no", "rez Public Health Portal": "no", "trash Public Health Portal": "yes",
                      "Aggressive Trendsetting choice": "no"}},
        {"corp.credits": 9, "corp.clicks": 0, "runner.credits": 6})
    [allotted] = steps(ruling, "The Corp's allotted clicks are +1 for this turn")
    assert "rule_allotted_clicks" in step_cites(allotted)


# --- several abilities at once: the active player first --------------------------------------------------------------

def test_bravado_and_amaze_amusements_as_the_run_ends_the_runners_first_and_bravado_counts_once(client):
    """Both are met as the run ends (cr/step_run_complete): Bravado gains 6 + 1 for unrezzed Palisade passed, AMAZE
    gives 2 tags for the stolen agenda; the Runner, the active player, resolves theirs first
    (cr/rule_reaction_window_priority). Bravado's trace showed it "meets its trigger condition ... triggers and
    resolves" as Palisade was passed: a hidden counter posing as an ability (its verdict said "Bravado's abilities");
    the passed ice is now read from the turn's record as the run ends."""
    ruling = rule(client, {"runner": {"credits": 3, "grip": ["Bravado"]}, "corp": {"servers": {"Server 1": {
        "ice": [{"card": "Palisade", "rezzed": False}], "root": ["Offworld Office", "AMAZE Amusements"]}}},
        "actions": [{"runner": "play Bravado on Server 1"}],
        "decisions": {"jack out": "no", "rez Palisade": "no", "access order": ["AMAZE Amusements"]}},
        {"runner.credits": 7, "runner.tags": 2, "runner.agenda_points": 2})
    assert ruling["verdict"][0] == "Bravado's and AMAZE Amusements's abilities resolve."
    met = steps(ruling, "Bravado's ability meets its trigger condition")
    assert [step_cites(s) & {"step_run_complete", "step_pass_ice"} for s in met] == [{"step_run_complete"}]
    [first] = steps(ruling, "Abilities of both players are waiting to trigger")
    assert "rule_reaction_window_priority" in step_cites(first)
    texts = [s["text"] for s in ruling["trace"]]
    assert texts.index("Bravado's ability triggers and resolves.") < texts.index(
        "AMAZE Amusements's ability triggers and resolves.")


# --- damage and flatlines -------------------------------------------------------------------------------------------

def test_karuna_flatlines_a_runner_with_one_card_before_they_may_jack_out(client):
    """2 net damage against 1 card: more damage than cards in the grip flatlines the Runner at once
    (cr/rule_flatline); the game is over, so "The Runner may jack out" and the second subroutine never come."""
    ruling = rule(client, {"runner": {"grip": ["Sure Gamble"]}, "corp": {"hq": ["Hedge Fund"], "servers": {
        "HQ": {"ice": ["Karunā"]}}}, "actions": [{"runner": "run HQ"}]},
        {"winner": "corp", "runner.heap": ["Sure Gamble"]})
    assert ruling["verdict"] == ["The Corp wins by flatline."]
    assert "rule_flatline" in cited(ruling)
    assert not steps(ruling, "Unbroken subroutine 2 of Karunā")


def test_a_runner_whose_maximum_hand_size_falls_below_0_is_flatlined_as_the_discard_step_begins(client):
    """Hand size 0, then Running Hot's additional cost of 1 core damage (cr/rule_max_hand_size_core_damage): -1.
    Before discarding, the Runner checks for a flatline (cr/rule_runner_discard_step): below 0, the Corp wins, though
    the Runner's grip is empty and no damage is left to do."""
    ruling = rule(client, {"runner": {"clicks": 1, "hand_size": 0, "grip": ["Running Hot", "Sure Gamble"]},
                           "until": "end of turn",
                           "actions": [{"runner": "play Running Hot"}] + [{"runner": "gain credit"}] * 3},
                  {"winner": "corp", "runner.grip": [], "runner.credits": 7})
    assert ruling["verdict"] == ["The Corp wins by flatline."]
    assert {"rule_runner_discard_step", "rule_flatline"} <= cited(ruling)


def test_salvo_testing_does_core_damage_for_its_own_score_and_lowers_the_hand_size(client):
    """"Whenever you score an agenda (including this one)": scoring Salvo Testing meets its own ability
    (cr/rule_trigger_condition); 1 core damage trashes a card and lowers the Runner's maximum hand size by 1
    (cr/rule_max_hand_size_core_damage)."""
    ruling = rule(client, {"turn": "corp", "runner": {"grip": ["Sure Gamble", "Jailbreak"]}, "corp": {
        "clicks": 1, "servers": {"Server 1": {"root": [{"card": "Salvo Testing", "advancement": 4}]}}},
        "actions": [{"corp": "advance Salvo Testing"}], "decisions": {"score": "yes", "use Salvo Testing": "yes"}},
        {"corp.agenda_points": 3, "runner.grip": {"count": 1}, "damage.core": 1})
    assert ruling["verdict"] == ["Salvo Testing's ability resolves.", "The Corp scores Salvo Testing.",
                                 "The Runner takes 1 core damage."]


def test_hypoxia_leaves_the_runner_3_clicks_next_turn_and_is_removed_from_the_game(client):
    """1 core damage and "-1 allotted [click] for their next turn" (cr/rule_allotted_clicks): the Runner's turn begins
    with 3[click]; Hypoxia leaves the game rather than going to Archives (cr/rule_play_no_trash_left_play_area)."""
    ruling = rule(client, {"turn": "corp", "runner": {"tags": 1, "grip": ["Sure Gamble", "Jailbreak"]},
                           "corp": {"clicks": 1, "hq": ["Hypoxia"], "rd": ["Hedge Fund"]},
                           "actions": [{"corp": "play Hypoxia"}, {"runner": "gain credit"}]},
                  {"runner.clicks": 2, "runner.grip": {"count": 1}, "corp.archives": []})
    assert deciding(ruling) == "Hypoxia: the Runner gets -1 allotted [click] for their next turn."
    assert "rule_allotted_clicks" in cited(ruling)


# --- costs, cost changes and what hosted credits pay ----------------------------------------------------------------

def test_ivik_costs_2_less_with_two_rezzed_code_gates(client):
    """"The rez cost of this ice is lowered by 1[c] for each rezzed piece of code gate ice": Whitespace and Diviner
    make it 5[c] (cr/rule_modified_costs), exactly the Corp's 5[c]; Ivik then does 2 net damage."""
    ruling = rule(client, {"runner": {"grip": ["Sure Gamble", "Jailbreak", "Bravado"]}, "corp": {
        "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Ivik", "rezzed": False}, "Whitespace", "Diviner"]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"rez Ivik": "yes"}},
        {"corp.credits": 0, "cards.Ivik.rezzed": True, "runner.grip": {"count": 1}, "runs.0.outcome": "unsuccessful"})
    [price] = steps(ruling, "Rezzing Ivik takes 5[c]")
    assert "rule_modified_costs" in step_cites(price)


def test_cold_site_servers_two_counters_cost_the_runner_three_clicks_and_2_credits_to_run(client):
    """"As an additional cost to run this server, the Runner must spend [click] and 1[c] for each hosted power
    counter": with 2 counters the run costs [click] plus [click][click] and 2[c] (cr/rule_additional_cost_to_run). A
    Runner with 4[click] runs and steals; one with 2[click] cannot run at all."""
    board = {"runner": {"clicks": 4}, "corp": {"servers": {"Server 1": {"root": [
        {"card": "Cold Site Server", "counters": {"power": 2}}, "Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "access order": ["unrezzed card in the root of Server 1"],
                      "trash Cold Site Server": "no"}}
    ruling = rule(client, board, {"runner.clicks": 1, "runner.credits": 3, "runner.agenda_points": 2})
    [paid] = steps(ruling, "As an additional cost to run Server 1")
    assert "rule_additional_cost_to_run" in step_cites(paid)
    board["runner"]["clicks"] = 2
    assert refusal(client, board).endswith("the Runner cannot run on Server 1: they cannot pay the additional cost to "
                                           "run it ([click][click], 2[c], Cold Site Server)")


def test_open_market_credits_pay_for_a_job_resource_but_not_a_program(client):
    """"You can spend hosted credits to install connection and job resources" (cr/rule_hosted_credits): Telework
    Contract (a job) is paid from Open Market by a Runner with 0[c]; Mayfly, a program, cannot be."""
    ruling = rule(client, {"runner": {"credits": 0, "clicks": 2, "grip": ["Telework Contract", "Mayfly"],
                                      "rig": [{"card": "Open Market", "counters": {"credits": 6}}]},
                           "actions": [{"runner": "install Telework Contract"},
                                       {"runner": "install Mayfly", "attempt": True}]},
                  {"runner.grip": ["Mayfly"], "cards.Open Market.counters.credits": 5,
                   "refused": {"count": 1}})
    [paid] = steps(ruling, "The Runner pays 1[c] for installing Telework Contract: 1[c] from Open Market")
    assert "rule_hosted_credits" in step_cites(paid)
    assert ruling["attempts"][0]["reason"] == "the Runner cannot pay 1[c] for installing Mayfly"


def test_lightning_laboratory_rezzes_two_ice_free_as_the_run_begins_and_derezzes_them_as_the_turn_ends(client):
    """"Whenever a run begins" (cr/step_initiation_formal_begin): an agenda counter rezzes Palisade and Tithe ignoring
    all costs; Palisade ends the run; "When this turn ends" is a delayed ability, relevant once
    (cr/rule_delayed_conditional_ability_relevant_once), that derezzes both. The Corp spends nothing."""
    ruling = rule(client, {"corp": {"score_area": [{"card": "Lightning Laboratory", "counters": {"agenda": 1}}],
                                    "rd": ["Hedge Fund"], "hq": ["Hedge Fund"],
                                    "servers": {"HQ": {"ice": [{"card": "Palisade", "rezzed": False},
                                                               {"card": "Tithe", "rezzed": False}]}}},
                           "until": "end of turn",
                           "actions": [{"runner": "run HQ"}] + [{"runner": "gain credit"}] * 3,
                           "decisions": {"use Lightning Laboratory": "yes",
                                         "Lightning Laboratory choice": ["Palisade", "Tithe"]}},
                  {"cards.Palisade.rezzed": False, "cards.Tithe.rezzed": False, "corp.credits": 5,
                   "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["Lightning Laboratory's abilities resolve.",
                                 "The run on HQ ends unsuccessfully: Palisade's subroutine ends it."]
    [once] = steps(ruling, "Lightning Laboratory's delayed ability was relevant only once")
    assert "rule_delayed_conditional_ability_relevant_once" in step_cites(once)


# --- restrictions on rezzing and running ----------------------------------------------------------------------------

def test_daily_quest_cannot_be_rezzed_during_the_runners_run_and_the_table_says_so(client):
    """"Rez only during your action phase": the restriction works while Daily Quest is unrezzed
    (cr/rule_active_exception_modify_play_install_rez). The Table took the judge's "rez Daily Quest" in the run's
    initiation, noted "cannot be rezzed now" among the steps and played on as if nothing had been asked: the rez is
    now refused, saying why."""
    error = refusal(client, {"corp": {"servers": {"Server 1": {"root": [{"card": "Daily Quest", "rezzed": False}]}}},
                             "actions": [{"runner": "run Server 1"},
                                         {"at": "initiation on Server 1", "corp": "rez Daily Quest"}],
                             "decisions": {"jack out": "no", "trash Daily Quest": "no"}})
    assert error.endswith('Daily Quest cannot be rezzed now ("Rez only during your action phase.")')


def test_front_company_the_first_run_of_the_turn_cannot_be_on_a_remote(client):
    """"The first run each turn cannot be made against a remote server": the attempt on Server 2 is refused, nothing
    paid ("cannot" beats "can", cr/rule_cannot_precedence); after a run on HQ, Server 2 can be run and Offworld Office
    stolen."""
    ruling = rule(client, {"corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Front Company"]},
                                                                      "Server 2": {"root": ["Offworld Office"]}}},
                           "actions": [{"runner": "run Server 2", "attempt": True}, {"runner": "run HQ"},
                                       {"runner": "run Server 2"}], "decisions": {"jack out": "no"}},
                  {"runner.clicks": 2, "runner.agenda_points": 2, "runs": {"count": 2}})
    [attempt] = ruling["attempts"]
    assert (attempt["allowed"], attempt["rule"]["address"]) == (False, "nsg-cr-25.08/rule_cannot_precedence")


# --- breach: upgrades in a central root, and the discard phase's end ------------------------------------------------

def test_ganked_in_hqs_root_accessed_first_makes_the_runner_meet_tithe_again_mid_breach(client):
    """An upgrade in HQ's root is a candidate beside HQ's cards, the Runner choosing the order (cr/rule_candidates_in_
    server_root). Accessing Ganked! first, the Corp trashes it and the Runner encounters Tithe at once
    (cr/rule_forced_encounter): 1 net damage on the way in, 1 more now; then the HQ card is accessed."""
    ruling = rule(client, {"runner": {"grip": ["Sure Gamble", "Jailbreak"]}, "corp": {
        "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Tithe"], "root": [{"card": "Ganked!", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}],
        "decisions": {"jack out": "no", "rez Ganked!": "no", "access order": ["unrezzed card in the root of HQ"],
                      "use Ganked!": "yes", "Ganked! target": "Tithe"}},
        {"runner.grip": [], "corp.credits": 7, "corp.archives": ["Ganked!"],
         "runs.0.accessed": ["Ganked!", "Hedge Fund"]})
    assert ruling["verdict"] == ["Ganked!'s ability resolves.", "The run on HQ is successful and the Runner accesses "
                                 "Ganked! and Hedge Fund; the Runner takes 2 net damage."]
    [again] = steps(ruling, "Ganked!'s ability: the Runner encounters Tithe now")
    assert "rule_forced_encounter" in step_cites(again)


def test_the_class_act_draws_4_after_the_discard_step_so_the_runner_keeps_them(client):
    """"When a discard phase ends, if you installed this resource this turn, draw 4 cards": met as the turn formally
    ends (cr/step_runner_turn_formal_end), after the discard step, so nothing is discarded. Its interrupt, the first
    draw of the turn, looks at 5 and puts Running Hot at the bottom."""
    ruling = rule(client, {"runner": {"grip": ["The Class Act"], "stack": [
        "Sure Gamble", "Jailbreak", "Bravado", "Running Hot", "Overclock", "Spec Work"]}, "corp": {"rd": ["Hedge Fund"]},
        "until": "end of turn",
        "actions": [{"runner": "install The Class Act"}] + [{"runner": "gain credit"}] * 3,
        "decisions": {"The Class Act choice": "Running Hot"}},
        {"runner.grip": ["Sure Gamble", "Jailbreak", "Bravado", "Overclock"], "runner.stack": ["Spec Work",
                                                                                               "Running Hot"],
         "runner.heap": []})
    [drew] = steps(ruling, "The Class Act's ability: the Runner draws 4")
    assert "step_runner_turn_formal_end" in step_cites(drew)


# --- counting what happened during a run is no ability ---------------------------------------------------------------

def test_into_the_depths_two_ice_passed_give_two_modes_and_nothing_triggers_at_the_passes(client):
    """"If successful, for each time you passed ice this run, resolve 1 of the following": unrezzed Palisade and Tithe
    are both passed (cr/step_pass_ice), so two modes as the run is declared successful: 4[c] and Mayfly from the stack
    (1[c]): 5 - 1 + 4 - 1 = 7. The trace showed "Into the Depths's ability meets its trigger condition ... triggers
    and resolves" at each pass (its verdict said "abilities"): its count is now read from the turn's record."""
    ruling = rule(client, {"runner": {"grip": ["Into the Depths"], "stack": ["Mayfly", "Sure Gamble"]}, "corp": {
        "servers": {"Server 1": {"ice": [{"card": "Palisade", "rezzed": False}, {"card": "Tithe", "rezzed": False}],
                                 "root": ["Offworld Office"]}}},
        "actions": [{"runner": "play Into the Depths on Server 1"}],
        "decisions": {"jack out": "no", "rez Palisade": "no", "rez Tithe": "no",
                      "Into the Depths choice": ["gain", "program"], "Into the Depths target": "Mayfly"}},
        {"runner.credits": 7, "runner.rig": ["Mayfly"], "runner.agenda_points": 2})
    assert ruling["verdict"][0] == "Into the Depths's ability resolves."
    [met] = steps(ruling, "Into the Depths's ability meets its trigger condition")
    assert "step_run_declared_successful" in step_cites(met)


def test_always_have_a_backup_plan_bypasses_the_last_ice_of_the_first_run_and_nothing_triggers_at_its_encounter(client):
    """Palisade ends the first run; "When that run ends, if it was unsuccessful" the Runner runs again
    (cr/step_run_complete) and bypasses Palisade, the last ice encountered in the first run (cr/rule_bypass), stealing
    Offworld Office. The first run's encounter showed "Always Have a Backup Plan's ability meets its trigger
    condition ... triggers and resolves": the last ice is now read from the turn's encounters as that run ends."""
    ruling = rule(client, {"runner": {"grip": ["Always Have a Backup Plan"]}, "corp": {"servers": {"Server 1": {
        "ice": ["Palisade"], "root": ["Offworld Office"]}}},
        "actions": [{"runner": "play Always Have a Backup Plan on Server 1"}],
        "decisions": {"jack out": "no", "use Always Have a Backup Plan": "yes"}},
        {"runs.0.outcome": "unsuccessful", "runs.1.outcome": "successful", "runner.agenda_points": 2})
    met = steps(ruling, "Always Have a Backup Plan's ability meets its trigger condition")
    assert [step_cites(s) & {"step_run_complete", "step_encounter_begins"} for s in met] == [
        {"step_run_complete"}, {"step_encounter_begins"}]
    [bypassed] = steps(ruling, "Always Have a Backup Plan bypasses Palisade")
    assert "rule_bypass" in step_cites(bypassed)
