"""Ice whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    cannot_break_using,
    constant,
)
from rulesdb.engine.cards.ice.common import ETR, _advancements
from rulesdb.engine.cards.primitives import (
    arrange_top,
    damage,
    give_tags,
    trace,
    trash_installed,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costs import Payment, able, pay


def _pay_or_rd_breach(game, ctx) -> None:
    """Shiro: the Corp may pay 1[c]; if it does not, the Runner breaches R&D without its root."""
    from rulesdb.engine.run.access import breach
    payment = Payment("corp", 1, "ability", "Shiro's subroutine")
    if able(game, payment) and game.decider.ask("pay 1[c] to Shiro", ["yes", "no"], "Corp") == "yes":
        pay(game, payment)
        return
    breach(game, "R&D", with_root=False, by=ctx.by)


def _surveyor_x(game, card) -> int:
    """X: twice the ice protecting its server; 0 when it is not installed or has lost the ability
    defining X (Hush): cr/rule_values_defined_by_x."""
    place = game.locate(card)
    if place is None or game.modifier("loses-abilities", card):
        return 0
    return 2 * len(place[0].ice)


def _surveyor_trace(then):
    def resolve(game, ctx) -> None:
        trace(_surveyor_x(game, ctx.source), then)(game, ctx)
    return resolve


def _searchlight_trace(game, ctx) -> None:
    trace(_advancements(game, ctx.source), give_tags(1))(game, ctx)


SEARCHLIGHT = ice("Searchlight", "Sentry - Tracer - Observer", faction="weyland-consortium", cost=1,
                  strength=3, inf=1, text=("Searchlight can be advanced. X is the number of advancement "
                                           "tokens on Searchlight.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag."),
                  subs=(_searchlight_trace, _searchlight_trace))


SELF_ADAPTING = ice("Self-Adapting Code Wall", "Barrier", faction="neutral-corp", cost=3, strength=1,
                    inf=0, text=("The strength of Self-Adapting Code Wall cannot be lowered.",
                                 "[sub] End the run."), subs=(ETR,),
                    on=(constant("cannot-lower-strength", lambda game, card, ice: ice is card, starts="The strength"),))


SHIRO = ice("Shiro", "Code Gate", faction="jinteki", cost=6, strength=5, inf=4, text=(
    "[sub] Look at the top 3 cards of R&D and arrange them in any order.",
    "[sub] You may pay 1[c]. If you do not, the Runner breaches R&D. They cannot access cards in the root "
    "of R&D during that breach."),
    subs=(arrange_top(3, "Shiro choice"), _pay_or_rd_breach), decisions=("pay 1[c] to Shiro",))


SPIDERWEB = ice("Spiderweb", "Barrier", faction="weyland-consortium", cost=4, strength=2, inf=2,
                text=("[sub] End the run.",) * 3, subs=(ETR,) * 3)


SURVEYOR = ice("Surveyor", "Sentry - Tracer", faction="weyland-consortium", cost=5, strength=None,
               inf=2, text=("X is twice the number of ice protecting this server.",
                            "[sub]Trace[X]. If successful, give the Runner 2 tags.",
                            "[sub]Trace[X]. If successful, end the run."),
               subs=(_surveyor_trace(give_tags(2)), _surveyor_trace(ETR)), strength_bonus=_surveyor_x)


SWORDSMAN = ice("Swordsman", "Sentry - AP - Destroyer", faction="jinteki", cost=3, strength=2, inf=1,
                text=("The Runner cannot break subroutines on this ice using AI programs.",
                      "[sub] Trash 1 installed AI program.", "[sub] Do 1 net damage."),
                subs=(trash_installed("program", subtype="AI"), damage("net", 1)),
                on=(cannot_break_using("AI", starts="The Runner cannot"),))
