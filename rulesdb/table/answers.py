"""What shape of answer a question of the Table takes, and a page's submission read into that answer.

One mechanism: the engine's question carries the check that reads its answer (`DecisionNeeded.check`), and
`describe` asks that check what it accepts (the game it was asked in is over, so nothing it does matters):
each option alone ("one"), some of them ("several", with how many), all of them in an order ("order"), a
number, a card's name, a payment divided among sources, or a plan of named fields (Drafter's
`{install, in, trash}`). Pure: the server's page and the offline copy both read a submission with `submitted`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from rulesdb import arguments
from rulesdb.engine.state.decisions import normalise_value
from rulesdb.errors import BadQuery, RulesDBError

ONE = {"kind": "one"}
NONE = ("no", "none")  # the option that takes nothing, tapped on its own beside a form
_DIGITS = re.compile(r"[0-9]+")
_RANGE = re.compile(r"([0-9]+)\.\.([0-9]+)")
_PAID = re.compile(r"([^:,]+): ([0-9]+)")
_FIELDS = re.compile(r"\{([a-z]+(?:, [a-z]+)*)\}")
MOST_LISTED = 30  # numbers a range lists as options; a wider one stays "0..40", a number typed
MOST_PROBED = 12  # options a list is tried with, one length at a time
#: A plan's fields the engine reads as lists of cards (Drafter's trash; Bacterial Programming's hq, trash, order),
#: typed a comma apart
LIST_FIELDS = frozenset(("trash", "hq", "order"))


def describe(options: list[str], check: Callable[[Any], Any] | None) -> dict:
    """The answer a question takes, as a client renders it: {"kind": "one"} (tap an option), "several"
    (`min`, `max`), "order", "number" (`min`, `max` when bounded), "card", "payment" (`amount`, `sources`:
    the most each source can give) or "fields" (`fields`, `lists`); `values`: an option tapped sends this answer
    rather than its text (a payment's division, a set of programs as their list); `none`: the options
    that take nothing, tapped beside a form."""
    if check is None or not options:
        return dict(ONE)
    for reader in (_number, _card, _fields, _payment):
        found = reader(options, check)
        if found:
            return found
    values = {o: o if _accepts(check, o) else o.split(", ") for o in options}
    if all(v == o or _accepts(check, v) for o, v in values.items()):  # a set named in one option: its list
        listed = {o: v for o, v in values.items() if v != o}
        return dict(ONE, values=listed) if listed else _up_to(options, check) or dict(ONE)
    return _listed(options, check) or dict(ONE)


def each_number(option: str) -> list[str]:
    """A number asked as a range ("0..2": a psi bid, a trace boost, X) as one option per number, so a judge taps one;
    a range of MOST_LISTED numbers or more stays whole and is answered as a "number" (typed)."""
    found = _RANGE.fullmatch(option) if isinstance(option, str) else None
    if found is None or int(found[2]) - int(found[1]) >= MOST_LISTED:
        return [option]
    return [str(n) for n in range(int(found[1]), int(found[2]) + 1)]


def _accepts(check: Callable[[Any], Any], value: Any) -> bool:
    try:
        check(normalise_value(value))  # as the engine reads a sent answer: digits are a number
    except Exception:  # noqa: BLE001 - a check refuses with ValueError; any failure means "not this shape"
        return False
    return True


def _number(options: list[str], check) -> dict | None:
    if options == ["a number"]:
        return {"kind": "number", "min": 0}
    found = _RANGE.fullmatch(options[0]) if len(options) == 1 else None
    return {"kind": "number", "min": int(found[1]), "max": int(found[2])} if found else None


def _card(options: list[str], check) -> dict | None:
    return {"kind": "card"} if options == ["a card name"] else None


def _fields(options: list[str], check) -> dict | None:
    found = [_FIELDS.fullmatch(o) for o in options]
    plans = [m for m in found if m]
    if len(plans) != 1 or len(options) - 1 != sum(o in NONE for o in options):
        return None
    fields = plans[0][1].split(", ")
    return {"kind": "fields", "fields": fields, "lists": [f for f in fields if f in LIST_FIELDS],
            "none": [o for o in options if o in NONE]}


def paid(option: str) -> dict[str, int] | None:
    """A payment option ("pool: 1, Cyberfeeder: 1") as the answer it stands for ({"pool": 1, "Cyberfeeder": 1})."""
    parts = option.split(", ")
    found = [_PAID.fullmatch(part) for part in parts]
    return {m[1]: int(m[2]) for m in found} if all(found) else None


def _payment(options: list[str], check) -> dict | None:
    values = {o: paid(o) for o in options}
    if not all(values.values()) or not all(_accepts(check, v) for v in values.values()):
        return None
    sources: dict[str, int] = {}
    for value in values.values():
        for name, n in value.items():
            sources[name] = max(sources.get(name, 0), n)
    amount = sum(next(iter(values.values())).values())
    return {"kind": "payment", "amount": amount, "sources": sources, "values": values}


def _up_to(options: list[str], check) -> dict | None:
    """"Up to N" of the options, where one option alone is also an answer (a list of one): "several", when the
    check takes two or more of them at once (Descent's "up to 2 agendas"), not one a tap, or takes none (Divert
    Power's one rezzed card: derezzed or not)."""
    found = _listed(options, check) if getattr(check, "picks", False) else None
    return found if found and found["kind"] == "several" and (found["max"] >= 2 or found["min"] == 0) else None


def _listed(options: list[str], check) -> dict | None:
    """Some of the options as a list: the lengths the check takes (the first k options); only all of them, an
    order. Past MOST_PROBED options, the lengths of the first MOST_PROBED and all of them (an order of any length)."""
    items = [o for o in options if o not in NONE]
    lengths = sorted({*range(min(len(items), MOST_PROBED) + 1), len(items)})
    taken = [k for k in lengths if _accepts(check, items[:k])]
    if taken in ([], [0]):
        return None
    none = [o for o in options if o in NONE]
    if taken == [len(items)] and len(items) > 1:
        return {"kind": "order", "none": none}
    return {"kind": "several", "min": min(taken), "max": max(taken), "none": none}


def submitted(question: dict, sent: Mapping[str, list[str]]) -> Any:
    """The answer a page's form sends for `question` (its parameters, each name with every value sent):
    `a` the ticked options, the number or the card's name; `o<i>` the place of option i in an order;
    `p<i>` what source i pays; `f.<field>` a plan's field. BadQuery with one line naming what is wrong."""
    shape = question.get("answer") or ONE
    options = [o for o in question["options"] if o not in shape.get("none", ())]
    reader = _READERS.get(shape["kind"])
    if reader is None:
        raise BadQuery(f"{question['name']}: tap one of the options")
    return reader(shape, options, sent)


def _one(sent: Mapping[str, list[str]], name: str) -> str:
    """The one value of `name`; sent more than once, refused naming it (never the first taken)."""
    return " ".join(arguments.single(name, sent.get(name) or []).split())


def _several(shape: dict, options: list[str], sent) -> list[str]:
    ticked = [o for o in sent.get("a", []) if o in options]
    low, high = shape.get("min", 0), shape.get("max", len(options))
    if not low <= len(ticked) <= high:
        wanted = f"exactly {low}" if low == high else f"{low} to {high}"
        raise BadQuery(f"tick {wanted} of the options (you ticked {len(ticked)})")
    return ticked


def _order(shape: dict, options: list[str], sent) -> list[str]:
    places = [_one(sent, f"o{i}") for i in range(len(options))]
    if sorted(places) != sorted(str(n) for n in range(1, len(options) + 1)):
        raise BadQuery(f"give each of the {len(options)} cards its own place, 1 to {len(options)}")
    return [o for _, o in sorted(zip((int(p) for p in places), options))]


def _number_sent(shape: dict, options: list[str], sent) -> int:
    text = _one(sent, "a")
    low, high = shape.get("min", 0), shape.get("max")
    if not _counted(text) or int(text) < low or (high is not None and int(text) > high):
        bound = f"{low} to {high}" if high is not None else f"{low} or more"
        raise BadQuery(f"type a number, {bound} (got {text!r})" if text else f"type a number, {bound}")
    return int(text)


def _counted(text: str) -> bool:
    """Digits a number is read from: 0 to 9 only (`str.isdigit` also takes "²", which `int` refuses)."""
    return _DIGITS.fullmatch(text) is not None


def _card_sent(shape: dict, options: list[str], sent) -> str:
    text = _one(sent, "a")
    if not text:
        raise BadQuery("type a card's name")
    return text


def _payment_sent(shape: dict, options: list[str], sent) -> dict[str, int]:
    division = {}
    for i, name in enumerate(shape["sources"]):
        text = _one(sent, f"p{i}") or "0"
        if not _counted(text) or int(text) > shape["sources"][name]:
            raise BadQuery(f"{name}: a number from 0 to {shape['sources'][name]} (got {text!r})")
        if int(text):
            division[name] = int(text)
    if sum(division.values()) != shape["amount"]:
        raise BadQuery(f"the sources must add up to {shape['amount']}[c] (they add up to {sum(division.values())})")
    return division


def _fields_sent(shape: dict, options: list[str], sent) -> dict:
    """A plan's fields: a list field (`lists`) names its cards a comma apart."""
    plan: dict[str, Any] = {}
    for field in shape["fields"]:
        text = _one(sent, f"f.{field}")
        if text:
            plan[field] = [t.strip() for t in text.split(",") if t.strip()] if field in shape["lists"] else text
    if not plan:
        raise BadQuery(f"fill in {', '.join(shape['fields'])}")
    return plan


_READERS = {"several": _several, "order": _order, "number": _number_sent, "card": _card_sent,
            "payment": _payment_sent, "fields": _fields_sent}


def answered_board(board: dict, question: dict, args, play: Callable[[dict], dict]) -> dict:
    """The board with `question` answered as a page's form sent it (`args`: a request's parameters, or
    a mapping of each name to its list of values), checked by playing it (`play`: the Table's answer):
    BadQuery or ScenarioError with one line when the answer is wrong or the engine refuses it."""
    sent = {k: args.getlist(k) for k in args} if hasattr(args, "getlist") else dict(args)
    if _one(sent, "q") != " ".join(question["name"].split()):
        raise BadQuery(f"q: this board asks {question['name']!r} now")
    value = submitted(question, sent)
    answered = dict(board, decisions={**(board.get("decisions") or {}), question["name"]: value})
    try:
        play(answered)
    except RulesDBError as exc:  # the engine refuses the answer: its reason, on one line
        raise BadQuery(_reason(str(exc), question["name"])) from None
    return answered


def _reason(message: str, name: str) -> str:
    """The engine's refusal of an answer as one line: what follows the decision's name, without the options."""
    line = message.splitlines()[0] if message else "the engine refuses this answer"
    line = line.split(f"decisions.{name}: ", 1)[-1]
    return re.sub(r" \(options: .*\)$", "", line)
