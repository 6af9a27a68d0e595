"""Traces: the base strength, the Corp's and the Runner's boosts, and the trace's result reported as events."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game


def trace(game: Game, base: int, by: str) -> bool:
    """Trace[base]: each player may spend credits to raise strength; success if the Corp's is higher."""
    from rulesdb.engine.effects.costs import Payment, pay

    base = _base_trace_strength(game, base, by)
    _trace_initiated(game)
    corp_boost = _boost(game, "corp", f"Corp trace boost {by}", by)
    runner_boost = _boost(game, "runner", f"Runner link boost {by}", by)
    corp, runner = base + corp_boost, game.link() + runner_boost
    for side, n in (("corp", corp_boost), ("runner", runner_boost)):
        if n:
            pay(game, Payment(side, n, "trace", f"{by}'s trace"), cites.TRACE)
    from rulesdb.engine.state.unseen_blank import printed_decides
    printed_decides(game, "link", lambda n: corp > runner - n, f"{by}'s trace")
    success = corp > runner
    game.last_trace = {"strength": corp, "link": runner, "successful": success}
    game.trace.add(f"{by}'s trace: trace strength {corp} against link strength {runner}: "
                   f"{'successful' if success else 'unsuccessful'}.", cites.TRACE,
                   cites.cr("step_trace_determine_success"))
    _trace_determined(game, success)
    return success


def _base_trace_strength(game: Game, base: int, by: str) -> int:
    """The trace is about to be initiated (cr/step_trace_initiated): an [interrupt] may lower its base trace
    strength (cr/rule_trace_attempt_and_base_trace_strength); the window opens only when a card has one."""
    if not any(r.event == "trace" for o in game.in_play() for r in o.card.interrupts):
        return base
    from rulesdb.engine.effects.interrupts import Imminent, window
    return window(game, Imminent("trace", base, source=by)).remaining


def _trace_initiated(game: Game) -> None:
    """"Whenever a trace is initiated" (Power Tap): met once the base trace strength is set, resolved before the
    players raise the strength and the link (cr/step_trace_initiated)."""
    from rulesdb.engine.effects.triggers import checkpoint
    before = len(game.pending)
    emit(game, Event("trace-initiated"))
    if len(game.pending) > before:
        checkpoint(game)


def _trace_determined(game: Game, success: bool) -> None:
    """"Whenever there is a successful trace" (Spinal Modem) is met as the trace is determined, with the
    trace's own "if successful" ability; pending abilities resolve in a checkpoint, the active player's
    first (cr/step_trace_determine_success, cr/rule_trace_conditional_abilities)."""
    from rulesdb.engine.effects.triggers import checkpoint
    before = len(game.pending)
    emit(game, Event("trace-determined", info={"successful": success}))
    if len(game.pending) > before:
        checkpoint(game)


def _boost(game: Game, side: str, name: str, by: str) -> int:
    from rulesdb.engine.effects.costs import Payment, sources

    most = sum(s.available for s in sources(game, Payment(side, 0, "trace", by)))

    def check(value):
        if not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
        return value

    player = game.player(side).name
    return game.decider.ask(name, [f"0..{most}"], player, check=check) if most else 0
