"""Thirty-three more situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge
would: the Corp's turn (scoring, "when scored" abilities, advancing, installing over a server, rezzing), damage and
flatlines, tags, lockdowns, trash costs and "when trashed" abilities, several accesses, hosted counters, run events
and "cannot". Each expected value was worked out from the CR 25.08 and the cards' text before the engine played it,
never copied from the engine; `rule()` is the first file's helper (every question answered, every fact checked)."""

import pytest

from tests.web.test_table_rulings import cited, rule

GRIP3 = ["Sure Gamble", "Jailbreak", "Bravado"]


def refusal(client, board: dict) -> str:
    """The Table's 400 for a board whose action the rules forbid, as its error message."""
    response = client.post("/api/table", json=board)
    assert response.status_code == 400, response.get_data(as_text=True)[:400]
    return response.get_json()["error"]


def test_hostile_architecture_trashed_by_the_runner_does_2_meat_damage_to_a_runner_with_exactly_2_cards(client):
    """"(including this asset)": trashing Hostile Architecture itself is the first time this turn the Runner trashes
    one of the Corp's installed cards, so its ability fires as it goes to Archives. 2 meat damage against 2 cards
    empties the grip, but the Runner is flatlined only by MORE damage than cards in the grip (cr/rule_flatline):
    the game goes on. 5[c] less the trash cost 4[c] leaves 1[c]."""
    ruling = rule(client, {
        "runner": {"credits": 5, "grip": ["Sure Gamble", "Jailbreak"]},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Hostile Architecture", "rezzed": True}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "trash Hostile Architecture": "yes"}},
        {"runner.credits": 1, "runner.grip": [], "runner.heap": {"count": 2}, "corp.archives": ["Hostile Architecture"],
         "winner": None})
    assert ruling["verdict"] == ["Hostile Architecture's ability resolves.",
                                 "The run on Server 1 is successful and the Runner accesses Hostile Architecture, "
                                 "trashing Hostile Architecture; the Runner takes 2 meat damage."]
    assert "sec_damage" in cited(ruling)


def test_neurospike_after_scoring_a_2_point_agenda_does_2_net_damage_and_the_verdict_says_so(client):
    """Offworld Office (4 to score, 2 points) advanced from 3 and scored: the Corp gains 7[c] (5 - 1 + 7 = 11), then
    plays Neurospike (3[c]: 8 left) for X = 2, the printed points it scored this turn. 2 of the Runner's 3 cards go
    (cr/sec_damage). The verdict names the damage: that is what the dispute is about."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"grip": GRIP3},
        "corp": {"credits": 5, "clicks": 2, "hq": ["Neurospike"],
                 "servers": {"Server 1": {"root": [{"card": "Offworld Office", "advancement": 3}]}}},
        "actions": [{"corp": "advance Offworld Office"}, {"corp": "play Neurospike"}], "decisions": {"score": "yes"}},
        {"corp.credits": 8, "corp.agenda_points": 2, "runner.grip": {"count": 1}, "runner.heap": {"count": 2}})
    assert ruling["verdict"] == ["Offworld Office's ability resolves.", "The Corp scores Offworld Office.",
                                 "The Runner takes 2 net damage."]
    assert ruling["deciding"]["text"].startswith("Neurospike does 2 net damage")


def test_luminal_transubstantiation_forbids_scoring_a_second_agenda_with_the_clicks_it_gave(client):
    """Luminal gives [click][click][click] "and you cannot score agendas for the remainder of the turn": Offworld Office
    advanced to 4 with one of those clicks stays installed, unscored ("cannot" beats "can", cr/rule_cannot_precedence),
    and the Corp is not asked whether to score it."""
    ruling = rule(client, {
        "turn": "corp",
        "corp": {"clicks": 1, "servers": {"Server 1": {"root": [{"card": "Luminal Transubstantiation", "advancement": 2}]},
                                          "Server 2": {"root": [{"card": "Offworld Office", "advancement": 3}]}}},
        "actions": [{"corp": "advance Luminal Transubstantiation"}, {"corp": "advance Offworld Office"}],
        "decisions": {"score": "yes"}},
        {"corp.score_area": ["Luminal Transubstantiation"], "corp.clicks": 2, "corp.credits": 3,
         "cards[Offworld Office].counters.advancement": 4})
    assert ruling["verdict"] == ["Luminal Transubstantiation's ability resolves.",
                                 "The Corp scores Luminal Transubstantiation; the Corp cannot score Offworld Office: "
                                 "the Corp cannot score agendas for the remainder of the turn."]
    assert "rule_cannot_precedence" in cited(ruling)


def test_no_second_lockdown_while_napd_cordon_is_active(client):
    """Argus Crackdown: "Play only if there is no active lockdown". NAPD Cordon, played on an earlier turn and on the
    board, is an active lockdown until the Corp's next turn begins (cr/rule_operation_lockdown): the play is refused."""
    error = refusal(client, {"turn": "corp", "corp": {"clicks": 3, "hq": ["Argus Crackdown"],
                                                      "current": {"card": "NAPD Cordon"}},
                             "actions": [{"corp": "play Argus Crackdown"}]})
    assert "Argus Crackdown cannot be played: there is an active lockdown (NAPD Cordon)" in error


def test_napd_cordon_is_no_current_a_steal_does_not_trash_it_so_the_second_steal_costs_4_too(client):
    """NAPD Cordon "is not trashed until your next turn begins" (cr/rule_operation_lockdown): a lockdown, not a
    current, so stealing Offworld Office does not trash it. Both agendas, unadvanced, cost 4[c] to steal: 10 - 8."""
    ruling = rule(client, {
        "runner": {"credits": 10},
        "corp": {"current": {"card": "NAPD Cordon"}, "servers": {"Server 1": {"root": ["Offworld Office"]},
                                                                 "Server 2": {"root": ["Luminal Transubstantiation"]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run Server 2"}], "decisions": {"jack out": "no", "steal": "yes"}},
        {"runner.credits": 2, "runner.agenda_points": 4, "corp.lockdowns": ["NAPD Cordon"], "corp.archives": []})
    assert ruling["verdict"] == ["The run on Server 2 is successful and the Runner accesses Luminal "
                                 "Transubstantiation, stealing Luminal Transubstantiation."]


def test_argus_crackdown_counts_unrezzed_ice_as_protecting_the_server(client):
    """"A server protected by ice": an installed piece of ice protects its server by where it is, rezzed or not
    (cr/subsec_protecting_a_server, cr/rule_ice_ordered). The Corp leaves Palisade unrezzed, the run on HQ succeeds:
    2 meat damage."""
    ruling = rule(client, {
        "runner": {"grip": GRIP3},
        "corp": {"current": {"card": "Argus Crackdown"}, "hq": ["Hedge Fund"],
                 "servers": {"HQ": {"ice": [{"card": "Palisade", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "rez Palisade": "no"}},
        {"runner.grip": {"count": 1}, "cards.Palisade.rezzed": False, "runs.0.outcome": "successful"})
    assert ruling["verdict"] == ["Argus Crackdown's ability resolves.",
                                 "The run on HQ is successful and the Runner accesses Hedge Fund; the Runner takes "
                                 "2 meat damage."]


def test_azef_protocol_trashes_the_corps_other_card_to_be_scored_then_does_2_meat_damage(client):
    """"As an additional cost to score this agenda, trash 1 of your other installed cards" (cr/rule_additional_cost):
    Palisade goes to Archives as Azef is scored, and the Runner loses 2 of 3 cards."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"grip": GRIP3},
        "corp": {"clicks": 1, "servers": {"HQ": {"ice": ["Palisade"]},
                                          "Server 1": {"root": [{"card": "Azef Protocol", "advancement": 2}]}}},
        "actions": [{"corp": "advance Azef Protocol"}], "decisions": {"score": "yes", "Azef Protocol target": "Palisade"}},
        {"corp.archives": ["Palisade"], "corp.score_area": ["Azef Protocol"], "runner.grip": {"count": 1}})
    assert ruling["verdict"] == ["Azef Protocol's ability resolves.", "The Corp scores Azef Protocol.",
                                 "The Runner takes 2 meat damage."]


def test_azef_protocol_with_no_other_installed_card_cannot_be_scored_and_the_ruling_says_why(client):
    """With nothing else installed, the additional cost cannot be paid, so Azef cannot be scored however advanced
    (cr/rule_additional_cost): the Corp is not asked, and the verdict says why rather than "nothing happened"."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"grip": GRIP3},
        "corp": {"clicks": 1, "servers": {"Server 1": {"root": [{"card": "Azef Protocol", "advancement": 2}]}}},
        "actions": [{"corp": "advance Azef Protocol"}]},
        {"corp.score_area": [], "cards[Azef Protocol].counters.advancement": 3, "runner.grip": {"count": 3}})
    assert ruling["verdict"] == ["The Corp cannot score Azef Protocol: the Corp cannot pay the additional cost to "
                                 "score it (trash 1 of your other installed cards)."]
    assert "rule_additional_cost" in cited(ruling)


def test_send_a_message_stolen_lets_the_corp_rez_ice_for_free_with_no_credits(client):
    """"When this agenda is scored or stolen": the Runner's steal triggers the Corp's ability; Palisade is rezzed
    ignoring all costs (cr/rule_rez_by_ability), the Corp's 0[c] notwithstanding."""
    ruling = rule(client, {
        "corp": {"credits": 0, "servers": {"HQ": {"ice": [{"card": "Palisade", "rezzed": False}]},
                                           "Server 1": {"root": ["Send a Message"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "Send a Message target": "Palisade"}},
        {"cards.Palisade.rezzed": True, "corp.credits": 0, "runner.agenda_points": 3})
    assert ruling["deciding"]["text"] == "Send a Message's ability: the Corp rezzes Palisade, ignoring all costs."


def test_conduit_accesses_1_additional_card_per_counter_and_gains_its_counter_only_as_the_run_ends(client):
    """1 virus counter: 1 + 1 = 2 cards from R&D; "whenever a successful run on R&D ends" the Runner may place a
    counter, after the breach, so it does not count for this run (now 2)."""
    ruling = rule(client, {
        "runner": {"rig": [{"card": "Conduit", "counters": {"virus": 1}}]},
        "corp": {"rd": ["Hedge Fund", "Palisade", "Tithe", "Offworld Office"]},
        "actions": [{"runner": "use Conduit"}], "decisions": {"jack out": "no", "use Conduit": "yes"}},
        {"runs.0.accessed": ["Hedge Fund", "Palisade"], "cards.Conduit.counters.virus": 2})
    assert ruling["verdict"] == ["Conduit's abilities resolve.",
                                 "The run on R&D is successful and the Runner accesses Hedge Fund and Palisade."]
    assert ruling["deciding"]["text"] == ('Conduit: the Runner accesses 1 additional card from R&D ("access X '
                                          'additional cards when you breach R&D", X = 1).')


def test_end_of_the_line_removes_the_runners_only_tag_as_its_cost_then_flatlines_them(client):
    """Removing 1 tag is End of the Line's additional cost (cr/rule_corp_can_pay_tag_costs), paid before it resolves;
    the 4 meat damage then needs no tag: more than the 3 cards in the grip, a flatline (cr/rule_flatline)."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 1, "grip": GRIP3},
        "corp": {"credits": 5, "clicks": 3, "hq": ["End of the Line"]}, "actions": [{"corp": "play End of the Line"}]},
        {"winner": "corp", "runner.tags": 0, "corp.credits": 2})
    assert ruling["verdict"] == ["The Corp wins by flatline."]
    assert {"rule_flatline", "rule_win_conditions"} <= cited(ruling)


def test_nightmare_archive_declined_does_core_damage_and_leaves_the_game_not_to_archives(client):
    """The Runner does not take it as a -1 agenda: 1 core damage (the card and 1 of maximum hand size) and Nightmare
    Archive is removed from the game (cr/sec_removed_from_game), not trashed."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"]}, "corp": {"rd": ["Nightmare Archive", "Hedge Fund"]},
        "actions": [{"runner": "run R&D"}], "decisions": {"jack out": "no", "Nightmare Archive choice": "no"}},
        {"runner.hand_size": 4, "runner.core_damage": 1, "runner.grip": [], "corp.removed": ["Nightmare Archive"],
         "corp.archives": [], "runner.agenda_points": 0})
    assert ruling["verdict"][-2:] == ["The run on R&D is successful and the Runner accesses Nightmare Archive; the "
                                      "Runner takes 1 core damage.", "Nightmare Archive is removed from the game."]


def test_jailbreak_on_rd_with_an_upgrade_accesses_2_cards_of_rd_and_the_root_in_the_runners_order(client):
    """Jailbreak: draw 1 and access 1 additional card: the top 2 of R&D plus the root's upgrade, in the order the
    Runner chooses (cr/sec_determining_candidates). The Runner is offered what they can see: "R&D" (its top card)
    and the unrezzed card in its root, not their titles. They access the upgrade first and trash it (2[c])."""
    board = {
        "runner": {"grip": ["Jailbreak"], "stack": ["Bravado", "Sure Gamble"]},
        "corp": {"rd": ["Hedge Fund", "Palisade", "Tithe"],
                 "servers": {"R&D": {"root": [{"card": "Mahkota Langit Grid", "rezzed": False}]}}},
        "actions": [{"runner": "play Jailbreak on R&D"}],
        "decisions": {"jack out": "no", "rez Mahkota Langit Grid": "no"}}
    asked = client.post("/api/table", json=board).get_json()["question"]
    assert (asked["name"], asked["options"]) == ("access order", ["R&D", "unrezzed card in the root of R&D"])
    board["decisions"] |= {"access order": ["unrezzed card in the root of R&D", "R&D", "R&D"],
                           "trash Mahkota Langit Grid": "yes"}
    ruling = rule(client, board, {"runs.0.accessed": ["Mahkota Langit Grid", "Hedge Fund", "Palisade"],
                                  "runner.grip": ["Bravado"], "runner.credits": 3,
                                  "corp.archives": ["Mahkota Langit Grid"]})
    assert ruling["verdict"][-1] == ("The run on R&D is successful and the Runner accesses Mahkota Langit Grid, "
                                     "Hedge Fund and Palisade, trashing Mahkota Langit Grid.")


@pytest.mark.parametrize("cards", [1, 2])
def test_steelskin_scarring_trashed_by_fujii_net_damage_draws_2_unless_the_runner_is_flatlined_first(client, cards):
    """Fujii Asset Retrieval stolen: 2 net damage. With 2 cards, both go, Steelskin Scarring among them: "when trashed
    from your grip" the Runner may draw 2. With only Steelskin, the damage is more than the grip and the Runner is
    flatlined immediately (cr/rule_flatline): no draw can save them."""
    grip = ["Steelskin Scarring", "Sure Gamble"][:cards]
    board = {"runner": {"grip": grip, "stack": ["Bravado", "Jailbreak", "Sure Gamble"]},
             "corp": {"servers": {"Server 1": {"root": ["Fujii Asset Retrieval"]}}},
             "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}}
    if cards == 1:
        ruling = rule(client, board, {"winner": "corp", "runner.agenda_points": 3})
        assert ruling["verdict"] == ["Fujii Asset Retrieval's ability resolves.", "The Corp wins by flatline."]
        assert "rule_flatline" in cited(ruling)
        return
    board["decisions"]["use Steelskin Scarring"] = "yes"
    rule(client, board, {"winner": None, "runner.grip": ["Bravado", "Jailbreak"], "runner.agenda_points": 3})


def test_tread_lightly_prices_palisade_out_of_the_corps_reach_so_it_is_not_asked_to_rez(client):
    """Palisade's rez cost 3[c] + 3[c] = 6[c] during the run; the Corp has 5[c], so it cannot rez (no question to
    ask: cr/rule_rez_cost), the Runner passes it unrezzed and steals Offworld Office."""
    ruling = rule(client, {
        "runner": {"credits": 5, "grip": ["Tread Lightly"]},
        "corp": {"credits": 5, "servers": {"Server 1": {"ice": [{"card": "Palisade", "rezzed": False}],
                                                        "root": ["Offworld Office"]}}},
        "actions": [{"runner": "play Tread Lightly on Server 1"}], "decisions": {"jack out": "no"}},
        {"cards.Palisade.rezzed": False, "corp.credits": 5, "runner.agenda_points": 2})
    assert any(s["text"].startswith("The Corp cannot pay 6[c] (3[c] printed, +3[c] Tread Lightly) to rez "
                                    "Palisade") for s in ruling["trace"])


def test_pinhole_threading_accesses_an_agenda_in_another_root_but_cannot_steal_it(client):
    """Instead of breaching HQ, the Runner accesses the card in Server 1's root: an agenda they "cannot steal or trash
    during this access" ("cannot" beats the rule that an accessed agenda is stolen: cr/rule_cannot_precedence)."""
    ruling = rule(client, {
        "runner": {"grip": ["Pinhole Threading"]},
        "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Offworld Office"]}}},
        "actions": [{"runner": "play Pinhole Threading on HQ"}],
        "decisions": {"jack out": "no", "Pinhole Threading target": "unrezzed card in the root of Server 1"}},
        {"runner.agenda_points": 0, "corp.servers[Server 1].root": ["Offworld Office"],
         "runs.0.accessed": ["Offworld Office"]})
    assert "rule_cannot_precedence" in cited(ruling)
    lasting = [s["text"] for s in ruling["trace"] if "during this access\" lasts until" in s["text"]]
    assert lasting == [f'Pinhole Threading: "you cannot {verb} it during this access" lasts until '
                       'the end of the run.' for verb in ("steal", "trash")]  # the card named once
    assert ruling["deciding"]["text"] == ("The Runner cannot steal Offworld Office (Pinhole Threading: you cannot "
                                          "steal it during this access).")


def test_installing_an_agenda_over_an_asset_trashes_the_asset(client):
    """A remote's root holds at most one asset or agenda: installing Offworld Office there, the Corp must first trash
    Regolith Mining License (cr/rule_must_trash_cases_in_root_of_server)."""
    ruling = rule(client, {
        "turn": "corp",
        "corp": {"clicks": 3, "hq": ["Offworld Office"],
                 "servers": {"Server 1": {"root": [{"card": "Regolith Mining License", "counters": {"credit": 6}}]}}},
        "actions": [{"corp": "install Offworld Office in Server 1"}]},
        {"corp.archives": ["Regolith Mining License"], "corp.servers[Server 1].root": ["Offworld Office"],
         "corp.clicks": 2})
    assert ruling["verdict"] == ["Installing over it trashes Regolith Mining License; in the Archives it is a new "
                                 "object."]


def test_ice_cannot_be_rezzed_in_the_corps_action_phase(client):
    """Ice is rezzed only while the Runner approaches it (cr/rule_rez_ice_restriction): the Corp's "rez Palisade" on
    its own turn is refused."""
    error = refusal(client, {"turn": "corp", "corp": {"clicks": 3, "servers": {"HQ": {"ice": [
        {"card": "Palisade", "rezzed": False}]}}}, "actions": [{"corp": "rez Palisade"}]})
    assert "ice is rezzed only while the Runner approaches it" in error


def test_akhet_advancing_an_agenda_to_its_requirement_in_the_runners_turn_does_not_let_the_corp_score(client):
    """Akhet's first subroutine puts Offworld Office's 4th counter on it during the Runner's run; the Corp scores only
    in paid ability windows of its own turn (cr/rule_score_steal), so nothing is scored and the Corp is not asked."""
    ruling = rule(client, {
        "runner": {"credits": 10, "rig": ["Marjanah"]},
        "corp": {"servers": {"Server 1": {"ice": ["Akhet"], "root": [{"card": "Offworld Office", "advancement": 3}]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"break Akhet": {"with": "Marjanah", "boost": "match", "subroutines": [2]},
                      "Akhet target": "Offworld Office", "jack out": "yes"}},
        {"cards[Offworld Office].counters.advancement": 4, "corp.score_area": [], "corp.credits": 6,
         "runner.credits": 7})
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: the Runner jacking out ends it."]
    said = [s for s in ruling["trace"] if s["text"].startswith("Offworld Office now meets its advancement requirement")]
    assert [s["text"] for s in said] == ["Offworld Office now meets its advancement requirement (4), but it is the "
                                         "Runner's turn: the Corp can score it only in a paid ability window of its "
                                         "own turn."]
    assert "rule_score_steal" in {c["address"].rsplit("/", 1)[-1] for c in said[0]["cites"]}


def test_retribution_trashes_a_tagged_runners_program_citing_no_subroutine(client):
    """Play only if the Runner is tagged: the Corp trashes Marjanah. Retribution is an operation, so its step cites
    the trash, not a subroutine."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 1, "rig": ["Marjanah", {"card": "AirbladeX (JSRF Ed.)",
                                                                   "counters": {"power": 3}}]},
        "corp": {"clicks": 3, "hq": ["Retribution"]}, "actions": [{"corp": "play Retribution"}],
        "decisions": {"Retribution target": "Marjanah"}},
        {"runner.heap": ["Marjanah"], "runner.rig": ["AirbladeX (JSRF Ed.)"], "corp.credits": 4})
    assert ruling["verdict"] == ["Retribution trashes Marjanah; in the heap it is a new object."]
    assert "subroutine" not in {c.rsplit("/", 1)[-1] for c in (x["address"] for x in ruling["deciding"]["cites"])}


def test_the_corp_short_of_credits_may_trash_ice_on_hq_to_install_a_third_for_less(client):
    """With 2 ice on HQ a third costs 2[c]; the Corp has 1[c]. It may first trash any ice protecting HQ, which then
    does not count toward the install cost (cr/rule_install_trash_ice): the engine asks which, and trashing Akhet
    makes Tithe cost 1[c]. Tithe goes outermost (the board lists ice from the outside in)."""
    board = {"turn": "corp", "corp": {"credits": 1, "clicks": 3, "hq": ["Tithe"], "servers": {"HQ": {"ice": [
        "Palisade", {"card": "Akhet", "rezzed": False}]}}}, "actions": [{"corp": "install Tithe on HQ"}]}
    asked = client.post("/api/table", json=board).get_json()["question"]
    assert (asked["name"], asked["who"], asked["options"]) == ("trash before installing Tithe", "Corp",
                                                               ["Palisade", "Akhet", "none"])
    board["decisions"] = {"trash before installing Tithe": "Akhet"}
    ruling = rule(client, board, {"corp.credits": 0, "corp.archives": ["Akhet"],
                                  "corp.servers.HQ.ice": ["Tithe", "Palisade"]})  # outermost first
    assert "rule_install_trash_ice" in cited(ruling)
    board["decisions"] = {"trash before installing Tithe": "none"}
    assert "the Corp cannot pay 2[c] for installing Tithe" in refusal(client, board)


def test_airbladex_cannot_prevent_neurospikes_damage_on_the_corps_turn(client):
    """AirbladeX: "Use this ability only during a run". Neurospike is played in the Corp's turn, outside any run, so
    the Runner is not offered the prevention (cr/sec_prevent_avoid): 2 of 3 cards go, AirbladeX keeps its 3 counters."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"grip": GRIP3, "rig": [{"card": "AirbladeX (JSRF Ed.)", "counters": {"power": 3}}]},
        "corp": {"credits": 5, "clicks": 2, "hq": ["Neurospike"],
                 "servers": {"Server 1": {"root": [{"card": "Offworld Office", "advancement": 3}]}}},
        "actions": [{"corp": "advance Offworld Office"}, {"corp": "play Neurospike"}], "decisions": {"score": "yes"}},
        {"runner.grip": {"count": 1}, "cards[AirbladeX (JSRF Ed.)].counters.power": 3})
    assert ruling["verdict"][-1] == "The Runner takes 2 net damage."


def test_prana_condenser_lets_the_corp_prevent_its_own_net_damage_for_3_credits(client):
    """Prāna Condenser's interrupt: the Corp "may prevent 1 net damage" it would do, and gains 3[c] and a power counter
    for it (cr/sec_prevent_avoid: prevention happens in the interrupt window before the damage). Tithe's 1 net damage
    is prevented, its second subroutine still gives 1[c]: 2 + 3 + 1 = 6[c]. The question shows that interrupt (it costs
    nothing), not Prāna's other, [click][click] ability."""
    board = {"runner": {"grip": ["Sure Gamble", "Jailbreak"]},
             "corp": {"credits": 2, "servers": {"HQ": {"ice": ["Tithe"]},
                                                "Server 1": {"root": [{"card": "Prāna Condenser", "rezzed": True}]}}},
             "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}
    asked = client.post("/api/table", json=board).get_json()["question"]
    assert (asked["name"], asked["who"], asked["options"]) == ("prevent 1 net damage", "Corp", ["no", "Prāna Condenser"])
    assert [line.split(",")[0] for line in asked["costs"]["Prāna Condenser"]] == [
        "[interrupt] → Whenever you would do 1 or more net damage"]
    board["decisions"]["prevent 1 net damage"] = "Prāna Condenser"
    ruling = rule(client, board, {"corp.credits": 6, "cards[Prāna Condenser].counters.power": 1,
                                  "runner.grip": ["Sure Gamble", "Jailbreak"]})
    assert ruling["deciding"]["text"] == "1 of the 1 net damage is prevented."


@pytest.mark.parametrize("hq_first", [True, False])
def test_lucky_charm_prevents_palisade_ending_the_run_only_after_a_successful_run_on_hq(client, hq_first):
    """Lucky Charm: remove it from the game to prevent a Corp card ability from ending the run, "only if you made a
    successful run on HQ this turn". After one, Palisade's subroutine is prevented and Offworld Office is stolen;
    without one the Runner is not offered Lucky Charm and the run ends."""
    board = {"runner": {"rig": ["Lucky Charm"]},
             "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Palisade"], "root": ["Offworld Office"]}}},
             "actions": [{"runner": "run HQ"}, {"runner": "run Server 1"}] if hq_first else [{"runner": "run Server 1"}],
             "decisions": {"jack out": "no"}}
    if not hq_first:  # the run ends at Palisade: the Runner never gets to choose to jack out
        del board["decisions"]
        ruling = rule(client, board, {"runner.rig": ["Lucky Charm"], "runner.agenda_points": 0})
        assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Palisade's subroutine ends it."]
        return
    board["decisions"]["prevent Palisade's subroutine ending the run"] = "Lucky Charm"
    ruling = rule(client, board, {"runner.removed": ["Lucky Charm"], "runner.agenda_points": 2,
                                  "runs.1.outcome": "successful"})
    assert any(s["text"] == "Palisade's subroutine would end the run, but that is prevented: the run goes on."
               and "sec_prevent_avoid" in {c["address"].rsplit("/", 1)[-1] for c in s["cites"]} for s in ruling["trace"])


