"""Clauses of a fifth random sample of Standard cards (seed 20261203), each test asserting what the printed text and
CR 25.08 make happen, never what the engine printed.

The sample: the complete, Standard-legal titles (rulesdb.cardpool legality "legal", the engine's card library without
`waits_for`) that no earlier audit names, in the order `random.Random(20261203).sample(titles, len(titles))` gives
them, the first 15 of each side. Runner: Tunnel Vision, Clean Getaway, Eru Ayase-Pessoa, Zahya Sadeghi, Barry “Baz”
Wong, Beatriz Friere Gonzalez, Leech, René “Loup” Arcemont, Carpe Diem, Zenit Chip JZ-2MJ, Environmental Testing,
WAKE Implant v2A-JRJ, Buzzsaw, Solidarity Badge, Lucky Charm. Corp: Bumi 1.0, Anvil, Urtica Cipher, Fujii Asset
Retrieval, Nanoetching Matrix, Élivágar Bifurcation, Humanoid Resources, Business As Usual, Tithe, Plutus, Mycoweb,
Klevetnik, Vaporframe Fabricator, Send a Message, Regolith Mining License.

Defects found and fixed: a derez that skipped effects.derez (Élivágar, Divert Power, Bloop's cost: Saci saw nothing);
Plutus's "reveal and trash 3 cards from HQ" (revealed, faceup in Archives); Plutus's "After it resolves, remove it
from the game" (never trashed, a current does not stay); Environmental Testing's "When there are 4 or more hosted power
counters" (a static condition, checked at every checkpoint: Side Hustle and Personal Workshop share it)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def corp_turn(tmp_path, actions, name="turn", hq=(), servers=None, answers=None, credits=5, runner=None, **corp):
    return scenario(tmp_path, turn="corp", actions=actions, name=name, corp={
        "hq": list(hq), "rd": list(RD), "servers": servers or {}, "credits": credits, **corp},
        runner={"grip": list(GRIP), **(runner or {})}, decisions={"rez": "no", "score": "no", **(answers or {})})


def scored_with(tmp_path, agenda, counters, name="score", servers=None, answers=None, runner=None):
    servers = {**(servers or {}), "Server 1": {"root": [{"card": agenda, "advancement": counters}]}}
    return corp_turn(tmp_path, [{"corp": "gain credit"}], name=name, servers=servers,
                     answers={"score": "yes", **(answers or {})}, runner=runner)


# --- Élivágar Bifurcation ---------------------------------------------------------------------------
def test_elivagar_derezzing_ice_hosting_saci_gives_the_runner_3_credits(tmp_path):
    result = scored_with(tmp_path, "Élivágar Bifurcation", 2, servers={"HQ": {"ice": [
        {"card": "Ice Wall", "hosted": ["Saci"]}]}}, answers={
        "use Élivágar Bifurcation": "yes", "Élivágar Bifurcation target": "Ice Wall"})
    assert at(result, "corp.servers.HQ.unrezzed") == ["Ice Wall"]
    assert at(result, "runner.credits") == 5 + 3  # "Whenever host ice is rezzed or derezzed, gain 3[c]"


def test_divert_power_shares_the_one_derez_so_saci_sees_its_host_derezzed(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Divert Power"}], hq=["Divert Power"], servers={"HQ": {"ice": [
        {"card": "Ice Wall", "hosted": ["Saci"]}]}}, answers={"Divert Power target": ["Ice Wall"],
                                                               "Divert Power choice": "no"})
    assert (at(result, "corp.servers.HQ.unrezzed"), at(result, "runner.credits")) == (["Ice Wall"], 5 + 3)


# --- Zahya Sadeghi: Versatile Smuggler --------------------------------------------------------------
ZAHYA = "Zahya Sadeghi: Versatile Smuggler"


def test_zahya_gains_1_for_each_card_accessed_from_r_and_d(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": list(RD)}, runner={
        "identity": ZAHYA, "rig": [{"card": "WAKE Implant v2A-JRJ", "counters": {"power": 2}}]},
        decisions={"jack out": "no", "WAKE Implant v2A-JRJ choice": 2, "use Zahya Sadeghi": "yes",
                   "trash PAD Campaign": "no"})
    assert len(at(result, "runs.0.accessed")) == 3
    assert at(result, "runner.credits") == 5 + 3


def test_zahya_declined_after_one_run_may_be_used_after_the_next_but_only_once_a_turn(tmp_path):
    runs = [{"runner": "run HQ"}, {"runner": "run HQ"}, {"runner": "run HQ"}]
    result = scenario(tmp_path, actions=runs, corp={"hq": ["Hedge Fund"]}, runner={"identity": ZAHYA},
                      decisions={"jack out": "no", "use Zahya Sadeghi": "no", "use Zahya Sadeghi #2": "yes",
                                 "use Zahya Sadeghi #3": "yes"})
    assert at(result, "runner.credits") == 5 + 1  # once per turn: only a use counts, not a decline


def test_zahya_counts_a_run_on_hq_that_breaches_r_and_d_instead_through_beatriz(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Beatriz Friere Gonzalez"}], corp={
        "hq": ["Hedge Fund"], "rd": list(RD)}, runner={"identity": ZAHYA, "rig": ["Beatriz Friere Gonzalez"]},
        decisions={"jack out": "no", "use Zahya Sadeghi": "yes"})
    assert at(result, "runs.0.accessed") == RD[:2]  # R&D breached instead, 1 additional card
    assert (at(result, "runner.credits"), at(result, "runner.clicks")) == (5 + 2, 4 - 2)


# --- Barry “Baz” Wong, Carpe Diem, Clean Getaway, Eru Ayase-Pessoa -----------------------------------
def test_barry_wong_install_is_no_action_and_spends_no_click(tmp_path):
    result = run_past(tmp_path, {"card": "Ice Wall", "rezzed": False}, runner={
        "identity": "Barry “Baz” Wong: Tri-Maf Veteran", "grip": ["Daily Casts"]},
        decisions={"rez Ice Wall": "yes", "use Barry “Baz” Wong": "yes",
                   "Barry “Baz” Wong: Tri-Maf Veteran target": "Daily Casts", "break Ice Wall": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.clicks")) == (["Daily Casts"], 4 - 1)


def test_barry_wong_offers_nothing_for_a_rezzed_asset(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], servers={"Server 1": {"root": [
        {"card": "PAD Campaign", "rezzed": False}]}}, answers={"rez": "yes", "use Barry “Baz” Wong": "yes",
                                                                "Barry “Baz” Wong: Tri-Maf Veteran target": "Daily Casts"},
        runner={"identity": "Barry “Baz” Wong: Tri-Maf Veteran", "grip": ["Daily Casts"]})
    assert at(result, "runner.grip") == ["Daily Casts"]


def test_carpe_diem_gains_4_even_when_the_runner_declines_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Carpe Diem"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Carpe Diem"]}, decisions={"use Carpe Diem": "no"})
    assert (at(result, "runner.credits"), at(result, "runs")) == (5 - 1 + 4, [])


def test_clean_getaway_gains_nothing_when_the_run_is_unsuccessful(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Clean Getaway on Server 1"}], corp={"servers": {
        "Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}}, runner={"grip": ["Clean Getaway"]},
        decisions={"jack out": "no", "break Ice Wall": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 5 - 3)


def test_clean_getaway_gains_6_when_successful(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Clean Getaway on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Clean Getaway"]}, decisions={"jack out": "no"})
    assert at(result, "runner.credits") == 5 - 3 + 6


def test_eru_is_once_per_turn(tmp_path):
    with pytest.raises(ScenarioError, match="Eru"):
        scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}, {"runner": "use Eru Ayase-Pessoa"}],
                 corp={"rd": list(RD)}, runner={"rig": ["Eru Ayase-Pessoa"]},
                 decisions={"jack out": "no", "trash PAD Campaign": "no"})


def test_eru_breaches_r_and_d_not_archives(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}], corp={
        "rd": list(RD), "archives": ["Hostile Takeover"]}, runner={"rig": ["Eru Ayase-Pessoa"]},
        decisions={"jack out": "no"})
    assert (at(result, "runs.0.accessed"), at(result, "runner.score_area")) == (RD[:1], [])
    assert at(result, "runner.clicks") == 4 - 1


# --- Environmental Testing, Solidarity Badge, Zenit Chip, WAKE Implant, Buzzsaw ---------------------
def test_environmental_testing_at_4_counters_is_trashed_and_gains_9(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}], runner={
        "grip": ["Corroder"], "rig": [{"card": "Environmental Testing", "counters": {"power": 3}}]})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Environmental Testing"], 5 - 2 + 9)


def test_environmental_testing_counts_no_resource_install(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Daily Casts"}], runner={
        "grip": ["Daily Casts"], "rig": [{"card": "Environmental Testing", "counters": {"power": 3}}]})
    assert at(result, "cards[Environmental Testing].counters") == {"power": 3}


def test_solidarity_badge_gets_one_counter_for_two_corp_cards_trashed_in_a_turn(tmp_path):
    servers = {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["PAD Campaign"]}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                      corp={"servers": servers}, runner={"rig": ["Solidarity Badge"], "credits": 10},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert at(result, "corp.archives") == ["PAD Campaign", "PAD Campaign"]
    assert at(result, "cards[Solidarity Badge].counters") == {"power": 1}


def test_solidarity_badge_may_draw_instead_and_is_not_asked_without_a_counter(tmp_path):
    drew = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={
        "stack": ["Diesel"], "rig": [{"card": "Solidarity Badge", "counters": {"power": 1}}]},
        decisions={"use Solidarity Badge": "yes", "Solidarity Badge choice": "draw 1 card"})
    assert (at(drew, "runner.grip"), at(drew, "cards[Solidarity Badge].counters")) == (["Diesel"], {})
    empty = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="empty", runner={
        "stack": ["Diesel"], "rig": ["Solidarity Badge"]},
        decisions={"use Solidarity Badge": "yes", "Solidarity Badge choice": "draw 1 card"})
    assert at(empty, "runner.grip") == []


def test_zenit_chip_core_damage_on_install_and_one_draw_for_two_central_runs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Zenit Chip JZ-2MJ"}, {"runner": "run HQ"},
                                         {"runner": "run Archives"}],
                      corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Zenit Chip JZ-2MJ", "Sure Gamble"], "stack": ["Diesel", "Easy Mark"]},
                      decisions={"jack out": "no"})
    assert (at(result, "damage.core"), at(result, "runner.heap")) == (1, ["Sure Gamble"])
    assert at(result, "runner.grip") == ["Diesel"]


def test_wake_implant_removes_at_most_3(tmp_path):
    with pytest.raises(ScenarioError, match="WAKE"):
        scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": list(RD)}, runner={
            "rig": [{"card": "WAKE Implant v2A-JRJ", "counters": {"power": 5}}]},
            decisions={"jack out": "no", "WAKE Implant v2A-JRJ choice": 4, "trash PAD Campaign": "no"})


def test_buzzsaw_breaks_both_enigma_subroutines_for_1(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Buzzsaw"]}, decisions={"break Enigma": "Buzzsaw"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1)


def test_buzzsaw_cannot_break_a_barrier(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"rig": ["Buzzsaw"]}, decisions={"break Ice Wall": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, "no icebreaker able to break Ice Wall")


def test_leech_used_twice_in_one_encounter_weakens_by_2(tmp_path):
    result = run_past(tmp_path, "Wall of Static", runner={"rig": [
        {"card": "Leech", "counters": {"virus": 2}}, "Corroder"]},
        decisions={"abilities at encounter Wall of Static": ["Leech", "Leech"],
                   "break Wall of Static": {"with": "Corroder", "boost": 0}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1)
    assert at(result, "cards[Leech].counters") == {}


# --- Corp: ice ---------------------------------------------------------------------------------------
def test_bumi_lets_the_runner_lose_clicks_to_break_its_subroutines(tmp_path):
    result = run_past(tmp_path, "Bumi 1.0", runner={"grip": list(GRIP), "rig": ["Corroder"]},
                      decisions={"break Bumi 1.0": {"with": "Bumi 1.0", "subroutines": [1, 2]}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.clicks")) == ("successful", 4 - 1 - 2)
    assert (at(result, "runner.rig"), at(result, "damage.core")) == (["Corroder"], 0)


def test_bumi_rezzed_outside_a_run_trashes_no_trojan(tmp_path):
    servers = {"Server 1": {"ice": [{"card": "Bumi 1.0", "rezzed": False}, {"card": "Ice Wall", "hosted": ["Egret"]}]}}
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], servers=servers, credits=9,
                       answers={"rez": "yes", "Bumi 1.0 target": "Egret"})
    assert at(result, "runner.heap") == []


def test_mycoweb_installs_ice_from_archives_ignoring_the_install_cost_of_a_protected_server(tmp_path):
    result = run_past(tmp_path, ["Mycoweb"], runner={"grip": list(GRIP)}, corp={
        "credits": 0, "archives": ["Ice Wall"], "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}] * 2}}},
        decisions={"break Mycoweb": "no", "Mycoweb install": "Ice Wall", "Mycoweb install where": "HQ",
                   "Mycoweb target": "no"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.credits")) == (["Ice Wall", "Enigma", "Enigma"], 0)  # outermost first


def test_mycoweb_alone_resolves_nothing_for_another_code_gate_or_a_sentry(tmp_path):
    result = run_past(tmp_path, ["Mycoweb"], runner={"grip": list(GRIP)},
                      decisions={"break Mycoweb": "no", "Mycoweb target": "no"})
    assert traced(result, "there is no rezzed code gate with a subroutine")
    assert traced(result, "there is no rezzed sentry with a subroutine")
    assert at(result, "runs.0.outcome") == "successful"  # none of its own subroutines ends the run


def test_klevetnik_may_pay_the_runner_2_with_no_resource_installed(tmp_path):
    result = run_past(tmp_path, [{"card": "Klevetnik", "rezzed": False}], decisions={
        "rez": "yes", "use Klevetnik": "yes", "break Klevetnik": "no"})
    assert (at(result, "runner.credits"), at(result, "corp.credits")) == (5 + 2, 5 - 3)


def test_klevetnik_declined_gives_nothing(tmp_path):
    result = run_past(tmp_path, [{"card": "Klevetnik", "rezzed": False}], runner={"rig": ["Daily Casts"]},
                      decisions={"rez": "yes", "use Klevetnik": "no", "break Klevetnik": "no"})
    assert at(result, "runner.credits") == 5 + 2  # Daily Casts as the turn began, nothing from Klevetnik
    assert not traced(result, "Daily Casts loses all abilities")


def test_anvil_with_no_other_corp_card_cannot_stop_breaking(tmp_path):
    result = run_past(tmp_path, "Anvil", runner={"rig": ["Gordian Blade"], "credits": 9},
                      decisions={"break Anvil": {"with": "Gordian Blade", "subroutines": [1, 2]}})
    assert at(result, "runs.0.outcome") == "successful"


def test_tithe_does_1_net_damage_and_gains_1(tmp_path):
    result = run_past(tmp_path, "Tithe", runner={"grip": list(GRIP)}, decisions={"break Tithe": "no"})
    assert (at(result, "damage.net"), at(result, "corp.credits"), at(result, "runs.0.outcome")) == (1, 5 + 1,
                                                                                                   "successful")


# --- Corp: assets, agendas, operations ---------------------------------------------------------------
def test_plutus_cannot_be_rezzed_with_neither_an_agenda_nor_3_cards_in_hq(tmp_path):
    from rulesdb.engine.timing.flow import offer_rez
    game = board(tmp_path, turn="corp", decisions={"rez": "yes"}, corp={
        "hq": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [{"card": "Plutus", "rezzed": False}]}}})
    assert not offer_rez(game, game.servers["Server 1"].root[0])


def test_plutus_rezzed_by_revealing_and_trashing_3_cards_from_hq(tmp_path):
    from rulesdb.engine.timing.flow import offer_rez
    """Revealed, the 3 cards are visible to the Runner as they are trashed, so they enter Archives faceup
    (CR 25.08 rule_archives_faceup_facedown), and the Corp has revealed cards."""
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Plutus cost": "reveal and trash 3 card(s) from your HQ",
                                                   "Plutus cost #2": ["Hedge Fund", "Ice Wall", "Enigma"]},
                 corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"], "score_area": ["Hostile Takeover"],
                       "servers": {"Server 1": {"root": [{"card": "Plutus", "rezzed": False}]}}})
    assert offer_rez(game, game.servers["Server 1"].root[0])
    assert ([c.title for c in game.corp.hand], sorted(c.title for c in game.corp.discard)) == (
        [], ["Enigma", "Hedge Fund", "Ice Wall"])
    assert all(c.faceup for c in game.corp.discard)
    assert [c.title for c in game.corp.score] == ["Hostile Takeover"]
    assert [e.info for e in game.turn.events if e.kind == "revealed"] == [{"by": "corp", "count": 3}]


def test_plutus_replayed_transaction_is_removed_from_the_game_after_it_resolves(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], archives=["Hedge Fund"],
                       servers={"Server 1": {"root": ["Plutus"]}}, answers={"Plutus play": "Hedge Fund"})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 - 5 + 9 + 1, [])
    assert at(result, "corp.removed") == ["Hedge Fund"]


# --- Tunnel Vision and Carpe Diem: one mark for the turn ---------------------------------------------
WALLED_CENTRALS = {"hq": ["Hedge Fund"], "rd": list(RD),
                   "servers": {name: {"ice": ["Ice Wall"]} for name in ("HQ", "R&D", "Archives")}}


def test_carpe_diem_runs_the_mark_tunnel_vision_identified_as_the_turn_began(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Carpe Diem"}], corp=WALLED_CENTRALS,
                      runner={"rig": ["Tunnel Vision"], "grip": ["Carpe Diem"]},
                      decisions={"jack out": "no", "use Carpe Diem": "yes", "break Ice Wall": "Tunnel Vision",
                                 "trash PAD Campaign": "no"})
    marks = [e["text"] for e in result["trace"] if "becomes the mark" in e["text"]]
    assert len(marks) == 1 and marks[0].endswith(f"turn: {at(result, 'runs.0.server')}.")
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1 + 4 - 2)


def test_tunnel_vision_installed_after_the_turn_began_breaks_on_the_mark_carpe_diem_identifies(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Tunnel Vision"}, {"runner": "play Carpe Diem"}],
                      corp=WALLED_CENTRALS, runner={"grip": ["Tunnel Vision", "Carpe Diem"], "credits": 6},
                      decisions={"jack out": "no", "use Carpe Diem": "yes", "break Ice Wall": "Tunnel Vision",
                                 "trash PAD Campaign": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 6 - 2 - 1 + 4 - 2)


# --- Vaporframe Fabricator, Urtica Cipher, Send a Message, Lucky Charm --------------------------------
def test_vaporframe_trashed_may_install_ice_protecting_its_own_server(tmp_path):
    corp = {"hq": ["Enigma"], "credits": 0, "servers": {"Server 1": {"ice": ["Ice Wall"],
                                                                      "root": ["Vaporframe Fabricator"]}}}
    result = run_past(tmp_path, ["Ice Wall"], corp=corp, runner={"rig": ["Corroder"]}, decisions={
        "break Ice Wall": "Corroder", "trash Vaporframe Fabricator": "yes", "use Vaporframe Fabricator": "yes",
        "Vaporframe Fabricator install": "Enigma", "Vaporframe Fabricator install where": "Server 1"})
    assert at(result, "corp.servers.Server 1.unrezzed") == ["Enigma"]
    assert at(result, "corp.credits") == 0  # ignoring all costs: no install cost for the second ice


def test_urtica_cipher_can_be_advanced(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "advance Urtica Cipher"}],
                       servers={"Server 1": {"root": [{"card": "Urtica Cipher", "rezzed": False}]}})
    assert (at(result, "cards.Urtica Cipher.counters.advancement"), at(result, "corp.credits")) == (1, 5 - 1)


def test_send_a_message_stolen_may_rez_the_ice_the_runner_then_faces_ignoring_its_cost(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run HQ"}], corp={
        "credits": 0, "hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Send a Message"]},
                                                       "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
        decisions={"jack out": "no", "Send a Message target": "Ice Wall", "break Ice Wall": "no"})
    assert at(result, "runner.score_area") == ["Send a Message"]
    assert (at(result, "corp.credits"), at(result, "runs.1.outcome")) == (0, "unsuccessful")


def test_lucky_charm_cannot_be_used_after_an_unsuccessful_hq_run(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], corp=corp,
                      runner={"rig": ["Lucky Charm"]},
                      decisions={"jack out": "no", "break Ice Wall": "no",
                                 "prevent Ice Wall's subroutine ending the run": "Lucky Charm"})
    assert [at(result, "runs.0.outcome"), at(result, "runs.1.outcome")] == ["unsuccessful", "unsuccessful"]
    assert at(result, "runner.rig") == ["Lucky Charm"]


# --- a card trashed while accessed by a card ability, not its trash cost ------------------------------
def test_rene_and_solidarity_badge_count_an_accessed_card_trashed_with_imp(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, runner={
        "identity": "René “Loup” Arcemont: Party Animal", "stack": ["Diesel"], "credits": 0,
        "rig": [{"card": "Imp", "counters": {"virus": 2}}, "Solidarity Badge"]},
        decisions={"trash PAD Campaign": "Imp",
                   "order Runner abilities": ["Solidarity Badge", "René “Loup” Arcemont: Party Animal"]})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (1, ["Diesel"])
    assert at(result, "cards[Solidarity Badge].counters") == {"power": 1}


def test_barry_wong_installs_when_send_a_message_rezzes_ice_ignoring_costs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={
        "credits": 0, "servers": {"Server 1": {"root": ["Send a Message"]},
                                  "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
        runner={"identity": "Barry “Baz” Wong: Tri-Maf Veteran", "grip": ["Daily Casts"]},
        decisions={"jack out": "no", "Send a Message target": "Ice Wall", "use Barry “Baz” Wong": "yes",
                   "Barry “Baz” Wong: Tri-Maf Veteran target": "Daily Casts"})
    assert (at(result, "runner.rig"), at(result, "corp.servers.HQ.ice")) == (["Daily Casts"], ["Ice Wall"])


def test_bumi_cannot_be_broken_by_a_runner_with_no_click_left(tmp_path):
    actions = [{"runner": "gain credit"}] * 3 + [{"runner": "run Server 1"}]
    result = scenario(tmp_path, actions=actions, corp={"servers": {"Server 1": {"ice": ["Bumi 1.0"]}}},
                      runner={"grip": list(GRIP), "rig": ["Corroder"]},
                      decisions={"jack out": "no", "break Bumi 1.0": {"with": "Bumi 1.0", "subroutines": [1]},
                                 "Bumi 1.0 target": "Corroder"})
    assert (at(result, "runner.heap")[0], at(result, "damage.core")) == ("Corroder", 1)


def test_wake_implant_spends_the_counter_beatriz_s_hq_run_just_placed_on_the_r_and_d_breach(tmp_path):
    """The run on HQ is successful (WAKE: 1 power counter), then R&D is breached instead (WAKE may remove it)."""
    result = scenario(tmp_path, actions=[{"runner": "use Beatriz Friere Gonzalez"}], corp={
        "hq": ["Hedge Fund"], "rd": list(RD)}, runner={"rig": ["Beatriz Friere Gonzalez", "WAKE Implant v2A-JRJ"]},
        decisions={"jack out": "no", "WAKE Implant v2A-JRJ choice": 1, "trash PAD Campaign": "no",
                   "order Runner abilities": ["WAKE Implant v2A-JRJ", "Beatriz Friere Gonzalez"]})
    assert at(result, "runs.0.accessed") == RD[:3]
    assert at(result, "cards[WAKE Implant v2A-JRJ].counters") == {}


def test_eru_run_on_archives_breaching_r_and_d_feeds_wake_implant_but_not_zahya(tmp_path):
    """Zahya reads the run's server (Archives, not HQ or R&D); WAKE Implant reads the server breached (R&D)."""
    result = scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}], corp={"rd": list(RD)}, runner={
        "identity": ZAHYA, "rig": ["Eru Ayase-Pessoa", {"card": "WAKE Implant v2A-JRJ", "counters": {"power": 2}}]},
        decisions={"jack out": "no", "WAKE Implant v2A-JRJ choice": 2, "use Zahya Sadeghi": "yes",
                   "trash PAD Campaign": "no"})
    assert at(result, "runs.0.accessed") == RD[:3]
    assert (at(result, "runner.credits"), at(result, "runner.tags")) == (5, 1)


