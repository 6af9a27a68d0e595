"""Crowdfunding's heap ability: "When your turn ends, if you made at least 3 successful runs this turn and this card
is in your heap, you may install it, ignoring all costs." A conditional ability that works from the heap
(cr/rule_active_exception_catchall); on a board starting after an unshown action, runs that turn are not all known."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from tests.engine.card_play import at
from tests.engine.std_runner import to_turn_end

RUN, GAIN = "run Archives", "gain credit"


def _turn(tmp_path, actions, clicks=4, answer="yes", rig=(), name="turn"):
    return to_turn_end(tmp_path, runner={"clicks": clicks, "credits": 0, "heap": ["Crowdfunding"], "rig": list(rig)},
                       actions=[{"runner": a} for a in actions], name=name,
                       decisions={"jack out": "no", "use Crowdfunding": answer})


def _asked(result: dict) -> list:
    return [d["answer"] for d in at(result, "decisions") if d["decision"] == "use Crowdfunding"]


def test_crowdfunding_installs_itself_from_the_heap_after_3_successful_runs(tmp_path):
    result = _turn(tmp_path, [RUN, RUN, RUN, GAIN])
    assert (at(result, "runner.rig"), at(result, "runner.heap"), _asked(result)) == (["Crowdfunding"], [], ["yes"])
    assert (at(result, "cards[Crowdfunding].counters.credits"), at(result, "runner.credits")) == (3, 1)


def test_crowdfunding_stays_in_the_heap_when_declined_or_after_2_successful_runs(tmp_path):
    declined = _turn(tmp_path, [RUN, RUN, RUN, GAIN], answer="no", name="declined")
    two = _turn(tmp_path, [RUN, RUN, GAIN, GAIN], name="two")
    assert (at(declined, "runner.heap"), at(declined, "runner.rig")) == (["Crowdfunding"], [])
    assert (at(two, "runner.heap"), at(two, "runner.rig"), _asked(two)) == (["Crowdfunding"], [], [])


def test_crowdfunding_is_refused_after_an_unshown_action_when_fewer_than_3_runs_are_shown(tmp_path):
    # 3 of 4 [click] left: the unshown action may have been a third successful run
    with pytest.raises(EarlierTurnUnknown, match="Crowdfunding"):
        _turn(tmp_path, [RUN, RUN, GAIN], clicks=3, name="mid")
    shown = _turn(tmp_path, [RUN, RUN, RUN], clicks=3, name="shown")  # 3 shown settle it
    assert at(shown, "runner.rig") == ["Crowdfunding"]
