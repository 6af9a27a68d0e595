"""Fifty-one more situations players dispute at tournaments, all about runs, played on the Table (`POST /api/table`) as
a judge would, none a topic or card of the first five rounds (test_table_rulings.py to test_table_rulings5.py), all
with cards of today's Standard. Each expected value was worked out from the CR 25.08 and the cards' text before the
engine played it; the rule that decides it is named in each docstring (cr/<source id>) and asserted among the
citations of the step that decides it. Those marked (fixed) found a defect, fixed with the test.

Ice: "when encountered", "when rezzed", subroutines that change the run:
1. Konjin: the bids differ, the Runner encounters Tithe on HQ, then finishes encountering Konjin.
2. Loot Box: the Corp adds Sure Gamble to the grip and gains 5[c]; the ice is trashed and the run goes on; the trace
   names the card added (fixed).
3. M.I.C. trashed by the Corp as the Runner approaches it: the Runner spends their last [click] and never meets it.
4. Pulse rezzed during the run takes the Runner's last [click]: its "unless the Runner spends [click]" ends the run.
5. Echo gets a counter as Wave is rezzed in front of it: an "End the run." it did not have.
6. Envelopment: Principia breaks the four "End the run." and "Trash this ice." trashes it; the run goes on.
7. Bloop's additional cost derezzes Wave on HQ; with no other harmonic ice it is not offered for rez.
8. Ansel 1.0 broken twice by losing [click]: its third subroutine forbids the steal.
9. Tree Line with 2 advancements (6) and Isaac Liberdade (+2 for advanced ice, 7): Rising Tide's strength.
Breakers:
10. Abaasy fully breaks Wave: the Runner trashes a card from the grip to draw.
11. Begemot: 3 core damage taken this game make it strength 5, enough for Tree Line without a boost.
12. Cat's Cradle: Wave costs 3[c] to rez; the Corp with 2[c] cannot.
13. Makler: the first full break of the turn gives 1[c].
14. Num breaks 2 of Empiricist's 3 subroutines; the first resolves.
15. Poison Vial breaks 2 more once Abaasy has broken one; its break is no icebreaker's (fixed citation).
16. Shibboleth at Threat 4 is strength 1: one boost for Wave.
17. Slap Vandal breaks only 1 subroutine per encounter (fixed).
18. Utae's "X[c]: Break X" once per run: the second code gate is not broken, and the trace says why (fixed).
19. Sang Kancil's boost costs 1[c] while Clean Getaway is active; Clean Getaway's 6[c] only if successful.
20. Stegodon MK IV derezzes Wave as the run begins: every icebreaker −2 strength for the run.
Run events, "if successful", "instead of breaching":
21. Joy Ride draws 5 before the breach.
22. Transfer of Wealth against a Corp with 2[c]: a tag, 2[c] lost, 4[c] gained.
23. Raindrops Cut Stone counts the "End the run." that stopped it.
24. Chastushka: sabotage 4 instead of breaching HQ.
25. Charm Offensive: the rezzed PAD Campaign trashed as the run on Archives ends.
26. Katorga Breakout takes a card back from the heap.
27. Bahia Bands: 4[c] hosted pay PAD Campaign's trash cost.
28. Light the Fire!: the root's cards lose their abilities and are trashed before the breach: nothing accessed.
Breaching R&D and HQ, additional accesses:
29. Beatriz Friere Gonzalez: a run on HQ that breaches R&D and accesses 2; the [click][click] counted after it is
    paid (fixed).
30. Eru Ayase-Pessoa at Threat 3: 1 tag, Archives run, 2 cards from R&D.
31. Manuel Lattes de Moura: 2 cards from HQ while tagged.
32. "Pretty" Mary da Silva after Manuel: the "if 2 or more" is checked as it resolves, 3 cards (fixed).
"When the Runner accesses" and trashing:
33. Angelique Garza Correa rezzed in HQ's root: 2[c] for 2 meat damage.
34. Byte! revealed in R&D: a tag and 3 net damage; in Archives nothing.
35. Cerebral Overwriter with 2 advancements: 2 core damage for 3[c].
36. Chekist Scion with 2 advancements: 3 tags.
37. Calvin B4L3Y trashed by the Runner: the Corp draws 2.
Upgrades, currents, agendas during the run:
38. Hyoubu Precog Manifold laid as a lockdown: the server the Corp chose is asked (fixed); differing bids end the
    run as it is declared successful: no breach, and the run stays successful (fixed).
39. SYNC Rerouting: 4[c] paid as the run begins.
40. Proprionegation moves the Runner from Tree Line to Archives' Wave: Tree Line is never passed.
41. Tiered Subscription: 1[c] as the first run begins.
Stealing and what it triggers:
42. Phật Gioan Baotixita: 2 counters removed, 3 net damage for the steal.
43. Vera Ivanovna Shuyskaya reveals the grip and trashes Sure Gamble.
44. Hermes: the steal sends unrezzed Wave back to HQ.
45. Tāo Salonga swaps two pieces of ice after the steal.
Derezzing before the breach, trashing agendas, jacking out, accesses counted:
46. Maglectric Rapid derezzes Angelique Garza Correa as the run succeeds: accessed unrezzed, no damage (fixed).
47. Carnivore trashes the agenda it accesses: nothing stolen.
48. Hannah "Wheels" Pilintra: a run jacked out of is unsuccessful, 1 tag.
49. "Baklan" Bochkin's third counter derezzes Wave mid-encounter: its subroutine never resolves.
50. Amelia Earhart: 3 cards accessed on R&D (2 from R&D, 1 from its root).
51. Demolisher: PAD Campaign trashed for 3[c], and 1[c] back.
"""

from tests.web.test_table_rulings import cited, rule
from tests.web.test_table_rulings3 import asked, step_cites, steps

GRIP3 = ["Sure Gamble", "Jailbreak", "Bravado"]
STACK5 = ["Sure Gamble", "Jailbreak", "Bravado", "Easy Mark", "Dirty Laundry"]
THREAT4 = ["Send a Message", "Hostile Takeover"]  # 3 + 1 agenda points


def s1(ice: list, root: list | None = None, **more) -> dict:
    return {"Server 1": {"ice": ice, "root": root or ["PAD Campaign"]}, **more}


def run_on(runner: dict, corp: dict, decisions: dict | None = None, server: str = "Server 1") -> dict:
    return {"runner": runner, "corp": corp, "actions": [{"runner": f"run {server}"}], "decisions": decisions or {}}


def play(runner: dict, corp: dict, event: str, server: str, decisions: dict | None = None) -> dict:
    return {"runner": runner, "corp": corp, "actions": [{"runner": f"play {event} on {server}"}],
            "decisions": decisions or {}}


def deciding(ruling: dict) -> str:
    return ruling["deciding"]["text"]


def texts(ruling: dict) -> list[str]:
    return [s["text"] for s in ruling["trace"]]


# --- ice: "when encountered", "when rezzed", subroutines that change the run ---------------------------------------

