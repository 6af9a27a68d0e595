"""Sixty more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge would,
none a topic or card pairing of the earlier rounds (test_table_rulings.py to test_table_rulings7.py), all with cards
of today's Standard, most of them two cards whose abilities meet. Each expected value was worked out from the CR 25.08
and the cards' text before the engine played it; the rule that decides it is named in each docstring (cr/<source id>)
and asserted among the citations of the step that decides it. Those marked (fixed) found a defect, fixed with the test.

Hosted cards, derez and rez again:
1. Window of Opportunity derezzes Palisade, the Corp rezzes it again free: Saci pays 3[c] each time.
2. Tranquilizer's third counter derezzes its host as the Runner's turn begins: Saci on the same ice pays 3[c].
3. Whitespace installed over Palisade: the Tranquilizer hosted on it goes to the heap.
4. Chromatophores makes Palisade a code gate: Buzzsaw breaks it.
5. Pauleʼs Café trashed by the Corp takes the Gauss hosted on it to the heap.
6. Cupellation hosts the accessed PAD Campaign: uninstalled, its remote server ceases to exist.
7. Muse finds Saci, a trojan, and installs it on the only piece of ice.
8. Bumi 1.0 rezzed under Saci: the Runner (active player) resolves Saci first, then Bumi trashes it.
Threat levels turning on mid-turn:
9. Living Mural installed after the steal that makes 4 points gets +3 strength; installed before, nothing (fixed:
   the met Threat was not cited).
10. Debbie "Downtown" Moreira installed at Threat 4: 2[c] placed on it (fixed, as 9).
11. Valentina Ferreira Carvalho installed at Threat 3 removes a tag, and her own ability pays 1[c] for it (fixed, as
    9).
12. Ablative Barrier rezzed at Threat 3 installs Tithe on HQ; at 2 points it does nothing.
13. Pivot at Threat 3 plays the Hedge Fund it found.
14. Privileged Access: refused to a tagged Runner; "instead of breaching" a tag, Cybertrooper Talut from the heap for
    0[c], its Threat 3 line off at 0 points.
Additional costs and modified costs:
15. Corporate Hospitality's [click] additional cost: refused with 1 [click] left; played with 3.
16. Distributed Tracing: refused without a steal last turn; after one, a tag and 2 [click] spent.
17. Spec Work: refused with no program to trash; with Gauss, 4[c] and 2 cards.
18. Rejig returns Gauss to the grip: Buzzsaw installed for 4 − 2 = 2[c].
19. Secure and Protect: 3[c] off a third ice's 2[c] install cost is 0, never less (fixed: the trace said 2[c] less).
20. DZMZ Optimizer: the first program 1[c] less, the second full price.
21. Masterwork (v37) installs Flip Switch as a run begins, 1[c] more, and draws for the first hardware (fixed: the
    1[c] more was paid unsaid).
22. Penumbral Toolkit after a successful HQ run costs 0[c] and loads 4[c].
23. Boi-tatá breaks for 1[c] less once Stoneship Chart Room was trashed this turn (fixed: the discount was unsaid).
24. Tremolo with PAN-Weave and Zenit Chip (two cybernetic hardware) breaks Kessleroid for 1[c] (fixed, as 23).
25. Illumination installs Gauss and Buzzsaw after the R&D run, 1[c] less each (fixed, as 21).
26. Self-modifying Code's 2[c] and the Gauss it finds paid in full.
27. Top-Down Solutions installs two ice on HQ: 0[c], then 1[c].
"Cannot" against "may":
28. NEXT Activation Command: refused while NAPD Cordon is active.
29. NEXT Activation Command: Palisade at strength 4, and Boomerang, no icebreaker, cannot break it (fixed: it was
    offered, then refused only once its subroutines were named).
30. Lockdown's "cannot draw" stops Zenit Chip's draw after the run.
31. Direct Access on HQ: Earth Station's additional 1[c] is not paid while it resolves.
32. Reprise: refused without a steal; after one, PAD Campaign back to HQ, its server gone.
33. Red Team cannot run R&D again the same turn.
"Instead" replacements and what they leave:
34. Burner reveals both cards of HQ and puts them on R&D: the agenda is never accessed.
35. Cataloguer's last counter arranges R&D instead of breaching it, and it is trashed empty.
36. Khusyuk and Cataloguer both replace the R&D breach: the Runner's Cataloguer goes first, and Khusyuk has nothing
    left to replace (fixed: the trace said nothing of Khusyuk's).
Traces and link:
37. Scapenet's Trace[7] against Lat's link 1 + Cybertrooper Talut's + 5[c]: 7 against 7 is unsuccessful.
38. Flip Switch sets Winchester's first Trace[4] to 0: unsuccessful; the next two succeed.
Abilities of both players at once, and the Runner's own:
39. Cacophony and Calvin B4L3Y on the same trash: the Runner's first.
40. Cookbook and Avgustina Ivanovskaya on Fermenter's install: the Runner orders them.
41. PAN-Weave against a Corp with 0[c]: the Corp loses nothing, so the Runner gains nothing.
Counters and hosted credits:
42. Pennyshaver: a credit for the run, another for the [click], all 3 taken.
43. Concerto's hosted 4[c] pay Gauss's boost and break.
44. Devadatta Drone and WAKE Implant: 1 and 2 additional R&D accesses.
45. Nga's last counter: sabotage 1, then trashed empty.
46. "Knickknack" O'Brian trashes Gauss: 2[c] and a card.
47. Alarm Clock's run as the turn begins: Palisade bypassed for [click][click].
48. Lago Paranoá Shelter: only the Corp's first install in a root this turn.
The Corp's operations:
49. Armed Asset Protection counts faceup card types only: 3 + 3 + 2.
50. Your Digital Life counts HQ without itself (fixed: the count cited no rule).
51. Hansei Review trashes the only card left in HQ.
Agenda scoring, advancing:
52. Blood in the Water: X is the grip: 2 advancements score it against 2 cards, not against 3.
53. La Costa Grid's counter as the turn begins lets Hostile Takeover be scored in the paid ability window.
54. Vladisibirsk City Grid moves 2 counters onto Offworld Office, scored; a second use refused.
55. The Holo Man: 3 counters with no install from HQ this turn, 2 after one (fixed: the condition went unsaid).
56. Focus Group reveals 2 events: 2 counters for 2[c] score Offworld Office.
57. Slash and Burn Agriculture trashed from HQ advances Offworld Office to its score; faceup in Archives.
58. Moon Pool, removed from the game, shuffles a facedown agenda back and advances Offworld Office to its score.
59. Malapert Data Vault searches R&D for Hedge Fund when Hostile Takeover is scored from its root.
60. Mercia B4LL4RD installs Tithe for 0[c] as the action phase ends and moves to HQ (fixed: its trigger cited the
    step of taking actions, not the action phase's end).
"""

from tests.web.test_table_rulings import rule
from tests.web.test_table_rulings2 import refusal
from tests.web.test_table_rulings3 import asked, step_cites, steps
from tests.web.test_table_rulings7 import after_a_run, corp_turn, remote, rezzed, runner_turn

GRIP = ["Sure Gamble", "Jailbreak", "Bravado"]
RD = ["Tithe", "Palisade", "Rime", "Whitespace"]
THREE_POINTS = ["Offworld Office", "Hostile Takeover"]


def cites_of(ruling: dict, start: str) -> set[str]:
    """The citations of the one step whose text starts with `start`."""
    [step] = steps(ruling, start)
    return step_cites(step)


def texts(ruling: dict) -> list[str]:
    return [s["text"] for s in ruling["trace"]]


def first_index(ruling: dict, start: str) -> int:
    return next(i for i, text in enumerate(texts(ruling)) if text.startswith(start))


def hq_ice(*ice) -> dict:
    return {"HQ": {"ice": list(ice)}}


def faceup(title: str) -> dict:
    return {"card": title, "faceup": True}


# --- hosted cards, derez and rez again -------------------------------------------------------------------------------

