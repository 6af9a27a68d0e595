"""Ice whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice, grail_reveal, if_trace_strength_5, stronger_protecting
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_program
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, give_tags, lose
from rulesdb.engine.cards.primitives.run import end_the_run_unless_pays
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.state.carddef import Prohibition
from rulesdb.engine.state.game import Game


def _smaller_grip_until_corp_turn(game: Game, ctx: Ctx) -> None:
    """Gyri Labyrinth: -2 maximum hand size for the Runner until the Corp's next turn begins."""
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "hand-size", lambda g, c, side: -2 if side == "runner" else 0,
            "The Runner's maximum hand size is reduced by 2.", "corp next turn", ctx.by)


GEMINI = ice("Gemini", "Sentry - Tracer - AP", faction="jinteki", cost=3, strength=5, inf=2, text=(
    "[sub] Trace[2]. If successful, do 1 net damage. If your trace strength is 5 or greater, do 1 net damage.",),
    subs=(seq(trace(2, damage("net", 1)), if_trace_strength_5(damage("net", 1), "1 more net damage")),))


def _printed_broken(game: Game, card, event) -> bool:
    return event.info.get("ice") is card and any(s.source == "printed" for s in event.info.get("subroutines", ()))


def _lose_1_per_printed(game: Game, ctx: Ctx) -> None:
    """Gold Farmer: 1[c] for each printed subroutine broken (one "whenever" per subroutine; gained ones do not
    count)."""
    printed = [s for s in ctx.event.info.get("subroutines", ()) if s.source == "printed"]
    lose(len(printed), "runner")(game, ctx)


GOLD_FARMER = ice("Gold Farmer", "Barrier", faction="nbn", cost=3, strength=1, inf=3, text=(
    "Whenever the Runner breaks a printed subroutine on this ice, they lose 1[c].",
    "[sub] End the run unless the Runner pays 3[c].", "[sub] End the run unless the Runner pays 3[c]."),
    subs=(end_the_run_unless_pays(3), end_the_run_unless_pays(3)),
    on=(whenever("break", _lose_1_per_printed, _printed_broken, starts="Whenever", structure="encounter"),))


GRIM = ice("Grim", "Sentry - Destroyer - Illicit", faction="neutral-corp", cost=5, strength=5, inf=0,
           text=("When you rez Grim, take 1 bad publicity.", "[sub] Trash 1 program."),
           subs=(trash_program,), on=(when_rezzed(bad_publicity(1)),))


GUARD = _ice("Guard", "neutral-corp", ["Sentry"], 4, 2, 0, ["Guard cannot be bypassed.", "[sub] End the run."],
             [ETR_SUB], prohibitions=(Prohibition("bypass", lambda game, card, subject: subject is card,
                                              "Guard cannot be bypassed."),))


GUTENBERG = ice("Gutenberg", "Sentry - Tracer", faction="nbn", cost=2, strength=3, inf=3,
                text=("Gutenberg has +3 strength while protecting R&D.",
                      "[sub] Trace[7]. If successful, give the Runner 1 tag."),
                subs=(trace(7, give_tags(1)),), strength_bonus=stronger_protecting(3, "R&D"))


GYRI_LABYRINTH = ice("Gyri Labyrinth", "Code Gate", faction="haas-bioroid", cost=2, strength=2, inf=2, text=(
    "[sub] The Runner's maximum hand size is reduced by 2 until the beginning of the Corp's next turn.",),
    subs=(_smaller_grip_until_corp_turn,))


GALAHAD = ice("Galahad", "Barrier - Grail", faction="neutral-corp", cost=2, strength=1, inf=1, text=(
    "When the Runner encounters Galahad, you may reveal up to 2 grail ice from HQ. For the remainder of this run, "
    "Galahad gains the subroutines of the revealed ice in the order of your choice.", "[sub] End the run."),
    subs=(ETR,), on=(when_encountered(grail_reveal),), decisions=("Galahad target",))