def test_plutus_does_nothing_as_the_runners_turn_begins(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp={
        "archives": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Plutus"]}}},
        decisions={"Plutus play": "Hedge Fund"})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Hedge Fund"], 5)


def test_plutus_cannot_play_a_transaction_it_cannot_pay_for(tmp_path):
    with pytest.raises(ScenarioError, match="cannot pay 5"):
        corp_turn(tmp_path, [{"corp": "gain credit"}], archives=["Hedge Fund"], credits=4,
                  servers={"Server 1": {"root": ["Plutus"]}}, answers={"Plutus play": "Hedge Fund"})
    declined = corp_turn(tmp_path, [{"corp": "gain credit"}], archives=["Hedge Fund"], credits=4, name="no",
                         servers={"Server 1": {"root": ["Plutus"]}}, answers={"Plutus play": "no"})
    assert (at(declined, "corp.archives"), at(declined, "corp.credits")) == (["Hedge Fund"], 4 + 1)


def test_plutus_removes_a_transaction_current_after_it_resolves_instead_of_leaving_it_in_play(tmp_path):
    """'After it resolves, remove it from the game': the operation is not trashed and stays in the play area until
    that ability removes it (CR 25.08 rule_play_no_trash_if_play_effect_will_rfg): a current does not stay."""
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], archives=["Paywall Implementation"],
                       servers={"Server 1": {"root": ["Plutus"]}}, answers={"Plutus play": "Paywall Implementation"})
    assert (at(result, "corp.removed"), at(result, "corp.current"), at(result, "corp.archives")) == (
        ["Paywall Implementation"], None, [])


