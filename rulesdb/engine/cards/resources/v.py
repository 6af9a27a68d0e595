"""Resources whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain, remove_tags, threat_met
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown


def _valentina_installed(game: Game, ctx: Ctx) -> None:
    """Valentina, Threat 3: installed during the Runner's turn, they may remove 1 tag or gain 2[c]."""
    if game.turn.active != "runner" or not threat_met(game, 3, "Valentina Ferreira Carvalho"):
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
    if side != "runner" or "draw" in game.turn.actions:
        return 0
    refuse_unknown(game, card, "the first time each turn you take the basic action to draw 1 card")
    return 2


VERBAL_PLASTICITY = resource("Verbal Plasticity", "Genetics", faction="neutral-runner", unique=True, cost=3, inf=0,
                             text=("The first time each turn you take the basic action to draw 1 card, instead draw 2 "
                                   "cards.",), on=(constant("basic-draw-replacement", _first_basic_draw),))


def _other_virus_carriers(game: Game, card) -> list:
    return [o for o in game.installed() if o is not card and o.counters.get("virus", 0) >= 1]


def _move_a_virus_counter(game: Game, ctx: Ctx) -> None:
    """Virus Breeding Ground: 1 of its virus counters moves to another card that has at least 1
    ("Virus Breeding Ground target")."""
    target = choose(game, ctx, _other_virus_carriers(game, ctx.source), "Runner",
                    "no other card has a virus counter")
    if target is None:
        return
    ctx.source.counters["virus"] -= 1
    game.trace.add(f"{ctx.by}: 1 virus counter moves from {ctx.source.title} to {target.title}.",
                   cites.cr("rule_counters_placed_condition"))
    add_counters(game, target, "virus", 1, ctx.by)


VIRUS_BREEDING_GROUND = resource("Virus Breeding Ground", "Virtual", faction="anarch", cost=2, inf=2, text=(
    "When your turn begins, place 1 virus counter on Virus Breeding Ground.",
    "[click]: Move 1 virus counter on Virus Breeding Ground to another card with at least 1 virus counter on it."),
    on=(when_turn_begins(place_counters("virus", 1)),
        paid(Clicks(1), effect=_move_a_virus_counter, starts="[click]",
             when=lambda game, card: card.counters.get("virus", 0) >= 1 and bool(_other_virus_carriers(game, card)),
             unsettled=True)),
    decisions=("Virus Breeding Ground target",))
