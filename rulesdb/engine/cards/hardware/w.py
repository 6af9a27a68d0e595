"""Hardware whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.breaches import breaching, remove_counters_to_access
from rulesdb.engine.cards.hooks import on_install, whenever
from rulesdb.engine.cards.primitives import damage, place_counters
from rulesdb.engine.cards.printed import hardware

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
