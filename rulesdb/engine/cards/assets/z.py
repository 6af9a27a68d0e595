"""Assets whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import ability_line
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Credits, TrashSelf
from rulesdb.engine.effects.player_costs import EitherCost
from rulesdb.engine.state.carddef import Facts, Interrupt


def _rez_itself(game, card, imminent) -> None:
    """Zaibatsu Loyalty: rezzed as a card would be exposed, paying its rez cost (cr/rule_expose)."""
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, card, forced=True)


def _may_rez_as_a_card_would_be_exposed(facts: Facts) -> Interrupt:
    """"[interrupt] → When a card would be exposed, you may rez this asset": it works while the asset is installed
    unrezzed, and prevents nothing itself."""
    return Interrupt("expose", ability_line(facts, "[interrupt] \u2192 When"), _rez_itself,
                     lambda game, card, imminent: not card.rezzed, prevents=False, while_unrezzed=True)


ZAIBATSU_LOYALTY = asset("Zaibatsu Loyalty", "", faction="jinteki", cost=0, inf=1, trash=4, text=(
    "[interrupt] \u2192 When a card would be exposed, you may rez this asset.",
    "[interrupt] \u2192 1[c] or [trash]: Prevent 1 card from being exposed."),
    on=(_may_rez_as_a_card_would_be_exposed,
        prevent("expose", 1, costs=(EitherCost(((Credits(1),), (TrashSelf(),))),), starts="[interrupt] \u2192 1[c]")),
    decisions=("Zaibatsu Loyalty cost",))
