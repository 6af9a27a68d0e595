"""Additional costs to run a server ("As an additional cost to run this server, the Runner must ..."): paid
when the server is announced as the attacked server, before bad publicity credits (cr/rule_additional_cost_to_run,
cr/rule_bad_publicity_cost_to_run); a Runner unable to pay cannot make that run."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError

RUN_COSTS = "run-costs"  # a Static: value(game, card, server name) -> typed costs to run it, or ()
IGNORE_RUN_COSTS = "ignoring any additional costs to run"  # in Run.used: a run that pays none


def unpayable(game: Game, server: str) -> str | None:
    """Why the Runner cannot run `server` for want of paying an additional cost to run it (Cold Site Server), or None;
    a basic action to run is then refused before its [click] is spent (cr/rule_additional_cost_to_run)."""
    if game.run is not None and IGNORE_RUN_COSTS in game.run.used:
        return None
    for obj, rule in list(game.statics(RUN_COSTS)):
        costs = rule.value(game, obj, server)
        if costs and not payable(game, "runner", obj, costs):
            return (f"the Runner cannot run on {server}: they cannot pay the additional cost to run it "
                    f"({label(costs, obj)}, {obj.title})")
    return None


def pay_costs_to_run(game: Game, server: str) -> None:
    if game.run is not None and IGNORE_RUN_COSTS in game.run.used:
        if any(rule.value(game, obj, server) for obj, rule in game.statics(RUN_COSTS)):
            game.trace.add(f"The run on {server} ignores any additional costs to run it.",
                           cites.cr("rule_ignore_general_cost"), key=True)
        return
    unpaid = unpayable(game, server)
    if unpaid:
        raise ScenarioError(f"{game.decider.source}: {unpaid}")
    for obj, rule in list(game.statics(RUN_COSTS)):
        costs = rule.value(game, obj, server)
        if not costs:
            continue
        game.trace.add(f"As an additional cost to run {server}, the Runner pays {label(costs, obj)} ({obj.title}); "
                       "paid as the server is announced.", cites.cr("rule_additional_cost_to_run"), key=True)
        pay_all(game, "runner", obj, costs)
