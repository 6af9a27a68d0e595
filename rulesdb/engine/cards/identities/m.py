"""Identities whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.state.game import Game


def _three_different_actions(game: Game, card, event) -> bool:
    """MirrorMorph: the third action of the Corp's turn completes, and the first three differ."""
    first = game.turn.actions[:3]
    return event.info.get("side") == card.owner == game.turn.active and event.info.get("number") == 3 \
        and len(set(first)) == 3


MIRRORMORPH = _corp("MirrorMorph: Endless Iteration", "Division", "haas-bioroid", [
    "If the first, second, and third actions you take on your turn are each different from one another, "
    "when the third action completes, you may gain 1[c] or take another different action, paying "
    "[click] less."],
    on=(whenever("action-done", gain(1), _three_different_actions, optional="use MirrorMorph",
                 refs=(cites.cr("rule_defferent_actions"),)),),
    waits_for="corp actions")  # only the 1[c] option: the extra action is not offered yet
