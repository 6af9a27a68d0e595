"""More Standard Runner cards composed of existing primitives, each test stating what its printed text
makes happen: Num, Makler, Cat's Cradle, Coalescence, Cezve, Azimat, Zenit Chip JZ-2MJ, Hippocampic
Mechanocytes, Smartware Distributor, Dr. Nuka Vrolyck, Friend of a Friend, Wildcat Strike, Lie Low
and Mantle."""

import pytest

from rulesdb.engine.effects.costs import Payment, sources
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_smartware_distributor_stores_3_credits_and_pays_1_as_each_turn_begins(tmp_path):
    game = board(tmp_path, runner={"rig": ["Smartware Distributor"]})
    distributor = next(o for o in game.in_play() if o.title == "Smartware Distributor")
    assert use(game, "Smartware Distributor")
    assert (distributor.counters["credits"], game.runner.credits, game.runner.clicks) == (3, 5, 3)
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="turn",
                      runner={"rig": [{"card": "Smartware Distributor", "credits": 3}]})
    assert (at(result, "runner.credits"), at(result, "cards[Smartware Distributor].counters")) == \
        (5 + 1 + 1, {"credits": 2})


def test_dr_nuka_vrolyck_draws_3_per_power_counter_and_is_trashed_when_empty(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Dr. Nuka Vrolyck"}], runner={
        "stack": GRIP, "rig": [{"card": "Dr. Nuka Vrolyck", "counters": {"power": 2}}]})
    assert (at(result, "runner.grip"), at(result, "cards[Dr. Nuka Vrolyck].counters")) == (GRIP[:3], {"power": 1})
    last = scenario(tmp_path, actions=[{"runner": "use Dr. Nuka Vrolyck"}], name="last", runner={
        "stack": GRIP, "rig": [{"card": "Dr. Nuka Vrolyck", "counters": {"power": 1}}]})
    assert (at(last, "runner.grip"), at(last, "runner.heap")) == (GRIP[:3], ["Dr. Nuka Vrolyck"])


def test_friend_of_a_friend_pays_5_and_a_tag_removed_or_9_and_a_tag_only_when_untagged(tmp_path):
    tagged = scenario(tmp_path, actions=[{"runner": "use Friend of a Friend ability 1"}], name="tagged",
                      runner={"tags": 1, "rig": ["Friend of a Friend"]})
    assert (at(tagged, "runner.credits"), at(tagged, "runner.tags"), at(tagged, "runner.heap")) == \
        (5 + 5, 0, ["Friend of a Friend"])
    clean = scenario(tmp_path, actions=[{"runner": "use Friend of a Friend ability 2"}], name="clean",
                     runner={"rig": ["Friend of a Friend"]})
    assert (at(clean, "runner.credits"), at(clean, "runner.tags")) == (5 + 9, 1)
    game = board(tmp_path, runner={"tags": 1, "rig": ["Friend of a Friend"]}, name="refused")
    assert not use(game, "Friend of a Friend", 1)


def test_num_breaks_a_sentry_subroutine_for_2_credits(tmp_path):
    result = run_past(tmp_path, "Bathynomus", runner={"rig": ["Num"], "grip": GRIP},
                      decisions={"break Bathynomus": "Num"})
    assert (at(result, "runner.credits"), at(result, "damage.net"), at(result, "runs.0.outcome")) == \
        (5 - 2, 0, "successful")


def test_makler_breaks_a_barrier_and_gains_1_credit_only_the_first_time_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"rig": ["Makler"]},
                      decisions={"jack out": "no", "break Ice Wall": "Makler"})
    assert at(result, "runner.credits") == 5 - 2 + 1 - 2



def test_makler_in_a_scenario_starting_mid_turn_is_refused_as_its_first_full_break_is_unknown(tmp_path):
    """'The first time each turn this program fully breaks': with 2 of 4 [click] left, Makler (in play before the
    scenario) may have fully broken ice earlier that turn, so the engine refuses rather than pay 1[c]."""
    with pytest.raises(ScenarioError, match="the first time each turn"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="mid", corp={"servers": {"Server 1": {
            "ice": ["Ice Wall"]}}}, runner={"rig": ["Makler"], "clicks": 2},
            decisions={"jack out": "no", "break Ice Wall": "Makler"})
    installed = scenario(tmp_path, actions=[{"runner": "install Makler"}, {"runner": "run Server 1"}], name="installed",
                         corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                         runner={"grip": ["Makler"], "credits": 7, "clicks": 3},
                         decisions={"jack out": "no", "break Ice Wall": "Makler"})
    assert at(installed, "runner.credits") == 7 - 5 - 2 + 1

def test_cats_cradle_makes_code_gates_cost_1_more_to_rez(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "rezzed": False}], corp={"credits": 4},
                      runner={"rig": ["Cat's Cradle"]}, decisions={"rez Enigma": "yes", "break Enigma": "no"})
    assert (at(result, "corp.credits"), at(result, "cards[Enigma].rezzed")) == (4 - 3 - 1, True)
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
                 runner={"rig": ["Cat's Cradle"]})
    assert game.own_modifier("rez-cost", game.servers["HQ"].ice[0]) == 0


