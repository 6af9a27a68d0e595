"""Ninety-six more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge
would, none a topic or card of the first four rounds (test_table_rulings.py to test_table_rulings4.py), all with cards
of today's Standard. Each expected value was worked out from the CR 25.08 and the cards' text before the engine played
it; the rule that decides it is named in each docstring (cr/<source id>) and asserted among the citations of the step
that decides it. Those marked (fixed) found a defect, fixed with the test.

Breakers against ice, strength and "cannot break":
1. Afshar protecting HQ: Buzzsaw's "break up to 2" breaks only 1 printed subroutine; the other resolves.
2. Hagen at 6 − 2 (two icebreakers) against Gauss installed this turn (+3): no boost needed.
3. Semak-samun: an AI breaker is never offered; 3 net damage from 3 cards leaves the Runner alive.
4. Hammer: Nanuq (AI, not a killer) breaks only 1 printed subroutine.
5. Banner: Maskirovka's "End the run." cannot end it; its "Gain 2[c]" still resolves.
6. Revolver breaks with hosted power counters, not credits: only the +3 strength is paid.
7. Sandstone's "when encountered" virus counter lowers its strength before the Runner breaks.
8. Capacitor against a tagged Runner: +2 strength, and 1[c] for each tag.
9. Bathynomus protecting Archives: strength 4, Odore boosts twice.
10. Scatter Field, the only ice protecting its server: strength 4.
11. Pharos with 3 advancements (strength 10) broken by Pressure Spike's Threat 4 "+9 strength" for 5[c] (fixed).
12. Colossus with 3 advancements: 2 tags, a program and a resource trashed.
"When encountered", "when rezzed", "when the Runner passes":
13. Congratulations!: its subroutine, then "when the Runner passes" gives the Corp 1[c] more.
14. Mestnichestvo: the advancement counter spent as it is encountered, then both subroutines.
15. Seraph: the Runner takes 1 tag rather than lose 3[c] as it is encountered.
16. Jaguarundi at Threat 4: the [click] spent avoids its tag, but the subroutine's tag lets the core damage land.
17. Starlit Knight at Threat 4 with 1 tag: 1 "End the run." after the two tags.
18. Flyswatter rezzed during the run purges every virus counter.
19. Anemone rezzed during the run: 2 net damage for a card from HQ, then its subroutine.
20. Stavka rezzed trashing Nico Campaign: strength 7 for the run, Revolver boosts twice.
21. Hafrún rezzed: the Runner's only breaker cannot break for the rest of the run.
Traces and bad publicity:
22. Trebuchet's Trace[6] boosted to 8 against 7[c]: successful, the agenda cannot be stolen.
23. Valentão rezzed by taking 1 bad publicity; "End the run if you have more credits than the Runner".
Subroutines in order, tags and damage:
24. Doomscroll: the first subroutine's tag turns on the third's 2 net damage.
25. Vasilisa places an advancement counter on an agenda in another server.
26. Sorocaban Blade trashes only 1 installed Runner card in the encounter.
27. Ballista: the Corp chooses to trash the program rather than end the run.
28. F2P's own break ability cannot be used by a tagged Runner.
29. Týr broken by losing [click]s: the Corp gets +1 allotted [click] for each.
30. Logjam rezzed: 1 + 3 card types among faceup cards in Archives.
Agendas stolen, "when accessed" in R&D and HQ:
31. Tomorrowʼs Headline stolen from R&D: 1 tag.
32. The Basalt Spire stolen from a remote: the Corp adds a card from Archives to HQ.
33. Next Big Thing stolen: its agenda counter goes on it in the Runner's score area.
34. Increased Drop Rates accessed in R&D: no tag taken, so the Corp's bad publicity goes.
35. Mavirus accessed in R&D (unrezzed): purge, no net damage.
36. Mavirus rezzed in HQ's root: purge and 1 net damage.
Upgrades firing during the run:
37. Yakov Erikovich Avdakov: the Runner's trash of PAD Campaign gives the Corp 2[c].
38. Reduced Service with 2 power counters: the run costs 4[c] more.
39. Tucana: an agenda stolen from its root lets the Corp install and rez Palisade for 0[c], protecting a new remote
    (fixed).
40. Adrian Seis: the bids differ, so the Runner cannot access the agenda.
41. ZATO City Grid: the Corp trashes Sorocaban Blade to resolve its "Trash 1 installed program".
Identities:
42. Thule Subsea: [click] and 2[c] paid, no core damage.
43. Earth Station: 1[c] more to run HQ.
44. GameNET: the Corp gains 1[c] when its ice makes the Runner lose credits during a run.
45. Zahya Sadeghi: 2 accesses on Jailbreak's R&D run, 2[c].
46. Mercury: no subroutine broken, 1 more card from R&D.
47. Barry "Baz" Wong installs a resource when the Corp rezzes ice.
48. BANGUN: a faceup installed agenda accessed: 2 meat damage and a tag, then the steal.
49. Ryō "Phoenix" Ōno: a successful run after a subroutine resolved: 1[c], and the Corp trashes a card from HQ.
Trojans and the ice they host:
50. Hush strips Afshar's HQ restriction: Buzzsaw breaks both.
51. Monkeywrench: host ice −2, the other ice −1, strengths below 0.
52. Pelangi makes Maskirovka a code gate for Buzzsaw.
53. Umbrella interfaces only with ice hosting a trojan.
54. Euler installed this turn breaks for 0[c].
55. Curupira spends 3 power counters to bypass a barrier.
Install ignoring all costs, the Corp's paid abilities:
56. Synapse Global installs ice free when the Runner removes a tag.
57. LEO Construction trashes Týr to end the run.
58. Drafter adds Palisade to HQ, then installs it free, outward of the Runner.
59. Vaporframe Fabricator trashed by the Runner installs Palisade free.
60. Sebastião: the Corp trashes a card from HQ to trash a connection, said as HQ, not "your grip" (fixed).
Bad publicity credits, damage prevention, accessing:
61. Bad publicity credits pay Buzzsaw; the unspent one is lost as the run ends.
62. Audrey v2 gets a counter for a trashed access and breaks Afshar with it.
63. Prāna Condenser: the Corp prevents its own net damage for 3[c].
64. Eye for an Eye: a tag and 2 cards from HQ.
65. Gourmand trashes PAD Campaign for free and draws.
The Corp's turn: scoring and agendas' abilities:
66. Regulatory Capture with 3 bad publicity scored from 3 advancements.
67. Artificial Cryptocrash takes only the 5[c] the Runner has.
68. Élivágar Bifurcation scored derezzes the Corp's own ice.
69. See How They Run: matching bids, a tag and 1 net damage.
70. Architect Deployment Test installs and rezzes PAD Campaign from the top 5, ignoring all costs.
71. Oracle Thinktank in the Runner's score area shuffled back for [click] and a tag.
72. Next Big Thing in the Runner's score area draws the Corp 4.
73. Mitosis: an agenda advanced to its requirement cannot be scored that turn.
74. Above the Law trashes Daeg, whose pending charge never resolves, with the rule that says so (fixed).
75. Hoshiko Shiro flips as the turn ends after an access.
More ice: rez abilities, threat, "cannot":
76. Hákarl 1.0 rezzed: the Runner cannot use its own "Lose [click]" break.
77. Unsmiling Tsarevna rezzed: only 1 subroutine broken; "use" asked without its subroutine's "you may" (fixed).
78. Brasília Government Grid derezzes Palisade for +3 strength.
79. Vovô Ozetti: Maskirovka rezzed for 1[c].
80. Mitra Aman swaps the approached ice for Ice Wall from HQ.
81. Attini at Threat 3: the Runner cannot pay to avoid the damage; below it they are asked.
82. N-Pot at Threat 3 still ends the run after one break.
83. Piranhas: the draw, then more cards in HQ than in the grip ends the run.
84. Saisentan: 1 more net damage for each event its subroutines trash.
85. Syailendra with 3 advancements advances an agenda in another server twice.
86. Klevetnik blanks a resource until the end of the Corp's next turn, said once (fixed).
87. Boto at Threat 4: strength 6, ends the run for a card from HQ.
88. Lycian Multi-Munition rezzed as sentry and barrier is no code gate.
Virus counters:
89. Purging takes the virus counters off the Corp's Sandstone too, returned to the bank, with the rule (fixed).
90. Business As Usual clears one card's virus counters, which is no purge.
Advancing and scoring without the advance action:
91. Seamless Launch advances only a card installed before this turn.
92. Shipment from Vladisibirsk: refused with 1 tag; with 2, a card asked for each counter, scored from 0 (fixed).
Bypassing:
93. Malandragem bypasses once per turn below Threat 4; "use" asked without its inactive Threat 4 line (fixed).
94. Malandragem at Threat 4: its two abilities ordered by their words (fixed), then removed to bypass the next ice.
95. Hammer lets Revolver, a killer, break all three.
96. Fransofia Ward cannot bypass once the rez leaves the Corp below 15[c].
"""

from tests.web.test_table_rulings import cited, rule
from tests.web.test_table_rulings2 import refusal
from tests.web.test_table_rulings3 import asked, step_cites, steps

GRIP3 = ["Sure Gamble", "Jailbreak", "Bravado"]
THREAT4 = ["Send a Message", "Hostile Takeover"]  # 3 + 1 agenda points


def remote(ice: list, root: list | None = None) -> dict:
    return {"Server 1": {"ice": ice, "root": root or ["PAD Campaign"]}}


def run_s1(runner: dict, corp: dict, decisions: dict | None = None) -> dict:
    return {"runner": runner, "corp": corp, "actions": [{"runner": "run Server 1"}], "decisions": decisions or {}}


def deciding(ruling: dict) -> str:
    return ruling["deciding"]["text"]


def trace_texts(ruling: dict) -> list[str]:
    return [s["text"] for s in ruling["trace"]]


# --- breakers against ice ------------------------------------------------------------------------------------------