def test_konjin_makes_the_runner_encounter_tithe_then_finish_konjin(client):
    """Konjin: the Corp bids 1, the Runner 0: the bids differ, so the Corp chooses rezzed Tithe (on HQ) and the Runner
    encounters it (cr/rule_forced_encounter): 1 net damage and the Corp's 1[c] back (5 − 1 + 1), then the encounter
    with Konjin, which has no subroutine, finishes and the run goes on."""
    ruling = rule(client, run_on({"grip": GRIP3}, {"credits": 5, "servers": s1(["Konjin"], HQ={"ice": ["Tithe"]})},
                                 {"Corp psi bid Konjin": "1", "Runner psi bid Konjin": "0", "Konjin target": "Tithe",
                                  "jack out": "no", "trash PAD Campaign": "no"}),
                  {"corp.credits": 5, "runner.grip": {"count": 2}, "runs.0.outcome": "successful"})
    [forced] = steps(ruling, "Konjin's ability: the Runner encounters Tithe now")
    assert "rule_forced_encounter" in step_cites(forced)
    assert texts(ruling).index(forced["text"]) < texts(ruling).index("The encounter with Konjin ends.")


def test_loot_box_the_corp_adds_sure_gamble_to_the_grip_and_gains_5(client):
    """Loot Box's second subroutine is the Corp's: the Corp picks the card added to the grip and gains its cost
    (Sure Gamble: 5[c]); the ice trashes itself, so the encounter ends and the run goes on to the server
    (cr/rule_ice_change_encounter_uninstall_derez). The Runner paid 2[c] for the first: 1[c] left, too few for PAD
    Campaign. The trace did not say which card went to the grip; it does now (fixed)."""
    ruling = rule(client, run_on({"credits": 3, "stack": ["Sure Gamble", "Jailbreak", "Bravado"]},
                                 {"credits": 5, "servers": s1(["Loot Box"])},
                                 {"pay 2[c] for Loot Box": "yes", "Loot Box target": "Sure Gamble", "jack out": "no"}),
                  {"corp.credits": 10, "runner.credits": 1, "runner.grip": ["Sure Gamble"],
                   "corp.archives": ["Loot Box"], "runs.0.outcome": "successful"})
    assert steps(ruling, "Loot Box's subroutine: the Corp adds Sure Gamble to the grip.")
    [ended] = steps(ruling, "Loot Box was uninstalled while encountered")
    assert "rule_ice_change_encounter_uninstall_derez" in step_cites(ended)


def test_mic_trashed_as_the_runner_approaches_it_costs_their_last_click(client):
    """M.I.C.'s "[trash]: End the run unless the Runner spends [click]" is a paid ability the Corp may use in the
    approach's paid ability window (cr/step_approach_paw); the Runner spends their last [click] (2 − 1 − 1). M.I.C.,
    gone, is never encountered: the approach ends (cr/rule_ice_change_approach_uninstall_move) and the run goes on."""
    ruling = rule(client, run_on({"credits": 5, "clicks": 2}, {"servers": s1(["M.I.C."])}, {
        "abilities at initiation on Server 1": "pass",
        "abilities at approach M.I.C.": "M.I.C. ([trash]: End the run unless the Runner spends [click]. Use this "
                                        "ability only during a run on this server.)",
        "M.I.C. choice": "spend [click]", "jack out": "no", "trash PAD Campaign": "no"}),
        {"runner.clicks": 0, "corp.archives": ["M.I.C."], "runs.0.outcome": "successful"})
    [gone] = steps(ruling, "M.I.C. is no longer in the Runner's position")
    assert "rule_ice_change_approach_uninstall_move" in step_cites(gone)
    assert not steps(ruling, "The Runner encounters M.I.C.")


