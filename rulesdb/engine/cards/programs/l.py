"""Programs whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    prevent,
)
from rulesdb.engine.cards.printed import program
from rulesdb.engine.effects.costtypes import Credits, TrashSelf


def _hosts_programs(limit: int):
    return lambda game, host, card: card.card.facts.type == "program" and len(host.hosted) < limit


def _installed_hardware(game, card, imminent) -> bool:
    """LLDS Energy Regulator: the card about to be trashed is an installed piece of hardware."""
    target = imminent.target
    return target is not None and target.card.facts.type == "hardware" and any(o is target for o in game.installed())


LEPRECHAUN = program("Leprechaun", "Daemon", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Leprechaun can host up to 2 programs. The memory costs of hosted programs do not count against "
    "your memory limit.",), can_host=_hosts_programs(2),
    on=(constant("hosted-memory-free", lambda game, card, host: host is card),))


LLDS_ENERGY_REGULATOR = program("LLDS Energy Regulator", "", faction="shaper", cost=0, inf=1, mu=1, text=(
    "[interrupt] → 3[c] or [trash]: Prevent a player from trashing 1 installed piece of hardware.",),
    on=(prevent("trash", costs=(Credits(3),), condition=_installed_hardware),
        prevent("trash", costs=(TrashSelf(),), condition=_installed_hardware)))