def test_plutus_played_operation_is_never_trashed_so_no_card_is_added_to_archives(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"Plutus play": "Hedge Fund"}, corp={
        "archives": ["Hedge Fund", "Hedge Fund"], "servers": {"Server 1": {"root": ["Plutus"]}}})
    from rulesdb.engine.cards import lookup
    pending = type("Pending", (), {"source": game.servers["Server 1"].root[0], "controller": "corp",
                                   "label": "Plutus", "event": None, "side": "corp", "by": "Plutus"})
    lookup("Plutus").triggers[0].resolve(game, pending())  # its turn-begins ability, as the checkpoint resolves it
    assert [c.title for c in game.corp.removed] == ["Hedge Fund"]
    assert [c.title for c in game.corp.discard] == ["Hedge Fund"]
    assert not [e for e in game.turn.events if e.kind in ("played-card-trashed", "trashed")]


def test_business_as_usual_advances_an_unrezzed_urtica_cipher_you_can_advance(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Business As Usual"}], hq=["Business As Usual"],
                       servers={"Server 1": {"root": [{"card": "Urtica Cipher", "rezzed": False}]}},
                       answers={"Business As Usual choice": "place advancement counters",
                                "Business As Usual cards": ["Urtica Cipher"]})
    assert at(result, "cards.Urtica Cipher.counters.advancement") == 1


