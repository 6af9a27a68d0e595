"""Upgrades whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.primitives.installed import trash_program
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.state.game import Game


def _during_a_run_here(game: Game, card) -> bool:
    """"Use this ability only during a run on this server"."""
    place = game.locate(card)
    return game.run is not None and not game.run.ended and place is not None and place[0].name == game.run.server


KEEGAN_LANE = upgrade("Keegan Lane", "Sysop", faction="nbn", unique=True, cost=0, inf=3, trash=3, text=(
    "[trash], remove 1 tag: Trash 1 program. Use this ability only during a run on this server.",),
    on=(paid(TrashSelf(), RemoveTags(1), effect=trash_program, starts="[trash]", when=_during_a_run_here),))
