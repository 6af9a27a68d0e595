"""Cards hosted without being installed ("Host 1 program from your grip on this resource", "(It is not
installed.)"): they sit faceup on their host in zone NOT_INSTALLED, so none of their abilities is active
and they use no memory (cr/rule_host_without_install, cr/rule_hosted_when_not_installed). Installing one
ends the hosting (cr/rule_install_from_hosted): `installing.install_one` with the host's cards as the pile.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import NOT_INSTALLED, CardObj

HOST_WITHOUT_INSTALL = cites.cr("rule_host_without_install")


def host_uninstalled(game: Game, host: CardObj, card: CardObj, pile: list[CardObj], by: str) -> CardObj:
    """Take `card` out of `pile` (the grip, the stack) and host it faceup on `host`, not installed."""
    pile.remove(card)
    hosted = game.change_zone(card, NOT_INSTALLED)
    hosted.host, hosted.faceup = host, True
    host.hosted.append(hosted)
    game.trace.add(f"{by}: {card.title} is hosted faceup on {host.title}; it is not installed.",
                   cites.C_HOST, HOST_WITHOUT_INSTALL, key=True)
    return hosted


def trash_hosted(game: Game, host: CardObj, by: str) -> None:
    """Trash every card hosted on `host` (each a trash "from any location": Aniccam sees an event)."""
    from rulesdb.engine.effects.trashing import trash
    for card in list(host.hosted):
        trash(game, card, by)