def test_afshar_protecting_hq_lets_buzzsaw_break_only_one_subroutine(client):
    """"While this ice is protecting HQ, the Runner cannot break more than 1 of its printed subroutines": Buzzsaw's
    "break up to 2" is not offered whole, only "some", and the note says why (cr/rule_cannot_precedence). The Runner
    breaks "End the run."; "The Runner loses 2[c]" resolves (cr/step_resolve_subroutine): 5 − 1 − 2 = 2[c]."""
    board = {"runner": {"credits": 5, "rig": ["Buzzsaw"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Afshar"]}}},
             "actions": [{"runner": "run HQ"}], "decisions": {}}
    question = asked(client, board)
    assert question["options"] == ["no", "Buzzsaw: some subroutines"]
    assert question["notes"][0].startswith("Buzzsaw: Buzzsaw cannot break those subroutines of Afshar")
    ruling = rule(client, dict(board, decisions={"break Afshar": "Buzzsaw: some subroutines",
                                                 "break Afshar with Buzzsaw": "2: End the run.", "jack out": "no"}),
                  {"runner.credits": 2, "runs.0.outcome": "successful"})
    [lost] = steps(ruling, "Afshar's subroutine: the Runner loses 2[c]")
    assert "step_resolve_subroutine" in step_cites(lost)


def test_hagen_with_two_icebreakers_meets_gauss_installed_this_turn_without_a_boost(client):
    """Hagen gets −1 strength for each installed icebreaker: 6 − 2 = 4. Gauss "gets +3 strength for the remainder of
    the turn" as it is installed: 1 + 3 = 4, enough (cr/rule_icebreaker_interface_strength). 6 − 2 (install) − 2
    (two subroutines at 1[c]) = 2[c]."""
    ruling = rule(client, {"runner": {"credits": 6, "grip": ["Gauss"], "rig": ["Buzzsaw"]},
                           "corp": {"servers": remote(["Hagen"])},
                           "actions": [{"runner": "install Gauss"}, {"runner": "run Server 1"}],
                           "decisions": {"jack out": "no", "break Hagen": "Gauss"}},
                  {"runs.0.encounters.0.strength": 4, "runner.credits": 2, "runs.0.outcome": "successful"})
    assert not steps(ruling, "Gauss gets +2 strength")
    [broke] = steps(ruling, "Gauss breaks subroutine 2 of Hagen")
    assert "rule_icebreaker_interface_strength" in step_cites(broke)


def test_semak_samun_is_not_broken_by_an_ai_and_3_net_damage_from_3_cards_is_no_flatline(client):
    """"The Runner cannot break the printed subroutine on this ice except using a fracter": Nanuq is not offered, no
    break question is asked. Suffering 3 net damage with 3 cards empties the grip but flatlines only with more damage
    than cards (cr/rule_flatline); the run goes on to the server."""
    board = run_s1({"credits": 3, "grip": GRIP3, "rig": ["Nanuq"]}, {"servers": remote(["Semak-samun"])})
    assert asked(client, board)["name"] == "Semak-samun choice"
    ruling = rule(client, dict(board, decisions={"Semak-samun choice": "suffer 3 net damage", "jack out": "no"}),
                  {"runner.grip": [], "winner": None, "runs.0.outcome": "successful"})
    assert ruling["verdict"][0].startswith("The run on Server 1 is successful")


def test_hammer_lets_nanuq_break_only_one_printed_subroutine(client):
    """Hammer: "the Runner cannot break more than 1 of its printed subroutines except using killers". Nanuq (an AI)
    boosts to 4 (1[c]) and breaks only the third ("trash a program that is not a decoder, fracter or killer", which
    would take Nanuq itself) for 2[c]; the tag resolves, and there is no resource or hardware to trash."""
    board = run_s1({"credits": 6, "rig": ["Nanuq"]}, {"servers": remote(["Hammer"])})
    question = asked(client, board)
    assert question["options"] == ["no", "Nanuq: some subroutines"]
    ruling = rule(client, dict(board, decisions={
        "break Hammer": "Nanuq: some subroutines",
        "break Hammer with Nanuq": "3: Trash 1 installed program that is not a decoder, fracter, or killer.",
        "jack out": "no"}), {"runner.credits": 3, "runner.tags": 1, "runner.rig": ["Nanuq"]})
    assert steps(ruling, "Nanuq breaks subroutine 3 of Hammer")


def test_banner_stops_maskirovka_ending_the_run_but_not_its_gain(client):
    """Banner's "Subroutines on the barrier you are encountering cannot end the run for the remainder of this
    encounter" breaks nothing: both subroutines resolve, the Corp gains 2[c], the "End the run." does nothing
    (cr/rule_cannot_precedence), and the run is successful."""
    ruling = rule(client, run_s1({"credits": 2, "rig": ["Banner"]}, {"credits": 5, "servers": remote(["Maskirovka"])},
                                 {"abilities at encounter Maskirovka": "Banner", "jack out": "no"}),
                  {"corp.credits": 7, "runner.credits": 0, "runs.0.outcome": "successful"})
    assert ruling["verdict"][0].startswith("The run on Server 1 is successful")


def test_revolver_breaks_doomscroll_with_hosted_power_counters(client):
    """Revolver's "[trash] or hosted power counter: Break 1 sentry subroutine": three counters break the three
    subroutines; only "2[c]: +3 strength" costs credits (1 + 3 = 4 ≥ 3, cr/rule_icebreaker_interface_strength)."""
    rule(client, run_s1({"credits": 2, "rig": [{"card": "Revolver", "counters": {"power": 6}}]},
                        {"servers": remote(["Doomscroll"])}, {"break Doomscroll": "Revolver", "jack out": "no"}),
         {"cards.Revolver.counters.power": 3, "runner.credits": 0, "runner.tags": 0, "runs.0.outcome": "successful"})


def test_sandstones_when_encountered_counter_lowers_its_strength_before_the_break(client):
    """"When the Runner encounters this ice, place 1 virus counter on it" resolves as the encounter begins
    (cr/step_encounter_begins), before the Runner may break: 6 − 3 = 3, Gauss boosts once (2[c]) and breaks (1[c])."""
    ruling = rule(client, run_s1({"credits": 3, "rig": ["Gauss"]},
                                 {"servers": remote([{"card": "Sandstone", "counters": {"virus": 2}}])},
                                 {"break Sandstone": "Gauss", "jack out": "no"}),
                  {"cards.Sandstone.counters.virus": 3, "runner.credits": 0, "runs.0.outcome": "successful"})
    [placed] = steps(ruling, "Sandstone's ability places 1 virus counter")
    assert "step_encounter_begins" in step_cites(placed)


def test_capacitor_against_a_runner_with_2_tags(client):
    """"While the Runner is tagged, this ice gets +2 strength": 5. "Gain 1[c] for each tag the Runner has": 2[c];
    then "End the run." (cr/rule_end_the_run)."""
    ruling = rule(client, run_s1({"tags": 2}, {"credits": 5, "servers": remote(["Capacitor"])}),
                  {"runs.0.encounters.0.strength": 5, "corp.credits": 7, "runs.0.outcome": "unsuccessful"})
    assert "rule_end_the_run" in cited(ruling)


def test_bathynomus_protecting_archives_needs_two_odore_boosts(client):
    """"While this ice is protecting Archives, it gets +3 strength": 4. Odore (0) needs +3 twice (6[c]) and 2[c] to
    break: all 8[c] (cr/rule_icebreaker_interface_strength)."""
    ruling = rule(client, {"runner": {"credits": 8, "rig": ["Odore"]},
                           "corp": {"archives": ["Hedge Fund"], "servers": {"Archives": {"ice": ["Bathynomus"]}}},
                           "actions": [{"runner": "run Archives"}],
                           "decisions": {"break Bathynomus": "Odore", "jack out": "no"}},
                  {"runs.0.encounters.0.strength": 4, "runner.credits": 0, "runner.grip": []})
    [broke] = steps(ruling, "Odore breaks subroutine 1 of Bathynomus")
    assert "rule_icebreaker_interface_strength" in step_cites(broke)


def test_scatter_field_alone_on_its_server_is_strength_4(client):
    """"While this ice is the only piece of ice protecting this server, it gets +4 strength": Buzzsaw (3) boosts once
    (3[c]) and breaks both subroutines with one use (1[c])."""
    rule(client, run_s1({"credits": 4, "rig": ["Buzzsaw"]}, {"servers": remote(["Scatter Field"])},
                        {"break Scatter Field": "Buzzsaw", "jack out": "no"}),
         {"runs.0.encounters.0.strength": 4, "runner.credits": 0, "runs.0.outcome": "successful"})


def test_pressure_spike_at_threat_4_breaks_pharos_with_3_advancements_for_5_credits(client):
    """Pharos with 3 advancements is strength 5 + 5 = 10. At Threat 4, Pressure Spike's "2[c]: +9 strength" (once per
    run) takes it from 1 to 10, then 3 × 1[c]: 5[c] in all (cr/rule_icebreaker_interface_strength: any of its
    abilities may raise its strength). The Table refused the break, pricing only "2[c]: +3 strength" three times
    (9[c]); it now uses the +9 first when that is cheaper. Below Threat 4 the +3 three times is the only way."""
    board = run_s1({"credits": 5, "rig": ["Pressure Spike"]},
                   {"score_area": THREAT4, "servers": remote([{"card": "Pharos", "advancement": 3}])},
                   {"break Pharos": "Pressure Spike", "jack out": "no"})
    ruling = rule(client, board, {"runs.0.encounters.0.strength": 10, "runner.credits": 0,
                                  "runs.0.outcome": "successful", "runner.tags": 0})
    [boost] = steps(ruling, "Pressure Spike's ability: Pressure Spike gets +9 strength")
    assert "rule_threat_flag" in step_cites(boost)
    assert not steps(ruling, "Pressure Spike gets +3 strength")
    below = dict(board, runner={"credits": 9, "rig": ["Pressure Spike"]},
                 corp={"score_area": ["Send a Message"], "servers": remote([{"card": "Pharos", "advancement": 3}])})
    ruling = rule(client, below, {"runner.credits": 0, "runs.0.outcome": "successful"})
    assert len(steps(ruling, "Pressure Spike gets +3 strength")) == 3


def test_colossus_with_3_advancements_gives_2_tags_and_trashes_a_program_and_a_resource(client):
    """"If there are 3 or more hosted advancement counters, instead ...": 2 tags, and a program and a resource
    trashed; strength 4 + 3 = 7. No "End the run.": the run goes on."""
    rule(client, run_s1({"rig": ["Buzzsaw", "Daeg, First Net-Cat"]},
                        {"servers": remote([{"card": "Colossus", "advancement": 3}])},
                        {"jack out": "no", "trash PAD Campaign": "no"}),
         {"runs.0.encounters.0.strength": 7, "runner.tags": 2, "runner.rig": [],
          "runner.heap": ["Buzzsaw", "Daeg, First Net-Cat"]})


# --- "when encountered", "when rezzed", "when the Runner passes" ---------------------------------------------------

def test_congratulations_gives_the_corp_1_more_when_the_runner_passes_it(client):
    """Its subroutine: the Corp 2[c], the Runner 1[c]; "When the Runner passes this ice" is met at the pass
    (cr/step_pass_ice): 5 + 2 + 1 = 8."""
    ruling = rule(client, run_s1({"credits": 0}, {"credits": 5, "servers": remote(["Congratulations!"])},
                                 {"jack out": "no"}), {"corp.credits": 8, "runner.credits": 1})
    [passed] = steps(ruling, "Congratulations!'s ability: the Corp gains 1[c]")
    assert "step_pass_ice" in step_cites(passed)


def test_mestnichestvo_spends_its_counter_as_it_is_encountered_then_both_subroutines(client):
    """"When the Runner encounters this ice, you may remove 1 hosted advancement counter. If you do, the Runner loses
    3[c]" (cr/step_encounter_begins), then its subroutines: 8 − 3 − 3 = 2, and the run ends."""
    ruling = rule(client, run_s1({"credits": 8}, {"servers": remote([{"card": "Mestnichestvo", "advancement": 1}])},
                                 {"use Mestnichestvo": "yes"}),
                  {"runner.credits": 2, "cards.Mestnichestvo.counters": {}, "runs.0.outcome": "unsuccessful"})
    [lost] = steps(ruling, "Mestnichestvo's ability: the Runner loses 3[c]")
    assert "step_encounter_begins" in step_cites(lost)


def test_seraph_the_runner_takes_a_tag_rather_than_lose_3_credits_as_it_is_encountered(client):
    """"They lose 3[c] unless they suffer 2 net damage or take 1 tag": the Runner's choice (cr/step_encounter_begins).
    Then all three subroutines: 5 − 3 = 2[c], 2 of 3 cards, a second tag."""
    ruling = rule(client, run_s1({"credits": 5, "grip": GRIP3}, {"servers": remote(["Seraph"])},
                                 {"Seraph choice": "take 1 tag", "jack out": "no"}),
                  {"runner.tags": 2, "runner.credits": 2, "runner.grip": {"count": 1}})
    assert "step_encounter_begins" in cited(ruling) or steps(ruling, "Seraph's ability")


def test_jaguarundi_the_click_spent_avoids_its_tag_but_the_subroutines_tag_lets_the_core_damage_land(client):
    """At Threat 4 (Send a Message and Hostile Takeover: 4 points) Jaguarundi's "when encountered" asks a tag unless
    the Runner spends [click]; they spend it (4 − 1 − 1 = 2[click]). Its first subroutine tags them, so "If the Runner
    is tagged, do 1 core damage" does (cr/sec_damage): 1 core damage, hand size 4."""
    rule(client, run_s1({"credits": 5, "grip": ["Sure Gamble"]},
                        {"score_area": THREAT4, "servers": remote(["Jaguarundi"])},
                        {"Jaguarundi choice": "spend [click]", "jack out": "no", "trash PAD Campaign": "no"}),
         {"runner.clicks": 2, "runner.tags": 1, "runner.core_damage": 1, "runner.hand_size": 4, "runner.grip": [],
          "winner": None})


def test_starlit_knight_at_threat_4_counts_the_tags_as_it_is_encountered(client):
    """X is the number of tags as the encounter begins: 1, so one "End the run." after the two printed subroutines
    (cr/rule_subroutines_added_to_end_default); the two tags it gives do not add more. 1 + 2 = 3 tags."""
    ruling = rule(client, run_s1({"tags": 1}, {"score_area": THREAT4, "servers": remote(["Starlit Knight"])}),
                  {"runner.tags": 3, "runs.0.outcome": "unsuccessful"})
    assert "rule_subroutines_added_to_end_default" in step_cites(steps(ruling, "Starlit Knight's ability: ")[0])


def test_flyswatter_rezzed_during_the_run_purges_every_virus_counter(client):
    """"When you rez this ice during a run against this server, purge virus counters" (cr/rule_purge): Cordyceps and
    Pelangi lose all 4."""
    ruling = rule(client, run_s1(
        {"rig": [{"card": "Cordyceps", "counters": {"virus": 2}}, {"card": "Pelangi", "counters": {"virus": 2}}]},
        {"servers": remote([{"card": "Flyswatter", "rezzed": False}])}, {"rez Flyswatter": "yes"}),
        {"cards.Cordyceps.counters": {}, "cards.Pelangi.counters": {}, "runs.0.outcome": "unsuccessful"})
    [purged] = steps(ruling, "Flyswatter's ability: virus counters are purged")
    assert "rule_purge" in step_cites(purged)


def test_anemone_rezzed_during_the_run_does_2_net_for_a_card_from_hq_then_its_subroutine(client):
    """Rezzed as the Runner approaches it (cr/step_approach_paw): a card from HQ trashed, 2 net damage; then the
    subroutine's 1: the Runner's 3 cards gone, no flatline."""
    ruling = rule(client, run_s1({"grip": GRIP3}, {"hq": ["Hedge Fund"], "servers": remote([
        {"card": "Anemone", "rezzed": False}])}, {"rez Anemone": "yes", "Anemone target": "Hedge Fund",
                                                  "jack out": "no", "trash PAD Campaign": "no"}),
        {"runner.grip": [], "runner.heap": {"count": 3}, "corp.archives": ["Hedge Fund"], "winner": None})
    [damage] = steps(ruling, "Anemone's ability does 2 net damage")
    assert "step_approach_paw" in step_cites(damage)


def test_stavka_rezzed_by_trashing_nico_campaign_is_strength_7_for_the_run(client):
    """"You may trash 1 of your other installed cards. If you do, this ice gets +5 strength for the remainder of the
    run": 7. Revolver boosts twice (1 + 6 = 7, 4[c]) and breaks both with power counters."""
    ruling = rule(client, run_s1({"credits": 5, "rig": [{"card": "Revolver", "counters": {"power": 6}}]},
                                 {"servers": {**remote([{"card": "Stavka", "rezzed": False}]),
                                              "Server 2": {"root": ["Nico Campaign"]}}},
                                 {"rez Stavka": "yes", "Stavka target": "Nico Campaign", "break Stavka": "Revolver",
                                  "jack out": "no"}),
                  {"runs.0.encounters.0.strength": 7, "runner.credits": 1, "cards.Revolver.counters.power": 4,
                   "corp.archives": ["Nico Campaign"]})
    assert "rule_icebreaker_interface_strength" in cited(ruling) or ruling["verdict"]


def test_hafrun_rezzed_stops_the_runners_only_breaker_for_the_run(client):
    """"That card's abilities cannot break subroutines for the remainder of that run": Gauss cannot break Hafrún's
    "End the run." (cr/rule_cannot_precedence), and the run ends."""
    ruling = rule(client, run_s1({"credits": 5, "rig": ["Gauss"]}, {"hq": ["Hedge Fund"], "servers": remote([
        {"card": "Hafrún", "rezzed": False}])}, {"rez Hafrún": "yes", "Hafrún target": "Hedge Fund"}),
        {"runs.0.outcome": "unsuccessful", "runner.credits": 5, "corp.archives": ["Hedge Fund"]})
    [refused] = steps(ruling, "Gauss cannot break subroutines on Hafrún")
    assert "rule_cannot_precedence" in step_cites(refused)


# --- traces and bad publicity --------------------------------------------------------------------------------------

def test_trebuchets_trace_boosted_to_8_beats_7_credits_so_the_agenda_cannot_be_stolen(client):
    """Trace[6] + 2[c] = 8 against link 0 + 7[c]: greater, successful (cr/step_trace_determine_success). "The Runner
    cannot steal or trash Corp cards for the remainder of this run": Offworld Office stays (cr/rule_cannot_precedence)."""
    ruling = rule(client, run_s1({"credits": 7}, {"credits": 10, "servers": remote(["Trebuchet"], ["Offworld Office"])},
                                 {"Corp trace boost Trebuchet": "2", "Runner link boost Trebuchet": "7",
                                  "jack out": "no"}),
                  {"corp.credits": 8, "runner.credits": 0, "runner.agenda_points": 0,
                   "corp.servers[Server 1].root": ["Offworld Office"]})
    [trace] = steps(ruling, "Trebuchet's trace: trace strength 8 against link strength 7: successful")
    assert "step_trace_determine_success" in step_cites(trace)
    assert "rule_cannot_precedence" in cited(ruling)


def test_valentao_rezzed_with_a_bad_publicity_ends_the_run_of_a_poorer_runner(client):
    """"Take 1 bad publicity or remove 1 tag": the Runner has no tag, so the Corp takes the bad publicity
    (cr/rule_additional_cost). 8 − 5 + 2 = 5[c] against 3 − 2 = 1[c]: more, the run ends."""
    ruling = rule(client, run_s1({"credits": 3}, {"credits": 8, "servers": remote([{"card": "Valentão", "rezzed": False}])},
                                 {"rez Valentão": "yes"}),
                  {"corp.bad_publicity": 1, "corp.credits": 5, "runner.credits": 1, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Valentão's subroutine ends it."]


# --- subroutines in order, tags and damage -------------------------------------------------------------------------

def test_doomscrolls_first_tag_turns_on_its_third_subroutine(client):
    """Subroutines resolve one by one (cr/step_resolve_subroutine): 1 tag + 1 = 2 tags, so "Do 2 net damage if the
    Runner has at least 2 tags" does: 1 + 2 = 3 of 4 cards."""
    ruling = rule(client, run_s1({"tags": 1, "grip": [*GRIP3, "Running Hot"]}, {"servers": remote(["Doomscroll"])},
                                 {"jack out": "no", "trash PAD Campaign": "no"}),
                  {"runner.tags": 2, "runner.grip": {"count": 1}, "runner.heap": {"count": 3}})
    [third] = steps(ruling, "Doomscroll's subroutine does 2 net damage")
    assert "step_resolve_subroutine" in step_cites(third)


def test_vasilisa_places_an_advancement_counter_on_an_agenda_in_another_server(client):
    """"You may pay 1[c]. If you do, place 1 advancement counter on an installed card you can advance"
    (cr/step_encounter_begins): any server's card, not only this one's."""
    rule(client, {"runner": {}, "corp": {"credits": 3, "servers": {
        **remote(["Vasilisa"]), "Server 2": {"root": ["Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"use Vasilisa": "yes", "Vasilisa target": "Offworld Office", "jack out": "no",
                      "trash PAD Campaign": "no"}},
        {"corp.credits": 2, "cards[Offworld Office].counters.advancement": 1, "runner.tags": 1})


def test_sorocaban_blade_trashes_only_one_installed_runner_card_per_encounter(client):
    """"You cannot trash more than 1 installed Runner card with this ice during each encounter" (cr/
    rule_cannot_precedence): Daeg goes; the hardware and program subroutines trash nothing."""
    ruling = rule(client, run_s1({"rig": ["Buzzsaw", "Daeg, First Net-Cat", "Swift"]},
                                 {"servers": remote(["Sorocaban Blade"])}, {"jack out": "no", "trash PAD Campaign": "no"}),
                  {"runner.heap": ["Daeg, First Net-Cat"], "runner.rig": ["Buzzsaw", "Swift"]})
    assert "rule_cannot_precedence" in cited(ruling)


def test_ballista_the_corp_trashes_the_program_rather_than_end_the_run(client):
    """"Trash 1 installed program or end the run": the Corp chooses (cr/step_resolve_subroutine); Buzzsaw goes and the
    run goes on."""
    ruling = rule(client, run_s1({"rig": ["Buzzsaw"]}, {"servers": remote(["Ballista"])},
                                 {"Ballista choice": "trash 1 installed program", "jack out": "no",
                                  "trash PAD Campaign": "no"}),
                  {"runner.heap": ["Buzzsaw"], "runs.0.outcome": "successful"})
    assert deciding(ruling) == "Ballista's subroutine trashes Buzzsaw; in the heap it is a new object."


def test_f2p_cannot_be_broken_by_a_tagged_runner(client):
    """"Only the Runner can use this ability, and only if they are not tagged": with 1 tag and 4[c], no break is
    offered (cr/rule_cannot_precedence); both subroutines resolve: 2 tags."""
    ruling = rule(client, run_s1({"credits": 4, "tags": 1}, {"servers": remote(["F2P"])},
                                 {"jack out": "no", "trash PAD Campaign": "no"}),
                  {"runner.tags": 2, "runner.credits": 4})
    [refused] = steps(ruling, "F2P cannot break subroutines on F2P")
    assert "rule_cannot_precedence" in step_cites(refused)


def test_tyr_broken_by_losing_clicks_gives_the_corp_an_allotted_click_for_each(client):
    """Three "Lose [click]: Break 1 subroutine ... The Corp gets +1 allotted [click] for their next turn": the Runner's
    last 3[click], and 3 for the Corp (cr/rule_allotted_clicks)."""
    ruling = rule(client, run_s1({}, {"servers": remote(["Týr"])},
                                 {"break Týr": "Týr", "jack out": "no", "trash PAD Campaign": "no"}),
                  {"runner.clicks": 0, "runs.0.outcome": "successful"})
    extra = steps(ruling, "Týr's ability: the Corp gets +1 allotted [click]")
    assert len(extra) == 3 and "rule_allotted_clicks" in step_cites(extra[0])


def test_logjam_rezzed_counts_card_types_among_faceup_cards_in_archives(client):
    """1 + an operation, a piece of ice and an asset faceup (the facedown card does not count): 4 advancement
    counters, strength 4; "Gain 2[c]. End the run." (cr/rule_end_the_run)."""
    rule(client, run_s1({}, {"credits": 8, "archives": [
        {"card": "Hedge Fund", "faceup": True}, {"card": "Palisade", "faceup": True},
        {"card": "PAD Campaign", "faceup": True}, "Ice Wall"], "servers": remote([{"card": "Logjam", "rezzed": False}])},
        {"rez Logjam": "yes"}),
        {"cards.Logjam.counters.advancement": 4, "runs.0.encounters.0.strength": 4, "corp.credits": 4,
         "runs.0.outcome": "unsuccessful"})


# --- agendas stolen; "when accessed" in R&D and HQ -----------------------------------------------------------------

def test_tomorrows_headline_stolen_from_rd_gives_a_tag(client):
    """"When this agenda is scored or stolen, give the Runner 1 tag": stolen from R&D (cr/step_access_agenda)."""
    ruling = rule(client, {"runner": {}, "corp": {"rd": ["Tomorrowʼs Headline", "Hedge Fund"]},
                           "actions": [{"runner": "run R&D"}], "decisions": {"jack out": "no"}},
                  {"runner.tags": 1, "runner.agenda_points": 2})
    assert "step_access_agenda" in cited(ruling)


def test_the_basalt_spire_stolen_lets_the_corp_take_a_card_back_from_archives(client):
    """"When the Runner steals this agenda, you may add 1 card from Archives to HQ" (cr/step_access_agenda)."""
    rule(client, run_s1({}, {"archives": ["Hedge Fund"], "servers": {"Server 1": {"root": ["The Basalt Spire"]}}},
                        {"jack out": "no", "use The Basalt Spire": "yes", "The Basalt Spire target": "Hedge Fund"}),
         {"corp.hq": ["Hedge Fund"], "corp.archives": [], "runner.agenda_points": 3})


def test_next_big_thing_stolen_gets_its_agenda_counter_in_the_runners_score_area(client):
    """"When this agenda is scored or stolen, place 1 agenda counter on it": it is in the Runner's score area, where
    the Corp can still use it."""
    rule(client, run_s1({}, {"servers": {"Server 1": {"root": ["Next Big Thing"]}}}, {"jack out": "no"}),
         {"cards[Next Big Thing].counters.agenda": 1, "runner.score_area": ["Next Big Thing"]})


def test_increased_drop_rates_accessed_in_rd_removes_the_bad_publicity_unless_a_tag(client):
    """An ambush upgrade in R&D: "they must reveal it" and "remove 1 bad publicity unless they take 1 tag"
    (cr/step_card_accessed): no tag, the Corp's only bad publicity goes."""
    ruling = rule(client, {"runner": {}, "corp": {"bad_publicity": 1, "rd": ["Increased Drop Rates", "Hedge Fund"]},
                           "actions": [{"runner": "run R&D"}],
                           "decisions": {"jack out": "no", "Increased Drop Rates choice": "no",
                                         "trash Increased Drop Rates": "no"}},
                  {"corp.bad_publicity": 0, "runner.tags": 0})
    assert "step_card_accessed" in cited(ruling) or steps(ruling, "Increased Drop Rates")


def test_mavirus_in_rd_is_unrezzed_so_it_purges_without_net_damage(client):
    """"If this upgrade is rezzed, do 1 net damage": a card in R&D is not rezzed; the purge alone
    (cr/rule_purge)."""
    ruling = rule(client, {"runner": {"grip": ["Sure Gamble"], "rig": [{"card": "Cordyceps", "counters": {"virus": 2}}]},
                           "corp": {"rd": ["Mavirus", "Hedge Fund"]}, "actions": [{"runner": "run R&D"}],
                           "decisions": {"jack out": "no", "Mavirus choice": "purge virus counters",
                                         "trash Mavirus": "no"}},
                  {"cards.Cordyceps.counters": {}, "runner.grip": ["Sure Gamble"]})
    assert "rule_purge" in cited(ruling) or steps(ruling, "Mavirus")


def test_mavirus_rezzed_in_hqs_root_purges_and_does_1_net_damage(client):
    """In HQ's root and rezzed, both: the counters go, and 1 net damage."""
    rule(client, {"runner": {"grip": ["Sure Gamble"], "rig": [{"card": "Cordyceps", "counters": {"virus": 2}}]},
                  "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"root": [{"card": "Mavirus", "rezzed": True}]}}},
                  "actions": [{"runner": "run HQ"}],
                  "decisions": {"jack out": "no", "access order": "Mavirus", "Mavirus choice": "purge virus counters",
                                "trash Mavirus": "no"}},
         {"cards.Cordyceps.counters": {}, "runner.grip": []})


# --- upgrades during the run ---------------------------------------------------------------------------------------

def test_yakov_gives_the_corp_2_credits_when_the_runner_trashes_a_card_in_its_root(client):
    """"Whenever a player trashes a card ... from the root of this server": the Runner's trash of PAD Campaign
    (cr/step_mid_access_ability): 1 + 2 = 3[c]."""
    ruling = rule(client, run_s1({"credits": 5}, {"credits": 1, "servers": {"Server 1": {"root": [
        "PAD Campaign", {"card": "Yakov Erikovich Avdakov", "rezzed": True}]}}},
        {"jack out": "no", "access order": "PAD Campaign", "trash PAD Campaign": "yes"}),
        {"corp.credits": 3, "runner.credits": 1, "corp.archives": ["PAD Campaign"]})
    [gained] = steps(ruling, "Yakov Erikovich Avdakov's ability: the Corp gains 2[c]")
    assert "step_mid_access_ability" in step_cites(gained)


def test_reduced_service_with_2_counters_makes_the_run_cost_4_credits(client):
    """"As an additional cost to run this server, the Runner must pay 2[c] for each hosted power counter"
    (cr/rule_additional_cost_to_run): 4[c], paid as the server is announced."""
    ruling = rule(client, run_s1({"credits": 4}, {"servers": {"Server 1": {"root": [
        "PAD Campaign", {"card": "Reduced Service", "rezzed": True, "counters": {"power": 2}}]}}},
        {"jack out": "no", "access order": "PAD Campaign"}), {"runner.credits": 0})
    assert "rule_additional_cost_to_run" in cited(ruling) or steps(ruling, "As an additional cost to run Server 1")


def test_tucana_installs_and_rezzes_palisade_free_protecting_a_new_remote_when_an_agenda_is_stolen(client):
    """"Whenever an agenda is scored or stolen from the root of this server, you may search R&D for 1 piece of ice ...
    Install and rez that ice, paying a total of 3[c] less": Palisade (install 0, rez 3) for nothing. Ice may be
    installed protecting a new remote server (cr/rule_creating_remote_servers): Tucana offered only the existing
    servers; it now offers "new remote" as installing does."""
    board = run_s1({}, {"credits": 3, "rd": ["Hedge Fund", "Palisade"], "servers": {"Server 1": {"root": [
        "Offworld Office", {"card": "Tucana", "rezzed": True}]}}},
        {"jack out": "no", "access order": "unrezzed card in the root of Server 1", "use Tucana": "yes",
         "Tucana target": "Palisade"})
    assert asked(client, board)["options"] == ["HQ", "R&D", "Archives", "Server 1", "new remote"]
    ruling = rule(client, dict(board, decisions={**board["decisions"], "Tucana choice": "new remote",
                                                 "trash Tucana": "no"}),
                  {"corp.credits": 3, "runner.agenda_points": 2, "corp.servers[Server 2].ice": ["Palisade"],
                   "cards.Palisade.rezzed": True})
    [created] = steps(ruling, "Tucana's ability: the Corp creates a new remote server, Server 2")
    assert "rule_creating_remote_servers" in step_cites(created)


def test_adrian_seis_bids_differ_so_the_runner_accesses_only_the_upgrade(client):
    """The psi game as the run is successful (cr/step_run_declared_successful): 1 and 0 differ, "the Runner cannot
    access cards other than this upgrade": Offworld Office stays."""
    rule(client, run_s1({"credits": 3}, {"credits": 3, "servers": {"Server 1": {"root": [
        "Offworld Office", {"card": "Adrian Seis", "rezzed": True}]}}},
        {"jack out": "no", "Corp psi bid Adrian Seis": "1", "Runner psi bid Adrian Seis": "0",
         "trash Adrian Seis": "no"}),
        {"corp.credits": 2, "runner.credits": 3, "runner.agenda_points": 0})


def test_zato_city_grid_trashes_sorocaban_blade_to_resolve_its_program_subroutine(client):
    """ZATO gives its server's ice "When the Runner encounters this ice, choose 1 subroutine on it. You may trash this
    ice to resolve that subroutine" (cr/step_encounter_begins): Buzzsaw goes with the ice; no ice left to encounter."""
    rule(client, run_s1({"rig": ["Buzzsaw"]}, {"servers": {"Server 1": {"ice": ["Sorocaban Blade"], "root": [
        "PAD Campaign", {"card": "ZATO City Grid", "rezzed": True}]}}},
        {"jack out": "no", "use ZATO City Grid": "yes", "ZATO City Grid choice": "3: Trash 1 installed program.",
         "access order": "PAD Campaign", "trash PAD Campaign": "no", "trash ZATO City Grid": "no"}),
        {"runner.heap": ["Buzzsaw"], "corp.archives": ["Sorocaban Blade"]})


# --- identities ----------------------------------------------------------------------------------------------------

def test_thule_subsea_the_runner_spends_a_click_and_2_credits_to_avoid_the_core_damage(client):
    """"Whenever the Runner steals an agenda, do 1 core damage unless they spend [click] and 2[c]": both paid
    (cr/rule_cost): 4 − 1 − 1 = 2[click], 3[c], no core damage."""
    rule(client, {"runner": {"credits": 5, "grip": ["Sure Gamble"]},
                  "corp": {"identity": "Thule Subsea: Safety Below", "hq": ["Offworld Office"]},
                  "actions": [{"runner": "run HQ"}],
                  "decisions": {"jack out": "no", "Thule Subsea: Safety Below choice": "spend [click] and 2[c]"}},
         {"runner.clicks": 2, "runner.credits": 3, "runner.core_damage": 0, "runner.agenda_points": 2})


def test_earth_station_asks_1_credit_more_to_run_hq(client):
    """"As an additional cost to run HQ, the Runner must pay 1[c]" (cr/rule_additional_cost_to_run)."""
    ruling = rule(client, {"runner": {"credits": 1}, "corp": {"identity": "Earth Station: SEA Headquarters",
                                                               "hq": ["Hedge Fund"]},
                           "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}},
                  {"runner.credits": 0, "runs.0.outcome": "successful"})
    assert "rule_additional_cost_to_run" in cited(ruling)


def test_gamenet_gains_a_credit_when_its_ice_makes_the_runner_lose_credits(client):
    """"Whenever a Corp card ability causes the Runner to spend or lose at least 1[c] during a run, gain 1[c]":
    Mestnichestvo's subroutine (8 − 3 = 5); its "when encountered" has no counter to spend."""
    rule(client, run_s1({"credits": 8}, {"identity": "GameNET: Where Dreams are Real", "credits": 0,
                                         "servers": remote(["Mestnichestvo"])}),
         {"corp.credits": 1, "runner.credits": 5, "runs.0.outcome": "unsuccessful"})


def test_zahya_gains_a_credit_for_each_card_accessed_on_jailbreaks_rd_run(client):
    """Jailbreak's additional access: 2 cards from R&D; "When a run on HQ or R&D ends ... gain 1[c] for each time you
    accessed a card" (cr/step_run_complete): 2[c]."""
    rule(client, {"runner": {"identity": "Zahya Sadeghi: Versatile Smuggler", "credits": 0, "grip": ["Jailbreak"]},
                  "corp": {"rd": ["Hedge Fund", "Ice Wall", "Palisade"]},
                  "actions": [{"runner": "play Jailbreak on R&D"}],
                  "decisions": {"jack out": "no", "use Zahya Sadeghi": "yes"}},
         {"runner.credits": 2, "runs.0.accessed": ["Hedge Fund", "Ice Wall"]})


def test_mercury_accesses_one_more_card_from_rd_when_no_subroutine_was_broken(client):
    """"When you breach HQ or R&D during a run, if you did not break any subroutines during that run, you may access 1
    additional card" (cr/step_breach)."""
    ruling = rule(client, {"runner": {"identity": "Mercury: Chrome Libertador"},
                           "corp": {"rd": ["Hedge Fund", "Ice Wall", "Palisade"]},
                           "actions": [{"runner": "run R&D"}], "decisions": {"jack out": "no", "use Mercury": "yes"}},
                  {"runs.0.accessed": ["Hedge Fund", "Ice Wall"]})
    assert "step_breach" in cited(ruling)


def test_barry_baz_wong_installs_a_resource_when_the_corp_rezzes_ice(client):
    """"Whenever the Corp rezzes a piece of ice, you may install 1 resource or piece of hardware from your grip":
    Daeg, paying its 1[c] (cr/step_approach_paw)."""
    rule(client, run_s1({"identity": "Barry “Baz” Wong: Tri-Maf Veteran", "grip": ["Daeg, First Net-Cat"]},
                        {"servers": remote([{"card": "Ice Wall", "rezzed": False}])},
                        {"rez Ice Wall": "yes", "use Barry “Baz” Wong": "yes",
                         "Barry “Baz” Wong: Tri-Maf Veteran target": "Daeg, First Net-Cat"}),
         {"runner.rig": ["Daeg, First Net-Cat"], "runner.credits": 4, "runs.0.outcome": "unsuccessful"})


def test_bangun_a_faceup_agenda_accessed_does_2_meat_damage_and_a_tag_before_the_steal(client):
    """"Whenever the Runner accesses a faceup installed agenda, do 2 meat damage and give the Runner 1 tag"
    (cr/step_card_accessed), then the steal (cr/step_access_agenda)."""
    ruling = rule(client, run_s1({"grip": ["Sure Gamble", "Jailbreak"]}, {
        "identity": "BANGUN: When Disaster Strikes",
        "servers": {"Server 1": {"root": [{"card": "Offworld Office", "faceup": True}]}}}, {"jack out": "no"}),
        {"runner.grip": [], "runner.tags": 1, "runner.agenda_points": 2})
    [meat] = steps(ruling, "BANGUN: When Disaster Strikes's ability does 2 meat damage")
    assert "step_card_accessed" in step_cites(meat)


def test_ryo_a_run_successful_after_a_subroutine_resolved_trashes_a_card_from_hq(client):
    """Congratulations!'s subroutine resolved: as the run is successful (cr/step_run_declared_successful), 1[c] and
    the Corp trashes 1 card from HQ of its choice."""
    ruling = rule(client, {"runner": {"identity": "Ryō “Phoenix” Ōno: Out of the Ashes"},
                           "corp": {"hq": ["Hedge Fund", "Ice Wall"], "servers": {"HQ": {"ice": ["Congratulations!"]}}},
                           "actions": [{"runner": "run HQ"}],
                           "decisions": {"jack out": "no",
                                         "Ryō “Phoenix” Ōno: Out of the Ashes target": "Ice Wall"}},
                  {"runner.credits": 7, "corp.archives": ["Ice Wall"], "corp.hq": ["Hedge Fund"]})
    assert "step_run_declared_successful" in cited(ruling) or steps(ruling, "Ryō")


# --- trojans and the ice they host ---------------------------------------------------------------------------------

def test_hush_strips_afshars_hq_restriction_so_buzzsaw_breaks_both(client):
    """Hush: "Host ice cannot gain abilities and loses all abilities except its printed subroutines": Afshar's
    "cannot break more than 1" is gone, so Buzzsaw's one use breaks both (cr/rule_icebreaker_interface_subtype)."""
    rule(client, {"runner": {"credits": 5, "rig": ["Buzzsaw"]},
                  "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Afshar", "hosted": ["Hush"]}]}}},
                  "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "break Afshar": "Buzzsaw"}},
         {"runner.credits": 4, "runs.0.encounters.0.fully_broken": True, "runs.0.outcome": "successful"})


def test_monkeywrench_lowers_its_host_by_2_and_the_other_ice_by_1(client):
    """Host ice −2 (Afshar 1 → −1: a value can be negative, cr/rule_integers), the other ice protecting the server −1
    (Scatter Field, not alone: 0 → −1); Buzzsaw breaks both without a boost: 2[c]."""
    rule(client, run_s1({"credits": 5, "rig": ["Buzzsaw"]},
                        {"servers": remote([{"card": "Afshar", "hosted": ["Monkeywrench"]}, "Scatter Field"])},
                        {"jack out": "no", "break Afshar": "Buzzsaw", "break Scatter Field": "Buzzsaw"}),
         {"runs.0.encounters.0.strength": -1, "runs.0.encounters.1.strength": -1, "runner.credits": 3})


def test_pelangi_makes_maskirovka_a_code_gate_for_buzzsaw(client):
    """Pelangi's hosted virus counter: "The ice you are encountering gains that subtype": Maskirovka a code gate
    too, which Buzzsaw (strength 3) breaks for 1[c] (cr/rule_icebreaker_interface_subtype)."""
    passes = {f"abilities at {w}": "pass" for w in ("Runner turn start", "Runner turn begins", "initiation on Server 1",
                                                   "approach Maskirovka", "movement after Maskirovka",
                                                   "movement before Server 1", "Runner action phase")}
    ruling = rule(client, run_s1({"credits": 5, "rig": ["Buzzsaw", {"card": "Pelangi", "counters": {"virus": 2}}]},
                                 {"servers": remote(["Maskirovka"])},
                                 {**passes, "abilities at encounter Maskirovka": "Pelangi", "Pelangi choice": "code gate",
                                  "break Maskirovka": "Buzzsaw", "jack out": "no", "trash PAD Campaign": "no"}),
                  {"cards.Pelangi.counters.virus": 1, "runner.credits": 4, "runs.0.outcome": "successful"})
    [broke] = steps(ruling, "Buzzsaw breaks subroutines 1 and 2 of Maskirovka")
    assert "rule_icebreaker_interface_subtype" in step_cites(broke)


def test_umbrella_interfaces_only_with_ice_hosting_a_trojan(client):
    """"This program can only interface with ice hosting a trojan": against a bare Afshar it is not offered and the
    run ends; with Pichação on Afshar it breaks both for 2[c] and each player may draw 1 card."""
    bare = rule(client, run_s1({"credits": 5, "rig": ["Umbrella"]}, {"servers": remote(["Afshar"])}),
                {"runner.credits": 3, "runs.0.outcome": "unsuccessful"})
    assert not steps(bare, "The Runner uses Umbrella")
    rule(client, run_s1({"credits": 5, "rig": ["Umbrella"], "stack": ["Sure Gamble"]},
                        {"rd": ["Hedge Fund", "Ice Wall"], "servers": remote([{"card": "Afshar", "hosted": ["Pichação"]}])},
                        {"break Afshar": "Umbrella", "jack out": "no", "use Umbrella": "yes", "Umbrella choice": "yes",
                         "use Pichação": "no"}),
         {"runner.credits": 3, "runner.grip": ["Sure Gamble"], "corp.hq": ["Hedge Fund"], "runs.0.outcome": "successful"})


def test_euler_installed_this_turn_breaks_for_nothing(client):
    """"0[c]: Break 1 code gate subroutine. Use this ability only if this program was installed this turn": both of
    Afshar's subroutines for 0[c] after its 2[c] install."""
    rule(client, {"runner": {"credits": 2, "grip": ["Euler"]}, "corp": {"servers": remote(["Afshar"])},
                  "actions": [{"runner": "install Euler"}, {"runner": "run Server 1"}],
                  "decisions": {"break Afshar": "Euler", "jack out": "no"}},
         {"runner.credits": 0, "runs.0.encounters.0.fully_broken": True, "runs.0.outcome": "successful"})


def test_curupira_spends_3_counters_to_bypass_a_barrier(client):
    """"Whenever you encounter a barrier, you may spend 3 hosted power counters to bypass it" (cr/step_encounter_begins):
    no subroutine resolves, the Corp gains nothing."""
    rule(client, run_s1({"credits": 0, "rig": [{"card": "Curupira", "counters": {"power": 3}}]},
                        {"credits": 5, "servers": remote(["Maskirovka"])}, {"jack out": "no", "use Curupira": "yes"}),
         {"cards.Curupira.counters": {}, "corp.credits": 5, "runs.0.encounters.0.bypassed_by": "Curupira's ability",
          "runs.0.outcome": "successful"})


# --- install ignoring all costs, the Corp's paid abilities -----------------------------------------------------------

def test_synapse_global_installs_ice_free_when_the_runner_removes_a_tag(client):
    """"The first time each turn a tag is removed, you may reveal and install 1 card from HQ, ignoring all costs":
    the Runner's own basic action removes it (cr/runner_basic_action_remove_tag); Palisade protects HQ for 0[c]."""
    ruling = rule(client, {"runner": {"tags": 1, "credits": 5}, "corp": {
        "identity": "Synapse Global: Faster than Thought", "hq": ["Palisade"]}, "actions": [{"runner": "remove tag"}],
        "decisions": {"use Synapse Global": "yes", "Synapse Global: Faster than Thought install": "Palisade",
                      "Synapse Global: Faster than Thought install where": "HQ"}},
        {"runner.tags": 0, "runner.credits": 3, "corp.credits": 5, "corp.servers[HQ].ice": ["Palisade"]})
    assert "runner_basic_action_remove_tag" in step_cites(steps(ruling, "The Runner spends [click] to remove tag")[0])


def test_leo_construction_trashes_tyr_to_end_the_run(client):
    """"Trash 1 rezzed bioroid card in the root of or protecting the attacked server: End the run": a paid ability in
    the encounter's window (cr/step_encounter_paw)."""
    ruling = rule(client, run_s1({}, {"identity": "LEO Construction: Labor Solutions", "servers": remote(["Týr"])},
                                 {"abilities at initiation on Server 1": "pass", "abilities at approach Týr": "pass",
                                  "abilities at encounter Týr": "LEO Construction: Labor Solutions (trash 1 rezzed "
                                  "bioroid card in the root of or protecting the attacked server: End the run.)"}),
                  {"corp.archives": ["Týr"], "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: LEO Construction: Labor Solutions's ability "
                                 "ends it."]
    assert "step_encounter_paw" in cited(ruling)


def test_drafter_brings_palisade_back_and_installs_it_free_outward_of_the_runner(client):
    """Its first subroutine adds Palisade from Archives to HQ, its second installs it ignoring all costs: outermost
    on Server 1, outward of the Runner, who will not approach it (cr/rule_ice_change_outward)."""
    ruling = rule(client, run_s1({}, {"archives": ["Palisade"], "servers": remote(["Drafter"])},
                                 {"Drafter target": "Palisade", "Drafter choice": {"install": "Palisade", "in": "Server 1"},
                                  "jack out": "no", "trash PAD Campaign": "no"}),
                  {"corp.servers[Server 1].ice": ["Palisade", "Drafter"], "corp.credits": 5,
                   "runs.0.outcome": "successful"})
    assert "rule_ice_change_outward" in cited(ruling)


def test_vaporframe_fabricator_trashed_by_the_runner_installs_palisade_free(client):
    """"When the Runner trashes this asset, you may install 1 card from HQ, ignoring all costs": Palisade protects
    Server 1 (ice, not in its root)."""
    rule(client, run_s1({"credits": 5}, {"hq": ["Palisade"], "servers": {"Server 1": {"root": [
        {"card": "Vaporframe Fabricator", "rezzed": True}]}}},
        {"jack out": "no", "trash Vaporframe Fabricator": "yes", "use Vaporframe Fabricator": "yes",
         "Vaporframe Fabricator install": "Palisade", "Vaporframe Fabricator install where": "Server 1"}),
        {"runner.credits": 2, "corp.credits": 5, "corp.servers[Server 1].ice": ["Palisade"],
         "corp.archives": ["Vaporframe Fabricator"]})


def test_sebastiao_makes_the_corp_trash_a_card_from_hq_to_trash_a_connection(client):
    """"As an additional cost to trash a connection resource with the basic action, the Corp must trash 1 card from
    HQ" (cr/rule_additional_cost). The trace said the Corp trashed "from your grip" (the cost printed on the Runner's
    identity was labelled by its owner); it now says HQ."""
    ruling = rule(client, {"turn": "corp", "runner": {"identity": "Sebastião Souza Pessoa: Activist Organizer",
                                                      "tags": 1, "rig": ['Debbie "Downtown" Moreira']},
                           "corp": {"hq": ["Hedge Fund", "Ice Wall"], "rd": ["Palisade"]},
                           "actions": [{"corp": 'trash Debbie "Downtown" Moreira'}],
                           "decisions": {"Sebastião Souza Pessoa: Activist Organizer cost": "Hedge Fund"}},
                  {"corp.hq": ["Ice Wall", "Palisade"], "corp.archives": ["Hedge Fund"], "corp.credits": 3,
                   "runner.heap": ['Debbie "Downtown" Moreira']})
    [extra] = steps(ruling, "The Corp pays the additional cost to trash")
    assert extra["text"].endswith(": trash 1 card from HQ.")
    assert "rule_additional_cost" in step_cites(extra)


# --- bad publicity, damage prevention, accessing ---------------------------------------------------------------------

def test_bad_publicity_credits_pay_buzzsaw_and_the_unspent_one_is_lost(client):
    """2 bad publicity: 2[c] for the run (cr/step_initiation_bad_publicity); Buzzsaw's 1[c] comes from them, the
    other is lost as the run ends (cr/rule_bad_publicity_gone_in_run_ends_phase)."""
    ruling = rule(client, run_s1({"credits": 0, "rig": ["Buzzsaw"]}, {"bad_publicity": 2, "servers": remote(["Afshar"])},
                                 {"break Afshar": "Buzzsaw", "jack out": "no"}),
                  {"runner.credits": 0, "runs.0.outcome": "successful"})
    [paid] = steps(ruling, "The Runner pays 1[c] for Buzzsaw's break: 1[c] from bad publicity")
    assert "rule_spend_credits" in step_cites(paid)
    assert "rule_bad_publicity_gone_in_run_ends_phase" in step_cites(steps(ruling, "The Runner loses 1 unspent")[0])


def test_audrey_gets_a_counter_for_a_trashed_access_and_breaks_afshar_with_it(client):
    """"Whenever you trash a card you are accessing, place 1 virus counter": PAD Campaign trashed (4[c]); on the next
    run, "Trash 1 card from your grip: +3 strength" (0 → 3) and "Hosted virus counter: Break up to 2 subroutines"."""
    rule(client, {"runner": {"credits": 4, "grip": ["Sure Gamble"], "rig": ["Audrey v2"]},
                  "corp": {"servers": {"Server 1": {"root": ["PAD Campaign"]},
                                       "Server 2": {"ice": ["Afshar"], "root": ["Nico Campaign"]}}},
                  "actions": [{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                  "decisions": {"jack out": "no", "trash PAD Campaign": "yes", "break Afshar": "Audrey v2"}},
         {"cards[Audrey v2].counters": {}, "runner.heap": ["Sure Gamble"], "runner.credits": 0,
          "runs.1.outcome": "successful"})


def test_prana_condenser_lets_the_corp_prevent_its_own_net_damage_for_3_credits(client):
    """Prāna Condenser's [interrupt]: the Corp prevents 1 of Anemone's 1 net damage (cr/sec_prevent_avoid), takes a
    power counter and 3[c]; the Runner keeps both cards."""
    ruling = rule(client, run_s1({"grip": ["Sure Gamble", "Jailbreak"]}, {"credits": 0, "servers": {
        **remote(["Anemone"]), "Server 2": {"root": [{"card": "Prāna Condenser", "rezzed": True}]}}},
        {"prevent 1 net damage": "Prāna Condenser", "jack out": "no", "trash PAD Campaign": "no"}),
        {"runner.grip": ["Sure Gamble", "Jailbreak"], "corp.credits": 3, "cards[Prāna Condenser].counters.power": 1})
    assert deciding(ruling) == "1 of the 1 net damage is prevented."
    assert "sec_prevent_avoid" in cited(ruling)


def test_eye_for_an_eye_tags_the_runner_and_accesses_2_cards_from_hq(client):
    """"If successful, take 1 tag and access 1 additional card when you breach HQ" (cr/rule_increasing_random_access_
    limit): 2 cards, 1 tag."""
    ruling = rule(client, {"runner": {"grip": ["Eye for an Eye"]}, "corp": {"hq": ["Hedge Fund", "Ice Wall", "Palisade"]},
                           "actions": [{"runner": "play Eye for an Eye"}], "decisions": {"jack out": "no"}},
                  {"runner.tags": 1, "runs.0.accessed": {"count": 2}, "runner.credits": 4})
    assert "rule_increasing_random_access_limit" in cited(ruling)


def test_gourmand_trashes_pad_campaign_for_free_and_draws(client):
    """Gourmand's "Access → [trash]: Trash the non-agenda card you are accessing. If you do, draw 1 card": no trash
    cost paid (cr/step_mid_access_ability)."""
    ruling = rule(client, run_s1({"grip": [], "stack": ["Sure Gamble"], "rig": ["Gourmand"]},
                                 {"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                                 {"jack out": "no", "trash PAD Campaign": "Gourmand"}),
                  {"runner.credits": 5, "runner.grip": ["Sure Gamble"], "runner.heap": ["Gourmand"],
                   "corp.archives": ["PAD Campaign"]})
    assert "step_mid_access_ability" in cited(ruling)


# --- the Corp's turn: scoring and agendas' abilities ---------------------------------------------------------------

def corp_turn(corp: dict, actions: list, decisions: dict, runner: dict | None = None) -> dict:
    return {"turn": "corp", "runner": runner or {}, "corp": {"rd": ["Hedge Fund"], **corp},
            "actions": [{"corp": a} for a in actions], "decisions": decisions}


def test_regulatory_capture_with_3_bad_publicity_is_scored_from_3_advancements(client):
    """"For each bad publicity you have up to 4, this agenda gets −1 advancement requirement": 6 − 3 = 3
    (cr/rule_score)."""
    ruling = rule(client, corp_turn({"bad_publicity": 3, "servers": {"Server 1": {"root": [
        {"card": "Regulatory Capture", "advancement": 2}]}}}, ["advance Regulatory Capture"], {"score": "yes"}),
        {"corp.agenda_points": 2, "corp.score_area": ["Regulatory Capture"]})
    assert deciding(ruling).startswith("The Corp scores Regulatory Capture (3 advancement counters, requirement 3)")
    assert "rule_score" in cited(ruling)


def test_artificial_cryptocrash_takes_only_what_the_runner_has(client):
    """"The Runner loses 7[c]" from 5[c]: all 5, no more (cr/rule_lose_credits)."""
    ruling = rule(client, corp_turn({"servers": {"Server 1": {"root": [
        {"card": "Artificial Cryptocrash", "advancement": 3}]}}}, ["advance Artificial Cryptocrash"], {"score": "yes"},
        {"credits": 5}), {"runner.credits": 0, "corp.agenda_points": 2})
    [lost] = steps(ruling, "Artificial Cryptocrash's ability: the Runner loses 5[c]")
    assert "rule_lose_credits" in step_cites(lost)


def test_elivagar_bifurcation_scored_derezzes_the_corps_own_ice(client):
    """"When you score this agenda, you may derez 1 installed card": any installed card, the Corp's Palisade too
    (cr/rule_derez_by_ability)."""
    ruling = rule(client, corp_turn({"servers": {"HQ": {"ice": ["Palisade"]}, "Server 1": {"root": [
        {"card": "Élivágar Bifurcation", "advancement": 1}]}}}, ["advance Élivágar Bifurcation"],
        {"score": "yes", "use Élivágar Bifurcation": "yes", "Élivágar Bifurcation target": "Palisade"}),
        {"cards.Palisade.rezzed": False, "corp.agenda_points": 1})
    assert "rule_derez_by_ability" in cited(ruling)


def test_see_how_they_run_matching_bids_tag_and_1_net_damage(client):
    """Scored: 1 tag, then a psi game; the bids match (1 and 1, both spent), so 1 net damage, not core
    (cr/sec_psi_games)."""
    ruling = rule(client, corp_turn({"servers": {"Server 1": {"root": [{"card": "See How They Run", "advancement": 3}]}}},
                                    ["advance See How They Run"],
                                    {"score": "yes", "Corp psi bid See How They Run": "1",
                                     "Runner psi bid See How They Run": "1"},
                                    {"credits": 5, "grip": ["Sure Gamble", "Jailbreak"]}),
                  {"runner.tags": 1, "runner.credits": 4, "corp.credits": 3, "runner.grip": {"count": 1},
                   "runner.core_damage": 0})
    assert "sec_psi_games" in cited(ruling) or steps(ruling, "See How They Run's psi game: ")


def test_architect_deployment_test_installs_and_rezzes_from_the_top_5_ignoring_all_costs(client):
    """Scored: the top 5 of R&D after the mandatory draw (Tithe, Palisade, Ice Wall, PAD Campaign, Rime); PAD Campaign
    installed in a new remote and rezzed for 0[c] (cr/rule_ignore_all_costs)."""
    ruling = rule(client, corp_turn({"rd": ["Hedge Fund", "Tithe", "Palisade", "Ice Wall", "PAD Campaign", "Rime"],
                                     "servers": {"Server 1": {"root": [
                                         {"card": "Architect Deployment Test", "advancement": 3}]}}},
                                    ["advance Architect Deployment Test"],
                                    {"score": "yes", "Architect Deployment Test install": "PAD Campaign",
                                     "Architect Deployment Test install where": "new remote"}),
                  {"cards.PAD Campaign.rezzed": True, "corp.credits": 4, "corp.agenda_points": 2})
    [ignored] = steps(ruling, "Architect Deployment Test's ability: the Corp pays PAD Campaign's rez cost, ignored")
    assert "rule_ignore_all_costs" in step_cites(ignored)


def test_oracle_thinktank_in_the_runners_score_area_is_shuffled_back_for_a_click_and_a_tag(client):
    """"[click], remove 1 tag: Shuffle this agenda into R&D. The Corp can use this ability only if this agenda is in
    the Runner's score area" (cr/rule_corp_can_pay_tag_costs): the Runner's point goes with it."""
    ruling = rule(client, corp_turn({}, ["use Oracle Thinktank"], {}, {"tags": 1, "score_area": ["Oracle Thinktank"]}),
                  {"runner.tags": 0, "runner.agenda_points": 0, "corp.rd": {"count": 1}, "corp.clicks": 2})
    assert "rule_corp_can_pay_tag_costs" in step_cites(steps(ruling, "The Corp removes 1 of the Runner's tag")[0])


def test_next_big_thing_in_the_runners_score_area_still_draws_the_corp_4(client):
    """"The Corp can use this ability even if this agenda is in the Runner's score area": draw 4, shuffle 2 back
    (cr/rule_active_exception_catchall)."""
    rule(client, corp_turn({"hq": ["Ice Wall"], "rd": ["Hedge Fund", "Tithe", "Palisade", "Rime", "PAD Campaign"]},
                           ["use Next Big Thing"], {"Next Big Thing choice": ["Ice Wall", "Hedge Fund"]},
                           {"score_area": [{"card": "Next Big Thing", "counters": {"agenda": 1}}]}),
         {"corp.hq": ["Tithe", "Palisade", "Rime", "PAD Campaign"], "corp.rd": {"count": 2},
          "cards[Next Big Thing].counters": {}, "runner.agenda_points": 3})


def test_mitosis_an_agenda_advanced_to_its_requirement_cannot_be_scored_that_turn(client):
    """Mitosis puts 2 advancement counters on Élivágar Bifurcation (requirement 2) and PAD Campaign, each in a new
    remote; "You cannot score or rez either of those cards this turn" (cr/rule_cannot_precedence): a third counter
    changes nothing."""
    ruling = rule(client, corp_turn({"hq": ["Mitosis", "Élivágar Bifurcation", "PAD Campaign"]},
                                    ["play Mitosis", "advance Élivágar Bifurcation"],
                                    {"Mitosis install": "Élivágar Bifurcation", "Mitosis install where": "new remote",
                                     "Mitosis install #2": "PAD Campaign", "Mitosis install where #2": "new remote"}),
                  {"cards[Élivágar Bifurcation].counters.advancement": 3, "corp.score_area": [], "corp.clicks": 0,
                   "corp.credits": 1})
    assert "rule_cannot_precedence" in cited(ruling)


def test_above_the_law_trashes_daeg_so_its_pending_charge_never_resolves(client):
    """Both abilities meet their trigger condition as the agenda is scored; the Corp, active player, resolves Above the
    Law first and trashes Daeg, whose pending ability then never resolves
    (cr/rule_conditional_ability_lose_pending_when_ability_becomes_inactive). The step said so citing only the trigger
    steps; it now cites the rule."""
    ruling = rule(client, corp_turn({"servers": {"Server 1": {"root": [{"card": "Above the Law", "advancement": 2}]}}},
                                    ["advance Above the Law"], {"score": "yes", "use Above the Law": "yes"},
                                    {"rig": ["Daeg, First Net-Cat"]}),
                  {"runner.heap": ["Daeg, First Net-Cat"], "corp.agenda_points": 2})
    assert deciding(ruling) == ("Daeg, First Net-Cat's ability does not trigger or resolve: Daeg, First Net-Cat is no "
                                "longer active.")
    assert "rule_conditional_ability_lose_pending_when_ability_becomes_inactive" in cited(ruling)


def test_hoshiko_flips_as_the_turn_ends_after_an_access(client):
    """"When your turn ends, if you accessed a card this turn, gain 2[c] and flip this identity"
    (cr/step_runner_turn_formal_end)."""
    ruling = rule(client, {"until": "end of turn", "runner": {"identity": "Hoshiko Shiro: Untold Protagonist",
                                                               "credits": 0},
                           "corp": {"hq": ["Hedge Fund"]},
                           "actions": [{"runner": "run HQ"}, *[{"runner": "gain credit"}] * 3],
                           "decisions": {"jack out": "no"}},
                  {"runner.credits": 5})
    assert "step_runner_turn_formal_end" in cited(ruling)


# --- more ice: rez abilities, threat, "cannot" ------------------------------------------------------------------------

def test_hakarl_rezzed_stops_the_runner_using_its_own_lose_click_break(client):
    """Hákarl 1.0 derezzes Nico Campaign, so "the Runner cannot use paid abilities printed on bioroid ice for the
    remainder of this turn": its own "Lose [click]: Break 1 subroutine" too (cr/rule_cannot_precedence). 1 core
    damage, then the run ends."""
    ruling = rule(client, run_s1({"grip": ["Sure Gamble", "Jailbreak"]}, {"servers": {
        **remote([{"card": "Hákarl 1.0", "rezzed": False}]), "Server 2": {"root": [{"card": "Nico Campaign",
                                                                                  "rezzed": True}]}}},
        {"rez Hákarl 1.0": "yes", "Hákarl 1.0 target": "Nico Campaign"}),
        {"cards[Nico Campaign].rezzed": False, "runner.core_damage": 1, "runner.clicks": 3,
         "runs.0.outcome": "unsuccessful"})
    [refused] = steps(ruling, "Hákarl 1.0 cannot break subroutines on Hákarl 1.0")
    assert "rule_cannot_precedence" in step_cites(refused)


def test_unsmiling_tsarevna_rezzed_lets_the_runner_break_only_one_subroutine(client):
    """Rezzed during the run: the Runner gains 2[c] and "cannot break more than 1 of its printed subroutines" for the
    rest of it. Revolver is offered only for some; it breaks the net damage (2[c] for +3), the tag resolves. The
    "use Unsmiling Tsarevna" question listed its third subroutine ("[sub] You may draw 2 cards.") beside what "yes"
    does; only the rez ability now."""
    board = run_s1({"credits": 3, "grip": GRIP3, "rig": [{"card": "Revolver", "counters": {"power": 6}}]},
                   {"servers": remote([{"card": "Unsmiling Tsarevna", "rezzed": False}])},
                   {"rez Unsmiling Tsarevna": "yes"})
    use = asked(client, board)
    assert use["name"] == "use Unsmiling Tsarevna" and len(use["costs"]["yes"]) == 1
    assert use["costs"]["yes"][0].startswith("When you rez this ice during a run against this server")
    board["decisions"] |= {"use Unsmiling Tsarevna": "yes"}
    assert asked(client, board)["options"] == [  # each of its break abilities, by its cost (break_offers.by_ability)
        "no", "Revolver: remove 1 power counter: Break 1 sentry subroutine.: some subroutines",
        "Revolver: [trash]: Break 1 sentry subroutine.: some subroutines"]
    rule(client, dict(board, decisions={**board["decisions"], "break Unsmiling Tsarevna": "Revolver: some subroutines",
                                        "break Unsmiling Tsarevna with Revolver": "2: Do 2 net damage.",
                                        "Unsmiling Tsarevna choice": "no", "jack out": "no"}),
         {"runner.credits": 3, "runner.tags": 1, "runner.grip": {"count": 3}, "cards.Revolver.counters.power": 5})


def test_brasilia_government_grid_derezzes_palisade_for_3_more_strength(client):
    """"When you rez a piece of ice during a run against this server, you may derez another installed piece of ice.
    If you do, the rezzed ice gets +3 strength for the remainder of that run": Maskirovka 6; Gauss would need 8[c]."""
    board = {"runner": {"credits": 5, "rig": ["Gauss"]}, "corp": {"servers": {
        "Server 1": {"ice": [{"card": "Maskirovka", "rezzed": False}],
                     "root": ["PAD Campaign", {"card": "Brasília Government Grid", "rezzed": True}]},
        "HQ": {"ice": ["Palisade"]}}}, "actions": [{"runner": "run Server 1"}],
        "decisions": {"rez Maskirovka": "yes", "Brasília Government Grid target": "Palisade"}}
    question = asked(client, board)
    assert question["options"] == ["no"]
    assert question["notes"] == ["Gauss: the Runner cannot pay the 8[c] it takes to break Maskirovka with Gauss (the "
                                 "Runner has 5[c] in the credit pool)"]
    rule(client, dict(board, decisions={**board["decisions"], "break Maskirovka": "no"}),
         {"runs.0.encounters.0.strength": 6, "cards.Palisade.rezzed": False, "corp.credits": 4,
          "runs.0.outcome": "unsuccessful"})


def test_vovo_ozetti_lowers_the_ice_rez_cost_so_the_corp_rezzes_with_1_credit(client):
    """"The rez cost of each piece of ice protecting this server is lowered by 2[c]": Maskirovka 3 − 2 = 1."""
    rule(client, run_s1({}, {"credits": 1, "servers": {"Server 1": {"ice": [{"card": "Maskirovka", "rezzed": False}],
                                                                    "root": ["PAD Campaign", {"card": "Vovô Ozetti",
                                                                                              "rezzed": True}]}}},
                        {"rez Maskirovka": "yes"}),
         {"corp.credits": 2, "cards.Maskirovka.rezzed": True, "runs.0.outcome": "unsuccessful"})


def test_mitra_aman_swaps_the_approached_ice_for_ice_wall_from_hq(client):
    """As the Runner approaches Maskirovka (cr/step_approach_begins), Mitra Aman is trashed for 3[c] and Ice Wall from
    HQ takes its place, approached without a new approach (cr/rule_ice_change_approach_swap); rezzed, it ends the run."""
    ruling = rule(client, run_s1({}, {"credits": 0, "hq": ["Ice Wall"], "servers": {"Server 1": {
        "ice": ["Maskirovka"], "root": ["PAD Campaign", {"card": "Mitra Aman", "rezzed": True}]}}},
        {"use Mitra Aman": "yes", "Mitra Aman target": "Ice Wall from HQ", "rez Ice Wall": "yes"}),
        {"corp.hq": ["Maskirovka"], "corp.credits": 2, "corp.archives": ["Mitra Aman"],
         "runs.0.outcome": "unsuccessful"})
    [swapped] = steps(ruling, "Ice Wall now occupies the Runner's position")
    assert "rule_ice_change_approach_swap" in step_cites(swapped)


def test_attini_at_threat_3_the_runner_cannot_pay_to_avoid_the_damage(client):
    """"The Runner cannot spend credits while subroutines on this ice are resolving": with 6[c] the Runner is never
    asked to pay 2[c]; 3 net damage (cr/rule_cannot_precedence). Below Threat 3 they pay."""
    rule(client, run_s1({"credits": 6, "grip": [*GRIP3, "Running Hot"]},
                        {"score_area": ["Send a Message"], "servers": remote(["Attini"])},
                        {"jack out": "no", "trash PAD Campaign": "no"}),
         {"runner.credits": 6, "runner.grip": {"count": 1}})
    question = asked(client, run_s1({"credits": 6, "grip": [*GRIP3, "Running Hot"]},
                                    {"score_area": ["Hostile Takeover"], "servers": remote(["Attini"])}))
    assert (question["name"], question["who"], question["options"]) == ("pay 2[c] for Attini", "Runner", ["yes", "no"])


def test_n_pot_at_threat_3_still_ends_the_run_after_one_break(client):
    """The Runner pays 3[c] to break the first "End the run."; "If the threat level is 2 or greater, end the run"
    (threat 3: cr/rule_threat_level) does."""
    ruling = rule(client, run_s1({"credits": 3}, {"score_area": ["Send a Message"], "servers": remote(["N-Pot"])},
                                 {"break N-Pot": "N-Pot: some subroutines", "break N-Pot with N-Pot": "1: End the run."}),
                  {"runner.credits": 0, "runs.0.outcome": "unsuccessful"})
    assert steps(ruling, 'Unbroken subroutine 2 of N-Pot resolves: "If the threat level is 2 or greater')


def test_piranhas_draw_then_more_cards_in_hq_than_the_grip_ends_the_run(client):
    """Subroutines in order: the Corp draws (HQ 2), 1 net damage (grip 0): 2 > 0, the run ends
    (cr/step_resolve_subroutine)."""
    rule(client, run_s1({"grip": ["Sure Gamble"]}, {"hq": ["Hedge Fund"], "rd": ["Ice Wall"],
                                                     "servers": remote(["Piranhas"])}, {"Piranhas choice": "draw 1"}),
         {"corp.hq": ["Hedge Fund", "Ice Wall"], "runner.grip": [], "runs.0.outcome": "unsuccessful"})


def test_saisentan_adds_damage_for_each_event_its_subroutines_trash(client):
    """The Corp chose "event" as the Runner encountered it: each of its net damage that trashes an event does 1 more
    (Running Hot and Bravado); 5 cards, 5 gone."""
    rule(client, run_s1({"grip": [*GRIP3, "Daeg, First Net-Cat", "Running Hot"]}, {"servers": remote(["Saisentan"])},
                        {"Saisentan choice": "event", "jack out": "no", "trash PAD Campaign": "no"}),
         {"runner.grip": [], "runner.heap": {"count": 5}, "winner": None})


def test_syailendra_with_3_advancements_advances_an_agenda_in_another_server_twice(client):
    """"When the Runner encounters this ice, if it has 3 or more hosted advancement counters, you may place 1
    advancement counter ...", then its first subroutine: Offworld Office 2."""
    rule(client, {"runner": {"credits": 5, "grip": ["Sure Gamble"]}, "corp": {"servers": {
        **remote([{"card": "Syailendra", "advancement": 3}]), "Server 2": {"root": ["Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"Syailendra target": "Offworld Office", "jack out": "no"}},
        {"cards[Offworld Office].counters.advancement": 2, "runner.credits": 3, "runner.grip": []})


def test_klevetnik_blanks_a_resource_until_the_end_of_the_corps_next_turn(client):
    """"Choose 1 installed resource. That resource loses all abilities until your next turn ends" (cr/sec_lingering_
    effects). The trace read "lasts until the end of the end of the Corp's next turn"; once now."""
    ruling = rule(client, run_s1({"credits": 0, "rig": ['Debbie "Downtown" Moreira']},
                                 {"servers": remote([{"card": "Klevetnik", "rezzed": False}])},
                                 {"rez Klevetnik": "yes", "use Klevetnik": "yes"}),
                  {"runner.credits": 2, "runs.0.outcome": "unsuccessful"})
    [blank] = steps(ruling, "Klevetnik's ability: \"Debbie")
    assert blank["text"].endswith("loses all abilities until the Corp's next turn ends.\" lasts until the end of the "
                                  "Corp's next turn.")
    assert "sec_lingering_effects" in step_cites(blank)


def test_boto_at_threat_4_is_strength_6_and_ends_the_run_for_a_card_from_hq(client):
    """Threat 4 → +2 strength: 6 (Gauss would need 9[c]). 2 net damage, then "You may trash 1 card from HQ to end
    the run"."""
    rule(client, run_s1({"credits": 5, "rig": ["Gauss"], "grip": ["Sure Gamble", "Jailbreak"]},
                        {"score_area": THREAT4, "hq": ["Hedge Fund"], "servers": remote(["Boto"])},
                        {"break Boto": "no", "Boto target": "Hedge Fund"}),
         {"runs.0.encounters.0.strength": 6, "runner.grip": [], "corp.archives": ["Hedge Fund"],
          "runs.0.outcome": "unsuccessful"})


def test_lycian_multi_munition_rezzed_as_sentry_and_barrier_is_no_code_gate(client):
    """The Corp chooses sentry and barrier as it rezzes it: the code gate subroutine does nothing, Buzzsaw (a decoder)
    cannot break it and is trashed, and the barrier subroutine gains 1[c] and ends the run
    (cr/rule_add_remove_subtypes)."""
    ruling = rule(client, run_s1({"rig": ["Buzzsaw"]}, {"servers": remote([{"card": "Lycian Multi-Munition",
                                                                          "rezzed": False}])},
                                 {"rez Lycian Multi-Munition": "yes",
                                  "Lycian Multi-Munition choice": ["sentry", "barrier"]}),
                  {"runner.heap": ["Buzzsaw"], "runner.clicks": 3, "corp.credits": 3, "runs.0.outcome": "unsuccessful"})
    [gained] = steps(ruling, "Lycian Multi-Munition's ability: Lycian Multi-Munition gains sentry, barrier")
    assert "rule_add_remove_subtypes" in step_cites(gained)


def test_purging_takes_the_virus_counters_off_the_corps_sandstone_too(client):
    """"To purge virus counters is to remove all virus counters hosted on cards and return them to the bank"
    (cr/rule_purge): the Runner's 5 and Sandstone's 4, which makes it strength 6 again. The step cited only the
    basic action and said the counters were "removed from the game" (a card's fate); now the rule, and the bank."""
    ruling = rule(client, corp_turn({"servers": remote([{"card": "Sandstone", "counters": {"virus": 4}}])}, ["purge"],
                                    {}, {"rig": [{"card": "Cordyceps", "counters": {"virus": 2}},
                                                 {"card": "Fermenter", "counters": {"virus": 3}}]}),
                  {"cards.Sandstone.counters": {}, "cards.Cordyceps.counters": {}, "cards.Fermenter.counters": {},
                   "cards.Sandstone.strength": 6, "corp.clicks": 0})
    assert deciding(ruling) == "The Corp purges virus counters: 9 returned to the bank."
    assert "rule_purge" in cited(ruling)


def test_business_as_usual_clears_one_cards_virus_counters_which_is_no_purge(client):
    """"Remove all virus counters from 1 installed card": Fermenter's 3 go, Cordyceps keeps its 2 (a purge would take
    them all, cr/rule_purge)."""
    rule(client, corp_turn({"hq": ["Business As Usual"]}, ["play Business As Usual"],
                           {"Business As Usual choice": "remove virus counters", "Business As Usual target": "Fermenter"},
                           {"rig": [{"card": "Cordyceps", "counters": {"virus": 2}},
                                    {"card": "Fermenter", "counters": {"virus": 3}}]}),
         {"cards.Fermenter.counters": {}, "cards.Cordyceps.counters.virus": 2})


# --- advancing and scoring without the advance action ----------------------------------------------------------------

def test_seamless_launch_advances_only_a_card_installed_before_this_turn(client):
    """"Place 2 advancement counters on 1 installed card that you did not install this turn": Offworld Office from an
    earlier turn goes 1 → 3 and one advance scores it; installed this turn, it is no valid target and nothing is
    placed (cr/rule_distinct_targets: as many targets as there are)."""
    rule(client, corp_turn({"hq": ["Seamless Launch"], "servers": {"Server 1": {"root": [
        {"card": "Offworld Office", "advancement": 1}]}}}, ["play Seamless Launch", "advance Offworld Office"],
        {"score": "yes"}), {"corp.agenda_points": 2, "corp.clicks": 1})
    ruling = rule(client, corp_turn({"hq": ["Seamless Launch", "Offworld Office"]},
                                    ["install Offworld Office in new remote", "play Seamless Launch"], {}),
                  {"cards[Offworld Office].counters": {}})
    assert ruling["verdict"] == ["Seamless Launch: there is no installed card the Corp did not install this turn, so "
                                 "it places no advancement counters."]
    assert "rule_distinct_targets" in cited(ruling)


def test_shipment_from_vladisibirsk_asks_a_card_for_each_counter_and_scores_from_zero(client):
    """"Play only if the Runner has at least 2 tags": with 1, refused. With 2: "a total of 4 advancement counters on
    installed cards you can advance"; all 4 on Offworld Office, which the Corp scores without an advance action
    (cr/rule_score). The Table asked for the 4 as one tap of a "one" question whose only option it then refused (the
    engine wanted a list of 4); it now asks a card per counter, one answer naming them all unless "#2" ... differ."""
    one_tag = corp_turn({"hq": ["Shipment from Vladisibirsk"], "servers": {"Server 1": {"root": ["Offworld Office"]}}},
                        ["play Shipment from Vladisibirsk"], {}, {"tags": 1})
    assert "the Runner has fewer than 2 tags" in refusal(client, one_tag)
    board = dict(one_tag, runner={"tags": 2}, corp={**one_tag["corp"], "servers": {"Server 1": {"root": [
        "Offworld Office"]}, "Server 2": {"root": ["Élivágar Bifurcation"]}}})
    question = asked(client, board)
    assert (question["name"], question["answer"]["kind"]) == ("Shipment from Vladisibirsk choice", "one")
    assert question["options"] == ["Offworld Office", "Élivágar Bifurcation"]
    rule(client, dict(board, decisions={"Shipment from Vladisibirsk choice": "Offworld Office", "score": "yes"}),
         {"corp.agenda_points": 2, "corp.credits": 11, "cards[Élivágar Bifurcation].counters": {}})
    split = {"Shipment from Vladisibirsk choice": "Offworld Office",
             "Shipment from Vladisibirsk choice #4": "Élivágar Bifurcation"}
    rule(client, dict(board, decisions=split), {"cards[Offworld Office].counters.advancement": 3,
                                                "cards[Élivágar Bifurcation].counters.advancement": 1, "corp.agenda_points": 0})


# --- bypassing -------------------------------------------------------------------------------------------------------

MAL_ONCE = ("Malandragem: Once per turn → When you encounter a piece of ice, if its strength is 3 or less, you may "
            "remove 1 hosted power counter to bypass it.")


def test_malandragem_bypasses_once_per_turn_below_threat_4(client):
    """Maskirovka (strength 3) bypassed for a power counter; Ice Wall, the same run: "Once per turn", and the Threat 4
    ability is not active (cr/rule_threat_flag), so Ice Wall ends the run. "use Malandragem" listed the inactive
    Threat 4 line beside what "yes" does; only the active one now."""
    board = run_s1({"rig": [{"card": "Malandragem", "counters": {"power": 2}}]},
                   {"servers": remote(["Maskirovka", "Ice Wall"])})
    assert asked(client, board)["costs"]["yes"] == [MAL_ONCE.removeprefix("Malandragem: ")]
    ruling = rule(client, dict(board, decisions={"use Malandragem": "yes", "jack out": "no"}),
                  {"cards.Malandragem.counters.power": 1, "runs.0.encounters.0.bypassed_by": "Malandragem's ability",
                   "runs.0.outcome": "unsuccessful"})
    assert "rule_threat_flag" in step_cites(steps(ruling, "Threat 4 is not met")[-1])


def test_malandragem_at_threat_4_the_runner_orders_its_two_abilities_then_removes_it_to_bypass_the_next_ice(client):
    """At Threat 4 both abilities meet their trigger condition on Maskirovka; the Runner orders them
    (cr/rule_reaction_window_priority). The question offered "Malandragem" twice, which no answer could tell apart;
    each is named by its words now. The counter bypasses Maskirovka (the other instance's encounter is over, so it
    never resolves), then Malandragem is removed from the game to bypass Ice Wall."""
    board = run_s1({"rig": [{"card": "Malandragem", "counters": {"power": 2}}]},
                   {"score_area": THREAT4, "servers": remote(["Maskirovka", "Ice Wall"])})
    question = asked(client, board)
    assert question["name"] == "order Runner abilities"
    assert question["options"] == [MAL_ONCE, "Malandragem: Threat 4 → Whenever you encounter a piece of ice, you may "
                                              "remove this program from the game to bypass it."]
    ruling = rule(client, dict(board, decisions={"order Runner abilities": MAL_ONCE, "use Malandragem": "yes",
                                                 "remove Malandragem": "yes", "jack out": "no",
                                                 "trash PAD Campaign": "no"}),
                  {"runner.removed": ["Malandragem"], "runs.0.outcome": "successful",
                   "runs.0.encounters.1.bypassed_by": "Malandragem's ability"})
    [chose] = steps(ruling, 'The Runner chooses to resolve Malandragem\'s ability "Once per turn')
    assert "trigger-steps" in {c["address"].rsplit("/", 1)[-1] for c in chose["cites"]}


def test_hammer_lets_revolver_a_killer_break_all_three(client):
    """"Except using killers": Revolver is offered whole (1 + 3 = 4, three power counters), Nanuq only for some."""
    board = run_s1({"credits": 6, "rig": ["Nanuq", {"card": "Revolver", "counters": {"power": 6}}]},
                   {"servers": remote(["Hammer"])})
    options = asked(client, board)["options"]
    revolver = "Revolver: remove 1 power counter: Break 1 sentry subroutine."  # each of its abilities its own option
    assert revolver in options and "Nanuq: some subroutines" in options and "Nanuq" not in options
    rule(client, dict(board, decisions={"break Hammer": "Revolver", "jack out": "no", "trash PAD Campaign": "no"}),
         {"runner.credits": 4, "cards.Revolver.counters.power": 3, "runner.tags": 0, "runs.0.outcome": "successful"})


def test_fransofia_ward_cannot_bypass_once_the_rez_leaves_the_corp_below_15(client):
    """"Whenever you encounter a piece of ice, if the Corp has 15[c] or more": the rez (1 + 1 from Fransofia Ward)
    leaves 13[c] as the encounter begins, so the Runner is not asked (cr/rule_conditional_ability_check_to_become_
    pending) and Ice Wall ends the run."""
    rule(client, run_s1({"rig": ["Fransofia Ward"]}, {"credits": 15, "servers": remote([{"card": "Ice Wall",
                                                                                       "rezzed": False}])},
                        {"rez Ice Wall": "yes"}),
         {"corp.credits": 13, "runner.rig": ["Fransofia Ward"], "runs.0.outcome": "unsuccessful"})
