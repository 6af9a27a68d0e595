"""Events whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.runs import run_event
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _one_more_on_the_attacked_server(game: Game, ctx: Ctx) -> None:
    """Jailbreak, if successful: "when you breach the attacked server, access 1 additional card", a lingering
    effect of its "If successful" ability (cr/rule_if_successful_lingering_effect)."""
    from rulesdb.engine.cards.hooks.runs import that_run
    from rulesdb.engine.effects.lasting_effects import lasting
    server = game.run.server
    kind = {"HQ": "access-hq", "R&D": "access-rd"}.get(server)
    if kind is not None:
        lasting(game, kind, lambda game, card, breached: int(breached == server),
                f"Jailbreak: access 1 additional card from {server}", "run", ctx.by, **that_run(if_successful=True))


JAILBREAK = event("Jailbreak", "Run", faction="neutral-runner", cost=0, inf=0, text=(
    "Run HQ or R&D. If successful, draw 1 card and when you breach the attacked server, access 1 additional "
    "card.",),
    on_play=run_event(whenever("successful", seq(draw(1), _one_more_on_the_attacked_server), starts="Run HQ")))


JOY_RIDE = event("Joy Ride", "Run", faction="shaper", cost=2, inf=3, text=("Run R&D. If successful, draw 5 cards.",),
                 on_play=run_event(whenever("successful", draw(5), starts="Run R&D")))
