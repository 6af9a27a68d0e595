"""Resources whose title begins with X, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.printed import resource

XANADU = resource("Xanadu", "Virtual", faction="anarch", unique=True, cost=3, inf=2, text=(
    "The rez cost of each piece of ice is increased by 1[c].",),
    on=(constant("rez-cost", lambda game, card, subject: 1 if subject.is_ice else 0, starts="The rez cost"),))
