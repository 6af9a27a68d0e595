"""Which cards' break abilities the Runner may use on a piece of ice now: the right subtype, "use only if"
met, not used up this turn or run, costs payable, no "cannot break" against them; and why one is held back."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import payable
from rulesdb.engine.state.dependent import stripped
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import known
from rulesdb.engine.state.objects import CardObj


def breakers(game: Game, ice: CardObj, now: bool = True) -> list[CardObj]:
    """The cards with a break ability the Runner may use on `ice` now (`now=False`: "use only if"
    conditions left for later): the Runner's, and the ice's own "Only the Runner can use this ability";
    a "cannot break ... using" removes some (`forbidden_breakers`). A query: it traces nothing, so asking it twice
    (now, and for a later plan) says nothing twice."""
    return [card for card in _with_abilities(game, ice, now) if not _forbidden(game, ice, card)]


def forbidden_breakers(game: Game, ice: CardObj) -> None:
    """Trace, once for an offer to break `ice`, each card whose break abilities could be used but a "cannot break"
    forbids (Trieste Model Bioroids, Wendigo), with the lasting effect's words (cr/rule_cannot_precedence)."""
    for card in _with_abilities(game, ice, True):
        forbidden = _forbidden(game, ice, card)
        if forbidden:
            game.trace.add(f"{card.title} cannot break subroutines on {ice.title} ({str(forbidden).rstrip('.')}).",
                           cites.C_CANNOT, key=True)


def _forbidden(game: Game, ice: CardObj, card: CardObj):
    return game.forbidden("break", (ice, card)) or game.forbidden("use", card)  # Wendigo


def _with_abilities(game: Game, ice: CardObj, now: bool) -> list[CardObj]:
    """The cards with a break ability usable on `ice` (`usable_abilities`), before any "cannot break"."""
    found = [o for o in game.installed() if o.owner == "runner" and o.card.breaker
             and not o.card.breaker.this_ice and game.is_active(o)]
    if ice.card.breaker is not None and ice.card.breaker.this_ice:
        found.append(ice)
    identity = game.runner.identity  # an identity's own break ability (Quetzal: Free Spirit)
    if identity is not None and identity.card.breaker and game.is_active(identity):
        found.append(identity)
    lost = stripped(game)  # a card that lost its abilities has no break ability left (cr/rule_lose_ability)
    return [card for card in found if card.object_id not in lost and usable_abilities(game, card, ice, now)]


def usable_abilities(game: Game, card: CardObj, ice: CardObj, now: bool = True) -> list:
    """The card's break abilities that can break `ice`'s subroutines now: the right subtype, their
    "use only if" met (unless not `now`), not used up this turn or run, their typed costs payable."""
    found = []
    for rule in card.card.breaker.abilities():
        if not rule.can_break(lambda subtype: game.has_subtype(ice, subtype)):
            continue
        if (now and rule.usable and not known(rule.usable, game, card)) or used_up(game, card, rule):
            continue
        if payable(game, "runner", card, rule.costs):
            found.append(rule)
    return found


def not_usable_now(game: Game, ice: CardObj) -> None:
    """Trace, for each break ability held back only by its `usable`, why (usable_refusal), and for each of the right
    subtype already used as often as it may be (Utae's once per run), that it was (used_up_refusal)."""
    for card in game.installed():
        if card.owner != "runner" or card.card.breaker is None or not game.is_active(card):
            continue
        for rule in card.card.breaker.abilities():
            if rule.can_break(lambda subtype: game.has_subtype(ice, subtype)) and used_up(game, card, rule):
                game.trace.add(*used_up_refusal(card, rule))
        for rule in usable_abilities(game, card, ice, now=False):
            if rule.usable and not known(rule.usable, game, card):
                game.trace.add(*usable_refusal(card, rule, ice))


def usable_refusal(breaker: CardObj, rule, ice: CardObj) -> tuple[str, str]:
    """Why a break ability whose `usable` fails is not used, with the rule: the printed restriction it checks
    (cr/rule_use_restriction); else its effect would find no subroutine on `ice` to break, which no rule of the
    current CR forbids: a break ability can be used during any encounter (cr/rule_paid_ability_breaks_subroutines),
    NISEI's 1.2.5 forbade an ability with no potential to change the game state until CR 25.04 removed it."""
    if rule.restriction:
        return (f"{breaker.title}'s break ability cannot be used now: \"{rule.restriction}\"",
                cites.cr("rule_use_restriction"))
    return (f"{breaker.title}'s break ability would break no subroutine on {ice.title}, and the engine does not "
            "offer it; no rule of the current CR settles whether it may be used for no effect (NISEI's 1.2.5 forbade "
            "it until CR 25.04 removed it; 9.5.6a lets a break ability be used during any encounter)",
            cites.cr("rule_paid_ability_breaks_subroutines"))


def used_key(card: CardObj, rule) -> str:
    """The name a break ability's use is kept under on the card and the run ("break", "break ability 2")."""
    index = card.card.breaker.abilities().index(rule)
    return "break" if index == 0 else f"break ability {index + 1}"


def used_up(game: Game, card: CardObj, rule) -> bool:
    """Whether a once-per-turn, once-per-run or once-per-encounter break ability was already used."""
    key = used_key(card, rule)
    if rule.once_per_turn and key in card.used:
        return True
    if rule.once_per_encounter and game.encounter is not None and f"{card.object_id} {key}" in game.encounter.record:
        return True
    return rule.once_per_run and game.run is not None and f"{card.object_id} {key}" in game.run.used


def used_up_refusal(breaker: CardObj, rule) -> tuple[str, str]:
    """Why a break ability used as often as it may be is not used again (cr/rule_paid_ability_used_condition)."""
    once = "turn" if rule.once_per_turn else "run" if rule.once_per_run else "encounter"
    return (f"{breaker.title}'s break ability cannot be used again: \"Use this ability only once per {once}.\"",
            cites.cr("rule_paid_ability_used_condition"))


def not_now(game: Game, breaker: CardObj, rule, ice: CardObj) -> tuple[str, str] | None:
    """Why a break ability cannot be used at the moment it would be: its "use only if", or its once per turn, run or
    encounter already spent; None if it can."""
    if rule.usable and not rule.usable(game, breaker):
        return usable_refusal(breaker, rule, ice)
    return used_up_refusal(breaker, rule) if used_up(game, breaker, rule) else None


def is_icebreaker(card: CardObj) -> bool:
    """An icebreaker (its break abilities need strength), not another card with a break ability."""
    return card.card.facts.has("icebreaker")
