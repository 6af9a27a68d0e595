"""Upgrades whose title begins with Y, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.cards.shared import _left_with
from rulesdb.engine.state.game import Game


def _trashed_from_here(game: Game, card, event) -> bool:
    """A player (not the rules, not an install) trashed a card from this root or protecting this server."""
    subject = event.subject
    if not event.info.get("by") or game.installing or subject is None or subject.left_server is None:
        return False
    if not (game.is_active(card) or _left_with(card, event)):
        return False
    return subject.left_server == game.server_of(card)


YAKOV = upgrade("Yakov Erikovich Avdakov", "Executive", faction="weyland-consortium", cost=2, inf=2, trash=2, text=(
    "Whenever a player trashes a card <em>(including this upgrade)</em> from the root of this server or protecting "
    "it, except during installation, gain 2[c].",),
    on=(whenever("trashed", gain(2), _trashed_from_here, inactive_ok=True, starts="Whenever"),), unique=True)
