"""Assets whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    constant,
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import Ctx, choose, gain, place_counters, seq
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.state.game import Game


def _rezzed_bioroids_lose_click_first(game, card, ice) -> tuple:
    """Warden Fatuma: rezzed bioroid ice (as its subtypes are now) gains its subroutine first."""
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import lose_clicks
    from rulesdb.engine.state.carddef import Subroutine
    if not (ice.is_ice and ice.rezzed and game.has_subtype(ice, "bioroid")):
        return ()
    return (Subroutine("The Runner loses [click], if able.", as_subroutine(lose_clicks(1))),)


WARDEN_FATUMA = asset("Warden Fatuma", "Character", faction="haas-bioroid", cost=1, inf=2, trash=5, text=(
    "Each piece of rezzed bioroid ice gains \"[sub] The Runner loses [click], if able.\" before all of "
    "its other subroutines.",),
    on=(constant("gain-subroutines-first", _rezzed_bioroids_lose_click_first, starts="Each piece"),))


def _resource_to_top_of_stack(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.common import _remove
    found = [o for o in game.runner.play if o.card.facts.type == "resource" and not o.facedown]
    card = choose(game, ctx, found, "Corp", "there is no installed resource", cites.SUBROUTINE)
    if card is None:
        return
    _remove(game, card)
    game.orphans += card.hosted
    game.runner.deck.insert(0, game.change_zone(card, "stack"))
    game.trace.add(f"{ctx.by}: {card.title} is added to the top of the stack; it is a new object there.",
                   cites.NEW_OBJECT)


def _you_rez_a_card(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.owner == "corp"


WORKING_PROTOTYPE = asset("Working Prototype", "Hostile", faction="haas-bioroid", cost=1, inf=2, trash=2, text=(
    "Whenever you rez a card <em>(including this asset)</em>, place 1 power counter on this asset.",
    "[click], hosted power counter: Gain 3[c].",
    "[click], 5 hosted power counters: Gain 6[c]. Add 1 installed resource to the top of the stack."),
    on=(whenever("rezzed", place_counters("power", 1), _you_rez_a_card, starts="Whenever"),
        paid(Clicks(1), HostedCounters("power", 1), effect=gain(3), starts="[click], hosted"),
        paid(Clicks(1), HostedCounters("power", 5), effect=seq(gain(6), _resource_to_top_of_stack),
             starts="[click], 5")),
    decisions=("Working Prototype target",))
