"""Hardware whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import unrezzed_to_hq
from rulesdb.engine.effects.card_costs import TrashInstalled


def _hand_size_per_power_counter(game, card, side) -> int:
    return card.counters.get("power", 0) if side == "runner" else 0


HIPPOCAMPIC_MECHANOCYTES = hardware("Hippocampic Mechanocytes", "Cybernetic", faction="shaper",
    unique=True, cost=0, inf=2, text=(
    "When you install this hardware, place 2 power counters on it and suffer 1 meat damage.",
    "You get +1 maximum hand size for each hosted power counter."),
    on_install=on_install(seq(place_counters("power", 2), damage("meat", 1))),
    on=(constant("hand-size", _hand_size_per_power_counter, starts="You get"),))


HERMES = hardware("Hermes", "Console", faction="criminal", unique=True, cost=2, inf=3, text=(
    "+1[MU]", "Whenever an agenda is scored or stolen, add 1 unrezzed card to HQ.", CONSOLE_LIMIT),
    memory_bonus=1, on=(whenever("scored", unrezzed_to_hq, starts="Whenever"),
                        whenever("stolen", unrezzed_to_hq, starts="Whenever")),
    decisions=("Hermes target",))


HQ_INTERFACE = hardware("HQ Interface", "", faction="criminal", cost=4, inf=2, text=(
    "Whenever you breach HQ, access 1 additional card.",),
    on=(constant("access-hq", lambda game, card, server: 1),))


HEARTBEAT = hardware("Heartbeat", "Console", faction="apex", unique=True, cost=2, inf=3, text=(
    "+1[MU]", "[interrupt] → Trash 1 of your installed cards: Prevent 1 damage.", CONSOLE_LIMIT), memory_bonus=1,
    on=(prevent("damage", 1, costs=(TrashInstalled("card"),)),), decisions=("Heartbeat cost",))