def test_pulse_rezzed_during_the_run_takes_the_click_its_last_subroutine_asks_for(client):
    """Pulse rezzed as the Runner approaches it: "the Runner loses [click]" (1 − 1 = 0, cr/rule_rez_procedure). Its
    first subroutine takes 1[c] for each rezzed harmonic ice (Pulse and Wave: 2); its second ends the run, the
    Runner having no [click] to spend (cr/rule_cost_interrupt_static_mandatory)."""
    ruling = rule(client, run_on({"credits": 5, "clicks": 2},
                                 {"credits": 5, "servers": s1([{"card": "Pulse", "rezzed": False}],
                                                              HQ={"ice": ["Wave"]})}, {"rez Pulse": "yes"}),
                  {"runner.clicks": 0, "runner.credits": 3, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"][-1] == "The run on Server 1 ends unsuccessfully: Pulse's subroutine ends it."
    [cannot] = steps(ruling, "Pulse's subroutine: the Runner cannot pay the nested cost")
    assert "rule_cost_interrupt_static_mandatory" in step_cites(cannot)


def test_echo_gains_an_end_the_run_when_wave_is_rezzed_in_front_of_it(client):
    """Echo with no counter has no subroutine; rezzing Wave (harmonic) during the run places 1 power counter on it,
    so when the Runner reaches Echo it has "End the run." (cr/rule_subroutines_static_ability). Wave gave the Corp
    1[c] for each rezzed harmonic ice: 5 − 2 + 2 = 5."""
    ruling = rule(client, run_on({"credits": 5}, {"credits": 5, "rd": ["Hedge Fund"],
                                                  "servers": s1([{"card": "Wave", "rezzed": False}, "Echo"])},
                                 {"rez Wave": "yes", "order Corp abilities": "Echo", "use Wave": "no",
                                  "jack out": "no"}),
                  {"cards.Echo.counters.power": 1, "corp.credits": 5, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"][-1] == "The run on Server 1 ends unsuccessfully: Echo's subroutine ends it."
    [gained] = steps(ruling, "Echo's subroutines now")
    assert "rule_subroutines_static_ability" in step_cites(gained)


def test_envelopment_broken_but_for_its_last_subroutine_trashes_itself(client):
    """Envelopment rezzed: 4 power counters, 4 "End the run." before "Trash this ice.". Principia boosts twice
    (2 → 6, 4[c]) and breaks the four (4[c]); the printed subroutine resolves, the ice is trashed and the run goes
    on (cr/rule_ice_change_encounter_uninstall_derez): 8[c] spent, none left for PAD Campaign."""
    ruling = rule(client, run_on({"credits": 8, "rig": ["Principia"]},
                                 {"credits": 8, "servers": s1([{"card": "Envelopment", "rezzed": False}])},
                                 {"rez Envelopment": "yes", "break Envelopment": "Principia: some subroutines",
                                  "break Envelopment with Principia": ["1: End the run.", "2: End the run.",
                                                                       "3: End the run.", "4: End the run."],
                                  "jack out": "no"}),
                  {"runner.credits": 0, "corp.archives": ["Envelopment"], "runs.0.outcome": "successful"})
    [trashed] = steps(ruling, "Envelopment was uninstalled while encountered")
    assert "rule_ice_change_encounter_uninstall_derez" in step_cites(trashed)


def test_bloop_is_rezzed_by_derezzing_wave_and_not_offered_without_another_harmonic(client):
    """"As an additional cost to rez this ice, derez another piece of harmonic ice" (cr/rule_additional_cost): with
    Wave rezzed on HQ, the Corp pays 3[c] and derezzes Wave; Bloop does 1 core damage. With no other harmonic ice the
    cost cannot be paid, so no rez is offered and the Runner passes Bloop unrezzed."""
    board = run_on({"grip": ["Sure Gamble", "Jailbreak"]},
                   {"credits": 8, "servers": s1([{"card": "Bloop", "rezzed": False}], HQ={"ice": ["Wave"]})},
                   {"rez Bloop": "yes", "jack out": "no", "trash PAD Campaign": "no"})
    ruling = rule(client, board, {"corp.credits": 5, "cards.Wave.rezzed": False, "runner.grip": {"count": 1}})
    [derez] = steps(ruling, "The Corp derezzes Wave to pay for Bloop")
    assert "rule_additional_cost" in step_cites(derez)
    alone = dict(board, corp={"credits": 8, "servers": s1([{"card": "Bloop", "rezzed": False}])})
    assert asked(client, dict(alone, decisions={}))["name"] == "jack out at Server 1"


def test_ansel_broken_twice_with_clicks_its_third_subroutine_forbids_the_steal(client):
    """Ansel 1.0's own "Lose [click]: Break 1 subroutine" twice (3 − 2 = 1[click]); "The Runner cannot steal or trash
    Corp cards for the remainder of this run" resolves, so Hostile Takeover is accessed, not stolen
    (cr/rule_cannot_precedence)."""
    ruling = rule(client, run_on({}, {"servers": s1(["Ansel 1.0"], ["Hostile Takeover"])}, {
        "break Ansel 1.0": "Ansel 1.0: some subroutines",
        "break Ansel 1.0 with Ansel 1.0": ["1: Trash 1 installed Runner card.",
                                           "2: You may install 1 card from HQ or Archives."], "jack out": "no"}),
        {"runner.clicks": 1, "runner.agenda_points": 0})
    assert deciding(ruling).startswith("The Runner cannot steal Hostile Takeover")
    assert "rule_cannot_precedence" in cited(ruling)


def test_tree_line_advanced_and_isaac_liberdade_make_rising_tide_pump_six_times(client):
    """Tree Line "gets +1 strength for each hosted advancement counter" (1) and Isaac Liberdade gives each advanced
    ice protecting its server +2: 4 + 1 + 2 = 7. Rising Tide, with no fracter in the heap, is 1: six boosts and a
    break, 7[c] (cr/rule_icebreaker_interface_strength). With 2 fracters in the heap and 2 advancements, no Isaac:
    6 against 3, three boosts."""
    ruling = rule(client, run_on({"credits": 7, "rig": ["Rising Tide"]},
                                 {"servers": s1([{"card": "Tree Line", "advancement": 1}], ["Isaac Liberdade"])},
                                 {"break Tree Line": "Rising Tide", "jack out": "no"}),
                  {"runs.0.encounters.0.strength": 7, "runner.credits": 0, "runs.0.outcome": "successful"})
    [broke] = steps(ruling, "Rising Tide breaks subroutine 1 of Tree Line")
    assert "rule_icebreaker_interface_strength" in step_cites(broke)
    rule(client, run_on({"credits": 4, "heap": ["Principia", "Makler"], "rig": ["Rising Tide"]},
                        {"servers": s1([{"card": "Tree Line", "advancement": 2}])},
                        {"break Tree Line": "Rising Tide", "jack out": "no"}),
         {"runs.0.encounters.0.strength": 6, "runner.credits": 0, "runs.0.outcome": "successful"})


# --- breakers -------------------------------------------------------------------------------------------------------

def test_abaasy_fully_breaking_wave_trashes_a_card_from_the_grip_to_draw(client):
    """Abaasy boosts once (2[c]) and breaks (1[c]); "The first time each turn this program fully breaks a piece of
    ice, you may trash 1 card from your grip to draw 1 card" (cr/rule_break_subroutine): Sure Gamble to the heap,
    Jailbreak drawn."""
    ruling = rule(client, run_on({"credits": 5, "grip": ["Sure Gamble"], "stack": ["Jailbreak"], "rig": ["Abaasy"]},
                                 {"servers": s1(["Wave"])},
                                 {"break Wave": "Abaasy", "use Abaasy": "yes", "Abaasy target": "Sure Gamble",
                                  "jack out": "no"}),
                  {"runner.grip": ["Jailbreak"], "runner.heap": ["Sure Gamble"], "runner.credits": 2})
    assert steps(ruling, "Abaasy's ability: the Runner draws 1 card")


def test_begemot_with_three_core_damage_breaks_tree_line_without_a_boost(client):
    """Basilar Synthgland (2 core damage) and Begemot (1) installed: Begemot is 2 + 3 = 5, above Tree Line's 4, so
    "1[c]: Break any number of barrier subroutines" alone (cr/rule_icebreaker_interface_strength); 7 − 1 − 5 − 1."""
    ruling = rule(client, {
        "runner": {"credits": 7, "grip": ["Basilar Synthgland 2KVJ", "Begemot", "Sure Gamble", "Jailbreak", "Bravado",
                                          "Easy Mark"]},
        "corp": {"servers": s1(["Tree Line"])},
        "actions": [{"runner": "install Basilar Synthgland 2KVJ"}, {"runner": "install Begemot"},
                    {"runner": "run Server 1"}],
        "decisions": {"break Tree Line": "Begemot", "jack out": "no"}},
        {"runner.credits": 0, "runner.core_damage": 3, "runs.0.outcome": "successful"})
    assert not steps(ruling, "Begemot gets +")
    [broke] = steps(ruling, "Begemot breaks subroutine 1 of Tree Line")
    assert "rule_icebreaker_interface_strength" in step_cites(broke)


def test_cats_cradle_leaves_a_corp_with_2_credits_unable_to_rez_wave(client):
    """"The rez cost of each piece of code gate ice is increased by 1[c]": Wave costs 3[c]; the Corp has 2
    (cr/rule_rez_procedure), so it is not rezzed and the Runner passes it."""
    ruling = rule(client, run_on({"rig": ["Cat's Cradle"]},
                                 {"credits": 2, "servers": s1([{"card": "Wave", "rezzed": False}])},
                                 {"jack out": "no", "trash PAD Campaign": "no"}),
                  {"corp.credits": 2, "cards.Wave.rezzed": False, "runs.0.outcome": "successful"})
    assert "The Corp cannot pay 3[c] (2[c] printed, +1[c] Cat's Cradle) to rez Wave" in deciding(ruling)


def test_makler_fully_breaking_tree_line_gains_1_credit(client):
    """Makler: +2 (2[c]) to 4, "Break up to 2 barrier subroutines" (2[c]); "The first time each turn this program
    fully breaks a piece of ice, gain 1[c]" (cr/rule_break_subroutine): 5 − 4 + 1 = 2."""
    ruling = rule(client, run_on({"credits": 5, "rig": ["Makler"]}, {"servers": s1(["Tree Line"])},
                                 {"break Tree Line": "Makler", "jack out": "no"}), {"runner.credits": 2})
    [met] = steps(ruling, "Makler's ability meets its trigger condition")
    assert "rule_break_subroutine" in step_cites(met)
    assert steps(ruling, "Makler's ability: the Runner gains 1[c] (now 2[c]).")


def test_num_breaks_two_of_empiricists_three_subroutines(client):
    """Num (strength 8) breaks 1 sentry subroutine for 2[c]: with 4[c], the 2nd and 3rd; the first resolves: the Corp
    draws Hedge Fund (cr/step_resolve_subroutine), no damage, no tag."""
    ruling = rule(client, run_on({"credits": 4, "grip": GRIP3, "rig": ["Num"]},
                                 {"rd": ["Hedge Fund"], "servers": s1(["Empiricist"])},
                                 {"break Empiricist": "Num: some subroutines",
                                  "break Empiricist with Num": ["2: Do 1 net damage. Give the Runner 1 tag.",
                                                                "3: Do 2 net damage."],
                                  "Empiricist target": "none", "jack out": "no"}),
                  {"corp.hq": ["Hedge Fund"], "runner.tags": 0, "runner.grip": {"count": 3}, "runner.credits": 0})
    [drew] = steps(ruling, "Empiricist's subroutine: the Corp draws 1 card")
    assert "step_resolve_subroutine" in step_cites(drew)


def test_poison_vial_breaks_two_more_once_abaasy_has_broken_one(client):
    """Poison Vial's "Hosted power counter: Break up to 2 subroutines" may be used only once a subroutine has been
    broken this encounter (cr/rule_use_restriction): Abaasy breaks the first (4[c] of boosts, 1[c]), the Vial the
    next two (a counter); "You may draw 1 or 2 cards" resolves. Poison Vial is no icebreaker: its break is cited as
    a break ability's (cr/rule_break_subroutine), not an icebreaker's subtype interface (fixed). The Corp's choice
    to draw nothing was not said at all; it is now (fixed)."""
    ruling = rule(client, run_on({"credits": 9, "grip": GRIP3,
                                  "rig": ["Abaasy", {"card": "Poison Vial", "counters": {"power": 3}}]},
                                 {"servers": s1(["Vampyronassa"])},
                                 {"break Vampyronassa": [{"with": "Abaasy", "subroutines": [1]},
                                                         {"with": "Poison Vial", "subroutines": [2, 3]}],
                                  "Vampyronassa choice": "draw none", "jack out": "no", "trash PAD Campaign": "no"}),
                  {"cards.Poison Vial.counters.power": 2, "runner.credits": 4, "runner.grip": {"count": 3}})
    assert steps(ruling, "Vampyronassa's subroutine: the Corp chooses to draw no card.")  # said (fixed)
    [vial] = steps(ruling, "Poison Vial breaks subroutines 2 and 3 of Vampyronassa")
    assert "rule_break_subroutine" in step_cites(vial)
    assert "rule_icebreaker_interface_subtype" not in step_cites(vial)


def test_shibboleth_at_threat_4_boosts_once_for_wave(client):
    """"Threat 4 → This program gets −2 strength" (cr/rule_threat_flag): at 4 points Shibboleth is 1; one +2 (2[c])
    and 1[c] to break Wave (3): all 3[c]."""
    ruling = rule(client, run_on({"credits": 3, "rig": ["Shibboleth"]},
                                 {"score_area": THREAT4, "servers": s1(["Wave"])},
                                 {"break Wave": "Shibboleth", "jack out": "no"}),
                  {"runner.credits": 0, "runs.0.outcome": "successful"})
    [boost] = steps(ruling, "Shibboleth gets +2 strength for this encounter (now 3)")
    assert boost


def test_slap_vandal_breaks_only_one_subroutine_per_encounter(client):
    """Slap Vandal: "1[c]: Break 1 subroutine on host ice. Use this ability only once per encounter"
    (cr/rule_paid_ability_used_condition). The Table offered it against all four of Vampyronassa's subroutines and
    broke them all for 4[c]; it now offers only some, and one use: the other three resolve (fixed)."""
    board = run_on({"credits": 5, "grip": GRIP3},
                   {"credits": 5, "servers": s1([{"card": "Vampyronassa", "hosted": ["Slap Vandal"]}])})
    question = asked(client, board)
    assert question["options"] == ["no", "Slap Vandal: some subroutines"]
    ruling = rule(client, dict(board, decisions={
        "break Vampyronassa": "Slap Vandal: some subroutines",
        "break Vampyronassa with Slap Vandal": "3: Do 2 net damage.", "Vampyronassa choice": "draw none",
        "jack out": "no"}), {"runner.credits": 2, "corp.credits": 7, "runner.grip": {"count": 3}})
    assert len(steps(ruling, "Slap Vandal breaks")) == 1


def test_utae_breaks_x_once_per_run_so_the_second_code_gate_is_not_broken(client):
    """Utae's "X[c]: Break X code gate subroutines. Use this ability only once per run" (cr/rule_paid_ability_used_
    condition) breaks Wave (2 boosts, X = 1: 3[c]); at Vampyronassa it cannot be used again, and the other break
    needs 3 virtual resources: all four subroutines resolve (10 − 3 − 2 = 5[c], 2 net damage). The trace said only
    why the second ability could not be used; it now says the first was used this run (fixed)."""
    ruling = rule(client, run_on({"credits": 10, "grip": GRIP3, "rig": ["Utae"]},
                                 {"servers": s1(["Wave", "Vampyronassa"])},
                                 {"break Wave": "Utae", "jack out": "no", "Vampyronassa choice": "draw none",
                                  "trash PAD Campaign": "no"}),
                  {"runner.credits": 5, "runner.grip": {"count": 1}, "runs.0.outcome": "successful"})
    assert steps(ruling, "Unbroken subroutine 1 of Vampyronassa resolves")
    [used] = steps(ruling, "Utae's break ability cannot be used again: \"Use this ability only once per run.\"")
    assert "rule_paid_ability_used_condition" in step_cites(used)


def test_sang_kancil_boosts_for_1_credit_during_clean_getaway(client):
    """Sang Kancil's "3[c]: +2 strength. If a run event is active, this ability costs 2[c] less": Clean Getaway is
    active during its run, 1[c] to reach 4, 4 × 1[c] to break Vampyronassa; "If successful, gain 6[c]"
    (cr/rule_if_successful): 8 − 3 − 5 + 6 = 6. Stopped by Tree Line, the run is unsuccessful: no 6[c]."""
    ruling = rule(client, play({"credits": 8, "grip": ["Clean Getaway"], "rig": ["Sang Kancil"]},
                               {"servers": s1(["Vampyronassa"])}, "Clean Getaway", "Server 1",
                               {"break Vampyronassa": "Sang Kancil", "jack out": "no", "trash PAD Campaign": "no"}),
                  {"runner.credits": 6, "runs.0.outcome": "successful"})
    assert steps(ruling, "The Runner pays 1[c] for Sang Kancil's strength")
    [gain] = steps(ruling, "Clean Getaway's ability: the Runner gains 6[c]")
    assert "step_run_declared_successful" in step_cites(gain)
    rule(client, play({"credits": 3, "grip": ["Clean Getaway"]}, {"servers": s1(["Tree Line"])},
                      "Clean Getaway", "Server 1"), {"runner.credits": 0, "runs.0.outcome": "unsuccessful"})


def test_stegodon_derezzes_wave_so_every_icebreaker_is_2_weaker_for_the_run(client):
    """Stegodon MK IV: as the run begins the Corp derezzes Wave (not protecting Server 1) for 1[c]; a piece of ice
    was derezzed during the run, so Makler is 0 and needs two boosts for Tree Line (cr/rule_icebreaker_interface_
    strength): 6 − 4 − 2 + 1 (Makler's full break) = 1."""
    ruling = rule(client, run_on({"credits": 6, "rig": ["Makler"]},
                                 {"score_area": ["Stegodon MK IV"],
                                  "servers": s1(["Tree Line"], HQ={"ice": ["Wave"]})},
                                 {"use Stegodon MK IV": "yes", "jack out": "no", "break Tree Line": "Makler"}),
                  {"cards.Wave.rezzed": False, "corp.credits": 6, "runner.credits": 1})
    assert len(steps(ruling, "Makler gets +2 strength")) == 2


# --- run events, "if successful", "instead of breaching" ------------------------------------------------------------

def test_joy_ride_draws_five_before_the_breach(client):
    """"If successful" resolves as the run is declared successful (cr/step_run_declared_successful), before the
    breach: 5 cards drawn, then Hostile Takeover stolen from the top of R&D."""
    ruling = rule(client, play({"credits": 2, "grip": ["Joy Ride"], "stack": STACK5},
                               {"rd": ["Hostile Takeover", "Hedge Fund"]}, "Joy Ride", "R&D", {"jack out": "no"}),
                  {"runner.grip": {"count": 5}, "runner.agenda_points": 1})
    [drew] = steps(ruling, "Joy Ride's ability: the Runner draws 5 cards")
    assert "step_run_declared_successful" in step_cites(drew)
    assert texts(ruling).index(drew["text"]) < texts(ruling).index("The Runner accesses Hostile Takeover.")


def test_transfer_of_wealth_against_2_credits_gains_4(client):
    """"Take 1 tag and the Corp loses 3[c]. Gain 2[c] for each credit lost this way": the Corp loses only its 2, the
    Runner gains 4 (cr/rule_if_successful)."""
    ruling = rule(client, play({"credits": 0, "grip": ["Transfer of Wealth"]}, {"credits": 2, "hq": ["Hedge Fund"]},
                               "Transfer of Wealth", "HQ", {"jack out": "no"}),
                  {"corp.credits": 0, "runner.credits": 4, "runner.tags": 1})
    assert deciding(ruling) == "Transfer of Wealth's ability: the Runner gains 4[c] (now 4[c])."
    assert "step_run_declared_successful" in cited(ruling)


def test_raindrops_cut_stone_counts_the_subroutine_that_ended_its_run(client):
    """"Whenever a subroutine resolves during that run (including a subroutine that ends the run)": Tree Line's one
    subroutine places 1 counter; "When that run ends" (cr/step_run_complete): 1 card drawn and 3[c]."""
    ruling = rule(client, play({"credits": 1, "grip": ["Raindrops Cut Stone"], "stack": STACK5},
                               {"servers": s1(["Tree Line"])}, "Raindrops Cut Stone", "Server 1"),
                  {"runner.grip": {"count": 1}, "runner.credits": 3, "runs.0.outcome": "unsuccessful"})
    [drew] = steps(ruling, "Raindrops Cut Stone's ability: the Runner draws 1 card")
    assert "step_run_complete" in step_cites(drew)


def test_chastushka_sabotages_4_instead_of_breaching_hq(client):
    """"Instead of breaching HQ, sabotage 4" (cr/sec_replacement_effects): nothing is accessed; the Corp trashes its 2
    cards in HQ and the top 2 of R&D (cr/rule_sabotage_resolution), facedown."""
    ruling = rule(client, play({"credits": 3, "grip": ["Chastushka"]},
                               {"hq": ["Hedge Fund", "Hostile Takeover"], "rd": ["Ice Wall", "Palisade", "Tithe"]},
                               "Chastushka", "HQ",
                               {"jack out": "no", "Chastushka choice": ["Hedge Fund", "Hostile Takeover"]}),
                  {"corp.hq": [], "corp.rd": ["Tithe"], "runner.agenda_points": 0})
    assert "rule_sabotage_resolution" in cited(ruling)
    assert not steps(ruling, "The Runner accesses")


def test_charm_offensive_trashes_the_rezzed_copy_as_the_run_ends(client):
    """The Runner accesses PAD Campaign in Archives; "When that run ends, you may trash 1 rezzed copy of a card you
    accessed" (cr/step_run_complete): the PAD Campaign in Server 1 goes to Archives."""
    ruling = rule(client, {
        "runner": {"grip": ["Charm Offensive"]},
        "corp": {"archives": [{"card": "PAD Campaign", "faceup": True}],
                 "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]}}},
        "actions": [{"runner": "play Charm Offensive on Archives"}],
        "decisions": {"jack out": "no", "Charm Offensive target": "PAD Campaign"}},
        {"corp.archives": ["PAD Campaign", "PAD Campaign"]})
    assert "step_run_complete" in cited(ruling)


def test_katorga_breakout_takes_a_card_back_from_the_heap(client):
    """"If successful, add 1 card from your heap to your grip" (cr/step_run_declared_successful), before the breach."""
    ruling = rule(client, play({"credits": 2, "grip": ["Katorga Breakout"], "heap": ["Sure Gamble", "Jailbreak"]},
                               {"hq": ["Hedge Fund"]}, "Katorga Breakout", "HQ",
                               {"jack out": "no", "Katorga Breakout target": "Sure Gamble"}),
                  {"runner.grip": ["Sure Gamble"], "runner.heap": ["Jailbreak", "Katorga Breakout"]})
    assert "step_run_declared_successful" in cited(ruling)


def test_bahia_bands_hosted_credits_pay_a_trash_cost(client):
    """Bahia Bands, 2 modes: 4[c] placed on it ("You can spend hosted credits to pay trash costs for the remainder of
    this run") and 2 cards drawn; PAD Campaign's 4[c] trash cost paid from the event (cr/rule_hosted_credits)."""
    ruling = rule(client, play({"credits": 2, "grip": ["Bahia Bands"], "stack": STACK5}, {"servers": s1([])},
                               "Bahia Bands", "Server 1",
                               {"jack out": "no", "Bahia Bands choice": "place 4[c] on this event",
                                "Bahia Bands choice #2": "draw 2 cards", "trash PAD Campaign": "yes"}),
                  {"runner.credits": 0, "runner.grip": {"count": 2}, "corp.archives": ["PAD Campaign"]})
    assert deciding(ruling) == "The Runner pays 4[c] for trashing PAD Campaign: 4[c] from Bahia Bands."
    assert "rule_hosted_credits" in cited(ruling)


def test_light_the_fire_trashes_the_root_before_the_breach_with_its_abilities_lost(client):
    """Light the Fire!: the root's cards lose all abilities during the run; "When that run is successful, trash all
    cards in the root" (cr/step_run_declared_successful), so the breach finds nothing: no Chekist Scion tags, no
    Angelique damage. Its cost: [click], the resource, 1 core damage."""
    ruling = rule(client, {
        "runner": {"grip": GRIP3, "rig": ["Light the Fire!"]},
        "corp": {"credits": 5, "servers": {"Server 1": {"root": [{"card": "Chekist Scion", "advancement": 1},
                                                                 {"card": "Angelique Garza Correa",
                                                                  "rezzed": True}]}}},
        "actions": [{"runner": "use Light the Fire!"}], "decisions": {"jack out": "no"}},
        {"runner.tags": 0, "runner.core_damage": 1, "runner.grip": {"count": 2}, "corp.credits": 5,
         "corp.archives": ["Chekist Scion", "Angelique Garza Correa"]})
    assert not steps(ruling, "The Runner accesses")
    [trash] = steps(ruling, "Light the Fire!'s ability: the run is successful")
    assert "step_run_declared_successful" in step_cites(trash)


# --- breaching R&D and HQ, additional accesses ----------------------------------------------------------------------

def test_beatriz_friere_gonzalez_breaches_rd_and_accesses_two_for_two_clicks(client):
    """Beatriz: "[click][click]: Run HQ. If successful, instead of breaching HQ, breach R&D. When you do, access 1
    additional card" (cr/sec_replacement_effects): Hostile Takeover stolen and Ice Wall accessed from R&D; 2[click]
    left. The trace said "(4[click] left)" before the [click][click] were paid; it now counts them as the ability is
    used (fixed)."""
    ruling = rule(client, {"runner": {"rig": ["Beatriz Friere Gonzalez"]},
                           "corp": {"hq": ["Hedge Fund"], "rd": ["Hostile Takeover", "Ice Wall", "Palisade"]},
                           "actions": [{"runner": "use Beatriz Friere Gonzalez"}], "decisions": {"jack out": "no"}},
                  {"runner.clicks": 2, "runner.agenda_points": 1})
    assert steps(ruling, "The Runner accesses Ice Wall.")
    [instead] = steps(ruling, "Instead of breaching HQ")
    assert "sec_replacement_effects" in step_cites(instead)
    assert not [t for t in texts(ruling) if "4[click] left" in t]
    [used] = steps(ruling, "The Runner uses Beatriz Friere Gonzalez")
    assert used["text"].endswith("(2[click] left)")


def test_eru_ayase_pessoa_at_threat_3_breaches_rd_for_two_cards(client):
    """Eru: "[click], take 1 tag: Run Archives. If successful, instead of breaching Archives, breach R&D" and at
    Threat 3 (Send a Message) "access 1 additional card" (cr/rule_threat_flag): 2 cards from R&D, 1 tag, 3[click]."""
    ruling = rule(client, {"runner": {"rig": ["Eru Ayase-Pessoa"]},
                           "corp": {"score_area": ["Send a Message"], "archives": ["Hedge Fund"],
                                    "rd": ["Hostile Takeover", "Ice Wall", "Palisade"]},
                           "actions": [{"runner": "use Eru Ayase-Pessoa"}], "decisions": {"jack out": "no"}},
                  {"runner.clicks": 3, "runner.tags": 1, "runner.agenda_points": 1})
    assert steps(ruling, "The Runner accesses Ice Wall.")
    assert not steps(ruling, "The Runner accesses Hedge Fund.")


def test_manuel_lattes_de_moura_tagged_accesses_two_cards_from_hq(client):
    """"Whenever you breach HQ or R&D while you are tagged, access 1 additional card" (cr/step_determine_candidates_
    limit): 2 of HQ's 3 cards."""
    ruling = rule(client, run_on({"tags": 1, "rig": ["Manuel Lattes de Moura"]},
                                 {"hq": ["Hedge Fund", "Ice Wall", "Palisade"]}, {"jack out": "no"}, "HQ"),
                  {"runner.tags": 1, "runs.0.outcome": "successful"})
    assert len(steps(ruling, "The Runner accesses ")) == 2
    assert "step_determine_candidates_limit" in cited(ruling)


def test_pretty_mary_after_manuel_accesses_a_third_card_from_rd(client):
    """"Pretty" Mary: "Whenever you breach R&D, if you are allowed to access 2 or more cards ..., you may access 1
    additional card". The "if" follows the trigger condition, so it is checked as the ability resolves
    (cr/rule_condition_requirements_part_of_effect): Manuel's +1 resolved first makes 2, and Mary makes 3. The engine
    checked it as the breach began (1 card) and Mary never triggered (fixed)."""
    ruling = rule(client, run_on({"tags": 1, "rig": ["“Pretty” Mary da Silva", "Manuel Lattes de Moura"]},
                                 {"rd": ["Hedge Fund", "Ice Wall", "Palisade", "Tithe"]},
                                 {"jack out": "no", "order Runner abilities": "Manuel Lattes de Moura",
                                  "use “Pretty” Mary da Silva": "yes"}, "R&D"),
                  {"runner.tags": 1, "runs.0.outcome": "successful"})
    assert len(steps(ruling, "The Runner accesses ")) == 3
    [mary] = steps(ruling, "“Pretty” Mary da Silva's ability: the Runner will access 1 additional card")
    assert "rule_condition_requirements_part_of_effect" in step_cites(mary)


# --- "when the Runner accesses" and trashing --------------------------------------------------------------------------

def test_angelique_garza_correa_rezzed_in_hqs_root_does_2_meat_damage_for_2_credits(client):
    """"When the Runner accesses this upgrade while it is rezzed, you may pay 2[c] to do 2 meat damage"
    (cr/step_card_accessed): the Runner, accessing it first, loses 2 of 3 cards, then accesses HQ's card."""
    ruling = rule(client, run_on({"grip": GRIP3}, {"credits": 5, "hq": ["Hedge Fund"], "servers": {
        "HQ": {"root": [{"card": "Angelique Garza Correa", "rezzed": True}]}}},
        {"jack out": "no", "access order": "Angelique Garza Correa", "use Angelique Garza Correa": "yes",
         "trash Angelique Garza Correa": "no"}, "HQ"), {"corp.credits": 3, "runner.grip": {"count": 1}})
    assert "step_card_accessed" in cited(ruling)


def test_byte_revealed_in_rd_tags_and_does_3_net_damage_but_not_in_archives(client):
    """Byte! must be revealed while accessed in R&D (cr/rule_ambush_text); the Corp pays 4[c]: 1 tag, 3 net damage.
    Accessed in Archives it does nothing: "anywhere except in Archives"."""
    ruling = rule(client, run_on({"grip": GRIP3}, {"credits": 5, "rd": ["Byte!", "Hedge Fund"]},
                                 {"jack out": "no", "use Byte!": "yes", "trash Byte!": "no"}, "R&D"),
                  {"runner.tags": 1, "runner.grip": [], "corp.credits": 1, "winner": None})
    [revealed] = steps(ruling, "The Runner must reveal Byte!")
    assert "rule_ambush_text" in step_cites(revealed)
    archives = rule(client, run_on({"grip": GRIP3}, {"credits": 5, "archives": ["Byte!"]}, {"jack out": "no"},
                                   "Archives"), {"runner.tags": 0, "corp.credits": 5})
    assert steps(archives, "Byte!'s ability works anywhere except in Archives")


def test_cerebral_overwriter_with_2_advancements_does_2_core_damage(client):
    """"When the Runner accesses this asset while it is installed, you may pay 3[c] to do X core damage", X = 2
    (cr/sec_damage): 2 of 4 cards, hand size 3."""
    ruling = rule(client, run_on({"grip": GRIP3 + ["Easy Mark"]},
                                 {"credits": 5, "servers": s1([], [{"card": "Cerebral Overwriter", "advancement": 2}])},
                                 {"jack out": "no", "use Cerebral Overwriter": "yes",
                                  "trash Cerebral Overwriter": "no"}),
                  {"runner.core_damage": 2, "runner.hand_size": 3, "runner.grip": {"count": 2}, "corp.credits": 2})
    assert "sec_damage" in cited(ruling)


def test_chekist_scion_with_2_advancements_gives_3_tags(client):
    """"Give them 1 tag plus 1 tag for each hosted advancement counter" (cr/sec_tags): 3."""
    ruling = rule(client, run_on({}, {"servers": s1([], [{"card": "Chekist Scion", "advancement": 2}])},
                                 {"jack out": "no", "trash Chekist Scion": "no"}), {"runner.tags": 3})
    assert "sec_tags" in cited(ruling)


def test_calvin_b4l3y_trashed_by_the_runner_draws_the_corp_2(client):
    """"When the Runner trashes this asset, you may draw 2 cards" (cr/rule_access_trash): 3[c] paid, the Corp draws
    Hedge Fund and Ice Wall."""
    ruling = rule(client, run_on({"credits": 5}, {"rd": ["Hedge Fund", "Ice Wall"], "servers": s1(
        [], [{"card": "Calvin B4L3Y", "rezzed": True}])},
        {"jack out": "no", "trash Calvin B4L3Y": "yes", "use Calvin B4L3Y": "yes"}),
        {"runner.credits": 2, "corp.hq": ["Hedge Fund", "Ice Wall"], "corp.archives": ["Calvin B4L3Y"]})
    assert deciding(ruling) == "Calvin B4L3Y's ability: the Corp draws 2 cards into HQ."


# --- upgrades, currents, agendas during the run ------------------------------------------------------------------

def test_hyoubu_precog_manifold_laid_on_the_board_asks_the_server_chosen_then_ends_the_run(client):
    """Hyoubu Precog Manifold laid as an active lockdown: "When you play this operation, choose a server" was done
    before the board; the Table asked nothing and the run on HQ stole Hostile Takeover. It now asks which server the
    Corp chose (fixed). On HQ the psi game is played as the run is declared successful; the bids differ and the run
    ends: the rest of the Success Phase, the breach, is not carried out (cr/rule_end_the_run), yet having been
    declared successful the run is successful (cr/rule_not_unsuccessful_when_reached_success_phase). The engine
    breached HQ after the run ended and the verdict called the run unsuccessful (fixed)."""
    board = run_on({"credits": 5}, {"credits": 5, "current": "Hyoubu Precog Manifold", "hq": ["Hostile Takeover"]},
                   {"jack out": "no"}, "HQ")
    assert asked(client, board)["name"] == "Hyoubu Precog Manifold choice"
    ruling = rule(client, dict(board, decisions={"jack out": "no", "Hyoubu Precog Manifold choice": "HQ",
                                                 "Corp psi bid Hyoubu Precog Manifold": "0",
                                                 "Runner psi bid Hyoubu Precog Manifold": "1"}),
                  {"runner.agenda_points": 0, "runner.credits": 4, "runs.0.outcome": "successful"})
    assert ruling["verdict"][-1] == ("The run on HQ is successful, but Hyoubu Precog Manifold's ability ends it.")
    assert not steps(ruling, "The Runner breaches HQ")
    assert "rule_end_the_run" in cited(ruling)


def test_sync_rerouting_4_credits_paid_as_the_run_begins(client):
    """"Whenever a run begins, give the Runner 1 tag unless they pay 4[c]" (cr/step_initiation_formal_begin)."""
    ruling = rule(client, run_on({"credits": 5}, {"current": "SYNC Rerouting", "hq": ["Hedge Fund"]},
                                 {"jack out": "no", "SYNC Rerouting choice": "pay 4[c]"}, "HQ"),
                  {"runner.credits": 1, "runner.tags": 0})
    assert "step_initiation_formal_begin" in cited(ruling)


def test_proprionegation_moves_the_runner_from_tree_line_to_archives(client):
    """The Corp spends Proprionegation's counter while the Runner encounters Tree Line: the encounter ends without
    its subroutine and Tree Line is not passed (cr/rule_move_new_run_phase); the Runner approaches Wave, the attacked
    server now Archives: its subroutine resolves, and Hedge Fund is accessed."""
    ruling = rule(client, run_on({"credits": 5}, {
        "score_area": [{"card": "Proprionegation", "counters": {"agenda": 1}}], "archives": ["Hedge Fund"],
        "servers": s1(["Tree Line"], Archives={"ice": ["Wave"]})}, {
        "abilities at initiation on Server 1": "pass", "abilities at approach Tree Line": "pass",
        "abilities at encounter Tree Line": "Proprionegation (remove 1 agenda counter(s): The Runner moves to the "
                                            "outermost position of Archives. (They approach any ice in that "
                                            "position.) Use this ability only during a run.)", "jack out": "no"}),
        {"corp.credits": 6, "runs.0.outcome": "successful"})
    assert ruling["verdict"][0].startswith("The run on Archives is successful")
    assert not steps(ruling, "The Runner passes Tree Line")
    [left] = steps(ruling, "Proprionegation's ability: the Runner leaves their encounter with Tree Line")
    assert "rule_move_new_run_phase" in step_cites(left)


def test_tiered_subscription_gives_1_credit_as_the_first_run_begins(client):
    """"The first time each turn a run begins, gain 1[c]" (cr/step_initiation_formal_begin)."""
    ruling = rule(client, run_on({}, {"credits": 5, "hq": ["Hedge Fund"], "servers": {
        "Server 2": {"root": [{"card": "Tiered Subscription", "rezzed": True}]}}}, {"jack out": "no"}, "HQ"),
        {"corp.credits": 6})
    assert "step_initiation_formal_begin" in cited(ruling)


# --- stealing and what it triggers --------------------------------------------------------------------------------

def test_phat_gioan_baotixita_does_3_net_damage_for_a_steal(client):
    """"The first time each turn an agenda is scored or stolen, you may remove up to 2 hosted power counters. Do 1 net
    damage plus 1 for each counter removed" (cr/sec_damage): 3 of 3 cards, no flatline."""
    ruling = rule(client, run_on({"grip": GRIP3}, {"servers": s1([], ["Hostile Takeover"], **{"Server 2": {"root": [
        {"card": "Phật Gioan Baotixita", "rezzed": True, "counters": {"power": 2}}]}})},
        {"jack out": "no", "Phật Gioan Baotixita choice": "2"}),
        {"runner.grip": [], "runner.agenda_points": 1, "winner": None})
    assert "sec_damage" in cited(ruling)


def test_vera_ivanovna_shuyskaya_trashes_a_revealed_card_after_the_steal(client):
    """"Whenever an agenda is scored or stolen, you may reveal the grip. Trash 1 card revealed this way"
    (cr/rule_reveal): Sure Gamble to the heap."""
    ruling = rule(client, run_on({"grip": GRIP3}, {"servers": s1([], ["Hostile Takeover"], **{"Server 2": {"root": [
        {"card": "Vera Ivanovna Shuyskaya", "rezzed": True}]}})},
        {"jack out": "no", "use Vera Ivanovna Shuyskaya": "yes", "Vera Ivanovna Shuyskaya target": "Sure Gamble"}),
        {"runner.heap": ["Sure Gamble"], "runner.agenda_points": 1})
    assert steps(ruling, "Vera Ivanovna Shuyskaya's ability: the grip is revealed")


def test_hermes_steal_adds_unrezzed_wave_to_hq(client):
    """Hermes: "Whenever an agenda is scored or stolen, add 1 unrezzed card to HQ": the only one is Wave."""
    ruling = rule(client, run_on({"rig": ["Hermes"]}, {"servers": s1([], ["Hostile Takeover"], HQ={
        "ice": [{"card": "Wave", "rezzed": False}]})}, {"jack out": "no"}),
        {"corp.hq": ["Wave"], "runner.agenda_points": 1})
    assert deciding(ruling) == "Hermes's ability: Wave is added to HQ; it is a new object there."


def test_tao_salonga_swaps_two_ice_after_the_steal(client):
    """Tāo Salonga: "Whenever an agenda is scored or stolen, you may swap 2 installed pieces of ice"
    (cr/rule_swap): Tree Line and Wave change places."""
    ruling = rule(client, run_on({"identity": "Tāo Salonga: Telepresence Magician"}, {"servers": s1(
        [], ["Hostile Takeover"], **{"Server 2": {"ice": ["Tree Line"], "root": ["PAD Campaign"]}},
        HQ={"ice": ["Wave"]})}, {"jack out": "no", "use Tāo Salonga": "yes"}),
        {"corp.servers[HQ].ice": ["Tree Line"], "corp.servers[Server 2].ice": ["Wave"]})
    assert ruling["verdict"]


# --- more: derezzing before the breach, trashing agendas, jacking out, accesses counted ----------------------------

def test_maglectric_rapid_derezzes_angelique_before_the_breach_so_her_ambush_does_nothing(client):
    """Maglectric Rapid: "Whenever you make a successful run on HQ, you may trash this hardware to derez 1 installed
    Corp card" resolves as the run is declared successful, before the breach (cr/step_run_declared_successful).
    Angelique Garza Correa, derezzed, is accessed unrezzed: "When the Runner accesses this upgrade while it is
    rezzed" is not met (cr/rule_condition_requirements_part_of_condition). The engine let her 2 meat damage land
    on an unrezzed Angelique, derezzed or never rezzed (fixed)."""
    ruling = rule(client, run_on({"grip": GRIP3, "rig": ["Maglectric Rapid (748 Mod)"]}, {
        "credits": 5, "hq": ["Hedge Fund"], "servers": {"HQ": {"root": [{"card": "Angelique Garza Correa",
                                                                          "rezzed": True}]}}},
        {"jack out": "no", "use Maglectric Rapid (748 Mod)": "yes", "access order": "Angelique Garza Correa",
         "trash Angelique Garza Correa": "no", "rez Angelique Garza Correa": "no"}, "HQ"),
        {"runner.grip": {"count": 3}, "corp.credits": 5, "cards.Angelique Garza Correa.rezzed": False,
         "runner.heap": ["Maglectric Rapid (748 Mod)"]})
    [not_met] = steps(ruling, "Angelique Garza Correa is not rezzed as it is accessed")
    assert "rule_condition_requirements_part_of_condition" in step_cites(not_met)


def test_carnivore_trashes_the_agenda_it_accesses_so_nothing_is_stolen(client):
    """Carnivore's "Access → Trash 2 cards from your grip: Trash the card you are accessing" may be used on an agenda
    before it would be stolen (cr/rule_access_trash): Hostile Takeover goes to Archives, the Runner has no point."""
    ruling = rule(client, run_on({"grip": GRIP3, "rig": ["Carnivore"]}, {"servers": s1([], ["Hostile Takeover"])},
                                 {"jack out": "no", "trash Hostile Takeover": "Carnivore",
                                  "Carnivore cost": ["Sure Gamble", "Jailbreak"]}),
                  {"runner.agenda_points": 0, "corp.archives": ["Hostile Takeover"],
                   "runner.heap": ["Sure Gamble", "Jailbreak"]})
    [trashed] = steps(ruling, "Carnivore's ability trashes Hostile Takeover")
    assert "rule_access_trash" in step_cites(trashed)


def test_hannah_wheels_run_jacked_out_of_is_unsuccessful_and_gives_a_tag(client):
    """Hannah "Wheels" Pilintra: "[click]: Gain [click]. Run a remote server. When that run ends, if it was
    unsuccessful, take 1 tag". Jacking out after Wave ends the run before the Success Phase: unsuccessful
    (cr/rule_unsuccessful_run), so 1 tag; the [click] spent comes back (4 − 1 + 1)."""
    ruling = rule(client, {"runner": {"rig": ["Hannah \"Wheels\" Pilintra"]}, "corp": {"servers": s1(["Wave"])},
                           "actions": [{"runner": "use Hannah \"Wheels\" Pilintra"}], "decisions": {"jack out": "yes"}},
                  {"runner.tags": 1, "runner.clicks": 4, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"][-1] == ("The run on Server 1 ends unsuccessfully: the Runner jacking out ends it; "
                                    "the Runner takes 1 tag.")


def test_baklan_bochkin_derezzes_wave_with_its_third_counter(client):
    """"The first time you encounter a piece of ice during each run, place 1 power counter": 2 + 1 = 3. "[trash], X
    hosted power counters: Derez the ice you are encountering if its strength is X or less. Take 1 tag": X = 3
    against Wave's 3; the derezzed ice ends the encounter and the run goes on (cr/rule_ice_change_encounter_uninstall_
    derez): Wave's subroutine never resolves."""
    ruling = rule(client, run_on({"rig": [{"card": "“Baklan” Bochkin", "counters": {"power": 2}}]},
                                 {"credits": 5, "servers": s1(["Wave"])}, {
        "abilities at encounter Wave": "“Baklan” Bochkin ([trash]: Derez the ice you are encountering if its "
                                       "strength is X or less. Take 1 tag.)", "“Baklan” Bochkin choice": "3",
        "jack out": "no", "trash PAD Campaign": "no"}),
        {"cards.Wave.rezzed": False, "runner.tags": 1, "corp.credits": 5, "runs.0.outcome": "successful"})
    assert not steps(ruling, "Unbroken subroutine 1 of Wave resolves")


def test_amelia_earhart_counts_three_accesses_on_rd(client):
    """Amelia Earhart: "Whenever a run on HQ or R&D ends, if you accessed 3 or more cards during that run, place 1
    power counter": Manuel's +1 (2 from R&D) and the root's Angelique Garza Correa make 3 (cr/step_run_complete)."""
    ruling = rule(client, run_on({"rig": ["Amelia Earhart", "Manuel Lattes de Moura"], "tags": 1},
                                 {"rd": ["Hedge Fund", "Ice Wall", "Palisade", "Tithe"],
                                  "servers": {"R&D": {"root": ["Angelique Garza Correa"]}}},
                                 {"jack out": "no", "access order": "Angelique Garza Correa",
                                  "trash Angelique Garza Correa": "no", "use Angelique Garza Correa": "no"}, "R&D"),
                  {"cards.Amelia Earhart.counters.power": 1})
    [placed] = steps(ruling, "Amelia Earhart's ability places 1 power counter")
    assert "step_run_complete" in step_cites(placed)


def test_demolisher_lowers_pad_campaigns_trash_cost_and_pays_1_back(client):
    """Demolisher: "The trash cost of each Corp card is lowered by 1[c]" (4 → 3) and "The first time each turn you
    trash a Corp card, gain 1[c]" (cr/rule_basic_trash_ability): 3 − 3 + 1 = 1."""
    ruling = rule(client, run_on({"credits": 3, "rig": ["Demolisher"]}, {"servers": s1([])},
                                 {"jack out": "no", "trash PAD Campaign": "yes"}),
                  {"runner.credits": 1, "corp.archives": ["PAD Campaign"]})
    [paid] = steps(ruling, "The Runner pays 3[c] for trashing PAD Campaign")
    assert paid
