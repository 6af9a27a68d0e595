"""Eighty-four more situations players dispute at tournaments, all outside a run, played on the Table (`POST /api/table`)
as a judge would, none a topic or card of the earlier rounds (test_table_rulings.py to test_table_rulings5.py), all
with cards of today's Standard. Each expected value was worked out from the CR 25.08 and the cards' text before the
engine played it; the rule that decides it is named in each docstring (cr/<source id>) and asserted among the
citations of the step that decides it. Those marked (fixed) found a defect, fixed with the test.

The Corp's turn begins:
1. Bladderwort and CSR Campaign: the Corp orders them; 3 + 1 = 4[c] is "4[c] or less", 1 net damage.
2. Reaper Function's 2 net damage: AirbladeX prevents net damage only during a run, so it is never offered.
3. Clearinghouse with 3 advancement counters: 3 meat damage flatlines a Runner with 2 cards.
4. Idiosyncresis with 2 counters: the Corp gains 6[c], the Runner with 3[c] loses 3.
5. Otto Campaign's last 2[c]: empty, trashed, and 2 more [click] for the turn.
6. Charlotte Caçador draws before the mandatory draw.
7. Svyatogor Excavator trashes PAD Campaign, whose pending "gain 1[c]" never resolves.
8. PAD Campaign rezzed in the draw phase: Working Prototype's counter, and PAD Campaign pays that very turn.
9. Warm Reception installs Superconducting Hub, advanced 3 times: it cannot be scored that turn.
10. Wall to Wall beside another rezzed asset resolves 1 option only.
Scoring, agendas and their counters:
11. Sericulture Expansion's Dividends counter: 2 advancement counters on Ubiquitous Vig as the discard phase ends.
12. Superconducting Hub scored: maximum hand size 7, the Corp discards 1 of 8.
13. Ontological Dependence scored from 2 advancements after Basilar Synthgland's 2 core damage.
14. Regenesis after Hedge Fund went to Archives: nothing; without it, a facedown agenda is added.
15. Kimberlite Field trashes PAD Campaign (rez 2): only Gauss (install 2) can go, not Buzzsaw (4).
16. Backroom Machinations at 6 points: the added agenda point wins the game.
17. Off the Books: Ping searched and installed ignoring all costs as the discard phase ends.
18. Eminent Domain scored with 1[c]: Nico Campaign installed and rezzed ignoring all costs, loaded with 9[c].
19. Stoke the Embers: 3[c] and an advancement counter on the only other installed card.
20. Flower Sermon's "Once per turn" refuses the second use.
21. Digital Rights Management: refused after a successful run on HQ; after one on Archives, no score that turn
    (fixed: the verdict named last turn's run).
Operations with conditions, traces, damage:
22. Oppo Research is terminal: 2 tags, then the Corp's action phase is over (fixed: the verdict named last turn's run).
23. Scapenet's Trace[7] boosted to 11 against Az McCaffrey's link 1 + 6: Simulchip removed from the game (fixed).
24. Mindscaping against 4 tags: X is 3.
25. Measured Response at Threat 4: the Runner cannot pay 8[c], 4 meat damage flatlines 3 cards; the trace said they
    chose it (fixed).
26. Trust Operation: the resource trashed, PAD Campaign installed and rezzed from Archives ignoring all costs.
27. IP Enforcement removes 2 tags: Offworld Office installed, and an advancement counter as a tag is left.
28. Petty Cash: refused after an action; played from Archives, it gives [click] back.
29. Mutually Assured Destruction: only rezzed cards are offered, a tag for each trashed.
Basic actions: trashing resources, removing tags, purging:
30. The Corp trashes a resource only while the Runner is tagged; Manuel Lattes de Moura at Threat 3 costs a card
    from HQ, and the trace says HQ, not "your grip" (fixed).
31. Purging takes all 3 [click]: refused with 2.
32. No Free Lunch removes a tag: Valentina Ferreira Carvalho gains 1[c].
33. Amanuensis draws 2 when a tag is removed.
Identities:
34. PT Untaian: 1[c] for an advancement counter as the discard phase ends, that card not scorable that turn.
35. The Zwicky Group: the first Hedge Fund only draws.
36. Nuvem SA: the top card of R&D trashed, 2[c].
37. MirrorMorph: a fourth, different action free; the same action again refused.
38. AU Co.: damage done places a power counter.
39. Esâ Afontov: Basilar Synthgland's core damage draws 1 and sabotages 2.
40. Poétrï Luxury Brands: an agenda scored installs a card from the top 3 of R&D.
Damage and the discard phase:
41. Strike Fund discarded at the end of the turn is not trashed: no 2[c].
42. Hippocampic Mechanocytes and Marrow raise the hand size: no discard.
43. Lat draws with as many cards as HQ; Magdalene installs the discarded Gauss.
44. Mystic Maemi with 3[c] as the turn ends: a card from the grip at random.
The Runner's turn:
45. Tunnel Vision with 4[MU] full: 2 programs trashed as it is installed.
46. Topan and Juli Moreira Lee: a [click] ability's "[click] left" counted after its [click] is paid (fixed); Juli's
    [click] comes before The Artist's effect, not after the action (fixed).
47. Basilar Synthgland: 5 [click] the next turn.
48. Ritual, Creative Commission and VRcation count the [click] left after they are played.
49. Isolation's additional cost trashes the resource; Friend of a Friend's second ability refused to a tagged Runner.
50. Dr. Nuka Vrolyck's last counter: trashed, the 3 cards drawn; Environmental Testing's 4th counter: 9[c].
51. Time Bomb, In the Groove, Mutual Favor: "only if" checked; Ghosttongue lowers Sure Gamble to 4[c].
52. Supercorridor with as many credits as the Corp: 2[c]; Lie Low's 2 tags give Valentina 1[c] once.
53. Simulchip's 3[c] discount is for its own install only, said so (fixed: the trace said it lasted the turn).
54. Aniccam draws when a played event is trashed.
55. Fermenter counts the counter of the turn's beginning; Coalescence refused on the Corp's turn.
56. Side Hustle reaching 6[c] as a run begins.
57. Paladin Poemu with 3[c] as the turn ends trashes an installed card.
58. Amelia Earhart takes only the 8[c] the Corp has.
59. Buffer Drive saves a card net damage trashed, on the Corp's turn.
60. The Powers That Be installs Ping outside Tithe ignoring all costs.
61. Bass, Janaína, Roughneck Repair Squad, and Calvin B4L3Y once per turn.
62. The Corp chooses for Wildcat Strike and Chrysopoeian Skimming.
63. Hearts and Minds moves and places counters: Hostile Takeover scored in a paid ability window, no advance.
64-67. Cohort Guidance Program, Gaslight, Balanced Coverage, Federal Fundraising as the Corp's turn begins.
68. Spin Doctor rezzed in the draw phase draws before the mandatory draw.
69-70. Storgotic Resonator's and Phật Gioan Baotixita's net damage.
71. Vera Ivanovna Shuyskaya trashes a revealed card when an agenda is scored.
72-76. The Nihilist, Solidarity Badge, Time Bomb, Climactic Showdown, Urban Art Vernissage as the Runner's turn
    begins.
77. Active Policing: 3 [click] the Runner's next turn.
78. Complete Image repeats while it trashes the named card.
79. Bring Them Home: 2 random cards back on the stack.
80. Kakurenbo installs Hostile Takeover with 2 counters: scored at once.
81. Sudden Commandment draws from an empty R&D: the Runner wins; at Threat 3, a [click] for 3[c].
82-84. Red Level Clearance, Key Performance Indicators (ice ignoring all costs), Extract.
"""

from tests.web.test_table_rulings import cited, rule
from tests.web.test_table_rulings2 import refusal
from tests.web.test_table_rulings3 import asked, step_cites, steps

GRIP = ["Sure Gamble", "Jailbreak", "Bravado", "Running Hot", "Spree", "Gauss", "Buzzsaw", "Echelon"]


def corp_turn(corp: dict, actions: list, decisions: dict | None = None, runner: dict | None = None, **more) -> dict:
    return {"turn": "corp", "corp": corp, "runner": runner or {}, "actions": actions, "decisions": decisions or {},
            **more}


def runner_turn(runner: dict, actions: list, decisions: dict | None = None, corp: dict | None = None,
                **more) -> dict:
    return {"turn": "runner", "runner": runner, "corp": corp or {}, "actions": actions, "decisions": decisions or {},
            **more}


def after_a_run(server: str, corp: dict, corp_actions: list, decisions: dict | None = None,
                runner: dict | None = None) -> dict:
    """The Runner's turn (a run on `server`, then 3 credits), then the Corp's `corp_actions`."""
    actions = [{"runner": f"run {server}"}, *[{"runner": "gain credit"}] * 3, *({"corp": a} for a in corp_actions)]
    return runner_turn(runner or {}, actions, {"jack out": "no", **(decisions or {})}, corp)


def remote(*roots) -> dict:
    return {f"Server {i + 1}": {"root": [card]} for i, card in enumerate(roots)}


def rezzed(title: str, **more) -> dict:
    return {"card": title, "rezzed": True, **more}


def deciding(ruling: dict) -> str:
    return ruling["deciding"]["text"]


# --- the Corp's turn begins ------------------------------------------------------------------------------------------

def test_bladderwort_then_csr_campaign_the_corp_orders_them_and_4_credits_is_4_or_less(client):
    """Both are met as the turn formally begins (cr/step_corp_turn_turn_formal_begin); the Corp orders its own
    abilities. Bladderwort: 3 + 1 = 4[c], "4[c] or less", 1 net damage; CSR Campaign draws; then the mandatory draw."""
    board = corp_turn({"credits": 3, "hq": ["Hedge Fund"], "rd": ["Tithe", "Palisade", "Ping"],
                       "servers": remote(rezzed("Bladderwort"), rezzed("CSR Campaign"))},
                      [{"corp": "gain credit"}], runner={"grip": ["Sure Gamble", "Jailbreak"]})
    assert asked(client, board)["options"] == ["Bladderwort", "CSR Campaign"]
    ruling = rule(client, dict(board, decisions={"order Corp abilities": "Bladderwort", "use CSR Campaign": "yes"}),
                  {"corp.credits": 5, "runner.grip": {"count": 1}, "corp.hq": {"count": 3}})
    assert ruling["verdict"] == ["Bladderwort's and CSR Campaign's abilities resolve.", "The Runner takes 1 net damage."]
    [damage] = steps(ruling, "Bladderwort's ability does 1 net damage")
    assert "step_corp_turn_turn_formal_begin" in step_cites(damage)


