"""Assets whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import gain, give_tags
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.trashing import trash_as_cost
from rulesdb.engine.state.game import Game

GHOST_BRANCH = asset("Ghost Branch", "Ambush - Facility", faction="nbn", cost=0, inf=1, trash=0, text=(
    "Ghost Branch can be advanced.",
    "When the Runner accesses Ghost Branch, you may give the Runner 1 tag for each advancement token "
    "on Ghost Branch."), on=(when_accessed(_per_advancement(1, give_tags), optional=True),))


def _trash_to_find_an_operation(game: Game, ctx: Ctx) -> None:
    """Gaslight: only if it is trashed does the Corp search R&D for an operation for HQ."""
    if trash_as_cost(game, ctx.source, ctx.by, who="corp") is None:
        return
    search_rd_to_hq(lambda card: card.card.facts.type == "operation", "operation")(game, ctx)


GASLIGHT = asset("Gaslight", "", faction="nbn", cost=0, inf=1, trash=2, text=(
    "When your turn begins, you may trash this asset. If you do, search R&D for an operation and reveal it. "
    "<em>(Shuffle R&D after searching it.)</em> Add that operation to HQ.",),
    on=(when_turn_begins(_trash_to_find_an_operation, optional="use Gaslight"),), decisions=("Gaslight target",))


GRNDL_REFINERY = asset("GRNDL Refinery", "Facility", faction="weyland-consortium", cost=0, inf=2, trash=2, text=(
    "GRNDL Refinery can be advanced.", "[click], [trash]: Gain 4[c] for each advancement token on GRNDL Refinery."),
    on=(paid(Clicks(1), TrashSelf(), effect=_per_advancement(4, gain), starts="[click]"),))
