"""Events whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _overclock(game: Game, card, server) -> None:
    """Overclock: 5[c] on the event, then the run; its hosted credits may pay for anything during that
    run (the event stays in the play area until the run ends, cr/rule_action_timing_structure_completion)."""
    card.counters["credits"] = 5
    game.trace.add("Overclock: 5[c] are placed on Overclock.", cites.CREDITS_ON_CARDS)
    spend = during_the_run("hosted-credits-in-pool", lambda game, obj, payment: card,
                           "Overclock: you can spend its hosted credits during that run", starts="Place")
    run_event(spend)(game, card, server)


OVERCLOCK = event("Overclock", "Run", faction="neutral-runner", cost=1, inf=0, text=(
    "Place 5[c] on this event, then run any server. You can spend hosted credits during that run.",),
    on_play=_overclock)
