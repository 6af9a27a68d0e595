"""Icebreakers: break abilities, and the abilities that wait for a subroutine broken, ice fully broken, or the
encounter or run ending after breaking."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import Hook, constant, first_time_this_turn, is_subject, whenever
from rulesdb.engine.cards.primitives.context import Effect
from rulesdb.engine.state.carddef import Breaker
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def breaks(subtype: str | None, cost: int, boost: int | None = None, amount: int = 1,
           lasting: str = "encounter", up_to: int | None = 1, *, costs: tuple = (),
           once_per_turn: bool = False, boost_from: str | None = None, **more) -> Breaker:
    """Interface: break `up_to` (None: any number of) `subtype` subroutines for `cost`[c] and
    `costs` (typed); `boost`[c]: +`amount` strength, paid only from `boost_from` cards if named.
    `more`: Breaker's other fields (`pump_costs`, `also` for further break abilities, `usable`,
    `per_subroutine` for "X[c]: Break X", `once_per_run`, `discount`, `pump_discount`)."""
    return Breaker(subtype, cost, pump_cost=boost, pump_amount=amount, pump_duration=lasting,
                   per_use=up_to, costs=tuple(costs), once_per_turn=once_per_turn, boost_from=boost_from, **more)


def when_fully_breaks(effect: Effect, *, first_each_turn: bool = True, starts: str = "The first time") -> Hook:
    """"The first time each turn this program fully breaks a piece of ice": every subroutine of
    that ice broken with this program (cr/rule_break_subroutine)."""
    def condition(game, card, event) -> bool:
        from rulesdb.engine.run.breaking import broke_alone
        if not broke_alone(event.info["encounter"], card):
            return False
        return not first_each_turn or first_time_this_turn(game, card, "fully breaks", own=True)
    return whenever("fully-broken", effect, condition, starts=starts, refs=(cites.C_BREAK,))


def when_breaks(effect: Effect, starts: str = "Whenever you use this program to break") -> Hook:
    """"Whenever you use this program to break a subroutine" (once per use of its ability)."""
    return whenever("break", effect, is_subject, starts=starts, refs=(cites.C_BREAK,))


def when_run_ends_after_breaking(effect: Effect, starts: str = "") -> Hook:
    """"When this run ends" written inside a break ability: it applies once this card has broken a
    subroutine during the run (a lingering effect of that ability, cr/rule_instruction_lingering_effect)."""
    def condition(game, card, event) -> bool:
        return game.run is not None and card.object_id in game.run.broke_on
    return whenever("run-ends", effect, condition, starts=starts,
                    refs=(cites.cr("rule_instruction_lingering_effect"),))


def when_encounter_ends_after_breaking(effect: Effect, starts: str = "Whenever an encounter ends") -> Hook:
    """"Whenever an encounter ends, if you used this program to break a subroutine during that
    encounter" (Crypsis)."""
    def condition(game, card, event) -> bool:
        return card.object_id in event.info["encounter"].broken_by.values()
    return whenever("encounter-ended", effect, condition, starts=starts, refs=(cites.C_BREAK,))


def when_passed_after_fully_breaking(effect: Effect, *, optional: str, starts: str = "The first time") -> Hook:
    """"The first time each turn you pass a piece of ice after an encounter during which this
    program fully broke that ice" (Inversificator); `optional` names the "you may" decision."""
    def condition(game, card, event) -> bool:
        from rulesdb.engine.run.breaking import broke_alone
        enc = game.encounter
        if enc is None or enc.ice is not event.subject or not broke_alone(enc, card):
            return False
        return first_time_this_turn(game, card, "passes after fully breaking", own=True)
    return whenever("pass", effect, condition, starts=starts, optional=optional, refs=(cites.PASS,))


def lose_clicks_to_break(clicks: int = 1, up_to: int = 1) -> Breaker:
    """A bioroid's "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this
    ability." (cr/rule_costs_with_click): used at [3.1] through the "break <ice>" decision."""
    from rulesdb.engine.effects.player_costs import LoseClicks
    return Breaker(None, 0, per_use=up_to, costs=(LoseClicks(clicks),), this_ice=True)


def cannot_break_using(subtype: str, starts: str = ""):
    """"The Runner cannot break subroutines on this ice using <subtype> programs" (a "cannot")."""
    def forbids(game: Game, card: CardObj, subject) -> bool:
        ice, breaker = subject
        return ice is card and breaker.card.facts.has(subtype)
    return constant("cannot-break", forbids, starts=starts)
