"""Hardware whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets
from rulesdb.engine.cards.hooks import constant, on_install, whenever
from rulesdb.engine.cards.primitives import damage, sabotage
from rulesdb.engine.cards.printed import hardware

MARROW = hardware("Marrow", "Console - Cybernetic", faction="anarch", unique=True, cost=2, inf=2, text=(
    "+1[MU]", "You get +3 maximum hand size.", "When you install this hardware, suffer 1 core damage.",
    "Whenever the Corp scores an agenda, sabotage 1. <em>(The Corp trashes 1 card of their choice from HQ or the "
    "top of R&D.)</em>", CONSOLE_LIMIT), memory_bonus=1, on_install=on_install(damage("core", 1)),
    on=(constant("hand-size", _runner_gets(3), starts="You get"),
        whenever("scored", sabotage(1), starts="Whenever the Corp")),
    decisions=("Marrow choice",))