def test_coalescence_pays_2_credits_per_power_counter_only_during_the_runners_turn(tmp_path):
    installed = scenario(tmp_path, actions=[{"runner": "install Coalescence"}], runner={"grip": ["Coalescence"]})
    assert at(installed, "cards[Coalescence].counters") == {"power": 2}
    game = board(tmp_path, runner={"rig": [{"card": "Coalescence", "counters": {"power": 1}}]}, name="runner")
    assert use(game, "Coalescence")
    assert (game.runner.credits, game.runner.clicks) == (5 + 2, 4)
    assert not use(game, "Coalescence")  # no power counter left to pay with
    game = board(tmp_path, turn="corp", runner={"rig": [{"card": "Coalescence", "counters": {"power": 2}}]},
                 corp={"rd": ["Hedge Fund"]}, name="corp")
    assert not use(game, "Coalescence")


def test_zenit_chip_suffers_1_core_damage_and_draws_on_the_first_successful_central_run_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Zenit Chip JZ-2MJ"}, {"runner": "run HQ"},
                                         {"runner": "run Server 1"}, {"runner": "run R&D"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
                            "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"grip": ["Zenit Chip JZ-2MJ", "Sure Gamble"], "stack": ["Diesel", "Easy Mark"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "no"})
    assert (at(result, "damage.core"), at(result, "runner.hand_size")) == (1, 5 - 1)
    assert at(result, "runner.grip") == ["Diesel"]  # Sure Gamble trashed by the core damage


def test_hippocampic_mechanocytes_adds_1_hand_size_per_power_counter_and_suffers_1_meat(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Hippocampic Mechanocytes"}],
                      runner={"grip": ["Hippocampic Mechanocytes", "Sure Gamble"]})
    assert (at(result, "damage.meat"), at(result, "runner.hand_size")) == (1, 5 + 2)
    assert at(result, "cards[Hippocampic Mechanocytes].counters") == {"power": 2}


def test_wildcat_strike_resolves_the_option_the_corp_chooses(tmp_path):
    def play(answer):
        return scenario(tmp_path, actions=[{"runner": "play Wildcat Strike"}], name=answer.split()[0],
                        runner={"grip": ["Wildcat Strike"], "stack": GRIP},
                        decisions={"Wildcat Strike choice": answer})
    credits = play("gain 6 credits")
    assert (at(credits, "runner.credits"), at(credits, "runner.grip")) == (5 - 2 + 6, [])
    cards = play("draw 4 cards")
    assert (at(cards, "runner.credits"), at(cards, "runner.grip")) == (5 - 2, GRIP[:4])


def test_cezve_credits_pay_only_during_runs_on_central_servers(tmp_path):
    central = run_past(tmp_path, "Ice Wall", server="HQ", runner={"credits": 0, "rig": ["Corroder", "Cezve"]},
                       corp={"hq": ["Hedge Fund"]}, decisions={"break Ice Wall": "Corroder"}, name="central")
    assert (at(central, "runs.0.outcome"), at(central, "payments.0.from")) == ("successful", {"Cezve": 1})
    with pytest.raises(ScenarioError, match="cannot pay the 1.c. it takes to break Ice Wall with Corroder"):
        run_past(tmp_path, "Ice Wall", runner={"credits": 0, "rig": ["Corroder", "Cezve"]},
                 decisions={"break Ice Wall": "Corroder"}, name="remote")


def test_azimat_credits_pay_a_trash_cost(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 2, "rig": ["Azimat"]},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    # PAD Campaign's trash cost of 4[c]: 2 from Azimat, 2 from the pool
    assert (at(result, "corp.archives"), at(result, "payments.0.from")) == (["PAD Campaign"], {"pool": 2, "Azimat": 2})


def _lie_low(tmp_path, answer, tags=2):
    return scenario(tmp_path, actions=[{"runner": "play Lie Low"}], name=answer.replace(" ", "-").replace("(s)", ""),
                    runner={"tags": tags, "grip": ["Lie Low"], "stack": GRIP}, decisions={"Lie Low choice": answer})


def test_lie_low_spends_an_extra_click_to_draw_4_or_remove_up_to_2_tags(tmp_path):
    drawn = _lie_low(tmp_path, "draw 4 cards")
    assert (at(drawn, "runner.grip"), at(drawn, "runner.tags"), at(drawn, "runner.clicks")) == (GRIP[:4], 2, 4 - 2)
    cleared = _lie_low(tmp_path, "remove 2 tag(s)")
    assert (at(cleared, "runner.grip"), at(cleared, "runner.tags")) == ([], 0)
    assert at(_lie_low(tmp_path, "remove 1 tag(s)"), "runner.tags") == 1  # "up to": fewer if they wish
    with pytest.raises(ScenarioError, match="Lie Low choice"):
        _lie_low(tmp_path, "remove 2 tag(s)", tags=1)


def test_mantle_pays_for_an_icebreaker_but_not_for_a_trash_cost(tmp_path):
    broke = run_past(tmp_path, "Ice Wall", runner={"credits": 0, "rig": ["Corroder", "Mantle"]},
                     decisions={"break Ice Wall": "Corroder"}, name="break")
    assert (at(broke, "runs.0.outcome"), at(broke, "payments.0.from")) == ("successful", {"Mantle": 1})
    game = board(tmp_path, runner={"rig": ["Mantle"]}, corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    pad = game.servers["Server 1"].root[0]
    trash_cost = [s.name for s in sources(game, Payment("runner", 4, "trash", "trashing PAD Campaign", pad))]
    assert "Mantle" not in trash_cost
