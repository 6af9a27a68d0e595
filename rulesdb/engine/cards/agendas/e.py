"""Agendas whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import (
    _agenda,
    _spend_a_counter_to,
    _your_turn_with_counter,
    dividends,
    when_scored_may,
)
from rulesdb.engine.cards.hooks import when_scored, whenever
from rulesdb.engine.cards.primitives import Ctx, choose
from rulesdb.engine.state.game import Game


def _operation_to_top_of_rd(game: Game, ctx: Ctx) -> None:
    """Embedded Reporting: search R&D for 1 operation, reveal it, shuffle R&D, then put it on top (a new object)."""
    card = choose(game, ctx, [c for c in game.corp.deck if c.card.facts.type == "operation"], "Corp",
                  "there is no operation in R&D", cites.cr("rule_find"))
    if card is not None:
        game.corp.deck.remove(card)
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp searches R&D, finds and reveals {card.title if card else 'nothing'}; R&D is "
                   "shuffled.", cites.cr("rule_find"), cites.cr("rule_reveal_for_search"),
                   cites.cr("rule_shuffle_deck_after_search"))
    if card is not None:
        game.corp.deck.insert(0, game.change_zone(card, "rd"))
        game.trace.add(f"{ctx.by}: {card.title} is added to the top of R&D.", cites.NEW_OBJECT, key=True)


EMBEDDED_REPORTING = _agenda("Embedded Reporting", "Initiative", "nbn", 2, 3, [
    "Dividends 2 <em>(When you score this agenda, place 2 agenda counters on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to search R&D for 1 operation and "
    "reveal it. <em>(Shuffle R&D after searching it.)</em> Add that operation to the top of R&D."],
    on=(when_scored(dividends(2), starts="Dividends"),
        whenever("turn-ends", _spend_a_counter_to(_operation_to_top_of_rd), _your_turn_with_counter,
                 starts="When your discard phase ends", optional="use Embedded Reporting")), waits_for="")


def _derez_an_installed_card(game: Game, ctx: Ctx) -> None:
    """Élivágar Bifurcation: derez 1 installed card; it stays the same object (cr/rule_object_turn_faceup_facedown)."""
    found = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    card = choose(game, ctx, found, "Corp", "there is no rezzed card to derez", cites.cr("sec_derez"))
    if card is not None:
        card.rezzed = False
        game.trace.add(f"{ctx.by}: the Corp derezzes {card.title}; it stays the same object.", cites.cr("sec_derez"),
                       cites.cr("rule_object_turn_faceup_facedown"), key=True)


ELIVAGAR_BIFURCATION = _agenda("Élivágar Bifurcation", "Security", "haas-bioroid", 1, 2, [
    "When you score this agenda, you may derez 1 installed card."],
    on=(when_scored_may(_derez_an_installed_card, "Élivágar Bifurcation"),), waits_for="")
