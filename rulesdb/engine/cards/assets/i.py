"""Assets whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import trash_self_for_each_advancement
from rulesdb.engine.cards.hooks import (
    paid,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    choose,
    gain,
    lose,
    seq,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game

IDIOSYNCRESIS = asset("Idiosyncresis", "Hostile", faction="nbn", cost=1, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When your turn begins, you may trash this asset. If you do, for each hosted advancement counter, gain 3[c] "
    "and the Runner loses 2[c]."),
    on=(when_turn_begins(trash_self_for_each_advancement(lambda n: seq(gain(3 * n), lose(2 * n))),
                         optional="use Idiosyncresis"),))


def _installed_card_to_hq(game: Game, ctx: Ctx) -> None:
    """Isabel McGuire: the Corp adds 1 of its installed cards (itself included) to HQ ("Isabel McGuire target")."""
    from rulesdb.engine.effects.common import to_hq
    found = [o for o in game.installed() if o.owner == "corp"]
    card = choose(game, ctx, found, "Corp", "the Corp has no installed card", cites.NEW_OBJECT)
    if card is not None:
        to_hq(game, card, ctx.by)


ISABEL_MCGUIRE = asset("Isabel McGuire", "Executive", faction="haas-bioroid", unique=True, cost=0, inf=1, trash=3,
                       text=("[click]: Add 1 of your installed cards to HQ.",),
                       on=(paid(Clicks(1), effect=_installed_card_to_hq, starts="[click]"),),
                       decisions=("Isabel McGuire target",))
