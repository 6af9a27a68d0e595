"""Ice whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import ice


def _lost_clicks_to_break_this_run(game) -> bool:
    """Whether, during this run, a bioroid's "Lose [click]: Break ..." ability broke a subroutine: the ice itself is
    then the card that broke it (run.broke_on names the breaking card)."""
    from rulesdb.engine.effects.player_costs import LoseClicks
    run = game.run
    if run is None:
        return False
    breakers = {o.object_id: o for o in game.installed()}
    return any(key in breakers and breakers[key].card.breaker is not None
               and any(isinstance(c, LoseClicks) for c in breakers[key].card.breaker.costs) for key in run.broke_on)


def _core_if_clicks_lost(game, ctx) -> None:
    if _lost_clicks_to_break_this_run(game):
        damage("core", 1)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: the Runner has not lost [click] to break a subroutine during this run, so nothing "
                       "happens.")


ZED_1 = ice("Zed 1.0", "Sentry - Bioroid - AP", faction="haas-bioroid", cost=2, strength=1, inf=2, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] If the Runner has lost [click] to break a subroutine during this run, do 1 core damage.",
    "[sub] If the Runner has lost [click] to break a subroutine during this run, do 1 core damage."),
    subs=(_core_if_clicks_lost, _core_if_clicks_lost), breaker=lose_clicks_to_break())
