"""What several events share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.effects.common import gain_credits


def _gain(n: int):
    def play(game, card, target) -> None:
        gain_credits(game, "runner", n, card.title)
    return play