def test_airbladex_cannot_prevent_reaper_functions_net_damage_outside_a_run(client):
    """AirbladeX: "Prevent 1 net damage. Use this ability only during a run." Reaper Function's 2 net damage comes as
    the Corp's turn begins: no prevention is offered (cr/sec_damage), 2 of 3 cards are trashed, no counter spent."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe", "Palisade"], "servers": remote(rezzed("Reaper Function"))},
        [{"corp": "gain credit"}], {"use Reaper Function": "yes"},
        runner={"grip": ["Sure Gamble", "Jailbreak", "Bravado"],
                "rig": [{"card": "AirbladeX (JSRF Ed.)", "counters": {"power": 3}}]}),
        {"runner.grip": {"count": 1}, "cards[AirbladeX (JSRF Ed.)].counters.power": 3, "winner": None})
    assert ruling["verdict"] == ["Reaper Function's ability resolves.", "The Runner takes 2 net damage."]
    assert "sec_damage" in cited(ruling)


def test_clearinghouse_with_3_counters_flatlines_a_runner_with_2_cards(client):
    """"Trash this asset to do 1 meat damage for each hosted advancement counter": 3 meat damage against 2 cards
    (cr/rule_flatline), as the Corp's turn begins, before the mandatory draw."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": remote(rezzed("Clearinghouse", advancement=3))},
        [{"corp": "gain credit"}], {"use Clearinghouse": "yes"}, runner={"grip": ["Sure Gamble", "Jailbreak"]}),
        {"winner": "corp", "corp.hq": ["Hedge Fund"]})
    assert ruling["verdict"] == ["Clearinghouse's ability resolves.", "The Corp wins by flatline."]
    assert {"rule_flatline", "rule_win_conditions"} <= cited(ruling)


def test_idiosyncresis_takes_only_the_3_credits_the_runner_has(client):
    """2 counters: the Corp gains 2 × 3 = 6[c]; the Runner loses 2 × 2 = 4, but has only 3 (cr/rule_lose_credits)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe"], "servers": remote(rezzed("Idiosyncresis", advancement=2))},
        [{"corp": "gain credit"}], {"use Idiosyncresis": "yes"}, runner={"credits": 3}),
        {"corp.credits": 5 + 6 + 1, "runner.credits": 0})
    [lost] = steps(ruling, "Idiosyncresis's ability: the Runner loses 3[c]")
    assert "rule_lose_credits" in step_cites(lost)


def test_otto_campaign_emptied_as_the_turn_begins_gives_2_more_clicks(client):
    """Its last 2[c] taken: "When it is empty, trash it and gain [click][click]" (cr/rule_load_and_empty): 3 + 2 = 5
    [click], one spent gaining a credit: 4 left, 5 + 2 + 1 = 8[c]."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe"],
         "servers": remote(rezzed("Otto Campaign", counters={"credits": 2}))}, [{"corp": "gain credit"}]),
        {"corp.clicks": 4, "corp.credits": 8, "corp.archives": ["Otto Campaign"]})
    [clicks] = steps(ruling, "Otto Campaign's ability: the Corp gains 2[click]")
    assert "step_corp_turn_turn_formal_begin" in step_cites(clicks)
    [empty] = steps(ruling, "Otto Campaign's ability meets its trigger condition: \"When you rez this asset")
    assert "rule_load_and_empty" in step_cites(empty)


def test_charlotte_cacador_draws_before_the_mandatory_draw(client):
    """"When your turn begins" (cr/step_corp_turn_turn_formal_begin) comes before the mandatory draw
    (cr/step_corp_turn_mandatory_draw): Charlotte's card is Tithe, the mandatory draw's Palisade; 5 + 4 + 1 = 10[c]."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe", "Palisade"],
         "servers": remote(rezzed("Charlotte Caçador", advancement=1))}, [{"corp": "gain credit"}],
        {"use Charlotte Caçador": "yes"}),
        {"corp.credits": 10, "corp.hq": ["Hedge Fund", "Tithe", "Palisade"], "corp.rd": []})
    texts = [s["text"] for s in ruling["trace"]]
    assert texts.index("Charlotte Caçador's ability: the Corp draws 1 card into HQ.") < texts.index(
        "The mandatory draw: the Corp draws 1 card into HQ.")


def test_svyatogor_excavator_trashes_pad_campaign_whose_pending_credit_never_comes(client):
    """Both met as the turn begins; the Corp resolves Svyatogor first and trashes PAD Campaign for 3[c]: PAD
    Campaign's pending ability no longer resolves (cr/rule_conditional_ability_lose_pending_when_ability_becomes_
    inactive): 5 + 3 + 1 = 9[c], not 10."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Palisade"],
         "servers": remote(rezzed("Svyatogor Excavator"), rezzed("PAD Campaign"))}, [{"corp": "gain credit"}],
        {"order Corp abilities": "Svyatogor Excavator", "Svyatogor Excavator target": "PAD Campaign"}),
        {"corp.credits": 9, "corp.archives": ["PAD Campaign"]})
    assert ruling["verdict"] == ["PAD Campaign's ability never resolves."]
    assert "rule_conditional_ability_lose_pending_when_ability_becomes_inactive" in cited(ruling)


def test_pad_campaign_rezzed_in_the_draw_phase_pays_that_turn_and_feeds_working_prototype(client):
    """Rezzed in the draw phase's paid ability window (cr/step_corp_turn_draw_phase_paw), before the turn formally
    begins: Working Prototype gets a counter ("Whenever you rez a card") and PAD Campaign's "When your turn begins"
    is met: 5 − 2 + 1 = 4, then the counter for 3[c]: 7."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Palisade"],
         "servers": remote(rezzed("Working Prototype"), {"card": "PAD Campaign", "rezzed": False})},
        [{"corp": "use Working Prototype"}], {"rez PAD Campaign": "yes"}),
        {"corp.credits": 7, "cards.Working Prototype.counters": {}, "corp.clicks": 2})
    [rez] = steps(ruling, "The Corp rezzes PAD Campaign")
    assert "step_corp_turn_draw_phase_paw" in step_cites(rez)


def test_warm_reception_install_cannot_be_scored_that_turn_even_advanced_to_its_requirement(client):
    """"You cannot score that card this turn": Superconducting Hub, advanced 3 times, cannot be scored
    (cr/rule_cannot_precedence)."""
    ruling = rule(client, corp_turn(
        {"credits": 8, "hq": ["Superconducting Hub"], "rd": ["Tithe"], "servers": remote(rezzed("Warm Reception"))},
        [{"corp": "advance Superconducting Hub"}] * 3,
        {"Warm Reception install": "Superconducting Hub", "Warm Reception install where": "new remote"}),
        {"corp.agenda_points": 0, "cards.Superconducting Hub.counters.advancement": 3})
    assert ruling["verdict"][1] == ("The Corp cannot score Superconducting Hub: the Corp cannot score Superconducting "
                                    "Hub this turn.")
    assert "rule_cannot_precedence" in cited(ruling)


def test_wall_to_wall_beside_another_rezzed_asset_resolves_only_one_option(client):
    """"If you have any other rezzed assets, resolve 1 of the following": one choice, gain 1[c]; no card drawn but
    the mandatory draw (cr/rule_choice_instruction)."""
    board = corp_turn({"hq": ["Hedge Fund"], "rd": ["Tithe", "Palisade"],
                       "servers": remote(rezzed("Wall to Wall"), rezzed("PAD Campaign"))},
                      [{"corp": "gain credit"}], {"order Corp abilities": "Wall to Wall"})
    question = asked(client, board)
    assert question["name"] == "Wall to Wall choice" and question["answer"]["kind"] == "one"
    rule(client, dict(board, decisions={"order Corp abilities": "Wall to Wall", "Wall to Wall choice": "gain 1[c]"}),
         {"corp.credits": 5 + 1 + 1 + 1, "corp.hq": ["Hedge Fund", "Tithe"]})


# --- scoring, agendas and their counters ---------------------------------------------------------------------------

def test_sericulture_expansions_dividend_places_2_advancement_counters_as_the_discard_phase_ends(client):
    """4 advancement counters, requirement 3: Dividends 1 places 1 agenda counter (cr/rule_dividends). "When your
    discard phase ends" (cr/step_corp_turn_formal_end) it is spent: 2 advancement counters on Ubiquitous Vig."""
    ruling = rule(client, corp_turn(
        {"clicks": 1, "hq": ["Hedge Fund"], "rd": ["Tithe"],
         "servers": remote({"card": "Sericulture Expansion", "advancement": 3}, "Ubiquitous Vig")},
        [{"corp": "advance Sericulture Expansion"}],
        {"score Sericulture Expansion": "yes", "use Sericulture Expansion": "yes"}, until="end of turn"),
        {"cards.Ubiquitous Vig.counters.advancement": 2, "cards.Sericulture Expansion.counters": {},
         "corp.agenda_points": 2})
    [placed] = steps(ruling, "Sericulture Expansion's ability places 2 advancement counters")
    assert "step_corp_turn_formal_end" in step_cites(placed)
    assert "rule_dividends" in step_cites(steps(ruling, "Sericulture Expansion's ability: 4 advancement")[0])


def test_superconducting_hub_scored_raises_the_maximum_hand_size_to_7(client):
    """+2 maximum hand size: 6 + 2 drawn = 8 cards, 1 discarded (cr/rule_discarding_process)."""
    ruling = rule(client, corp_turn(
        {"clicks": 1, "hq": ["Hedge Fund", "Tithe", "Palisade", "Ping", "Rime", "Whitespace"],
         "rd": ["Karunā", "Funhouse", "Anemone"],
         "servers": remote({"card": "Superconducting Hub", "advancement": 2})},
        [{"corp": "advance Superconducting Hub"}],
        {"score Superconducting Hub": "yes", "use Superconducting Hub": "yes", "discard": "Karunā"},
        until="end of turn"), {"corp.hand_size": 7, "corp.hq": {"count": 7}, "corp.archives": ["Karunā"]})
    assert deciding(ruling) == "The Corp discards Karunā to reach their maximum hand size of 7: facedown in Archives."
    assert "rule_discarding_process" in cited(ruling)


def test_ontological_dependence_scores_from_2_after_basilar_synthglands_2_core_damage(client):
    """"−1 advancement requirement for each core damage the Runner has taken this game": 4 − 2 = 2, so the first
    advance of the Corp's turn scores it (cr/rule_score)."""
    ruling = rule(client, runner_turn(
        {"grip": ["Basilar Synthgland 2KVJ", "Sure Gamble", "Jailbreak", "Bravado"]},
        [{"runner": "install Basilar Synthgland 2KVJ"}, *[{"runner": "gain credit"}] * 3,
         {"corp": "advance Ontological Dependence"}], {"score Ontological Dependence": "yes"},
        {"hq": ["Hedge Fund"], "rd": ["Tithe"],
         "servers": remote({"card": "Ontological Dependence", "advancement": 1})}),
        {"corp.agenda_points": 2, "runner.core_damage": 2})
    assert deciding(ruling).startswith("The Corp scores Ontological Dependence (2 advancement counters, requirement 2)")
    assert "rule_score" in cited(ruling)


def test_regenesis_does_nothing_once_hedge_fund_went_to_archives_and_adds_an_agenda_otherwise(client):
    """"If no Corp cards have been added to Archives this turn": Hedge Fund, played, was (cr/rule_play_trash_
    operation), so nothing; scored without it, the facedown Hostile Takeover is added, not scored: 1 + 1 points."""
    corp = {"hq": ["Hedge Fund"], "rd": ["Tithe"], "archives": [{"card": "Hostile Takeover", "rezzed": False}],
            "servers": remote({"card": "Regenesis", "advancement": 2})}
    after = rule(client, corp_turn(corp, [{"corp": "play Hedge Fund"}, {"corp": "advance Regenesis"}],
                                   {"score Regenesis": "yes"}), {"corp.agenda_points": 1})
    assert steps(after, "Regenesis's ability: a Corp card was added to Archives this turn, so nothing happens.")
    clean = rule(client, corp_turn(corp, [{"corp": "advance Regenesis"}],
                                   {"score Regenesis": "yes", "Regenesis target": "Hostile Takeover"}),
                 {"corp.agenda_points": 2, "corp.score_area": ["Regenesis", "Hostile Takeover"]})
    assert "rule_add_agenda_to_score_area" in step_cites(steps(clean, "Regenesis's ability: Hostile Takeover")[0])


