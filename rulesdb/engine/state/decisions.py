"""The players' decisions: the engine asks by name, the scenario file (or an override) answers.

A decision named "pay Tollbooth" asked for the second time is looked up as "pay Tollbooth #2"
(written `pay Tollbooth (2)` or `pay Tollbooth (2nd)` in a file, no quotes needed), then
"pay Tollbooth", then any more general names the engine offers ("pay"). The engine never
guesses: an unanswered decision stops the run with the decision's name and its options, unless the rules
leave it one option (a mandatory choice, `ask(must=True)`: state/only_choice.py).
`FORMS` lists every name the engine asks, so a file's unknown names are rejected when it loads.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from rulesdb.engine.records import record
from rulesdb.engine.state.counts import counted, said
from rulesdb.errors import DecisionNeeded, ScenarioError
from rulesdb.spelling import fold


@record(frozen=True)
class Answer:
    """One decision as written: the key, its value and the line it is on (0 for overrides)."""

    key: str
    value: Any
    line: int = 0


_ORDINAL = re.compile(r"\s*(?:#\s*(\d+)|\((\d+)(?:st|nd|rd|th)?\))$")


def titles_from(titles: list[str], where: str, *, exactly: int | None = None,
                most: int | None = None) -> Callable[[Any], list[str]]:
    """A check for an answer naming cards by title, each at most as often as `titles` holds it
    ("Titanium Ribs choice: [Sure Gamble, Diesel]"); `exactly`/`most` bound how many."""
    def check(value: Any) -> list[str]:
        picked = value if isinstance(value, list) else [value]
        left = list(titles)
        for title in picked:
            if title not in left:
                raise ValueError(f"{title!r} is not a card left in {where}")
            left.remove(title)
        if exactly is not None and len(picked) != exactly:
            raise ValueError(f"name exactly {counted(exactly, 'card')}")
        if most is not None and len(picked) > most:
            raise ValueError(f"at most {counted(most, 'card')}")
        return picked
    return picking(check)


def picking(check: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Mark `check` as taking a set of the options, one alone standing for a set of one ("up to 2 agendas"), so the
    Table asks it as ticks ("several"), not one a tap; a check taking a sequence (break plans, an order of
    abilities) is not marked."""
    check.picks = True  # type: ignore[attr-defined]
    return check


@lru_cache(maxsize=4096)
def normalise_key(key: str) -> str:
    """Lower case, single spaces, straight apostrophes, no accents (as `spelling.fold`), a count said by its number
    ("prevent 1 tag(s)", the name once asked, is "prevent 1 tag"), and an ordinal `(2)` / `(2nd)` / `#2` written as
    ` #2`."""
    text = fold(said(key))
    match = _ORDINAL.search(text)
    if match:
        text = f"{text[:match.start()]} #{match.group(1) or match.group(2)}"
    return text


YESNO, NUMBER, BREAK, ANY, TEXT = "yes/no", "a number", "break", "any", "text"
#: Every decision name the engine asks: (pattern, what the answer is). `{card}` must be a card.
FORMS = (
    (r"bypass with {card}", YESNO), (r"use {card}", YESNO), (r"instead of breaching(?: .+)?", YESNO),
    (r"break {card} with .+", ANY),  # the subroutines a breaker breaks when it can pay for only some of them
    (r"break {card}", BREAK), (r"pay(?: .+)?", ANY),
    (r"jack out(?: at .+)?", YESNO), (r"rez(?: {card})?", YESNO), (r"score(?: {card})?", YESNO),
    (r"trash before installing {card}", ANY),  # ice protecting the server, trashed first (cr/rule_install_trash_ice)
    (r"trash(?: {card})?", TEXT), (r"candidate {card}", YESNO),
    (r"candidate unrezzed .+", YESNO),  # a card the Runner has not seen, by where it is
    (r"make room for {card}", ANY),
    (r"steal(?: {card})?", YESNO),
    (r"order (?:corp|runner) abilities", ANY), (r"(?:corp trace boost|runner link boost)(?: .+)?", NUMBER),
    (r"(?:corp |runner )?psi bid(?: .+)?", NUMBER), (r"x for {card}", NUMBER),
    (r"lose click or end the run", TEXT), (r"discard", ANY), (r"abilities(?: at .+)?", ANY),
    (r"abilities until .+", TEXT),  # pass in every paid ability window before that one (timing/passing.py)
    (r"prevent(?: .+)?", ANY), (r"access order(?: .+)?", ANY), (r"forfeit", TEXT),
    (r"{card} target", TEXT), (r"swap {card}", TEXT), (r"{card} choice", ANY), (r"{card} cost", ANY),
    (r"{card} server", TEXT),  # a server an ability has its player choose, not a target (state/only_choice.py)
    (r"{card} host", TEXT),  # the card an ability installs a card "only on" hosts it (cr/rule_host_on_ability)
    (r"trash programs", ANY), (r"unbroken {card}", ANY),  # subroutines prevented from being broken (Tyr's Hand)
)
#: Each form as a regular expression, compiled on first use (re's cache): a scenario checks a few forms
#: at most, and compiling all of them cost every start that imports the engine.
_FORMS = [("^" + p.replace("{card}", "(?P<card>.+)") + "$", kind) for p, kind in FORMS]
BREAK_KEYS = ("with", "subroutines", "boost", "copy", "ability")
#: General names a file may answer once for every time they are asked, however many times that is.
STANDING = frozenset(("abilities", "jack out", "rez", "score", "steal", "pay", "prevent", "psi bid"))


