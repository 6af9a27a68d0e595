"""What several hardware share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

CONSOLE_LIMIT = "Limit 1 console per player."


def _runner_gets(n: int):
    return lambda game, card, side: n if side == "runner" else 0


def for_using(subtype: str):
    """"Use this credit to pay for using <subtype>s" (Dyson Fractal Generator, Lockpick, Silencer): their break and
    strength abilities and any other ability with a credit cost (cr/rule_spend_credits)."""
    from rulesdb.engine.state.carddef import CreditSource

    def eligible(game, card, payment) -> bool:
        subject = payment.subject
        return (payment.purpose in ("icebreaker", "ability") and subject is not None
                and game.has_subtype(subject, subtype))
    return CreditSource(eligible, f"using {subtype}s")
