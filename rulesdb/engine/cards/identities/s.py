"""Identities whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives import (
    Ctx,
)
from rulesdb.engine.state.game import Game


def _runner_click_in_a_run(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("side") == "runner" and run is not None and not run.complete \
        and first_time_this_turn(game, card, "click during a run")


def _archives_to_top_of_rd(game: Game, ctx: Ctx) -> None:
    """Seidr Laboratories: 1 card from Archives to the top of R&D (a new object there)."""
    pile = game.corp.discard
    if not pile:
        return
    titles = [c.title for c in pile]
    card = pile.pop(titles.index(game.decider.ask("Seidr Laboratories target", titles, "Corp")))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to the top of R&D.")


SEIDR = _corp("Seidr Laboratories: Destiny Defined", "Division", "haas-bioroid", [
    "The first time each turn the Runner loses or spends [click] during a run, you may add 1 card "
    "from Archives to the top of R&D."],
    on=tuple(whenever(kind, _archives_to_top_of_rd, _runner_click_in_a_run, optional="use Seidr Laboratories")
             for kind in ("clicks-spent", "clicks-lost")),
    decisions=("Seidr Laboratories target",), waits_for="")
