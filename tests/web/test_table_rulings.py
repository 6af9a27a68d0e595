"""Twenty situations players dispute at tournaments, played on the Table (`POST /api/table`) as a judge
would: the board, the answers to the engine's questions, then the ruling. Each expected value was worked
out from the CR 25.08 and the cards' text, not copied from the engine; the `expect` checks are the key
facts of the ruling (credits, counters, who wins), the verdict the sentence the judge reads out."""

import pytest

AIRBLADEX = {"card": "AirbladeX (JSRF Ed.)", "counters": {"power": 3}}


def rule(client, board: dict, facts: dict | None = None) -> dict:
    """The ruling on `board` (every question answered in its `decisions`), with its `facts` checked."""
    body = dict(board, expect=[{path: value} for path, value in (facts or {}).items()])
    response = client.post("/api/table", json=body)
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    found = response.get_json()
    assert "question" not in found, found.get("question")
    checks = found.get("checks") or []
    assert len(checks) == len(facts or {}), checks
    failed = [c for c in checks if not c["ok"]]
    assert not failed, failed
    return found


def cited(ruling: dict) -> set[str]:
    return {c["address"].rsplit("/", 1)[-1] for c in ruling["deciding"]["cites"]}


def test_rime_gives_tithe_plus_1_strength_so_echelon_with_one_breaker_boosts_twice(client):
    """Does Rime's "+1 strength" reach Tithe, and what must Echelon pay? Tithe is strength 2 behind Rime (Rime counts
    itself too: strength 1); Echelon is strength 1 with one icebreaker installed, so it needs one +2 boost (3[c])
    and 1[c] per subroutine: 5[c]. Rime's own subroutine then takes the Runner's last credit (cr/rule_icebreaker_
    interface_strength: a breaker must have at least the ice's strength)."""
    ruling = rule(client, {
        "runner": {"credits": 6, "rig": ["Echelon"]}, "corp": {"servers": {"HQ": {"ice": ["Tithe", "Rime"]}}},
        "actions": [{"runner": "run HQ"}],
        "decisions": {"break Tithe": {"with": "Echelon", "boost": "match"}, "jack out": "no"}},
        {"runs.0.encounters.0.strength": 2, "runs.0.encounters.1.strength": 1, "runner.credits": 0})
    assert ruling["verdict"] == ["The run on HQ is successful."]


