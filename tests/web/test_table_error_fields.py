"""A board the engine refuses while playing it (not while reading the form) is refused in one line naming the field
at fault, as the board has it: a decision (`decisions.<name>`), a card's field (`runner.rig: Femme Fatale: chosen`,
`runner.earlier_this_turn: Sure Gamble`), an action (`actions[0].corp`); never "table:0", a file's line the board
has none of, nor "table (override)", a counterfactual it is not. Never-asked answers are spelled as the board's field,
`decisions.`, like every other line about an answer."""

import pytest

from tests.web.test_table_api import CORRODER_VS_ICE_WALL_AND_ENIGMA, answer_every_question, post

RUN_ON_ICE_WALL = {"runner": {"credits": 3, "rig": ["Corroder"]},
                   "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"],
                                                                            "root": ["Hostile Takeover"]}}},
                   "actions": [{"runner": "run Server 1"}]}


@pytest.mark.parametrize(("board", "line"), [
    (dict(RUN_ON_ICE_WALL, decisions={"break Ice Wall": "Foo"}),
     "decisions.break Ice Wall: 'Foo' is not an icebreaker that can break Ice Wall (options: no, Corroder)"),
    ({"runner": {"credits": 3, "rig": [{"card": "Femme Fatale", "chosen": "Ice Wall"}]},
      "corp": {"servers": {"HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Ice Wall"]}}},
      "actions": [{"runner": "run HQ"}]},
     "runner.rig: Femme Fatale: chosen: 'Ice Wall' names 2 pieces of ice: write one of 'Ice Wall protecting HQ', "
     "'Ice Wall protecting R&D'"),
    ({"runner": {"rig": [{"card": "Dr. Lovegood", "chosen": "Corroder"}, "Corroder"]}, "corp": {},
      "actions": [{"runner": "run HQ"}]},
     "runner.rig: Dr. Lovegood: chosen: it chooses as the Runner's turn begins, and the scenario starts at the "
     "beginning of the turn (answer 'Dr. Lovegood target' there)"),
    ({"runner": {"heap": ["Sure Gamble"], "earlier_this_turn": ["Sure Gamble"]}, "corp": {},
      "actions": [{"runner": "run HQ"}]},
     "runner.earlier_this_turn: Sure Gamble: the scenario starts at the beginning of the turn, so nothing was used "
     "earlier in it (give the player fewer [click] than allotted)"),
])
def test_a_problem_found_while_playing_names_the_boards_field_in_one_line(client, board, line):
    assert post(client, board, 400)["error"] == line


def test_an_answer_never_asked_is_named_as_the_boards_decisions_field(client):
    _, _, answered = answer_every_question(client, CORRODER_VS_ICE_WALL_AND_ENIGMA)
    answered["decisions"]["break Tollbooth"] = "Corroder"
    error = post(client, answered, 400)["error"]
    assert "\n" not in error and error.startswith("decisions.break Tollbooth: the engine never asks this decision in this run")
