"""Standard ice of the Corp, each test stating what its printed text makes happen through the engine:
Afshar, Akhet, Anemone, Anvil, Bumi 1.0, Echo, Envelopment, F2P, Flyswatter, Hafrún, Ivik, Jaguarundi,
Kessleroid, Lamplighter, M.I.C., Mestnichestvo, N-Pot, Phoneutria, Piranhas, Pulse, Sandstone, Scatter Field,
Semak-samun, Seraph, Sorocaban Blade, Starlit Knight, Stavka, Syailendra, Trebuchet, Unsmiling Tsarevna,
Valentão, Vasilisa, Virtual Service Agent, Wave and Winchester."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
SCORED_4 = ["Fetal AI", "Azef Protocol"]  # 2 agenda points each: threat level 4


def _unrezzed(title):
    return [{"card": title, "rezzed": False}]


# --- "cannot break more than 1 of its printed subroutines" -----------------------------------------
def test_afshar_protecting_hq_lets_a_decoder_break_only_1_printed_subroutine(tmp_path):
    with pytest.raises(ScenarioError, match="Gordian Blade cannot break those subroutines of Afshar"):
        run_past(tmp_path, "Afshar", server="HQ", runner={"rig": ["Gordian Blade"]}, name="hq",
                 decisions={"break Afshar": "Gordian Blade"})
    remote = run_past(tmp_path, "Afshar", runner={"rig": ["Gordian Blade"]}, name="remote",
                      decisions={"break Afshar": "Gordian Blade"})
    assert (at(remote, "runs.0.outcome"), at(remote, "runner.credits")) == ("successful", 5 - 2)


def test_afshar_makes_the_runner_lose_2_and_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Afshar", server="HQ", name="subs", decisions={"break Afshar": "no"})
    assert (at(result, "runner.credits"), at(result, "runs.0.outcome")) == (5 - 2, "unsuccessful")


def test_akhet_with_3_counters_gets_3_strength_and_only_1_printed_subroutine_breaks(tmp_path):
    ice = [{"card": "Akhet", "advancement": 3}]
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ice}}}, name="strength")
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 2 + 3
    with pytest.raises(ScenarioError, match="Corroder cannot break those subroutines of Akhet"):
        run_past(tmp_path, ice, runner={"rig": ["Corroder"], "credits": 9}, name="locked",
                 decisions={"break Akhet": "Corroder"})


def test_akhet_gains_1_and_places_an_advancement_counter_on_any_installed_card(tmp_path):
    result = run_past(tmp_path, ["Akhet"], corp={"servers": {"Server 2": {"root": [
        {"card": "Hostile Takeover", "rezzed": False}]}}},
        decisions={"break Akhet": "no", "Akhet target": "Hostile Takeover"})
    assert at(result, "corp.credits") == 5 + 1
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 1}
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_unsmiling_tsarevna_rezzed_mid_run_gives_2_credits_for_its_printed_subroutine_lock(tmp_path):
    rig = {"rig": ["Garrote"], "credits": 9, "grip": GRIP}
    with pytest.raises(ScenarioError, match="Garrote cannot break those subroutines of Unsmiling Tsarevna"):
        run_past(tmp_path, _unrezzed("Unsmiling Tsarevna"), runner=rig, corp={"credits": 9}, name="locked",
                 decisions={"rez": "yes", "use Unsmiling Tsarevna": "yes", "break Unsmiling Tsarevna": "Garrote"})
    declined = run_past(tmp_path, _unrezzed("Unsmiling Tsarevna"), runner=rig, corp={"credits": 9}, name="free",
                        decisions={"rez": "yes", "use Unsmiling Tsarevna": "no", "break Unsmiling Tsarevna": "Garrote"})
    assert (at(declined, "runs.0.outcome"), at(declined, "runner.credits")) == ("successful", 9 - 3)


def test_unsmiling_tsarevna_tags_does_2_net_and_the_corp_may_draw_2(tmp_path):
    result = run_past(tmp_path, "Unsmiling Tsarevna", runner={"grip": GRIP}, corp={"rd": ["Hedge Fund", "Enigma"]},
                      decisions={"break Unsmiling Tsarevna": "no", "Unsmiling Tsarevna choice": "draw 2"})
    assert (at(result, "runner.tags"), at(result, "damage.net"), at(result, "corp.hq")) == \
        (1, 2, ["Hedge Fund", "Enigma"])


def test_anvil_trashing_another_card_stops_breaking_its_printed_subroutines(tmp_path):
    corp = {"servers": {"Server 2": {"root": ["PAD Campaign"]}}}
    locked = run_past(tmp_path, "Anvil", corp=corp, runner={"rig": ["Gordian Blade"]}, name="locked",
                      decisions={"Anvil target": "PAD Campaign", "Anvil choice": "Gordian Blade"})
    assert traced(locked, "Gordian Blade cannot break any subroutine of Anvil")  # so "break Anvil" is not asked
    assert at(locked, "runner.heap") == ["Gordian Blade"]
    result = run_past(tmp_path, "Anvil", corp=corp, runner={"rig": ["Gordian Blade", "Corroder"]}, name="subs",
                      decisions={"Anvil target": "none", "break Anvil": "no", "Anvil choice": "Gordian Blade"})
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 + 1, 5 - 1)
    assert at(result, "runner.heap") == ["Gordian Blade"]


# --- rezzed during a run against this server ------------------------------------------------------
def test_anemone_rezzed_mid_run_may_trash_a_card_from_hq_for_2_net_damage(tmp_path):
    result = run_past(tmp_path, _unrezzed("Anemone"), runner={"grip": GRIP}, corp={"hq": ["Hedge Fund"]},
                      decisions={"rez": "yes", "Anemone target": "Hedge Fund", "break Anemone": "no"})
    assert (at(result, "corp.archives"), at(result, "damage.net")) == (["Hedge Fund"], 2 + 1)


def test_bumi_rezzed_mid_run_may_trash_a_trojan_and_its_subroutines_trash_and_do_core_damage(tmp_path):
    ice = [{"card": "Bumi 1.0", "rezzed": False}, {"card": "Ice Wall", "hosted": ["Egret"]}]
    result = run_past(tmp_path, ice, runner={"grip": GRIP, "rig": ["Corroder"]}, corp={"credits": 9},
                      decisions={"rez": "yes", "Bumi 1.0 target": "Egret", "Bumi 1.0 target #2": "Corroder",
                                 "break Bumi 1.0": "no"})
    assert at(result, "runner.heap")[:2] == ["Egret", "Corroder"]
    assert at(result, "damage.core") == 1


def test_flyswatter_rezzed_mid_run_purges_virus_counters(tmp_path):
    result = run_past(tmp_path, _unrezzed("Flyswatter"), runner={"rig": [{"card": "Datasucker", "counters": {"virus": 2}}]},
                      decisions={"rez": "yes", "break Flyswatter": "no"})
    assert at(result, "runner.hosted") == {}
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_hafrun_trashes_from_hq_so_the_chosen_breaker_cannot_break_for_the_run(tmp_path):
    answers = {"rez": "yes", "Hafrún target": "Hedge Fund", "Hafrún choice": "Corroder", "break Hafrún": "Corroder"}
    result = run_past(tmp_path, _unrezzed("Hafrún"), runner={"rig": ["Corroder"]}, corp={"hq": ["Hedge Fund"]},
                      decisions=answers)
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, "Corroder cannot break subroutines on Hafrún")
    free = run_past(tmp_path, _unrezzed("Hafrún"), runner={"rig": ["Corroder"], "credits": 9}, name="free",
                    corp={"hq": ["Hedge Fund"]}, decisions={**answers, "Hafrún target": "no"})
    assert at(free, "runs.0.outcome") == "successful"


def test_pulse_rezzed_mid_run_takes_a_click_and_charges_per_rezzed_harmonic(tmp_path):
    ice = [{"card": "Pulse", "rezzed": False}, "Echo"]
    result = run_past(tmp_path, ice, runner={"clicks": 4}, decisions={
        "rez": "yes", "break Pulse": "no", "Pulse choice": "spend [click]", "break Echo": "no",
        "order Corp abilities": ["Pulse", "Echo"]})
    assert at(result, "runner.clicks") == 4 - 1 - 1 - 1  # the run, Pulse's rez, its subroutine
    assert at(result, "runner.credits") == 5 - 2  # Pulse and Echo are rezzed harmonic ice


def test_wave_rezzed_mid_run_finds_a_piece_of_ice_and_gains_per_harmonic(tmp_path):
    result = run_past(tmp_path, _unrezzed("Wave"), corp={"rd": ["Hedge Fund", "Enigma"]},
                      decisions={"rez": "yes", "use Wave": "yes", "Wave target": "Enigma", "break Wave": "no"})
    assert at(result, "corp.hq") == ["Enigma"]
    assert at(result, "corp.credits") == 5 - 2 + 1


def test_stavka_trashing_another_card_gets_5_strength_for_the_run(tmp_path):
    result = run_past(tmp_path, _unrezzed("Stavka"), corp={"servers": {"Server 2": {"root": ["PAD Campaign"]}}},
                      runner={"rig": ["Garrote"], "credits": 9},
                      decisions={"rez": "yes", "Stavka target": "PAD Campaign", "break Stavka": "Garrote"})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert at(result, "runner.credits") == 9 - 5 - 2  # Garrote pumped from 2 to 7, then broke 2 subroutines


# --- encounters -------------------------------------------------------------------------------------
def test_echo_counts_harmonic_rezzes_and_ends_the_run_once_per_counter(tmp_path):
    game = board(tmp_path, turn="corp", corp={"credits": 9, "servers": {"HQ": {"ice": [
        "Echo", {"card": "Pulse", "rezzed": False}, {"card": "Ice Wall", "rezzed": False}]}}}, decisions={"rez": "yes"})
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, game.servers["HQ"].ice[2])
    offer_rez(game, game.servers["HQ"].ice[1])
    from rulesdb.engine.effects.triggers import checkpoint
    checkpoint(game)
    assert game.servers["HQ"].ice[0].counters.get("power") == 1
    result = run_past(tmp_path, [{"card": "Echo", "counters": {"power": 2}}], name="run")
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, "encounters Echo (strength 0, 2 subroutines)")


def test_envelopment_starts_with_4_counters_ending_the_run_before_trashing_itself(tmp_path):
    result = run_past(tmp_path, [{"card": "Envelopment", "counters": {"power": 1}}], runner={"rig": ["Corroder"]},
                      decisions={"break Envelopment": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "corp.archives") == []  # the run ended before "Trash this ice." resolved
    last = run_past(tmp_path, ["Envelopment"], name="bare", decisions={"break Envelopment": "no"})
    assert at(last, "corp.archives") == ["Envelopment"]
    turn = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="turn", corp={
        "rd": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Envelopment", "counters": {"power": 4}}]}}})
    assert at(turn, "cards.Envelopment.counters") == {"power": 3}


def test_jaguarundi_at_threat_4_tags_unless_the_runner_spends_a_click(tmp_path):
    high = run_past(tmp_path, "Jaguarundi", corp={"score_area": SCORED_4}, runner={"grip": GRIP}, name="high",
                    decisions={"Jaguarundi choice": "take 1 tag", "break Jaguarundi": "no"})
    assert (at(high, "runner.tags"), at(high, "damage.core")) == (2, 1)
    low = run_past(tmp_path, "Jaguarundi", runner={"grip": GRIP}, name="low", decisions={"break Jaguarundi": "no"})
    assert (at(low, "runner.tags"), at(low, "damage.core")) == (1, 1)


def test_mestnichestvo_may_spend_an_advancement_counter_for_3_credits(tmp_path):
    result = run_past(tmp_path, [{"card": "Mestnichestvo", "advancement": 1}], runner={"credits": 8},
                      decisions={"use Mestnichestvo": "yes", "break Mestnichestvo": "no"})
    assert at(result, "runner.credits") == 8 - 3 - 3
    assert at(result, "cards.Mestnichestvo.counters") == {}


def test_sandstone_gets_a_virus_counter_per_encounter_and_loses_strength(tmp_path):
    result = run_past(tmp_path, [{"card": "Sandstone", "counters": {"virus": 2}}], runner={"rig": ["Corroder"]},
                      decisions={"break Sandstone": "Corroder"})
    assert at(result, "runner.credits") == 5 - 1 - 1  # strength 6 - 3 = 3: Corroder boosted once
    assert at(result, "cards.Sandstone.counters") == {"virus": 3}


def test_seraph_takes_3_credits_unless_the_runner_suffers_2_net_or_takes_a_tag(tmp_path):
    paid = run_past(tmp_path, "Seraph", runner={"grip": GRIP, "credits": 9}, name="paid",
                    decisions={"Seraph choice": "take 1 tag", "break Seraph": "no"})
    assert (at(paid, "runner.credits"), at(paid, "runner.tags"), at(paid, "damage.net")) == (9 - 3, 1 + 1, 2)
    lost = run_past(tmp_path, "Seraph", runner={"grip": GRIP, "credits": 9}, name="lost",
                    decisions={"Seraph choice": "lose 3[c]", "break Seraph": "no"})
    assert at(lost, "runner.credits") == 9 - 3 - 3


def test_starlit_knight_at_threat_4_gains_an_end_the_run_per_tag(tmp_path):
    high = run_past(tmp_path, "Starlit Knight", corp={"score_area": SCORED_4}, runner={"tags": 1}, name="high",
                    decisions={"break Starlit Knight": "no"})
    assert (at(high, "runner.tags"), at(high, "runs.0.outcome")) == (3, "unsuccessful")
    low = run_past(tmp_path, "Starlit Knight", runner={"tags": 1}, name="low", decisions={"break Starlit Knight": "no"})
    assert (at(low, "runner.tags"), at(low, "runs.0.outcome")) == (3, "successful")


def test_syailendra_with_3_counters_advances_another_card_on_encounter(tmp_path):
    corp = {"servers": {"Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}}
    result = run_past(tmp_path, [{"card": "Syailendra", "advancement": 3}], corp=corp, runner={"grip": GRIP},
                      decisions={"Syailendra target": "Hostile Takeover", "break Syailendra": "no"})
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 2}
    assert (at(result, "runner.credits"), at(result, "damage.net")) == (5 - 2, 1)


def test_vasilisa_may_pay_1_to_advance_a_card_then_tags(tmp_path):
    corp = {"servers": {"Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}}
    result = run_past(tmp_path, "Vasilisa", corp=corp, decisions={
        "use Vasilisa": "yes", "Vasilisa target": "Hostile Takeover", "break Vasilisa": "no"})
    assert (at(result, "corp.credits"), at(result, "runner.tags")) == (5 - 1, 1)
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 1}


def test_phoneutria_tags_a_runner_passing_it_with_4_cards_in_the_grip(tmp_path):
    full = run_past(tmp_path, "Phoneutria", runner={"grip": GRIP + ["Dirty Laundry"], "rig": ["Garrote"]}, name="full",
                    decisions={"break Phoneutria": "Garrote"})
    assert at(full, "runner.tags") == 1
    few = run_past(tmp_path, "Phoneutria", runner={"grip": GRIP[:3], "rig": ["Garrote"]}, name="few",
                   decisions={"break Phoneutria": "Garrote"})
    assert at(few, "runner.tags") == 0


def test_virtual_service_agent_tags_unless_its_subroutine_was_broken_with_a_decoder(tmp_path):
    decoder = run_past(tmp_path, "Virtual Service Agent", runner={"rig": ["Gordian Blade"]}, name="decoder",
                       decisions={"break Virtual Service Agent": "Gordian Blade"})
    assert at(decoder, "runner.tags") == 0
    ai = run_past(tmp_path, "Virtual Service Agent", runner={"rig": ["Mayfly"]}, name="ai",
                  decisions={"break Virtual Service Agent": "Mayfly"})
    assert at(ai, "runner.tags") == 1
    fired = run_past(tmp_path, "Virtual Service Agent", name="fired", decisions={"break Virtual Service Agent": "no"})
    assert (at(fired, "runner.tags"), at(fired, "runner.credits")) == (1, 5 - 1)


def test_virtual_service_agent_tags_a_runner_who_bypassed_it(tmp_path):
    # bypassing aborts the encounter and passes the ice (cr/rule_bypass): passed after encountering it, unbroken
    result = scenario(tmp_path, actions=[{"runner": "play Inside Job on Server 1"}], runner={"grip": ["Inside Job"]},
                      corp={"servers": {"Server 1": {"ice": ["Virtual Service Agent"], "root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "trash PAD Campaign": "no"})
    assert (at(result, "runner.tags"), at(result, "runner.credits")) == (1, 5 - 2)


# --- abilities printed on the ice ----------------------------------------------------------------
def test_f2p_breaks_for_2_credits_only_for_an_untagged_runner(tmp_path):
    result = run_past(tmp_path, "F2P", runner={"credits": 5}, decisions={"break F2P": "F2P"})
    assert (at(result, "runner.credits"), at(result, "runs.0.outcome")) == (5 - 4, "successful")
    tagged = run_past(tmp_path, "F2P", runner={"tags": 1, "rig": ["Corroder"]}, name="tagged",
                      decisions={"F2P target": "Corroder"})
    assert traced(tagged, "F2P cannot break subroutines on F2P")
    assert (at(tagged, "runner.grip"), at(tagged, "runner.tags")) == (["Corroder"], 2)


def test_n_pot_breaks_for_3_credits_and_ends_the_run_more_as_the_threat_grows(tmp_path):
    paid = run_past(tmp_path, "N-Pot", runner={"credits": 9}, name="paid",
                    decisions={"break N-Pot": {"with": "N-Pot", "subroutines": [1]}})
    assert (at(paid, "runner.credits"), at(paid, "runs.0.outcome")) == (9 - 3, "successful")
    high = run_past(tmp_path, "N-Pot", corp={"score_area": ["Fetal AI"]}, runner={"credits": 9}, name="high",
                    decisions={"break N-Pot": {"with": "N-Pot", "subroutines": [1]}})
    assert at(high, "runs.0.outcome") == "unsuccessful"  # threat 2: the second subroutine ends the run


def test_mic_trashes_itself_to_end_the_run_unless_the_runner_spends_a_click(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["M.I.C."]}}}, decisions={"M.I.C. choice": "end the run"})
    assert not use(game, "M.I.C.")  # only during a run on this server
    from rulesdb.engine.state.objects import Run
    game.run = Run("Server 1", 1)
    assert use(game, "M.I.C.")
    assert game.run.ended and [c.title for c in game.corp.discard] == ["M.I.C."]


def test_kessleroid_cannot_be_trashed_by_the_runner(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 9, "rig": ["Corroder"]},
                      corp={"servers": {"Server 1": {"ice": ["Kessleroid"]}}},
                      decisions={"jack out": "no", "break Kessleroid": "Corroder"})
    assert at(result, "runs.0.outcome") == "successful"
    from rulesdb.engine.effects.trashing import trash
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["Kessleroid"]}}}, name="rules")
    ice = game.servers["Server 1"].ice[0]
    assert trash(game, ice, "a Runner card", who="runner") is None
    assert trash(game, ice, "a Corp card", who="corp") is not None


def test_trebuchet_rezzing_takes_bad_publicity_and_its_trace_stops_stealing_and_trashing(tmp_path):
    result = run_past(tmp_path, "Trebuchet", corp={"credits": 9, "servers": {"Server 1": {"root": [
        {"card": "Hostile Takeover", "rezzed": False}]}}}, runner={"rig": ["Corroder"]},
        decisions={"break Trebuchet": "no", "Trebuchet target": "Corroder", "Corp trace boost Trebuchet": 0,
                   "Runner link boost Trebuchet": 0})
    assert at(result, "runner.heap") == ["Corroder"]
    assert at(result, "runner.score_area") == []
    assert traced(result, "cannot steal")
    rez = run_past(tmp_path, _unrezzed("Trebuchet"), corp={"credits": 9}, name="rez", runner={"rig": ["Corroder"]},
                   decisions={"rez": "yes", "break Trebuchet": "no", "Trebuchet target": "Corroder",
                              "Corp trace boost Trebuchet": 0, "Runner link boost Trebuchet": 0})
    assert at(rez, "corp.bad_publicity") == 1


# --- the others ----------------------------------------------------------------------------------
def test_ivik_costs_1_less_to_rez_per_rezzed_code_gate(tmp_path):
    result = run_past(tmp_path, [{"card": "Ivik", "rezzed": False}, "Enigma", "Tollbooth"], corp={"credits": 5},
                      runner={"grip": GRIP}, decisions={"rez": "yes", "break Ivik": "no"})
    assert at(result, "corp.credits") == 5 - (7 - 2)


def test_lamplighter_tags_unless_paid_and_is_trashed_when_an_agenda_is_stolen_from_its_server(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}}
    result = run_past(tmp_path, "Lamplighter", corp=corp, runner={"rig": ["Garrote"]},
                      decisions={"break Lamplighter": "Garrote"})
    assert (at(result, "runner.score_area"), at(result, "corp.archives")) == (["Hostile Takeover"], ["Lamplighter"])
    fired = run_past(tmp_path, "Lamplighter", name="fired", decisions={
        "break Lamplighter": "no", "Lamplighter choice": "take 1 tag"})
    assert (at(fired, "runner.tags"), at(fired, "runs.0.outcome")) == (1, "unsuccessful")


def test_piranhas_costs_a_bad_publicity_or_a_tag_to_rez(tmp_path):
    result = run_past(tmp_path, _unrezzed("Piranhas"), corp={"credits": 9, "rd": ["Hedge Fund"]},
                      runner={"tags": 1, "grip": GRIP}, decisions={"rez": "yes", "Piranhas cost": "remove 1 tag(s)",
                                                                  "break Piranhas": "no", "Piranhas choice": "draw 1"})
    assert (at(result, "runner.tags"), at(result, "corp.bad_publicity"), at(result, "corp.hq")) == (0, 0, ["Hedge Fund"])
    assert (at(result, "damage.net"), at(result, "runs.0.outcome")) == (1, "successful")  # HQ 1, grip 4


def test_valentao_without_tags_takes_bad_publicity_to_rez_and_ends_the_run_if_richer(tmp_path):
    result = run_past(tmp_path, _unrezzed("Valentão"), corp={"credits": 9}, runner={"credits": 4},
                      decisions={"rez": "yes", "break Valentão": "no"})
    assert at(result, "corp.bad_publicity") == 1
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (9 - 5 + 2, 4 - 2)
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_scatter_field_alone_gets_4_strength_and_installs_from_hq(tmp_path):
    alone = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Scatter Field"]}}}, name="alone")
    pair = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Scatter Field", "Ice Wall"]}}}, name="pair")
    assert (alone.ice_strength(alone.servers["HQ"].ice[0]), pair.ice_strength(pair.servers["HQ"].ice[0])) == (4, 0)
    result = run_past(tmp_path, "Scatter Field", corp={"hq": ["PAD Campaign"]}, decisions={
        "break Scatter Field": "no", "Scatter Field install": "PAD Campaign", "Scatter Field install where": "new remote",
        "rez PAD Campaign": "no"})
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]


def test_semak_samun_breaks_only_with_a_fracter_or_deals_3_net_to_go_on(tmp_path):
    ai = run_past(tmp_path, "Semak-samun", runner={"rig": ["Mayfly"]}, name="ai",
                  decisions={"Semak-samun choice": "end the run"})  # "break Semak-samun" is not asked
    assert traced(ai, "Mayfly cannot break any subroutine of Semak-samun")
    assert at(ai, "runs.0.outcome") == "unsuccessful"
    fracter = run_past(tmp_path, "Semak-samun", runner={"rig": ["Corroder"]}, name="fracter",
                       decisions={"break Semak-samun": "Corroder"})
    assert at(fracter, "runs.0.outcome") == "successful"
    paid = run_past(tmp_path, "Semak-samun", runner={"grip": GRIP}, name="paid",
                    decisions={"break Semak-samun": "no", "Semak-samun choice": "suffer 3 net damage"})
    assert (at(paid, "damage.net"), at(paid, "runs.0.outcome")) == (3, "successful")


def test_sorocaban_blade_trashes_only_1_runner_card_per_encounter(tmp_path):
    result = run_past(tmp_path, "Sorocaban Blade", runner={"rig": ["Corroder", "Daily Casts", "Desperado"]},
                      decisions={"break Sorocaban Blade": "no", "Sorocaban Blade target": "Daily Casts"})
    assert at(result, "runner.heap") == ["Daily Casts"]
    assert traced(result, "cannot trash another")


def test_sorocaban_blade_counts_a_trashed_hosted_card_as_its_1_installed_runner_card(tmp_path):
    # Gebrselassie hosted on Corroder is an installed Runner card (cr/rule_host_on_ability): once the hardware
    # subroutine trashed it, the program subroutine cannot trash Corroder
    result = run_past(tmp_path, "Sorocaban Blade", runner={"rig": [{"card": "Corroder", "hosted": ["Gebrselassie"]}]},
                      decisions={"break Sorocaban Blade": "no", "Sorocaban Blade target": "Gebrselassie",
                                 "Sorocaban Blade target (2)": "Corroder"})
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Gebrselassie"], ["Corroder"])


def test_winchester_gains_a_trace_to_end_the_run_only_while_protecting_hq(tmp_path):
    answers = {"break Winchester": "no", "Corp trace boost Winchester": 0, "Runner link boost Winchester": 0}
    hq = run_past(tmp_path, "Winchester", server="HQ", name="hq", decisions=answers)
    assert traced(hq, "(strength 4, 3 subroutines)") and at(hq, "runs.0.outcome") == "unsuccessful"
    remote = run_past(tmp_path, "Winchester", name="remote", decisions=answers)
    assert traced(remote, "(strength 4, 2 subroutines)") and at(remote, "runs.0.outcome") == "successful"
