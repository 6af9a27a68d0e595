"""A chance the Corp gets at every window that allows it (to rez an asset or upgrade, to score an agenda): the engine
asks at each, and a "no" written under the decision's plain name answers every later window too. So the Table offers
three answers: yes; not in this window (the engine asks again at the next one, as "rez Manegarm Skunkworks #2"); and
no, nor in any later window. A judge told "the Corp did not rez as the run began" can still rule a rez after the Runner
chose not to jack out (cr/step_after_jack_out_paw). Ice is rezzed as it is approached, one window: a plain yes or no.

The paid ability windows are the other way round: once a board answers one, each is asked of both players, so a
question offers to pass in more than this window: until a later window where some ability could be used (`abilities
until <moment>`, the windows found by playing the board with every unanswered window passed), or in every window the
board does not answer (`abilities: pass`); the legal view's questions offer the same, up to its moment
(board.with_passing). A window the Table does not ask (no `abilities` answer, and no ability there only usable in it)
is passed for both players, and the ruling names it beside the verdict with the link that asks it
(ruling.not_asked: "Not asked: Corroder could have been used at Runner turn start ...").
"""

from __future__ import annotations

import re

from rulesdb.engine.cards import lookup

NOT_NOW = "not in this window"
NOR_LATER = "no, nor in any later window"
_ASKED_AGAIN = re.compile(r"^(?P<base>(?:rez|score) .+?)(?: #(?P<n>\d+))?$")


def per_window(name: str, options: list[str]) -> tuple[list[str], dict] | None:
    """The options and answer shape of a yes/no chance asked window by window, or None for any other
    question: `values` the answer each option sends, `keys` the decision each one answers.

    >>> per_window("rez Manegarm Skunkworks #2", ["yes", "no"])[1]["keys"]
    {'not in this window': 'rez Manegarm Skunkworks #2', 'no, nor in any later window': 'rez Manegarm Skunkworks'}
    >>> per_window("rez Enigma", ["yes", "no"]) is None
    True
    """
    found = _ASKED_AGAIN.match(name)
    if found is None or options != ["yes", "no"] or _ice(found["base"].split(" ", 1)[1]):
        return None
    base, n = found["base"], found["n"] or "1"
    shape = {"kind": "one", "values": {NOT_NOW: "no", NOR_LATER: "no"},
             "keys": {NOT_NOW: f"{base} #{n}", NOR_LATER: base}}
    return ["yes", NOT_NOW, NOR_LATER], shape


def _ice(title: str) -> bool:
    card = lookup(title)
    return card is not None and card.facts.type == "ice"


def decision_key(question: dict, option: str) -> str:
    """The decision an option of `question` answers: its own name unless the option says otherwise (`keys`)."""
    return ((question.get("answer") or {}).get("keys") or {}).get(option, question["name"])


#: A paid ability window is asked of both players at every window where some ability could be used; a judge who knows
#: where the abilities are used answers the windows before in one tap (`abilities until <moment>`, timing/passing.py),
#: or all the others (`abilities: pass`: every window without an answer of its own)
PASS_EVERY = "pass here and in every window not yet answered"
UNTIL_PREFIX = "pass until "
MOST_UNTIL = 12  # later windows offered as "pass until <moment>"


def windows_ahead(name: str, played: list[dict], answered: dict) -> list[str]:
    """The paid ability windows after the one asked (`name`, "abilities at approach Maskirovka"), in the order they
    come, from a play of the board in which both players pass in every window (`played`: its decisions made), but those
    the board answers on their own (`answered`: its decisions): they are not asked."""
    from rulesdb.engine.state.decisions import normalise_key
    own = {normalise_key(k) for k in answered}
    asked = [d["decision"] for d in played if d["decision"].startswith("abilities at ")]
    later = asked[asked.index(name) + 1:] if name in asked else []
    return [w for w in later if normalise_key(w) not in own]


def passing_options(question: dict, ahead: list[str]) -> dict:
    """An `abilities at <moment>` question with the ways to pass more than one window: "pass until <moment>" for each
    window ahead but the next (passing this one already reaches it), and "pass here and in every window not yet
    answered" (`abilities: pass`)."""
    from rulesdb.engine.timing.passing import until_key
    until = {UNTIL_PREFIX + w.removeprefix("abilities at "): until_key(w) for w in ahead[1:MOST_UNTIL + 1]}
    shape = dict(question["answer"])
    added = [*until, PASS_EVERY]
    shape["values"] = {**(shape.get("values") or {}), **{o: "pass" for o in added}}
    shape["keys"] = {**(shape.get("keys") or {}), **until, PASS_EVERY: "abilities"}
    if shape["kind"] != "one":
        shape["none"] = [*shape.get("none", ()), *added]
    return dict(question, options=[*question["options"], *added], answer=shape)
