"""Ice whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.ice.common import (
    ETR,
    resolve_a_subroutine_on_other_rezzed_ice,
    rez_cost_lowered_per_advancement,
)
from rulesdb.engine.cards.primitives.installed import trash_program
from rulesdb.engine.cards.printed import ice

ORION = ice("Orion", "Sentry - Code Gate - Barrier", faction="weyland-consortium", unique=True, cost=15, strength=8,
            inf=3, text=("Orion can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
                         "[sub] Trash 1 program.", "[sub] Resolve a subroutine on another piece of rezzed ice.",
                         "[sub] End the run."),
            subs=(trash_program, resolve_a_subroutine_on_other_rezzed_ice, ETR), advanceable=True,
            on=(rez_cost_lowered_per_advancement(),), decisions=("Orion target", "Orion choice", "Orion loop"))
