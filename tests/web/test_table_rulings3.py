"""Fifty more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge would,
none a topic of the first two rounds (test_table_rulings.py, test_table_rulings2.py). Each expected value was worked
out from the CR 25.08 and the cards' text before the engine played it; the rule that decides it is named in each
docstring (cr/<source id>).

1. Anoetic Void rezzed after the Runner declines to jack out, before they approach the server (run timing).
2. Rime rezzed while the Runner approaches the ice outside it (a rez window for non-ice cards).
3. B-1001 ends a run on another server; on its own server its ability cannot be used, and the refusal says why.
4. Flip Switch jacks the Runner out during an encounter, before any subroutine resolves.
5. Karunā's "The Runner may jack out" after its first subroutine: the second never resolves.
6. Shred against Palisade: "the first time the Corp would end that run" prevented unless the Corp trashes from HQ.
7. Verbal Plasticity: "instead draw 2 cards", the first draw action of the turn only.
8. Maintenance Access: "instead" approach HQ, whose ice the Runner never meets.
9. Heliamphora hosts the agenda instead of the Runner accessing it: nothing is stolen.
10. A second AirbladeX installed: the older copy, with its last counter, is trashed (uniqueness).
11. A second copy of a unique asset rezzed: the first goes to Archives.
12. Pantograph installed beside Keiko: one console per player.
13. A second region installed in a root: the first is trashed.
14. Azimat's recurring credits pay a trash cost; Mantle's cannot.
15. Cezve's credits pay only during runs on central servers: not a remote's trash cost.
16. Bad publicity credits pay a trash cost, and the unspent ones are lost when the run ends.
17. Penrose's +3 strength paid with a stealth credit from Mantle; a Penrose installed earlier breaks no barrier.
18. Botulus goes to the heap with the Palisade the Corp trashes to install new ice.
19. Chisel trashes its own host when encountered at strength 0, and goes with it.
20. Kingmaking adds an agenda to the score area: it is not scored, so its "when you score" does not fire.
21. Big Deal scores an agenda during the operation, unless it was installed this turn (Vulnerability Audit).
22. Whistleblower steals ignoring all costs: NAPD Cordon's additional cost is not paid.
23. Send a Message rezzes Ping: "when you rez this ice during a run against this server" depends on Ping's server.
24. S-Dobrado bypasses Funhouse: its "when encountered" ability never resolves.
25. Bigger Picture removes 2 tags from a Runner with 7[c]: they lose 7, and the Corp gains 7, not 10.
26. A trace tied at 3 is unsuccessful: Winchester's third subroutine does not end the run.
27. Purging virus counters leaves power counters.
28. Behold! accessed in Archives gives no tags; in R&D it does.
29. Lamplighter trashes itself when the agenda behind it is stolen.
30. Divested Trust forfeited: the stolen agenda returns to HQ and the Runner has no points.
31. Fujii Asset Retrieval stolen for the 7th point: the Runner wins before its net damage.
32. The 7th point mid-breach: the Runner wins and accesses no more cards from R&D.
33. GAMEDRAGON™ Pro keeps Marjanah's boosts for the whole run; Devil Charm's −6 strength lasts only its run.
34. Palisade cannot be advanced; an agenda cannot be installed in HQ's root (the Corp's install rules).
35. Anvil's lock: the Runner is not offered a breaker that cannot break anything.
36. Arruaceiras Crew's −2 strength is gone by the next ice.
37. Hybrid Release installs a facedown card from Archives, trashing ice to afford it.
38. Transport Monopoly: the run reaches the server but is not successful.
39. Afterimage's bypass paid with stealth credits from two cards.
40. Game Over: 3[c] per resource prevents its trash.
41. Capybara derezzes the ice the Runner bypassed.
42. Hyperbaric's power counters raise its strength for good (counters, not a boost).
43. A Teia's free install goes to another existing remote, never a third.
44. Thunderbolt Armaments: ice rezzed during the run is stronger and gains a subroutine.
45. Letheia Nisei moves the Runner back out; they may jack out, or go round again.
46. Bad publicity counters hosted on Superdeep Borehole are not the Corp's bad publicity.
47. Leech lowers only the ice being encountered: not usable while approaching it, and the refusal says why.
48. Arruaceiras Crew's trash is the Runner's: Kessleroid cannot be trashed, and a Tithe trashed sets off Hostile
    Architecture.
49. Fencer Fueno's credits pay a trash cost after a successful run, and Keiko pays 1[c] back.
50. Stargate trashes a revealed agenda: nothing is accessed, nothing stolen.
51. Mu Safecracker is paid only with stealth credits, Mantle's among them.
52. Physarum Entangler's bypass paid with Trickster Taka's credits.
53. Daniela Jorge Inácio: a Runner with 1 card can neither steal from its server nor trash it.
"""

import pytest

from tests.web.test_table_rulings import cited, rule
from tests.web.test_table_rulings2 import refusal

GRIP3 = ["Sure Gamble", "Jailbreak", "Bravado"]


def steps(ruling: dict, start: str) -> list[dict]:
    """The trace's steps whose text starts with `start`."""
    return [s for s in ruling["trace"] if s["text"].startswith(start)]


def step_cites(step: dict) -> set[str]:
    return {c["address"].rsplit("/", 1)[-1] for c in step["cites"]}


def asked(client, board: dict) -> dict:
    """The Table's next question on `board`."""
    response = client.post("/api/table", json=board)
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    return response.get_json()["question"]


# --- run timing: rez windows, paid abilities, jacking out ----------------------------------------------------------

