"""Ice whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import as_subroutine, constant
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.hooks.runs import when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import (
    ETR,
    ETR_SUB,
    _ice,
    protecting,
    resolve_a_subroutine_on_other_rezzed_ice,
    rez_cost_lowered_per_advancement,
    rezzed_ice,
)
from rulesdb.engine.cards.primitives.choices import seq, trace, when
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_program, trash_self
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import damage, gain, lose
from rulesdb.engine.cards.primitives.run import end_the_run_unless, end_the_run_unless_pays
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.carddef import Subroutine
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.subroutines import GAINED


def _no_fracter(game, card) -> int:
    fracters = [o for o in game.installed() if o.owner == "runner" and not o.facedown and o.card.facts.has("fracter")]
    return 0 if fracters else 7


def _over_6(game, ctx) -> bool:
    return game.runner.credits <= 6


def _odd_tokens(card) -> bool:
    return card.counters.get("advancement", 0) % 2 == 1


def _program_cannot_be_used(game, ctx) -> None:
    """Wendigo: the Corp chooses a program; the Runner cannot use it for the remainder of the run."""
    from rulesdb.engine.effects.lasting_effects import lasting
    programs = [o for o in game.installed() if o.owner == "runner" and not o.facedown  # no type facedown
                and o.card.facts.type == "program"]
    titles = labels(game, programs, "corp")
    if not programs:
        game.trace.add(f"{ctx.by}: there is no installed program to choose.")
        return
    chosen = programs[titles.index(ask_must(game, "Wendigo target", titles, "Corp", cites.C_TARGETS))]
    lasting(game, "cannot-use", lambda game, card, subject: subject is chosen,
            f"The Runner cannot use {chosen.title} for the remainder of this run.", "run", ctx.by)


WALL_OF_STATIC = _ice("Wall of Static", "neutral-corp", ["Barrier"], 3, 3, 0, ["[sub] End the run."], [ETR_SUB])


WALL_OF_THORNS = ice("Wall of Thorns", "Barrier - AP", faction="jinteki", cost=8, strength=5, inf=1,
                     text=("[sub] Do 2 net damage.", "[sub] End the run."),
                     subs=(damage("net", 2), ETR))


WENDIGO = ice("Wendigo", "Code Gate - Morph", faction="weyland-consortium", cost=2, strength=4, inf=2, text=(
    "Wendigo can be advanced.",
    "While Wendigo has an odd number of advancement tokens on it, it gains barrier and loses code gate.",
    "[sub] Choose a program. The Runner cannot use the chosen program for the remainder of this run."),
    subs=(_program_cannot_be_used,), decisions=("Wendigo target",),
    on=(constant("subtype-gain", lambda game, card, subject: int(subject[0] is card and subject[1] == "barrier"
                                                                 and _odd_tokens(card)), starts="While"),
        constant("subtype-loss", lambda game, card, subject: int(subject[0] is card and subject[1] == "code gate"
                                                                 and _odd_tokens(card)), starts="While")))


WHITESPACE = ice("Whitespace", "Code Gate", faction="neutral-corp", cost=2, strength=0, inf=0, text=(
    "[sub] The Runner loses 3[c].", "[sub] If the Runner has 6[c] or less, end the run."),
    subs=(lose(3, "runner"), when(_over_6, ETR)))


WORMHOLE = ice("Wormhole", "Code Gate", faction="weyland-consortium", cost=9, strength=7, inf=2, text=(
    "Wormhole can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
    "[sub] Resolve a subroutine on another piece of rezzed ice."),
    subs=(resolve_a_subroutine_on_other_rezzed_ice,), advanceable=True, decisions=("Wormhole loop",),
    on=(rez_cost_lowered_per_advancement(),))


WRAPAROUND = ice("Wraparound", "Barrier", faction="nbn", cost=2, strength=0, inf=1, text=(
    "While there are no installed fracter programs, this ice gets +7 strength.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=_no_fracter)


def _gain_per_harmonic(game, ctx) -> None:
    gain(rezzed_ice(game, "harmonic"))(game, ctx)


WAVE = ice("Wave", "Code Gate - Harmonic", faction="haas-bioroid", cost=2, strength=3, inf=1, text=(
    "When you rez this ice during a run against this server, you may search R&D for a piece of ice and reveal it. "
    "<em>(Shuffle R&D after searching it.)</em> Add that ice to HQ.",
    "[sub] Gain 1[c] for each rezzed piece of harmonic ice."), subs=(_gain_per_harmonic,),
    on=(when_rezzed_during_a_run_here(search_rd_to_hq(lambda card: card.is_ice, "piece of ice"), optional="use Wave"),),
    decisions=("Wave target",))


_WINCHESTER_HQ = Subroutine("Trace[3]. If successful, end the run.", as_subroutine(trace(3, ETR)))


WINCHESTER = ice("Winchester", "Sentry - Destroyer - Tracer", faction="weyland-consortium", cost=4, strength=4, inf=4,
                 text=("[sub] Trace[4]. If successful, trash 1 installed program.",
                       "[sub] Trace[3]. If successful, trash 1 installed piece of hardware.",
                       "While this ice is protecting HQ, it gains \u201c[sub] Trace[3]. If successful, end the "
                       "run.\u201d after its other subroutines."),
                 subs=(trace(4, trash_program), trace(3, trash_installed("hardware"))),
                 on=(constant(GAINED, lambda game, card, ice: (_WINCHESTER_HQ,) if ice is card and protecting("HQ")(
                     game, card) else (), starts="While"),))


def _runner_cannot_jack_out(game, ctx) -> None:
    lasting(game, "cannot-jack-out", lambda game, card, subject: True,
            "The Runner cannot jack out for the remainder of this run.", "run", ctx.by)


WHIRLPOOL = ice("Whirlpool", "Trap", faction="jinteki", cost=0, strength=1, inf=2, text=(
    "[sub] The Runner cannot jack out for the remainder of this run. Trash Whirlpool.",),
    subs=(seq(_runner_cannot_jack_out, trash_self),))


WOODCUTTER = ice("Woodcutter", "Sentry - AP", faction="weyland-consortium", cost=4, strength=2, inf=3, text=(
    'Woodcutter can be advanced only while rezzed and gains "[sub] Do 1 net damage." for each advancement token '
    'on it.',),
    on=(own_subroutines(lambda game, card: card.counters.get("advancement", 0), "Do 1 net damage.", damage("net", 1),
                        starts="Woodcutter"),))


WOTAN = ice("Wotan", "Barrier - Bioroid", faction="haas-bioroid", unique=True, cost=14, strength=10, inf=5, text=(
    "[sub] End the run unless the Runner spends [click][click].", "[sub] End the run unless the Runner pays 3[c].",
    "[sub] End the run unless the Runner trashes 1 installed program.",
    "[sub] End the run unless the Runner suffers 1 core damage."),
    subs=(end_the_run_unless("spend [click][click]", Clicks(2)), end_the_run_unless_pays(3),
          end_the_run_unless("trash 1 installed program", TrashInstalled("program")),
          end_the_run_unless("suffer 1 core damage", SufferDamage("core", 1))),
    decisions=("Wotan choice", "Wotan cost"))
