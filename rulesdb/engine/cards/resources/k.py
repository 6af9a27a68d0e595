"""Resources whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
)
from rulesdb.engine.cards.primitives import (
    place_counters,
    take_credits,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    Clicks,
)
from rulesdb.engine.state.game import Game

KATI = ("Place 3[c] on this resource.", "Take all credits from this resource.")  # the abilities' effect texts


def _kati_unused(game: Game, card) -> bool:
    """"You cannot use this resource more than once per turn": neither ability used this turn."""
    return not set(KATI) & card.used


KATI_JONES = resource("Kati Jones", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0, text=(
    "You cannot use this resource more than once per turn.", "[click]: Place 3[c] on this resource.",
    "[click]: Take all credits from this resource."),
    on=(paid(Clicks(1), effect=place_counters("credits", 3), starts="[click]: Place", when=_kati_unused,
             once_per_turn=True),
        paid(Clicks(1), effect=lambda game, ctx: take_credits(ctx.source.counters.get("credits", 0))(game, ctx),
             starts="[click]: Take", when=_kati_unused, once_per_turn=True)))