@pytest.mark.parametrize("grip", [["Finality"], ["Finality", "Sure Gamble"]])
def test_finality_paid_with_core_damage_flatlines_a_runner_with_no_other_card(client, grip):
    """Finality's additional cost, 1 core damage, is paid once it is in the play area (cr/rule_steps_playing_place):
    with no other card in the grip that is more damage than cards, a flatline at once (cr/rule_flatline), and Finality
    is never played. With Sure Gamble it is the card lost (hand size 4), and the run on R&D accesses 1 + 3 cards."""
    board = {"runner": {"grip": grip}, "corp": {"rd": ["Hedge Fund", "Palisade", "Tithe", "Offworld Office", "Akhet"]},
             "actions": [{"runner": "play Finality on R&D"}], "decisions": {"jack out": "no"}}
    if len(grip) == 1:
        del board["decisions"]  # the game ends before the run
        ruling = rule(client, board, {"winner": "corp", "runner.credits": 3, "runs": []})
        assert ruling["verdict"] == ["The Corp wins by flatline."]
        assert not any(s["text"] == "The Runner plays Finality." for s in ruling["trace"])
        return
    ruling = rule(client, board, {"runner.hand_size": 4, "runner.heap": ["Sure Gamble", "Finality"],
                                  "runs.0.accessed": ["Hedge Fund", "Palisade", "Tithe", "Offworld Office"],
                                  "runner.agenda_points": 2})
    assert ruling["verdict"][-2:] == ["The run on R&D is successful and the Runner accesses Hedge Fund, Palisade, Tithe "
                                      "and Offworld Office, stealing Offworld Office.",
                                      "Outside that run, the Runner takes 1 core damage."]  # paid before it began