def test_nanoetching_matrix_and_vaporframe_answer_a_trash_by_imp_too(tmp_path):
    result = run_past(tmp_path, [], corp={"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": [
        "Nanoetching Matrix"]}}}, runner={"rig": [{"card": "Imp", "counters": {"virus": 1}}]},
        decisions={"trash Nanoetching Matrix": "Imp", "use Nanoetching Matrix": "yes"})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Nanoetching Matrix"], 5 + 2)
    vapor = run_past(tmp_path, [], name="vapor", corp={"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": [
        "Vaporframe Fabricator"]}}}, runner={"rig": [{"card": "Imp", "counters": {"virus": 1}}]},
        decisions={"trash Vaporframe Fabricator": "Imp", "use Vaporframe Fabricator": "yes", "rez": "no",
                   "Vaporframe Fabricator install": "PAD Campaign",
                   "Vaporframe Fabricator install where": "new remote"})
    assert at(vapor, "corp.servers.Server 2.root") == ["PAD Campaign"]


def test_nanoetching_matrix_trashed_by_the_corp_itself_gains_nothing(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "install PAD Campaign in Server 1"}], hq=["PAD Campaign"],
                       servers={"Server 1": {"root": ["Nanoetching Matrix"]}},
                       answers={"make room for PAD Campaign": "Nanoetching Matrix", "use Nanoetching Matrix": "yes"})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Nanoetching Matrix"], 5)


