"""Identities whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives.run import trash_accessed_card
from rulesdb.engine.effects.counter_costs import AnyCounters
from rulesdb.engine.state.game import Game


def _accessed_non_agenda_cost(game: Game) -> int | None:
    """Freedom Khumalo's X: the rez or play cost of the non-agenda card being accessed (None otherwise)."""
    access = game.access
    card = access.current if access is not None else None
    if card is None or card.card.facts.type == "agenda":
        return None
    return card.card.facts.cost or 0


FREEDOM_KHUMALO = _runner("Freedom Khumalo: Crypto-Anarchist", "Cyborg", "anarch", 0, [
    "Access, once per turn → Any X virus counters: Trash the non-agenda card you are accessing. X must be "
    "equal to that card's rez or play cost."],
    on=(paid(AnyCounters("virus", _accessed_non_agenda_cost), effect=trash_accessed_card, access=True,
             once_per_turn=True, starts="Access", trashes_accessed=True),),
    decisions=("pay Freedom Khumalo",), waits_for="")