def test_anoetic_void_rezzed_after_the_jack_out_choice_ends_the_run_as_the_runner_approaches(client):
    """With no ice, the Movement Phase's last paid ability window (cr/step_after_jack_out_paw) comes after the Runner
    declines to jack out and lets the Corp rez non-ice cards; Anoetic Void, rezzed there, meets "whenever the Runner
    approaches this server" at once (cr/step_approach_server): 2[c] and 2 cards from HQ end the run."""
    ruling = rule(client, {
        "corp": {"hq": ["Hedge Fund", "Tithe"],
                 "servers": {"Server 1": {"root": [{"card": "Anoetic Void", "rezzed": False}, "Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}, {"at": "movement before Server 1", "corp": "rez Anoetic Void"}],
        "decisions": {"jack out": "no", "rez Anoetic Void": "no", "use Anoetic Void": "yes"}},
        {"corp.credits": 3, "corp.hq": [], "corp.archives": ["Hedge Fund", "Tithe"], "runs.0.outcome": "unsuccessful",
         "runner.agenda_points": 0})
    assert ruling["verdict"][-1] == "The run on Server 1 ends unsuccessfully: Anoetic Void's ability ends it."
    [rezzed] = steps(ruling, "The Corp rezzes Anoetic Void")
    assert "step_after_jack_out_paw" in step_cites(rezzed)
    assert "step_approach_server" in cited(ruling)


def test_rime_is_rezzed_while_the_runner_approaches_the_ice_outside_it(client):
    """"During runs against this server, you can rez this ice any time you could rez non-ice cards": the approach's
    paid ability window lets the Corp rez non-ice cards (cr/step_approach_paw), so Rime, not yet approached, is rezzed
    as the Runner approaches Palisade, which is then 2 + 2 + 1 = 5 strength. Marjanah boosts 4 times and breaks (2[c]);
    Rime's own subroutine takes 1[c]: 10 - 7 = 3. The Table refused the rez ("ice is rezzed only while the Runner
    approaches it"): Rime's ability modifies its own rezzing, so it is active while unrezzed
    (cr/rule_active_exception_modify_play_install_rez)."""
    ruling = rule(client, {
        "runner": {"credits": 10, "rig": ["Marjanah"]},
        "corp": {"servers": {"Server 1": {"ice": ["Palisade", {"card": "Rime", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}, {"at": "approach Palisade", "corp": "rez Rime"}],
        "decisions": {"jack out": "no", "rez Rime": "no", "break Palisade": {"with": "Marjanah", "boost": "match"}}},
        {"runs.0.encounters.0.strength": 5, "cards.Rime.rezzed": True, "runner.credits": 3})
    assert ruling["verdict"] == ["The run on Server 1 is successful."]
    [rezzed] = steps(ruling, "The Corp rezzes Rime")
    assert "step_approach_paw" in step_cites(rezzed)


def test_rime_cannot_be_rezzed_during_an_encounter(client):
    """The encounter's paid ability window lets players only use paid abilities (cr/step_encounter_paw): no rez."""
    error = refusal(client, {
        "runner": {"credits": 10, "rig": ["Marjanah"]},
        "corp": {"servers": {"Server 1": {"ice": ["Palisade", {"card": "Rime", "rezzed": False}]}}},
        "actions": [{"runner": "run Server 1"}, {"at": "encounter Palisade", "corp": "rez Rime"}],
        "decisions": {"jack out": "no", "rez Rime": "no", "break Palisade": {"with": "Marjanah", "boost": "match"}}})
    assert "this paid ability window does not let the Corp rez Rime" in error


def test_b_1001_ends_a_run_on_another_server_but_not_on_its_own(client):
    """"Remove 1 tag: End the run. Use this ability only during a run against another server." A paid ability the
    Corp uses in the initiation's window (cr/step_initiation_paw): the run on HQ ends and the tag is gone. On B-1001's
    own server the restriction forbids it (cr/rule_use_restriction), and the refusal quotes it (it said only "cannot
    be used now")."""
    board = {"runner": {"tags": 1}, "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [
        {"card": "B-1001", "rezzed": True}]}}}, "actions": [{"runner": "run HQ"}, {"at": "initiation on HQ",
                                                                                    "corp": "use B-1001"}]}
    ruling = rule(client, board, {"runner.tags": 0, "runs.0.outcome": "unsuccessful", "runs.0.accessed": []})
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: B-1001's ability ends it; the Runner has 1 tag "
                                 "removed."]
    board["actions"] = [{"runner": "run Server 1"}, {"at": "initiation on Server 1", "corp": "use B-1001"}]
    assert refusal(client, board).endswith('B-1001\'s ability cannot be used now: "Use this ability only during a run '
                                           'against another server."')


def test_flip_switch_jacks_out_during_the_encounter_before_tithe_does_damage(client):
    """The Runner jacks out at will only in the Movement Phase (cr/rule_jack_out_after_passing_ice), but Flip Switch's
    "[trash]: Jack out" is a paid ability usable in the encounter's window (cr/step_encounter_paw): the run ends
    before Tithe's subroutines resolve, so no damage and no credit for the Corp."""
    ruling = rule(client, {
        "runner": {"rig": ["Flip Switch"], "grip": ["Sure Gamble"]}, "corp": {"servers": {"HQ": {"ice": ["Tithe"]}}},
        "actions": [{"runner": "run HQ"}, {"at": "encounter Tithe", "runner": "use Flip Switch"}]},
        {"runner.grip": ["Sure Gamble"], "runner.heap": ["Flip Switch"], "corp.credits": 5,
         "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: the Runner jacking out ends it."]
    assert {"step_encounter_paw", "rule_jacking_out"} <= cited(ruling)


def test_karuna_the_runner_who_jacks_out_after_the_first_subroutine_takes_only_2_net_damage(client):
    """"Do 2 net damage. The Runner may jack out." Jacking out ends the run (cr/rule_jacking_out), and the encounter
    with it: the second subroutine never resolves. 3 cards less 2: 1 left."""
    ruling = rule(client, {
        "runner": {"grip": GRIP3}, "corp": {"servers": {"HQ": {"ice": ["Karunā"]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out at Karunā": "yes"}},
        {"runner.grip": {"count": 1}, "runner.heap": {"count": 2}, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: the Runner jacking out ends it; the Runner takes "
                                 "2 net damage."]
    assert "rule_jacking_out" in cited(ruling)


# --- prevent, avoid and "instead" -----------------------------------------------------------------------------------

@pytest.mark.parametrize("corp_pays", [False, True])
def test_shred_prevents_palisade_ending_the_run_unless_the_corp_trashes_a_card_from_hq(client, corp_pays):
    """Shred: "The first time the Corp would end that run, prevent the run from ending unless the Corp reveals and
    trashes X cards from HQ at random", X = 1 card in Server 1's root: a nested cost the Corp may pay
    (cr/rule_nested_cost_unless). Declined, the run goes on and Offworld Office is stolen; paid, one of HQ's 2 cards
    goes and the run ends. The Table never asked: Palisade's "End the run." passed its ice where the engine expected
    the player whose card ends the run, so "the Corp would end that run" never matched."""
    board = {"runner": {"grip": ["Shred"]},
             "corp": {"hq": ["Hedge Fund", "Tithe"], "servers": {"Server 1": {"ice": ["Palisade"],
                                                                               "root": ["Offworld Office"]}}},
             "actions": [{"runner": "play Shred on Server 1"}]}
    question = asked(client, board)
    pay = "reveal and trash 1 card from HQ at random"
    assert (question["name"], question["who"], question["options"]) == ("Shred choice", "Corp", [pay, "no"])
    if corp_pays:
        board["decisions"] = {"Shred choice": pay}
        ruling = rule(client, board, {"corp.hq": {"count": 1}, "corp.archives": {"count": 1},
                                      "runs.0.outcome": "unsuccessful", "runner.agenda_points": 0})
        assert ruling["verdict"][-1] == "The run on Server 1 ends unsuccessfully: Palisade's subroutine ends it."
        return
    board["decisions"] = {"Shred choice": "no", "jack out": "no"}
    ruling = rule(client, board, {"corp.hq": ["Hedge Fund", "Tithe"], "runner.agenda_points": 2,
                                  "runs.0.outcome": "successful"})
    [declined] = steps(ruling, "Shred: the Corp does not trash 1 card from HQ")
    assert "rule_nested_cost_unless" in step_cites(declined)


def test_verbal_plasticity_replaces_only_the_first_draw_action_of_the_turn(client):
    """"The first time each turn you take the basic action to draw 1 card, instead draw 2 cards": a replacement
    effect (cr/sec_replacement_effects) for the first draw action; the second draws 1. 3 cards from 2 [click]."""
    ruling = rule(client, {
        "runner": {"rig": ["Verbal Plasticity"], "stack": ["Sure Gamble", "Jailbreak", "Bravado", "Shred"]},
        "actions": [{"runner": "draw"}, {"runner": "draw"}]},
        {"runner.grip": ["Sure Gamble", "Jailbreak", "Bravado"], "runner.stack": ["Shred"], "runner.clicks": 2})
    assert ruling["deciding"]["text"] == "Verbal Plasticity: instead of drawing 1 card, the Runner draws 2."
    assert "sec_replacement_effects" in cited(ruling)


def test_maintenance_access_approaches_hq_without_meeting_its_ice(client):
    """"When you would approach Archives, instead change the attacked server to HQ and approach HQ": the attacked
    server changes directly (cr/rule_change_attacked_server_directly), so Palisade protecting HQ is never approached
    and Offworld Office in Archives is never accessed; the run is a successful run on HQ."""
    ruling = rule(client, {
        "runner": {"grip": ["Maintenance Access"]},
        "corp": {"hq": ["Hedge Fund"], "archives": ["Offworld Office"],
                 "servers": {"Archives": {"ice": [{"card": "Tithe", "rezzed": False}]}, "HQ": {"ice": ["Palisade"]}}},
        "actions": [{"runner": "play Maintenance Access"}], "decisions": {"jack out": "no", "rez Tithe": "no"}},
        {"runs.0.accessed": ["Hedge Fund"], "runs.0.encounters": {"count": 0}, "runner.agenda_points": 0})
    assert ruling["verdict"][-1] == "The run on HQ is successful and the Runner accesses Hedge Fund."
    assert {"rule_change_attacked_server_directly", "sec_replacement_effects"} <= cited(ruling)


def test_heliamphora_hosts_the_agenda_instead_of_the_runner_accessing_it(client):
    """"Whenever you would access a card in Archives, you may host it faceup on this program instead": the agenda is
    chosen but never accessed (cr/rule_candidates_already_accessed), so it is not stolen; Hedge Fund is accessed. The
    trace quoted the printed line with its reminder text's markup and a doubled full stop."""
    ruling = rule(client, {
        "runner": {"rig": ["Heliamphora"]}, "corp": {"archives": ["Offworld Office", "Hedge Fund"]},
        "actions": [{"runner": "run Archives"}],
        "decisions": {"jack out": "no", "access order": ["Offworld Office", "Hedge Fund"], "use Heliamphora": "yes"}},
        {"runner.agenda_points": 0, "cards.Heliamphora.hosted": ["Offworld Office"], "runs.0.accessed": ["Hedge Fund"]})
    [instead] = steps(ruling, "Instead of accessing Offworld Office")
    assert instead["text"] == ("Instead of accessing Offworld Office: [interrupt] → Whenever you would access a card "
                               "in Archives, you may host it faceup on this program instead. Use this ability only "
                               "once each time you breach Archives. Offworld Office was chosen, so it is no longer a "
                               "candidate.")


# --- uniqueness, consoles, regions -----------------------------------------------------------------------------------

def test_a_second_airbladex_installed_trashes_the_older_one_with_its_last_counter(client):
    """Only one unique card of a name is active: the one that became active most recently stays
    (cr/step_checkpoint_uniqueness). The new AirbladeX loads 3 counters; the old one, with 1, goes to the heap."""
    ruling = rule(client, {
        "runner": {"grip": ["AirbladeX (JSRF Ed.)"], "rig": [{"card": "AirbladeX (JSRF Ed.)", "counters": {"power": 1}}]},
        "actions": [{"runner": "install AirbladeX (JSRF Ed.)"}]},
        {"runner.heap": ["AirbladeX (JSRF Ed.)"], "cards[AirbladeX (JSRF Ed.)].counters.power": 3, "runner.credits": 4})
    assert {"rule_uniqueness", "step_checkpoint_uniqueness"} <= cited(ruling)


def test_rezzing_a_second_hostile_architecture_trashes_the_one_already_rezzed(client):
    """Installing a second copy unrezzed is legal (it is not active); rezzing it makes two active, and the older is
    trashed at the checkpoint (cr/rule_uniqueness). 10 - 5 = 5[c]."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"clicks": 3, "credits": 10, "servers": {
            "Server 1": {"root": [{"card": "Hostile Architecture", "rezzed": True}]},
            "Server 2": {"root": [{"card": "Hostile Architecture", "rezzed": False}]}}},
        "actions": [{"corp": "rez Hostile Architecture in Server 2"}]},
        {"corp.archives": ["Hostile Architecture"], "corp.servers[Server 2].root": ["Hostile Architecture"],
         "corp.credits": 5})
    assert "rule_uniqueness" in cited(ruling)


def test_pantograph_installed_beside_keiko_trashes_keiko(client):
    """Limit 1 console per player (cr/rule_install_console): the console installed last stays
    (cr/step_checkpoint_uniqueness); the memory limit is 4 + 1 (Pantograph), not 4 + 2 + 1."""
    ruling = rule(client, {
        "runner": {"grip": ["Pantograph"], "rig": ["Keiko"]}, "actions": [{"runner": "install Pantograph"}]},
        {"runner.heap": ["Keiko"], "runner.rig": ["Pantograph"], "runner.memory.limit": 5})
    assert ruling["verdict"] == ["The checkpoint trashes Keiko; in the heap it is a new object."]
    assert "rule_install_console" in cited(ruling)


def test_a_region_installed_in_a_root_with_a_region_trashes_the_old_one(client):
    """Limit 1 region per server: the Corp must trash the region already installed (cr/rule_region_install). The
    trash itself now cites that rule (it cited only the new object)."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"clicks": 3, "hq": ["Tranquility Home Grid"], "servers": {"Server 1": {"root": [
            {"card": "Djupstad Grid", "rezzed": True}, "Offworld Office"]}}},
        "actions": [{"corp": "install Tranquility Home Grid in Server 1"}],
        "decisions": {"rez Tranquility Home Grid": "no"}},
        {"corp.archives": ["Djupstad Grid"], "corp.servers[Server 1].root": ["Offworld Office", "Tranquility Home Grid"]})
    assert ruling["verdict"] == ["Installing a region trashes Djupstad Grid; in the Archives it is a new object."]
    assert "rule_region_install" in cited(ruling)


# --- credits from different sources ----------------------------------------------------------------------------------

@pytest.mark.parametrize("card", ["Azimat", "Mantle"])
def test_hosted_credits_pay_a_trash_cost_only_if_their_card_says_so(client, card):
    """Hosted credits are spent only as their card allows (cr/rule_hosted_credits): Azimat's 2 "to pay trash costs"
    with the Runner's 1[c] pay Regolith Mining License's 3[c]; Mantle's 1 ("to use hardware and programs") cannot, so
    with 2[c] in the pool the Runner cannot trash it (cr/rule_basic_trash_ability)."""
    board = {"runner": {"credits": 1 if card == "Azimat" else 2, "rig": [card]},
             "corp": {"servers": {"Server 1": {"root": ["Regolith Mining License"]}}},
             "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}}
    if card == "Mantle":
        ruling = rule(client, board, {"runner.credits": 2, "cards.Mantle.counters.credits": 1})
        assert ruling["deciding"]["text"] == ("The Runner cannot pay Regolith Mining License's trash cost of 3[c], so "
                                              "they cannot trash it.")
        return
    board["decisions"]["trash Regolith Mining License"] = "yes"
    ruling = rule(client, board, {"runner.credits": 0, "cards.Azimat.counters": {},
                                  "corp.archives": ["Regolith Mining License"]})
    assert ruling["deciding"]["text"] == ("The Runner pays 3[c] for trashing Regolith Mining License: 1[c] from the "
                                          "credit pool and 2[c] from Azimat.")


@pytest.mark.parametrize("server", ["Server 1", "R&D"])
def test_cezve_credits_pay_a_trash_cost_during_a_run_on_a_central_server_only(client, server):
    """Cezve: "You can spend hosted credits during runs on central servers." Against Server 1 the Runner's 1[c]
    cannot pay Regolith's 3[c]; on R&D, Cezve's 2[c] pay Mahkota Langit Grid's 2[c] in its root."""
    if server == "Server 1":
        ruling = rule(client, {
            "runner": {"credits": 1, "rig": ["Cezve"]}, "corp": {"servers": {"Server 1": {"root": [
                "Regolith Mining License"]}}}, "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
            {"runner.credits": 1, "cards.Cezve.counters.credits": 2})
        assert "they cannot trash Regolith Mining License" in ruling["verdict"][-1]
        return
    rule(client, {
        "runner": {"credits": 0, "rig": ["Cezve"]},
        "corp": {"rd": ["Hedge Fund"], "servers": {"R&D": {"root": [{"card": "Mahkota Langit Grid", "rezzed": False}]}}},
        "actions": [{"runner": "run R&D"}],
        "decisions": {"jack out": "no", "rez Mahkota Langit Grid": "no",
                      "access order": ["unrezzed card in the root of R&D", "R&D"], "trash Mahkota Langit Grid": "yes"}},
        {"cards.Cezve.counters": {}, "corp.archives": ["Mahkota Langit Grid"]})


@pytest.mark.parametrize("trashes", [True, False])
def test_bad_publicity_credits_pay_a_trash_cost_and_the_unspent_ones_are_lost(client, trashes):
    """The Runner receives 1[c] per bad publicity as the run begins (cr/rule_initiation_bad_publicity); they behave
    as any credits (cr/rule_bad_publicity_in_credit_pool), so 2[c] + 1 pay Regolith's 3[c]; unspent, they are lost in
    the Run Ends Phase (cr/rule_bad_publicity_gone_in_run_ends_phase): 5[c] before, 5[c] after."""
    board = {"runner": {"credits": 2 if trashes else 5},
             "corp": {"bad_publicity": 1 if trashes else 2, "servers": {"Server 1": {"root": ["Regolith Mining License"]}}},
             "actions": [{"runner": "run Server 1"}],
             "decisions": {"jack out": "no", "trash Regolith Mining License": "yes" if trashes else "no"}}
    ruling = rule(client, board, {"runner.credits": 0 if trashes else 5,
                                  "corp.archives": ["Regolith Mining License"] if trashes else []})
    if trashes:
        assert ruling["deciding"]["text"] == ("The Runner pays 3[c] for trashing Regolith Mining License: 2[c] from "
                                              "the credit pool and 1[c] from bad publicity.")


@pytest.mark.parametrize("installed_now", [True, False])
def test_penrose_boosts_with_mantles_stealth_credit_and_breaks_a_barrier_only_the_turn_it_is_installed(client,
                                                                                                         installed_now):
    """Penrose's "+3 strength. Use this ability only by spending a credit from a stealth card" (cr/rule_pay_cost_
    restriction) is paid with Mantle's recurring credit; its barrier break, "only if this program was installed this
    turn", costs 1[c]: 4 - 3 (install) - 1 = 0. Installed on an earlier turn, it cannot break Palisade at all and
    the run ends."""
    board = {"runner": {"credits": 4, "grip": ["Penrose"] if installed_now else [],
                        "rig": ["Mantle"] if installed_now else ["Mantle", "Penrose"]},
             "corp": {"servers": {"Server 1": {"ice": ["Palisade"]}}},
             "actions": ([{"runner": "install Penrose"}] if installed_now else []) + [{"runner": "run Server 1"}]}
    if not installed_now:
        ruling = rule(client, board, {"runner.credits": 4, "runs.0.outcome": "unsuccessful"})
        assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Palisade's subroutine ends it."]
        return
    board["decisions"] = {"jack out": "no", "break Palisade": {"with": "Penrose", "boost": "match"}}
    ruling = rule(client, board, {"runner.credits": 0, "cards.Mantle.counters": {}, "runs.0.outcome": "successful"})
    assert steps(ruling, "The Runner pays 1[c] for Penrose's strength: 1[c] from Mantle.")


# --- hosted cards and counters ---------------------------------------------------------------------------------------

def test_botulus_is_trashed_with_the_palisade_the_corp_trashes_to_install_new_ice(client):
    """The Corp may trash ice protecting HQ before installing more there (cr/rule_install_trash_ice); Botulus hosted
    on it is trashed with its host (cr/rule_trash_hosted_objects_when_host_trashed), which the trash now cites."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"credits": 1, "clicks": 3, "hq": ["Tithe"], "servers": {"HQ": {"ice": [
            {"card": "Palisade", "hosted": [{"card": "Botulus", "counters": {"virus": 1}}]}, "Akhet"]}}},
        "actions": [{"corp": "install Tithe on HQ"}], "decisions": {"trash before installing Tithe": "Palisade"}},
        {"runner.heap": ["Botulus"], "corp.archives": ["Palisade"], "corp.servers.HQ.ice": ["Tithe", "Akhet"],
         "corp.credits": 0})
    assert ruling["verdict"] == [
        "At the checkpoint, the loss of its host, Palisade, trashes Botulus; in the heap it is a new object."]
    assert "rule_trash_hosted_objects_when_host_trashed" in cited(ruling)


def test_chisel_trashes_its_host_at_strength_0_and_goes_with_it(client):
    """Palisade on HQ (2) gets −2 from Chisel's 2 counters: strength 0, so Chisel's "when you encounter host ice"
    trashes it; the encounter ends with the ice gone, and Chisel, hosted on it, is trashed too
    (cr/rule_trash_hosted_objects_when_host_trashed). The Runner, with 0[c], reaches HQ."""
    ruling = rule(client, {
        "runner": {"credits": 0}, "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [
            {"card": "Palisade", "hosted": [{"card": "Chisel", "counters": {"virus": 2}}]}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}},
        {"runner.heap": ["Chisel"], "corp.archives": ["Palisade"], "runs.0.outcome": "successful",
         "runs.0.accessed": ["Hedge Fund"]})
    assert ruling["deciding"]["text"] == ("At the checkpoint, the loss of its host, Palisade, trashes Chisel; in the heap "
                                          "it is a new object.")


def test_purging_removes_virus_counters_and_leaves_power_counters(client):
    """To purge is to remove all virus counters (cr/rule_purge): Hantu loses its 2; Propeller keeps its 4 power
    counters, Cezve its credits. [click][click][click]."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"clicks": 3},
        "runner": {"rig": [{"card": "Hantu", "counters": {"virus": 2}}, {"card": "Propeller", "counters": {"power": 4}},
                           "Cezve"]},
        "actions": [{"corp": "purge"}]},
        {"cards.Hantu.counters": {}, "cards.Propeller.counters.power": 4, "cards.Cezve.counters.credits": 2,
         "corp.clicks": 0})
    assert ruling["verdict"] == ["The Corp purges virus counters: 2 returned to the bank."]


# --- agendas scored, stolen or added by effects -----------------------------------------------------------------------

def test_kingmaking_adds_an_agenda_to_the_score_area_without_scoring_it(client):
    """"You may add 1 agenda worth 1 or less agenda points from HQ to your score area": added, not scored
    (cr/rule_add_agenda_to_score_area), so Post-Truth Dividend's "When you score this agenda" never triggers (no
    question); the Corp has 2 + 1 = 3 points and drew 3 of R&D's 4."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"clicks": 1, "hq": ["Post-Truth Dividend"], "rd": ["Hedge Fund", "Tithe", "Palisade",
                                                                                    "Akhet"],
                                 "servers": {"Server 1": {"root": [{"card": "Kingmaking", "advancement": 3}]}}},
        "actions": [{"corp": "advance Kingmaking"}],
        "decisions": {"score": "yes", "Kingmaking draw": "3", "Kingmaking target": "Post-Truth Dividend"}},
        {"corp.score_area": ["Kingmaking", "Post-Truth Dividend"], "corp.agenda_points": 3,
         "corp.hq": ["Hedge Fund", "Tithe", "Palisade"], "corp.rd": ["Akhet"]})
    assert ruling["deciding"]["text"] == ("Kingmaking's ability: Post-Truth Dividend is added from HQ to the Corp's "
                                          "score area; it was not scored. The Corp has 3 agenda points.")


@pytest.mark.parametrize("installed_this_turn", [False, True])
def test_big_deal_scores_vulnerability_audit_unless_it_was_installed_this_turn(client, installed_this_turn):
    """Big Deal places 4 counters and "you may score that card, if able": scoring during the operation, not in a
    paid ability window. Vulnerability Audit installed on an earlier turn is scored (3 points); installed this turn,
    its own "cannot" wins (cr/rule_cannot_precedence). Either way Big Deal is removed from the game and the action
    phase ends (cr/rule_terminal_step_ends). 17[c] - 17."""
    board = {"turn": "corp", "corp": {"credits": 17, "clicks": 3, "hq": ["Big Deal"],
                                      "servers": {"Server 1": {"root": ["Vulnerability Audit"]}}},
             "actions": [{"corp": "play Big Deal"}], "decisions": {"Big Deal target": "Vulnerability Audit",
                                                                    "score Vulnerability Audit": "yes"}}
    if installed_this_turn:
        board["corp"] = {"credits": 17, "clicks": 3, "hq": ["Big Deal", "Vulnerability Audit"]}
        board["actions"] = [{"corp": "install Vulnerability Audit in new remote"}, {"corp": "play Big Deal"}]
        del board["decisions"]["score Vulnerability Audit"]
    ruling = rule(client, board, {"corp.agenda_points": 0 if installed_this_turn else 3, "corp.credits": 0,
                                  "corp.removed": ["Big Deal"]})
    if installed_this_turn:
        assert ruling["verdict"] == ["The Corp cannot score Vulnerability Audit (Vulnerability Audit: \"You cannot "
                                     "score this agenda if it was installed this turn\").",
                                     "Big Deal is removed from the game."]
        return
    assert ruling["verdict"] == ["The Corp scores Vulnerability Audit.", "Big Deal is removed from the game."]
    assert "rule_terminal_step_ends" in cited(ruling)


def test_whistleblower_steals_ignoring_napd_cordons_additional_cost(client):
    """NAPD Cordon would cost 4 + 2 = 6[c] to steal Offworld Office; Whistleblower's "steal it, ignoring all costs"
    ignores additional costs too (cr/rule_ignore_all_costs): the Runner with 3[c] steals it and keeps them."""
    ruling = rule(client, {
        "runner": {"credits": 3, "rig": ["Whistleblower"]},
        "corp": {"current": {"card": "NAPD Cordon"},
                 "servers": {"Server 1": {"root": [{"card": "Offworld Office", "advancement": 1}]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "use Whistleblower": "yes", "Whistleblower choice": "Offworld Office"}},
        {"runner.agenda_points": 2, "runner.credits": 3, "runner.heap": ["Whistleblower"]})
    [stolen] = steps(ruling, "Whistleblower: the Runner steals Offworld Office, ignoring all costs.")
    assert "rule_ignore_all_costs" in step_cites(stolen)


@pytest.mark.parametrize("ping_on", ["Server 1", "HQ"])
def test_send_a_message_rezzing_ping_tags_the_runner_only_if_ping_protects_the_attacked_server(client, ping_on):
    """Ping: "When you rez this ice during a run against this server, give the Runner 1 tag." Send a Message, stolen,
    rezzes it during the run on Server 1: a tag if Ping protects Server 1, none if it protects HQ (its trigger
    condition names its own server, cr/rule_this_server)."""
    servers = {"Server 1": {"root": ["Send a Message"]}}
    servers.setdefault(ping_on, {})["ice"] = [{"card": "Ping", "rezzed": False}]
    decisions = {"jack out": "no", "Send a Message target": "Ping"} | ({"rez Ping": "no"} if ping_on == "Server 1"
                                                                       else {})
    rule(client, {"corp": {"servers": servers}, "actions": [{"runner": "run Server 1"}], "decisions": decisions},
         {"runner.tags": 1 if ping_on == "Server 1" else 0, "cards.Ping.rezzed": True, "runner.agenda_points": 3})


# --- encounters, traces, tags --------------------------------------------------------------------------------------

def test_s_dobrado_bypasses_funhouse_so_its_when_encountered_ability_never_resolves(client):
    """Bypassing aborts the encounter (cr/rule_bypass): Funhouse's "When the Runner encounters this ice, end the run
    unless the Runner takes 1 tag" never resolves. No tag, and the run on HQ is successful."""
    ruling = rule(client, {
        "runner": {"grip": ["S-Dobrado"]}, "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Funhouse"]}}},
        "actions": [{"runner": "play S-Dobrado on HQ"}], "decisions": {"jack out": "no"}},
        {"runner.tags": 0, "runs.0.outcome": "successful"})
    assert ruling["verdict"] == ["Funhouse's ability never resolves: the Runner bypassed Funhouse with S-Dobrado, so "
                                 "the encounter ended before it could.",
                                 "The run on HQ is successful and the Runner accesses Hedge Fund."]