def test_bloops_cost_derezzing_another_harmonic_ice_is_a_derez_saci_sees(tmp_path):
    from rulesdb.engine.timing.flow import offer_rez
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Bloop target": "Echo"}, corp={"credits": 9,
                 "servers": {"HQ": {"ice": [{"card": "Bloop", "rezzed": False}, {"card": "Echo", "hosted": ["Saci"]}]}}})
    assert offer_rez(game, game.servers["HQ"].ice[0])
    assert not game.servers["HQ"].ice[1].rezzed
    assert game.runner.credits == 5 + 3


def test_regolith_mining_license_with_2_left_takes_2_and_is_trashed_empty(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Regolith Mining License"}], servers={"Server 1": {"root": [
        {"card": "Regolith Mining License", "counters": {"credits": 2}}]}})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 + 2, ["Regolith Mining License"])


def test_eru_s_tag_is_a_cost_decoy_cannot_avoid(tmp_path):
    """A cost cannot be prevented or avoided (CR 25.08 rule_cost_no_interrupt): no avoidance window opens."""
    result = scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}], corp={"rd": list(RD)},
                      runner={"rig": ["Eru Ayase-Pessoa", "Decoy"]},
                      decisions={"jack out": "no", "prevent": "Decoy"})
    assert (at(result, "runner.tags"), at(result, "runner.rig")) == (1, ["Eru Ayase-Pessoa", "Decoy"])


