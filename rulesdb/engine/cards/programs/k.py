"""Programs whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant
from rulesdb.engine.cards.printed import program


def _non_ai_icebreaker(game, turbine, breaker) -> int:
    """K2CP Turbine: +2 strength for every installed icebreaker that is not an AI."""
    if not game.is_installed(breaker) or not game.has_subtype(breaker, "Icebreaker"):
        return 0
    return 0 if game.has_subtype(breaker, "AI") else 2


K2CP_TURBINE = program("K2CP Turbine", "", faction="shaper", cost=4, inf=4, mu=1, text=(
    "Each installed non-AI icebreaker gets +2 strength.",),
    on=(constant("breaker-strength", _non_ai_icebreaker, starts="Each installed"),))