def test_kimberlite_field_trashing_pad_campaign_reaches_gauss_not_buzzsaw(client):
    """PAD Campaign's printed rez cost is 2: only a Runner card of printed install cost 2 or less, Gauss (2), not
    Buzzsaw (4), and it is the only choice (cr/rule_announce_targets)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Tithe"],
         "servers": remote({"card": "Kimberlite Field", "advancement": 3}, rezzed("PAD Campaign"))},
        [{"corp": "advance Kimberlite Field"}], {"score Kimberlite Field": "yes", "use Kimberlite Field": "yes"},
        runner={"rig": ["Buzzsaw", "Gauss"]}), {"runner.rig": ["Buzzsaw"], "runner.heap": ["Gauss"]})
    [only] = steps(ruling, "Kimberlite Field's only choice is Gauss")
    assert "rule_announce_targets" in step_cites(only)


def test_backroom_machinations_gives_the_corp_its_7th_point(client):
    """Its additional cost removes the Runner's tag; added to the score area "as an agenda worth 1 agenda point"
    (cr/rule_added_agendas_not_scored_or_stolen): 6 + 1 = 7, the Corp wins (cr/rule_win_agenda_points)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Backroom Machinations"], "rd": ["Tithe"],
         "score_area": ["Send a Message", "Offworld Office", "Hostile Takeover"]},
        [{"corp": "play Backroom Machinations"}], runner={"tags": 1}), {"winner": "corp", "runner.tags": 0})
    assert ruling["verdict"] == ["The Corp wins by agenda points."]
    assert "rule_win_agenda_points" in cited(ruling)
    assert "rule_added_agendas_not_scored_or_stolen" in step_cites(steps(ruling, "Backroom Machinations: ")[0])


def test_off_the_books_installs_ping_ignoring_all_costs_as_the_discard_phase_ends(client):
    """Dividends 1, then "When your discard phase ends" the counter searches R&D for Ping, installed protecting HQ
    ignoring all costs (cr/rule_ignore_all_costs): the Corp's 4[c] stay 4."""
    ruling = rule(client, corp_turn(
        {"clicks": 1, "hq": ["Hedge Fund"], "rd": ["Palisade", "Tithe", "Ping"],
         "servers": remote({"card": "Off the Books", "advancement": 3})}, [{"corp": "advance Off the Books"}],
        {"score Off the Books": "yes", "use Off the Books": "yes", "Off the Books target": "Ping",
         "Off the Books install where": "HQ"}, until="end of turn"),
        {"corp.credits": 4, "corp.servers.HQ.ice": ["Ping"], "cards.Off the Books.counters": {}})
    [search] = steps(ruling, "Off the Books's ability: the Corp searches R&D, finds Ping")
    assert "step_corp_turn_formal_end" in step_cites(search)


def test_eminent_domain_installs_and_rezzes_nico_campaign_for_nothing(client):
    """"Install and rez that card, ignoring all costs": the Corp, at 0[c] once the advance is paid, rezzes Nico
    Campaign, whose "When you rez" loads 9[c] (cr/rule_rez_procedure)."""
    ruling = rule(client, corp_turn(
        {"credits": 0, "hq": ["Hedge Fund"], "rd": ["Palisade", "Tithe", "Nico Campaign"],
         "servers": remote({"card": "Eminent Domain", "advancement": 2})},
        [{"corp": "gain credit"}, {"corp": "advance Eminent Domain"}],
        {"score Eminent Domain": "yes", "use Eminent Domain": "yes", "Eminent Domain target": "Nico Campaign",
         "Eminent Domain install where": "new remote"}),
        {"corp.credits": 0, "cards.Nico Campaign.counters.credits": 9, "cards.Nico Campaign.rezzed": True})
    assert deciding(ruling) == "Eminent Domain's ability: the Corp rezzes Nico Campaign, ignoring all costs."
    assert "rule_rez_procedure" in cited(ruling)


def test_stoke_the_embers_gains_3_and_advances_the_only_other_installed_card(client):
    """"Gain 3[c] and place 1 advancement counter on an installed card": Ubiquitous Vig is the only one left
    (cr/rule_announce_targets); 5 − 1 + 3 = 7[c]."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Palisade"],
         "servers": remote({"card": "Stoke the Embers", "advancement": 3}, "Ubiquitous Vig")},
        [{"corp": "advance Stoke the Embers"}], {"score Stoke the Embers": "yes"}),
        {"corp.credits": 7, "cards.Ubiquitous Vig.counters.advancement": 1, "corp.agenda_points": 2})
    assert "rule_announce_targets" in step_cites(steps(ruling, "Stoke the Embers's only target")[0])


def test_flower_sermon_is_used_once_per_turn(client):
    """"Once per turn → Hosted agenda counter": the second use that turn is refused (cr/rule_once_per_turn)."""
    message = refusal(client, corp_turn(
        {"hq": ["Hedge Fund", "Tithe"], "rd": ["Palisade", "Ping", "Rime", "Whitespace"],
         "score_area": [{"card": "Flower Sermon", "counters": {"agenda": 3}}]},
        [{"corp": "use Flower Sermon"}, {"corp": "use Flower Sermon"}], {"Flower Sermon target": "Hedge Fund"}))
    assert message == "actions[1].corp: Flower Sermon's ability can be used only once per turn"


def test_digital_rights_management_after_an_hq_run_is_refused_after_archives_it_forbids_scoring(client):
    """"Play only if the Runner did not make a successful run on HQ during their last turn" (cr/rule_restriction);
    after a run on Archives it is played, and "You cannot score agendas for the remainder of the turn" keeps Hostile
    Takeover, advanced to 2, unscored (cr/rule_cannot_precedence)."""
    corp = {"hq": ["Digital Rights Management"], "rd": ["Palisade", "Offworld Office"], "archives": ["Hedge Fund"],
            "servers": remote({"card": "Hostile Takeover", "advancement": 1})}
    plays = ["play Digital Rights Management", "advance Hostile Takeover"]
    message = refusal(client, after_a_run("HQ", dict(corp, archives=[]), plays))
    assert message.endswith("Digital Rights Management cannot be played: the Runner made a successful run on HQ "
                            "during their last turn")
    ruling = rule(client, after_a_run("Archives", corp, plays, {
        "Digital Rights Management target": "Offworld Office", "Digital Rights Management install": "no"}),
        {"corp.agenda_points": 0, "corp.hq": ["Palisade", "Offworld Office"]})
    assert ruling["verdict"] == ["The Corp cannot score Hostile Takeover: the Corp cannot score agendas for the "
                                 "remainder of the turn."]
    assert "rule_cannot_precedence" in cited(ruling)


# --- operations with conditions, traces, damage --------------------------------------------------------------------

def test_oppo_research_is_terminal_and_its_ruling_is_the_corps_turn_not_last_turns_run(client):
    """After a steal or trash last turn (PAD Campaign trashed): 2 tags, then "your action phase ends" (cr/rule_
    terminal_step_ends), 2[click] unspent. The verdict read the Runner's run of the turn before; it now says what the
    Corp's turn did."""
    board = after_a_run("Server 1", {"hq": ["Oppo Research", "Hedge Fund"], "rd": ["Tithe", "Palisade"],
                                     "servers": remote("PAD Campaign")}, ["play Oppo Research"],
                        {"trash PAD Campaign": "yes"})
    ruling = rule(client, board, {"runner.tags": 2, "corp.clicks": 2, "corp.hq": ["Hedge Fund", "Tithe"]})
    assert ruling["verdict"] == ["Oppo Research: the Corp's action phase ends (2[click] unspent).",
                                 "The Runner takes 2 tags."]  # the tags, said after the step read
    assert "rule_terminal_step_ends" in cited(ruling)
    more = dict(board, actions=[*board["actions"], {"corp": "play Hedge Fund"}])
    assert "the Runner still has 4[click]" in refusal(client, more)


def test_scapenet_trace_11_against_link_7_removes_simulchip_and_the_ruling_says_so(client):
    """Scapenet's Trace[7] + 4 = 11 against Az McCaffrey's link 1 + 6[c] = 7: successful (cr/step_trace_determine_
    success); Simulchip, a chip, is removed from the game. The verdict read the Runner's run of the turn before."""
    ruling = rule(client, after_a_run("Archives", {"hq": ["Scapenet"], "rd": ["Tithe", "Palisade"],
                                                   "archives": ["Hedge Fund"]}, ["play Scapenet"],
                                      {"Corp trace boost Scapenet": "4", "Runner link boost Scapenet": "6"},
                                      {"credits": 3, "identity": "Az McCaffrey: Mechanical Prodigy",
                                       "rig": ["Simulchip"]}),
                  {"runner.removed": ["Simulchip"], "runner.credits": 0, "corp.credits": 0})
    assert ruling["verdict"] == ["Scapenet removes Simulchip from the game."]
    [trace] = steps(ruling, "Scapenet's trace: trace strength 11 against link strength 7: successful")
    assert "step_trace_determine_success" in step_cites(trace)


def test_mindscaping_against_4_tags_does_3_net_damage(client):
    """"X is equal to the number of tags the Runner has, up to 3" (cr/sec_damage)."""
    ruling = rule(client, corp_turn({"hq": ["Mindscaping"], "rd": ["Tithe"]}, [{"corp": "play Mindscaping"}],
                                    {"Mindscaping choice": "do X net damage"},
                                    runner={"tags": 4, "grip": GRIP[:4]}), {"runner.grip": {"count": 1}})
    assert ruling["verdict"] == ["The Runner takes 3 net damage."]
    assert steps(ruling, "Mindscaping: the Runner has 4 tags: X = 3.")


def test_measured_response_at_threat_4_the_runner_cannot_pay_8_and_is_flatlined(client):
    """Threat 4 (4 agenda points) and a successful run last turn: "4 meat damage unless the Runner pays 8[c]"; with
    7[c] the Runner cannot pay (cr/rule_nested_cost_unless), and 4 meat damage against 3 cards flatlines
    (cr/rule_flatline). The trace said "the Runner chooses to suffer 4 meat damage", a choice they never had; it now
    says they cannot pay."""
    ruling = rule(client, after_a_run("Archives", {"credits": 10, "hq": ["Measured Response"], "rd": ["Palisade"],
                                                   "score_area": ["Send a Message", "Hostile Takeover"]},
                                      ["play Measured Response"], runner={"credits": 4, "grip": GRIP[:3]}),
                  {"winner": "corp", "runner.credits": 7})
    assert ruling["verdict"] == ["The Corp wins by flatline."]
    assert "rule_flatline" in cited(ruling)
    [unable] = steps(ruling, "Measured Response: the Runner cannot pay 8[c], so they suffer 4 meat damage.")
    assert "rule_nested_cost_unless" in step_cites(unable)


