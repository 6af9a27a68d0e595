"""Zaibatsu Loyalty (the first Core Set, 2012): as a card would be exposed, the unrezzed asset may rez itself, then pay
1[c] or trash itself to prevent it, through the engine with Lemuria Codecracker and Satellite Uplink."""

from tests.engine.card_play import at, scenario, traced

CORP = {"credits": 3, "hq": ["Hedge Fund"], "servers": {
    "Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
    "Server 2": {"root": [{"card": "Zaibatsu Loyalty", "rezzed": False}]}}}
RUNNER = {"credits": 1, "rig": ["Lemuria Codecracker"]}


def _lemuria(tmp_path, decisions, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "use Lemuria Codecracker"}], corp=CORP,
                    runner=RUNNER, name=name,
                    decisions={"jack out": "no", "rez PAD Campaign": "no", "rez Zaibatsu Loyalty": "no",
                               "Lemuria Codecracker target": "unrezzed card in the root of Server 1", **decisions})


def test_zaibatsu_loyalty_rezzes_itself_then_pays_1_to_prevent_the_exposure(tmp_path):
    result = _lemuria(tmp_path, {"prevent expose": "Zaibatsu Loyalty", "prevent expose #2": "Zaibatsu Loyalty",
                                 "Zaibatsu Loyalty cost": "1[c]"}, "paid")
    assert at(result, "cards[Zaibatsu Loyalty].rezzed") is True
    assert at(result, "corp.credits") == 3 - 1
    assert traced(result, "PAD Campaign is not exposed")
    assert not traced(result, "the Runner exposes PAD Campaign")


def test_zaibatsu_loyalty_may_be_trashed_instead_of_paying(tmp_path):
    result = _lemuria(tmp_path, {"prevent expose": "Zaibatsu Loyalty", "prevent expose #2": "Zaibatsu Loyalty",
                                 "Zaibatsu Loyalty cost": "[trash]"}, "trashed")
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Zaibatsu Loyalty"], 3)
    assert traced(result, "PAD Campaign is not exposed")


def test_zaibatsu_loyalty_left_unrezzed_prevents_nothing(tmp_path):
    result = _lemuria(tmp_path, {"prevent expose": "no"}, "declined")
    assert at(result, "cards[Zaibatsu Loyalty].rezzed") is False
    assert traced(result, "the Runner exposes PAD Campaign")


def test_zaibatsu_loyalty_prevents_one_of_satellite_uplinks_two_exposures(tmp_path):
    corp = {**CORP, "servers": {**CORP["servers"], "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]},
                                "Server 2": {"root": ["Zaibatsu Loyalty"]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Satellite Uplink"}], corp=corp,
                      runner={"grip": ["Satellite Uplink"]},
                      decisions={"Satellite Uplink target": ["Ice Wall", "PAD Campaign"], "prevent expose": "no",
                                 "rez PAD Campaign": "no",
                                 "prevent expose #2": "Zaibatsu Loyalty", "Zaibatsu Loyalty cost": "1[c]"})
    assert traced(result, "the Runner exposes Ice Wall.")
    assert traced(result, "PAD Campaign is not exposed")
