"""Helpers that cards of several types share (small builders and constant abilities)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.printed import Printed
from rulesdb.engine.state.carddef import CardDef


def _card(title, faction, type_, subtypes, cost, influence, text, **behaviour) -> CardDef:
    facts = Printed(title, "runner", type_, tuple(subtypes), cost, influence=influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, **behaviour)


def _left_with(card, event) -> bool:
    """The card was trashed in the same instruction as the event's card, while rezzed: its trash
    abilities still see each card (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    return card.rezzed and (event.subject is card or any(o is card for o in event.info.get("together", ())))


def may_trash_own_installed_to(then, *, other: bool = False):
    """"You may trash 1 of your (other) installed cards to / If you do, <then>": the player picks a card
    or "none" (decision "<card> target"); `then` resolves only if the card is trashed."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.effects.common import trash
        found = [o for o in game.installed() if o.owner == ctx.side and not (other and o is ctx.source)]
        titles = [o.title for o in found]
        if not found:
            game.trace.add(f"{ctx.by}: there is no installed card of theirs to trash.")
            return
        picked = game.decider.ask(f"{ctx.source.title} target", titles + ["none"], ctx.side.capitalize())
        if picked == "none":
            game.trace.add(f"{ctx.by}: no card is trashed.")
            return
        if trash(game, found[titles.index(picked)], ctx.by, who=ctx.side) is not None:
            then(game, ctx)
    return resolve


def from_archives_to_hq(n: int = 1):
    """"Add N cards from Archives to HQ": the Corp names them ("<card> target", a title or a list)."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.state.decisions import titles_from
        titles = [c.title for c in game.corp.discard]
        if not titles:
            game.trace.add(f"{ctx.by}: Archives is empty; no card is added to HQ.")
            return
        most = min(n, len(titles))
        named = game.decider.ask(f"{ctx.source.title} target", titles, "Corp",
                                 check=titles_from(titles, "Archives", exactly=most))
        for title in named:
            card = next(c for c in game.corp.discard if c.title == title)
            game.corp.discard.remove(card)
            game.corp.hand.append(game.change_zone(card, "hq"))
        game.trace.add(f"{ctx.by}: the Corp adds {', '.join(named)} from Archives to HQ.", cites.NEW_OBJECT)
    return resolve


def hq_to_top_of_rd(game, ctx) -> None:
    """"Add 1 card from HQ to the top of R&D": the Corp names it ("<card> target"); a new object in R&D."""
    hand = game.corp.hand
    if not hand:
        game.trace.add(f"{ctx.by}: HQ is empty; no card is added to R&D.")
        return
    titles = [c.title for c in hand]
    card = hand.pop(titles.index(game.decider.ask(f"{ctx.source.title} target", titles, "Corp")))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))
    game.trace.add(f"{ctx.by}: the Corp adds a card from HQ to the top of R&D.", cites.NEW_OBJECT)