def test_trust_operation_trashes_the_resource_and_rezzes_pad_campaign_from_archives_free(client):
    """"Play only if the Runner is tagged": Side Hustle trashed; PAD Campaign installed and rezzed from Archives
    ignoring all costs (cr/rule_rez_procedure): the Corp's 5[c] stay 5."""
    ruling = rule(client, corp_turn({"hq": ["Trust Operation"], "rd": ["Palisade"], "archives": ["PAD Campaign"]},
                                    [{"corp": "play Trust Operation"}], {"Trust Operation install": "PAD Campaign"},
                                    runner={"tags": 1, "rig": ["Side Hustle"]}),
                  {"corp.credits": 5, "runner.heap": ["Side Hustle"], "cards.PAD Campaign.rezzed": True})
    assert deciding(ruling) == "Trust Operation: the Corp rezzes PAD Campaign, ignoring all costs."
    assert "rule_rez_procedure" in cited(ruling)


def test_ip_enforcement_x_2_installs_offworld_office_advanced_as_the_runner_is_still_tagged(client):
    """X = 2: 2 tags removed as its additional cost (cr/rule_corp_can_pay_tag_costs), Offworld Office (2 points)
    installed from the Runner's score area; 1 tag left, so 1 advancement counter on it."""
    ruling = rule(client, corp_turn({"hq": ["IP Enforcement"], "rd": ["Palisade"]},
                                    [{"corp": "play IP Enforcement"}], {"X for IP Enforcement": "2"},
                                    runner={"tags": 3, "score_area": ["Offworld Office"]}),
                  {"runner.tags": 1, "runner.score_area": [], "cards.Offworld Office.counters.advancement": 1})
    assert "rule_corp_can_pay_tag_costs" in step_cites(steps(ruling, "The Corp removes 2 of the Runner's tags")[0])


def test_petty_cash_needs_no_finished_action_and_from_archives_gives_a_click_back(client):
    """"Play only if you have not finished an action yet this turn" (cr/rule_restriction): refused after gaining a
    credit. From Archives, by its own [click] ability (the action not yet finished): 5[c] and [click]: 3 − 1 + 1 = 3
    [click], 5 − 3 + 5 = 7[c], then removed from the game (cr/rule_play_no_trash_if_play_effect_will_rfg)."""
    message = refusal(client, corp_turn({"hq": ["Petty Cash"], "rd": ["Palisade"]},
                                        [{"corp": "gain credit"}, {"corp": "play Petty Cash"}]))
    assert message == ("actions[1].corp: Petty Cash cannot be played: the Corp has already finished an action this "
                       "turn")
    ruling = rule(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade"], "archives": ["Petty Cash"]},
                                    [{"corp": "use Petty Cash"}]),
                  {"corp.clicks": 3, "corp.credits": 7, "corp.removed": ["Petty Cash"]})
    assert "rule_play_no_trash_if_play_effect_will_rfg" in step_cites(steps(ruling, "Petty Cash has resolved")[0])


def test_mutually_assured_destruction_offers_only_rezzed_cards_a_tag_for_each(client):
    """"Trash any number of your rezzed cards": the unrezzed Palisade is no option; Tithe and PAD Campaign go, 2
    tags (cr/sec_tags)."""
    board = corp_turn({"hq": ["Mutually Assured Destruction"], "rd": ["Palisade"],
                       "servers": {"Server 1": {"root": [rezzed("PAD Campaign")]},
                                   "HQ": {"ice": [rezzed("Tithe"), {"card": "Palisade", "rezzed": False}]}}},
                      [{"corp": "play Mutually Assured Destruction"}])
    assert asked(client, board)["options"] == ["Tithe", "PAD Campaign"]
    ruling = rule(client, dict(board, decisions={"Mutually Assured Destruction choice": ["Tithe", "PAD Campaign"]}),
                  {"runner.tags": 2, "corp.clicks": 0, "corp.servers.HQ.ice": ["Palisade"]})
    assert "sec_tags" in step_cites(steps(ruling, "Mutually Assured Destruction gives the Runner 2 tags")[0])


# --- basic actions: trashing resources, removing tags, purging -----------------------------------------------------

def test_the_corp_trashes_a_resource_only_when_tagged_and_manuel_costs_a_card_from_hq(client):
    """Trashing a resource needs a tag (cr/corp_basic_action_trash_resource). At Threat 3 Manuel Lattes de Moura adds
    "the Corp must trash 1 card from HQ" (cr/rule_additional_cost): the trace said "trash 1 card from your grip", the
    Runner's words on the Corp's cost; it now says HQ."""
    assert refusal(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade"]}, [{"corp": "trash Side Hustle"}],
                                     runner={"rig": ["Side Hustle"]})) == (
        "actions[0].corp: the Corp can trash a resource only while the Runner is tagged")
    ruling = rule(client, corp_turn({"hq": ["Hedge Fund", "Tithe"], "rd": ["Palisade"],
                                     "score_area": ["Send a Message"]}, [{"corp": "trash Manuel Lattes de Moura"}],
                                    {"Manuel Lattes de Moura cost": "Tithe"},
                                    runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]}),
                  {"runner.heap": ["Manuel Lattes de Moura"], "corp.archives": ["Tithe"], "corp.credits": 3})
    [cost] = steps(ruling, "The Corp pays the additional cost to trash Manuel Lattes de Moura")
    assert cost["text"].endswith(": trash 1 card from HQ.")
    assert "rule_additional_cost" in step_cites(cost)
    assert "corp_basic_action_trash_resource" in cited(ruling)


def test_purging_takes_all_3_clicks(client):
    """Purging is an action costing [click][click][click] (cr/corp_basic_action_purge_virus_counters): with 2 left it
    is refused."""
    message = refusal(client, corp_turn({"clicks": 2, "hq": ["Hedge Fund"], "rd": ["Palisade"]},
                                        [{"corp": "purge"}], runner={"rig": [{"card": "Fermenter",
                                                                              "counters": {"virus": 3}}]}))
    assert message == "actions[0].corp: the Corp has 2[click], not the 3 it takes to purge"


def test_no_free_lunch_removes_a_tag_and_valentina_pays_1(client):
    """"[trash]: Remove 1 tag" with no credits; Valentina Ferreira Carvalho: "Whenever you remove 1 or more tags,
    gain 1[c]" (cr/rule_trash_ability)."""
    ruling = rule(client, runner_turn({"credits": 0, "tags": 2, "rig": ["No Free Lunch",
                                                                        "Valentina Ferreira Carvalho"]},
                                      [{"runner": "use No Free Lunch ability 2"}]),
                  {"runner.tags": 1, "runner.credits": 1, "runner.heap": ["No Free Lunch"]})
    assert "rule_trash_ability" in step_cites(steps(ruling, "The cost of No Free Lunch's ability trashes")[0])


def test_amanuensis_draws_2_when_the_basic_action_removes_a_tag(client):
    """The basic action (cr/runner_basic_action_remove_tag): [click] and 2[c]; Amanuensis's counter draws 2."""
    ruling = rule(client, runner_turn({"credits": 4, "tags": 1, "stack": ["Sure Gamble", "Jailbreak", "Bravado"],
                                       "rig": [{"card": "Amanuensis", "counters": {"power": 1}}]},
                                      [{"runner": "remove tag"}], {"use Amanuensis": "yes"}),
                  {"runner.tags": 0, "runner.credits": 2, "runner.grip": ["Sure Gamble", "Jailbreak"],
                   "cards.Amanuensis.counters": {}})
    assert "runner_basic_action_remove_tag" in step_cites(steps(ruling, "The Runner spends [click] to remove tag")[0])


# --- identities ----------------------------------------------------------------------------------------------------

def test_pt_untaian_advances_an_unrezzed_card_as_the_discard_phase_ends(client):
    """3 or fewer cards in HQ: 1[c] for 1 advancement counter on Hostile Takeover, not scorable that turn
    (cr/step_corp_turn_formal_end)."""
    ruling = rule(client, corp_turn({"identity": "PT Untaian: Life's Building Blocks", "clicks": 1, "credits": 2,
                                     "hq": ["Hedge Fund"], "rd": ["Palisade"], "servers": remote("Hostile Takeover")},
                                    [{"corp": "gain credit"}], {"use PT Untaian": "yes"}, until="end of turn"),
                  {"corp.credits": 2, "cards.Hostile Takeover.counters.advancement": 1, "corp.agenda_points": 0})
    assert "step_corp_turn_formal_end" in step_cites(steps(ruling, "PT Untaian: Life's Building Blocks's ability "
                                                                   "places 1 advancement counter")[0])


def test_the_zwicky_group_draws_for_the_first_hedge_fund_only(client):
    """"The first time each turn you gain credits through an ability on an agenda or operation": 1 draw for two
    Hedge Funds (cr/rule_first_time_each_turn)."""
    ruling = rule(client, corp_turn({"identity": "The Zwicky Group: Invisible Hands", "hq": ["Hedge Fund"] * 2,
                                     "rd": ["Palisade", "Tithe", "Ping"]},
                                    [{"corp": "play Hedge Fund"}] * 2, {"use The Zwicky Group": "yes"}),
                  {"corp.credits": 13, "corp.hq": ["Palisade", "Tithe"]})
    assert len(steps(ruling, "The Zwicky Group: Invisible Hands's ability: the Corp draws")) == 1


def test_nuvem_sa_trashes_the_top_of_rd_after_an_operation_and_gains_2(client):
    """After Hedge Fund resolves, the Corp looks at the top of R&D and trashes it; the first trash from R&D that turn
    gives 2[c] (cr/rule_trigger_condition_effect_by_player): 5 − 5 + 9 + 2 = 11."""
    ruling = rule(client, corp_turn({"identity": "Nuvem SA: Law of the Land", "hq": ["Hedge Fund"],
                                     "rd": ["Palisade", "Tithe", "Ping"]}, [{"corp": "play Hedge Fund"}],
                                    {"Nuvem SA: Law of the Land choice": "trash"}),
                  {"corp.credits": 11, "corp.archives": ["Hedge Fund", "Tithe"], "corp.rd": ["Ping"]})
    [gained] = steps(ruling, "Nuvem SA: Law of the Land's ability: the Corp gains 2[c]")
    assert ruling["trace"].index(gained) > ruling["trace"].index(steps(ruling, "Nuvem SA: Law of the Land's ability: "
                                                                                "the Corp trashes Tithe")[0])


def test_mirrormorph_gives_a_fourth_different_action_free_and_refuses_a_repeat(client):
    """Gain credit, draw, install: three different actions (cr/rule_defferent_actions), so "another different action,
    paying [click] less": Hedge Fund with no [click] left. A fourth "gain credit" is not different: refused."""
    board = corp_turn({"identity": "MirrorMorph: Endless Iteration", "hq": ["Hedge Fund", "PAD Campaign"],
                       "rd": ["Tithe", "Palisade", "Ping"]},
                      [{"corp": "gain credit"}, {"corp": "draw"}, {"corp": "install PAD Campaign in new remote"},
                       {"corp": "play Hedge Fund"}],
                      {"use MirrorMorph": "yes", "MirrorMorph: Endless Iteration choice": "another action",
                       "rez PAD Campaign": "no"})
    ruling = rule(client, board, {"corp.clicks": 0, "corp.credits": 10})
    assert "rule_defferent_actions" in cited(ruling)
    again = dict(board, actions=[*board["actions"][:3], {"corp": "gain credit"}])
    assert refusal(client, again) == ("actions[3].corp: MirrorMorph: Endless Iteration: the other action must differ "
                                      "from the first three (gain credit, draw, install) (cr/rule_defferent_actions)")


