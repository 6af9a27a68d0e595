"""Revealing the Runner's grip (Snoop, Vera Ivanovna Shuyskaya, Invasion of Privacy): every card in it shown to both
players (cr/rule_reveal), traced and reported as one reveal (`effects.reveal`)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game


def reveal_the_grip(game: Game, ctx, who: str = "corp") -> list:
    """Reveal all cards in the grip; returns them (the Runner's own reveal says `who="runner"`)."""
    grip = list(game.runner.hand)
    game.trace.add(f"{ctx.by}: the grip is revealed: {', '.join(c.title for c in grip) or 'empty'}.",
                   cites.cr("rule_reveal"))
    revealed(game, who, len(grip))
    return grip


def reveal_the_grip_and_trash_1(game: Game, ctx) -> None:
    """"Reveal the grip. Trash 1 card revealed this way" (the Corp names it: "<card> target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    card = choose(game, ctx, reveal_the_grip(game, ctx), "Corp", "there is no card in the grip to trash", cites.TRASH)
    if card is not None:
        trash(game, card, ctx.by, who="corp")
