"""Costs that cannot be paid in a way that would break the restriction on what they pay for
(cr/rule_cost_restrictions): trashing SanSan City Grid to pay Azef Protocol's cost to score would
raise the agenda's advancement requirement above its counters, so SanSan is no way to pay."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

COST_RESTRICTIONS = cites.cr("rule_cost_restrictions")


def requirement_without(game: Game, agenda: CardObj, gone: CardObj) -> int:
    """The agenda's advancement requirement once `gone` has left play (its modifiers with it)."""
    from rulesdb.engine.effects.scoring import requirement
    lost = sum(rule.value(game, gone, agenda) for rule in gone.card.statics
               if rule.kind == "advancement-requirement") if game.is_active(gone) else 0
    return requirement(game, agenda) - lost


def keeps_score_restriction(game: Game, agenda: CardObj, gone: CardObj) -> bool:
    """Whether trashing `gone` as part of the cost to score `agenda` leaves it scorable."""
    if agenda.card.facts.type != "agenda" or game.locate(agenda) is None:
        return True
    return agenda.counters.get("advancement", 0) >= requirement_without(game, agenda, gone)


def explain_left_out(game: Game, agenda: CardObj, others: list[CardObj]) -> None:
    """Say in the trace which cards cannot pay the cost to score, and why."""
    for gone in others:
        if not keeps_score_restriction(game, agenda, gone):
            game.trace.add(f"{gone.title} cannot be trashed to pay the cost to score {agenda.title}: "
                           f"its advancement requirement would become "
                           f"{requirement_without(game, agenda, gone)}, more than its "
                           f"{agenda.counters.get('advancement', 0)} advancement counters.",
                           COST_RESTRICTIONS)