def test_mahkota_langit_grids_persistent_ability_keeps_raising_the_trash_cost_after_it_is_trashed(client):
    """"Persistent →": once the Runner has trashed Mahkota Langit Grid, its +2[c] still applies for the rest of the
    run (cr/subsec_persistent): Regolith Mining License costs 3 + 2 = 5[c], so 7[c] pays exactly for both."""
    ruling = rule(client, {
        "runner": {"credits": 7},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Mahkota Langit Grid", "rezzed": True},
                                                   {"card": "Regolith Mining License", "counters": {"credit": 15}}]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "access order": ["Mahkota Langit Grid", "Regolith Mining License"],
                      "trash Mahkota Langit Grid": "yes", "trash Regolith Mining License": "yes"}},
        {"runner.credits": 0, "corp.archives": ["Mahkota Langit Grid", "Regolith Mining License"]})
    assert "subsec_persistent" in {c["address"].rsplit("/", 1)[-1] for s in ruling["trace"] for c in s["cites"]}


def test_overclock_credits_pay_marjanah_and_what_is_left_is_lost_with_the_event(client):
    """Overclock places 5[c] on itself to spend during the run (cr/rule_spend_hosted_credits_during): Marjanah boosts once
    (1[c]) and breaks Palisade (2[c]) from them; the 2[c] left go with Overclock to the heap, never to the Runner's
    pool, who paid 1[c] of their own to play it."""
    rule(client, {
        "runner": {"credits": 1, "grip": ["Overclock"], "rig": ["Marjanah"]},
        "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Palisade"]}}},
        "actions": [{"runner": "play Overclock on HQ"}],
        "decisions": {"jack out": "no", "break Palisade": {"with": "Marjanah", "boost": "match"}}},
        {"runner.credits": 0, "runner.heap": ["Overclock"], "runs.0.outcome": "successful"})


