"""Operations whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import Ctx, draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.game import CENTRAL, Game

FAST_BREAK = operation("Fast Break", "", faction="haas-bioroid", cost=4, inf=3, text=(
    "Gain X[c]. Draw up to X cards. Install up to X cards in the root of and/or protecting a single "
    "remote server. X is equal to the number of agendas in the Runner's score area.",),
    waits_for="corp actions")  # a plain card for now: its printed facts, no play effect


def _fully_operational(game: Game, ctx: Ctx) -> None:
    """Gain 2[c] or draw 2, once and again for each remote server with a card in its root and ice protecting
    it (counted once, as the ability begins); each repetition is its own choice ("Fully Operational choice")."""
    remotes = [s.name for s in game.servers.values() if s.name not in CENTRAL and s.root and s.ice]
    game.trace.add(f"{ctx.by}: {len(remotes)} remote server(s) with a card in the root and protected by ice: "
                   f"{', '.join(remotes) or 'none'}; the process happens {1 + len(remotes)} time(s).",
                   cites.cr("rule_choice_instruction"))
    for _ in range(1 + len(remotes)):
        choice = game.decider.ask(f"{ctx.source.title} choice", ["gain 2[c]", "draw 2 cards"], "Corp")
        (gain(2) if choice == "gain 2[c]" else draw(2))(game, ctx)


FULLY_OPERATIONAL = operation("Fully Operational", "", faction="haas-bioroid", cost=1, inf=3, text=(
    "Gain 2[c] or draw 2 cards. Repeat this process for each remote server that has a card in its root and is "
    "protected by ice.",), on_play=on_play(_fully_operational))
