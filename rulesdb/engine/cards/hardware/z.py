"""Hardware whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.players import damage, draw, gain
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.objects import CENTRAL


def _first_successful_central_run_this_turn(game, card, event) -> bool:
    """The first time each turn: an earlier successful run on a central server this turn (even one
    made before this card was installed) means this one is not the first."""
    return first_each_turn(game, event, lambda game, past: past.info.get("server") in CENTRAL)


ZENIT_CHIP = hardware("Zenit Chip JZ-2MJ", "Cybernetic - Chip", faction="criminal", unique=True, cost=1, inf=2, text=(
    "When you install this hardware, suffer 1 core damage.",
    "The first time each turn you make a successful run on a central server, draw 1 card."),
    on_install=on_install(damage("core", 1)),
    on=(whenever("successful", draw(1), _first_successful_central_run_this_turn, starts="The first time",
                 structure="run"),))


ZER0 = hardware("Zer0", "", faction="anarch", unique=True, cost=1, inf=3, text=(
    "Once per turn → [click], suffer 1 net damage: Gain 1[c] and draw 2 cards.",),
    on=(paid(Clicks(1), SufferDamage("net", 1), effect=seq(gain(1), draw(2)), once_per_turn=True),))