def test_humanoid_resources_pays_install_costs_for_the_cards_it_draws_and_installs(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Humanoid Resources"}], credits=0,
                       servers={"Server 1": {"root": ["Humanoid Resources"]}, "HQ": {"ice": ["Enigma"]}},
                       answers={"Humanoid Resources install": "Ice Wall", "Humanoid Resources install where": "HQ",
                                "Humanoid Resources install #2": "no", "Humanoid Resources play": "no"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma", "Hostile Takeover"]  # the turn's draw, then 3
    assert at(result, "corp.servers.HQ.unrezzed") == ["Ice Wall"]
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (4 - 1, 0)  # 1[c]: the second ice's cost
    assert at(result, "corp.archives") == ["Humanoid Resources"]


def test_clean_getaway_s_if_successful_belongs_to_its_own_run_not_the_next(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Clean Getaway on Server 1"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"],
                                                                          "root": ["PAD Campaign"]}}},
                      runner={"grip": ["Clean Getaway"]}, decisions={"jack out": "no", "break Ice Wall": "no"})
    assert [at(result, "runs.0.outcome"), at(result, "runs.1.outcome")] == ["unsuccessful", "successful"]
    assert at(result, "runner.credits") == 5 - 3


def test_fujii_stolen_from_r_and_d_flatlines_a_runner_with_1_card_in_the_grip(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Fujii Asset Retrieval"]},
                      runner={"grip": ["Sure Gamble"]}, decisions={"jack out": "no"})
    assert at(result, "runner.score_area") == ["Fujii Asset Retrieval"]
    assert (at(result, "winner"), at(result, "runner.heap")) == ("corp", ["Sure Gamble"])