def test_window_of_opportunity_derez_and_free_rez_pay_saci_twice(client):
    """"When that run begins, derez 1 piece of ice" and "when that run ends, the Corp may rez the ice derezzed this
    way, ignoring all costs": Saci, "whenever host ice is rezzed or derezzed", pays 3[c] each time (cr/rule_derez_by_
    ability, cr/rule_rez_procedure): 5 − 1 + 3 + 3 = 10[c]; the Corp's 5[c] stay 5."""
    ruling = rule(client, runner_turn(
        {"grip": ["Window of Opportunity"]}, [{"runner": "play Window of Opportunity on HQ"}],
        {"jack out": "no", "rez Palisade": "no", "use Window of Opportunity": "yes"},
        {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Palisade", hosted=["Saci"]))}),
        {"runner.credits": 10, "corp.credits": 5, "cards.Palisade.rezzed": True})
    assert "rule_derez_by_ability" in cites_of(ruling, "Window of Opportunity's ability: Palisade is derezzed")
    assert "rule_rez_procedure" in cites_of(ruling, "Window of Opportunity's ability: the Corp rezzes Palisade, "
                                                    "ignoring all costs.")
    assert len(steps(ruling, "Saci's ability: the Runner gains 3[c]")) == 2


def test_tranquilizers_third_counter_derezzes_the_host_and_saci_pays(client):
    """"When your turn begins, place 1 virus counter ... if there are 3 or more, derez host ice": 2 + 1 = 3, Palisade
    derezzed (cr/rule_derez_by_ability), Saci on the same ice gains 3[c]: 5 + 3 + 1 = 9[c]."""
    ruling = rule(client, runner_turn(
        {}, [{"runner": "gain credit"}], {},
        {"servers": hq_ice(rezzed("Palisade", hosted=[{"card": "Tranquilizer", "counters": {"virus": 2}}, "Saci"]))}),
        {"runner.credits": 9, "cards.Palisade.rezzed": False, "cards.Tranquilizer.counters.virus": 3})
    assert "rule_derez_by_ability" in cites_of(ruling, "Tranquilizer's ability: Palisade is derezzed")


def test_ice_installed_over_tranquilizers_host_sends_tranquilizer_to_the_heap(client):
    """The Corp trashes Palisade to install Whitespace for 1[c] (cr/rule_install_trash_ice); Tranquilizer, "if the
    host ice is uninstalled, this program is trashed", goes to the heap at the checkpoint
    (cr/rule_trash_hosted_objects_when_host_trashed)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Whitespace"], "rd": ["Tithe"],
         "servers": hq_ice(rezzed("Palisade", hosted=[{"card": "Tranquilizer", "counters": {"virus": 1}}]),
                           rezzed("Tithe"))},
        [{"corp": "install Whitespace on HQ"}], {"trash before installing Whitespace": "Palisade"}),
        {"runner.heap": ["Tranquilizer"], "corp.archives": ["Palisade"], "corp.credits": 4,
         "corp.servers.HQ.ice": ["Whitespace", "Tithe"]})
    assert "rule_trash_hosted_objects_when_host_trashed" in cites_of(ruling, "Tranquilizer was hosted on Palisade")


def test_chromatophores_makes_palisade_a_code_gate_for_buzzsaw(client):
    """"Host ice gains barrier, code gate, and sentry": Buzzsaw (strength 3, a decoder) breaks Palisade (strength 2)
    for 1[c] (cr/rule_icebreaker_interface_subtype); the run succeeds."""
    ruling = rule(client, runner_turn(
        {"rig": ["Buzzsaw"]}, [{"runner": "run HQ"}], {"jack out": "no", "break Palisade": "Buzzsaw"},
        {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Palisade", hosted=["Chromatophores"]))}),
        {"runner.credits": 4, "runs.0.outcome": "successful"})
    assert "rule_icebreaker_interface_subtype" in cites_of(ruling, "Buzzsaw breaks subroutine 1 of Palisade")


def test_paules_cafe_trashed_takes_its_hosted_gauss_with_it(client):
    """Gauss hosted on Pauleʼs Café is not installed; the Corp trashes the resource (a tag, 2[c]) and Gauss goes to
    the heap with it (cr/rule_trash_hosted_objects_when_host_trashed)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe"]}, [{"corp": "trash Pauleʼs Café"}],
        runner={"tags": 1, "rig": [{"card": "Pauleʼs Café", "hosted": ["Gauss"]}]}),
        {"runner.heap": ["Pauleʼs Café", "Gauss"], "runner.rig": [], "corp.credits": 3})
    assert "rule_trash_hosted_objects_when_host_trashed" in cites_of(ruling, "Gauss was hosted on Pauleʼs Café")


def test_cupellation_uninstalls_pad_campaign_and_its_server_ceases_to_exist(client):
    """"Host the non-agenda card you are accessing faceup on this program (if it was installed, it becomes
    uninstalled)" for 1[c] (cr/sec_host): Server 1, with nothing left, ceases to exist
    (cr/rule_server_ceases_to_exist)."""
    ruling = rule(client, runner_turn(
        {"rig": ["Cupellation"]}, [{"runner": "run Server 1"}], {"jack out": "no", "trash PAD Campaign": "Cupellation"},
        {"hq": ["Hedge Fund"], "servers": remote("PAD Campaign")}),
        {"runner.credits": 4, "cards.Cupellation.hosted": ["PAD Campaign"], "corp.archives": []})
    assert "sec_host" in cites_of(ruling, "Cupellation's ability: PAD Campaign is hosted faceup on Cupellation")
    assert "rule_server_ceases_to_exist" in cites_of(ruling, "Server 1 has no ice and nothing in its root")


def test_muse_installs_the_trojan_it_finds_on_the_only_ice(client):
    """"If that program is a trojan, install it on a piece of ice": Saci goes on Palisade, the only ice
    (cr/rule_announce_targets), its 1[c] paid: 5 − 2 − 1 = 2[c]."""
    ruling = rule(client, runner_turn(
        {"grip": ["Muse"], "stack": ["Sure Gamble", "Saci", "Gauss"]}, [{"runner": "install Muse"}],
        {"Muse zone": "stack", "Muse target": "Saci"}, {"servers": hq_ice(rezzed("Palisade"))}),
        {"runner.credits": 2, "cards.Saci.host": "Palisade"})
    assert "rule_announce_targets" in cites_of(ruling, "Muse's only choice is Palisade")


def test_bumi_rezzed_under_saci_the_active_runner_resolves_saci_first(client):
    """Bumi 1.0's "when you rez this ice during a run against this server" and Saci's "whenever host ice is rezzed"
    are met together: the Runner, active, resolves theirs first (cr/rule_reaction_window_priority), 3[c]; then Bumi
    trashes Saci. Its subroutines: no program left, 1 core damage."""
    ruling = rule(client, runner_turn(
        {"grip": GRIP}, [{"runner": "run HQ"}],
        {"jack out": "no", "rez Bumi 1.0": "yes", "Bumi 1.0 target": "Saci", "break Bumi 1.0": "no"},
        {"hq": ["Hedge Fund"], "servers": hq_ice({"card": "Bumi 1.0", "rezzed": False, "hosted": ["Saci"]})}),
        {"runner.credits": 8, "runner.heap": {"contains": "Saci"}, "runner.core_damage": 1, "corp.credits": 2})
    assert "rule_reaction_window_priority" in cites_of(ruling, "Abilities of both players are waiting to trigger")
    assert first_index(ruling, "Saci's ability: the Runner gains 3[c]") < first_index(ruling, "Bumi 1.0's ability "
                                                                                             "trashes Saci")


# --- threat levels turning on mid-turn --------------------------------------------------------------------------------

