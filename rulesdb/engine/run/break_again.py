""""break <ice>" asked again in the same encounter, after the Runner broke only some subroutines
(the Runner can break subroutines during the encounter's paid ability window, cr/step_encounter_paw, with any
break ability it can use and pay for, cr/rule_break_subroutine; the window lasts until both players pass):
Corroder breaks one of two barrier subroutines and another breaker the other; Poison Vial's "Use this ability
only if you have broken a subroutine this encounter" after Abaasy's break.

Asked only after "<breaker>: some subroutines" (the judge tapped which ones; a written list of plans is the whole of
the Runner's breaking and is not asked again), while a subroutine is unbroken and some break other than the one just
used can be used and paid for: another breaker or copy, another of the same card's break abilities, a card that is no
icebreaker. Its key is the question's own n-th time in the game, as every repeated decision's (state/decisions.py:
"break Vampyronassa #2"; a later run's first "break Vampyronassa" is the next time, its re-ask the one after, so no
two askings share a number), answered only by that time's answer (the first time's "Abaasy: some subroutines" does
not answer it); "let the rest resolve" (or no) stops breaking.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine.run.break_abilities import breakers, usable_abilities
from rulesdb.engine.state import subroutines
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.engine.state.objects import CardObj, Encounter

STOP = "let the rest resolve"  # the re-asked question's way to stop breaking


def worth_asking(game: Game, enc: Encounter, done: tuple, plan: Callable[[CardObj, dict], object]) -> bool:
    """Whether to ask "break <ice>" again after `done` (the breaker and break ability just used for some
    subroutines): the encounter goes on, a subroutine is unbroken, and some other break passes its plan's check
    (`plan(card, spec)`: the encounter's written-plan check) for one of them."""
    if enc.ended or game.over:
        return False
    unbroken = [i + 1 for i in range(len(subroutines.of_encounter(game, enc))) if i not in enc.broken]
    if not unbroken:
        return False
    for card in breakers(game, enc.ice):
        every = card.card.breaker.abilities()
        for rule in usable_abilities(game, card, enc.ice):
            if (card, rule) == tuple(done):
                continue
            spec = {"with": card.title, "ability": every.index(rule) + 1}
            if any(_passes(plan, card, dict(spec, subroutines=[n])) for n in unbroken):
                return True
    return False


def _passes(plan: Callable, card: CardObj, spec: dict) -> bool:
    try:
        plan(card, spec)
    except EarlierTurnUnknown:  # turns on what the board cannot show: offered, refused only if chosen
        return True
    except ValueError:
        return False
    return True


def so_far(game: Game, enc: Encounter) -> str:
    """What is broken and what is not, for the question asked again: "Subroutines 2 and 3 of Vampyronassa are
    unbroken; 1 was broken by Abaasy." """
    count = len(subroutines.of_encounter(game, enc))
    unbroken = [i + 1 for i in range(count) if i not in enc.broken]
    by: dict[str, list[int]] = {}
    for i in sorted(enc.broken):
        card = enc.broken_with.get(enc.keys[i]) if i < len(enc.keys) else None
        by.setdefault(card.title if card is not None else "an earlier break", []).append(i + 1)
    broken = "; ".join(f"{_numbers(ns)} broken by {title}" for title, ns in by.items())
    word = "Subroutine" if len(unbroken) == 1 else "Subroutines"
    verb = "is" if len(unbroken) == 1 else "are"
    return f"{word} {_numbers(unbroken)} of {enc.ice.title} {verb} unbroken; {broken}."


def _numbers(ns: list[int]) -> str:
    words = [str(n) for n in ns]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
