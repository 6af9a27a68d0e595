"""Events whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _harmony(game: Game, ctx: Ctx) -> None:
    """Harmony AR Therapy: up to 5 heap cards with different names (decision "Harmony AR Therapy target": a list of
    titles) are shuffled into the stack; then this event is removed from the game."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    heap = game.runner.discard
    names = list(dict.fromkeys(c.title for c in heap))

    def check(value):
        chosen = value if isinstance(value, list) else [value]
        if len(chosen) > 5 or len(set(chosen)) != len(chosen) or any(t not in names for t in chosen):
            raise ValueError(f"{value!r} must be up to 5 different titles from the heap")
        return chosen
    chosen = game.decider.ask("Harmony AR Therapy target", names, "Runner", check=check) if names else []
    for title in chosen:
        card = next(c for c in heap if c.title == title)
        heap.remove(card)
        game.runner.deck.append(game.change_zone(card, "stack"))
    game.rng.shuffle(game.runner.deck)
    game.trace.add(f"{ctx.by}: {', '.join(chosen) or 'no card'} shuffled from the heap into the stack.",
                   cites.NEW_OBJECT)
    remove_from_game(game, ctx.source, ctx.by)


HARMONY_AR_THERAPY = event("Harmony AR Therapy", "", faction="shaper", cost=2, inf=3, text=(
    "Choose up to 5 cards with different names in your heap. Shuffle those cards into your stack.",
    "Remove this event from the game."), on_play=on_play(_harmony), decisions=("Harmony AR Therapy target",))


def _hostage(game: Game, ctx: Ctx) -> None:
    """Hostage: a connection found in the stack goes to the grip; the Runner may then install it, paying its cost
    ("Hostage install")."""
    from rulesdb.engine.cards.installing import install_one
    before = list(game.runner.hand)
    search_stack("connection")(game, ctx)
    found = [c for c in game.runner.hand if not any(c is b for b in before)]
    if found:
        install_one(game, ctx, found, game.runner.hand, "Hostage install", types=("resource",))


HOSTAGE = event("Hostage", "Double", faction="criminal", cost=1, inf=2, text=(
    "As an additional cost to play this event, spend [click].",
    "Search your stack for a connection, reveal it, and add it to your grip. You may install that connection "
    "(paying its install cost). Shuffle your stack."), play_costs=(Clicks(1),), on_play=on_play(_hostage),
    decisions=("Hostage target", "Hostage install"))
