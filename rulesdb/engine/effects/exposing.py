"""Exposing an installed facedown card (cr/rule_expose): an interrupt window opens first for abilities that act as
"a card would be exposed" (Zaibatsu Loyalty: rez itself, prevent it), then the card is revealed to both players and
stays as it was (state/visibility.expose)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.visibility import expose, is_facedown


def expose_card(game: Game, card: CardObj, by: str) -> bool:
    """Expose `card` unless an interrupt prevents it; True when it was exposed."""
    return not exposure_prevented(game, card, by) and expose(game, card, by)


def exposure_prevented(game: Game, card: CardObj, by: str) -> bool:
    """The interrupt window before `card` would be exposed, opened only when some card has an interrupt for it;
    True when the exposure was prevented."""
    from rulesdb.engine.effects.interrupts import Imminent, window
    watched = any(rule.event == "expose" for obj in game.in_play() for rule in obj.card.interrupts)
    if not (watched and game.is_installed(card) and is_facedown(game, card)):
        return False
    if window(game, Imminent("expose", 1, source=by, target=card)).remaining:
        return False
    game.trace.add(f"{by}: {card.title} is not exposed: that was prevented.", cites.cr("rule_expose"),
                   cites.C_PREVENT, key=True)
    return True
