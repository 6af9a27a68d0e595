"""Hardware whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.only_choice import ask_must


def _boost_a_breaker(game, ctx) -> None:
    """Net-Ready Eyes: the chosen icebreaker gets +1 strength for the remainder of the run."""
    breakers = [o for o in game.installed()
                if o.owner == "runner" and not o.facedown and o.card.facts.has("icebreaker")]
    if not breakers or game.run is None:
        return
    titles = labels(game, breakers, "runner")
    chosen = breakers[titles.index(ask_must(game, "Net-Ready Eyes target", titles, "Runner", cites.C_TARGETS))]
    game.run.boosts[chosen.object_id] = game.run.boosts.get(chosen.object_id, 0) + 1
    game.trace.add(f"{ctx.by}: {chosen.title} gets +1 strength for the remainder of the run (now "
                   f"{game.breaker_strength(chosen)}).", cites.BOOST_FOR_RUN)


NET_READY_EYES = hardware("Net-Ready Eyes", "Cybernetic", faction="shaper", unique=True, cost=0, inf=2, text=(
    "When you install Net-Ready Eyes, suffer 2 meat damage.",
    "Whenever you initiate a run, choose an icebreaker. That icebreaker has +1 strength for the "
    "remainder of the run."), on_install=on_install(damage("meat", 2)),
    on=(whenever("run-begins", _boost_a_breaker, starts="Whenever you initiate"),))