def test_living_mural_gets_3_strength_only_once_the_steal_makes_threat_4(client):
    """3 points, then Hostile Takeover stolen: 4. "Threat 4 → When you install this program, it gets +3 strength"
    is active for an install after the steal: 1 + 3 = 4 (cr/rule_threat_flag); installed before the steal it does
    nothing, and the steal later does not reach back. The met Threat was not cited; it is now."""
    board = runner_turn({"grip": ["Living Mural"], "score_area": THREE_POINTS}, [
        {"runner": "run Server 1"}, {"runner": "install Living Mural on Tithe"}], {"jack out": "no"},
        {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Hostile Takeover"]}, **hq_ice(rezzed("Tithe"))}})
    after = rule(client, board, {"cards.Living Mural.strength": 4, "runner.agenda_points": 4})
    assert "rule_threat_flag" in cites_of(after, "Living Mural: the threat level is 4")
    before = rule(client, dict(board, actions=board["actions"][::-1]), {"cards.Living Mural.strength": 1,
                                                                        "runner.agenda_points": 4})
    assert "rule_threat_flag" in cites_of(before, "Threat 4 is not met (the threat level is 3")


def test_debbie_downtown_moreira_installed_at_threat_4_holds_2_credits(client):
    """The Corp has 4 points: "Threat 4 → When you install this resource, place 2[c] on it" (cr/rule_threat_flag)."""
    ruling = rule(client, runner_turn({"grip": ['Debbie "Downtown" Moreira']},
                                      [{"runner": 'install Debbie "Downtown" Moreira'}], {},
                                      {"score_area": ["Send a Message", "Hostile Takeover"]}),
                  {'cards.Debbie "Downtown" Moreira.counters.credits': 2, "runner.credits": 4})
    assert "rule_threat_flag" in cites_of(ruling, 'Debbie "Downtown" Moreira: the threat level is 4')


def test_valentina_at_threat_3_removes_a_tag_and_her_own_ability_pays_for_it(client):
    """Threat 3 (the Corp's 3 points): "remove 1 tag or gain 2[c]"; removing the tag meets her "whenever you remove
    1 or more tags, gain 1[c]" (cr/rule_threat_flag): 5 − 2 + 1 = 4[c], no tag."""
    ruling = rule(client, runner_turn({"tags": 1, "grip": ["Valentina Ferreira Carvalho"]},
                                      [{"runner": "install Valentina Ferreira Carvalho"}],
                                      {"Valentina Ferreira Carvalho choice": "remove 1 tag"},
                                      {"score_area": THREE_POINTS}),
                  {"runner.tags": 0, "runner.credits": 4})
    assert "rule_threat_flag" in cites_of(ruling, "Valentina Ferreira Carvalho: the threat level is 3")


def test_ablative_barrier_at_threat_3_installs_from_hq_and_at_2_points_does_nothing(client):
    """Rezzed for 2[c] as the Runner approaches it: at Threat 3, Tithe from HQ protects HQ, install cost 0[c]; its
    subroutine ends the run. At 2 points the ability is not active (cr/rule_threat_flag): no install."""
    board = runner_turn({}, [{"runner": "run Server 1"}],
                        {"rez Ablative Barrier": "yes", "Ablative Barrier install": "Tithe",
                         "Ablative Barrier install where": "HQ"},
                        {"hq": ["Tithe"], "score_area": THREE_POINTS,
                         "servers": {"Server 1": {"root": ["PAD Campaign"],
                                                  "ice": [{"card": "Ablative Barrier", "rezzed": False}]}}})
    met = rule(client, board, {"corp.servers.HQ.ice": ["Tithe"], "corp.credits": 3, "runs.0.outcome": "unsuccessful"})
    assert "rule_threat_flag" in cites_of(met, "Ablative Barrier: the threat level is 3")
    low = dict(board, decisions={"rez Ablative Barrier": "yes"}, corp=dict(board["corp"], score_area=["Offworld Office"]))
    ruling = rule(client, low, {"corp.hq": ["Tithe"], "runs.0.outcome": "unsuccessful"})
    assert "rule_threat_flag" in cites_of(ruling, "Threat 3 is not met (the threat level is 2")


def test_pivot_at_threat_3_plays_the_hedge_fund_it_found(client):
    """Pivot ([click] + [click], 1[c]) finds Hedge Fund; at Threat 3 "you may play or install 1 card from HQ": Hedge
    Fund played (cr/rule_threat_flag): 6 − 1 − 5 + 9 = 9[c], 1 [click] left."""
    ruling = rule(client, corp_turn({"credits": 6, "hq": ["Pivot"], "rd": ["Tithe", "Hedge Fund"],
                                     "score_area": THREE_POINTS}, [{"corp": "play Pivot"}],
                                    {"Pivot target": "Hedge Fund", "Pivot choice": "play", "Pivot play": "Hedge Fund"}),
                  {"corp.credits": 9, "corp.clicks": 1})
    assert "rule_threat_flag" in cites_of(ruling, "Pivot: the threat level is 3")


def test_privileged_access_refused_tagged_and_its_tag_installs_a_resource_for_2_less(client):
    """"Play only if you are not tagged" (cr/rule_restriction). Untagged: "instead of breaching Archives, take 1 tag"
    (cr/sec_replacement_effects), so Hostile Takeover in Archives is never accessed; Cybertrooper Talut from the heap
    for 2 − 2 = 0[c]; at 0 points its Threat 3 line does nothing."""
    assert refusal(client, runner_turn({"tags": 1, "grip": ["Privileged Access"]},
                                       [{"runner": "play Privileged Access"}])) == (
        "actions[0].runner: Privileged Access cannot be played: the Runner is tagged")
    ruling = rule(client, runner_turn(
        {"grip": ["Privileged Access"], "heap": ["Cybertrooper Talut"]}, [{"runner": "play Privileged Access"}],
        {"jack out": "no", "Privileged Access resource": "Cybertrooper Talut"}, {"archives": ["Hostile Takeover"]}),
        {"runner.tags": 1, "runner.rig": ["Cybertrooper Talut"], "runner.credits": 5, "runner.agenda_points": 0})
    assert "sec_replacement_effects" in cites_of(ruling, "Instead of breaching Archives: Privileged Access's")


# --- additional costs and cost modifiers ------------------------------------------------------------------------------

def test_corporate_hospitality_needs_its_additional_click(client):
    """"As an additional cost to play this operation, spend [click]" (cr/rule_additional_cost): with 1 [click] left it
    is refused; with 3, 3 − 2 = 1 [click], 5 − 4 + 6 = 7[c], 2 cards drawn and Hedge Fund back from Archives."""
    assert refusal(client, corp_turn({"hq": ["Corporate Hospitality"], "rd": ["Tithe"]}, [
        {"corp": "gain credit"}, {"corp": "gain credit"}, {"corp": "play Corporate Hospitality"}])) == (
        "actions[2].corp: the Corp cannot pay Corporate Hospitality's additional cost ([click])")
    ruling = rule(client, corp_turn({"hq": ["Corporate Hospitality"], "rd": ["Tithe", "Palisade", "Rime"],
                                     "archives": ["Hedge Fund"]}, [{"corp": "play Corporate Hospitality"}]),
                  {"corp.clicks": 1, "corp.credits": 7, "corp.hq": {"contains": "Hedge Fund"},
                   "corp.archives": ["Corporate Hospitality"]})
    assert "rule_additional_cost" in cites_of(ruling, "The Corp pays Corporate Hospitality's additional cost")


def test_distributed_tracing_needs_last_turns_steal_and_its_extra_click(client):
    """"Play only if the Runner stole an agenda during their last turn" (cr/rule_restriction): refused after a run on
    Archives; after Hostile Takeover is stolen, 1 tag for 3[c] and 2 [click] (cr/rule_additional_cost)."""
    message = refusal(client, after_a_run("Archives", {"hq": ["Distributed Tracing"], "rd": ["Tithe"],
                                                       "archives": ["Hedge Fund"]}, ["play Distributed Tracing"]))
    assert message.endswith("Distributed Tracing cannot be played: the Runner did not steal an agenda during their "
                            "last turn")
    ruling = rule(client, after_a_run("Server 1", {"hq": ["Distributed Tracing"], "rd": ["Tithe"],
                                                   "servers": remote("Hostile Takeover")},
                                      ["play Distributed Tracing"]),
                  {"runner.tags": 1, "corp.clicks": 1, "corp.credits": 2})
    assert "rule_additional_cost" in cites_of(ruling, "The Corp pays Distributed Tracing's additional cost")


def test_spec_work_needs_a_program_to_trash(client):
    """"As an additional cost to play this event, trash 1 installed program": none installed, refused
    (cr/rule_additional_cost); with Gauss: 5 − 1 + 4 = 8[c], 2 cards."""
    assert refusal(client, runner_turn({"grip": ["Spec Work"]}, [{"runner": "play Spec Work"}])) == (
        "actions[0].runner: the Runner cannot pay Spec Work's additional cost (trash 1 installed program)")
    ruling = rule(client, runner_turn({"grip": ["Spec Work"], "stack": ["Sure Gamble", "Jailbreak"], "rig": ["Gauss"]},
                                      [{"runner": "play Spec Work"}]),
                  {"runner.credits": 8, "runner.grip": {"count": 2}, "runner.heap": {"contains": "Gauss"}})
    assert "rule_additional_cost" in cites_of(ruling, "The Runner pays Spec Work's additional cost")


def test_rejig_returns_gauss_and_installs_buzzsaw_for_2_less(client):
    """Additional cost: Gauss (printed 2[c]) back to the grip (cr/rule_additional_cost); Buzzsaw installed paying
    X = 2 less: 4 − 2 = 2[c], 5 − 2 = 3[c]."""
    ruling = rule(client, runner_turn({"grip": ["Rejig", "Buzzsaw"], "rig": ["Gauss"]}, [{"runner": "play Rejig"}],
                                      {"Rejig target": "Buzzsaw"}),
                  {"runner.credits": 3, "runner.rig": ["Buzzsaw"], "runner.grip": ["Gauss"]})
    assert "rule_additional_cost" in cites_of(ruling, "The Runner pays Rejig's additional cost")
    assert steps(ruling, "The Runner pays 2[c] for installing Buzzsaw")


def test_secure_and_protect_takes_a_third_ice_on_hq_to_0_never_below(client):
    """2 ice on HQ: the third costs 2[c]; "paying 3[c] less" makes it 0, not −1 (cr/rule_cost_calculation): 5 − 1 =
    4[c], 1 [click] left after the additional [click]. The trace said "Whitespace costs 2[c] less", not the card's 3,
    and the install "1[c] for each ice already protecting it" for 0[c]; it now says 3[c] less, never below 0."""
    ruling = rule(client, corp_turn({"hq": ["Secure and Protect"], "rd": ["Tithe", "Whitespace"],
                                     "servers": hq_ice("Tithe", "Palisade")}, [{"corp": "play Secure and Protect"}],
                                    {"Secure and Protect target": "Whitespace", "Secure and Protect choice": "HQ"}),
                  {"corp.credits": 4, "corp.clicks": 1, "corp.servers.HQ.ice": ["Whitespace", "Tithe", "Palisade"]})
    assert "rule_ice_install_cost" in cites_of(ruling, "The Corp pays 0[c] for installing Whitespace")
    assert steps(ruling, 'Secure and Protect: "Whitespace costs 3[c] less to install" for that install only.')
    assert "rule_cost_calculation" in cites_of(ruling, "The Corp installs a piece of ice facedown protecting HQ, "
                                                       "outermost (install cost 0[c]: 1[c] for each ice already "
                                                       "protecting it (2[c]), Secure and Protect -3[c], never below 0)")


def test_dzmz_optimizer_discounts_only_the_first_program_of_the_turn(client):
    """Gauss for 2 − 1 = 1[c] (cr/rule_modified_costs), Buzzsaw for its full 4[c]: 5 − 1 − 4 = 0."""
    ruling = rule(client, runner_turn({"grip": ["Gauss", "Buzzsaw"], "rig": ["DZMZ Optimizer"]},
                                      [{"runner": "install Gauss"}, {"runner": "install Buzzsaw"}]),
                  {"runner.credits": 0, "runner.rig": ["DZMZ Optimizer", "Gauss", "Buzzsaw"]})
    assert "rule_modified_costs" in cites_of(ruling, "Gauss costs 1[c] to install, not its printed 2[c]")
    assert steps(ruling, "The Runner pays 4[c] for installing Buzzsaw")


def test_masterwork_installs_hardware_as_a_run_begins_for_1_more_and_draws(client):
    """"Whenever a run begins, you may install 1 piece of hardware from your grip, paying 1[c] more": Flip Switch for
    1 + 1 = 2[c] (cr/rule_modified_costs); "the first time each turn you install a piece of hardware, draw 1 card"
    (cr/step_initiation_formal_begin). The trace paid 2[c] with no word of the 1[c] more; it now says it."""
    ruling = rule(client, runner_turn({"grip": ["Flip Switch"], "stack": GRIP, "rig": ["Masterwork (v37)"]},
                                      [{"runner": "run Archives"}],
                                      {"jack out": "no", "Masterwork (v37) target": "Flip Switch"},
                                      {"archives": ["Hedge Fund"]}),
                  {"runner.credits": 3, "runner.grip": {"count": 1}, "runner.rig": {"contains": "Flip Switch"}})
    assert "step_initiation_formal_begin" in cites_of(ruling, "The Runner pays 2[c] for installing Flip Switch")
    assert "rule_modified_costs" in cites_of(ruling, "Masterwork (v37)'s ability: Flip Switch is installed paying 1[c] "
                                                     "more: 2[c], not 1[c].")


def test_penumbral_toolkit_after_a_successful_hq_run_is_free_and_loads_4(client):
    """"If you made a successful run on HQ this turn, this resource costs 2[c] less": 0[c] (cr/rule_modified_costs),
    4[c] loaded."""
    ruling = rule(client, runner_turn({"grip": ["Penumbral Toolkit"]},
                                      [{"runner": "run HQ"}, {"runner": "install Penumbral Toolkit"}],
                                      {"jack out": "no"}, {"hq": ["Hedge Fund"]}),
                  {"runner.credits": 5, "cards.Penumbral Toolkit.counters.credits": 4})
    assert "rule_modified_costs" in cites_of(ruling, "Penumbral Toolkit costs 0[c] to install")


def test_boi_tata_breaks_for_1_less_once_an_installed_card_was_trashed(client):
    """Stoneship Chart Room trashed for its draw: "if you trashed any of your installed cards this turn, paid
    abilities on this program cost 1[c] less": Tithe's two subroutines for 2 − 1 = 1[c] (cr/rule_modified_costs). The
    trace paid 1[c] without a word of why; it now says the break costs less than printed."""
    ruling = rule(client, runner_turn({"rig": ["Boi-tatá", "Stoneship Chart Room"], "stack": GRIP},
                                      [{"runner": "use Stoneship Chart Room"}, {"runner": "run HQ"}],
                                      {"jack out": "no", "break Tithe": "Boi-tatá"},
                                      {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Tithe"))}),
                  {"runner.credits": 4, "runs.0.outcome": "successful", "runner.grip": {"count": 2}})
    assert "rule_modified_costs" in cites_of(ruling, "Boi-tatá's break costs 1[c], not its printed 2[c]")
    assert steps(ruling, "The Runner pays 1[c] for Boi-tatá's break")


def test_tremolo_breaks_kessleroid_for_1_with_two_cybernetic_hardware(client):
    """"3[c]: Break up to 2 barrier subroutines. This ability costs 1[c] less for each installed piece of cybernetic
    hardware": PAN-Weave and Zenit Chip, 3 − 2 = 1[c] (cr/rule_modified_costs); PAN-Weave's 1[c] from the Corp
    back: 5 − 1 + 1 = 5[c]. The trace said nothing of the discount; it now does."""
    ruling = rule(client, runner_turn({"rig": ["Tremolo", "PAN-Weave", "Zenit Chip JZ-2MJ"]}, [{"runner": "run HQ"}],
                                      {"jack out": "no", "break Kessleroid": "Tremolo",
                                       "order Runner abilities": "PAN-Weave"},
                                      {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Kessleroid"))}),
                  {"runner.credits": 5, "corp.credits": 4, "runs.0.outcome": "successful"})
    assert "rule_modified_costs" in cites_of(ruling, "Tremolo's break costs 1[c], not its printed 3[c]")
    assert steps(ruling, "The Runner pays 1[c] for Tremolo's break")


def test_illumination_installs_two_programs_1_less_each(client):
    """After the successful R&D run, Gauss for 1[c] and Buzzsaw for 3[c] (cr/rule_program_install_cost,
    cr/rule_modified_costs): 5 − 4 = 1. The 1[c] less was paid unsaid; it is now said."""
    ruling = rule(client, runner_turn({"grip": ["Illumination", "Gauss", "Buzzsaw"]},
                                      [{"runner": "play Illumination"}],
                                      {"jack out": "no", "Illumination target": "Gauss",
                                       "Illumination target #2": "Buzzsaw"}, {"rd": RD}),
                  {"runner.credits": 1, "runner.rig": ["Gauss", "Buzzsaw"]})
    assert "rule_program_install_cost" in cites_of(ruling, "The Runner pays 3[c] for installing Buzzsaw")
    assert "rule_modified_costs" in cites_of(ruling, "Illumination's ability: Buzzsaw is installed paying 1[c] less")


def test_self_modifying_code_pays_for_the_program_it_finds(client):
    """"Search your stack for 1 program. Install it": no discount, so 2[c] for the ability and 2[c] for Gauss
    (cr/rule_program_install_cost): 5 − 4 = 1[c]."""
    ruling = rule(client, runner_turn({"rig": ["Self-modifying Code"], "stack": ["Sure Gamble", "Gauss"]},
                                      [{"runner": "use Self-modifying Code"}], {"Self-modifying Code target": "Gauss"}),
                  {"runner.credits": 1, "runner.rig": ["Gauss"], "runner.heap": ["Self-modifying Code"]})
    assert "rule_program_install_cost" in cites_of(ruling, "The Runner pays 2[c] for installing Gauss")


def test_top_down_solutions_installs_two_ice_one_at_a_time(client):
    """"Install up to 2 cards from HQ (one at a time)": Tithe on HQ for 0[c], then Palisade for 1[c], the first one
    counting (cr/rule_ice_install_cost): 5 − 2 − 1 = 2[c]."""
    ruling = rule(client, corp_turn({"hq": ["Top-Down Solutions", "Tithe", "Palisade"],
                                     "rd": ["Rime", "Whitespace", "Hedge Fund"]}, [{"corp": "play Top-Down Solutions"}],
                                    {"Top-Down Solutions install": "Tithe", "Top-Down Solutions install where": "HQ",
                                     "Top-Down Solutions install #2": "Palisade",
                                     "Top-Down Solutions install where #2": "HQ"}),
                  {"corp.credits": 2, "corp.servers.HQ.ice": ["Palisade", "Tithe"]})
    assert "rule_ice_install_cost" in cites_of(ruling, "The Corp pays 1[c] for installing Palisade")


# --- "cannot" against "may" -------------------------------------------------------------------------------------------

def test_next_activation_command_is_refused_while_napd_cordon_is_active(client):
    """Both are lockdowns: "Play only if there is no active lockdown" (cr/rule_operation_lockdown)."""
    assert refusal(client, {"turn": "corp", "corp": {"clicks": 3, "hq": ["NEXT Activation Command"],
                                                     "current": {"card": "NAPD Cordon"}},
                            "actions": [{"corp": "play NEXT Activation Command"}]}) == (
        "actions[0].corp: NEXT Activation Command cannot be played: there is an active lockdown (NAPD Cordon)")


def test_next_activation_command_makes_palisade_4_and_boomerang_cannot_break_it(client):
    """"Each piece of ice gets +2 strength": Palisade on HQ is 4. "The Runner cannot use non-icebreaker cards to break
    subroutines": Boomerang's "[trash]: Break up to 2 subroutines" cannot be used on it (cr/rule_cannot_precedence),
    so the encounter's window does not offer it and the run ends; without NEXT it is offered. The Table offered
    Boomerang there, and refused only the subroutines it was told to break, after the [trash] was chosen."""
    board = runner_turn({"rig": [{"card": "Boomerang", "chosen": "Palisade"}]}, [{"runner": "run HQ"}], {},
                        {"hq": ["Hedge Fund"], "current": {"card": "NEXT Activation Command"},
                         "servers": hq_ice(rezzed("Palisade"))})
    ruling = rule(client, board, {"runs.0.encounters.0.strength": 4, "runs.0.outcome": "unsuccessful",
                                  "runner.rig": ["Boomerang"]})
    assert "rule_end_the_run" in cites_of(ruling, "Palisade's subroutine ends the run")
    without = asked(client, dict(board, corp={"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Palisade"))}))
    assert without["name"] == "abilities at encounter Palisade" and without["options"][1].startswith("Boomerang")


def test_lockdowns_cannot_draw_stops_zenit_chips_draw(client):
    """Lockdown's subroutine: "The Runner cannot draw cards for the remainder of this turn"; Zenit Chip's "the first
    time each turn you make a successful run on a central server, draw 1 card" draws nothing
    (cr/rule_cannot_precedence). Without Lockdown it draws."""
    board = runner_turn({"rig": ["Zenit Chip JZ-2MJ"], "stack": GRIP}, [{"runner": "run HQ"}], {"jack out": "no"},
                        {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Lockdown"))})
    ruling = rule(client, board, {"runner.grip": [], "runner.stack": {"count": 3}})
    assert "rule_cannot_precedence" in cites_of(ruling, "The Runner cannot draw cards")
    rule(client, dict(board, corp={"hq": ["Hedge Fund"]}), {"runner.grip": {"count": 1}})


def test_direct_access_runs_hq_without_earth_stations_additional_cost(client):
    """"While you are resolving this event, each player's identity loses all abilities": the run on HQ is part of
    its resolution, so Earth Station's "as an additional cost to run HQ, the Runner must pay 1[c]" is gone
    (cr/rule_is_resolving): 5 − 1 = 4[c]."""
    ruling = rule(client, runner_turn({"grip": ["Direct Access"], "stack": GRIP},
                                      [{"runner": "play Direct Access on HQ"}],
                                      {"jack out": "no", "use Direct Access": "no"},
                                      {"identity": "Earth Station: SEA Headquarters", "hq": ["Hedge Fund"]}),
                  {"runner.credits": 4, "runs.0.outcome": "successful"})
    assert "rule_is_resolving" in cites_of(ruling, "Direct Access is resolving: each player's identity loses")
    assert not [t for t in texts(ruling)[1:] if "Earth Station" in t]  # only the set-up names it


def test_reprise_needs_a_steal_this_turn_and_returns_pad_campaign(client):
    """"Play only if you stole an agenda this turn" (cr/rule_restriction). After Hostile Takeover is stolen, PAD
    Campaign goes back to HQ and Server 1 ceases to exist (cr/rule_server_ceases_to_exist)."""
    assert refusal(client, runner_turn({"grip": ["Reprise"]}, [{"runner": "play Reprise on HQ"}], {},
                                       {"servers": remote("PAD Campaign")})) == (
        "actions[0].runner: Reprise cannot be played: the Runner stole no agenda this turn")
    ruling = rule(client, runner_turn({"grip": ["Reprise"]},
                                      [{"runner": "run Server 2"}, {"runner": "play Reprise on HQ"}],
                                      {"jack out": "no", "use Reprise": "no"},
                                      {"servers": remote(rezzed("PAD Campaign"), "Hostile Takeover")}),
                  {"corp.hq": ["PAD Campaign"], "runner.agenda_points": 1, "runner.credits": 3})
    assert "rule_server_ceases_to_exist" in cites_of(ruling, "Server 1 has no ice and nothing in its root")


def test_red_team_cannot_run_rd_twice_in_a_turn(client):
    """"Run a central server you have not run this turn": after a run on R&D only HQ and Archives are offered
    (cr/rule_restriction); used first, the R&D run takes 3[c] from it (cr/rule_take_credits): 5 + 3 = 8, 12 − 3 = 9
    on it."""
    board = runner_turn({"rig": [{"card": "Red Team", "counters": {"credits": 12}}]}, [{"runner": "use Red Team"}],
                        {"jack out": "no", "Red Team choice": "R&D"}, {"rd": RD})
    ruling = rule(client, board, {"runner.credits": 8, "cards.Red Team.counters.credits": 9})
    assert "rule_take_credits" in cites_of(ruling, "Red Team's ability: the Runner takes 3[c] from Red Team")
    again = dict(board, actions=[{"runner": "run R&D"}, {"runner": "use Red Team"}], decisions={"jack out": "no"})
    assert asked(client, again)["options"] == ["HQ", "Archives"]


# --- "instead" replacements and what they leave ----------------------------------------------------------------------

def test_burner_puts_both_hq_cards_on_rd_and_nothing_is_accessed(client):
    """"Instead of breaching HQ, reveal 3 cards in HQ at random. Add 2 of the revealed cards to the top and/or bottom
    of R&D" (cr/sec_replacement_effects): HQ has 2, both revealed and added; Hostile Takeover is never accessed, so
    never stolen."""
    ruling = rule(client, runner_turn({"grip": ["Burner"]}, [{"runner": "play Burner"}],
                                      {"jack out": "no", "Burner choice": "top"},
                                      {"hq": ["Hostile Takeover", "Hedge Fund"], "rd": ["Tithe"]}),
                  {"corp.hq": [], "corp.rd": {"count": 3}, "runner.agenda_points": 0, "runs.0.accessed": []})
    assert "sec_replacement_effects" in cites_of(ruling, "Instead of breaching HQ: Burner's")


def test_cataloguers_last_counter_arranges_rd_instead_of_a_breach_and_it_is_trashed(client):
    """"Instead of breaching R&D, you may remove 1 hosted power counter to look at the top 4 cards of R&D and arrange
    them" (cr/sec_replacement_effects): Hostile Takeover moved to the 4th place and not accessed; empty, Cataloguer
    is trashed (cr/rule_load_and_empty)."""
    ruling = rule(client, runner_turn(
        {"rig": [{"card": "Cataloguer", "counters": {"power": 1}}]}, [{"runner": "run R&D"}],
        {"jack out": "no", "instead of breaching Cataloguer": "yes",
         "Cataloguer choice": ["Tithe", "Palisade", "Rime", "Hostile Takeover"]},
        {"rd": ["Hostile Takeover", "Tithe", "Palisade", "Rime"]}),
        {"corp.rd": ["Tithe", "Palisade", "Rime", "Hostile Takeover"], "runner.heap": ["Cataloguer"],
         "runner.agenda_points": 0})
    assert "sec_replacement_effects" in cites_of(ruling, "Instead of breaching R&D: Cataloguer's")
    assert "rule_load_and_empty" in cites_of(ruling, "Cataloguer's ability meets its trigger condition")


def test_khusyuk_has_nothing_to_replace_once_cataloguer_replaced_the_breach(client):
    """Khusyuk's "instead of breaching R&D" and Cataloguer's "instead of breaching R&D, you may ..." both apply; the
    Runner chooses the order (cr/rule_order_of_replacement_effects) and applies Cataloguer's: the breach is gone, and
    Khusyuk's replacement has nothing left to replace (cr/rule_replacement_effect_must_have_something_to_replace):
    nothing set aside, nothing accessed. The trace said nothing of Khusyuk's; it now says why it does not apply."""
    ruling = rule(client, runner_turn(
        {"grip": ["Khusyuk"], "rig": [{"card": "Cataloguer", "counters": {"power": 2}}, "Gauss"]},
        [{"runner": "play Khusyuk"}],
        {"jack out": "no", "instead of breaching Cataloguer": "yes",
         "Cataloguer choice": ["Tithe", "Palisade", "Rime", "Hostile Takeover"]},
        {"rd": ["Hostile Takeover", *RD]}),
        {"cards.Cataloguer.counters.power": 1, "runs.0.accessed": [], "runs.0.breach_replaced_by": "Cataloguer"})
    assert "rule_replacement_effect_must_have_something_to_replace" in cites_of(ruling, "Khusyuk's \"instead of")


# --- traces and link -------------------------------------------------------------------------------------------------

def test_scapenet_trace_7_against_link_2_plus_5_is_a_tie_and_unsuccessful(client):
    """Lat's base link 1 + Cybertrooper Talut's +1 + 5[c] = 7 against Trace[7] with no boost: not greater, so the
    trace is unsuccessful (cr/step_trace_determine_success) and Simulchip stays: 8 − 5 = 3[c]."""
    ruling = rule(client, after_a_run("Archives", {"hq": ["Scapenet"], "rd": ["Tithe", "Palisade"],
                                                   "archives": ["Hedge Fund"]}, ["play Scapenet"],
                                      {"Corp trace boost Scapenet": "0", "Runner link boost Scapenet": "5"},
                                      {"identity": "Lat: Ethical Freelancer",
                                       "rig": ["Simulchip", "Cybertrooper Talut"]}),
                  {"runner.rig": ["Simulchip", "Cybertrooper Talut"], "runner.credits": 3})
    assert "step_trace_determine_success" in cites_of(ruling, "Scapenet's trace: trace strength 7 against link "
                                                              "strength 7: unsuccessful.")


def test_flip_switch_sets_winchesters_first_trace_to_0_only(client):
    """"[interrupt] → [trash]: Reduce the base trace strength of a trace to 0" (cr/rule_trace_attempt_and_base_trace_
    strength): Trace[4] becomes 0 against link 0, unsuccessful, Gauss stays; Flip Switch is gone, the next Trace[3]
    (no hardware left) and the HQ Trace[3] succeed: the run ends."""
    ruling = rule(client, runner_turn({"rig": ["Flip Switch", "Gauss"]}, [{"runner": "run HQ"}],
                                      {"prevent trace": "Flip Switch", "Runner link boost Winchester": "0"},
                                      {"credits": 0, "hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Winchester"))}),
                  {"runner.rig": ["Gauss"], "runner.heap": ["Flip Switch"], "runs.0.outcome": "unsuccessful"})
    assert "rule_trace_attempt_and_base_trace_strength" in cites_of(ruling, "Flip Switch's ability: the base trace")
    assert steps(ruling, "Winchester's trace: trace strength 0 against link strength 0: unsuccessful.")


# --- abilities of both players at once; the Runner orders their own --------------------------------------------------

def test_cacophony_and_calvin_b4l3y_on_one_trash_the_runner_resolves_first(client):
    """Trashing Calvin B4L3Y (3[c]) meets Cacophony's "the first time each turn you steal or trash a Corp card" and
    Calvin's "when the Runner trashes this asset, you may draw 2": the Runner, active, first
    (cr/rule_reaction_window_priority)."""
    ruling = rule(client, runner_turn({"rig": ["Cacophony"]}, [{"runner": "run Server 1"}],
                                      {"jack out": "no", "trash Calvin B4L3Y": "yes", "use Calvin B4L3Y": "yes"},
                                      {"rd": RD, "servers": remote(rezzed("Calvin B4L3Y"))}),
                  {"cards.Cacophony.counters.power": 1, "corp.hq": {"count": 2}, "runner.credits": 2})
    assert "rule_reaction_window_priority" in cites_of(ruling, "Abilities of both players are waiting to trigger")
    assert first_index(ruling, "Cacophony's ability places") < first_index(ruling, "Calvin B4L3Y's ability: the Corp")


def test_cookbook_and_avgustina_on_one_virus_install_in_the_runners_order(client):
    """Fermenter's own counter as it is installed; Cookbook's "may place 1 virus counter" and Avgustina's "sabotage 1"
    both met, the Runner orders them (cr/rule_reaction_window_pending_abilities_unordered): 2 counters, and the Corp
    trashes Hedge Fund from HQ."""
    ruling = rule(client, runner_turn({"grip": ["Fermenter"], "rig": ["Cookbook", "Avgustina Ivanovskaya"]},
                                      [{"runner": "install Fermenter"}],
                                      {"order Runner abilities": "Cookbook", "use Cookbook": "yes",
                                       "Avgustina Ivanovskaya choice": ["Hedge Fund"]},
                                      {"hq": ["Hedge Fund"], "rd": RD}),
                  {"cards.Fermenter.counters.virus": 2, "corp.archives": ["Hedge Fund"], "corp.hq": []})
    assert "rule_sabotage_resolution" in cites_of(ruling, "Avgustina Ivanovskaya's ability: sabotage 1")
    assert steps(ruling, "The Runner chooses to resolve Cookbook's ability first among theirs.")


def test_pan_weave_against_a_corp_with_nothing_gives_nothing(client):
    """"The Corp loses 1[c]. If they do, gain 1[c]": the Corp has 0[c], loses none (cr/rule_lose_credits), so the
    Runner gains none: 5[c] stay 5."""
    ruling = rule(client, runner_turn({"rig": ["PAN-Weave"]}, [{"runner": "run HQ"}], {"jack out": "no"},
                                      {"credits": 0, "hq": ["Hedge Fund"]}),
                  {"runner.credits": 5, "corp.credits": 0})
    assert "rule_lose_credits" in cites_of(ruling, "PAN-Weave's ability: the Corp loses 0[c]")
    assert not steps(ruling, "PAN-Weave's ability: the Runner gains")


# --- counters and hosted credits -------------------------------------------------------------------------------------

def test_pennyshaver_takes_all_its_credits(client):
    """1[c] on it, 1 for the successful run, 1 more by the [click]: all 3 taken (cr/rule_take_credits): 8[c]."""
    ruling = rule(client, runner_turn({"rig": [{"card": "Pennyshaver", "counters": {"credits": 1}}]},
                                      [{"runner": "run Archives"}, {"runner": "use Pennyshaver"}], {"jack out": "no"},
                                      {"archives": ["Hedge Fund"]}),
                  {"runner.credits": 8, "cards.Pennyshaver.counters": {}})
    assert "rule_take_credits" in cites_of(ruling, "Pennyshaver's ability: the Runner takes 3[c]")


def test_concertos_hosted_credits_pay_gauss_during_its_run(client):
    """Buzzsaw revealed: 4[c] on Concerto; "you can spend hosted credits during that run" (cr/rule_hosted_credits):
    Gauss's +2 and its break from them, the Runner's own 5[c] untouched."""
    ruling = rule(client, runner_turn({"grip": ["Concerto"], "stack": ["Buzzsaw", "Sure Gamble"], "rig": ["Gauss"]},
                                      [{"runner": "play Concerto on HQ"}],
                                      {"jack out": "no", "break Palisade": "Gauss",
                                       "pay Gauss's strength": {"Concerto": 2}, "pay Gauss's break": {"Concerto": 1}},
                                      {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Palisade"))}),
                  {"runner.credits": 5, "runner.grip": ["Buzzsaw"], "runs.0.outcome": "successful"})
    assert "rule_hosted_credits" in cites_of(ruling, "The Runner pays 1[c] for Gauss's break: 1[c] from Concerto")


def test_devadatta_drone_and_wake_implant_add_r_and_d_accesses(client):
    """"Whenever you breach R&D, you may remove 1 hosted power counter to access 1 additional card": 2 cards
    (cr/step_determine_candidates_limit); WAKE Implant's 2 counters: 3 cards."""
    drone = rule(client, runner_turn({"rig": [{"card": "Devadatta Drone", "counters": {"power": 2}}]},
                                     [{"runner": "run R&D"}], {"jack out": "no", "Devadatta Drone choice": "1"},
                                     {"rd": RD}),
                 {"runs.0.accessed": ["Tithe", "Palisade"], "cards.Devadatta Drone.counters.power": 1})
    assert "step_determine_candidates_limit" in cites_of(drone, "Devadatta Drone's ability: the Runner will access")
    rule(client, runner_turn({"rig": [{"card": "WAKE Implant v2A-JRJ", "counters": {"power": 2}}]},
                             [{"runner": "run R&D"}], {"jack out": "no", "WAKE Implant v2A-JRJ choice": "2"},
                             {"rd": RD}),
         {"runs.0.accessed": ["Tithe", "Palisade", "Rime"], "cards.WAKE Implant v2A-JRJ.counters": {}})


def test_ngas_last_counter_sabotages_then_it_is_trashed_empty(client):
    """The first successful run: 1 counter removed, sabotage 1 (the Corp trashes Hedge Fund from HQ,
    cr/rule_sabotage_resolution); empty, Nga is trashed (cr/rule_load_and_empty)."""
    ruling = rule(client, runner_turn({"rig": [{"card": "Nga", "counters": {"power": 1}}]},
                                      [{"runner": "run Archives"}],
                                      {"jack out": "no", "use Nga": "yes", "Nga choice": ["Hedge Fund"]},
                                      {"hq": ["Hedge Fund"], "rd": RD, "archives": ["Hedge Fund"]}),
                  {"runner.heap": ["Nga"], "corp.hq": [], "runs.0.accessed": ["Hedge Fund", "Hedge Fund"]})
    assert "rule_sabotage_resolution" in cites_of(ruling, "Nga's ability: sabotage 1")
    assert "rule_load_and_empty" in cites_of(ruling, "Nga's ability meets its trigger condition: \"When you install")


def test_knickknack_obrian_trashes_gauss_for_its_printed_cost_and_a_card(client):
    """"The first time each turn a run begins, you may trash 1 of your other installed cards. If you do, gain credits
    equal to its printed install cost and draw 1 card" (cr/rule_nested_cost_may): Gauss, 2[c]: 7[c], 1 card."""
    ruling = rule(client, runner_turn({"rig": ["“Knickknack” O’Brian", "Gauss"], "stack": GRIP},
                                      [{"runner": "run Archives"}],
                                      {"jack out": "no", "“Knickknack” O’Brian target": "Gauss"},
                                      {"archives": ["Hedge Fund"]}),
                  {"runner.credits": 7, "runner.heap": ["Gauss"], "runner.grip": {"count": 1}})
    assert "rule_nested_cost_may" in cites_of(ruling, "“Knickknack” O’Brian's ability trashes Gauss")


def test_alarm_clocks_run_bypasses_palisade_for_two_clicks(client):
    """"When your turn begins, you may run HQ. The first time you encounter a piece of ice during that run, you may
    spend [click][click] to bypass it" (cr/rule_bypass): 4 − 2 = 2 [click], then one spent on a credit."""
    ruling = rule(client, runner_turn({"rig": ["Alarm Clock"]}, [{"runner": "gain credit"}],
                                      {"jack out": "no", "use Alarm Clock": "yes", "Alarm Clock choice": "yes"},
                                      {"hq": ["Hedge Fund"], "servers": hq_ice(rezzed("Palisade"))}),
                  {"runner.clicks": 1, "runs.0.outcome": "successful", "runs.0.encounters.0.bypassed_by": "Alarm Clock"})
    assert "rule_bypass" in cites_of(ruling, "Alarm Clock bypasses Palisade")


def test_lago_paranoa_shelter_fires_on_the_corps_first_root_install_only(client):
    """"The first time each turn the Corp installs a card in the root of a server": PAD Campaign's install, not Nico
    Campaign's (cr/rule_card_draw): Sure Gamble trashed from the top of the stack, Jailbreak drawn."""
    ruling = rule(client, corp_turn({"hq": ["PAD Campaign", "Nico Campaign"], "rd": ["Tithe"]},
                                    [{"corp": "install PAD Campaign on new remote"},
                                     {"corp": "install Nico Campaign on new remote"}],
                                    {"use Lago Paranoá Shelter": "yes", "rez PAD Campaign": "no",
                                     "rez Nico Campaign": "no"},
                                    runner={"rig": ["Lago Paranoá Shelter"], "stack": GRIP}),
                  {"runner.heap": ["Sure Gamble"], "runner.grip": ["Jailbreak"]})
    assert "rule_card_draw" in cites_of(ruling, "Lago Paranoá Shelter's ability: the Runner draws 1 card")
    assert len(steps(ruling, "Lago Paranoá Shelter's ability meets its trigger condition")) == 1


# --- the Corp's operations -------------------------------------------------------------------------------------------

def test_armed_asset_protection_counts_only_faceup_card_types(client):
    """Faceup: Hedge Fund, Palisade, Hostile Takeover (3 types, one an agenda); the facedown PAD Campaign does not
    count (cr/rule_archives_faceup_facedown): 3 + 3 + 2 = 8[c], 5 − 2 + 8 = 11."""
    ruling = rule(client, corp_turn({"hq": ["Armed Asset Protection"], "rd": ["Tithe"],
                                     "archives": [faceup("Hedge Fund"), faceup("Palisade"), faceup("Hostile Takeover"),
                                                  "PAD Campaign"]}, [{"corp": "play Armed Asset Protection"}]),
                  {"corp.credits": 11})
    assert "rule_archives_faceup_facedown" in cites_of(ruling, "Armed Asset Protection: faceup in Archives")


def test_your_digital_life_does_not_count_itself(client):
    """Played, it is no longer in HQ; "for each card in HQ" is counted as it resolves (cr/rule_calculated_quantity):
    3 cards left, 3[c]: 5 − 2 + 3 = 6. The gain cited no rule for the count; it now does."""
    ruling = rule(client, corp_turn({"hq": ["Your Digital Life", "Hedge Fund", "Palisade"], "rd": ["Tithe"]},
                                    [{"corp": "play Your Digital Life"}]), {"corp.credits": 6})
    assert ruling["verdict"] == ["Your Digital Life (3 cards in HQ): the Corp gains 3[c] (now 6[c])."]
    assert "rule_calculated_quantity" in cites_of(ruling, "Your Digital Life (3 cards in HQ)")


def test_hansei_review_trashes_the_only_card_left_in_hq(client):
    """"If there are any cards in HQ, trash 1 of them": Tithe, drawn this turn, is the only one (cr/rule_announce_
    targets): 5 − 5 + 10 = 10[c]."""
    ruling = rule(client, corp_turn({"hq": ["Hansei Review"], "rd": ["Tithe"]}, [{"corp": "play Hansei Review"}]),
                  {"corp.credits": 10, "corp.hq": [], "corp.archives": {"contains": "Tithe"}})
    assert "rule_announce_targets" in cites_of(ruling, "Hansei Review's only target is Tithe")


# --- agenda scoring and advancing ------------------------------------------------------------------------------------

def test_blood_in_the_water_needs_as_many_advancements_as_the_runners_grip(client):
    """"X is equal to the number of cards in the Runner's grip": 2 cards, 2 advancements score it (cr/rule_score);
    against 3 cards, 2 are not enough: no score is offered."""
    board = corp_turn({"hq": ["Hedge Fund"], "rd": ["Tithe"],
                       "servers": remote({"card": "Blood in the Water", "advancement": 1})},
                      [{"corp": "advance Blood in the Water"}], {"score Blood in the Water": "yes"},
                      runner={"grip": ["Sure Gamble", "Jailbreak"]})
    ruling = rule(client, board, {"corp.agenda_points": 2})
    assert "rule_score" in cites_of(ruling, "The Corp scores Blood in the Water (2 advancement counters, requirement 2)")
    rule(client, dict(board, decisions={}, runner={"grip": GRIP}),
         {"corp.agenda_points": 0, "cards.Blood in the Water.counters.advancement": 2})


def test_la_costa_grids_counter_lets_hostile_takeover_be_scored_before_any_action(client):
    """"When your turn begins, place 1 advancement counter on a card in the root of this server": 1 + 1 = 2, scored
    in the action phase's paid ability window (cr/step_corp_turn_action_phase_paw): 5 + 7 + 1 = 13[c]."""
    ruling = rule(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": {"Server 1": {"root": [
        rezzed("La Costa Grid"), {"card": "Hostile Takeover", "advancement": 1}]}}}, [{"corp": "gain credit"}],
        {"La Costa Grid target": "Hostile Takeover", "score Hostile Takeover": "yes"}),
        {"corp.agenda_points": 1, "corp.credits": 13, "corp.bad_publicity": 1})
    assert "step_corp_turn_action_phase_paw" in cites_of(ruling, "The Corp scores Hostile Takeover")


def test_vladisibirsk_city_grid_moves_2_counters_to_score_offworld_office_once_per_turn(client):
    """"2 hosted advancement counters: Place 2 advancement counters on another card you can advance in the root":
    Offworld Office 2 + 2 = 4, scored (cr/rule_score): 5 + 7 = 12[c]. "Once per turn": a second use is refused
    (cr/rule_once_per_turn_flag)."""
    ruling = rule(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": {"Server 1": {"root": [
        rezzed("Vladisibirsk City Grid", advancement=2), {"card": "Offworld Office", "advancement": 2}]}}},
        [{"corp": "use Vladisibirsk City Grid"}], {"score Offworld Office": "yes"}),
        {"corp.agenda_points": 2, "corp.credits": 12, "cards.Vladisibirsk City Grid.counters": {}})
    assert "rule_score" in cites_of(ruling, "The Corp scores Offworld Office")
    assert refusal(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": {"Server 1": {"root": [
        rezzed("Vladisibirsk City Grid", advancement=4), "Offworld Office"]}}},
        [{"corp": "use Vladisibirsk City Grid"}] * 2)) == (
        "actions[1].corp: Vladisibirsk City Grid's ability can be used only once per turn")