def test_bigger_picture_takes_only_the_credits_the_runner_has(client):
    """Removing 2 tags, "the Runner loses 5[c] for each tag removed": 10[c], but they have 7, and lose what they can
    (cr/rule_do_as_much_as_you_can); "gain credits equal to the number of credits the Runner lost": 5 + 7 = 12."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 2, "credits": 7}, "corp": {"clicks": 3, "hq": ["Bigger Picture"]},
        "actions": [{"corp": "play Bigger Picture"}],
        "decisions": {"Bigger Picture choice": "remove tags", "Bigger Picture tags": "2"}},
        {"runner.credits": 0, "runner.tags": 0, "corp.credits": 12})
    assert ruling["verdict"] == ["Bigger Picture: the Corp gains 7[c] (now 12[c]).", "The Runner has 2 tags removed."]


def test_a_tied_trace_is_unsuccessful_so_winchester_does_not_end_the_run_on_hq(client):
    """Winchester protecting HQ gains a third subroutine, "Trace[3]. If successful, end the run." The Corp has no
    credits to boost; the Runner's link 1 (Cybertrooper Talut) plus 2[c] ties it at 3, and a trace succeeds only if
    its strength exceeds the link strength (cr/rule_compare_trace_and_link_strength)."""
    ruling = rule(client, {
        "runner": {"credits": 3, "rig": ["Cybertrooper Talut"]},
        "corp": {"credits": 0, "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Winchester"]}}},
        "actions": [{"runner": "run HQ"}],
        "decisions": {"Runner link boost Winchester": "0", "Runner link boost Winchester (3)": "2", "jack out": "no"}},
        {"runner.credits": 1, "runs.0.outcome": "successful"})
    [tied] = steps(ruling, "Winchester's trace: trace strength 3 against link strength 3")
    assert tied["text"].endswith(": unsuccessful.") and "step_trace_determine_success" in step_cites(tied)


@pytest.mark.parametrize("where", ["Archives", "R&D"])
def test_behold_gives_tags_when_accessed_in_rd_but_not_in_archives(client, where):
    """"When the Runner accesses this asset anywhere except in Archives, you may pay 4[c] to give them 2 tags": a
    trigger condition met in R&D only (cr/rule_trigger_condition)."""
    board = {"corp": {"archives": ["Behold!"]} if where == "Archives" else {"rd": ["Behold!", "Hedge Fund"]},
             "actions": [{"runner": f"run {where}"}], "decisions": {"jack out": "no"}}
    if where == "R&D":
        board["decisions"] |= {"use Behold!": "yes", "trash Behold!": "no"}
    rule(client, board, {"runner.tags": 2 if where == "R&D" else 0, "corp.credits": 1 if where == "R&D" else 5,
                         "runs.0.accessed": ["Behold!"]})


def test_lamplighter_is_trashed_when_the_agenda_it_protects_is_stolen(client):
    """The Runner pays 3[c] not to be tagged, so Lamplighter's second subroutine does nothing; stealing Offworld
    Office from its server meets "when an agenda is scored or stolen from this server or its root, trash this ice"."""
    ruling = rule(client, {
        "runner": {"credits": 5}, "corp": {"servers": {"Server 1": {"ice": ["Lamplighter"], "root": ["Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "Lamplighter choice": "pay 3[c]"}},
        {"corp.archives": ["Lamplighter"], "runner.agenda_points": 2, "runner.credits": 2, "runner.tags": 0})
    assert ruling["deciding"]["text"] == "Lamplighter's ability trashes Lamplighter; in the Archives it is a new object."


def test_divested_trust_forfeited_returns_the_stolen_agenda_to_hq(client):
    """"Whenever the Runner steals another agenda, you may forfeit this agenda to gain 5[c] and add the stolen agenda
    to HQ": the Runner's 2 points leave with Offworld Office, the Corp's 1 with Divested Trust, forfeited: removed from
    the game, not trashed (cr/movement_forfeit)."""
    ruling = rule(client, {
        "corp": {"score_area": ["Divested Trust"], "servers": {"Server 1": {"root": ["Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "use Divested Trust": "yes"}},
        {"runner.agenda_points": 0, "corp.agenda_points": 0, "corp.hq": ["Offworld Office"], "corp.credits": 10,
         "corp.removed": ["Divested Trust"], "corp.archives": []})
    assert ruling["deciding"]["text"] == "Divested Trust's ability: Offworld Office leaves the Runner's score area for HQ."


# --- the game's end -----------------------------------------------------------------------------------------------

def test_fujii_stolen_for_the_seventh_point_wins_before_its_damage_can_flatline(client):
    """4 points + 3: the checkpoint after the steal ends the game (cr/step_checkpoint_agenda_points) before Fujii's
    "do 2 net damage", pending, could resolve and flatline a Runner with 1 card."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"], "score_area": ["Offworld Office", "Luminal Transubstantiation"]},
        "corp": {"servers": {"Server 1": {"root": ["Fujii Asset Retrieval"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
        {"winner": "runner", "runner.grip": ["Sure Gamble"], "runner.agenda_points": 7})
    assert ruling["verdict"] == ["The Runner wins by agenda points."]
    assert "step_checkpoint_agenda_points" in cited(ruling)


def test_the_seventh_point_mid_breach_ends_the_game_before_the_next_access(client):
    """Jailbreak lets the Runner access 2 cards of R&D; the first, Post-Truth Dividend, is their 7th point and the game
    ends at once (cr/rule_win_agenda_points): Offworld Office, next, is never accessed."""
    ruling = rule(client, {
        "runner": {"grip": ["Jailbreak"], "stack": ["Sure Gamble"],
                   "score_area": ["Fujii Asset Retrieval", "Send a Message"]},
        "corp": {"rd": ["Post-Truth Dividend", "Offworld Office", "Hedge Fund"]},
        "actions": [{"runner": "play Jailbreak on R&D"}], "decisions": {"jack out": "no"}},
        {"winner": "runner", "runs.0.accessed": ["Post-Truth Dividend"], "runner.agenda_points": 7,
         "corp.rd": ["Offworld Office", "Hedge Fund"]})
    assert ruling["verdict"][-1] == "The Runner wins by agenda points."


# --- strength that lasts, and expires --------------------------------------------------------------------------------

def test_gamedragon_keeps_marjanahs_boosts_for_the_second_palisade(client):
    """Hosted on Marjanah (1 + 1 = 2), GAMEDRAGON™ Pro makes its boosts last for the remainder of the run
    (cr/rule_modify_duration_of_lingering_effect): 2 boosts at the first Palisade (4 on a remote), none at the second,
    2[c] per break: 6[c]. When the run ends so do the boosts; the trace said "GAMEDRAGON™ Pro no longer applies to
    Marjanah: its +1 strength", as if GAMEDRAGON's own +1 ended."""
    ruling = rule(client, {
        "runner": {"credits": 6, "rig": [{"card": "Marjanah", "hosted": ["GAMEDRAGON™ Pro"]}]},
        "corp": {"servers": {"Server 1": {"ice": ["Palisade", "Palisade"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "break Palisade": {"with": "Marjanah", "boost": "match"}}},
        {"runner.credits": 0, "runs.0.outcome": "successful"})
    assert len(steps(ruling, "Marjanah's +1 strength would end with the encounter, but GAMEDRAGON™ Pro makes it last "
                             "for the remainder of the run.")) == 2
    assert [s["text"] for s in steps(ruling, "Marjanah's +1 strength ends")] == [
        "Marjanah's +1 strength ends at this checkpoint: its own duration (encounter) is over and GAMEDRAGON™ Pro no "
        "longer makes it last longer."] * 2


def test_devil_charms_minus_6_strength_lasts_only_its_run(client):
    """"That ice gets −6 strength for the remainder of this run" (cr/step_checkpoint_duration_abilities): Marjanah
    breaks Palisade unboosted (2[c]); the second run meets Palisade at 4 again: 3 boosts, and a break for 1[c] after a
    successful run. 6 - 2 - 4 = 0."""
    ruling = rule(client, {
        "runner": {"credits": 6, "rig": ["Marjanah", "Devil Charm"]},
        "corp": {"servers": {"Server 1": {"ice": ["Palisade"]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "use Devil Charm": "yes", "break Palisade": {"with": "Marjanah", "boost": "match"}}},
        {"runner.credits": 0, "runner.removed": ["Devil Charm"], "runs.1.encounters.0.strength": 4})
    [ended] = steps(ruling, "The lasting effect \"Palisade gets −6 strength for the remainder of this run\" ends")
    assert "step_checkpoint_duration_abilities" in step_cites(ended)


# --- the Corp's install and advance rules --------------------------------------------------------------------------

def test_palisade_cannot_be_advanced_and_the_refusal_says_which_cards_can(client):
    """Only agendas and cards that say they can be advanced can be (cr/rule_you_can_advance); the refusal said only
    "Palisade cannot be advanced"."""
    error = refusal(client, {"turn": "corp", "corp": {"clicks": 3, "servers": {"HQ": {"ice": [
        {"card": "Palisade", "rezzed": False}]}}}, "actions": [{"corp": "advance Palisade"}]})
    assert error.endswith("Palisade cannot be advanced: only agendas, and cards that say they can be advanced, can be "
                          "(cr/rule_you_can_advance)")


def test_an_agenda_cannot_be_installed_in_hqs_root(client):
    """Assets and agendas cannot be installed in the root of a central server (cr/rule_server_root)."""
    error = refusal(client, {"turn": "corp", "corp": {"clicks": 3, "hq": ["Offworld Office"]},
                             "actions": [{"corp": "install Offworld Office in HQ"}]})
    assert "an agenda can only be installed in the root of a remote server" in error


# --- more: a "cannot break" offer, derez, facedown installs, stealth credits, prevented trashes --------------------

def test_anvil_locked_the_runner_is_not_offered_a_breaker_that_cannot_break_anything(client):
    """Anvil's "When the Runner encounters this ice, you may trash 1 of your other installed cards. If you do, the
    Runner cannot break this ice's printed subroutines" ("cannot" beats "can", cr/rule_cannot_precedence): both
    subroutines resolve, the Runner loses 1[c] and trashes their only installed card. The Table asked "break Anvil"
    offering Unity, then refused every plan; it now asks nothing and the trace says why."""
    board = {"runner": {"credits": 10, "rig": ["Unity"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Anvil"]},
                                                        "Server 1": {"root": ["Regolith Mining License"]}}},
             "actions": [{"runner": "run HQ"}], "decisions": {"Anvil target": "Regolith Mining License"}}
    board["decisions"] |= {"jack out": "no"}
    ruling = rule(client, board, {"runner.credits": 9, "corp.credits": 6, "runner.heap": ["Unity"],
                                  "corp.archives": ["Regolith Mining License"], "runs.0.outcome": "successful"})
    [held] = steps(ruling, "Unity cannot break any subroutine of Anvil")
    assert "rule_cannot_precedence" in step_cites(held)
    assert steps(ruling, "Anvil's only choice is Unity.")  # the second subroutine: Unity is all there is to trash


def test_arruaceiras_crews_minus_2_strength_is_gone_by_the_next_ice(client):
    """"The ice you are encountering gets −2 strength for the remainder of this encounter": Tithe at −1 during its
    encounter, Palisade at 2 in the next (cr/step_checkpoint_duration_abilities). The Crew's second ability, used at
    Palisade, costs [trash] and 2[c] and trashes nothing: "if its strength is 0 or less" is not met. Palisade ends the
    run. No other ability is used ("abilities": pass: asked otherwise, at Tithe, where the Crew's second ability acts
    on the encountered ice and could trash it at −1)."""
    ruling = rule(client, {
        "runner": {"credits": 2, "rig": ["Arruaceiras Crew"], "grip": GRIP3},
        "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Tithe", "Palisade"]}}},
        "actions": [{"runner": "run HQ"}, {"at": "encounter Tithe", "runner": "use Arruaceiras Crew"},
                    {"at": "encounter Palisade", "runner": "use Arruaceiras Crew ability 2"}],
        "decisions": {"jack out": "no", "abilities": "pass"}},
        {"runner.tags": 1, "runner.credits": 0, "runner.heap": {"contains": "Arruaceiras Crew"},
         "corp.servers.HQ.ice": ["Tithe", "Palisade"], "runs.0.encounters.1.strength": 2,
         "runs.0.outcome": "unsuccessful"})
    assert steps(ruling, "Arruaceiras Crew's ability: Tithe gets -2 strength for the remainder of this encounter "
                         "(now -1).")
    assert steps(ruling, "Arruaceiras Crew's ability: Palisade has 2 strength, more than 0: it is not trashed.")


def test_hybrid_release_installs_the_facedown_palisade_from_archives_trashing_tithe_to_afford_it(client):
    """"You may install 1 facedown card from Archives": only the facedown Palisade is offered (Hedge Fund is faceup).
    On HQ it costs 1[c] for Tithe already there; the Corp, at 0[c] after advancing, trashes Tithe first
    (cr/rule_install_trash_ice) and installs Palisade unrezzed for 0[c]."""
    board = {"turn": "corp", "corp": {"clicks": 1, "credits": 1,
                                      "archives": ["Palisade", {"card": "Hedge Fund", "faceup": True}],
                                      "servers": {"HQ": {"ice": ["Tithe"]},
                                                  "Server 1": {"root": [{"card": "Hybrid Release", "advancement": 1}]}}},
             "actions": [{"corp": "advance Hybrid Release"}], "decisions": {"score": "yes", "use Hybrid Release": "yes"}}
    question = asked(client, board)
    assert (question["name"], question["options"]) == ("Hybrid Release install", ["Palisade", "no"])
    board["decisions"] |= {"Hybrid Release install": "Palisade", "Hybrid Release install where": "HQ",
                           "trash before installing Palisade": "Tithe"}
    rule(client, board, {"corp.servers.HQ.ice": ["Palisade"], "cards.Palisade.rezzed": False, "corp.credits": 0,
                         "corp.archives": ["Hedge Fund", "Tithe"], "corp.agenda_points": 1})


def test_transport_monopoly_the_run_reaches_the_server_but_is_not_successful(client):
    """"This run cannot be declared successful. (This effect does not cause the run to become unsuccessful.)": the
    run reaches the Success Phase (cr/rule_not_unsuccessful_when_reached_success_phase), so the Runner still breaches
    HQ and accesses a card, but the run is neither successful nor unsuccessful."""
    ruling = rule(client, {
        "corp": {"hq": ["Hedge Fund"], "score_area": [{"card": "Transport Monopoly", "counters": {"agenda": 2}}]},
        "actions": [{"runner": "run HQ"}, {"at": "initiation on HQ", "corp": "use Transport Monopoly"}],
        "decisions": {"jack out": "no"}},
        {"runs.0.accessed": ["Hedge Fund"], "cards[Transport Monopoly].counters.agenda": 1})
    assert ruling["verdict"] == ["The run on HQ is neither successful nor unsuccessful and the Runner accesses "
                                 "Hedge Fund."]
    assert "rule_not_unsuccessful_when_reached_success_phase" in cited(ruling)


def test_afterimage_bypasses_tithe_with_two_stealth_credits_from_different_cards(client):
    """"You may pay 2[c] to bypass it. Use this ability only by spending credits from stealth cards"
    (cr/rule_pay_cost_restriction): the Runner's pool (0[c]) cannot help; Mantle's recurring credit and 1 of Trickster
    Taka's 2 (1 on the board, 1 placed as the turn began) pay it, and Tithe is passed without a subroutine."""
    board = {"runner": {"credits": 0, "rig": ["Afterimage", "Mantle",
                                              {"card": "Trickster Taka", "counters": {"credits": 1}}]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Tithe"]}}},
             "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "use Afterimage": "yes"}}
    question = asked(client, board)
    assert question["answer"]["kind"] == "payment" and question["answer"]["sources"] == {"Mantle": 1,
                                                                                         "Trickster Taka": 2}
    board["decisions"]["pay Afterimage's bypass"] = {"Mantle": 1, "Trickster Taka": 1}
    ruling = rule(client, board, {"corp.credits": 5, "cards.Trickster Taka.counters.credits": 1,
                                  "cards.Mantle.counters": {}, "runs.0.outcome": "successful"})
    assert "rule_bypass" in cited(ruling)


def test_game_over_the_runner_pays_3_credits_per_resource_to_prevent_its_trash(client):
    """A Runner turn is played first, so "stole an agenda during their last turn" is known. Game Over on resources:
    "for each card that would be trashed this way, the Runner may pay 3[c] to prevent that card from being trashed"
    (cr/sec_prevent_avoid). With 7[c] they save both (6[c]); the icebreaker was never at risk. The Corp takes 1 bad
    publicity."""
    ruling = rule(client, {
        "runner": {"credits": 4, "rig": ["Rent Rioters", "Smartware Distributor", "Marjanah"]},
        "corp": {"hq": ["Game Over", "Hedge Fund", "Tithe", "Palisade", "Akhet"], "rd": ["Tithe", "Hedge Fund"],
                 "servers": {"Server 1": {"root": ["Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "gain credit"}, {"runner": "gain credit"},
                    {"runner": "gain credit"}, {"corp": "play Game Over"}],
        "decisions": {"jack out": "no", "Game Over choice": "resource",
                      "Game Over saves": ["Rent Rioters", "Smartware Distributor"]}},
        {"runner.credits": 1, "runner.rig": ["Rent Rioters", "Smartware Distributor", "Marjanah"], "runner.heap": [],
         "corp.bad_publicity": 1, "runner.agenda_points": 2})
    assert len(steps(ruling, "Game Over: the Runner pays 3[c]:")) == 2


def test_capybara_derezzes_the_ice_the_runner_bypassed(client):
    """S-Dobrado bypasses Funhouse; "whenever you bypass a piece of ice, you may remove this hardware from the game to
    derez that ice" (cr/rule_derez_by_ability): Funhouse is unrezzed afterwards, and Capybara is removed from the game,
    not trashed."""
    ruling = rule(client, {
        "runner": {"grip": ["S-Dobrado"], "rig": ["Capybara"]},
        "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Funhouse"]}}},
        "actions": [{"runner": "play S-Dobrado on HQ"}], "decisions": {"jack out": "no", "use Capybara": "yes"}},
        {"cards.Funhouse.rezzed": False, "runner.removed": ["Capybara"], "runner.heap": ["S-Dobrado"],
         "runner.tags": 0})
    assert ruling["verdict"][-2:] == ["The run on HQ is successful and the Runner accesses Hedge Fund.",
                                      "Capybara is removed from the game."]


@pytest.mark.parametrize("runs", [1, 2])
def test_hyperbarics_power_counters_raise_its_strength_for_good_so_the_second_run_needs_none(client, runs):
    """Hyperbaric gets +1 strength per hosted power counter, and "2[c]: Place 1 power counter on this program" is its
    way to match Diviner (3): two counters (4[c]) and a break (1[c]). A counter is not a lingering effect with a
    duration (cr/rule_static_no_lingering_effects): in a second run it is still strength 3 and pays only the break.
    The Table said "Hyperbaric (strength 1) cannot interact with Diviner (strength 3) and has no ability to raise its
    strength" and let Diviner's net damage through."""
    board = {"runner": {"credits": 5 + (runs - 1), "rig": [{"card": "Hyperbaric", "counters": {"power": 1}}],
                        "grip": ["Sure Gamble", "Jailbreak"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Diviner"]}}},
             "actions": [{"runner": "run HQ"}] * runs,
             "decisions": {"jack out": "no", "break Diviner": {"with": "Hyperbaric", "boost": "match"}}}
    ruling = rule(client, board, {"runner.credits": 0, "cards.Hyperbaric.counters.power": 3,
                                  "cards.Hyperbaric.strength": 3, "runner.grip": ["Sure Gamble", "Jailbreak"],
                                  f"runs.{runs - 1}.outcome": "successful"})
    assert len(steps(ruling, "Hyperbaric's ability places 1 power counter on Hyperbaric")) == 2


def test_a_teias_free_install_goes_to_another_existing_remote_never_a_third(client):
    """A Teia: "Limit 2 remote servers" (cr/rule_limit_remote_servers) and "install 1 card from HQ in the root of or
    protecting another remote server" (cr/rule_another_server): after Tithe goes on Server 1, Palisade may go only on
    Server 2, for free: the only server, taken without asking, and the install is the deciding step. A third remote
    is refused outright."""
    board = {"turn": "corp", "corp": {"identity": "A Teia", "clicks": 3, "hq": ["Tithe", "Palisade"], "servers": {
        "Server 1": {"root": ["Regolith Mining License"]}, "Server 2": {"root": ["Public Access Plaza"]}}},
        "actions": [{"corp": "install Tithe on Server 1"}],
        "decisions": {"use A Teia": "yes", "A Teia target": "Palisade"}}
    ruling = rule(client, board, {"corp.servers[Server 1].ice": ["Tithe"], "corp.servers[Server 2].ice": ["Palisade"],
                                  "corp.credits": 5, "corp.clicks": 2})
    assert ruling["deciding"]["text"] == ("A Teia: IP Recovery's ability: the Corp installs Palisade protecting "
                                          "Server 2, ignoring all costs.")
    board["actions"] = [{"corp": "install Palisade in new remote"}]
    assert "the Corp cannot create a new remote server" in refusal(client, board)


def test_thunderbolt_armaments_ice_rezzed_during_the_run_is_stronger_and_has_a_third_subroutine(client):
    """Tithe (AP), rezzed as the Runner approaches it, gets +1 strength (2) and gains "End the run unless the Runner
    trashes 1 of their installed cards" after its other subroutines for the remainder of the run
    (cr/rule_subroutines_added_to_end_default). Carmen (2) breaks all three for 1[c] each: 5 - 3 = 2."""
    ruling = rule(client, {
        "runner": {"credits": 5, "rig": ["Carmen"], "grip": ["Sure Gamble", "Jailbreak"]},
        "corp": {"identity": "Thunderbolt Armaments", "hq": ["Hedge Fund"],
                 "servers": {"HQ": {"ice": [{"card": "Tithe", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "rez Tithe": "yes", "break Tithe": "Carmen"}},
        {"runs.0.encounters.0.strength": 2, "runner.credits": 2, "corp.credits": 4, "runs.0.outcome": "successful"})
    assert steps(ruling, "Carmen breaks subroutine 3 of Tithe")


def test_letheia_nisei_sends_the_runner_back_out_and_they_may_jack_out_or_go_round_again(client):
    """The bids differ (Corp 1, Runner 0): the Corp trashes Letheia Nisei and the Runner moves to the outermost
    position, approaching Palisade again (cr/rule_move_to_specific_position); they may jack out, and decline. Marjanah
    pays 3 + 2 twice: 10[c]. The Corp spent its 1[c] bid."""
    rule(client, {
        "runner": {"credits": 10, "rig": ["Marjanah"]},
        "corp": {"servers": {"Server 1": {"ice": ["Palisade"], "root": [{"card": "Letheia Nisei", "rezzed": True},
                                                                       "Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"break Palisade": {"with": "Marjanah", "boost": "match"}, "Corp psi bid Letheia Nisei": 1,
                      "Runner psi bid Letheia Nisei": 0, "Letheia Nisei choice": "trash it",
                      "jack out at Server 1": "no", "jack out at Letheia Nisei": "no"}},
        {"runner.credits": 0, "runner.agenda_points": 2, "corp.archives": ["Letheia Nisei"], "corp.credits": 4,
         "runs.0.encounters": {"count": 2}})


def test_bad_publicity_counters_on_superdeep_borehole_give_the_runner_nothing(client):
    """The Runner receives 1[c] per bad publicity the Corp has (cr/rule_initiation_bad_publicity): the Corp's 1, not
    the 5 counters still hosted on Superdeep Borehole. That 1[c] cannot pay its 6[c] trash cost, and is lost when the
    run ends (cr/rule_bad_publicity_gone_in_run_ends_phase)."""
    ruling = rule(client, {
        "runner": {"credits": 0},
        "corp": {"bad_publicity": 1, "servers": {"Server 1": {"root": [
            {"card": "Superdeep Borehole", "counters": {"bad publicity": 5}}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
        {"runner.credits": 0, "corp.bad_publicity": 1, "cards[Superdeep Borehole].counters.bad publicity": 5})
    [gained] = steps(ruling, "The Corp has 1 bad publicity: the Runner gains 1[c]")
    assert "step_initiation_bad_publicity" in step_cites(gained)
    assert steps(ruling, "The Runner cannot pay Superdeep Borehole's trash cost of 6[c]")


@pytest.mark.parametrize("moment", ["approach Palisade", "encounter Palisade"])
def test_leech_lowers_only_the_ice_being_encountered_so_not_while_approaching_it(client, moment):
    """Leech: "Hosted virus counter: The ice you are encountering gets -1 strength for the remainder of this
    encounter." A paid ability that refers to the encountered ice can be used only during an encounter
    (cr/rule_paid_ability_refers_to_encountered_ice): refused at the approach, with that reason (it said only "cannot
    be used now"); during the encounter Palisade (2 on HQ) drops to 1, and Marjanah (1) breaks it unboosted: 2[c].
    The successful run on HQ, a central server, gives Leech its counter back. Leech is used once ("abilities": pass:
    asked otherwise, in the encounter's window, whether it is used again)."""
    board = {"runner": {"credits": 5, "rig": [{"card": "Leech", "counters": {"virus": 2}}, "Marjanah"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Palisade"]}}},
             "actions": [{"runner": "run HQ"}, {"at": moment, "runner": "use Leech"}],
             "decisions": {"jack out": "no", "break Palisade": {"with": "Marjanah", "boost": "match"}, "abilities": "pass"}}
    if moment.startswith("approach"):
        assert refusal(client, board).endswith("Leech's ability refers to the ice the Runner is encountering: it can be "
                                               "used only during an encounter with such ice")
        return
    ruling = rule(client, board, {"runner.credits": 3, "cards.Leech.counters.virus": 2, "runs.0.outcome": "successful"})
    assert steps(ruling, "The Runner encounters Palisade (strength 2")
    assert not steps(ruling, "The Runner pays 1[c] for Marjanah's strength")


@pytest.mark.parametrize("ice", ["Kessleroid", "Tithe"])
def test_arruaceiras_crew_cannot_trash_kessleroid_and_a_tithe_it_trashes_is_the_runners_trash(client, ice):
    """Arruaceiras Crew's "[trash], 2[c]: Trash the ice you are encountering if its strength is 0 or less": the Runner
    trashes it. Kessleroid: "The Runner cannot trash this ice (while it is rezzed)" ("cannot" beats "can",
    cr/rule_cannot_precedence), so it stays and ends the run. A Tithe trashed this way is the first installed Corp card
    the Runner trashed this turn: Hostile Architecture does 2 meat damage. The Crew's trash was the game's, not the
    Runner's: Kessleroid went to Archives and Hostile Architecture stayed silent."""
    board = {"runner": {"credits": 2, "rig": ["Arruaceiras Crew"], "grip": GRIP3},
             "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [ice]}, "Server 1": {"root": [
                 {"card": "Hostile Architecture", "rezzed": True}]}}},
             "actions": [{"runner": "run HQ"}, {"at": f"encounter {ice}", "runner": "use Arruaceiras Crew"},
                         {"at": f"encounter {ice}", "runner": "use Arruaceiras Crew ability 2"}],
             "decisions": {"jack out": "no"}}
    if ice == "Kessleroid":
        del board["decisions"]
        ruling = rule(client, board, {"corp.servers.HQ.ice": ["Kessleroid"], "runs.0.outcome": "unsuccessful",
                                      "runner.grip": {"count": 3}})
        assert "rule_cannot_precedence" in {c for s in steps(ruling, "Kessleroid cannot be trashed")
                                            for c in step_cites(s)}
        return
    rule(client, board, {"corp.archives": ["Tithe"], "runner.grip": {"count": 1}, "damage.meat": 2,
                         "runs.0.outcome": "successful"})


def test_fencer_fueno_credits_pay_a_trash_cost_after_a_successful_run_and_keiko_pays_back_1(client):
    """Fencer Fueno: "Whenever you make a successful run, you can spend hosted credits for the remainder of that run"
    (cr/rule_hosted_credits): 1 + 1 placed as the turn began, with the pool's 1[c], pay Regolith's 3[c]; spending
    credits from an installed companion the first time this turn, Keiko gives 1[c] back."""
    ruling = rule(client, {
        "runner": {"credits": 1, "rig": [{"card": "Fencer Fueno", "counters": {"credits": 1}}, "Keiko"]},
        "corp": {"servers": {"Server 1": {"root": ["Regolith Mining License"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "trash Regolith Mining License": "yes"}},
        {"runner.credits": 1, "cards[Fencer Fueno].counters": {}, "corp.archives": ["Regolith Mining License"]})
    assert steps(ruling, "The Runner pays 3[c] for trashing Regolith Mining License: 1[c] from the credit pool and "
                         "2[c] from Fencer Fueno.")
    assert steps(ruling, "Keiko's ability: the Runner gains 1[c] (now 1[c]).")


def test_stargate_trashes_an_agenda_it_reveals_without_the_runner_stealing_it(client):
    """"Instead of breaching R&D, reveal the top 3 cards of R&D. Trash 1 of the revealed cards." Nothing is accessed
    (cr/sec_replacement_effects), so Offworld Office, trashed, is not stolen."""
    ruling = rule(client, {
        "runner": {"rig": ["Stargate"]}, "corp": {"rd": ["Hedge Fund", "Offworld Office", "Tithe", "Palisade"]},
        "actions": [{"runner": "use Stargate"}], "decisions": {"jack out": "no", "Stargate target": "Offworld Office"}},
        {"runner.agenda_points": 0, "corp.archives": ["Offworld Office"], "corp.rd": ["Hedge Fund", "Tithe", "Palisade"],
         "runs.0.accessed": []})
    assert ruling["deciding"]["text"] == "Stargate: the Runner trashes Offworld Office from R&D."


@pytest.mark.parametrize("stealth", [False, True])
def test_mu_safecracker_is_paid_only_with_stealth_credits_such_as_mantles(client, stealth):
    """Mu Safecracker: "Use this hardware only by spending credits from stealth cards" (cr/rule_pay_cost_restriction).
    The Runner's 5[c] in the pool cannot pay its 1[c]: 1 card from HQ. Mantle, a stealth program whose credits pay "to
    use hardware and programs", can: 2 cards, the pool untouched. The Table never asked: Mu Safecracker's payment
    named no card, so Mantle could not tell it was for using hardware."""
    board = {"runner": {"credits": 5, "rig": ["Mu Safecracker", "Mantle"] if stealth else ["Mu Safecracker"]},
             "corp": {"hq": ["Hedge Fund", "Tithe", "Palisade"]}, "actions": [{"runner": "run HQ"}],
             "decisions": {"jack out": "no"}}
    if stealth:
        board["decisions"]["use Mu Safecracker"] = "yes"
    facts = {"runs.0.accessed": {"count": 2 if stealth else 1}, "runner.credits": 5}
    ruling = rule(client, board, facts | ({"cards.Mantle.counters": {}} if stealth else {}))
    if not stealth:
        assert steps(ruling, "Mu Safecracker's ability: stealth cards hold less than 1[c]")


def test_physarum_entangler_bypass_paid_with_trickster_takas_credits(client):
    """Physarum Entangler: "you may pay 1[c] for each subroutine it has. If you do, bypass that ice": Tithe has 2.
    Trickster Taka's 2 (1 + 1 as the turn began) "to use programs during runs" pay it (cr/rule_hosted_credits); the
    Runner's pool is empty. The Table never offered the bypass: the payment named no program."""
    ruling = rule(client, {
        "runner": {"credits": 0, "rig": [{"card": "Trickster Taka", "counters": {"credits": 1}}],
                   "grip": ["Sure Gamble"]},
        "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Tithe", "hosted": ["Physarum Entangler"]}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "use Physarum Entangler": "yes"}},
        {"runner.grip": ["Sure Gamble"], "corp.credits": 5, "cards.Trickster Taka.counters": {},
         "runs.0.outcome": "successful"})
    assert "rule_bypass" in cited(ruling)


def test_daniela_jorge_inacio_a_runner_with_one_card_can_neither_steal_nor_trash(client):
    """Daniela Jorge Inácio: "As an additional cost to steal an agenda from this server or its root, the Runner must
    add 2 cards from the grip at random to the bottom of the stack", and the same to trash it. With 1 card the Runner
    cannot pay either (cr/rule_additional_cost): Offworld Office stays, unstolen, and Daniela is not offered for
    trashing though the Runner has its 2[c]."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"]},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Daniela Jorge Inácio", "rezzed": True}, "Offworld Office"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "access order": ["unrezzed card in the root of Server 1", "Daniela Jorge Inácio"]}},
        {"runner.agenda_points": 0, "runner.grip": ["Sure Gamble"], "runner.credits": 5,
         "corp.servers[Server 1].root": ["Daniela Jorge Inácio", "Offworld Office"]})
    assert {"rule_additional_cost", "rule_decline_to_steal"} <= cited(ruling)
