"""The checkpoint's check of where cards are hosted (cr/step_checkpoint_card_restrictions): a card
hosted on a card whose active ability forbids hosting (Tithonium, once rezzed) is in an illegal
location, and the game trashes it."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game

CHECKPOINT = cites.cr("step_checkpoint_card_restrictions")


def enforce_hosting(game: Game) -> None:
    """Trash every card hosted on an active card that cannot host cards; with one host at fault, the
    only appropriate set is all it hosts, so no one chooses."""
    from rulesdb.engine.effects.trashing import trash
    for host in game.installed():
        if not host.hosted or not game.is_active(host):
            continue
        if not any(rule.kind == "cannot-host" for rule in host.card.statics):
            continue
        for card in list(host.hosted):
            game.trace.add(f"{card.title} is hosted on {host.title}, which cannot host cards: it is in an "
                           "illegal location.", CHECKPOINT, key=True)
            # the game rules trash it, not a player: "prevent a player from trashing" cannot apply
            trash(game, card, "The checkpoint", CHECKPOINT, preventable=False)
