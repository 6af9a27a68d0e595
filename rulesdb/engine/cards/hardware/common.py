"""What several hardware share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

CONSOLE_LIMIT = "Limit 1 console per player."


def _runner_gets(n: int):
    return lambda game, card, side: n if side == "runner" else 0
