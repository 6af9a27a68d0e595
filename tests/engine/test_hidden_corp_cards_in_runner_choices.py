"""The Runner choosing among installed Corp cards is offered an unrezzed one as they see it, by where it is, not by
its title, which they cannot look at (cr/rule_look_at_controlled_facedown, state.visibility.label_for): "unrezzed ice
protecting Server 1 (1st from the server)", "unrezzed card in the root of Server 2". The answer accepted is that
label; a rezzed card keeps its title."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError
from tests.engine.card_play import at, scenario

PASSED = "unrezzed ice protecting Server 1 (2nd from the server)"


def _en_passant(tmp_path, name, answer=None):
    # Server 1: an unrezzed Ice Wall outermost and an unrezzed Wall of Static innermost, both passed, never rezzed
    decisions = {"jack out": "no", "rez": "no"}
    if answer is not None:
        decisions["En Passant target"] = answer
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "play En Passant"}], name=name,
                    corp={"servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False},
                                                           {"card": "Wall of Static", "rezzed": False}],
                                                   "root": [{"card": "PAD Campaign", "rezzed": False}]}}},
                    runner={"grip": ["En Passant"]}, decisions={**decisions, "trash PAD Campaign": "no"})


def test_en_passant_offers_the_unrezzed_ice_passed_by_where_it_is_not_by_title(tmp_path):
    # the engine offered "Ice Wall" and "Wall of Static": titles the Runner never saw
    with pytest.raises(DecisionNeeded) as asked:
        _en_passant(tmp_path, "asked")
    assert asked.value.options == [PASSED, "unrezzed ice protecting Server 1 (1st from the server)"]
    result = _en_passant(tmp_path, "answered", PASSED)
    assert at(result, "corp.archives") == ["Ice Wall"]


def test_en_passant_answered_by_the_hidden_title_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="En Passant target"):
        _en_passant(tmp_path, "titled", "Ice Wall")


def test_a_rezzed_ice_keeps_its_title_in_the_runners_choice(tmp_path):
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "install Femme Fatale"}], name="ff",
                 corp={"servers": {"HQ": {"ice": ["Enigma", {"card": "Ice Wall", "rezzed": False}]}}},
                 runner={"credits": 9, "grip": ["Femme Fatale"]})
    assert asked.value.options == ["Enigma", "unrezzed ice protecting HQ (1st from the server)"]


def test_pinhole_threading_offers_an_unrezzed_root_card_by_its_server(tmp_path):
    corp = {"servers": {"Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                        "Server 3": {"root": ["Adonis Campaign"]}}}
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "play Pinhole Threading on Archives"}], name="pinhole", corp=corp,
                 runner={"grip": ["Pinhole Threading"]}, decisions={"jack out": "no", "rez": "no"})
    assert asked.value.options == ["unrezzed card in the root of Server 2", "Adonis Campaign in Server 3"]
