"""Programs whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, weaken_encountered_ice
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.state.game import Game


def _world_tree(game: Game, ctx: Ctx) -> None:
    """World Tree: the Runner trashes 1 other installed card ("World Tree target") to search the stack for 1 card
    of the same type ("World Tree choice"), shuffles it, and installs the card found paying 3[c] less."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.finding import find_one
    from rulesdb.engine.effects.searches import install_found, install_notes, installable, stack_searched
    from rulesdb.engine.effects.setting_aside import set_found_aside
    from rulesdb.engine.effects.trashing import trash_as_cost
    others = [o for o in game.installed() if o.owner == "runner" and o is not ctx.source and not o.facedown]
    card = choose(game, ctx, others, "Runner", "the Runner has no other installed card")
    if card is None or trash_as_cost(game, card, ctx.by, who="runner") is None:
        return
    kind = card.card.facts.type
    deck = game.runner.deck
    fits = [c for c in deck if c.card.facts.type == kind and installable(game, c, less=3)]
    found = find_one(game, "stack", fits, "World Tree choice", "Runner", ctx.by,
                     f"the stack has no {kind} the Runner could install",
                     notes=install_notes(game, deck, (kind,), less=3))
    set_found_aside(game, [found] if found is not None else [], deck)
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
    on=(whenever("successful", _world_tree, lambda game, card, event: first_successful_run(game, asking=card),
                 starts="The first time", structure="run", optional="use World Tree"),),
    decisions=("World Tree target", "World Tree choice"))


def _encountering(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended


def _encountering_0_or_less(game, card) -> bool:
    """Wyrm breaks only a subroutine of ice whose strength is 0 or less."""
    return _encountering(game, card) and game.ice_strength(game.encounter.ice) <= 0


WYRM = _breaker("Wyrm", "AI", faction="anarch", cost=1, strength=1, inf=2, mu=1, text=(
    "Interface \u2192 3[c]: Break 1 subroutine on a piece of ice with 0 or less strength.",
    "Interface \u2192 1[c]: The ice you are encountering gets -1 strength for the remainder of this encounter.",
    "1[c]: +1 strength."),
    breaker=breaks(None, 3, 1, usable=_encountering_0_or_less),
    on=(paid(Credits(1), effect=weaken_encountered_ice, when=_encountering,
             starts="Interface \u2192 1[c]: The ice"),))