def test_send_a_message_scored_may_rez_nothing(tmp_path):
    result = scored_with(tmp_path, "Send a Message", 5, servers={"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}},
                         answers={"Send a Message target": "no"})
    assert (at(result, "corp.score_area"), at(result, "corp.servers.HQ.unrezzed")) == (["Send a Message"], ["Ice Wall"])


def test_unrezzed_plutus_and_regolith_do_nothing(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], archives=["Hedge Fund"], servers={
        "Server 1": {"root": [{"card": "Plutus", "rezzed": False}]}}, answers={"Plutus play": "Hedge Fund"})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Hedge Fund"], 5 + 1)
    with pytest.raises(ScenarioError, match="Regolith"):
        corp_turn(tmp_path, [{"corp": "use Regolith Mining License"}], name="regolith", servers={"Server 1": {
            "root": [{"card": "Regolith Mining License", "rezzed": False, "counters": {"credits": 15}}]}})


def test_environmental_testing_s_static_condition_is_checked_at_every_checkpoint(tmp_path):
    """'When there are 4 or more hosted power counters' is a static condition, checked at each checkpoint whatever
    placed the counters (CR 25.08 rule_conditional_ability_with_static_condition), not only after its own ability."""
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={
        "rig": [{"card": "Environmental Testing", "counters": {"power": 4}}]})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Environmental Testing"], 5 + 9 + 1)


def test_side_hustle_s_static_condition_is_checked_at_every_checkpoint(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={
        "stack": ["Diesel"], "rig": [{"card": "Side Hustle", "credits": 6}]})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Side Hustle"], 5 + 6 + 1)
    assert at(result, "runner.grip") == ["Diesel"]


def test_personal_workshop_shares_the_static_condition_a_hosted_card_with_no_power_counter_is_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 0, "rig": [
        {"card": "Personal Workshop", "hosted": ["Corroder"]}]},
        decisions={"order Runner abilities": ["Personal Workshop", "Personal Workshop"]})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Personal Workshop", "Corroder"], 1)


def test_a_static_condition_whose_resolution_changes_nothing_does_not_loop(tmp_path):
    """Saci cannot be installed with no ice to host it: the ability has no effect, so it is not marked pending again
    until a timing structure step is completed (CR 25.08 rule_conditional_ability_static_condition_no_effect)."""
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": [
        {"card": "Personal Workshop", "hosted": ["Saci"]}]},
        decisions={"order Runner abilities": ["Personal Workshop", "Personal Workshop"]})
    assert (at(result, "runner.rig"), at(result, "cards[Personal Workshop].hosted")) == (["Personal Workshop"], ["Saci"])
