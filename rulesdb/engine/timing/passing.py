"""`abilities until <moment>: pass`: both players pass in every paid ability window before a named one.

A judge who knows where an ability is used need not answer each window before it: "pass until encounter Maskirovka"
passes every paid ability window in which some paid ability could be used, up to the first at that moment (`#n`: its
n-th, counted as `abilities at <moment> #n` counts), which is then asked as any other window (or answered by its own
`abilities at <moment>` answer). A window's own answer goes first; each window passed this way is a step of its own
naming the window, what could have been used and the answer that passed it (both players pass, so the window closes:
cr/rule_ability_window_priority). Windows are counted as they are asked, so a window's name (`abilities at Runner
action phase #2`) is the same whether an earlier one was asked or passed this way. An answer whose moment never comes
is refused as an answer never asked: it would have passed every window to the end unasked.
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.state.decisions import normalise_key
from rulesdb.errors import ScenarioError

UNTIL = "abilities until"
_KEY = re.compile(r"^abilities until (?P<moment>.+?)(?: #(?P<n>\d+))?$")
PASSES = ("pass", "no")


def until_key(window: str) -> str:
    """The answer that passes every window before `window` ("abilities at encounter Ice Wall #2"), said as a
    decision's name: "abilities until encounter Ice Wall #2"."""
    return UNTIL + " " + window.removeprefix("abilities at ")


def reached(game, where: str) -> None:
    """A window opens at `where`: an `abilities until` answer naming it (its n-th time, counted as windows are asked)
    has done its work, so this window and the later ones are asked; a window there where nothing could be used ends
    it too, or it would pass windows after the moment it names."""
    decider = game.decider
    n = decider.asked.get(normalise_key(f"abilities at {where}"), 0) + 1
    for key, target, count in _untils(decider):
        if key not in decider.reached and target == normalise_key(where) and count == n:
            decider.reached.add(key)
            decider.used.add(key)


def passed_until(game, where: str, offered: list) -> bool:
    """Whether the window at `where` is passed by an `abilities until <moment>` answer whose moment has not come
    (traced, and counted as an asked window); False when the window is asked as usual."""
    decider = game.decider
    name = f"abilities at {where}"
    n = decider.asked.get(normalise_key(name), 0) + 1
    pending = [key for key, _, _ in _untils(decider) if key not in decider.reached]
    own = [f"{name} #{n}", name] if n > 1 else [name]
    if not pending or any(normalise_key(k) in decider.answers for k in own):
        return False
    key = pending[0]
    answer = decider.answers[key]
    if str(answer.value).lower() not in PASSES:
        raise ScenarioError(f"{decider.source}: decisions.{answer.key}: the answer is pass (both players pass in every "
                            f"window until that moment), got {answer.value!r}")
    decider.asked[normalise_key(name)] = n
    decider.names.setdefault(normalise_key(name), name)
    asked_as = name if n == 1 else f"{name} #{n}"
    decider.made.append({"decision": asked_as, "player": "both players", "answer": "pass",
                         "options": ["pass"], "by": answer.key})
    cards = ", ".join(dict.fromkeys(card.title for _, card, _ in offered))
    game.trace.add(f"Paid ability window at {where}: {cards} could be used; both players pass (the answer "
                   f"\"{answer.key}: pass\").", cites.cr("rule_ability_window_priority"), cites.C_PAID)
    return True


def passed_by_answer(game, where: str, offered: list) -> str:
    """The step of a window whose answer was to pass: which window, what could have been used, and the answer that
    passed it (the window's own, `abilities at <moment>: pass`, or the one for every window, `abilities: pass`)."""
    decider = game.decider
    name = f"abilities at {where}"
    n = decider.asked.get(normalise_key(name), 1)
    keys = [f"{name} #{n}", name, "abilities"] if n > 1 else [name, "abilities"]
    key = next((decider.answers[normalise_key(k)].key for k in keys if normalise_key(k) in decider.answers), name)
    cards = ", ".join(dict.fromkeys(card.title for _, card, _ in offered))
    every = ", for every window not answered on its own" if normalise_key(key) == "abilities" else ""
    return (f"Paid ability window at {where}: {cards} could be used; both players pass (the answer \"{key}: pass\""
            f"{every}).")


def not_asked(game, where: str, offered: list) -> None:
    """A window passed unasked (the board answers no `abilities` decision): kept for the ruling (the final state's
    `windows_not_asked`), named as the window would be asked once the board answers one (`abilities at <moment> #n`,
    counting the windows asked there and those passed unasked), with the cards whose abilities could have been used, so
    a ruling that has both players pass there is never silently conditional."""
    name = f"abilities at {where}"
    before = sum(1 for w in game.log["not_asked"] if w["at"] == where)
    n = game.decider.asked.get(normalise_key(name), 0) + before + 1
    cards = list(dict.fromkeys(f"{card.title}" for _, card, _ in offered))
    game.log["not_asked"].append({"at": where, "window": name if n == 1 else f"{name} #{n}", "cards": cards})


def _untils(decider) -> list[tuple[str, str, int]]:
    """Each `abilities until` answer: its key, its moment and which time of that moment (1 unless `#n`)."""
    found = []
    for key in decider.answers:
        match = _KEY.match(key)
        if match:
            found.append((key, match["moment"], int(match["n"] or 1)))
    return found
