"""The Table's form and the board it describes, both ways: each field is named by the board's own path
(`runner.rig`, `corp.servers.Server 1.ice`), so a problem the engine names at `runner.rig[0]` is shown
at that field, and the form filled from a board (a shared link, a scenario) gives that board back.

Pure (standard library only): the server (`rulesdb.web.table_page`) and the browser's offline engine
(`rulesdb.table.browser`, in Pyodide) read a sent form with the same code, so they get the same board.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from rulesdb import arguments
from rulesdb.errors import BadQuery
from rulesdb.table.notation import entries, entry, lines
from rulesdb.table.ruling import MAX_SHARED, share_url

CENTRALS = ("HQ", "R&D", "Archives")
KEPT = ("title", "seed", "until", "decisions", "example", "notes")  # carried unseen through the form
MAX_FIELD = 4000  # characters of one field as sent
NOT_FIELDS = ("f", "s")  # the form's "sent" mark and a share link's board
ANSWER = re.compile(r"q|a|[op]\d+|f\..+")  # an answer form's parameters (table.answers; `a` may take several)
EMPTY = "empty"  # typed in a pile's field: the pile is known to hold nothing (an empty field: not laid out)


@dataclass(frozen=True)
class Field:
    name: str  # the board path, also the form's parameter
    label: str
    kind: str  # number, card, cards


def _side(side: str, rows: list[tuple[str, str, str]]) -> tuple[Field, ...]:
    return tuple(Field(f"{side}.{key}", label, kind) for key, label, kind in rows)


RUNNER = _side("runner", [
    ("identity", "Identity", "card"), ("credits", "Credits", "number"), ("clicks", "Clicks", "number"),
    ("tags", "Tags", "number"), ("link", "Link", "number"), ("memory_limit", "Memory limit", "number"),
    ("hand_size", "Max hand size", "number"), ("core_damage", "Core damage", "number"),
    ("rig", "Rig: programs, hardware, resources", "cards"), ("grip", "Grip", "cards"),
    ("stack", "Stack, top first", "cards"), ("heap", "Heap", "cards"),
    ("earlier_this_turn", "Played or trashed earlier this turn", "cards"),
    ("score_area", "Score area", "cards"), ("current", "Current", "card"),
    ("removed", "Removed from the game", "cards")])
CORP = _side("corp", [
    ("identity", "Identity", "card"), ("credits", "Credits", "number"), ("clicks", "Clicks", "number"),
    ("bad_publicity", "Bad publicity", "number"), ("hand_size", "Max hand size", "number"),
    ("hq", "HQ: cards in hand", "cards"),
    ("rd", "R&D, top first ('empty' if it holds nothing)", "cards"),
    ("archives", "Archives: facedown, or (faceup)", "cards"),
    ("earlier_this_turn", "Played or trashed earlier this turn", "cards"),
    ("score_area", "Score area", "cards"), ("current", "Current", "card"),
    ("removed", "Removed from the game", "cards")])


def server_fields(name: str) -> tuple[Field, Field]:
    where = "root" if name.startswith("Server") else "root: upgrades"
    return (Field(f"corp.servers.{name}.ice", f"{name}: ice, outermost first", "cards"),
            Field(f"corp.servers.{name}.root", f"{name} {where}", "cards"))


def server_names(board: Any) -> list[str]:
    """The centrals, the board's remotes, and one empty remote more to fill."""
    servers = _dict(_dict(_dict(board).get("corp")).get("servers"))
    remotes = sorted((s for s in servers if s not in CENTRALS), key=_remote_number)
    number = max([_remote_number(s) for s in remotes] + [0]) + 1
    return [*CENTRALS, *remotes, f"Server {number}"]


def _remote_number(name: str) -> int:
    found = re.search(r"\d+$", str(name))
    return int(found[0]) if found else 0


def fields(servers: list[str]) -> list[Field]:
    return [*RUNNER, *CORP, *(f for s in servers for f in server_fields(s))]


def sent_link(sent: dict[str, str]) -> str:
    """The share link of the board a sent form describes (`f=1` and the fields); BadQuery naming the
    parameter at fault: a field too long, or a board too long for a link."""
    typed = checked(sent)
    link = share_url(board_from(typed))
    if len(link) > MAX_SHARED:  # the link is the board: one that long is no link to share
        longest = max(typed, key=lambda k: len(typed[k]))
        raise BadQuery(f"{longest}: the board is too long for a link ({len(link):,} characters; "
                       f"at most {MAX_SHARED:,})")
    return link


def checked(sent: dict[str, str]) -> dict[str, str]:
    """The fields of a request to the Table (a sent form or a share link); BadQuery naming a field
    too long, a field given more than once (each takes one value; an answer's parameters are read, and a
    repeated one refused, by table.answers), or an `f` that is not the form's mark."""
    if hasattr(sent, "getlist"):
        for name in (k for k in sent if not ANSWER.fullmatch(k)):
            arguments.single(name, sent.getlist(name))
    typed = {k: v for k, v in sent.items() if k not in NOT_FIELDS}
    too_long = next((k for k, v in typed.items() if len(v) > MAX_FIELD), None)
    if too_long:
        raise BadQuery(f"{too_long}: at most {MAX_FIELD} characters")
    if sent.get("f", "1") != "1":
        raise BadQuery("f: expected 1 (the form is sent)")
    return typed


