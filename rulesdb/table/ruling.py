"""The Table's answer as data: the question the engine needs answered, or the ruling (verdict,
deciding step, every step with its citations) and the link that replays it.

Pure: the server (`rulesdb.web.table`) and the browser's offline engine (`rulesdb.table.browser`,
inside Pyodide) both call `answer`, each with its own way to name a cited rule, so the two give the
same JSON for the same board. Only the standard library and the engine are imported here.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Callable, Iterable

from rulesdb.answers.verdicts import verdict
from rulesdb.engine.scenario.reliability import OPT_IN, unreliable_line
from rulesdb.engine.timing.priority import RUN_MOMENTS
from rulesdb.errors import BadQuery, ScenarioError
from rulesdb.spelling import fold_title
from rulesdb.table.board import SOURCE, legal, moments, play
from rulesdb.table.effects import not_as_printed

#: How a cited address is shown: {"address", "title", "url"} (the server reads its build for it).
Cite = Callable[[str], dict]
MAX_SHARED = 16 << 10  # characters of `s` in a share URL
LEGAL = "legal"  # asks for the legal actions instead of playing on (kept in the board, so its link asks too)
_UNKNOWN = re.compile(r"unknown (?:card|identity) '([^']+)'(?: \(did you mean [^)]*\?\))?")


def share_url(board) -> str:
    """The page that replays this situation (the Table, `/table`; `/api/table` takes the same `s`):
    the board as compact JSON, base64url, no padding."""
    packed = json.dumps(board, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return "/table?s=" + base64.urlsafe_b64encode(packed.encode()).decode().rstrip("=")


def shared_board(text: str):
    """The board a share URL carries; BadQuery naming `s` when it is not one."""
    if not text.strip():
        raise BadQuery("s: a value is required (the board, as a share URL carries it)")
    if len(text) > MAX_SHARED:
        raise BadQuery(f"s: at most {MAX_SHARED} characters")
    try:
        return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    except (ValueError, binascii.Error):
        raise BadQuery("s: not a board as a share URL carries it (base64url JSON)") from None


def answer(board, cite: Cite, card_titles: Iterable[str] = ()) -> dict:
    """The question or the ruling for a board; a ScenarioError names what is wrong with it (a real
    card the engine cannot play, from `card_titles`, said as such rather than offered near names)."""
    allow = isinstance(board, dict) and board.get(OPT_IN) is True  # kept in the board, so its link keeps it
    asked = legal_asked(board)
    played = {k: v for k, v in board.items() if k not in (OPT_IN, LEGAL)} if isinstance(board, dict) else board
    try:
        result = play(played, allow_incomplete=allow) if asked is None else legal(played, asked, allow)
    except ScenarioError as exc:
        raise ScenarioError(not_played(unsourced(str(exc)), card_titles)) from None
    if "legal" in result:
        return {"legal": dict(result["legal"], options=[dict(o, rule=cite(o["rule"]) if o["rule"] else None)
                                                        for o in result["legal"]["options"]]),
                "share_url": share_url(board)}
    if "question" in result:
        asked = result["question"]
        return {"question": dict(asked, rule=cite(asked["rule"]) if asked["rule"] else None),
                "share_url": share_url(board)}
    return ruling(result, board, cite)


def unsourced(message: str) -> str:
    """The engine's message without the "table: " it puts where a file's name would be: a board has no file
    ("table: trash Crisium Grid: ..." is "trash Crisium Grid: ...")."""
    return "\n".join(line.removeprefix(f"{SOURCE}: ") for line in message.splitlines())


def legal_asked(board) -> str | None:
    """The board's `legal` field: "" for the next action window (`true`), a moment of the run its
    last action makes ("encounter Ice Wall"), or None when not asked; BadQuery naming `legal`."""
    if not isinstance(board, dict) or LEGAL not in board or board[LEGAL] is False:
        return None
    value = board[LEGAL]
    if value is True:
        return ""
    text = " ".join(value.split()) if isinstance(value, str) else ""
    if not text.lower().startswith(RUN_MOMENTS) or len(text) > 200:
        raise BadQuery(f"{LEGAL}: expected true (the next action window) or a moment of the run the last action "
                       f"makes ({', '.join(m.strip() + ' <ice or server>' for m in RUN_MOMENTS)}), got {value!r}")
    return text


def moment_links(board) -> list[dict]:
    """Each moment of the run the board's last action makes (`encounter Ice Wall`), with the link that
    lists what may be done there; none when the engine cannot play the board that far."""
    if not isinstance(board, dict) or LEGAL in board:
        return []
    try:
        found = moments(board, allow_incomplete=board.get(OPT_IN) is True)
    except (BadQuery, ScenarioError):
        return []
    return [{"at": at, "url": share_url(dict(board, **{LEGAL: at}))} for at in found]


def not_played(message: str, card_titles: Iterable[str]) -> str:
    """An unknown card that is a real one (in the build's card data) is named as a card the engine
    cannot play yet, not offered near names."""
    pool = {fold_title(t): t for t in card_titles}

    def explain(match: re.Match) -> str:
        title = pool.get(fold_title(match[1]))
        return f"{title} is a card the engine cannot play yet (not in its card library)" if title else match[0]
    return _UNKNOWN.sub(explain, message)


def ruling(result: dict, board, cite: Cite) -> dict:
    """The verdict, the deciding step with its citations, and every step with its citations."""
    found = verdict(result)
    trace = [dict(step, cites=[cite(c) for c in step["cites"]]) for step in result["trace"]]
    deciding = found["deciding"]
    data = {
        "verdict": found["sentences"],
        "deciding": None if deciding is None else dict(trace[deciding], n=deciding + 1),
        "trace": trace,
        "share_url": share_url(board),
        "reliable": result["reliable"],
        "incomplete": result["incomplete"],
        "attempts": [dict(a, rule=cite(a["rule"]) if a["rule"] else None)
                     for a in result["final_state"]["attempts"]],
    }
    if not result["reliable"]:
        data["verdict"] = [unreliable_line(result["incomplete"]), *data["verdict"]]
    if result["checks"]:
        data.update(ok=result["ok"], checks=result["checks"])
    data["effects"] = not_as_printed(result["final_state"])
    data["not_asked"] = not_asked(result["final_state"], board)
    return data


def not_asked(final: dict, board) -> list[dict]:
    """Each paid ability window the ruling passed without asking (the board answers no `abilities` decision), said
    beside the verdict so the ruling is never silently conditional: what could have been used there, and the link
    that asks it (`abilities until <moment>: pass`: every window is asked from then on, and those before it passed)."""
    from rulesdb.engine.timing.passing import until_key
    found = []
    for window in final.get("windows_not_asked", ()):
        at = window["window"].removeprefix("abilities at ")
        cards = ", ".join(window["cards"])
        asked = dict(board, decisions={**(board.get("decisions") or {}), until_key(window["window"]): "pass"}) \
            if isinstance(board, dict) else None
        found.append({"window": window["window"], "cards": window["cards"],
                      "text": f"Not asked: {cards} could have been used at {at}; the ruling has both players pass "
                              f"there (answer '{window['window']}' to use it).",
                      "url": share_url(asked) if asked is not None else None})
    return found