@pytest.mark.parametrize("points", [2, 0])
def test_public_access_plaza_tags_the_runner_who_trashes_it_only_at_threat_2(client, points):
    """"Threat 2 →": active only while some player has 2 or more agenda points (cr/rule_threat_flag). The Runner
    with Offworld Office stolen (2 points) takes a tag for trashing it; with none, no tag."""
    rule(client, {
        "runner": {"credits": 5, "score_area": ["Offworld Office"] if points else []},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Public Access Plaza", "rezzed": True}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "trash Public Access Plaza": "yes"}},
        {"runner.tags": 1 if points else 0, "runner.credits": 3, "corp.archives": ["Public Access Plaza"]})


def test_djupstad_grid_does_core_damage_when_an_agenda_is_scored_from_its_root(client):
    """Scoring Offworld Office from Djupstad Grid's server meets both "when scored" conditions at once; the Corp
    triggers its pending abilities in the order it chooses (cr/rule_reaction_window_pending_abilities_unordered): 1 core
    damage (grip 2 to 1, hand size 4) and 7[c] (5 - 1 + 7)."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"grip": ["Sure Gamble", "Jailbreak"]},
        "corp": {"clicks": 1, "servers": {"Server 1": {"root": [{"card": "Djupstad Grid", "rezzed": True},
                                                                {"card": "Offworld Office", "advancement": 3}]}}},
        "actions": [{"corp": "advance Offworld Office"}],
        "decisions": {"score": "yes", "order Corp abilities": ["Djupstad Grid", "Offworld Office"]}},
        {"runner.grip": {"count": 1}, "runner.hand_size": 4, "corp.credits": 11, "corp.agenda_points": 2})
    assert ruling["verdict"] == ["Djupstad Grid's and Offworld Office's abilities resolve.",
                                 "The Corp scores Offworld Office.", "The Runner takes 1 core damage."]


def test_hostile_architecture_fires_the_first_time_each_turn_only_and_the_verdict_keeps_the_damage_to_its_run(client):
    """Trashing Public Access Plaza is the first time this turn the Runner trashes an installed Corp card: 2 meat
    damage. Trashing Hostile Architecture itself in a second run is not the first time: nothing. The verdict on the
    last run does not claim that damage ("the first time each turn" is its trigger condition, cr/rule_trigger_condition); it says it apart."""
    ruling = rule(client, {
        "runner": {"credits": 10, "grip": GRIP3},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Hostile Architecture", "rezzed": True}]},
                             "Server 2": {"root": [{"card": "Public Access Plaza", "rezzed": True}]}}},
        "actions": [{"runner": "run Server 2"}, {"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "trash Hostile Architecture": "yes", "trash Public Access Plaza": "yes"}},
        {"runner.grip": {"count": 1}, "runner.credits": 4, "damage.meat": 2})
    assert ruling["verdict"] == ["Hostile Architecture's ability resolves.",
                                 "The run on Server 1 is successful and the Runner accesses Hostile Architecture, "
                                 "trashing Hostile Architecture.", "Outside that run, the Runner takes 2 meat damage."]
    assert any(s["text"] == "The Runner already trashed an installed Corp card this turn: this is not the first time, "
               "so Hostile Architecture's ability does not meet its trigger condition." for s in ruling["trace"])


def test_predictive_planogram_against_a_tagged_runner_resolves_both_and_the_verdict_says_so(client):
    """Tagged, the Corp may resolve both: 3[c] and 3 cards (cr/sec_tags). The ruling said "no ability triggered and no
    run made"; it now says what the operation did and why."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 1},
        "corp": {"credits": 0, "clicks": 3, "hq": ["Predictive Planogram"], "rd": ["Hedge Fund", "Palisade", "Tithe",
                                                                                   "Akhet"]},
        "actions": [{"corp": "play Predictive Planogram"}], "decisions": {"Predictive Planogram choice": "both"}},
        {"corp.credits": 3, "corp.hq": ["Hedge Fund", "Palisade", "Tithe"], "corp.rd": ["Akhet"]})
    assert ruling["verdict"] == ["Predictive Planogram: the Corp gains 3[c] and draws 3 cards."]  # each choice
    assert "Predictive Planogram: the Corp resolves both (the Runner is tagged, so it may resolve both)." in [
        step["text"] for step in ruling["trace"]]