def board_from(form: dict[str, str]) -> dict:
    """The board the form's values describe; numbers that are not numbers are left as typed (the
    engine names the field), empty fields left out (the format's defaults)."""
    board: dict[str, Any] = {}
    remotes = [k.split(".")[2] for k in form if k.startswith("corp.servers.")]
    for field in fields(list(dict.fromkeys([*CENTRALS, *remotes]))):
        text = form.get(field.name, "").strip()
        if text:
            _put(board, field.name, _value(field, text))
    turn = form.get("turn", "runner") or "runner"
    if turn != "runner":
        board["turn"] = turn
    board["actions"] = [_action(row, turn) for row in form.get("actions", "").splitlines() if row.strip()]
    kept = _kept(form.get("keep", ""))
    board.update({k: v for k, v in kept.items() if k in KEPT})
    if form.get("allow_incomplete"):
        board["allow_incomplete"] = True
    return board


def _value(field: Field, text: str) -> Any:
    if field.kind == "number":  # "-5" is a number the engine refuses as below 0, not text
        return int(text) if re.fullmatch(r"[+-]?[0-9]+", text) else text
    if field.kind == "cards":  # "empty": a pile known to hold nothing, where an empty field leaves it unknown
        return [] if text.lower() == EMPTY else entries(text)
    named = [entry(p) for p in text.split(";") if p.strip()]
    return named[0] if len(named) == 1 else named  # two identities: the engine names the field


def _put(board: dict, path: str, value: Any) -> None:
    side, rest = path.split(".", 1)
    target = board.setdefault(side, {})
    if rest.startswith("servers."):
        name, part = rest[len("servers."):].rsplit(".", 1)
        target.setdefault("servers", {}).setdefault(name, {})[part] = value
    else:
        target[rest] = value


def _action(row: str, turn: str) -> Any:
    """An action line: `runner: run HQ`, the side left out for the player whose turn it is, then in
    brackets `attempt` and `at <moment>` (`draw (attempt; at encounter Ice Wall)`); a line written as
    JSON is taken as it is (an action with fields the form has no words for)."""
    if row.strip().startswith("{"):
        try:
            return json.loads(row)
        except ValueError:
            pass  # the engine names the action it cannot read
    side, _, what = row.partition(":")
    if side.strip().lower() not in ("corp", "runner") or not what.strip():
        side, what = turn, row
    what = " ".join(what.split())
    action: dict[str, Any] = {side.strip().lower(): what}
    found = re.match(r"^(.*?) \(((?:attempt|at [^;()]+)(?:; (?:attempt|at [^;()]+))*)\)$", what)
    if found:
        action[side.strip().lower()] = found[1]
        for part in found[2].split("; "):
            action.update({"attempt": True} if part == "attempt" else {"at": part[3:]})
    return action


def _kept(text: str) -> dict:
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def form_from(board: Any) -> dict[str, str]:
    """The form's values for a board, read leniently: a shared link may hold anything."""
    board = _dict(board)
    values: dict[str, str] = {}
    for field in fields(server_names(board)):
        found = _get(board, field.name)
        if found is not None:
            values[field.name] = _text(field, found)
    values["turn"] = str(board.get("turn", "runner"))
    values["actions"] = "\n".join(_action_line(a) for a in _list(board.get("actions")))
    kept = {k: board[k] for k in KEPT if k in board}
    values["keep"] = json.dumps(kept, ensure_ascii=False, separators=(",", ":")) if kept else ""
    values["allow_incomplete"] = "1" if board.get("allow_incomplete") is True else ""
    return values


def _get(board: dict, path: str) -> Any:
    side, rest = path.split(".", 1)
    if rest.startswith("servers."):
        name, part = rest[len("servers."):].rsplit(".", 1)
        return _dict(_dict(_dict(_dict(board.get(side)).get("servers")).get(name))).get(part)
    return _dict(board.get(side)).get(rest)


def _text(field: Field, value: Any) -> str:
    if field.kind == "number":
        return str(value)
    if field.kind == "card" and isinstance(value, list):
        return "; ".join(lines([v]) for v in value)
    return EMPTY if field.kind == "cards" and value == [] else lines(value)


def _action_line(action: Any) -> str:
    if not isinstance(action, dict):
        return str(action)
    side = next((s for s in ("runner", "corp") if s in action), "")
    known = {side, "attempt", "at"}
    if not side or set(action) - known or action.get("attempt", True) is not True or not isinstance(
            action.get("at", ""), str) or not isinstance(action[side], str):
        return json.dumps(action, ensure_ascii=False)  # kept whole: the form has no words for it
    more = (["attempt"] if action.get("attempt") is True else []) + ([f"at {action['at']}"] if action.get("at") else [])
    return f"{side}: {action[side]}" + (f" ({'; '.join(more)})" if more else "")


def _dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []
