"""Cards a search found, set aside until the ability does what it says with them (cr/rule_searched_cards_set_aside).

The set-aside zone is a zone of the game (cr/rule_set_aside_zone, `Game.set_aside`): a card found leaves its deck,
heap or grip for it at once, so the deck is shuffled without it, and leaves it when it moves on (`Game.change_zone`
takes it out). A card no instruction moves on, because the game ended first or the ability could not install it,
stays there, and the final state shows it set aside (`snapshot.final_state`), never in no zone."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def set_found_aside(game: Game, cards: list[CardObj], pile: list[CardObj]) -> None:
    """The `cards` a search found leave `pile` (the zone searched) for the set-aside zone."""
    for card in cards:
        pile[:] = [o for o in pile if o is not card]
        game.set_aside.append(card)


LEFT_ASIDE = "left set aside"  # the history's note of a found card no instruction moved on


def stays_set_aside(game: Game, card: CardObj, by: str) -> None:
    """A card a search found that the ability then could not install (or play) stays set aside: CR 25.08 names no
    zone it moves to (cr/rule_set_aside_zone: a temporary holding space; cr/rule_continue_after_search: as much of
    the rest resolves as can), so the trace says so with those rules and the verdict carries a caveat naming it
    (`left_aside_caveats`). Nothing for a card not in the set-aside zone (one taken from the grip or heap)."""
    if not any(o is card for o in game.set_aside):
        return
    game.trace.add(f"{by}: {card.title} stays set aside: no rule moves a found card the ability did not install "
                   "to another zone.", cites.cr("rule_set_aside_zone"), cites.cr("rule_continue_after_search"),
                   key=True)
    text = (f"{card.title}, found by a search and then not installed, is shown set aside: CR 25.08 names no zone it "
            "moves to (cr/rule_set_aside_zone).")
    game.history.append((game.turn.number, LEFT_ASIDE, frozenset(), text))


def left_aside_caveats(game: Game) -> list[str]:
    """The verdict's sentences for the found cards `stays_set_aside` left in the set-aside zone and still there."""
    aside = {o.title for o in game.set_aside}
    return [entry[3] for entry in game.history if entry[1] == LEFT_ASIDE and entry[3].split(",")[0] in aside]