def test_the_holo_man_places_3_counters_unless_the_corp_installed_from_hq(client):
    """"Place 2 advancement counters ... If you have not installed any cards from HQ this turn, instead place 3":
    3 on Hostile Takeover; after Palisade was installed from HQ, 2 (cr/rule_static_condition). The trace placed the
    counters without a word of the condition; it now says it."""
    board = corp_turn({"hq": ["Palisade"], "rd": ["Tithe"],
                       "servers": {"Server 1": {"root": [rezzed("The Holo Man"), "Hostile Takeover"]}}},
                      [{"corp": "use The Holo Man"}],
                      {"The Holo Man server": "no", "The Holo Man target": "Hostile Takeover",
                       "score Hostile Takeover": "no"})
    none = rule(client, board, {"cards.Hostile Takeover.counters.advancement": 3, "corp.credits": 1})
    assert "rule_static_condition" in cites_of(none, "The Holo Man's ability: the Corp has not installed a card from HQ")
    one = rule(client, dict(board, actions=[{"corp": "install Palisade on Server 1"}, *board["actions"]]),
               {"cards.Hostile Takeover.counters.advancement": 2})
    assert "rule_static_condition" in cites_of(one, "The Holo Man's ability: the Corp has installed a card from HQ")


def test_focus_group_places_as_many_counters_as_events_revealed(client):
    """"Choose a card type, then reveal the grip": 2 events; X = 2 for 2[c], Offworld Office 2 + 2 = 4, scored in the
    paid ability window after the action (cr/rule_score): 5 − 3 − 2 + 7 = 7[c]."""
    ruling = rule(client, after_a_run("Archives", {"hq": ["Focus Group"], "rd": ["Tithe"], "archives": ["Hedge Fund"],
                                                   "servers": remote({"card": "Offworld Office", "advancement": 2})},
                                      ["play Focus Group"],
                                      {"Focus Group choice": "event", "Focus Group X": "2",
                                       "score Offworld Office": "yes"},
                                      {"grip": ["Sure Gamble", "Jailbreak", "Gauss"]}),
                  {"corp.agenda_points": 2, "corp.credits": 7})
    assert steps(ruling, "Focus Group: the Runner reveals the grip (Sure Gamble, Jailbreak, Gauss): 2 events.")
    assert "rule_score" in cites_of(ruling, "The Corp scores Offworld Office")


