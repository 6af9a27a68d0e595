"""Agendas whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.game import Game


def _accessed_while_tagged(game: Game, card, event) -> bool:
    """Quantum Predictive Model: the whole trigger condition is the access happening while the Runner
    is tagged; a tag taken after the access begins does not count
    (cr/rule_condition_requirements_part_of_condition)."""
    return event.subject is card and game.runner.tags > 0


def _to_corp_score_area(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.installed import trash_self
    from rulesdb.engine.run.accessed_card import still_there, take_from_corp
    card = ctx.source
    if not still_there(game, card):
        return
    for hosted in list(card.hosted):  # a hosted condition counter leaves with its host
        trash_self(game, Ctx(hosted, "corp", f"{card.title} leaving the root"))
    take_from_corp(game, card)
    add_to_score_area(game, "corp", card, ctx.by)
    game.access.done = True


QPM = _agenda("Quantum Predictive Model", "Security", "nbn", 1, 3, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda while they are tagged, add it to your score area."],
    on=(whenever("access", _to_corp_score_area, _accessed_while_tagged, starts="When the Runner accesses",
                  inactive_ok=True),), waits_for="")
