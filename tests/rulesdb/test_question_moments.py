"""A question asking whether something is allowed at a moment of the game ("can the Corp rez an asset
during an encounter?") is decided by the rules that say what may be done then: that moment's paid ability
window, or that actions wait for their player's action phase. The moment it names lifts those rules
(rulesdb.search.vocabulary.moment_rules, read in vocabulary.yaml; find.js reads the same table).
"""

from unittest import mock

import pytest
from rank_of import rank_of
from typed_forms import RELEASE

from rulesdb.search import ranked, vocabulary


@pytest.mark.parametrize("question, rules", [
    ("can the corp rez an asset during an encounter", ["step_encounter_paw"]),
    ("Can I use a paid ability while I'm accessing a card?", ["step_mid_access_ability", "rule_mid_access_window"]),
    ("may the corp rez ice while I approach it", ["step_approach_paw"]),
    ("can I click to install a program mid-run", ["rule_action_completion"]),
    ("is it possible to trash a resource in the middle of the runner's turn",
     ["step_runner_turn_action_phase_paw", "step_runner_turn_loop_paw", "step_runner_turn_discard_phase_paw",
      "rule_actions_outside_action_phase"]),
    ("can I score an agenda on the corps turn while the runner is encountering ice",  # two moments, each rule once
     ["step_encounter_paw", "step_corp_turn_draw_phase_paw", "step_corp_turn_action_phase_paw",
      "step_corp_turn_discard_phase_paw", "rule_actions_outside_action_phase"]),
])
def test_a_permission_question_names_the_moment_that_decides_it(question, rules):
    assert vocabulary.moment_rules(question) == rules


@pytest.mark.parametrize("question", [
    "when does the corp rez ice while I'm encountering it",  # asks when, not whether
    "rez an asset during an encounter",  # keywords: no question
    "can I jack out before approaching the next ice",  # before a moment is not during it
    "can I break a subroutine on a piece of ice that I encounter",  # "on" is seven words before it
])
def test_a_moment_counts_only_in_a_permission_question_after_a_word_that_says_during(question):
    assert vocabulary.moment_rules(question) == []


def test_every_moment_s_rule_is_a_rule_of_the_current_release(db):
    table = vocabulary.moments()
    assert table["marks"] and table["at"]
    for names, rules in table["at"]:
        assert names and rules
        for rule in rules:
            assert db.node(f"{RELEASE}/{rule}").semantic_id == rule


@pytest.mark.sources
@pytest.mark.parametrize("question, rule", [
    ("is the corp able to rez an asset during an encounter", "step_encounter_paw"),
    ("can I use paid abilities while accessing a card", "rule_mid_access_window"),
    ("can I click to install a program mid-run", "rule_action_completion"),
])
def test_the_rule_deciding_the_moment_ranks_higher_with_it(db, question, rule):
    with_moment = rank_of(db, question, rule)
    with mock.patch.object(ranked, "moment_rules", lambda text: []):
        without = rank_of(db, question, rule)
    assert with_moment is not None and with_moment <= 2 and (without is None or with_moment < without), \
        (with_moment, without)


def test_a_moment_without_its_rules_is_named_in_the_error():
    with pytest.raises(ValueError, match=r"vocabulary.yaml: moments.at\[1\]: needs a list `names` and a list `rules`"):
        vocabulary._moments({"marks": ["during"], "at": [{"names": ["run"], "rules": ["x"]}, {"names": ["turn"]}]})
    with pytest.raises(ValueError, match=r"vocabulary.yaml: moments: needs a list `marks`"):
        vocabulary._moments({"at": []})
    with pytest.raises(ValueError, match=r"vocabulary.yaml: moments.marks: True is not a word \(quote it\)"):
        vocabulary._moments({"marks": ["during", True], "at": []})  # `on` unquoted