def test_au_co_places_a_power_counter_when_the_corp_does_damage(client):
    """"Whenever you do damage": Mindscaping's 1 net damage (1 tag) places 1 power counter on the identity."""
    rule(client, corp_turn({"identity": "AU Co.: The Gold Standard in Clones", "hq": ["Mindscaping"],
                            "rd": ["Palisade"]}, [{"corp": "play Mindscaping"}],
                           {"Mindscaping choice": "do X net damage"},
                           runner={"tags": 1, "grip": ["Sure Gamble", "Jailbreak"]}),
         {"cards[AU Co.: The Gold Standard in Clones].counters.power": 1, "runner.grip": {"count": 1}})


def test_esa_afontov_draws_and_sabotages_2_after_basilar_synthglands_core_damage(client):
    """"The first time each turn you suffer core damage": draw 1, sabotage 2 (cr/rule_sabotage_resolution): the
    Corp trashes both HQ cards facedown."""
    ruling = rule(client, runner_turn(
        {"identity": "Esâ Afontov: Eco-Insurrectionist", "grip": ["Basilar Synthgland 2KVJ", *GRIP[:3]],
         "stack": ["Spree"]}, [{"runner": "install Basilar Synthgland 2KVJ"}],
        {"use Esâ Afontov": "yes", "Esâ Afontov: Eco-Insurrectionist choice": ["Hedge Fund", "Tithe"]},
        {"hq": ["Hedge Fund", "Tithe"], "rd": ["Palisade", "Ping"]}),
        {"corp.hq": [], "corp.archives": ["Hedge Fund", "Tithe"], "runner.grip": {"count": 2}})
    assert "rule_sabotage_resolution" in cited(ruling)


def test_poetri_installs_a_card_from_the_top_3_when_an_agenda_is_scored(client):
    """"Whenever you score an agenda, look at the top 3 cards of R&D. You may install 1 non-agenda card": Nico
    Campaign, installed (not rezzed, cr/sec_steps_installing)."""
    board = corp_turn({"identity": "Poétrï Luxury Brands: All the Rage", "hq": ["Hedge Fund"],
                       "rd": ["Palisade", "Offworld Office", "Nico Campaign", "Tithe"],
                       "servers": remote({"card": "Hostile Takeover", "advancement": 1})},
                      [{"corp": "advance Hostile Takeover"}],
                      {"score Hostile Takeover": "yes", "order Corp abilities": "Poétrï Luxury Brands: All the Rage"})
    question = asked(client, board)
    assert question["name"] == "Poétrï Luxury Brands: All the Rage install"
    assert question["options"] == ["Nico Campaign", "Tithe", "no"]
    rule(client, dict(board, decisions={**board["decisions"],
                                        "Poétrï Luxury Brands: All the Rage install": "Nico Campaign"}),
         {"corp.agenda_points": 1, "cards.Nico Campaign.rezzed": False, "corp.rd": ["Offworld Office", "Tithe"]})


# --- damage and the discard phase ----------------------------------------------------------------------------------

def test_strike_fund_discarded_at_the_end_of_the_turn_is_not_trashed(client):
    """"When this event is trashed from your grip": a discarded card is not trashed (cr/rule_discarding_trashed), so
    the Runner discarding Strike Fund to 5 cards (cr/rule_discarding_process) gains nothing."""
    ruling = rule(client, runner_turn({"credits": 0, "clicks": 1, "grip": ["Strike Fund", *GRIP[:5]]},
                                      [{"runner": "gain credit"}], {"discard": "Strike Fund"}, until="end of turn"),
                  {"runner.credits": 1, "runner.heap": ["Strike Fund"]})
    assert ruling["verdict"] == ["The Runner discards Strike Fund to reach their maximum hand size of 5."]
    assert "rule_discarding_process" in cited(ruling)


def test_hippocampic_mechanocytes_and_marrow_raise_the_hand_size_so_nothing_is_discarded(client):
    """Hippocampic: 2 counters, +2, and 1 meat damage: 6 cards against 7. Marrow: +3, 1 core damage (−1): 7 against
    7 (cr/rule_discarding_process: only cards beyond the maximum)."""
    rule(client, runner_turn({"clicks": 1, "grip": ["Hippocampic Mechanocytes", *GRIP[:7]]},
                             [{"runner": "install Hippocampic Mechanocytes"}], until="end of turn"),
         {"runner.hand_size": 7, "runner.grip": {"count": 6}, "runner.heap": {"count": 1}})
    rule(client, runner_turn({"clicks": 1, "grip": ["Marrow", *GRIP]}, [{"runner": "install Marrow"}],
                             until="end of turn"),
         {"runner.hand_size": 7, "runner.grip": {"count": 7}, "runner.heap": {"count": 1}})


def test_lat_draws_as_the_discard_phase_ends_and_magdalene_installs_the_discarded_gauss(client):
    """Lat: 2 cards in the grip, 2 in HQ: draw 1 (cr/step_runner_turn_formal_end). Magdalene: "Whenever you discard
    cards to reach your maximum hand size, you may install 1 program ... from among those cards": Gauss, 2[c]."""
    lat = rule(client, runner_turn({"clicks": 1, "identity": "Lat: Ethical Freelancer",
                                    "grip": ["Sure Gamble", "Jailbreak"], "stack": ["Bravado", "Spree"]},
                                   [{"runner": "gain credit"}], {"use Lat: Ethical Freelancer": "yes"},
                                   {"hq": ["Hedge Fund", "Tithe"]}, until="end of turn"),
               {"runner.grip": ["Sure Gamble", "Jailbreak", "Bravado"]})
    assert "step_runner_turn_formal_end" in step_cites(steps(lat, "Lat: Ethical Freelancer's ability: the Runner draws")[0])
    rule(client, runner_turn({"clicks": 1, "identity": "Magdalene Keino-Chemutai: Cryptarchitect",
                              "grip": [*GRIP[:6]]}, [{"runner": "gain credit"}],
                             {"discard": "Gauss", "use Magdalene": "yes"}, until="end of turn"),
         {"runner.rig": ["Gauss"], "runner.credits": 4, "runner.heap": []})


def test_mystic_maemi_with_3_credits_as_the_turn_ends_costs_a_random_card(client):
    """"When your turn ends, if there are 3 or more hosted credits, you must trash 1 card from your grip at random
    or trash this resource" (cr/step_runner_turn_formal_end): the Runner keeps Maemi."""
    ruling = rule(client, runner_turn({"credits": 0, "clicks": 1, "grip": ["Sure Gamble", "Jailbreak"],
                                       "rig": [{"card": "Mystic Maemi", "counters": {"credits": 3}}]},
                                      [{"runner": "gain credit"}],
                                      {"Mystic Maemi choice": "trash 1 card from your grip at random"},
                                      until="end of turn"),
                  {"runner.rig": ["Mystic Maemi"], "runner.grip": {"count": 1}, "runner.heap": {"count": 1}})
    assert "step_runner_turn_formal_end" in cited(ruling)


# --- the Runner's turn ---------------------------------------------------------------------------------------------

def test_tunnel_vision_on_a_full_rig_trashes_2_programs_as_it_is_installed(client):
    """4[MU] all used: Tunnel Vision needs 2, so the Runner trashes 2 programs as part of installing it
    (cr/rule_program_install_exceed_memory_limit), asked which."""
    board = runner_turn({"credits": 10, "grip": ["Tunnel Vision"], "rig": ["Buzzsaw", "Gauss", "Echelon",
                                                                           "Rising Tide"]},
                        [{"runner": "install Tunnel Vision"}])
    assert asked(client, board)["name"] == "make room for Tunnel Vision"
    ruling = rule(client, dict(board, decisions={"make room for Tunnel Vision": ["Buzzsaw", "Gauss"]}),
                  {"runner.heap": ["Buzzsaw", "Gauss"], "runner.memory.used": 4, "runner.credits": 8})
    assert "rule_program_install_exceed_memory_limit" in cited(ruling)


def test_a_click_ability_counts_the_clicks_left_once_its_own_click_is_paid(client):
    """Topan's "[click]: Install 1 card from your grip, paying 2[c] less ... suffer 1 meat damage": Gauss for 0[c]
    (cr/rule_modified_costs). The trace said "(4[click] left)" before the ability's [click] was paid; now the use
    says 3. Juli Moreira Lee gives a [click] back for the first action on a resource: The Artist twice leaves 3. Juli's
    ability is met as the action's cost is paid and resolves before The Artist's effect
    (cr/rule_action_conditional_ability_trigger); it resolved after it, as the action completed (fixed)."""
    topan = rule(client, runner_turn({"credits": 1, "identity": "Topan: Ormas Leader",
                                      "grip": ["Gauss", "Sure Gamble"]}, [{"runner": "use Topan: Ormas Leader"}]),
                 {"runner.clicks": 3, "runner.rig": ["Gauss"], "runner.heap": ["Sure Gamble"], "runner.credits": 1})
    assert steps(topan, "The Runner takes the action: use Topan: Ormas Leader.")
    [used] = steps(topan, "The Runner uses Topan: Ormas Leader")
    assert used["text"].endswith("(3[click] left)")
    juli = rule(client, runner_turn({"credits": 5, "rig": [{"card": "Juli Moreira Lee", "counters": {"power": 4}},
                                                           "The Artist"]},
                                    [{"runner": "use The Artist"}, {"runner": "use The Artist ability 2"}]),
                {"runner.clicks": 3, "cards.Juli Moreira Lee.counters.power": 3})
    assert [s["text"][-15:] for s in steps(juli, "The Runner uses The Artist")] == ["(3[click] left)"] * 2
    texts = [s["text"] for s in juli["trace"]]
    [click] = steps(juli, "Juli Moreira Lee's ability: the Runner gains 1[click]")
    assert texts.index(click["text"]) < texts.index("The Artist's ability: the Runner gains 2[c] (now 7[c]).")
    [met] = steps(juli, "Juli Moreira Lee's ability meets its trigger condition")
    assert "rule_action_conditional_ability_trigger" in step_cites(met)


def test_basilar_synthgland_gives_5_clicks_the_next_turn(client):
    """"+1 allotted [click] for each of your turns" (cr/step_runner_turn_allotted_clicks): after the Corp's turn the
    Runner has 5, 4 once they gain a credit."""
    rule(client, runner_turn({"grip": ["Basilar Synthgland 2KVJ", "Sure Gamble", "Jailbreak"]},
                             [{"runner": "install Basilar Synthgland 2KVJ"}, *[{"runner": "gain credit"}] * 3,
                              *[{"corp": "gain credit"}] * 3, {"runner": "gain credit"}],
                             corp={"rd": ["Hedge Fund", "Tithe"]}),
         {"runner.clicks": 4, "runner.core_damage": 2, "runner.hand_size": 3})


