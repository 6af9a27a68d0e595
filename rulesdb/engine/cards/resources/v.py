"""Resources whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant, whenever
from rulesdb.engine.cards.primitives import Ctx, gain, remove_tags, threat_level
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.game import Game


def _valentina_installed(game: Game, ctx: Ctx) -> None:
    """Valentina, Threat 3: installed during the Runner's turn, they may remove 1 tag or gain 2[c]."""
    if threat_level(game) < 3 or game.turn.active != "runner":
        return
    options = [*(["remove 1 tag"] if game.runner.tags else []), "gain 2[c]", "neither"]
    answer = game.decider.ask("Valentina Ferreira Carvalho choice", options, "Runner")
    if answer == "remove 1 tag":
        remove_tags(1)(game, ctx)
    elif answer == "gain 2[c]":
        gain(2)(game, ctx)


VALENTINA = resource("Valentina Ferreira Carvalho", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0,
                     text=("Whenever you remove 1 or more tags, gain 1[c].",
                           "Threat 3 → When you install this resource during your turn, you may remove 1 tag or gain "
                           "2[c]. <em>(This ability is active if any player has 3 or more agenda points.)</em>"),
                     on_install=lambda game, card: _valentina_installed(game, Ctx(card, "runner", card.title)),
                     on=(whenever("tags-removed", gain(1), lambda game, card, event: event.info.get("by") == "runner",
                                  starts="Whenever"),),
                     decisions=("Valentina Ferreira Carvalho choice",))


def _first_basic_draw(game, card, side) -> int:
    """The first basic draw action of the Runner's turn (earlier ones count even before it was installed)."""
    return 2 if side == "runner" and "draw" not in game.turn.actions else 0


VERBAL_PLASTICITY = resource("Verbal Plasticity", "Genetics", faction="neutral-runner", unique=True, cost=3, inf=0,
                             text=("The first time each turn you take the basic action to draw 1 card, instead draw 2 "
                                   "cards.",), on=(constant("basic-draw-replacement", _first_basic_draw),))
