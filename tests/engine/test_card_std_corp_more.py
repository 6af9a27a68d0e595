"""More Standard Corp cards whose text needs a mechanism of its own, each test stating what the printed text
makes happen, with an interaction where the card is complex: Adrian Seis, Cloud Eater, Federal Fundraising,
Hákarl 1.0, Hearts and Minds, Klevetnik, Konjin, Loot Box, Lycian Multi-Munition, Mahkota Langit Grid,
Trieste Model Bioroids and Týr."""

from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _unrezzed(title):
    return {"card": title, "rezzed": False}


# --- ice -----------------------------------------------------------------------------------------
def test_cloud_eater_rezzed_this_turn_makes_the_runner_pay_as_the_encounter_ends(tmp_path):
    result = run_past(tmp_path, [_unrezzed("Cloud Eater")], corp={"credits": 10}, runner={
        "grip": GRIP, "rig": ["Garrote"], "credits": 9}, decisions={
        "rez": "yes", "break Cloud Eater": "Garrote", "Cloud Eater choice": "take 2 tags"})
    assert (at(result, "runner.tags"), at(result, "runner.rig")) == (2, ["Garrote"])
    earlier = run_past(tmp_path, ["Cloud Eater"], name="earlier", runner={"grip": GRIP, "rig": ["Garrote"],
                                                                           "credits": 9},
                       decisions={"break Cloud Eater": "Garrote"})
    assert at(earlier, "runner.tags") == 0  # not rezzed this turn: nothing when the encounter ends


def test_konjin_psi_game_makes_the_runner_encounter_another_rezzed_ice_first(tmp_path):
    result = run_past(tmp_path, ["Konjin"], corp={"servers": {"HQ": {"ice": ["Neural Katana"]}}},
                      runner={"grip": GRIP}, decisions={"Corp psi bid Konjin": 1, "Runner psi bid Konjin": 0,
                                                        "Konjin target": "Neural Katana", "break Neural Katana": "no"})
    assert at(result, "damage.net") == 3
    assert at(result, "runs.0.outcome") == "successful"  # Konjin has no subroutine; the run goes on
    assert traced(result, "the Runner encounters Neural Katana now")


def test_konjins_deciding_step_is_what_the_ice_it_chose_did_not_its_own_zero_subroutines(tmp_path):
    """Konjin has no subroutines: reaching its paid ability window they count as broken (traced), which decides
    nothing. The verdict's deciding step was "Konjin is fully broken."; it is Neural Katana's 3 net damage, the
    encounter Konjin forced."""
    from rulesdb.answers.verdicts import verdict
    result = run_past(tmp_path, ["Konjin"], corp={"servers": {"HQ": {"ice": ["Neural Katana"]}}}, name="deciding",
                      runner={"grip": GRIP}, decisions={"Corp psi bid Konjin": 1, "Runner psi bid Konjin": 0,
                                                        "Konjin target": "Neural Katana"})
    assert traced(result, "Konjin is fully broken.")
    deciding = result["trace"][verdict(result)["deciding"]]["text"]
    assert deciding.startswith("Neural Katana's subroutine does 3 net damage: 3 cards trashed from the grip")


def test_loot_box_hands_the_runner_a_card_and_the_corp_its_cost_then_is_trashed(tmp_path):
    result = run_past(tmp_path, ["Loot Box"], runner={"stack": ["Diesel", "Sure Gamble", "Inside Job", "Easy Mark"]},
                      decisions={"break Loot Box": "no", "pay 2[c] for Loot Box": "yes", "Loot Box target": "Sure Gamble"})
    assert at(result, "runner.grip") == ["Sure Gamble"]
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 + 5, 5 - 2)
    assert at(result, "corp.archives") == ["Loot Box"]
    assert sorted(at(result, "runner.stack")) == ["Diesel", "Easy Mark", "Inside Job"]


