"""Hardware whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _successful_central_run_ends(game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("outcome") == "successful"
                           and past.info.get("server") in ("HQ", "R&D"))


def _draw_per_access(game, ctx) -> None:
    draw(len(game.run.record["accessed"]))(game, ctx)


OBELUS = hardware("Obelus", "Console", faction="anarch", unique=True, cost=4, inf=3, text=(
    "+1[MU]", "You get +1 maximum hand size for each tag you have.",
    "The first time each turn a successful run on HQ or R&D ends, draw 1 card for each time you "
    "accessed a card during that run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(constant("hand-size", lambda game, card, side: game.runner.tags if side == "runner" else 0,
                 starts="You get"),
        whenever("run-ends", _draw_per_access, _successful_central_run_ends, starts="The first time")))


def _one_small_program(game: Game, host, card) -> bool:
    """"Can host a single program of 1[MU] or less"."""
    return card.card.facts.type == "program" and game.memory_cost(card) <= 1 and not host.hosted


def _using_the_hosted_program(game: Game, card, payment) -> bool:
    subject = payment.subject
    return payment.purpose in ("ability", "icebreaker") and subject is not None and subject.host is card


OMNI_DRIVE = hardware("Omni-drive", "Gear", faction="shaper", cost=3, inf=3, text=(
    "Omni-drive can host a single program of 1[MU] or less. The memory cost of the hosted program does not count "
    "against your memory limit.", "1[recurring]", "Use this credit to pay for using the hosted program."),
    can_host=_one_small_program, recurring=1,
    credit_source=CreditSource(_using_the_hosted_program, "using the hosted program"),
    on=(constant("hosted-memory-free", lambda game, card, host: host is card, starts="Omni-drive can host"),))
