"""A player orders their own simultaneous pending abilities (cr/rule_reaction_window_priority) only where the order
could matter. A run event's "If successful, instead of breaching ..." ability only creates a lasting effect that
applies when the breach would begin (cr/rule_if_successful_lingering_effect, cr/rule_if_successful_ability_optional),
so beside one other ability (Detente's hosting on the first successful HQ run) nothing can turn on their order and
the Runner is not asked; two abilities that each do something now still are."""

import pytest

from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, scenario

HQ = ["Hedge Fund"] * 4  # one title: which card Detente hosts at random does not change what Burner may name
ANSWERS = {"jack out": "no", "use Detente": "yes", "instead of breaching Burner": "yes",
           "Burner target": ["Hedge Fund", "Hedge Fund"], "Burner choice": "top",
           "instead of breaching Beatriz Friere Gonzalez": "yes"}


def _run(tmp_path, rig, action, name, grip=()):
    return scenario(tmp_path, actions=[{"runner": action}], name=name,
                    corp={"hq": list(HQ), "rd": ["Hedge Fund"] * 3},
                    runner={"rig": rig, "grip": list(grip), "credits": 5}, decisions=ANSWERS)


def _ordered(result):
    return [e["text"] for e in result["trace"] if "first among theirs" in e["text"]]


def test_burner_and_detente_are_not_ordered(tmp_path):
    result = _run(tmp_path, ["Detente"], "play Burner", "burner", grip=["Burner"])
    assert _ordered(result) == []
    assert len(at(result, "cards[Detente].hosted")) == 1  # Detente hosted a card from HQ
    assert len(at(result, "corp.hq")) == 4 - 1 - 2  # and Burner put 2 more on R&D


def test_beatriz_and_detente_are_not_ordered(tmp_path):
    result = _run(tmp_path, ["Detente", "Beatriz Friere Gonzalez"], "use Beatriz Friere Gonzalez", "beatriz")
    assert _ordered(result) == []
    assert len(at(result, "cards[Detente].hosted")) == 1


def test_two_abilities_that_each_do_something_are_still_ordered(tmp_path):
    with pytest.raises(DecisionNeeded) as asked:
        _run(tmp_path, ["Detente", "Pheromones"], "run HQ", "both")
    assert asked.value.name == "order Runner abilities"