def test_lycian_multi_munition_gains_the_chosen_subtypes_and_their_subroutines_while_rezzed(tmp_path):
    result = run_past(tmp_path, [_unrezzed("Lycian Multi-Munition")], runner={"rig": ["Corroder"]},
                      decisions={"rez": "yes", "Lycian Multi-Munition choice": ["sentry", "barrier"],
                                 "break Lycian Multi-Munition": "no", "Lycian Multi-Munition target": "Corroder"})
    assert at(result, "runner.heap") == ["Corroder"]  # it is a sentry
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 - 3 + 1, "unsuccessful")
    assert at(result, "runner.clicks") == 3  # not a code gate: no click lost beyond the run's own
    ended = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name="ended",
                     corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Lycian Multi-Munition"]}}})
    assert at(ended, "corp.servers.HQ.unrezzed") == ["Lycian Multi-Munition"]


def test_tyr_breaks_for_a_click_and_gives_the_corp_a_click_next_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, *[{"runner": "gain credit"}] * 2, {"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Týr"]}}},
                      runner={"clicks": 4}, decisions={"jack out": "no", "break Týr": {"with": "Týr", "subroutines": [1]},
                                                       "Týr target": "no"})
    assert at(result, "corp.clicks") == 3 + 1 - 1


def test_hakarl_derezzing_another_card_stops_the_runner_breaking_bioroid_ice(tmp_path):
    corp = {"credits": 9, "servers": {"Server 2": {"root": ["PAD Campaign"]}}}
    result = run_past(tmp_path, [_unrezzed("Hákarl 1.0")], corp=corp, runner={"grip": GRIP}, decisions={
        "rez Hákarl 1.0": "yes", "rez": "no", "Hákarl 1.0 target": "PAD Campaign"})
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]
    assert at(result, "cards.PAD Campaign.rezzed") is False
    assert traced(result, "Hákarl 1.0 cannot break subroutines on Hákarl 1.0")
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_klevetnik_strips_a_resource_of_its_abilities_until_the_corps_next_turn_ends(tmp_path):
    result = run_past(tmp_path, [_unrezzed("Klevetnik")], runner={"rig": [{"card": "Daily Casts", "credits": 8}]},
                      decisions={"rez": "yes", "use Klevetnik": "yes", "Klevetnik target": "Daily Casts",
                                 "break Klevetnik": "no"})
    assert at(result, "runner.credits") == 5 + 2 + 2  # Daily Casts paid as the turn began; then Klevetnik's 2
    assert traced(result, "Daily Casts loses all abilities until the Corp's next turn ends")


def test_klevetnik_loss_lasts_through_the_corps_next_turn_and_ends_with_it(tmp_path):
    from rulesdb.engine.cards import lookup
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.state.dependent import stripped
    from rulesdb.engine.state.objects import Turn
    game = board(tmp_path, runner={"rig": ["Daily Casts"]}, decisions={"Klevetnik target": "Daily Casts"},
                 corp={"servers": {"HQ": {"ice": ["Klevetnik"]}}})
    casts, klevetnik = game.runner.play[0], game.servers["HQ"].ice[0]
    pending = type("Pending", (), {"source": klevetnik, "controller": "corp", "label": "Klevetnik", "event": None})
    lookup("Klevetnik").triggers[0].resolve(game, pending())  # its rez ability, as the checkpoint resolves it
    assert casts.object_id in stripped(game)
    game.turn = Turn(game.turn.number + 1, "corp")
    checkpoint(game)
    assert casts.object_id in stripped(game)
    game.turn.ended = True
    checkpoint(game)
    assert casts.object_id not in stripped(game)


# --- upgrades and assets --------------------------------------------------------------------------
def test_adrian_seis_psi_game_limits_access_and_it_may_move_when_the_corp_turn_ends(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 5},
                      corp={"servers": {"Server 1": {"root": ["Adrian Seis", {"card": "Hostile Takeover",
                                                                              "rezzed": False}]}}},
                      decisions={"jack out": "no", "Corp psi bid Adrian Seis": 1, "Runner psi bid Adrian Seis": 0,
                                 "trash Adrian Seis": "no"})
    assert at(result, "runner.score_area") == []  # bids differ: only Adrian Seis may be accessed
    moved = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                     name="moved", corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Adrian Seis"]}}},
                     decisions={"Adrian Seis target": "HQ"})
    assert at(moved, "corp.servers.HQ.root") == ["Adrian Seis"]


