"""Cards first printed in the SanSan cycle, each test stating what its printed text makes happen through the engine:
Beach Party, Brain Cage, Breaker Bay Grid, Capital Investors, Crick, Cybernetics Court, Cybernetics Division, Drive By, Enhanced Vision, Expo Grid, Exposé, Fan Site,
Fisk Investment Seminar, Forger, Game Day,
Genetic Resequencing, Haarpsichord Studios, Hollywood Renovation, Hyperdriver, Lab Dog, Meru Mati, Negotiator, Oaktown Grid, Pachinko, Quicksand, Ronald Five, Self-Destruct Chips, Skulljack, Spoilers, Symmetrical Visage,
Synthetic Blood, Test Ground, The Future is Now, Tour Guide and Underway Renovation."""

import pytest

from rulesdb.engine.state.subroutines import current
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund"] * 3
GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
STACK = ["Corroder", "Sure Gamble", "Easy Mark", "Diesel", "Inti"]
CORP_TURN = [{"corp": "gain credit"}] * 3


# --- hand size --------------------------------------------------------------------------------------
def test_beach_party_gives_5_hand_size_and_takes_a_click_as_the_runners_turn_begins(tmp_path):
    game = board(tmp_path, runner={"rig": ["Beach Party"]})
    assert (game.hand_size("runner"), game.hand_size("corp")) == (5 + 5, 5)
    result = scenario(tmp_path, turn="corp", actions=[*CORP_TURN, {"runner": "gain credit"}], corp={"rd": RD},
                      runner={"stack": ["Sure Gamble"], "rig": ["Beach Party"]}, name="turn")
    assert at(result, "runner.clicks") == 4 - 1 - 1  # lost one as the turn began, spent one


def test_cybernetics_court_gives_the_corp_4_hand_size_only_while_rezzed(tmp_path):
    rezzed = board(tmp_path, corp={"servers": {"Server 1": {"root": ["Cybernetics Court"]}}}, name="rezzed")
    unrezzed = board(tmp_path, corp={"servers": {"Server 1": {"root": [
        {"card": "Cybernetics Court", "rezzed": False}]}}}, name="unrezzed")
    assert (rezzed.hand_size("corp"), rezzed.hand_size("runner")) == (5 + 4, 5)
    assert unrezzed.hand_size("corp") == 5


def test_self_destruct_chips_in_the_corps_score_area_gives_the_runner_1_less_hand_size(tmp_path):
    scored = board(tmp_path, corp={"score_area": ["Self-Destruct Chips"]}, name="corp")
    stolen = board(tmp_path, runner={"score_area": ["Self-Destruct Chips"]}, name="runner")
    assert (scored.hand_size("runner"), scored.hand_size("corp")) == (5 - 1, 5)
    assert stolen.hand_size("runner") == 5  # an agenda in the Runner's score area has no abilities


# --- a click ability --------------------------------------------------------------------------------
def test_capital_investors_gains_2_for_a_click(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Capital Investors"}],
                      corp={"rd": RD, "servers": {"Server 1": {"root": ["Capital Investors"]}}})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 + 2, 3 - 1)


