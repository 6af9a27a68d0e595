"""Hardware whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.state.game import Game


def _runner_broke_on_encountered_ice(game: Game, card, event) -> bool:
    enc = event.info.get("encounter")
    return event.subject is not None and event.subject.owner == "runner" and enc is not None and not enc.ended


def _e3_break_more(game: Game, ctx: Ctx) -> None:
    """e3 Feedback Implants: for each subroutine just broken, the Runner may pay 1[c] to break 1 more on that ice
    ("e3 Feedback Implants choice": "N: text", or `no`); a break this way is itself a break, so it may chain."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.run.breaking import break_subroutines
    from rulesdb.engine.state.subroutines import of_encounter
    enc = ctx.event.info["encounter"]
    for _ in range(ctx.event.info.get("count", 1)):
        payment = Payment("runner", 1, "ability", f"{ctx.by} (1[c])", ctx.source)
        texts = [f"{i + 1}: {s.text}" for i, s in enumerate(of_encounter(game, enc)) if i not in enc.broken]
        if enc.ended or not texts or not able(game, payment):
            return
        choice = game.decider.ask("e3 Feedback Implants choice", [*texts, "no"], "Runner")
        if choice == "no":
            return
        pay(game, payment, cites.COST)
        break_subroutines(game, enc, ctx.source, [int(choice.split(":", 1)[0]) - 1])


E3_FEEDBACK_IMPLANTS = hardware("e3 Feedback Implants", "Mod", faction="criminal", cost=2, inf=2, text=(
    "Whenever you break a subroutine on a piece of ice, you may pay 1[c] to break 1 subroutine on that ice.",),
    on=(whenever("break", _e3_break_more, _runner_broke_on_encountered_ice, starts="Whenever",
                 structure="encounter"),), decisions=("e3 Feedback Implants choice",))


ENDURANCE = hardware("Endurance", "Console - Vehicle", faction="shaper", unique=True, cost=8, inf=5, text=(
    "+2[MU]", "When you install this hardware, place 3 power counters on it.",
    "The first time each turn you make a successful run, place 1 power counter on this hardware.",
    "2 hosted power counters: Break up to 2 subroutines.", CONSOLE_LIMIT), memory_bonus=2,
    on_install=on_install(place_counters("power", 3)),
    breaker=breaks(None, 0, up_to=2, costs=(HostedCounters("power", 2),)),
    on=(when_successful_run(place_counters("power", 1), once_per_turn=True, starts="The first time"),))


def _grip_size_instead(game, card, subject) -> int:
    """Ekomind: the memory limit is set to the grip's size, before the abilities that raise or lower it apply
    (cr/rule_modify_value): the difference from the printed limit."""
    return len(game.runner.hand) - game.runner.memory_limit


EKOMIND = hardware("Ekomind", "Console", faction="anarch", unique=True, cost=2, inf=3, text=(
    "Your memory limit is equal to the number of cards in your grip.", CONSOLE_LIMIT),
    on=(constant("memory", _grip_size_instead, starts="Your memory limit"),))
