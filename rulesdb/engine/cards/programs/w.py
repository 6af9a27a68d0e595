"""Programs whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.primitives import Ctx
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.state.game import Game


def _world_tree(game: Game, ctx: Ctx) -> None:
    """World Tree: the Runner trashes 1 other installed card ("World Tree target") to search the stack for 1 card
    of the same type ("World Tree choice"), shuffles it, and installs the card found paying 3[c] less."""
    from rulesdb.engine.cards.installing import could_install
    from rulesdb.engine.cards.primitives import choose
    from rulesdb.engine.effects.common import trash
    from rulesdb.engine.effects.searches import install_found, stack_searched
    others = [o for o in game.runner.play if o is not ctx.source and not o.facedown]
    card = choose(game, ctx, others, "Runner", "the Runner has no other installed card")
    if card is None or trash(game, card, ctx.by, who="runner") is None:
        return
    kind = card.card.facts.type
    deck = game.runner.deck
    fits = [c for c in deck if c.card.facts.type == kind and could_install(game, c, less=3)]
    found = choose(game, ctx, fits, "Runner", f"the stack has no {kind} the Runner could install", suffix="choice")
    if found is not None:
        deck.remove(found)
    game.rng.shuffle(deck)
    game.trace.add(f"{ctx.by}: the Runner searches the stack for a {kind}; the stack is shuffled.",
                   cites.cr("rule_shuffle_deck_after_search"), key=True)
    stack_searched(game)
    if found is not None:
        install_found(game, found, ctx.by, less=3, origin="stack")


WORLD_TREE = program("World Tree", "Deep Net", faction="shaper", cost=6, inf=4, mu=2, text=(
    "The first time each turn you make a successful run, you may trash 1 of your other installed cards to search "
    "your stack for 1 card of the same type. <em>(Shuffle your stack after searching it.)</em> Install the card you "
    "found, paying 3[c] less.",),
    on=(whenever("successful", _world_tree, lambda game, card, event: first_successful_run(game),
                 starts="The first time", structure="run", optional="use World Tree"),),
    decisions=("World Tree target", "World Tree choice"))
