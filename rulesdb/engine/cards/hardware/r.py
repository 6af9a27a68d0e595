"""Hardware whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    on_install,
)
from rulesdb.engine.cards.primitives import (
    search_stack,
)
from rulesdb.engine.cards.printed import hardware

RD_INTERFACE = hardware("R&D Interface", "", faction="shaper", cost=4, inf=2, text=(
    "Whenever you breach R&D, access 1 additional card.",),
    on=(constant("access-rd", lambda game, card, server: 1),))


RABBIT_HOLE = hardware("Rabbit Hole", "Link", faction="shaper", cost=2, inf=1, text=(
    "+1[link]", "When Rabbit Hole is installed, you may search your stack for another copy of Rabbit "
    "Hole and install it by paying its install cost. Shuffle your stack."), link=1,
    on_install=on_install(search_stack("Rabbit Hole", "install", optional=True)), decisions=("Rabbit Hole target",))
