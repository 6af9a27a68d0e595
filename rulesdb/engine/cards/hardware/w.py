"""Hardware whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.breaches import breaching, remove_counters_to_access
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks

WAKE_IMPLANT = hardware("WAKE Implant v2A-JRJ", "Cybernetic", faction="criminal", unique=True, cost=1, inf=3, text=(
    "When you install this hardware, suffer 1 meat damage.",
    "Whenever you make a successful run on HQ, place 1 power counter on this hardware.",
    "Whenever you breach R&D, you may remove up to 3 hosted power counters to access that many additional cards."),
    on_install=on_install(damage("meat", 1)),
    on=(whenever("successful", place_counters("power", 1), lambda game, card, event: event.info.get("server") == "HQ",
                 starts="Whenever you make", structure="run"),
        whenever("breach", remove_counters_to_access("power", 3, "WAKE Implant v2A-JRJ choice"), breaching("R&D"),
                 starts="Whenever you breach")),
    decisions=("WAKE Implant v2A-JRJ choice",))


def _draw_from_the_bottom(game, ctx) -> None:
    from rulesdb.engine.turns.turn import draw
    draw(game, "runner", 1, ctx.by, bottom=True)


WINDOW = hardware("Window", "", faction="criminal", cost=2, inf=1, text=(
    "[click]: Draw 1 card from the bottom of your stack.",),
    on=(paid(Clicks(1), effect=_draw_from_the_bottom, starts="[click]"),))
