"""Cards a search found, set aside until the ability does what it says with them (cr/rule_searched_cards_set_aside).

The set-aside zone is a zone of the game (cr/rule_set_aside_zone, `Game.set_aside`): a card found leaves its deck,
heap or grip for it at once, so the deck is shuffled without it, and leaves it when it moves on (`Game.change_zone`
takes it out). A card no instruction moves on, because the game ended first or the ability could not install it,
stays there, and the final state shows it set aside (`snapshot.final_state`), never in no zone."""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def set_found_aside(game: Game, cards: list[CardObj], pile: list[CardObj]) -> None:
    """The `cards` a search found leave `pile` (the zone searched) for the set-aside zone."""
    for card in cards:
        pile[:] = [o for o in pile if o is not card]
        game.set_aside.append(card)
