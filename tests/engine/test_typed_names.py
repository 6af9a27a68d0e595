"""Names as a judge types them: apostrophes, accents and case; suggestions the typing could mean;
counters named as results name them; yes/no in a check compared as the answer written."""

import pytest

from rulesdb.engine.cards import lookup, suggest
from rulesdb.engine.state.decisions import normalise_key
from rulesdb.errors import ScenarioError

RUN_ICE_WALL = """
    title: A run past Ice Wall with Corroder
    example: cr/rule_run
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Ice Wall]
    runner:
      credits: 3
      rig: [Corroder]
    actions:
      - runner: run HQ
    decisions:
      jack out: no
      break Ice Wall: Corroder
    expect:
      - runs.0.outcome: successful
"""


@pytest.mark.parametrize("typed", ["The Maker's Eye", "the maker’s eye", "THE MAKER'S EYE"])
def test_a_straight_apostrophe_finds_the_curly_title(typed):
    assert lookup(typed).title == "The Maker’s Eye"


def test_accents_are_optional():
    assert lookup("Tori Hanzo").title == "Tori Hanzō"
    assert normalise_key("use Tori Hanzo") == normalise_key("use Tori Hanzō")


@pytest.mark.parametrize(("typed", "offered"), [
    ("Dream Job", []),           # shares only "Job" with Day Job: not what was typed
    ("Cache", []),               # Caduceus is not a slip of Cache
    ("Corrodr", ["Corroder"]),   # one letter missed
    ("Gordain", ["Gordian Blade"]),  # two letters swapped, the title typed partly
    ("ice wal", ["Ice Wall"]),   # Fire Wall is three slips away
    ("Maker's Eye", ["The Maker’s Eye"]),  # the title said without its article
])
def test_suggestions_are_what_the_typing_could_mean(typed, offered):
    assert suggest(typed) == offered


def test_an_unknown_card_in_a_file_names_the_field_and_the_suggestion(write_scenario):
    from rulesdb.engine import load_scenario

    path = write_scenario(RUN_ICE_WALL.replace("rig: [Corroder]", "rig: [Corrodr]"))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value).endswith("runner.rig[0]: unknown card 'Corrodr' (did you mean Corroder?)")


def test_a_credit_counter_is_read_and_checked_as_credits(run_text):
    text = RUN_ICE_WALL.replace("rig: [Corroder]", "rig: [Corroder, {card: Cyberfeeder, counters: {credit: 1}}]")
    text = text.replace("break Ice Wall: Corroder", "break Ice Wall: Corroder\n      pay: {pool: 1}")
    result = run_text(text.replace("- runs.0.outcome: successful",
                                   "- cards.Cyberfeeder.counters.credit: 1\n"
                                   "      - cards.Cyberfeeder.counters.credits: 1"))
    assert result["final_state"]["cards"]["Cyberfeeder"]["counters"] == {"credits": 1}
    assert [c["ok"] for c in result["checks"]] == [True, True]


def test_yes_and_no_in_a_check_equal_the_answers_written(run_text):
    text = RUN_ICE_WALL.replace("- runs.0.outcome: successful",
                                "- decisions.1.answer: no\n      - decisions.1.answer: yes")
    result = run_text(text)
    assert result["final_state"]["decisions"][1] == {
        "decision": "jack out at HQ", "player": "Runner", "answer": "no", "options": ["yes", "no"]}
    assert [c["ok"] for c in result["checks"]] == [True, False]


def test_the_credit_pool_may_be_written_credit_in_the_board_and_the_checks(run_text):
    text = RUN_ICE_WALL.replace("credits: 3", "credit: 3").replace(
        "- runs.0.outcome: successful", "- runner.credit: 2\n      - after[1].runner.credits: 2")
    result = run_text(text)
    assert result["start_state"]["runner"]["credits"] == 3
    assert [c["ok"] for c in result["checks"]] == [True, True]


def test_the_credit_pool_given_twice_is_refused(write_scenario):
    from rulesdb.engine import load_scenario

    path = write_scenario(RUN_ICE_WALL.replace("credits: 3", "credits: 3\n      credit: 4"))
    with pytest.raises(ScenarioError, match=r"runner\.credit: give the credit pool once, as credits"):
        load_scenario(path)


def test_names_in_checks_are_typed_with_either_apostrophe_and_without_accents(run_text):
    text = RUN_ICE_WALL.replace("credits: 3", "credits: 3\n      grip: [The Maker’s Eye]").replace(
        "- runs.0.outcome: successful",
        "- runner.grip: [The Maker's Eye]\n      - runner.grip: {contains: The Makers Eye}\n"
        "      - cards[Ice Wall].rezzed: yes")
    result = run_text(text)
    assert [c["ok"] for c in result["checks"]] == [True, False, True]  # a name is matched, not loosened


def test_yes_in_a_contains_check_is_the_answer_written(run_text):
    text = RUN_ICE_WALL.replace("- runs.0.outcome: successful",
                                "- decisions.1.answer: {contains: no}\n      - decisions.1.answer: {excludes: yes}")
    assert [c["ok"] for c in run_text(text)["checks"]] == [True, True]


def test_a_check_path_names_a_card_typed_without_its_accent():
    from rulesdb.engine.scenario.result import MISSING, lookup_path

    state = {"cards": {"Tori Hanzō": {"rezzed": True}, "The Maker’s Eye": {"rezzed": None}}}
    assert lookup_path(state, "cards.Tori Hanzo.rezzed") is True
    assert lookup_path(state, "cards[The Maker's Eye].rezzed") is None
    assert lookup_path(state, "cards.Tori.rezzed") is MISSING
