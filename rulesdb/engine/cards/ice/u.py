"""Ice whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.runs import when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import more_than_one_printed_broken, subroutine_may_have_forbidden
from rulesdb.engine.cards.primitives.choices import may, seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags, lose, lose_credits
from rulesdb.engine.cards.primitives.run import cannot, end_the_run
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.game import Game


def _runner_gains_2_for_a_lock(game: Game, ctx: Ctx) -> None:
    """Unsmiling Tsarevna: the Runner gains 2[c]; for the remainder of that run, during each encounter with
    this ice, the Runner cannot break more than 1 of its printed subroutines."""
    ice = ctx.source
    gain(2, "runner")(game, ctx)

    def forbids(game, card, subject) -> bool:
        enc, breaker, group = subject
        return enc.ice is ice and more_than_one_printed_broken(game, enc, breaker, group)
    lasting(game, "cannot-break-subroutines", forbids, "During each encounter with Unsmiling Tsarevna, the Runner "
            "cannot break more than 1 of its printed subroutines.", "run", ctx.by)


UNSMILING_TSAREVNA = ice("Unsmiling Tsarevna", "Sentry - AP", faction="nbn", cost=4, strength=2, inf=2, text=(
    "When you rez this ice during a run against this server, you may have the Runner gain 2[c]. If you do, during "
    "each encounter with this ice for the remainder of that run, the Runner cannot break more than 1 of its "
    "printed subroutines.", "[sub] Give the Runner 1 tag.", "[sub] Do 2 net damage.", "[sub] You may draw 2 cards."),
    subs=(give_tags(1), damage("net", 2), may(draw(2), "draw 2")),
    on=(when_rezzed_during_a_run_here(_runner_gains_2_for_a_lock, optional="use Unsmiling Tsarevna"),),
    decisions=("Unsmiling Tsarevna choice",))


UROBOROS = ice("Uroboros", "Sentry - Tracer", faction="nbn", cost=6, strength=4, inf=2, text=(
    "[sub] Trace[4]. If successful, the Runner cannot make another run this turn.",
    "[sub] Trace[4]. If successful, end the run."),
    subs=(trace(4, cannot("run", lambda game, ctx, server: True, "The Runner cannot make another run this turn.",
                          "turn")), trace(4, end_the_run)),
    on=(subroutine_may_have_forbidden(lambda game, card, asked: asked[0] == "run"),))


def _lose_all_credits(game: Game, ctx: Ctx) -> None:
    lose_credits(game, "runner", game.runner.credits, ctx.by, ctx.source)


UNIVERSAL_CONNECTIVITY_FEE = ice("Universal Connectivity Fee", "Trap", faction="nbn", cost=2, strength=2, inf=1,
                                 text=("[sub] If the Runner is not tagged, they lose 1[c]. If the Runner is tagged, "
                                       "they lose all credits in their credit pool and you trash this ice.",),
                                 subs=(when(lambda game, ctx: game.runner.tags > 0, seq(_lose_all_credits, trash_self),
                                            lose(1)),))
