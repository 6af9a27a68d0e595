"""When a card is accessed: its "when accessed" ability, wherever it is accessed from."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import Hook, ability_line, run_pending
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.carddef import Facts, TriggerDef
from rulesdb.engine.state.game import Game

WHEN_ACCESSED = cites.term("accessing/when-accessed-abilities")


def central_zone(game: Game, card) -> str | None:
    """"In HQ", "in R&D", "in Archives": the Corp's hand, deck or discard pile holding `card` (cr/rule_hq_identity,
    cr/rule_rnd_deck, cr/rule_archives_discard_pile), wherever the run is; None for a card installed (in a root) or
    set aside (Khusyuk)."""
    corp = game.corp
    for name, pile in (("HQ", corp.hand), ("R&D", corp.deck), ("Archives", corp.discard)):
        if any(o is card for o in pile):
            return name
    return None


def when_accessed(effect: Effect, *, pay_credits: int = 0, not_in: tuple[str, ...] = (),
                  installed: bool = False, rezzed: bool = False, optional: bool = False,
                  starts: str = "When the Runner accesses") -> Hook:
    """When the Runner accesses this card (`installed`: only while installed; `rezzed`: "while it is rezzed", checked
    as the access occurs, cr/rule_condition_requirements_part_of_condition; `not_in`: "anywhere except in
    Archives", where the card is, not the attacked server: `central_zone`); "you may (pay N[c])"
    asks the Corp "use <card>", and a cost the Corp cannot pay makes it unusable."""
    def condition(game, card, event) -> bool:
        if installed and game.locate(card) is None:
            return False
        if event.subject is not card:
            return False
        if rezzed and not card.rezzed:  # said: an unrezzed upgrade's access ability is the dispute
            game.trace.add(f"{card.title} is not rezzed as it is accessed: its ability works only while it is "
                           "rezzed, so it does not meet its trigger condition.",
                           cites.cr("rule_condition_requirements_part_of_condition"))
            return False
        zone = central_zone(game, card)
        if zone in not_in:  # said, since "does Snare! fire in Archives?" is what a judge is asked
            game.trace.add(f"{card.title}'s ability works anywhere except in {zone}, and {card.title} is in {zone}: "
                           "it does not meet its trigger condition.", WHEN_ACCESSED)
            return False
        return True

    def usable(game, pending):
        payment = Payment(pending.controller, pay_credits, "ability", f"{pending.label}'s ability")
        return "" if able(game, payment) else f"the Corp cannot pay {pay_credits}[c]"

    def resolve(game: Game, ctx: Ctx) -> None:
        if pay_credits:
            pay(game, Payment(ctx.side, pay_credits, "ability", ctx.by), cites.COST)
        effect(game, ctx)

    def hook(facts: Facts) -> TriggerDef:
        asked = f"use {facts.title}" if pay_credits or optional else None
        return TriggerDef("access", ability_line(facts, starts), run_pending(resolve), condition, "",
                          asked, usable if pay_credits else None, (WHEN_ACCESSED, cites.C_WHEN_ACCESSED), True)
    return hook
