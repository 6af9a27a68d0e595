"""Events whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import run_event, whenever
from rulesdb.engine.cards.primitives import Ctx
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _heap_to_grip(game: Game, ctx: Ctx) -> None:
    """Katorga Breakout: add 1 card from the heap to the grip (decision "Katorga Breakout target")."""
    from rulesdb.engine import cites
    heap = game.runner.discard
    titles = [c.title for c in heap]
    card = heap[titles.index(game.decider.ask("Katorga Breakout target", titles, "Runner"))] if heap else None
    if card is not None:
        game.runner.discard.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} from the heap to the grip.", cites.NEW_OBJECT)


KATORGA_BREAKOUT = event("Katorga Breakout", "Run", faction="anarch", cost=2, inf=3, text=(
    "Run any server. If successful, add 1 card from your heap to your grip.",),
    on_play=run_event(whenever("successful", _heap_to_grip, starts="Run any server")),
    decisions=("Katorga Breakout target",))