def decision_problem(key: str, value: Any, lookup: Callable[[str], Any],
                     declared: frozenset[str] | Callable[[], frozenset[str]] = frozenset()) -> str:
    """Why `key: value` is not a decision the engine can ask, or "" if it is.

    `declared` holds the lower-case names cards in the library ask ("swap thimblerig"), or is a
    function giving them: asked only for a key the engine's own forms refuse, so a scenario whose
    decisions all have a known form never loads the whole card library.
    """
    name = _ORDINAL.sub("", fold(key))
    problem = _form_problem(key, name, value, lookup)
    if problem and name in (declared() if callable(declared) else declared):
        return ""
    return problem


def _form_problem(key: str, name: str, value: Any, lookup: Callable[[str], Any]) -> str:
    for pattern, kind in _FORMS:
        match = re.match(pattern, name)
        if not match:
            continue
        card = match.groupdict().get("card")
        if card and lookup(card) is None:
            continue
        return _value_problem(kind, normalise_value(value))
    return (f"unknown decision {key!r} (the engine asks: bypass with <card>, break <ice>, pay, "
            "jack out, rez, score, trash, steal, abilities at <moment>, prevent, discard, "
            "access order, psi bid, X for <card>, <card> target, ...)")


def _value_problem(kind: str, value: Any) -> str:
    if kind == YESNO and value not in ("yes", "no"):
        return f"expected yes or no, got {value!r}"
    if kind == NUMBER and (isinstance(value, bool) or not isinstance(value, int)):
        return f"expected a number, got {value!r}"
    if kind == TEXT and not isinstance(value, str):
        return f"expected text, got {value!r}"
    if kind == BREAK:
        plans = value if isinstance(value, list) else [value]
        for plan in plans:
            if isinstance(plan, dict):
                unknown = [k for k in plan if k not in BREAK_KEYS]
                if unknown:
                    return (f"unknown key {unknown[0]!r} in a break plan (known: "
                            f"{', '.join(BREAK_KEYS)})")
                if "with" not in plan:
                    return "a break plan names its icebreaker: {with: <card>, ...}"
            elif not isinstance(plan, str):
                return "expected no, a breaker's name or {with: ..., boost: ..., subroutines: ...}"
    return ""


