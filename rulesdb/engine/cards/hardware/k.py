"""Hardware whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.state.lastturn import first_each_turn


def _companion_install_or_spend(game, event) -> bool:
    """You installed a companion card, or spent credits from an installed one."""
    if event.kind == "install":
        installed = event.subject
        return installed is not None and installed.owner == "runner" and game.has_subtype(installed, "companion")
    return event.info.get("player") == "runner" and any(game.has_subtype(c, "companion")
                                                       for c in event.info.get("installed", ()))


def _first_companion_this_turn(game, card, event) -> bool:
    """Either deed before Keiko was installed this turn was already the first time (its own install counts)."""
    return first_each_turn(game, event, _companion_install_or_spend, kinds=("install", "credits-spent"))


KEIKO = hardware("Keiko", "Console - Companion", faction="anarch", unique=True, cost=3, inf=3, text=(
    "+2[MU]", "The first time each turn you install a companion card or spend credits from an installed companion "
    "card, gain 1[c].", CONSOLE_LIMIT), memory_bonus=2,
    on=(whenever("install", gain(1), _first_companion_this_turn, starts="The first"),
        whenever("credits-spent", gain(1), _first_companion_this_turn, starts="The first")))
