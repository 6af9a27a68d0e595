"""Jacking out: whether the Runner may (a lasting "cannot jack out", the additional costs to jack out, a Corp
ability preventing it) and the run ending when they do."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.ending import end_encounter
from rulesdb.engine.state.game import Game


def may_jack_out(game: Game, by: str) -> bool:
    """"The Runner may jack out" (decision "jack out at <card>"): on yes the run ends, and so does any
    encounter in it; the Run Ends Phase follows (cr/rule_jacking_out)."""
    run = game.run
    if run is None or run.ended or run.reached_success or cannot_jack_out(game):
        return False
    if game.decider.ask(f"jack out at {by}", ["yes", "no"], "Runner", general=("jack out",)) == "no":
        game.trace.add(f"{by}: the Runner may jack out, and does not.", cites.JACK_OUT)
        return False
    if jack_out_prevented(game):
        return False
    pay_jack_out_costs(game)
    jack_out(game, by)
    return True


PREVENT_JACK_OUT = "prevent-jack-out"  # a Static: value(game, card, None) -> an effect(game, card) that prevents it


def jack_out_prevented(game: Game) -> bool:
    """As the Runner would jack out, each Corp card able to prevent it is offered ("use <card>": Labyrinthine
    Servers); one used prevents it (cr/sec_prevent_avoid)."""
    for obj, rule in list(game.statics(PREVENT_JACK_OUT)):
        prevent = rule.value(game, obj, None)
        if prevent is not None and game.decider.ask(f"use {obj.title}", ["yes", "no"], "Corp") == "yes":
            prevent(game, obj)
            game.trace.add(f"{obj.title}: the Runner is prevented from jacking out.", cites.C_PREVENT, cites.JACK_OUT,
                           key=True)
            return True
    return False


JACK_OUT_COSTS = "jack-out-costs"  # a Static: value(game, card, None) -> typed costs added to jacking out


def jack_out_costs(game: Game) -> list:
    """(card, its typed costs) for each additional cost to jack out now (Port Anson Grid: decision "<card> cost")."""
    found = [(obj, tuple(rule.value(game, obj, None))) for obj, rule in game.statics(JACK_OUT_COSTS)]
    return [(obj, costs) for obj, costs in found if costs]


def pay_jack_out_costs(game: Game) -> None:
    from rulesdb.engine.effects.costtypes import label, pay_all
    for obj, costs in jack_out_costs(game):
        game.trace.add(f"The Runner pays {obj.title}'s additional cost to jack out: {label(costs, obj)}.",
                       cites.ADDITIONAL_COST, cites.JACK_OUT)
        pay_all(game, "runner", obj, costs)


def cannot_jack_out(game: Game) -> bool:
    """A lasting "the Runner cannot jack out" (Whirlpool, kind "cannot-jack-out"), or an additional cost to jack out the
    Runner cannot pay (Port Anson Grid): the choice to jack out is not offered; "cannot" beats "may"
    (cr/rule_cannot_precedence)."""
    from rulesdb.engine.effects.costtypes import label, payable
    forbidden = game.forbidden("jack-out")
    if forbidden:
        game.trace.add(f"The Runner cannot jack out ({forbidden}).", cites.C_CANNOT, cites.JACK_OUT)
        return True
    unpaid = [(obj, costs) for obj, costs in jack_out_costs(game) if not payable(game, "runner", obj, costs)]
    for obj, costs in unpaid:
        game.trace.add(f"The Runner cannot pay {obj.title}'s additional cost to jack out ({label(costs, obj)}).",
                       cites.ADDITIONAL_COST, cites.JACK_OUT)
    return bool(unpaid)


def jack_out(game: Game, by: str) -> None:
    """"Jack out": the run ends, and so does any encounter in it (cr/rule_jacking_out)."""
    run = game.run
    run.ended, run.record["ended_by"] = True, "the Runner jacking out"
    game.trace.add(f"{by}: the Runner jacks out.", cites.JACK_OUT, cites.cr("rule_jacking_out"), key=True)
    end_encounter(game, "jacked out")
