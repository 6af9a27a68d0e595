"""Standard economy cards composed of existing primitives: Clean Getaway, Refuge Campaign, Maskirovka,
Rent Rioters, Artificial Cryptocrash, Nanomanagement and Your Digital Life."""

from tests.engine.card_play import at, run_past, scenario


def test_clean_getaway_gains_6_only_if_the_run_is_successful(tmp_path):
    def play(ice, name):
        return scenario(tmp_path, actions=[{"runner": "play Clean Getaway on Server 1"}], name=name,
                        corp={"servers": {"Server 1": {"ice": ice, "root": ["PAD Campaign"]}}},
                        runner={"credits": 3, "grip": ["Clean Getaway"]},
                        decisions={"jack out": "no", "trash PAD Campaign": "no", "break Ice Wall": "no"})
    assert at(play([], "open"), "runner.credits") == 6
    walled = play(["Ice Wall"], "walled")
    assert (at(walled, "runs.0.outcome"), at(walled, "runner.credits")) == ("unsuccessful", 0)


def test_refuge_campaign_gains_2_when_the_corps_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"credits": 0, "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Refuge Campaign"]}}})
    assert at(result, "corp.credits") == 2 + 1


def test_maskirovka_gains_the_corp_2_and_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Maskirovka", decisions={"break Maskirovka": "no"})
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 + 2, "unsuccessful")


def test_rent_rioters_costs_three_clicks_and_itself_for_9_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Rent Rioters"}],
                      runner={"clicks": 4, "credits": 0, "rig": ["Rent Rioters"]})
    assert (at(result, "runner.credits"), at(result, "runner.clicks")) == (9, 1)
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == ([], ["Rent Rioters"])


def test_rent_rioters_cannot_be_used_with_fewer_than_three_clicks(tmp_path):
    from tests.engine.card_play import board, use
    game = board(tmp_path, runner={"clicks": 2, "rig": ["Rent Rioters"]})
    game.runner.clicks = 2
    assert not use(game, "Rent Rioters")


def test_artificial_cryptocrash_makes_the_runner_lose_7_when_scored(tmp_path):
    def score(credits, name):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                        corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {
                            "root": [{"card": "Artificial Cryptocrash", "advancement": 4}]}}},
                        runner={"credits": credits}, decisions={"score": "yes"})
    assert at(score(9, "rich"), "runner.credits") == 2
    assert at(score(3, "poor"), "runner.credits") == 0  # loses what they have


def test_nanomanagement_gains_two_clicks(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Nanomanagement"}],
                      corp={"clicks": 3, "credits": 4, "hq": ["Nanomanagement"]})
    assert (at(result, "corp.clicks"), at(result, "corp.credits")) == (3 - 1 + 2, 0)


def test_your_digital_life_counts_hq_without_itself(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Your Digital Life"}],
                      corp={"clicks": 3, "credits": 2, "hq": ["Your Digital Life", "Hedge Fund", "Ice Wall", "Enigma"]})
    assert at(result, "corp.credits") == 2 - 2 + 3
