"""Icebreaker strength increases as lingering effects with durations.

An increase from a paid ability lasts for its printed duration (the encounter, the run); used
outside an encounter with no other duration it ends at the next checkpoint
(cr/rule_icebreaker_strength_increase_outside_of_encounter). An active ability may replace those
durations with a longer one (Gebrselassie: the rest of the turn) only while it stays active and keeps
applying to the icebreaker; once it stops, each increase whose own duration is over ends at the next
checkpoint (cr/rule_replacement_on_static_ability_must_remain_active, cr/rule_modify_duration_of_lingering_effect).
Static strength abilities are not lingering effects and are never extended (cr/rule_static_no_lingering_effects).
"""

from __future__ import annotations

from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import Ability
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

LONGER = "strength-duration"  # a Static: value(game, card, breaker) -> "turn" or "run" when it extends its increases


@record
class Boost:
    """+`amount` strength for `breaker` until its own duration ends (`until`: encounter, run or checkpoint)."""

    breaker: CardObj
    amount: int
    until: str
    token: Any  # the encounter or run it lasts for
    turn: Any
    past_checkpoint: bool = False
    kept_by: str = ""  # the ability keeping it past its own duration, once it did
    run: Any = None  # the run it was used in (GAMEDRAGON™ Pro keeps it for the remainder of that run)


def add(game: Game, breaker: CardObj, amount: int, until: str) -> Boost:
    """A strength increase from `breaker`'s ability: for the encounter or run, or (outside an
    encounter with no other duration) until the next checkpoint."""
    token = {"encounter": game.encounter, "run": game.run}.get(until)
    boost = Boost(breaker, amount, until, token, game.turn, run=game.run)
    game.boosts.append(boost)
    return boost


def _own_duration_over(boost: Boost) -> bool:
    if boost.until == "checkpoint":
        return boost.past_checkpoint
    if boost.until == "encounter":
        return boost.token is None or boost.token.ended
    return boost.token is None or boost.token.complete


def _extended(game: Game, boost: Boost) -> tuple[str, str]:
    """The active ability keeping the increase for the rest of the turn (or of the run it was used in), and
    that duration; ("", "") when none does."""
    if LONGER not in game.static_kinds or game.turn is not boost.turn or game.turn.ended:
        return "", ""
    run_goes_on = boost.run is not None and boost.run is game.run and not game.run.complete
    for obj, rule in game.statics(LONGER):
        longer = rule.value(game, obj, boost.breaker)
        if longer == "turn" or (longer == "run" and run_goes_on):
            return obj.title, longer
    return "", ""


def checkpoint(game: Game) -> None:
    """At a checkpoint, each increase whose own duration is over ends, unless an active ability keeps
    it for the rest of the turn."""
    kept = []
    for boost in game.boosts:
        if boost.until == "checkpoint" and not boost.past_checkpoint:
            boost.past_checkpoint = True
        if not _own_duration_over(boost):
            kept.append(boost)
            continue
        keeper, longer = _extended(game, boost)
        if keeper:
            if not boost.kept_by:
                game.trace.add(f"{boost.breaker.title}'s +{boost.amount} strength would end with the {boost.until}, "
                               f"but {keeper} makes it last for the remainder of the {longer}.",
                               cites.cr("rule_modify_duration_of_lingering_effect"), key=True)
            boost.kept_by = keeper
            kept.append(boost)
        elif boost.kept_by:
            game.trace.add(f"{boost.breaker.title}'s +{boost.amount} strength ends at this checkpoint: its own "
                           f"duration ({boost.until}) is over and {boost.kept_by} no longer makes it last longer.",
                           cites.cr("rule_replacement_on_static_ability_must_remain_active"), key=True)
        elif boost.until == "checkpoint":
            game.trace.add(f"{boost.breaker.title}'s +{boost.amount} strength, used outside an encounter, ends at "
                           "this checkpoint.", cites.cr("rule_icebreaker_strength_increase_outside_of_encounter"),
                           key=True)
    game.boosts = kept


def pump_amount(game: Game, breaker: CardObj) -> int:
    """What one use of the strength ability adds: a number, or for "+X strength" (Unity) a function
    `(game, breaker) -> X` worked out when the ability resolves (cr/rule_x_value_fixed_resolution)."""
    amount = breaker.card.breaker.pump_amount
    return amount(game, breaker) if callable(amount) else amount


def window_abilities(game: Game, breaker: CardObj) -> tuple[Ability, ...]:
    """An icebreaker's strength ability as a paid ability usable outside an encounter."""
    rule = breaker.card.breaker
    if rule is None or rule.pump_cost is None or (game.encounter is not None and not game.encounter.ended):
        return ()
    if rule.pump_duration == "counter":  # a counter placed by the card's own paid ability, listed with its others
        return ()
    if breaker.object_id not in game.strength_abilities:
        game.strength_abilities[breaker.object_id] = _strength_ability(rule)
    return game.strength_abilities[breaker.object_id]


def _strength_ability(rule) -> tuple[Ability, ...]:
    from rulesdb.engine.effects.costtypes import Credits
    text = "+X strength." if callable(rule.pump_amount) else f"+{rule.pump_amount} strength."

    def resolve(game: Game, card: CardObj) -> None:
        amount = pump_amount(game, card)
        add(game, card, amount, "checkpoint")
        game.trace.add(f"{card.title} gets +{amount} strength (now {game.breaker_strength(card)}); used "
                       "outside an encounter, the increase lasts only until the next checkpoint.",
                       cites.cr("rule_icebreaker_strength_increase_outside_of_encounter"), key=True)
    credits = (Credits(rule.pump_cost, "icebreaker"),) if rule.pump_cost or not rule.pump_costs else ()
    return (Ability(text, credits + tuple(rule.pump_costs), resolve),)
