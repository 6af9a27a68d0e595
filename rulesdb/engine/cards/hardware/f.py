"""Hardware whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.primitives.players import remove_tags
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import base_trace_strength_is_0
from rulesdb.engine.effects.costtypes import Credits, TrashSelf

FEEDBACK_FILTER = hardware("Feedback Filter", "Gear", faction="shaper", cost=2, inf=1, text=(
    "[interrupt] → 3[c]: Prevent 1 net damage.", "[interrupt] → [trash]: Prevent up to 2 core damage."),
    on=(prevent("damage", 1, kinds=("net",), costs=(Credits(3),), starts="[interrupt] → 3"),
        prevent("damage", 2, kinds=("core",), costs=(TrashSelf(),), starts="[interrupt] → [trash]")))


def _runners_turn(game, card, *_) -> bool:
    """"Use this hardware only during your turn" (cr/rule_restriction)."""
    return game.turn.active == "runner"


def _runners_turn_in_a_run(game, card) -> bool:
    run = game.run
    return _runners_turn(game, card) and run is not None and not run.ended and not run.reached_success


def _jack_out(game, ctx) -> None:
    from rulesdb.engine.effects.jacking_out import jack_out
    jack_out(game, ctx.by)


FLIP_SWITCH = hardware("Flip Switch", "", faction="criminal", cost=1, inf=1, text=(
    "Use this hardware only during your turn.", "[trash]: Jack out.", "[trash]: Remove 1 tag.",
    "[interrupt] → [trash]: Reduce the base trace strength of a trace to 0."),
    on=(paid(TrashSelf(), effect=_jack_out, when=_runners_turn_in_a_run, starts="[trash]: Jack out"),
        paid(TrashSelf(), effect=remove_tags(1), when=_runners_turn, starts="[trash]: Remove"),
        prevent("trace", None, costs=(TrashSelf(),), condition=_runners_turn, then=base_trace_strength_is_0,
                starts="[interrupt]")))


FORGER = hardware("Forger", "Console", faction="criminal", cost=1, inf=1, text=(
    "+1[link]", "[interrupt] → [trash]: Prevent 1 tag.", "[trash]: Remove 1 tag.", CONSOLE_LIMIT), link=1,
    on=(prevent("tags", 1, costs=(TrashSelf(),)), paid(TrashSelf(), effect=remove_tags(1), starts="[trash]: Remove")))
