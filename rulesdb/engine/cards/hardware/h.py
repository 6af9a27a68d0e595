"""Hardware whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    on_install,
)
from rulesdb.engine.cards.primitives import (
    damage,
    place_counters,
    seq,
)
from rulesdb.engine.cards.printed import hardware


def _hand_size_per_power_counter(game, card, side) -> int:
    return card.counters.get("power", 0) if side == "runner" else 0


HIPPOCAMPIC_MECHANOCYTES = hardware("Hippocampic Mechanocytes", "Cybernetic", faction="shaper", unique=True, cost=0, inf=2, text=(
    "When you install this hardware, place 2 power counters on it and suffer 1 meat damage.",
    "You get +1 maximum hand size for each hosted power counter."),
    on_install=on_install(seq(place_counters("power", 2), damage("meat", 1))),
    on=(constant("hand-size", _hand_size_per_power_counter, starts="You get"),))
