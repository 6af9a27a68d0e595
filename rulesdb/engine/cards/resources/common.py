"""What several resources share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.state.game import Game


def _encountering(game: Game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended
