"""Icebreakers, one definition per card: Femme Fatale and the breakers counterfactual runs need."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.printed import Printed
from rulesdb.engine.effects.common import bypass, prohibited
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.carddef import Breaker, CardDef, TriggerDef


def _printed_breaker(title, faction, subtypes, cost, strength, influence, memory, text, breaker, **more) -> CardDef:
    facts = Printed(title, "runner", "program", ("Icebreaker", *subtypes), cost, strength, 0,
                    influence, memory, text=tuple(text), faction=faction)
    return CardDef(facts, breaker=breaker, **more)


def _interface(breaks: str, cost: int) -> str:
    return f"Interface → {cost}[c]: Break 1 {breaks} subroutine."


# --- Femme Fatale ---------------------------------------------------------------------------
FF_BYPASS = ("Whenever you encounter the chosen ice, you may pay 1[c] for each subroutine it has. "
             "If you do, bypass that ice.")


def _chosen_encountered(game, card, event) -> bool:
    return event.subject is not None and event.subject.object_id == card.chosen


def _ff_payment(game, pending) -> Payment:
    """1[c] for each subroutine the encountered ice has now."""
    from rulesdb.engine.state.subroutines import current
    subs = len(current(game, pending.event.subject))
    return Payment("runner", subs, "ability", "Femme Fatale's bypass")


def _ff_usable(game, pending):
    ice = pending.event.subject
    forbidden = prohibited(game, "bypass", ice)
    if forbidden:
        return (f"{forbidden} \"Cannot\" beats \"can\", and bypassing is all the ability would do",
                cites.CANNOT, cites.CANNOT_ALL)
    payment = _ff_payment(game, pending)
    if not able(game, payment):
        return (f"the Runner cannot pay {payment.amount}[c] to bypass {ice.title}", cites.COST)
    return ""


def _ff_bypass(game, pending) -> None:
    ice = pending.event.subject
    pay(game, _ff_payment(game, pending), cites.COST)
    bypass(game, ice, "Femme Fatale")


def _ff_choose(game, card) -> None:
    ice = [o for o in game.installed() if o.is_ice]
    if not ice:
        return
    titles = [o.title for o in ice]
    choice = game.decider.ask("Femme Fatale target", titles, "Runner")
    card.chosen = ice[titles.index(choice)].object_id
    game.trace.add(f"Femme Fatale chooses {choice} (object #{card.chosen}).", cites.OBJECT)


FEMME_FATALE = _printed_breaker(
    "Femme Fatale", "criminal", ["Killer"], 9, 2, 1, 1,
    [_interface("sentry", 1), "2[c]: +1 strength.",
     "When you install this program, choose 1 installed piece of ice.", FF_BYPASS],
    Breaker("sentry", 1, pump_cost=2),
    on_install=_ff_choose,
    triggers=(TriggerDef("encounter", FF_BYPASS, _ff_bypass, _chosen_encountered, "encounter",
                         optional="bypass with Femme Fatale", usable=_ff_usable,
                         cites=(cites.BYPASS,)),))

GORDIAN_BLADE = _printed_breaker("Gordian Blade", "shaper", ["Decoder"], 4, 2, 3, 1,
                         [_interface("code gate", 1),
                          "1[c]: +1 strength for the remainder of this run."],
                         Breaker("code gate", 1, pump_cost=1, pump_duration="run"))
CORRODER = _printed_breaker("Corroder", "anarch", ["Fracter"], 2, 2, 2, 1,
                    [_interface("barrier", 1), "1[c]: +1 strength."],
                    Breaker("barrier", 1, pump_cost=1))
YOG = _printed_breaker("Yog.0", "anarch", ["Decoder"], 5, 3, 1, 1, [_interface("code gate", 0)],
               Breaker("code gate", 0))
MIMIC = _printed_breaker("Mimic", "anarch", ["Killer"], 3, 3, 1, 1, [_interface("sentry", 1)], Breaker("sentry", 1))
NINJA = _printed_breaker("Ninja", "criminal", ["Killer"], 4, 0, 2, 1, [_interface("sentry", 1), "3[c]: +5 strength."],
                 Breaker("sentry", 1, pump_cost=3, pump_amount=5))

DEFINITIONS = (FEMME_FATALE, GORDIAN_BLADE, CORRODER, YOG, MIMIC, NINJA)