def test_slash_and_burn_agriculture_from_hq_advances_offworld_office_to_its_score(client):
    """"[click], 1[c], reveal and trash this agenda from HQ: Place 2 advancement counters on 1 installed card that you
    can advance": 2 + 2 = 4, scored (cr/rule_score): 5 − 1 + 7 = 11[c]; the agenda trashed from HQ was revealed, so
    it is faceup in Archives (cr/rule_archives_faceup_facedown)."""
    ruling = rule(client, corp_turn({"hq": ["Slash and Burn Agriculture"], "rd": ["Tithe"],
                                     "servers": remote({"card": "Offworld Office", "advancement": 2})},
                                    [{"corp": "use Slash and Burn Agriculture"}], {"score Offworld Office": "yes"}),
                  {"corp.agenda_points": 2, "corp.credits": 11, "corp.archives": ["Slash and Burn Agriculture"]})
    assert "rule_archives_faceup_facedown" in cites_of(ruling, "The Corp reveals Slash and Burn Agriculture")


def test_moon_pool_shuffles_a_facedown_agenda_back_and_advances_offworld_office(client):
    """Removed from the game as its cost (cr/sec_removed_from_game): Hostile Takeover and Hedge Fund, facedown in
    Archives, revealed and shuffled into R&D; one agenda, so 1 advancement counter: Offworld Office 3 + 1 = 4,
    scored."""
    ruling = rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Rime"], "archives": ["Hostile Takeover", "Hedge Fund"],
                                     "servers": {"Server 1": {"root": [rezzed("Moon Pool")]},
                                                 "Server 2": {"root": [{"card": "Offworld Office", "advancement": 3}]}}},
                                    [{"corp": "use Moon Pool"}],
                                    {"Moon Pool target": [], "Moon Pool choice": ["Hostile Takeover", "Hedge Fund"],
                                     "Moon Pool target #2": "Offworld Office", "score Offworld Office": "yes"}),
                  {"corp.removed": ["Moon Pool"], "corp.archives": [], "corp.rd": {"count": 2},
                   "corp.agenda_points": 2})
    assert "sec_removed_from_game" in cites_of(ruling, "The cost of Moon Pool's ability removes Moon Pool")


