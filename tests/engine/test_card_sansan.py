"""Cards first printed in the SanSan cycle, each test stating what its printed text makes happen through the engine:
Beach Party, Capital Investors, Cybernetics Court, Meru Mati, Pachinko, Quicksand and Self-Destruct Chips."""

from tests.engine.card_play import at, board, run_past, scenario

RD = ["Hedge Fund"] * 3
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