def test_mahkota_langit_grid_adds_2_to_trash_costs_in_its_root_even_once_trashed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 9},
                      corp={"servers": {"Server 1": {"root": ["Mahkota Langit Grid", "PAD Campaign"]}}},
                      decisions={"jack out": "no", "access order": ["Mahkota Langit Grid", "PAD Campaign"],
                                 "trash Mahkota Langit Grid": "yes", "trash PAD Campaign": "yes"})
    assert at(result, "corp.archives") == ["Mahkota Langit Grid", "PAD Campaign"]
    assert at(result, "runner.credits") == 9 - 2 - (4 + 2)


def test_federal_fundraising_arranges_rd_and_draws_from_an_unprotected_server(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"], "servers": {"Server 1": {"root": [
            "Federal Fundraising"]}}},
        decisions={"Federal Fundraising order": ["Enigma", "Ice Wall", "Hedge Fund"],
                   "Federal Fundraising choice": "draw 1"})
    assert at(result, "corp.hq") == ["Enigma", "Ice Wall"]  # its draw, then the turn's own draw
    guarded = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="guarded", corp={
        "rd": ["Hedge Fund", "Ice Wall", "Enigma"], "servers": {"Server 1": {"root": ["Federal Fundraising"],
                                                                             "ice": ["Ice Wall"]}}},
        decisions={"Federal Fundraising order": ["Enigma", "Ice Wall", "Hedge Fund"]})
    assert at(guarded, "corp.hq") == ["Enigma"]


def test_hearts_and_minds_moves_a_counter_and_adds_one_when_unprotected(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Hearts and Minds"]},
                                          "Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]},
                                          "HQ": {"ice": [{"card": "Ice Wall", "advancement": 1}]}}},
        decisions={"Hearts and Minds choice": "Ice Wall", "Hearts and Minds target": "Hostile Takeover",
                   "Hearts and Minds target #2": "Hostile Takeover", "score": "no"})
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 2}
    assert at(result, "cards.Ice Wall.counters") == {}


def test_trieste_model_bioroids_stops_runner_cards_breaking_the_chosen_bioroid(tmp_path):
    corp = {"credits": 9, "servers": {"Server 2": {"root": [_unrezzed("Trieste Model Bioroids")]}}}
    result = run_past(tmp_path, ["Eli 1.0"], corp=corp, runner={"rig": ["Corroder"], "credits": 9},
                      decisions={"rez": "yes", "Trieste Model Bioroids target": "Eli 1.0", "break Eli 1.0": "Eli 1.0"})
    assert traced(result, "Corroder cannot break subroutines on Eli 1.0")
    assert at(result, "runs.0.outcome") == "successful"  # its own "Lose [click]" ability is the Corp card's
    game = board(tmp_path, turn="corp", name="rez", decisions={"rez": "yes", "Trieste Model Bioroids target": "Eli 1.0"},
                 corp={"servers": {"HQ": {"ice": ["Eli 1.0"]}, "Server 2": {"root": [_unrezzed("Trieste Model Bioroids")]}}})
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, game.servers["Server 2"].root[0])
    checkpoint(game)
    assert game.servers["Server 2"].root[0].chosen == game.servers["HQ"].ice[0].object_id


def test_drafter_installs_any_card_from_archives_ignoring_all_costs(tmp_path):
    result = run_past(tmp_path, ["Drafter"], corp={"credits": 0, "archives": ["PAD Campaign"]},
                      decisions={"break Drafter": "no", "Drafter target": "no",
                                 "Drafter choice": {"install": "PAD Campaign", "in": "new remote"}, "rez": "no"})
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == ([], 0)


def test_mercia_installs_ice_1_cheaper_as_the_action_phase_ends_and_follows_it(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      corp={"credits": 0, "hq": ["Enigma"], "rd": ["Hedge Fund"], "servers": {
                          "Server 1": {"root": ["Mercia B4LL4RD"]}, "HQ": {"ice": ["Ice Wall"]}}},
                      decisions={"Mercia B4LL4RD install": "Enigma", "Mercia B4LL4RD install where": "HQ"})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma", "Ice Wall"]
    assert at(result, "corp.servers.HQ.root") == ["Mercia B4LL4RD"]
    assert at(result, "corp.credits") == 3 - 0  # 1 ice already there: 1[c], 1 less