def test_malapert_data_vault_searches_for_hedge_fund_on_the_score(client):
    """"Whenever you score an agenda from the root of this server, you may search R&D for 1 non-agenda card": Hedge
    Fund to HQ (cr/rule_find), after Hostile Takeover's 7[c] in the Corp's order: 5 − 1 + 7 = 11[c]."""
    ruling = rule(client, corp_turn({"hq": ["Palisade"], "rd": ["Tithe", "Hedge Fund", "Offworld Office"],
                                     "servers": {"Server 1": {"root": [rezzed("Malapert Data Vault"),
                                                                       {"card": "Hostile Takeover",
                                                                        "advancement": 1}]}}},
                                    [{"corp": "advance Hostile Takeover"}],
                                    {"score Hostile Takeover": "yes", "order Corp abilities": "Hostile Takeover",
                                     "use Malapert Data Vault": "yes", "Malapert Data Vault target": "Hedge Fund"}),
                  {"corp.hq": {"contains": "Hedge Fund"}, "corp.credits": 11, "corp.agenda_points": 1})
    assert "rule_find" in cites_of(ruling, "Malapert Data Vault's ability: the Corp searches R&D, finds Hedge Fund")


def test_mercia_b4ll4rd_installs_tithe_for_1_less_and_moves_to_hq(client):
    """"When your action phase ends, you may install 1 piece of ice from HQ, paying 1[c] less. If you do, move this
    upgrade": Tithe as HQ's second ice, 1 − 1 = 0[c]; Mercia moves to HQ's root and Server 1 ceases to exist
    (cr/step_corp_turn_action_phase_end)."""
    ruling = rule(client, corp_turn({"clicks": 1, "hq": ["Palisade", "Tithe"], "rd": ["Rime"],
                                     "servers": {"Server 1": {"root": [rezzed("Mercia B4LL4RD")]},
                                                 **hq_ice("Whitespace")}},
                                    [{"corp": "gain credit"}],
                                    {"Mercia B4LL4RD install": "Tithe", "Mercia B4LL4RD install where": "HQ"},
                                    until="end of turn"),
                  {"corp.credits": 6, "corp.servers.HQ.ice": ["Tithe", "Whitespace"],
                   "corp.servers.HQ.root": ["Mercia B4LL4RD"]})
    assert "step_corp_turn_action_phase_end" in cites_of(ruling, "Mercia B4LL4RD's ability meets its trigger")
