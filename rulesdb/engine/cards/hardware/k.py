"""Hardware whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.primitives import gain
from rulesdb.engine.cards.printed import hardware


def _companion_installed(game, card, event) -> bool:
    installed = event.subject
    return (installed is not None and installed.owner == "runner" and game.has_subtype(installed, "companion")
            and first_time_this_turn(game, card, "companion"))


def _spent_from_companion(game, card, event) -> bool:
    return (event.info.get("player") == "runner"
            and any(game.is_installed(c) and game.has_subtype(c, "companion") for c in event.info.get("cards", ()))
            and first_time_this_turn(game, card, "companion"))


KEIKO = hardware("Keiko", "Console - Companion", faction="anarch", unique=True, cost=3, inf=3, text=(
    "+2[MU]", "The first time each turn you install a companion card or spend credits from an installed companion "
    "card, gain 1[c].", CONSOLE_LIMIT), memory_bonus=2,
    on=(whenever("install", gain(1), _companion_installed, starts="The first"),
        whenever("credits-spent", gain(1), _spent_from_companion, starts="The first")))