def test_ritual_creative_commission_and_vrcation_count_the_clicks_left_after_they_are_played(client):
    """Ritual with 4[click]: 3 left after its own, 3 cards. Creative Commission with the last [click]: none left to
    lose, 1 − 1 + 5 = 5[c]. VRcation with 2: 1 left, lost (cr/rule_gain_spend_lose_clicks)."""
    rule(client, runner_turn({"grip": ["Ritual"], "stack": GRIP[:5]}, [{"runner": "play Ritual"}]),
         {"runner.grip": GRIP[:3], "runner.clicks": 3})
    rule(client, runner_turn({"credits": 1, "clicks": 1, "grip": ["Creative Commission"]},
                             [{"runner": "play Creative Commission"}]), {"runner.credits": 5, "runner.clicks": 0})
    ruling = rule(client, runner_turn({"credits": 1, "clicks": 2, "grip": ["VRcation"], "stack": GRIP[:5]},
                                      [{"runner": "play VRcation"}]), {"runner.grip": {"count": 4}, "runner.clicks": 0})
    assert "rule_gain_spend_lose_clicks" in step_cites(steps(ruling, "VRcation: the Runner loses 1[click]")[0])


def test_isolation_trashes_a_resource_as_its_cost_and_friend_of_a_friend_refuses_a_tagged_runner(client):
    """Isolation: "As an additional cost ... trash 1 installed resource" (cr/rule_additional_cost): 2 − 2 + 7 = 7[c].
    Friend of a Friend's "Gain 9[c] and take 1 tag. Use this ability only if you are not tagged": refused."""
    ruling = rule(client, runner_turn({"credits": 2, "grip": ["Isolation"], "rig": ["Side Hustle"]},
                                      [{"runner": "play Isolation"}]),
                  {"runner.credits": 7, "runner.heap": ["Side Hustle", "Isolation"]})
    assert "rule_additional_cost" in step_cites(steps(ruling, "The Runner pays Isolation's additional cost")[0])
    assert refusal(client, runner_turn({"tags": 1, "rig": ["Friend of a Friend"]},
                                       [{"runner": "use Friend of a Friend ability 2"}])) == (
        "actions[0].runner: Friend of a Friend's ability cannot be used now: \"Use this ability only if you are not "
        "tagged.\"")


def test_dr_nuka_empty_is_trashed_yet_draws_and_environmental_testing_pays_9(client):
    """Dr. Nuka's last counter paid: "When it is empty, trash it" (cr/rule_load_and_empty), its 3 cards still drawn.
    Environmental Testing's 4th counter: "When there are 4 or more hosted power counters, trash this resource and gain
    9[c]": 5 − 2 + 9 = 12."""
    rule(client, runner_turn({"stack": GRIP[:6], "rig": [{"card": "Dr. Nuka Vrolyck", "counters": {"power": 1}}]},
                             [{"runner": "use Dr. Nuka Vrolyck"}]),
         {"runner.grip": GRIP[:3], "runner.heap": ["Dr. Nuka Vrolyck"], "runner.clicks": 3})
    rule(client, runner_turn({"grip": ["Gauss"], "rig": [{"card": "Environmental Testing", "counters": {"power": 3}}]},
                             [{"runner": "install Gauss"}]),
         {"runner.credits": 12, "runner.heap": ["Environmental Testing"]})


def test_install_and_play_restrictions_and_a_lowered_play_cost(client):
    """Time Bomb: "Install only if you made a successful run on a central server this turn"; In the Groove: "Play
    only as your first [click]" (cr/rule_priority_subtype); Mutual Favor without a successful run adds Gauss to the
    grip; Ghosttongue lowers Sure Gamble to 4[c] (cr/rule_modified_costs): 6 − 2 − 4 + 9 = 9."""
    assert refusal(client, runner_turn({"grip": ["Time Bomb"]}, [{"runner": "install Time Bomb"}])) == (
        "actions[0].runner: Time Bomb cannot be installed: the Runner made no successful run on a central server this "
        "turn")
    rule(client, runner_turn({"grip": ["Time Bomb"]}, [{"runner": "run HQ"}, {"runner": "install Time Bomb"}],
                             {"jack out": "no"}, {"hq": ["Hedge Fund"]}), {"cards.Time Bomb.counters.power": 1})
    assert "(cr/rule_priority_subtype)" in refusal(client, runner_turn(
        {"grip": ["In the Groove"]}, [{"runner": "gain credit"}, {"runner": "play In the Groove"}]))
    rule(client, runner_turn({"grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Gauss", "Jailbreak"]},
                             [{"runner": "play Mutual Favor"}], {"Mutual Favor target": "Gauss"}),
         {"runner.grip": ["Gauss"], "runner.rig": []})
    ghost = rule(client, runner_turn({"credits": 6, "grip": ["Ghosttongue", "Sure Gamble", "Jailbreak", "Bravado"]},
                                     [{"runner": "install Ghosttongue"}, {"runner": "play Sure Gamble"}]),
                 {"runner.credits": 9, "runner.core_damage": 1})
    assert steps(ghost, "The Runner pays 4[c] for playing Sure Gamble")


def test_supercorridor_pays_on_equal_credits_and_lie_low_gives_valentina_1_once(client):
    """Supercorridor: 5 + 1 = 6[c], the Corp's 6: 2[c] as the turn ends (cr/step_runner_turn_formal_end). Lie Low's
    "Remove up to 2 tags" is one removal: Valentina's "Whenever you remove 1 or more tags" gives 1[c], not 2."""
    ruling = rule(client, runner_turn({"clicks": 1, "rig": ["Supercorridor"]}, [{"runner": "gain credit"}],
                                      {"use Supercorridor": "yes"}, {"credits": 6}, until="end of turn"),
                  {"runner.credits": 8})
    assert "step_runner_turn_formal_end" in step_cites(steps(ruling, "Supercorridor's ability: the Runner gains")[0])
    rule(client, runner_turn({"credits": 1, "tags": 3, "grip": ["Lie Low"], "rig": ["Valentina Ferreira Carvalho"]},
                             [{"runner": "play Lie Low"}], {"Lie Low choice": "remove 2 tags"}),
         {"runner.tags": 1, "runner.credits": 1, "runner.clicks": 2})


def test_simulchips_discount_is_for_its_own_install_only(client):
    """Simulchip's additional cost trashes Echelon (no program trashed yet this turn); "Install 1 program from your
    heap, paying 3[c] less": Gauss for 0[c] (cr/rule_modified_costs). Scrounge's later install from the heap pays
    Buzzsaw's full 4[c]. The trace said the discount "lasts until the end of the turn"; it now says "for that install
    only", as the engine applies it (Topan, Rigging Up and the other "paying N[c] less" installs alike)."""
    ruling = rule(client, runner_turn({"heap": ["Gauss", "Buzzsaw"], "grip": ["Scrounge"],
                                       "rig": ["Simulchip", "Echelon"]},
                                      [{"runner": "use Simulchip"}, {"runner": "play Scrounge"}],
                                      {"Simulchip target": "Gauss", "Scrounge target": "Buzzsaw",
                                       "Scrounge choice": "no"}),
                  {"runner.rig": ["Gauss", "Buzzsaw"], "runner.credits": 0,
                   "runner.heap": ["Echelon", "Simulchip", "Scrounge"]})
    assert steps(ruling, "Simulchip's ability: \"a program installed from the heap costs 3[c] less\" for that install "
                         "only.")
    assert steps(ruling, "The Runner pays 4[c] for installing Buzzsaw")
    assert "rule_modified_costs" in cited(ruling)


def test_aniccam_draws_when_a_played_event_is_trashed(client):
    """An event is trashed once it resolves (cr/rule_event_play): "The first time each turn an event is trashed (from
    any location), draw 1 card"."""
    rule(client, runner_turn({"grip": ["Sure Gamble"], "stack": ["Jailbreak", "Bravado"], "rig": ["Aniccam"]},
                             [{"runner": "play Sure Gamble"}]),
         {"runner.grip": ["Jailbreak"], "runner.credits": 9, "runner.heap": ["Sure Gamble"]})


def test_fermenter_counts_its_turn_begins_counter_and_coalescence_is_refused_on_the_corps_turn(client):
    """Fermenter: 2 counters + 1 as the Runner's turn begins (cr/step_runner_turn_recurring_formal_begin), then
    "[click], [trash]: Gain 2[c] for each hosted virus counter": 6[c], the counters set aside still counted
    (cr/rule_trash_ability_keeps_track_of_hosted_objects). Coalescence: "Use this ability only during your turn"."""
    ruling = rule(client, runner_turn({"credits": 0, "rig": [{"card": "Fermenter", "counters": {"virus": 2}}]},
                                      [{"runner": "use Fermenter"}]), {"runner.credits": 6, "runner.heap": ["Fermenter"]})
    [kept] = steps(ruling, "Fermenter's ability: the 3 virus counters set aside from Fermenter still count")
    assert "rule_trash_ability_keeps_track_of_hosted_objects" in step_cites(kept)
    assert refusal(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade"]},
                                     [{"corp": "gain credit"}, {"runner": "use Coalescence"}],
                                     runner={"rig": [{"card": "Coalescence", "counters": {"power": 2}}]})) == (
        "actions[1].runner: Coalescence's ability cannot be used now: \"Use this ability only during your turn.\"")


def test_side_hustle_reaching_6_as_a_run_begins_pays_out_and_draws(client):
    """"Whenever a run begins, place 1[c]": 6; "When there are 6 or more hosted credits, take all credits from this
    resource, trash it, and draw 1 card" resolves as the run begins (cr/step_initiation_formal_begin)."""
    ruling = rule(client, runner_turn({"credits": 0, "stack": ["Sure Gamble"],
                                       "rig": [{"card": "Side Hustle", "counters": {"credits": 5}}]},
                                      [{"runner": "run HQ"}], {"jack out": "no"}, {"hq": ["Hedge Fund"]}),
                  {"runner.credits": 6, "runner.grip": ["Sure Gamble"], "runner.heap": ["Side Hustle"]})
    assert "step_initiation_formal_begin" in step_cites(steps(ruling, "Side Hustle's ability: the Runner takes 6[c]")[0])


def test_paladin_poemu_with_3_credits_as_the_turn_ends_trashes_an_installed_card(client):
    """"When your turn ends, if there are 3 or more hosted credits, trash 1 of your installed cards": the Runner's
    choice, Side Hustle (cr/step_runner_turn_formal_end)."""
    ruling = rule(client, runner_turn({"clicks": 1, "rig": [{"card": "Paladin Poemu", "counters": {"credits": 3}},
                                                           "Side Hustle"]},
                                      [{"runner": "gain credit"}], {"Paladin Poemu target": "Side Hustle"},
                                      until="end of turn"),
                  {"runner.rig": ["Paladin Poemu"], "runner.heap": ["Side Hustle"]})
    assert "step_runner_turn_formal_end" in cited(ruling)


def test_amelia_earhart_takes_only_the_8_credits_the_corp_has(client):
    """"Remove 3 hosted power counters and trash this resource. If you do, the Corp loses 10[c]": 8 is all it has
    (cr/rule_lose_credits)."""
    ruling = rule(client, runner_turn({"rig": [{"card": "Amelia Earhart", "counters": {"power": 3}}]},
                                      [{"runner": "gain credit"}], {"use Amelia Earhart": "yes"}, {"credits": 8}),
                  {"corp.credits": 0, "runner.heap": ["Amelia Earhart"]})
    assert "rule_lose_credits" in step_cites(steps(ruling, "Amelia Earhart's ability: the Corp loses 8[c]")[0])


