"""Hardware whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets
from rulesdb.engine.cards.hooks import (
    constant,
    whenever,
)
from rulesdb.engine.cards.printed import hardware


def _corp_must_rez(game, ctx) -> None:
    """Blackguard: the exposed card is rezzed, if the Corp is able to pay its rez cost (no choice)."""
    from rulesdb.engine.timing.flow import offer_rez
    card = ctx.event.subject
    if card.rezzed or card.card.facts.type not in ("ice", "asset", "upgrade") or game.locate(card) is None:
        game.trace.add(f"{ctx.by}: {card.title} cannot be rezzed.", cites.REZ)
        return
    offer_rez(game, card, forced=True)


BLACKGUARD = hardware("Blackguard", "Console", faction="criminal", cost=11, inf=2, text=(
    "+2[MU]", "Whenever you expose a card, the Corp must rez it by paying its rez cost, if able.",
    CONSOLE_LIMIT), memory_bonus=2, on=(whenever("exposed", _corp_must_rez, starts="Whenever"),))


BOX_E = hardware("Box-E", "Console", faction="criminal", cost=4, inf=1, text=(
    "+2[MU]", "Your maximum hand size is increased by 2.", CONSOLE_LIMIT), memory_bonus=2,
    on=(constant("hand-size", _runner_gets(2), starts="Your maximum"),))
