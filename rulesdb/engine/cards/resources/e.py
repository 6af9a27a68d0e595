"""Resources whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    on_install,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    draw,
    place_counters,
    trash_self,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.game import Game


def _hotel_turn(game: Game, ctx: Ctx) -> None:
    """Earthrise Hotel: remove 1 hosted power counter and draw 2; trashed once empty."""
    card = ctx.source
    if not card.counters.get("power"):
        return
    card.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from {card.title} ({card.counters['power']} left).")
    draw(2)(game, ctx)
    if not card.counters["power"]:
        trash_self(game, ctx)


EARTHRISE_HOTEL = resource("Earthrise Hotel", "Location - Ritzy", faction="neutral-runner",
    unique=True, cost=4, inf=0, text=(
    "When you install this resource, load 3 power counters onto it. When it is empty, trash it.",
    "When your turn begins, remove 1 hosted power counter and draw 2 cards."),
    on_install=on_install(place_counters("power", 3)), on=(when_turn_begins(_hotel_turn),))
