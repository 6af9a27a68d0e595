"""A scenario's decision names checked against the engine's forms first, and against the names the
card library declares only when a form refuses one: a scenario whose decisions all have a form never
loads the whole library (a `rulesdb scenario run` costs a few letters of it, not 448 cards)."""

from rulesdb.engine.cards import lookup
from rulesdb.engine.state.decisions import decision_problem


class Declared:
    """The library's declared names, counting how often they were asked for."""

    def __init__(self, names):
        self.names, self.asked = frozenset(names), 0

    def __call__(self):
        self.asked += 1
        return self.names


def test_a_decision_with_a_known_form_never_asks_for_the_library_names():
    declared = Declared({"tinkering target"})
    assert decision_problem("bypass with Femme Fatale", "yes", lookup, declared) == ""
    assert declared.asked == 0


def test_a_name_only_a_card_declares_is_accepted_as_before():
    declared = Declared({"bite the bullet"})
    assert decision_problem("Bite the Bullet", "anything", lookup, declared) == ""
    assert declared.asked == 1
    assert decision_problem("Bite the Bullet", "anything", lookup, frozenset({"bite the bullet"})) == ""


def test_a_declared_name_whose_form_refuses_the_value_is_accepted_as_before():
    # "jack out" is a yes/no form; a card that declares the same name takes any answer.
    assert decision_problem("jack out", 3, lookup, frozenset()) == "expected yes or no, got 3"
    assert decision_problem("jack out", 3, lookup, Declared({"jack out"})) == ""


def test_an_unknown_name_is_refused_naming_it():
    problem = decision_problem("dance a jig", "yes", lookup, Declared(set()))
    assert problem.startswith("unknown decision 'dance a jig'")
