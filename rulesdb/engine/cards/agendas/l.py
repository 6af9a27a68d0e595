"""Agendas whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, cannot_score_rest_of_turn
from rulesdb.engine.cards.hooks import when_scored
from rulesdb.engine.cards.primitives import Ctx, gain_clicks, seq
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game

LUMINAL_TRANSUBSTANTIATION = _agenda("Luminal Transubstantiation", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, gain [click][click][click]. You cannot score agendas for the remainder of the turn.",
    "Limit 1 per deck."], on=(when_scored(seq(gain_clicks(3), cannot_score_rest_of_turn)),), waits_for="")


def _names(game: Game, name: str, pile: list, where: str, most: int | None = None) -> list:
    titles = [c.title for c in pile]
    named = game.decider.ask(name, titles, "Corp", check=lambda v: [] if v in ("none", None)
                             else titles_from(titles, where, most=most)(v)) if pile else []
    left = list(pile)
    return [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in named]


def _longevity_serum(game: Game, ctx: Ctx) -> None:
    """Trash any number of cards from HQ ("Longevity Serum choice"), then shuffle up to 3 cards from Archives into
    R&D ("Longevity Serum archives"), new objects there."""
    for card in _names(game, "Longevity Serum choice", game.corp.hand, "HQ"):
        game.corp.hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: the Corp trashes a card from HQ.", cites.TRASH)
    back = _names(game, "Longevity Serum archives", game.corp.discard, "Archives", most=3)
    for card in back:
        game.corp.discard.remove(card)
        game.corp.deck.append(game.change_zone(card, "rd"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp shuffles {len(back)} card(s) from Archives into R&D.",
                   cites.cr("rule_object_move_location"), key=True)


LONGEVITY_SERUM = _agenda("Longevity Serum", "Research", "jinteki", 2, 3, [
    "When you score this agenda, trash any number of cards from HQ. Shuffle up to 3 cards from Archives into R&D.",
    "Limit 1 per deck."], on=(when_scored(_longevity_serum),), decisions=("Longevity Serum archives",), waits_for="")
