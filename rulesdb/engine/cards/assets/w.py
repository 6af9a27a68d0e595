"""Assets whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
)
from rulesdb.engine.cards.printed import asset


def _rezzed_bioroids_lose_click_first(game, card, ice) -> tuple:
    """Warden Fatuma: rezzed bioroid ice (as its subtypes are now) gains its subroutine first."""
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import lose_clicks
    from rulesdb.engine.state.carddef import Subroutine
    if not (ice.is_ice and ice.rezzed and game.has_subtype(ice, "bioroid")):
        return ()
    return (Subroutine("The Runner loses [click], if able.", as_subroutine(lose_clicks(1))),)


WARDEN_FATUMA = asset("Warden Fatuma", "Character", faction="haas-bioroid", unique=True, cost=1, inf=2, trash=5, text=(
    "Each piece of rezzed bioroid ice gains \"[sub] The Runner loses [click], if able.\" before all of "
    "its other subroutines.",),
    on=(constant("gain-subroutines-first", _rezzed_bioroids_lose_click_first, starts="Each piece"),))
