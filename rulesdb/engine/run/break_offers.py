"""What "break <ice>" offers by name: a breaker whose whole break the Runner can pay for, and, for one that can break
fewer than all of the subroutines (only some paid for, or 2 or more left), "<breaker>: some subroutines", then which
ones, asked as its own decision "break <ice> with <breaker>" (cr/rule_break_subroutine: each use of a break ability
breaks the subroutines it pays for; nothing obliges the Runner to break them all). Each option passes the same check
a written plan meets (`plan`: breaking._plan for this encounter), so nothing offered is refused when tapped, except a
plan that turns on a lasting effect a board starting inside a turn cannot show (state.unseen_lasting): offered, and
refused if chosen.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.run import break_again
from rulesdb.engine.run.break_abilities import is_icebreaker, usable_abilities
from rulesdb.engine.state import subroutines
from rulesdb.engine.state.decisions import picking
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.engine.state.objects import CardObj, Encounter
from rulesdb.engine.state.unseen_lasting import unseen

SOME = ": some subroutines"  # the option's suffix: "Corroder: some subroutines"


def ask(game: Game, enc: Encounter, usable: list, later: list, done: tuple | None, plan_of: Callable) -> tuple:
    """The plans the answer to "break <ice>" gives (asked again after a partial break: `done`, break_again), and
    whether it was "<breaker>: some subroutines", then which ones. `plan_of(cards, spec, now)`: a written plan's check
    among `cards` (`later`: those whose "use only if" may be met by a later plan of a list, Poison Vial)."""
    from rulesdb.engine.state.choice_labels import labels
    # two copies named by where each is ("Corroder (2nd installed)"), a card with 2 or more usable break abilities
    # once for each, by its printed words ("Euler: 2[c]: Break up to 2 code gate subroutines.")
    titles = labels(game, usable, "runner")
    choices = by_ability(game, enc, usable, titles)
    stop = "no" if done is None else break_again.STOP

    def check(value):
        if value in ("no", stop):
            return []
        if some_of(value) in choices or some_of(value) in titles:  # "Corroder: some subroutines", then which ones
            return [value]  # (a title whose card offers each ability: its first usable one, as a plan naming it)
        specs = value if isinstance(value, list) else [value]
        return [plan_of(usable if n == 0 else later, _spec(choices, spec), n == 0) for n, spec in enumerate(specs)]

    def plan(spec):
        return plan_of(usable, spec)

    options, notes = offered(game, enc, choices, plan)
    notes = notes if done is None else [break_again.so_far(game, enc), *notes]
    plans = game.decider.ask(f"break {enc.ice.title}", [stop, *options], "Runner", check=check, notes=notes,
                             own=done is not None)
    some = some_of(plans[0]) if len(plans) == 1 else None
    if some is not None:  # "Corroder: some subroutines": which ones, its own question
        return [ask_some(game, enc, some, choices.get(some, some), plan)], True
    return plans, False


def by_ability(game: Game, enc: Encounter, usable: list, titles: list[str]) -> dict:
    """Each option naming a break, and the plan it stands for: a card's label (its title, or the copy's label), or,
    for a card with 2 or more break abilities usable now, one option for each, "<label>: <its printed words>"
    (`{with: <label>, ability: n}`): the Runner chooses which of them to use (cr/rule_break_subroutine)."""
    choices: dict = {}
    for card, title in zip(usable, titles):
        rules = usable_abilities(game, card, enc.ice) if card.card.breaker else []
        if len(rules) < 2:
            choices[title] = title
            continue
        every = card.card.breaker.abilities()
        for rule in rules:
            number = every.index(rule) + 1
            choices[f"{title}: {printed(card, number)}"] = {"with": title, "ability": number}
    return choices


def printed(card: CardObj, number: int) -> str:
    """The printed words of the card's `number`-th break ability, its cost and its "Break ..." sentence
    ("2[c]: Break up to 2 code gate subroutines."), read from its text; one printed line holding two abilities
    ("[trash] or hosted power counter: Break 1 sentry subroutine.", Revolver): each one's own cost, then the
    sentence."""
    every = card.card.breaker.abilities()
    lines = [line.split("→", 1)[-1].strip() for line in card.card.facts.text if _BREAKS.search(line)]
    if len(lines) == len(every):
        return _sentence(lines[number - 1])
    rule = every[number - 1]
    costs = [f"{rule.break_cost}[c]"] if rule.break_cost or not rule.costs else []
    cost = ", ".join([*costs, *(c.label(card) for c in rule.costs)])
    words = _sentence(lines[0]) if len(lines) == 1 else f"break ability {number}"
    return f"{cost}: {words[_BREAKS.search(words).start() + 1:].strip()}" if _BREAKS.search(words) else words


def _sentence(words: str) -> str:
    return words[: words.index(".") + 1] if "." in words else words


_BREAKS = re.compile(r":\s*Break\b")


def _spec(choices: dict, value):
    """The plan an answer names: an option's own plan, else the answer as written (a title, a plan)."""
    return choices[value] if isinstance(value, str) and value in choices else value


