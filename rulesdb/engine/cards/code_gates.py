"""Code gates: they cost the Runner clicks, credits or tags rather than ending the run outright."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import when_encountered
from rulesdb.engine.cards.primitives import (
    damage,
    end_the_run,
    end_the_run_unless_pays,
    gain,
    give_tags,
    runner_chooses,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.costs import Payment, able, pay

ETR = end_the_run


def _tag_unless_pays(n: int):
    def resolve(game, ctx) -> None:
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c] to avoid the tag)")
        name = f"pay {n}[c] to {ctx.source.title}"
        if able(game, payment) and game.decider.ask(name, ["yes", "no"], "Runner") == "yes":
            pay(game, payment)
            return
        give_tags(1)(game, ctx)
    return resolve


VIKTOR = ice("Viktor 1.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=3, strength=3,
             inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                          "this ability.", "[sub] Do 1 core damage.", "[sub] End the run."),
             subs=(damage("core", 1), ETR), waits_for="paid abilities")
POP_UP_WINDOW = ice("Pop-up Window", "Code Gate - Advertisement", faction="nbn", cost=0, strength=0,
                    inf=1, text=("When the Runner encounters this ice, gain 1[c].",
                                 "[sub] End the run unless the Runner pays 1[c]."),
                    subs=(end_the_run_unless_pays(1),), on=(when_encountered(gain(1)),))
LITTLE_ENGINE = ice("Little Engine", "Code Gate", faction="nbn", cost=5, strength=7, inf=2, text=(
    "[sub] End the run.", "[sub] End the run.", "[sub] The Runner gains 5[c]."),
    subs=(ETR, ETR, gain(5, "runner")))
FUNHOUSE = ice("Funhouse", "Code Gate", faction="nbn", cost=5, strength=4, inf=2, text=(
    "When the Runner encounters this ice, end the run unless the Runner takes 1 tag.",
    "[sub] Give the Runner 1 tag unless they pay 4[c]."),
    subs=(_tag_unless_pays(4),),
    on=(when_encountered(runner_chooses({"take 1 tag": give_tags(1), "end the run": ETR})),))
LOCKDOWN = ice("Lockdown", "Code Gate", faction="jinteki", cost=0, strength=5, inf=1,
               text=("[sub] The Runner cannot draw cards for the remainder of this turn.",),
               subs=(lambda game, ctx: game.trace.add(f"{ctx.by}: the Runner cannot draw cards for "
                                                      "the remainder of this turn."),),
               waits_for="lasting effects")
MOTHER_GODDESS = ice("Mother Goddess", "Mythic", faction="neutral-corp", cost=4, strength=4, inf=0,
                     text=("Mother Goddess gains the subtypes of all other rezzed ice.",
                           "[sub] End the run."), subs=(ETR,), waits_for="lasting effects")
WORMHOLE = ice("Wormhole", "Code Gate", faction="weyland-consortium", cost=9, strength=7, inf=2, text=(
    "Wormhole can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
    "[sub] Resolve a subroutine on another piece of rezzed ice."),
    subs=(lambda game, ctx: _resolve_other(game, ctx),), waits_for="additional costs")


def _resolve_other(game, ctx) -> None:
    """Wormhole: the Corp names another rezzed ice and the number of one of its subroutines."""
    others = [o for o in game.installed() if o.is_ice and o.rezzed and o is not ctx.source
              and o.card.subroutines]
    if not others:
        game.trace.add(f"{ctx.by}: there is no other rezzed ice with a subroutine.")
        return
    titles = [o.title for o in others]
    chosen = others[titles.index(game.decider.ask("Wormhole target", titles, "Corp"))]
    texts = [s.text for s in chosen.card.subroutines]
    sub = chosen.card.subroutines[texts.index(game.decider.ask("Wormhole choice", texts, "Corp"))]
    game.trace.add(f"{ctx.by} resolves a subroutine of {chosen.title}: \"{sub.text}\"")
    sub.resolve(game, ctx.source)


DEFINITIONS = (VIKTOR, POP_UP_WINDOW, LITTLE_ENGINE, FUNHOUSE, LOCKDOWN, MOTHER_GODDESS, WORMHOLE)