def normalise_value(value: Any) -> Any:
    """YAML reads yes/no as booleans; decisions speak in words. A number written as digits (a link or a form sends
    text: the Table's "2" for a psi bid) is that number."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, str) and value.isascii() and value.isdigit():
        return int(value)
    return value


class Decider:
    """Answers decisions from the file's answers, with overrides (counterfactuals) taking precedence."""

    def __init__(self, answers: tuple[Answer, ...], overrides: dict[str, Any] | None, source: str):
        self.source = source
        self.answers = {normalise_key(a.key): a for a in answers}
        for key, value in (overrides or {}).items():
            self.answers[normalise_key(key)] = Answer(str(key), value, 0)
        self.overridden = {normalise_key(key) for key in overrides or {}}
        self.asked: dict[str, int] = {}
        self.names: dict[str, str] = {}  # each name asked, as the engine wrote it
        self.used: set[str] = set()
        self.made: list[dict] = []
        self.where = ""
        self.reached: set[str] = set()  # "abilities until <moment>" answers whose moment has come (timing/passing)
        # windows asked even when no answer names them (the Table asks a judge every prevention: its ruling
        # must not assume the player passed); a file opts in by answering one
        self.always: frozenset[str] = frozenset()

    def ask(self, name: str, options: list[str], player: str, *, general: tuple[str, ...] = (),
            check: Callable[[Any], Any] | None = None, prices: dict[str, str] | None = None,
            notes: list[str] | None = None, must: bool = False, own: bool = False, whole: bool = False) -> Any:
        """The answer to decision `name` (an option, or whatever `check` accepts and returns); `prices`: what an
        option costs now (the rez cost with its modifiers), shown with the question; `notes`: why a choice is not
        offered ("Corroder: the Runner cannot pay ..."), as the check that refuses it says. `must`: a mandatory
        choice, so with one option there is nothing to decide: unanswered, that option is taken (an answer given
        is still read, and must name it); with `whole`, the one answer is every option at once (a mandatory choice of N
        cards among N). `own`: asked the n-th time, only an answer to that time ("#n") answers
        it, not the first time's (a choice that could loop: Wormhole resolving a Wormhole)."""
        n = self.asked[normalise_key(name)] = self.asked.get(normalise_key(name), 0) + 1
        self.names.setdefault(normalise_key(name), name)
        exact = self._lookup([f"{name} #{n}"]) if n > 1 else None
        answer = exact if own and n > 1 else exact or self._lookup([f"{name} #{n}", name, *general])
        only = must and (len(options) == 1 or (whole and bool(options)))
        if answer is None:
            if only:
                return _only(options, check, whole)
            self._needed(name, n, options, player, prices, check, notes)
        given = normalise_value(answer.value)
        try:
            value = check(given) if check else self._option(given, options)
        except ValueError as exc:
            if n > 1 and exact is None and normalise_key(answer.key) == normalise_key(name):
                if only:  # the first time's answer does not fit this time, and this time leaves no choice
                    return _only(options, check, whole)
                self._needed(name, n, options, player, prices, check, notes)  # the first time's answer does not fit
            listed = f" (options: {', '.join(options)})" if options else ""  # a checked answer (a number) has none
            raise ScenarioError(f"{self._ref(answer)}: {exc}{listed}") from None
        asked_as = name if n == 1 else f"{name} #{n}"  # the exact name an override can target
        self.made.append({"decision": asked_as, "player": player,
                          "answer": _plain(given if check else value), "options": list(options)})
        return value

    def _needed(self, name: str, n: int, options: list[str], player: str, prices: dict[str, str] | None,
                check: Callable[[Any], Any] | None = None, notes: list[str] | None = None):
        """Ask the judge: decision `name`, its n-th time ("Ad Blitz target #2"), is not answered; the question
        carries the answer's `check`, so the Table can tell what shape of answer it takes."""
        raise DecisionNeeded(f"{self.source}: decision needed{self._at()}: {name!r} "
                             f"({player} decides; options: {', '.join(options) or 'none'})",
                             name if n == 1 else f"{name} #{n}", player, options, prices, check, notes)

    def mentions(self, prefix: str) -> bool:
        """True if some answer's name starts with `prefix` (the file opted into those decisions)."""
        prefix = normalise_key(prefix)
        if prefix in self.always:
            return True
        if prefix in self.answers:  # the blanket answer did its job: it opened these windows
            self.used.add(prefix)
        return any(key == prefix or key.startswith(prefix + " ") for key in self.answers)

    def unused(self) -> list[str]:
        return [a.key for k, a in self.answers.items() if k not in self.used and a.line]

    def refuse_unasked(self, counterfactual: bool) -> None:
        """Raise if an answer names a decision this run never asked: an override always (the
        caller's answer would be silently ignored); the file's own when it runs as written (a
        re-run that changes the path may leave some unasked), except a standing answer by a
        general name (`jack out: no`), which covers every time it is asked, even none."""
        unasked = [a for k, a in self.answers.items() if k not in self.used
                   and (not a.line or not (counterfactual or k in STANDING))]
        if not unasked:
            return
        asked = ", ".join(dict.fromkeys(self.names.values())) or "none"
        raise ScenarioError("\n".join(
            f"{self.at(a.line, 'decisions.' + a.key)}: the engine never asks this "
            f"decision in this run{_never_came(a.key)} (it asks: {asked})" for a in unasked))

    def _lookup(self, names: list[str]) -> Answer | None:
        for name in names:
            key = normalise_key(name)
            if key in self.answers:
                self.used.add(key)
                return self.answers[key]
        return None

    @staticmethod
    def _option(value: Any, options: list[str]) -> str:
        """The option `value` names; written with "(s)" as options once were ("remove 2 tag(s)"), it names the
        option said by its count ("remove 2 tags"), so old share links and files still answer."""
        for written in dict.fromkeys((str(value).lower(), said(str(value)).lower())):
            for option in options:
                if written == option.lower():
                    return option
        raise ValueError(f"{value!r} is not one of the options")

    def at(self, line: int, field: str) -> str:
        """Where a problem found while playing is, as a refusal's line begins: "<file>:<line>: <field>" in a scenario
        file; the field alone on a board without lines (the Table: `actions[3]`, `decisions.jack out`,
        `runner.rig: Dr. Lovegood: chosen`), never a line 0."""
        return f"{self.source}:{line}: {field}" if line else field

    def _ref(self, answer: Answer) -> str:
        """The answer's field, `decisions.<name>`: at its line in a file, said to be an override when a caller gave it
        (a counterfactual), alone on the Table, whose board has no lines."""
        field = f"decisions.{answer.key}"
        if not answer.line and normalise_key(answer.key) in self.overridden:
            return f"{self.source} (override): {field}"
        return self.at(answer.line, field)

    def _at(self) -> str:
        return f" at {self.where}" if self.where else ""


def _never_came(key: str) -> str:
    """Why an `abilities until <moment>` answer was not used: no window at its moment came (timing/passing.py)."""
    prefix = "abilities until "
    return f": no paid ability window at {key[len(prefix):]} came" if normalise_key(key).startswith(prefix) else ""


def _only(options: list[str], check: Callable[[Any], Any] | None, whole: bool = False) -> Any:
    """The one option a mandatory choice leaves, read as its answer would be (digits a number: Top Hat's "1"); with
    `whole`, all the options as one list answer."""
    if whole:
        return check(list(options)) if check else list(options)
    return check(normalise_value(options[0])) if check else options[0]


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value if isinstance(value, (str, int, float, type(None))) else str(value)
