"""Assets whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.state.game import Game


def _urtica(game: Game, ctx: Ctx) -> None:
    damage("net", 2 + ctx.source.counters.get("advancement", 0))(game, ctx)


def _gain_per_advancement(game: Game, ctx: Ctx) -> None:
    gain(ctx.source.counters.get("advancement", 0))(game, ctx)


UBIQUITOUS_VIG = asset("Ubiquitous Vig", "Advertisement", faction="nbn", cost=1, inf=2, trash=4, text=(
    "You can advance this asset.", "When your turn begins, gain 1[c] for each hosted advancement counter."),
    on=(when_turn_begins(_gain_per_advancement),))


URTICA = asset("Urtica Cipher", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When the Runner accesses this asset while it is installed, do 2 net damage plus 1 net damage for"
    " each hosted advancement counter."), on=(when_accessed(_urtica, installed=True),))
