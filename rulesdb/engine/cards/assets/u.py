"""Assets whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_accessed,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.state.game import Game


def _urtica(game: Game, ctx: Ctx) -> None:
    damage("net", 2 + ctx.source.counters.get("advancement", 0))(game, ctx)


URTICA = asset("Urtica Cipher", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When the Runner accesses this asset while it is installed, do 2 net damage plus 1 net damage for"
    " each hosted advancement counter."), on=(when_accessed(_urtica, installed=True),))