# --- ice --------------------------------------------------------------------------------------------
def test_meru_mati_has_3_more_strength_only_while_protecting_hq(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Meru Mati"]}, "Server 1": {"ice": ["Meru Mati"]}}})
    assert game.ice_strength(game.servers["HQ"].ice[0]) == 1 + 3
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1


def test_meru_mati_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Meru Mati", server="HQ", decisions={"break Meru Mati": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_pachinko_ends_the_run_only_if_the_runner_is_tagged(tmp_path):
    tagged = run_past(tmp_path, "Pachinko", runner={"tags": 1}, name="tagged", decisions={"break Pachinko": "no"})
    clean = run_past(tmp_path, "Pachinko", name="clean", decisions={"break Pachinko": "no"})
    assert at(tagged, "runs.0.outcome") == "unsuccessful"
    assert at(clean, "runs.0.outcome") == "successful"


def test_quicksand_gets_a_power_counter_each_encounter_and_1_strength_per_counter(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Quicksand", "counters": {"power": 2}}]}}})
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 0 + 2
    result = run_past(tmp_path, [{"card": "Quicksand", "counters": {"power": 2}}], decisions={"break Quicksand": "no"})
    assert at(result, "cards.Quicksand.counters") == {"power": 3}
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_crick_has_3_more_strength_only_while_protecting_archives(tmp_path):
    game = board(tmp_path, corp={"servers": {"Archives": {"ice": ["Crick"]}, "Server 1": {"ice": ["Crick"]}}})
    assert game.ice_strength(game.servers["Archives"].ice[0]) == 3 + 3
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 3


def test_crick_installs_a_card_from_archives_paying_its_install_cost(tmp_path):
    corp = {"archives": ["Enigma"], "servers": {"HQ": {"ice": ["Ice Wall"]}}}
    result = run_past(tmp_path, "Crick", server="Archives", corp=corp, decisions={
        "break Crick": "no", "Crick install": "Enigma", "Crick install where": "HQ"})
    assert at(result, "corp.credits") == 5 - 1  # the second piece of ice protecting HQ
    assert at(result, "corp.archives") == []
    with pytest.raises(ScenarioError, match="Crick install"):  # "Install", not "you may": no is not an answer
        run_past(tmp_path, "Crick", server="Archives", corp=corp, name="refused",
                 decisions={"break Crick": "no", "Crick install": "no"})


# --- installing hardware that costs a core damage ---------------------------------------------------
def test_brain_cage_does_1_core_damage_on_install_and_gives_3_hand_size(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Brain Cage"}],
                      runner={"grip": ["Brain Cage", *GRIP], "stack": list(STACK)})
    assert at(result, "damage.core") == 1
    assert len(at(result, "runner.heap")) == 1
    game = board(tmp_path, runner={"rig": ["Brain Cage"]}, name="hand")
    assert game.hand_size("runner") == 5 + 3


def test_skulljack_does_1_core_damage_on_install(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Skulljack"}],
                      runner={"grip": ["Skulljack", *GRIP], "stack": list(STACK)})
    assert (at(result, "damage.core"), at(result, "runner.credits")) == (1, 5 - 2)


def test_skulljack_lowers_the_trash_cost_of_a_corp_card_by_1(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"rig": ["Skulljack"]}, decisions={"trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == (["PAD Campaign"], 5 - (4 - 1))


# --- identities and events --------------------------------------------------------------------------
def test_cybernetics_division_gives_each_player_1_less_hand_size(tmp_path):
    game = board(tmp_path, corp={"identity": "Cybernetics Division: Humanity Upgraded"})
    assert (game.hand_size("corp"), game.hand_size("runner")) == (5 - 1, 5 - 1)


def test_fisk_investment_seminar_makes_each_player_draw_3_only_as_the_first_click(tmp_path):
    runner = {"grip": ["Fisk Investment Seminar"], "stack": list(STACK)}
    result = scenario(tmp_path, actions=[{"runner": "play Fisk Investment Seminar"}], runner=runner,
                      corp={"rd": ["Hedge Fund", "Enigma", "PAD Campaign", "Ice Wall"]})
    assert at(result, "runner.grip") == STACK[:3]
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma", "PAD Campaign"]
    with pytest.raises(ScenarioError, match="first"):
        scenario(tmp_path, actions=[{"runner": "gain credit"}, {"runner": "play Fisk Investment Seminar"}],
                 runner=runner, corp={"rd": RD}, name="late")


# --- turn begins and agendas scored -----------------------------------------------------------------
@pytest.mark.parametrize(("answer", "clicks", "rig"), [("yes", 4 + 3 - 1, []), ("no", 4 - 1, ["Hyperdriver"])])
def test_hyperdriver_may_be_removed_from_the_game_for_3_clicks_as_the_turn_begins(tmp_path, answer, clicks, rig):
    result = scenario(tmp_path, turn="corp", actions=[*CORP_TURN, {"runner": "gain credit"}], corp={"rd": RD},
                      runner={"stack": list(STACK), "rig": ["Hyperdriver"]}, decisions={"use Hyperdriver": answer})
    assert at(result, "runner.clicks") == clicks
    assert at(result, "runner.rig") == rig


def test_spoilers_trashes_the_top_of_rd_whenever_the_corp_scores(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Hostile Takeover"}],
                      corp={"rd": ["Enigma", "Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 1, "rezzed": False}]}}},
                      runner={"rig": ["Spoilers"]}, decisions={"score Hostile Takeover": "yes"})
    assert at(result, "corp.score_area") == ["Hostile Takeover"]
    assert at(result, "corp.hq") == ["Enigma"]  # the mandatory draw
    assert (at(result, "corp.archives"), at(result, "corp.rd")) == (["Hedge Fund"], ["Ice Wall"])


def test_lab_dog_makes_the_runner_trash_a_piece_of_hardware_and_trashes_itself(tmp_path):
    result = run_past(tmp_path, "Lab Dog", server="HQ", runner={"rig": ["Akamatsu Mem Chip", "Clone Chip", "Corroder"]},
                      decisions={"break Lab Dog": "no", "Lab Dog target": "Clone Chip"})
    assert at(result, "runner.heap") == ["Clone Chip"]
    assert at(result, "corp.archives") == ["Lab Dog"]
    assert at(result, "runs.0.outcome") == "successful"


def test_negotiator_gains_2_and_trashes_a_program_unless_the_runner_pays_2_per_subroutine(tmp_path):
    fired = run_past(tmp_path, "Negotiator", runner={"rig": ["Corroder"]}, name="fired",
                     decisions={"break Negotiator": "no", "Negotiator target": "Corroder"})
    assert (at(fired, "corp.credits"), at(fired, "runner.heap")) == (5 + 2, ["Corroder"])
    broken = run_past(tmp_path, "Negotiator", runner={"rig": ["Corroder"]}, name="broken",
                      decisions={"break Negotiator": {"with": "Negotiator", "subroutines": [1, 2]}})
    assert (at(broken, "runner.credits"), at(broken, "corp.credits")) == (5 - 2 - 2, 5)
    assert at(broken, "runner.rig") == ["Corroder"]


def test_tour_guide_ends_the_run_once_per_rezzed_asset(tmp_path):
    def run(root, name):
        return run_past(tmp_path, "Tour Guide", corp={"servers": {"Server 2": {"root": root}}}, name=name,
                        decisions={"break Tour Guide": "no", "rez": "no"})
    assert at(run(["PAD Campaign"], "rezzed"), "runs.0.outcome") == "unsuccessful"
    assert at(run([{"card": "PAD Campaign", "rezzed": False}], "unrezzed"), "runs.0.outcome") == "successful"
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["Tour Guide"]},
                                             "Server 2": {"root": ["PAD Campaign"]},
                                             "Server 3": {"root": ["Capital Investors"]}}}, name="two")
    assert len(current(game, game.servers["Server 1"].ice[0])) == 2


def _score(tmp_path, title, *, score_area=(), decisions=None, name="score"):
    """The Corp scores `title` (3 to advance) with its third advancement."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"advance {title}"}], name=name,
                    corp={"rd": ["Enigma", "Hedge Fund", "Ice Wall"], "score_area": list(score_area),
                          "servers": {"Server 1": {"root": [{"card": title, "advancement": 2, "rezzed": False}]}}},
                    decisions={f"score {title}": "yes", **(decisions or {})})


def test_genetic_resequencing_may_place_an_agenda_counter_on_a_scored_agenda(tmp_path):
    placed = _score(tmp_path, "Genetic Resequencing", score_area=["Hostile Takeover"],
                    decisions={"Genetic Resequencing target": "Hostile Takeover"})
    assert at(placed, "cards.Hostile Takeover.counters") == {"agenda": 1}
    declined = _score(tmp_path, "Genetic Resequencing", score_area=["Hostile Takeover"], name="declined",
                      decisions={"Genetic Resequencing target": "no"})
    assert at(declined, "cards.Hostile Takeover.counters") == {}


def test_the_future_is_now_adds_any_card_from_rd_to_hq_when_scored(tmp_path):
    result = _score(tmp_path, "The Future is Now", decisions={"The Future is Now target": "Ice Wall"})
    assert at(result, "corp.score_area") == ["The Future is Now"]
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Enigma", "Ice Wall"], ["Hedge Fund"])


# --- regions ----------------------------------------------------------------------------------------
def test_breaker_bay_grid_lowers_the_rez_cost_of_each_card_in_its_root_by_5(tmp_path):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"servers": {
        "Server 1": {"root": ["Breaker Bay Grid", {"card": "Capital Investors", "rezzed": False}],
                     "ice": [{"card": "Enigma", "rezzed": False}]},
        "Server 2": {"root": [{"card": "Capital Investors", "rezzed": False}]}}})
    here, there = game.servers["Server 1"].root[1], game.servers["Server 2"].root[0]
    assert (rez_cost(game, here), rez_cost(game, there)) == (0, 2)
    assert rez_cost(game, game.servers["Server 1"].ice[0]) == 3  # ice protects the server, not in its root


def test_oaktown_grid_raises_the_trash_cost_of_each_card_in_its_root_by_3(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign", "Oaktown Grid"]}}},
                      runner={"credits": 12}, decisions={"access order": "PAD Campaign", "trash PAD Campaign": "yes",
                                                         "trash Oaktown Grid": "yes"})
    assert at(result, "runner.credits") == 12 - (4 + 3) - (1 + 3)  # Oaktown Grid is in its own root too
    assert sorted(at(result, "corp.archives")) == ["Oaktown Grid", "PAD Campaign"]


def test_expo_grid_gains_1_as_the_corps_turn_begins_with_a_rezzed_asset_in_its_root(tmp_path):
    def corp_turn(root, name):
        return scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name=name,
                        corp={"rd": RD, "servers": {"Server 1": {"root": ["Expo Grid", root]}}}, runner={"stack": STACK},
                        decisions={"rez": "no"})
    assert at(corp_turn("Capital Investors", "rezzed"), "corp.credits") == 5 + 1 + 1
    assert at(corp_turn({"card": "Capital Investors", "rezzed": False}, "unrezzed"), "corp.credits") == 5 + 1


# --- genetics ---------------------------------------------------------------------------------------
def test_enhanced_vision_reveals_1_card_from_hq_on_the_first_successful_run_each_turn_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      corp={"hq": ["Hedge Fund", "Enigma"]}, runner={"rig": ["Enhanced Vision"]},
                      decisions={"jack out": "no"})
    reveals = [e["text"] for e in result["trace"] if "picked at random from HQ" in e["text"]]
    assert len(reveals) == 1
    assert [at(result, f"runs.{n}.outcome") for n in (0, 1)] == ["successful", "successful"]


def test_synthetic_blood_draws_1_card_only_the_first_time_the_runner_takes_damage_each_turn(tmp_path):
    result = run_past(tmp_path, "Pup", runner={"grip": ["Sure Gamble", "Easy Mark", "Diesel", "Inti"],
                                               "stack": ["Corroder", "Lucky Find"], "rig": ["Synthetic Blood"]},
                      decisions={"break Pup": "no", "Pup choice": "suffer 1 net damage"})
    assert len(at(result, "runner.heap")) == 2  # 1 net damage twice
    assert at(result, "runner.stack") == ["Lucky Find"]  # only the first drew
    assert len(at(result, "runner.grip")) == 4 - 2 + 1


# --- assets the Corp trashes or the Runner trashes --------------------------------------------------
def test_expose_trashes_itself_to_remove_1_bad_publicity_per_advancement_token(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Exposé"}], corp={
        "bad_publicity": 3, "rd": RD, "servers": {"Server 1": {"root": [{"card": "Exposé", "advancement": 2}]}}})
    assert (at(result, "corp.bad_publicity"), at(result, "corp.archives")) == (3 - 2, ["Exposé"])


def test_ronald_five_makes_the_runner_lose_a_click_for_each_corp_card_they_trash_itself_included(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Simone Diego", "Ronald Five"]}}},
                      runner={"credits": 9}, decisions={"access order": "Simone Diego", "trash Simone Diego": "yes",
                                                        "trash Ronald Five": "yes"})
    assert sorted(at(result, "corp.archives")) == ["Ronald Five", "Simone Diego"]
    assert at(result, "runner.clicks") == 4 - 1 - 1 - 1  # the run, then one per card trashed


# --- events and hardware of the Runner --------------------------------------------------------------
def test_game_day_spends_an_extra_click_and_draws_up_to_the_maximum_hand_size(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Game Day"}],
                      runner={"grip": ["Game Day", "Sure Gamble"], "stack": list(STACK)})
    assert at(result, "runner.grip") == ["Sure Gamble", *STACK[:4]]
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 2, 5 - 1)
    full = scenario(tmp_path, actions=[{"runner": "play Game Day"}], name="full",
                    runner={"grip": ["Game Day", *GRIP, "Inti", "Corroder"], "stack": ["Lucky Find"]})
    assert at(full, "runner.stack") == ["Lucky Find"]


def test_forger_gives_1_link_and_trashes_itself_to_prevent_or_remove_1_tag(tmp_path):
    assert board(tmp_path, runner={"rig": ["Forger"]}).link() == 1
    prevented = run_past(tmp_path, "Pharos", runner={"rig": ["Forger"]}, name="prevent",
                         decisions={"break Pharos": "no", "prevent 1 tag(s)": "Forger"})
    assert (at(prevented, "runner.tags"), at(prevented, "runner.heap")) == (0, ["Forger"])
    removed = scenario(tmp_path, actions=[{"runner": "use Forger"}], runner={"tags": 2, "rig": ["Forger"]},
                       name="remove")
    assert (at(removed, "runner.tags"), at(removed, "runner.heap")) == (2 - 1, ["Forger"])


@pytest.mark.parametrize(("target", "server", "archives"), [("PAD Campaign", "Server 1", ["PAD Campaign"]),
                                                       ("Hostile Takeover", "Server 2", [])])
def test_drive_by_exposes_a_remote_root_card_and_trashes_it_only_if_an_asset_or_upgrade(tmp_path, target, server,
                                                                                       archives):
    corp = {"rd": RD, "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                                  "Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Drive By"}], corp=corp, runner={"grip": ["Drive By"]},
                      decisions={"Drive By target": f"unrezzed card in the root of {server}", "rez": "no"})
    assert any(f"{target}" in e["text"] and "expose" in e["text"].lower() for e in result["trace"])
    assert at(result, "corp.archives") == archives
    assert at(result, "runner.clicks") == 4 - 2


def test_fan_site_goes_to_the_runners_score_area_as_a_0_point_agenda_when_the_corp_scores(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Hostile Takeover"}],
                      corp={"rd": RD, "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 1, "rezzed": False}]}}},
                      runner={"rig": ["Fan Site"]}, decisions={"score Hostile Takeover": "yes"})
    assert (at(result, "runner.score_area"), at(result, "runner.rig")) == (["Fan Site"], [])
    assert (at(result, "runner.agenda_points"), at(result, "corp.agenda_points")) == (0, 1)


def test_underway_renovation_installs_faceup_and_trashes_the_top_of_the_stack_whenever_advanced(tmp_path):
    result = scenario(tmp_path, turn="corp", corp={"hq": ["Underway Renovation"], "rd": RD},
                      actions=[{"corp": "install Underway Renovation in new remote"},
                               {"corp": "advance Underway Renovation"}, {"corp": "advance Underway Renovation"}],
                      runner={"stack": list(STACK)}, decisions={"score Underway Renovation": "no"})
    assert at(result, "cards[Underway Renovation]")["faceup"] is True
    assert at(result, "runner.heap") == STACK[:2]
    root = {"Server 1": {"root": [{"card": "Underway Renovation", "advancement": 3, "faceup": True}]}}
    many = scenario(tmp_path, turn="corp", corp={"servers": root, "rd": RD, "credits": 9}, name="many",
                    actions=[{"corp": "advance Underway Renovation"}], runner={"stack": list(STACK)},
                    decisions={"score Underway Renovation": "no"})
    assert at(many, "runner.heap") == STACK[:2]  # 4 tokens on it: the top 2 cards


@pytest.mark.parametrize(("before", "placed"), [(1, 1), (5, 2)])
def test_hollywood_renovation_may_place_1_or_at_6_tokens_2_advancement_counters_on_another_card(tmp_path, before,
                                                                                                  placed):
    servers = {"Server 1": {"root": [{"card": "Hollywood Renovation", "advancement": before, "faceup": True}]},
               "Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}
    result = scenario(tmp_path, turn="corp", corp={"servers": servers, "rd": RD},
                      actions=[{"corp": "advance Hollywood Renovation"}],
                      decisions={"score Hollywood Renovation": "no", "score Hostile Takeover": "no",
                                 "Hollywood Renovation target": "Hostile Takeover"})
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": placed}
    assert at(result, "cards.Hollywood Renovation.counters") == {"advancement": before + 1}


def test_test_ground_trashes_itself_to_derez_1_card_per_advancement_token(tmp_path):
    corp = {"rd": RD, "servers": {"Server 1": {"root": [{"card": "Test Ground", "advancement": 2}],
                                               "ice": ["Ice Wall", "Enigma"]},
                                  "Server 2": {"root": ["PAD Campaign"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Test Ground"}], corp=corp,
                      decisions={"Test Ground target": "Enigma", "Test Ground target (2)": "PAD Campaign", "rez": "no"})
    assert at(result, "corp.archives") == ["Test Ground"]
    assert [at(result, f"cards.{t}.rezzed") for t in ("Enigma", "PAD Campaign", "Ice Wall")] == [False, False, True]


def test_symmetrical_visage_gains_1_the_first_time_each_turn_the_runner_draws_with_the_basic_action(tmp_path):
    actions = [{"runner": "draw"}, {"runner": "draw"}, {"runner": "play Diesel"}]
    result = scenario(tmp_path, actions=actions, runner={"rig": ["Symmetrical Visage"], "grip": ["Diesel"],
                                                         "stack": list(STACK)})
    assert at(result, "runner.credits") == 5 + 1  # the second draw and Diesel's draws gain nothing
    assert len(at(result, "runner.grip")) == 2 + 3


def test_haarpsichord_studios_lets_the_runner_steal_only_one_agenda_each_turn(tmp_path):
    root = {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]},
            "Server 2": {"root": [{"card": "Priority Requisition", "rezzed": False}]}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                      corp={"identity": "Haarpsichord Studios: Entertainment Unleashed", "servers": root},
                      decisions={"jack out": "no", "rez": "no"})
    assert at(result, "runner.score_area") == ["Hostile Takeover"]
    assert traced(result, "The Runner cannot steal Priority Requisition")
