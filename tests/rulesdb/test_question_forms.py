"""A question is read as a question: its first words say what it asks for ("can I…" a permission or a
prohibition, "how many…" a number or a limit), and the rules that answer such a question, which say
"cannot", "only", "no limit", rank higher (rulesdb.search.vocabulary.answer_words, ranking.form_group).
"""

from unittest import mock

import pytest
from rank_of import rank_of
from typed_forms import RELEASE

from rulesdb.search import ranked, ranking, vocabulary


@pytest.mark.parametrize("question, form_word", [
    ("Can I jack out now?", "cannot"),
    ("can the Corp rez it", "only"),
    ("How many cards may I draw", "limit"),
    ("when does the ice get rezzed", "during"),
    ("What happens if it is trashed", "instead"),
    ("what happens to its counters", "returned"),  # the fate of a thing, before the consequence of an event
    ("do I have to pay", "must"),
    ("is it possible to jack out now", "cannot"),
    ("is the corp allowed to lie", "allowed"),
    ("can the corp choose not to fire a sub", "mandatory"),
    ("do I have to resolve it", "mandatory"),
    ("how long does a breaker pump last", "until"),
    ("at what point is the run successful", "during"),
])
def test_a_question_s_first_words_say_what_answers_it(question, form_word):
    assert form_word in vocabulary.answer_words(question)


@pytest.mark.parametrize("typed", ["trash cost", "install an upgrade", "canny", "howmany credits", "the can i"])
def test_keywords_and_other_words_have_no_form(typed):
    assert vocabulary.answer_words(typed) == []


def test_every_form_can_be_reached_and_its_answering_words_are_in_the_rules(db):
    forms = vocabulary.question_forms()
    asked = [a for asks, _ in forms for a in asks]
    assert len(asked) == len(set(asked))
    for at, (asks, answered_by) in enumerate(forms):
        earlier = [a for e, _ in forms[:at] for a in e]
        assert not [a for a in asks for e in earlier if a.startswith(e + " ")], asks  # not shadowed
        assert answered_by
        for word in answered_by:
            assert db.find(word, limit=1, document=RELEASE)["hits"], word


@pytest.mark.sources
@pytest.mark.parametrize("question, rule", [
    ("how many upgrades fit in a server", "rule_upgrade_no_limit"),
    ("can I spend hosted credits on anything", "rule_hosted_credits"),
    ("what happens to advancement tokens when an agenda is scored", "rule_score_area_uninstalled"),
])
def test_a_rule_that_answers_the_question_s_form_ranks_higher_with_it(db, question, rule):
    with_form = rank_of(db, question, rule)
    with mock.patch.object(ranked, "answer_words", lambda text: []):
        without = rank_of(db, question, rule)
    assert with_form is not None and (without is None or with_form < without), (with_form, without)


def test_a_word_of_the_form_the_question_typed_counts_once(db):
    given = []

    def recorded(terms):
        given.append(list(terms))
        return ranking.form_group(terms)

    with mock.patch.object(ranked, "form_group", recorded):
        db.index.search("when is the ice rezzed", group=True)
        db.index.search("when is the ice rezzed during a run", group=True)
    plain, typed = given
    assert len(set(plain) - set(typed)) == 1 and set(typed) < set(plain)  # "during", typed, is not added again


def test_how_many_and_how_much_are_question_words_not_the_subject(db):
    with mock.patch.object(ranked, "answer_words", lambda text: []):
        asked = [h["address"] for h in db.index.search("how many clicks", group=True)["hits"]]
        typed = [h["address"] for h in db.index.search("clicks", group=True)["hits"]]
    assert asked == typed


def test_a_form_without_its_words_is_named_in_the_error():
    with pytest.raises(ValueError, match=r"vocabulary.yaml: question_forms\[2\]: needs a list `asks`"):
        vocabulary._form({"asks": ["how many"]}, 2)