def test_privileged_access_takes_a_tag_instead_of_breaching_archives_and_installs_a_resource_2_cheaper(client):
    """"If successful, instead of breaching Archives, take 1 tag" (cr/sec_replacement_effects): Offworld Office in
    Archives is never accessed. Taking that tag lets the Runner install The Class Act from the heap for 4 - 2 = 2[c]."""
    ruling = rule(client, {
        "runner": {"credits": 3, "grip": ["Privileged Access"], "heap": ["The Class Act"]},
        "corp": {"archives": ["Offworld Office"]}, "actions": [{"runner": "play Privileged Access"}],
        "decisions": {"jack out": "no", "Privileged Access resource": "The Class Act"}},
        {"runner.tags": 1, "runner.credits": 1, "runner.rig": ["The Class Act"], "runner.agenda_points": 0,
         "corp.archives": ["Offworld Office"], "runs.0.accessed": []})
    assert "sec_replacement_effects" in cited(ruling)


def test_window_of_opportunity_lets_the_corp_rez_the_derezzed_ice_for_free_when_the_run_ends(client):
    """Palisade is derezzed as the run begins (cr/rule_derez_by_ability); the Corp, with 0[c], cannot rez it on
    approach, and the Runner gets in. When the run ends the Corp may rez it ignoring all costs: the question says
    so ("the Corp may rez"), not the Runner's own "you may install" line."""
    board = {"runner": {"grip": ["Window of Opportunity"]},
             "corp": {"credits": 0, "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Palisade"]}}},
             "actions": [{"runner": "play Window of Opportunity on HQ"}],
             "decisions": {"jack out": "no", "Window of Opportunity choice": "Palisade"}}
    asked = client.post("/api/table", json=board).get_json()["question"]
    assert (asked["name"], asked["who"]) == ("use Window of Opportunity", "Corp")
    assert "the Corp may rez the ice derezzed this way, ignoring all costs" in asked["costs"]["yes"][0]
    board["decisions"]["use Window of Opportunity"] = "yes"
    ruling = rule(client, board, {"cards.Palisade.rezzed": True, "corp.credits": 0, "runs.0.outcome": "successful"})
    assert ruling["deciding"]["text"] == "Window of Opportunity's ability: the Corp rezzes Palisade, ignoring all costs."
