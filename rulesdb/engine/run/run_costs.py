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


def pay_costs_to_run(game: Game, server: str) -> None:
    if game.run is not None and IGNORE_RUN_COSTS in game.run.used:
        if any(rule.value(game, obj, server) for obj, rule in game.statics(RUN_COSTS)):
            game.trace.add(f"The run on {server} ignores any additional costs to run it.",
                           cites.cr("rule_ignore_general_cost"), key=True)
        return
    for obj, rule in list(game.statics(RUN_COSTS)):
        costs = rule.value(game, obj, server)
        if not costs:
            continue
        if not payable(game, "runner", obj, costs):
            raise ScenarioError(f"{game.decider.source}: the Runner cannot run on {server}: they cannot pay the "
                                f"additional cost to run it ({label(costs, obj)}, {obj.title})")
        game.trace.add(f"As an additional cost to run {server}, the Runner pays {label(costs, obj)} ({obj.title}); "
                       "paid as the server is announced.", cites.cr("rule_additional_cost_to_run"), key=True)
        pay_all(game, "runner", obj, costs)