def test_buffer_drive_saves_a_card_reaper_function_trashed(client):
    """Net damage trashes from the grip: Buffer Drive's "the first time each turn 1 or more cards are trashed from
    your grip" adds Jailbreak to the bottom of the stack, on the Corp's turn too."""
    rule(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade"], "servers": remote(rezzed("Reaper Function"))},
                           [{"corp": "gain credit"}], {"use Reaper Function": "yes", "use Buffer Drive": "yes",
                                                        "Buffer Drive target": "Jailbreak"},
                           runner={"grip": ["Sure Gamble", "Jailbreak", "Bravado"], "rig": ["Buffer Drive"]}),
         {"runner.stack": ["Jailbreak"], "runner.heap": ["Bravado"], "runner.grip": ["Sure Gamble"]})


def test_the_powers_that_be_installs_ping_over_tithe_ignoring_all_costs(client):
    """"Whenever you score an agenda, you may install 1 card from HQ or Archives, ignoring all costs": Ping protecting
    HQ outside Tithe would cost 1[c]; the Corp, at 0[c], pays nothing (cr/rule_ice_install_cost)."""
    ruling = rule(client, corp_turn(
        {"credits": 0, "hq": ["Hedge Fund", "Ping"], "rd": ["Palisade"], "archives": ["Nico Campaign"],
         "servers": {"HQ": {"ice": [rezzed("Tithe")]}, "Server 1": {"root": [{"card": "Hostile Takeover",
                                                                              "advancement": 1}]},
                     "Server 2": {"root": [rezzed("The Powers That Be")]}}},
        [{"corp": "gain credit"}, {"corp": "advance Hostile Takeover"}],
        {"score Hostile Takeover": "yes", "order Corp abilities": "The Powers That Be",
         "The Powers That Be install": "Ping", "The Powers That Be install where": "HQ"}),
        {"corp.servers.HQ.ice": ["Ping", "Tithe"], "corp.credits": 7, "corp.bad_publicity": 1})
    assert steps(ruling, "The Corp installs a piece of ice facedown protecting HQ, outermost (ignoring the install "
                         "cost).")


def test_corp_click_assets_bass_janaina_roughneck_and_calvin(client):
    """Bass CH1R180G4: "[click], [trash]: Gain [click][click]": 3 − 1 + 2 = 4 more actions. Janaína: 3 + 3 = 6[c]
    taken as it goes to HQ, Ping installed. Roughneck Repair Squad: [click][click][click] for 6[c] and a bad
    publicity removed. Calvin B4L3Y: "Once per turn" (cr/rule_once_per_turn)."""
    rule(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade"], "servers": remote(rezzed("Bass CH1R180G4"))},
                           [{"corp": "use Bass CH1R180G4"}, *[{"corp": "gain credit"}] * 4]),
         {"corp.clicks": 0, "corp.credits": 9, "corp.archives": ["Bass CH1R180G4"]})
    rule(client, corp_turn({"hq": ["Hedge Fund", "Ping"], "rd": ["Palisade"], "servers": remote(
        rezzed("Janaína “JK” Dumont Kindelán", counters={"credits": 3}))},
        [{"corp": "use Janaína “JK” Dumont Kindelán"}],
        {"Janaína “JK” Dumont Kindelán install": "Ping", "Janaína “JK” Dumont Kindelán install where": "HQ"}),
        {"corp.credits": 11, "corp.servers.HQ.ice": ["Ping"],
         "corp.hq": ["Hedge Fund", "Palisade", "Janaína “JK” Dumont Kindelán"]})
    rule(client, corp_turn({"bad_publicity": 2, "hq": ["Hedge Fund"], "rd": ["Palisade"],
                            "servers": remote(rezzed("Roughneck Repair Squad"))},
                           [{"corp": "use Roughneck Repair Squad"}], {"Roughneck Repair Squad choice": "yes"}),
         {"corp.credits": 11, "corp.bad_publicity": 1, "corp.clicks": 0})
    assert refusal(client, corp_turn({"hq": ["Hedge Fund"], "rd": ["Palisade", "Tithe", "Ping", "Rime", "Whitespace"],
                                      "servers": remote(rezzed("Calvin B4L3Y"))},
                                     [{"corp": "use Calvin B4L3Y"}] * 2)) == (
        "actions[1].corp: Calvin B4L3Y's ability can be used only once per turn")


def test_the_corp_chooses_for_wildcat_strike_and_chrysopoeian_skimming(client):
    """Wildcat Strike: "Resolve 1 of the following of the Corp's choice" (cr/rule_choice_instruction): 4 cards.
    Chrysopoeian Skimming: the Corp reveals Hostile Takeover, so the Runner gains [click] and draws 1."""
    rule(client, runner_turn({"credits": 2, "grip": ["Wildcat Strike"], "stack": GRIP[:5]},
                             [{"runner": "play Wildcat Strike"}], {"Wildcat Strike choice": "draw 4 cards"}),
         {"runner.grip": {"count": 4}, "runner.credits": 0})
    rule(client, runner_turn({"credits": 2, "grip": ["Chrysopoeian Skimming"], "stack": ["Sure Gamble"]},
                             [{"runner": "play Chrysopoeian Skimming"}],
                             {"Chrysopoeian Skimming choice": "Hostile Takeover"},
                             {"hq": ["Hostile Takeover", "Hedge Fund"], "rd": ["Palisade"]}),
         {"runner.grip": ["Sure Gamble"], "runner.clicks": 4})


def test_hearts_and_minds_moves_and_places_counters_so_hostile_takeover_scores_without_an_advance(client):
    """Hearts and Minds (unprotected) moves Ubiquitous Vig's counter to Hostile Takeover and places 1 more: 3 of 2.
    The Corp scores it in the action phase's first paid ability window (cr/step_corp_turn_action_phase_paw), no
    advance taken; Ubiquitous Vig, resolved after, has no counter left: 0[c]."""
    ruling = rule(client, corp_turn(
        {"hq": ["Hedge Fund"], "rd": ["Palisade"],
         "servers": remote(rezzed("Hearts and Minds"), {"card": "Hostile Takeover", "advancement": 1},
                           {"card": "Ubiquitous Vig", "advancement": 1})},
        [{"corp": "gain credit"}],
        {"order Corp abilities": "Hearts and Minds", "Hearts and Minds choice": "Ubiquitous Vig",
         "Hearts and Minds target #2": "Hostile Takeover", "score Hostile Takeover": "yes"}),
        {"corp.agenda_points": 1, "corp.credits": 5 + 7 + 1, "corp.clicks": 2})
    [scored] = steps(ruling, "The Corp scores Hostile Takeover (3 advancement counters, requirement 2)")
    assert "step_corp_turn_action_phase_paw" in step_cites(scored)


def test_turn_begins_assets_cohort_gaslight_balanced_coverage_federal_fundraising(client):
    """Cohort Guidance Program turns Hostile Takeover faceup in Archives and advances Ubiquitous Vig, which then pays
    1[c]. Gaslight trashes itself to fetch Hedge Fund. Balanced Coverage names operation: Hedge Fund on top, 2[c].
    Federal Fundraising, unprotected, arranges the top 3 and draws 1 before the mandatory draw
    (cr/step_corp_turn_turn_formal_begin)."""
    rule(client, corp_turn({"hq": ["Hedge Fund", "Tithe"], "rd": ["Palisade"],
                            "archives": [{"card": "Hostile Takeover", "rezzed": False}],
                            "servers": remote(rezzed("Cohort Guidance Program"), "Ubiquitous Vig")},
                           [{"corp": "gain credit"}],
                           {"order Corp abilities": "Cohort Guidance Program",
                            "Cohort Guidance Program choice": "turn 1 facedown card in Archives faceup",
                            "Cohort Guidance Program target #2": "Ubiquitous Vig"}),
         {"corp.archives_faceup": ["Hostile Takeover"], "cards.Ubiquitous Vig.counters.advancement": 1,
          "corp.credits": 7})
    rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Palisade", "Hedge Fund", "Ping"],
                            "servers": remote(rezzed("Gaslight"))}, [{"corp": "gain credit"}],
                           {"use Gaslight": "yes", "Gaslight target": "Hedge Fund"}),
         {"corp.archives": ["Gaslight"], "corp.hq": {"contains": "Hedge Fund"}})
    rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Hedge Fund", "Ping"], "servers": remote(rezzed("Balanced Coverage"))},
                           [{"corp": "gain credit"}], {"use Balanced Coverage": "yes",
                                                        "Balanced Coverage choice": "operation",
                                                        "Balanced Coverage choice #2": "reveal it"}),
         {"corp.credits": 8, "corp.hq": ["Tithe", "Hedge Fund"]})
    ruling = rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Hedge Fund", "Ping", "Palisade", "Rime"],
                                     "servers": remote(rezzed("Federal Fundraising"))}, [{"corp": "gain credit"}],
                                    {"Federal Fundraising order": ["Ping", "Hedge Fund", "Palisade"],
                                     "Federal Fundraising choice": "draw 1"}),
                  {"corp.hq": ["Tithe", "Ping", "Hedge Fund"], "corp.rd": ["Palisade", "Rime"]})
    assert "step_corp_turn_turn_formal_begin" in step_cites(steps(ruling, "Federal Fundraising's ability: the Corp "
                                                                          "draws")[0])


def test_spin_doctor_rezzed_in_the_draw_phase_draws_before_the_mandatory_draw(client):
    """Rezzed in the draw phase's paid ability window (cr/step_corp_turn_draw_phase_paw): 2 cards, then the mandatory
    draw the third."""
    ruling = rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Hedge Fund", "Ping", "Palisade"],
                                     "servers": remote({"card": "Spin Doctor", "rezzed": False})},
                                    [{"corp": "gain credit"}], {"rez Spin Doctor": "yes"}),
                  {"corp.hq": ["Tithe", "Hedge Fund", "Ping", "Palisade"], "corp.rd": []})
    assert "step_corp_turn_draw_phase_paw" in step_cites(steps(ruling, "Spin Doctor's ability: the Corp draws")[0])


def test_net_damage_assets_storgotic_resonator_and_phat_gioan_baotixita(client):
    """Storgotic Resonator: "[click], hosted power counter: Do 1 net damage". Phật Gioan Baotixita: the first agenda
    scored that turn, 2 counters removed: 1 + 2 = 3 net damage (cr/sec_damage)."""
    rule(client, corp_turn({"hq": ["Tithe"], "rd": ["Palisade"],
                            "servers": remote(rezzed("Storgotic Resonator", counters={"power": 1}))},
                           [{"corp": "use Storgotic Resonator"}], runner={"grip": ["Sure Gamble", "Jailbreak"]}),
         {"runner.grip": {"count": 1}, "cards.Storgotic Resonator.counters": {}, "corp.clicks": 2})
    ruling = rule(client, corp_turn(
        {"hq": ["Tithe"], "rd": ["Palisade"],
         "servers": remote(rezzed("Phật Gioan Baotixita", counters={"power": 2}),
                           {"card": "Hostile Takeover", "advancement": 1})},
        [{"corp": "advance Hostile Takeover"}],
        {"score Hostile Takeover": "yes", "order Corp abilities": "Phật Gioan Baotixita",
         "Phật Gioan Baotixita choice": "2"}, runner={"grip": GRIP[:4]}),
        {"runner.grip": {"count": 1}, "cards.Phật Gioan Baotixita.counters": {}})
    assert "sec_damage" in step_cites(steps(ruling, "Phật Gioan Baotixita's ability does 3 net damage")[0])


