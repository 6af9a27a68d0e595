"""Preventing a subroutine from being broken: an interrupt window before a break (Tyr's Hand, cr/sec_prevent_avoid).

A break ability whose costs are paid is about to break some subroutines; [interrupt] abilities of event "break" may
prevent some of them. The Corp, whose ability prevented them, names which stay unbroken (decision "unbroken <ice>":
their numbers among the current subroutines); the others are broken as planned.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.interrupts import Imminent, window
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj, Encounter


def not_prevented(game: Game, enc: Encounter, breaker: CardObj, group: list[int]) -> list[int]:
    """The positions of `group` still to be broken once the interrupt window before the break has closed."""
    if not any(rule.event == "break" for obj in game.in_play() for rule in obj.card.interrupts):
        return group  # nothing could interrupt a break: no window to open
    imminent = window(game, Imminent("break", len(group), source=breaker.title, target=enc.ice,
                                     info={"encounter": enc}))
    kept = len(group) - imminent.remaining
    if kept <= 0:
        return group
    numbers = [str(i + 1) for i in group]

    def check(value):
        picked = [str(v) for v in (value if isinstance(value, list) else [value])]
        if len(picked) != kept or len(set(picked)) != kept or any(p not in numbers for p in picked):
            raise ValueError(f"{value!r} must name {kept} of subroutines {', '.join(numbers)}")
        return picked
    unbroken = numbers[:kept] if kept == len(numbers) else game.decider.ask(
        f"unbroken {enc.ice.title}", numbers, "Corp", check=check)
    subs = f"Subroutine {unbroken[0]} of {enc.ice.title} is" if len(unbroken) == 1 else \
        f"Subroutines {', '.join(unbroken)} of {enc.ice.title} are"
    game.trace.add(f"{subs} prevented from being broken; "
                   f"{breaker.title}'s costs stay paid.", cites.C_PREVENT, key=True)
    return [i for i in group if str(i + 1) not in unbroken]
