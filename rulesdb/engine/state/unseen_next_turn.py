"""Allotted [click] for the next turn, given in the unshown part of the turn a board starts inside.

"The Corp gets +1 allotted [click] for their next turn" (Týr's break ability; Aggressive Trendsetting when the Runner
does not spend [click]): met in the part of the Runner's turn before a board that starts after an unshown action, it
changes the [click] the Corp gains as its next turn begins (cr/rule_allotted_clicks), and the board cannot show it.
When the scenario plays on into that turn, the card, active as the board started, is named in a one-line refusal
(`may_have_given_clicks`); one the scenario rezzed, installed or scored later was not there to give any. A card says
it may by a constant of kind MAY_HAVE_GIVEN_CLICKS.
"""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown, on_the_board, started_mid

# a Static: value(game, card, side) -> the allotted [click] it may have given `side` for its next turn (0: none)
MAY_HAVE_GIVEN_CLICKS = "may-have-given-next-turn-clicks"


def may_have_given_clicks(game: Game, player) -> None:
    """As `player`'s turn begins, right after a turn the scenario started inside after an unshown action: refused
    naming a card, active as that board started, that may have given `player` allotted [click] for this turn then."""
    before = game.turn.number - 1
    if MAY_HAVE_GIVEN_CLICKS not in game.static_kinds or before < 1 or not started_mid(game, before):
        return
    for obj, rule in game.statics(MAY_HAVE_GIVEN_CLICKS):
        amount = rule.value(game, obj, player.side) if obj is not None and on_the_board(game, obj, before) else 0
        if amount:
            other = game.runner if player is game.corp else game.corp
            raise EarlierTurnUnknown(
                game.decider.source,
                f"{obj.title} may have given the {player.name} {amount:+d} allotted [click] for this turn in the "
                f"unshown part of the {other.name}'s turn before it (a board starting after an unshown action cannot "
                f"say), and the [click] the {player.name} gains as this turn begins depend on it; start the scenario "
                f"in this turn, with the {player.name}'s [click] on the board ({player.side}.clicks)",
                obj.title, f"{amount:+d} allotted [click] for this turn")
