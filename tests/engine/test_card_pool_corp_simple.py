"""Standard Corp cards composed of existing primitives: Congratulations!, Bathynomus, Orbital
Superiority and Bladderwort."""

from tests.engine.card_play import at, board, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_congratulations_pays_both_players_and_the_corp_again_when_passed(tmp_path):
    result = run_past(tmp_path, "Congratulations!", runner={"credits": 0},
                      decisions={"break Congratulations!": "no"})
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 + 2 + 1, 1)
    assert at(result, "runs.0.outcome") == "successful"


def test_bathynomus_gets_3_strength_only_while_protecting_archives(tmp_path):
    game = board(tmp_path, corp={"servers": {"Archives": {"ice": ["Bathynomus"]}, "Server 1": {"ice": ["Bathynomus"]}}})
    assert game.ice_strength(game.servers["Archives"].ice[0]) == 1 + 3
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1


def _score_orbital(tmp_path, tags, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {
                        "root": [{"card": "Orbital Superiority", "advancement": 4}]}}},
                    runner={"tags": tags, "grip": GRIP}, decisions={"score": "yes"})


def test_orbital_superiority_tags_an_untagged_runner_or_does_4_meat_damage_to_a_tagged_one(tmp_path):
    untagged = _score_orbital(tmp_path, 0, "untagged")
    assert (at(untagged, "runner.tags"), len(at(untagged, "runner.heap"))) == (1, 0)
    tagged = _score_orbital(tmp_path, 1, "tagged")
    assert (at(tagged, "runner.tags"), at(tagged, "damage.meat")) == (1, 4)


def _bladderwort(tmp_path, credits, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"credits": credits, "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Bladderwort"]}}},
                    runner={"grip": GRIP})


def test_bladderwort_gains_1_then_does_1_net_damage_if_the_corp_has_4_or_less(tmp_path):
    poor = _bladderwort(tmp_path, 3, "poor")
    assert (at(poor, "corp.credits"), len(at(poor, "runner.heap"))) == (3 + 1 + 1, 1)
    rich = _bladderwort(tmp_path, 4, "rich")
    assert (at(rich, "corp.credits"), at(rich, "runner.heap")) == (4 + 1 + 1, [])