def test_marjanah_breaks_palisade_in_a_remote_for_1_credit_after_a_successful_run(client):
    """Palisade protecting a remote is strength 4; Marjanah (strength 1) boosts three times (3[c]) and, the Runner
    having run Archives successfully this turn, breaks for 1[c] instead of 2[c]: exactly the Runner's 4[c]."""
    ruling = rule(client, {
        "runner": {"credits": 4, "rig": ["Marjanah"]},
        "corp": {"archives": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Palisade"]}}},
        "actions": [{"runner": "run Archives"}, {"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "break Palisade": "Marjanah"}},
        {"runs.1.encounters.0.strength": 4, "runner.credits": 0})
    assert ruling["verdict"] == ["The run on Server 1 is successful."]


def test_funhouse_the_runner_who_will_not_take_a_tag_has_the_run_ended(client):
    """Funhouse's "when encountered" ability ends the run unless the Runner takes 1 tag; refusing the tag ends the
    run before any subroutine (cr/step_encounter_begins), and no tag is given."""
    ruling = rule(client, {
        "corp": {"servers": {"Server 1": {"ice": ["Funhouse"]}}}, "actions": [{"runner": "run Server 1"}],
        "decisions": {"Funhouse choice": "end the run"}}, {"runner.tags": 0, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["Funhouse's ability resolves.",
                                 "The run on Server 1 ends unsuccessfully: Funhouse's ability ends it."]
    assert "rule_end_the_run" in cited(ruling)


def test_airbladex_prevents_funhouses_when_encountered_ability_but_not_its_subroutine(client):
    """AirbladeX's counter prevents Funhouse's "when encountered" ability, not its subroutine: the Runner still pays
    4[c] to avoid the tag (cr/sec_prevent_avoid), and the run goes on."""
    ruling = rule(client, {
        "runner": {"credits": 5, "rig": [AIRBLADEX]}, "corp": {"servers": {"Server 1": {"ice": ["Funhouse"]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"prevent Funhouse's \"when encountered\" ability": "AirbladeX (JSRF Ed.)",
                      "pay 4[c] to Funhouse": "yes", "jack out": "no"}},
        {"runner.credits": 1, "runner.tags": 0, "cards[AirbladeX (JSRF Ed.)].counters.power": 2})
    assert ruling["verdict"] == ["The run on Server 1 is successful."]
    assert ruling["deciding"]["text"] == "Funhouse's \"when encountered\" ability is prevented: it does not resolve."


def test_whitespace_takes_3_credits_first_so_its_second_subroutine_ends_the_run_of_a_runner_with_8(client):
    """Subroutines resolve in order (cr/step_resolve_subroutine): 8[c] less 3 is 5, which is "6[c] or less"."""
    ruling = rule(client, {
        "runner": {"credits": 8}, "corp": {"servers": {"HQ": {"ice": ["Whitespace"]}}},
        "actions": [{"runner": "run HQ"}]}, {"runner.credits": 5})
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: Whitespace's subroutine ends it."]


def test_a_runner_short_of_the_trash_cost_leaves_regolith_mining_license_installed(client):
    """2[c] against a trash cost of 3[c]: the basic trash ability cannot be used (cr/rule_basic_trash_ability)."""
    ruling = rule(client, {
        "runner": {"credits": 2}, "corp": {"servers": {"Server 1": {"root": ["Regolith Mining License"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
        {"runner.credits": 2, "corp.servers[Server 1].root": ["Regolith Mining License"]})
    assert ruling["verdict"] == ["The run on Server 1 is successful and the Runner accesses Regolith Mining License; "
                                 "they cannot trash Regolith Mining License: they cannot pay its trash cost (3[c])."]


def test_urtica_cipher_with_2_advancements_flatlines_a_runner_with_3_cards(client):
    """Urtica Cipher needs no rez: accessed while installed it does 2 + 2 = 4 net damage; with 3 cards in the grip
    the Runner is flatlined and the Corp wins (cr/rule_win_conditions)."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble", "Bravado", "Jailbreak"]},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Urtica Cipher", "rezzed": False, "advancement": 2}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"rez Urtica Cipher": "no", "jack out": "no"}},
        {"winner": "corp"})
    assert ruling["verdict"] == ["Urtica Cipher's ability resolves.", "The Corp wins by flatline."]
    assert "rule_win_conditions" in cited(ruling)


def test_sds_drone_deployment_cannot_be_stolen_by_a_runner_with_no_program(client):
    """The additional cost to steal it (trash 1 installed program) cannot be paid, so it is not stolen
    (cr/rule_additional_cost)."""
    ruling = rule(client, {
        "runner": {"rig": [AIRBLADEX]}, "corp": {"servers": {"Server 1": {"root": ["SDS Drone Deployment"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}},
        {"runner.agenda_points": 0, "corp.servers[Server 1].root": ["SDS Drone Deployment"]})
    assert "they cannot steal SDS Drone Deployment" in ruling["verdict"][0]
    assert {"rule_additional_cost", "rule_decline_to_steal"} <= cited(ruling)


def test_napd_cordon_asks_8_credits_for_an_agenda_with_2_advancements(client):
    """4[c] plus 2[c] per advancement counter: 8[c]; the Runner's 7[c] cannot pay, so Orbital Superiority stays."""
    ruling = rule(client, {
        "runner": {"credits": 7},
        "corp": {"current": {"card": "NAPD Cordon"},
                 "servers": {"Server 1": {"root": [{"card": "Orbital Superiority", "advancement": 2}]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}}, {"runner.credits": 7})
    assert ruling["verdict"] == ["The run on Server 1 is successful and the Runner accesses Orbital Superiority; they "
                                 "cannot steal Orbital Superiority: they cannot pay the additional cost to steal it "
                                 "(8[c])."]


def test_docklands_pass_accesses_2_cards_from_hq_and_the_agenda_among_them_is_stolen(client):
    """The first breach of HQ this turn accesses 1 additional card: 2 of the 3 cards, at random."""
    ruling = rule(client, {
        "runner": {"rig": ["Docklands Pass"]}, "corp": {"hq": ["Hedge Fund", "Orbital Superiority", "Palisade"]},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}},
        {"runs.0.accessed": {"count": 2}})
    assert ruling["verdict"][0] == "Docklands Pass's ability resolves."


def test_manegarm_skunkworks_rezzed_as_the_runner_approaches_ends_a_run_they_cannot_pay_for(client):
    """The Corp rezzes Manegarm before the Runner approaches the server (cr/step_initiation_paw); the Runner, with
    1 [click] left and 4[c], can neither spend [click][click] nor pay 5[c], so the run ends."""
    ruling = rule(client, {
        "runner": {"credits": 4, "clicks": 2},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Manegarm Skunkworks", "rezzed": False},
                                                   "Orbital Superiority"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"rez Manegarm Skunkworks": "yes", "jack out": "no"}},
        {"corp.credits": 3, "runner.credits": 4, "runner.clicks": 1, "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["Manegarm Skunkworks's ability resolves.",
                                 "The run on Server 1 ends unsuccessfully: Manegarm Skunkworks's ability ends it."]


def test_mr_hendrik_the_runner_loses_every_click_left_to_prevent_the_core_damage(client):
    """The Corp pays 2[c]; the Runner has [click] left (2 after the run's), loses them all and takes no damage."""
    ruling = rule(client, {
        "runner": {"clicks": 3, "grip": ["Sure Gamble"]},
        "corp": {"servers": {"Server 1": {"root": [{"card": "Mr. Hendrik", "rezzed": True}]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"jack out": "no", "use Mr. Hendrik": "yes", "Mr. Hendrik choice": "lose all [click]",
                      "trash Mr. Hendrik": "no"}},
        {"corp.credits": 3, "runner.clicks": 0, "runner.grip": ["Sure Gamble"], "runner.hand_size": 5})
    assert "prevented" in ruling["deciding"]["text"]


def test_airbladex_prevents_tithes_net_damage_during_the_run(client):
    """Tithe's first subroutine's 1 net damage is prevented with a hosted power counter; the second still gives
    the Corp 1[c]."""
    ruling = rule(client, {
        "runner": {"rig": [AIRBLADEX], "grip": ["Sure Gamble"]}, "corp": {"servers": {"HQ": {"ice": ["Tithe"]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"prevent 1 net damage": "AirbladeX (JSRF Ed.)",
                                                          "jack out": "no"}},
        {"runner.grip": ["Sure Gamble"], "corp.credits": 6, "cards[AirbladeX (JSRF Ed.)].counters.power": 2})
    assert ruling["verdict"] == ["The run on HQ is successful."]


def test_the_corp_trashes_a_resource_of_a_tagged_runner_for_a_click_and_2_credits(client):
    """cr/corp_basic_action_trash_resource: only while the Runner is tagged, [click] and 2[c]."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 1, "rig": ["The Class Act"]}, "corp": {"credits": 2, "clicks": 3},
        "actions": [{"corp": "trash The Class Act"}]},
        {"corp.credits": 0, "corp.clicks": 2, "runner.heap": ["The Class Act"]})
    assert "corp_basic_action_trash_resource" in cited(ruling)


def test_orbital_superiority_scored_against_a_tagged_runner_with_3_cards_flatlines_them(client):
    """Tagged: 4 meat damage instead of a tag; 3 cards in the grip, so the Runner is flatlined."""
    ruling = rule(client, {
        "turn": "corp", "runner": {"tags": 1, "grip": ["Sure Gamble", "Bravado", "Jailbreak"]},
        "corp": {"clicks": 1, "servers": {"Server 1": {"root": [{"card": "Orbital Superiority", "advancement": 3}]}}},
        "actions": [{"corp": "advance Orbital Superiority"}], "decisions": {"score": "yes"}},
        {"winner": "corp", "corp.agenda_points": 2})
    assert ruling["verdict"] == ["Orbital Superiority's ability resolves.", "The Corp scores Orbital Superiority.",
                                 "The Corp wins by flatline."]


def test_seamless_launch_cannot_advance_the_agenda_installed_this_turn(client):
    """Only a card the Corp did not install this turn is a valid target; with none, it places nothing
    (cr/rule_distinct_targets), and the Corp has spent 1[c] for it."""
    ruling = rule(client, {
        "turn": "corp", "corp": {"clicks": 3, "hq": ["Seamless Launch", "Orbital Superiority"]},
        "actions": [{"corp": "install Orbital Superiority in new remote"}, {"corp": "play Seamless Launch"}]},
        {"corp.credits": 4, "corp.clicks": 1, "cards[Orbital Superiority].counters": {}})
    assert ruling["verdict"] == ["Seamless Launch: there is no installed card the Corp did not install this turn, so "
                                 "it places no advancement counters."]


def test_tranquilizer_third_counter_when_the_runners_turn_begins_derezzes_the_host_before_any_click(client):
    """2 counters, 1 more when the Runner's turn begins: 3, so Palisade is derezzed before the Runner's first action
    and the Corp must pay to rez it again when it is approached."""
    ruling = rule(client, {
        "runner": {}, "corp": {"servers": {"HQ": {"ice": [
            {"card": "Palisade", "hosted": [{"card": "Tranquilizer", "counters": {"virus": 2}}]}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"rez Palisade": "no", "jack out": "no"}},
        {"cards.Tranquilizer.counters.virus": 3, "cards.Palisade.rezzed": False, "runs.0.outcome": "successful"})
    assert "rule_derez_by_ability" in cited(ruling)


def test_installing_a_program_past_the_memory_limit_trashes_one_first(client):
    """4 programs fill 4[MU]; Carmen needs 1 more, so the Runner trashes Cezve before installing it
    (cr/rule_program_install_exceed_memory_limit). No successful run this turn: Carmen costs its full 5[c]."""
    ruling = rule(client, {
        "runner": {"credits": 10, "grip": ["Carmen"], "rig": ["Marjanah", "Unity", "Echelon", "Cezve"]},
        "actions": [{"runner": "install Carmen"}], "decisions": {"make room for Carmen": "Cezve"}},
        {"runner.heap": ["Cezve"], "runner.credits": 5, "runner.memory.used": 4})
    assert "rule_program_install_exceed_memory_limit" in cited(ruling)


def test_botulus_breaks_palisade_with_a_virus_counter_whatever_its_strength(client):
    """Botulus has no strength: its hosted virus counter breaks 1 subroutine of its host, Palisade (strength 4 on a
    remote). It gained a counter when the Runner's turn began (1 + 1), spends 1."""
    ruling = rule(client, {
        "runner": {"credits": 0}, "corp": {"servers": {"Server 1": {"ice": [
            {"card": "Palisade", "hosted": [{"card": "Botulus", "counters": {"virus": 1}}]}]}}},
        "actions": [{"runner": "run Server 1"}],
        "decisions": {"abilities at encounter Palisade": "Botulus", "Botulus choice": "1: End the run.",
                      "jack out": "no"}},
        {"cards.Botulus.counters.virus": 1, "runs.0.outcome": "successful"})
    assert ruling["verdict"] == ["Botulus's ability resolves.", "The run on Server 1 is successful."]


@pytest.mark.parametrize("rezzed", [False, True])
def test_bravado_counts_unrezzed_ice_the_runner_passed(client, rezzed):
    """Passing a piece of ice does not need it rezzed (cr/step_pass_ice): 6[c] plus 1[c] for each of Palisade and
    Tithe passed. Rezzed and unbroken, Palisade would end the run; unrezzed, 3 - 3 + 6 + 2 = 8[c]."""
    board = {"runner": {"credits": 3, "grip": ["Bravado"]},
             "corp": {"credits": 0, "servers": {"Server 1": {"ice": [{"card": "Palisade", "rezzed": rezzed},
                                                                    {"card": "Tithe", "rezzed": False}]}}},
             "actions": [{"runner": "play Bravado on Server 1"}], "decisions": {"jack out": "no"}}
    if rezzed:
        del board["decisions"]  # the run ends at the first ice: no jack-out choice
        ruling = rule(client, board, {"runner.credits": 6})
        assert ruling["verdict"][-1] == "The run on Server 1 ends unsuccessfully: Palisade's subroutine ends it."
    else:
        ruling = rule(client, board, {"runner.credits": 8})
        # one ability, met as the run ends: passing ice meets nothing of Bravado's (it said "abilities", counting the
        # passes as abilities that triggered)
        assert ruling["verdict"] == ["Bravado's ability resolves.", "The run on Server 1 is successful."]


def test_diviner_ends_the_run_when_the_card_it_trashes_has_an_odd_printed_cost(client):
    """Sure Gamble's printed play cost is 5, an odd number: Diviner's 1 net damage trashes it and ends the run."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"]}, "corp": {"servers": {"HQ": {"ice": ["Diviner"]}}},
        "actions": [{"runner": "run HQ"}]}, {"runner.grip": [], "runner.heap": ["Sure Gamble"]})
    assert ruling["verdict"] == ["The run on HQ ends unsuccessfully: Diviner's subroutine ends it; the Runner takes "
                                 "1 net damage."]


def test_akhet_with_3_advancements_lets_marjanah_break_only_one_subroutine(client):
    """3 advancement counters: Akhet is strength 5 and the Runner cannot break more than 1 of its printed subroutines.
    Marjanah boosts 4 times (4[c]) and breaks "End the run" (2[c], no successful run yet); the first subroutine still
    resolves: the Corp gains 1[c] and places an advancement counter (here on Akhet)."""
    board = {"runner": {"credits": 10, "rig": ["Marjanah"]},
             "corp": {"servers": {"Server 1": {"ice": [{"card": "Akhet", "advancement": 3}]}}},
             "actions": [{"runner": "run Server 1"}],
             "decisions": {"break Akhet": {"with": "Marjanah", "boost": "match", "subroutines": [1, 2]}}}
    refused = client.post("/api/table", json=board)
    assert refused.status_code == 400 and "cannot break those subroutines of Akhet" in refused.get_json()["error"]
    board["decisions"] = {"break Akhet": {"with": "Marjanah", "boost": "match", "subroutines": [2]},
                          "Akhet target": "Akhet", "jack out": "no"}
    ruling = rule(client, board, {"runs.0.encounters.0.strength": 5, "runner.credits": 4, "corp.credits": 6,
                                  "cards.Akhet.counters.advancement": 4})
    assert ruling["verdict"] == ["The run on Server 1 is successful."]


def test_border_control_trashed_by_the_corp_ends_the_run_while_the_runner_approaches_the_next_ice(client):
    """"[trash]: End the run. Use this ability only during a run on this server": a paid ability the Corp may use in
    the approach's paid ability window (cr/step_approach_paw), after the Runner paid to break Border Control."""
    ruling = rule(client, {
        "runner": {"credits": 10, "rig": ["Marjanah"]},
        "corp": {"servers": {"Server 1": {"ice": ["Border Control", "Palisade"]}}},
        "actions": [{"runner": "run Server 1"}, {"at": "approach Palisade", "corp": "use Border Control"}],
        "decisions": {"break Border Control": "Marjanah", "jack out": "no"}},
        {"runner.credits": 6, "corp.archives": ["Border Control"], "runs.0.outcome": "unsuccessful"})
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Border Control's ability ends it."]
