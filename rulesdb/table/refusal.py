"""A board the engine refuses, shown as the Table shows it: each line of the refusal at the form field
it names (with its "did you mean" as links that put the suggested card in place), answers the engine
never asks offered as one tap that drops them, and a partly implemented card as "play anyway".

Pure: the server's page and the browser's offline engine place a refusal with the same code.
"""

from __future__ import annotations

import copy
import re

from rulesdb.engine.scenario.reliability import OPT_IN
from rulesdb.table.ruling import share_url

_PATH = re.compile(r"^([^:\n]+?): (.*)$")
_SUGGESTED = re.compile(r"\(did you mean ([^)]*)\?\)")
_ACTION = re.compile(r"^actions\[(\d+)\](?:\.(\w+))?$")  # a line of the actions' field
ACTIONS = "actions"  # the form's field of the actions, one a line
_NEVER_ASKED = re.compile(r"^decisions\.(.+): the engine never asks this decision")


def refused(error: str, board) -> dict:
    """Everything the page shows for a refusal: `fields` (name -> its lines), the `rest`, and the
    `unasked` and `anyway` links (or None)."""
    placed = placed_errors(error, board)
    return {"errors": placed["fields"], "error": placed["rest"], "unasked": unasked(error, board),
            "anyway": anyway(error, board)}


def unasked(error: str, board) -> dict | None:
    """When the only problem is answers the engine never asks (a board edited after answering), they are
    refused, never ignored: the page names them and offers the same board without them, one tap away."""
    names = [m[1] for line in error.splitlines() if (m := _NEVER_ASKED.match(line))]
    decisions = board.get("decisions") if isinstance(board, dict) else None
    if not names or len(names) < len(error.splitlines()) or not isinstance(decisions, dict):
        return None
    kept = {k: v for k, v in decisions.items() if k not in names}
    return {"names": names, "url": share_url(dict(board, decisions=kept))}


def anyway(error: str, board) -> str | None:
    """A board refused only for a card the engine implements in part: the link that plays it anyway,
    the ruling then marked unreliable and naming the card (the form's check box does the same)."""
    if OPT_IN not in error or not isinstance(board, dict) or board.get(OPT_IN) is True:
        return None
    return share_url(dict(board, **{OPT_IN: True}))


def field_of(path: str) -> str:
    """The form field a board path belongs to: `runner.rig[0].card` -> `runner.rig`."""
    return re.split(r"\[|\.card$|\.hosted|\.counters|\.advancement|\.rezzed|\.chosen", path, maxsplit=1)[0]


def placed_errors(error: str, board) -> dict:
    """Each line of a refusal at the field it names (with its "did you mean" as fixing links); the
    lines naming no field of the form stay at the top."""
    fields: dict[str, list[dict]] = {}
    rest = []
    for line in error.splitlines():
        found = _PATH.match(line)
        action = _ACTION.match(found[1]) if found else None
        if action:  # beside the actions' field, by its line: "line 2" is what the judge typed
            path, message = found[1], found[2]
            fixes = [{"title": t, "url": share_url(retyped(board, action, message, t))} for t in suggested(message)]
            fields.setdefault(ACTIONS, []).append({"path": path, "label": f"line {int(action[1]) + 1}",
                                                   "message": message, "fixes": fixes})
            continue
        if not found or not re.match(r"^(runner|corp)\.", found[1]):
            rest.append(line)
            continue
        path, message = found[1], found[2]
        fixes = [{"title": t, "url": share_url(fixed(board, path, t))} for t in suggested(message)]
        fields.setdefault(field_of(path), []).append({"path": path, "label": path, "message": message, "fixes": fixes})
    return {"fields": fields, "rest": "\n".join(rest) or None}


def suggested(message: str) -> list[str]:
    """The names a refusal's "(did you mean A, B?)" offers."""
    found = _SUGGESTED.search(message)
    return found[1].split(", ") if found else []


def retyped(board, action: re.Match, message: str, title: str):
    """The board with the action's name that was refused ("unknown card 'Sure Gamle'") put right in its line
    ("play Sure Gamble"); unchanged when the line does not hold the name as quoted."""
    typed = re.search(r"unknown (?:card|server|identity) '([^']+)'", message)
    actions = board.get("actions") if isinstance(board, dict) else None
    n, key = int(action[1]), action[2]
    if not typed or not key or not isinstance(actions, list) or n >= len(actions) or not isinstance(actions[n], dict):
        return board
    text = actions[n].get(key)
    if not isinstance(text, str) or not re.search(rf"(?<!\w){re.escape(typed[1])}(?!\w)", text):
        return board
    changed = copy.deepcopy(board)
    changed["actions"][n][key] = re.sub(rf"(?<!\w){re.escape(typed[1])}(?!\w)", lambda _: title, text, count=1)
    return changed


def fixed(board, path: str, title: str):
    """The board with the card at `path` (`runner.rig[0]`, `corp.servers.Server 1.ice[1].card`) named
    `title`; unchanged when the path does not lead to a card."""
    changed = copy.deepcopy(board)
    keys = _keys(path)
    where = changed
    try:
        for key in keys[:-1]:
            where = where[key]
        last = keys[-1]
        if isinstance(where[last], dict):
            where[last]["card"] = title
        else:
            where[last] = title
    except (KeyError, IndexError, TypeError):
        return board
    return changed


def _keys(path: str) -> list:
    """`corp.servers.Server 1.ice[1].card` -> ["corp", "servers", "Server 1", "ice", 1]."""
    path = path.removesuffix(".card")
    keys: list = []
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        keys.append(int(part[1:-1]) if part.startswith("[") else part)
    return keys