def offered(game: Game, enc: Encounter, titles: dict, plan: Callable) -> tuple[list[str], list[str]]:
    """The options naming breakers: each title whose plan (boost to match, break every subroutine) passes, then
    "<title>: some subroutines" for each that can break fewer than all of them (`_some_is_a_choice`), one option at
    most per breaker; and the notes: for each refused whole plan, why, as its check says it ("Corroder: the Runner
    cannot pay ...")."""
    whole, some, notes = [], [], []
    for title, spec in titles.items():
        try:
            plan(spec)
        except EarlierTurnUnknown:  # its plan turns on what the board cannot show: refused only if chosen, and a
            whole.append(title)     # plan for some of the subroutines turns on it as well
            continue
        except ValueError as exc:
            notes.append(f"{title}: {exc}")
            refused = True
        else:
            whole.append(title)
            refused = False
        if _some_is_a_choice(game, enc, spec, plan, refused):
            some.append(title + SOME)
    return whole + some, notes  # the whole breaks first: the answer most often tapped


def _some_is_a_choice(game: Game, enc: Encounter, spec, plan: Callable, refused: bool) -> bool:
    """Whether breaking only some subroutines with `title` is a choice of its own: some single subroutine's plan
    passes, and either the whole break is refused or there are 2 or more subroutines left to break, so fewer than all
    is not all (the Runner chooses which to break, cr/rule_break_subroutine: "the Runner chose to break only the first
    subroutine of Spiderweb")."""
    unbroken = _unbroken(game, enc)
    if not refused and len(unbroken) < 2:
        return False
    return any(_passes(plan, _some(spec, [n])) for n in unbroken)


def some_of(value) -> str | None:
    """The breaker's label an option "<breaker>: some subroutines" names, else None."""
    return value[: -len(SOME)] if isinstance(value, str) and value.endswith(SOME) else None


def _some(spec, numbers: list[int]) -> dict:
    """The plan breaking these subroutines with the break an option names (its title, or its title and ability)."""
    return dict(spec if isinstance(spec, dict) else {"with": spec}, subroutines=numbers)


def ask_some(game: Game, enc: Encounter, title: str, spec, plan: Callable) -> tuple:
    """Which unbroken subroutines `title` breaks, decision "break <ice> with <title>", ticked by their texts
    ("1: End the run."): the plan for those, refused as a written plan is when the Runner cannot pay for them."""
    current = subroutines.of_encounter(game, enc)
    numbers = {f"{n}: {current[n - 1].text}": n for n in _unbroken(game, enc)}
    options = list(numbers)

    def check(value):
        picked = value if isinstance(value, list) else [value]
        unknown = [p for p in picked if p not in options]
        if unknown or not picked:
            raise ValueError(f"{unknown[0]!r} is not an unbroken subroutine of {enc.ice.title}" if unknown
                             else "name at least one subroutine to break")
        return plan(_some(spec, sorted({numbers[p] for p in picked})))
    return game.decider.ask(f"break {enc.ice.title} with {title}", options, "Runner", check=picking(check))


def _unbroken(game: Game, enc: Encounter) -> list[int]:
    """The numbers (1 = the first) of the encounter's subroutines not yet broken."""
    return [i + 1 for i in range(len(subroutines.of_encounter(game, enc))) if i not in enc.broken]


def _passes(plan: Callable, spec: dict) -> bool:
    try:
        plan(spec)
    except ValueError:
        return False
    return True


def can_reach(game: Game, breaker: CardObj, ice: CardObj) -> bool:
    """Whether an icebreaker below the ice's strength can raise it; one whose strength an unseen lasting effect may
    have raised is offered (its plan, if chosen, is refused naming the effect: unseen_lasting)."""
    have, need = game.breaker_strength(breaker), game.ice_strength(ice)
    if not is_icebreaker(breaker) or have >= need or breaker.card.breaker.pump_cost is not None:
        return True
    if unseen(game, breaker):
        return True
    game.trace.add(f"{breaker.title} (strength {have}) cannot interact with {ice.title} (strength "
                   f"{need}) and has no ability to raise its strength.", cites.ICEBREAKERS,
                   cites.STRENGTH, key=True)
    return False