def test_vera_ivanovna_shuyskaya_reveals_the_grip_and_trashes_one_when_an_agenda_is_scored(client):
    """"Whenever an agenda is scored or stolen, you may reveal the grip. Trash 1 card revealed this way"
    (cr/rule_reveal): the Corp picks Sure Gamble."""
    ruling = rule(client, corp_turn(
        {"hq": ["Tithe"], "rd": ["Palisade"],
         "servers": remote(rezzed("Vera Ivanovna Shuyskaya"), {"card": "Hostile Takeover", "advancement": 1})},
        [{"corp": "advance Hostile Takeover"}],
        {"score Hostile Takeover": "yes", "order Corp abilities": "Vera Ivanovna Shuyskaya",
         "use Vera Ivanovna Shuyskaya": "yes", "Vera Ivanovna Shuyskaya target": "Sure Gamble"},
        runner={"grip": ["Sure Gamble", "Jailbreak"]}), {"runner.grip": ["Jailbreak"], "runner.heap": ["Sure Gamble"]})
    assert "rule_reveal" in step_cites(steps(ruling, "Vera Ivanovna Shuyskaya's ability: the grip is revealed")[0])


def test_runner_turn_begins_nihilist_solidarity_badge_time_bomb_climactic_showdown_vernissage(client):
    """As the Runner's turn begins (cr/step_runner_turn_recurring_formal_begin): The Nihilist's 2 counters, and the
    Corp lets them draw 2; Solidarity Badge's counter removes the tag; Time Bomb with 3 counters is trashed and
    sabotages 3 (2 from HQ, 1 from R&D, cr/rule_sabotage_resolution); Climactic Showdown leaves the game and, the
    Corp keeping its ice, gives 2 more accesses this turn; Urban Art Vernissage returns Slap Vandal for 2[c]."""
    rule(client, runner_turn({"stack": ["Sure Gamble", "Jailbreak"],
                              "rig": [{"card": "The Nihilist", "counters": {"virus": 2}}]},
                             [{"runner": "gain credit"}], {"use The Nihilist": "yes",
                                                           "The Nihilist choice": "the Runner draws 2 cards"},
                             {"rd": ["Palisade", "Tithe"]}),
         {"runner.grip": ["Sure Gamble", "Jailbreak"], "cards.The Nihilist.counters": {}})
    rule(client, runner_turn({"tags": 1, "stack": ["Sure Gamble"],
                              "rig": [{"card": "Solidarity Badge", "counters": {"power": 1}}]},
                             [{"runner": "gain credit"}], {"use Solidarity Badge": "yes",
                                                           "Solidarity Badge choice": "remove 1 tag"}),
         {"runner.tags": 0, "runner.grip": []})
    bomb = rule(client, runner_turn({"rig": [{"card": "Time Bomb", "counters": {"power": 3}}]},
                                    [{"runner": "gain credit"}], {"Time Bomb choice": ["Hedge Fund", "Tithe"]},
                                    {"hq": ["Hedge Fund", "Tithe"], "rd": ["Palisade", "Ping"]}),
                {"runner.heap": ["Time Bomb"], "corp.hq": [], "corp.rd": ["Ping"]})
    assert "step_runner_turn_recurring_formal_begin" in step_cites(steps(bomb, "Time Bomb's ability: sabotage 3")[0])
    rule(client, runner_turn({"rig": ["Climactic Showdown"]}, [{"runner": "gain credit"}],
                             {"Climactic Showdown choice": "no"},
                             {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [rezzed("Tithe")]}}}),
         {"runner.removed": ["Climactic Showdown"], "corp.servers.HQ.ice": ["Tithe"]})
    rule(client, runner_turn({"credits": 0, "rig": ["Urban Art Vernissage"]}, [{"runner": "gain credit"}],
                             {"Urban Art Vernissage target": "Slap Vandal"},
                             {"servers": {"HQ": {"ice": [{"card": "Tithe", "rezzed": True,
                                                          "hosted": ["Slap Vandal"]}]}}}),
         {"runner.grip": ["Slap Vandal"], "cards.Urban Art Vernissage.counters.credits": 2})


def test_active_policing_leaves_the_runner_3_clicks_next_turn(client):
    """After a trash last turn: Active Policing installs PAD Campaign and "The Runner gets −1 allotted [click] for
    their next turn" (cr/rule_allotted_clicks), a terminal operation: the Runner's next turn starts with 3, 2 once
    they gain a credit."""
    ruling = rule(client, runner_turn(
        {}, [{"runner": "run Server 1"}, *[{"runner": "gain credit"}] * 3, {"corp": "play Active Policing"},
             {"runner": "gain credit"}],
        {"jack out": "no", "trash PAD Campaign": "yes", "Active Policing install": "PAD Campaign",
         "rez PAD Campaign": "no"},
        {"hq": ["Active Policing", "PAD Campaign"], "rd": ["Tithe", "Palisade", "Ping"],
         "servers": remote("PAD Campaign")}), {"runner.clicks": 2, "corp.clicks": 0})
    [three] = steps(ruling, "The Runner gains 3[click] (now 3).")
    assert "rule_allotted_clicks" in step_cites(three)


def test_complete_image_repeats_while_it_trashes_the_named_card(client):
    """3 agenda points and a successful run last turn: the Corp names Sure Gamble; 1 net damage trashes a Sure Gamble,
    so the process repeats; the second trashes Jailbreak and stops (cr/sec_damage): 2 net damage."""
    ruling = rule(client, after_a_run("Archives", {"hq": ["Complete Image"], "rd": ["Tithe", "Palisade"]},
                                      ["play Complete Image"], {"Complete Image choice": "Sure Gamble"},
                                      {"score_area": ["Offworld Office", "Hostile Takeover"],
                                       "grip": ["Sure Gamble", "Sure Gamble", "Jailbreak"]}),
                  {"runner.grip": ["Sure Gamble"], "runner.heap": ["Sure Gamble", "Jailbreak"]})
    assert ruling["verdict"] == ["The Runner takes 2 net damage."]
    assert steps(ruling, "Complete Image: Sure Gamble was trashed: the process repeats.")


def test_bring_them_home_puts_2_random_cards_back_on_the_stack(client):
    """After a trash last turn: 2 cards at random from the grip to the top of the stack (cr/rule_reveal), then the
    action phase ends: 2[click] unspent."""
    ruling = rule(client, after_a_run("Server 1", {"hq": ["Bring Them Home"], "rd": ["Tithe", "Palisade"],
                                                   "servers": remote("PAD Campaign")}, ["play Bring Them Home"],
                                      {"trash PAD Campaign": "yes"},
                                      {"grip": ["Sure Gamble", "Jailbreak", "Bravado"], "stack": ["Spree"]}),
                  {"runner.grip": {"count": 1}, "runner.stack": {"count": 3}, "corp.clicks": 2})
    assert "rule_reveal" in step_cites(steps(ruling, "Bring Them Home: ")[0])


def test_kakurenbo_installs_hostile_takeover_with_2_counters_and_it_is_scored_at_once(client):
    """Kakurenbo trashes Tithe from HQ, turns Archives facedown and installs Hostile Takeover from Archives with 2
    advancement counters: its requirement, and nothing forbids scoring it that turn (cr/rule_score)."""
    ruling = rule(client, corp_turn(
        {"hq": ["Kakurenbo", "Tithe"], "rd": ["Palisade"],
         "archives": ["Hedge Fund", {"card": "Hostile Takeover", "rezzed": False}]},
        [{"corp": "play Kakurenbo"}],
        {"Kakurenbo choice": ["Tithe"], "Kakurenbo install": "Hostile Takeover", "score Hostile Takeover": "yes"}),
        {"corp.agenda_points": 1, "corp.removed": ["Kakurenbo"], "corp.archives_faceup": [], "corp.clicks": 0})
    assert "rule_score" in cited(ruling)


def test_sudden_commandment_draws_from_an_empty_rd_and_at_threat_3_buys_a_click(client):
    """R&D of 2: the mandatory draw, then Sudden Commandment's "Draw 2" finds R&D empty: the Runner wins
    (cr/rule_empty_rnd). With enough cards, at Threat 3 its first mandate pays 3[c] for [click]: 2 + 1 = 3."""
    ruling = rule(client, corp_turn({"hq": ["Sudden Commandment", "Hedge Fund"], "rd": ["Palisade", "Tithe"],
                                     "score_area": ["Send a Message"]}, [{"corp": "play Sudden Commandment"}]),
                  {"winner": "runner"})
    assert "rule_empty_rnd" in cited(ruling)
    rule(client, corp_turn({"hq": ["Sudden Commandment", "Hedge Fund"], "rd": ["Palisade", "Tithe", "Ping", "Rime"],
                            "score_area": ["Send a Message"]}, [{"corp": "play Sudden Commandment"}],
                           {"use Sudden Commandment": "yes"}), {"corp.clicks": 3, "corp.credits": 1})


def test_red_level_clearance_key_performance_indicators_and_extract(client):
    """Red Level Clearance: [click] and PAD Campaign installed (2 of 4, cr/rule_choice_instruction). Key Performance
    Indicators: Tithe outside Ping ignoring all costs, and a counter on Hostile Takeover, scored: 5 − 1 + 7. Extract:
    6[c], and PAD Campaign trashed for 3 more."""
    rule(client, corp_turn({"hq": ["Red Level Clearance", "PAD Campaign"], "rd": ["Palisade", "Tithe", "Ping"]},
                           [{"corp": "play Red Level Clearance"}],
                           {"Red Level Clearance choice": ["gain [click]", "install 1 non-agenda card from HQ"],
                            "Red Level Clearance install": "PAD Campaign", "rez PAD Campaign": "no"}),
         {"corp.clicks": 3, "corp.servers.Server 1.root": ["PAD Campaign"]})
    rule(client, corp_turn({"hq": ["Key Performance Indicators", "Tithe"], "rd": ["Palisade", "Ping"],
                            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 1}]},
                                        "HQ": {"ice": [rezzed("Ping")]}}},
                           [{"corp": "play Key Performance Indicators"}],
                           {"Key Performance Indicators choice": ["install 1 piece of ice",
                                                                  "place 1 advancement counter"],
                            "Key Performance Indicators install": "Tithe",
                            "Key Performance Indicators install where": "HQ", "score Hostile Takeover": "yes"}),
         {"corp.credits": 11, "corp.agenda_points": 1, "corp.servers.HQ.ice": ["Tithe", "Ping"]})
    rule(client, corp_turn({"hq": ["Extract"], "rd": ["Palisade"], "servers": remote(rezzed("PAD Campaign"))},
                           [{"corp": "play Extract"}], {"Extract target": "PAD Campaign"}),
         {"corp.credits": 5 + 1 - 3 + 6 + 3, "corp.archives": ["PAD Campaign", "Extract"]})
