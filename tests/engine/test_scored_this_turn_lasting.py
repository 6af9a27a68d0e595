"""An agenda a board says was scored this turn (`scored_this_turn`) made its "for the remainder of the turn" effect
then: Luminal Transubstantiation's "You cannot score agendas for the remainder of the turn" and Midnight-3 Arcology's
"Skip your discard step this turn" hold for the rest of the board's turn (state.unseen_lasting.lay_made_when_scored);
the engine used to let the Corp score and discard as if neither had been scored."""

import pytest

from tests.engine.card_play import at, scenario

LUMINAL = "Luminal Transubstantiation"


def _score_after_luminal(tmp_path, scored_this_turn):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=f"luminal{scored_this_turn}",
                    corp={"clicks": 2, "rd": ["Hedge Fund"],
                          "score_area": [{"card": LUMINAL, "scored_this_turn": scored_this_turn}],
                          "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
                    decisions={"score Hostile Takeover": "yes"})


def test_luminal_transubstantiation_scored_this_turn_on_the_board_forbids_scoring_for_the_rest_of_it(tmp_path):
    result = _score_after_luminal(tmp_path, True)
    assert at(result, "corp.score_area") == [LUMINAL]
    assert any(step["text"] == f'{LUMINAL}: "The Corp cannot score agendas for the remainder of the turn." lasts '
               "until the end of the turn." for step in result["trace"])


def test_luminal_transubstantiation_scored_in_an_earlier_turn_forbids_nothing(tmp_path):
    assert at(_score_after_luminal(tmp_path, False), "corp.score_area") == [LUMINAL, "Hostile Takeover"]


MIDNIGHT = """
    title: Midnight-3 Arcology scored earlier this turn
    example: ffg-rr-1.0/term/encounter
    turn: corp
    until: end of turn
    corp:
      clicks: 1
      hq: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund]
      rd: [Ice Wall]
      score_area: [{{card: Midnight-3 Arcology, scored_this_turn: {flag}}}]
    actions:
      - corp: gain credit
    decisions:
      discard: [Hedge Fund, Hedge Fund]
    expect:
      - turn.active: corp
"""


@pytest.mark.parametrize(("flag", "kept"), [("true", 7), ("false", 5)])
def test_midnight_3_arcology_scored_this_turn_on_the_board_skips_the_discard_step(run_text, flag, kept):
    result = run_text(MIDNIGHT.format(flag=flag), allow_unasked=True)
    assert len(at(result, "corp.hq")) == kept
