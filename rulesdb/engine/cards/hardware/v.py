"""Hardware whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import hardware


def _identify_mark(game, ctx) -> None:
    from rulesdb.engine.state.mark import identify_mark
    identify_mark(game, ctx.by)


def _first_successful_run_on_mark(game, card, event) -> bool:
    """Virtuoso: a successful run on the mark, the first since the mark was designated this turn
    (cr/rule_mark_designated_condition_check)."""
    from rulesdb.engine.state.mark import mark, successful_runs_on_mark
    return event.info.get("server") == mark(game, card) and not successful_runs_on_mark(game)


def _virtuoso_bonus(game, ctx) -> None:
    """If the mark is HQ, 1 more access when HQ is breached this run; otherwise breach HQ when the run ends."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.run.access import breach
    if game.run.server == "HQ":
        game.breach_extra["HQ"] = game.breach_extra.get("HQ", 0) + 1
        game.trace.add(f"{ctx.by}: the Runner will access 1 additional card when they breach HQ.",
                       cites.cr("rule_mark_designated_condition_check"), key=True)
        return
    delayed("run-ends", lambda game, ctx: breach(game, "HQ", by=ctx.by), "Breach HQ when the run ends.")(game, ctx)


VIRTUOSO = hardware("Virtuoso", "Console", faction="criminal", unique=True, cost=4, inf=4, text=(
    "+1[MU]", "When your turn begins, identify your mark. <em>(If you don’t have a mark, a random central "
    "server becomes your mark for this turn.)</em>",
    "The first time each turn you make a successful run on your mark, if that server is HQ, access 1 "
    "additional card when you breach HQ. Otherwise, breach HQ when the run ends.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_turn_begins(_identify_mark), whenever("successful", _virtuoso_bonus, _first_successful_run_on_mark,
                                                   starts="The first time")))


def _corp_hq_at_hand_size(game, ctx) -> bool:
    return len(game.corp.hand) == game.hand_size("corp")


VIGIL = hardware("Vigil", "Console", faction="anarch", unique=True, cost=2, inf=2, text=(
    "+1[MU]", "When your turn begins, if the Corp has cards in HQ equal to their maximum hand size, draw 1 card.",
    CONSOLE_LIMIT), memory_bonus=1, on=(when_turn_begins(when(_corp_hq_at_hand_size, draw(1))),))
