"""Cards the Runner "can play or install as if they were in your grip" (Bling's hosted cards): they stay hosted,
not installed and not in the grip (damage, hand size and "cards in your grip" never see them), but the basic
actions and the effects that install from the grip may take them, ending the hosting (cr/rule_install_from_hosted).
"""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

AS_IF_IN_GRIP = "hosted-as-if-in-grip"  # a constant ability: the cards hosted on this card


def as_if_in_grip(game: Game) -> list[CardObj]:
    """The cards hosted on active cards whose constant ability lets them be played or installed from there."""
    return [h for card, _ in game.statics(AS_IF_IN_GRIP) if card is not None for h in card.hosted]


def take_from(game: Game, card: CardObj, pile: list[CardObj]) -> None:
    """Take `card` out of `pile`, or off its host when it was played or installed as if in the grip."""
    host = card.host
    if host is not None and any(h is card for h in host.hosted):
        host.hosted = [h for h in host.hosted if h is not card]
        return
    pile.remove(card)


def from_grip(game: Game) -> list[CardObj]:
    """What an effect that plays or installs "from your grip" may take: the grip, and cards hosted as if there."""
    return [*game.runner.hand, *as_if_in_grip(game)]
