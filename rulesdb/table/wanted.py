"""What the board's actions name that the board does not hold yet: a server ("run Server 1" with no ice or card
laid out there) or a Corp card ("trash PAD Campaign" with PAD Campaign nowhere on the board). The page opens the
Corp's section and those servers for it, so a judge on a phone sees where the Corp's cards go.

Pure (standard library and `rulesdb.spelling`): the page's script (`table.js`) reads the action lines the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rulesdb.spelling import fold_title

CENTRALS = {"hq": "HQ", "r&d": "R&D", "rd": "R&D", "archives": "Archives"}
# a central's cards in hand, in its pile: the server "holds" something the judge laid out there too
_PILES = {"HQ": "hq", "R&D": "rd", "Archives": "archives"}
_SERVER = re.compile(r"(?<![\w&])(HQ|R&D|RD|Archives|Server\s+\d+)(?![\w&])", re.IGNORECASE)
_SKIPPED = ("actions", "decisions", "keep", "expect")  # where names are the question, not the board


def named_servers(text: str) -> list[str]:
    """The servers an action line names, as the form names them ("server 1" is "Server 1").

    >>> named_servers("play Tread Lightly on r&d; run Server  2")
    ['R&D', 'Server 2']
    """
    found = []
    for match in _SERVER.finditer(text):
        word = match[1].lower()
        name = CENTRALS.get(word) or "Server " + word.split()[-1]
        found.append(name)
    return list(dict.fromkeys(found))


def action_lines(board: Any) -> list[str]:
    """The words of each action of the board (the side's words and its `at`), whatever their shape."""
    actions = board.get("actions") if isinstance(board, dict) else None
    lines = []
    for action in actions if isinstance(actions, list) else ():
        if isinstance(action, dict):
            lines += [str(v) for k, v in action.items() if k in ("runner", "corp", "at") and isinstance(v, str)]
        elif isinstance(action, str):
            lines.append(action)
    return lines


def held(board: Any) -> set[str]:
    """Every name the board lays out, folded (cards in any zone, the identities, the hosted cards)."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.add(fold_title(value))
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for key, item in value.items():
                if key not in _SKIPPED:
                    walk(item)
    walk(board if isinstance(board, dict) else {})
    return found


def empty_servers(board: Any) -> list[str]:
    """The servers the actions name where the board lays out nothing: no ice, no root, and for a central
    no card in its pile (HQ's hand, R&D, Archives)."""
    corp = board.get("corp") if isinstance(board, dict) else None
    corp = corp if isinstance(corp, dict) else {}
    servers = corp.get("servers") if isinstance(corp.get("servers"), dict) else {}
    wanted = []
    for name in dict.fromkeys(n for line in action_lines(board) for n in named_servers(line)):
        laid = servers.get(name) if isinstance(servers.get(name), dict) else {}
        if not (laid.get("ice") or laid.get("root") or corp.get(_PILES.get(name, ""))):
            wanted.append(name)
    return wanted


def servers_shown(board: Any) -> list[str]:
    """The servers the form shows: the centrals, the board's remotes, the one more to fill, and each remote an
    action names that the board has none of ("run Server 3"), so the judge has its fields."""
    from rulesdb.table.form import server_names
    shown = server_names(board)
    return shown + sorted((n for n in empty_servers(board) if n not in shown), key=lambda n: int(n.split()[-1]))


def missing_corp_cards(board: Any, corp_titles: Iterable[str]) -> list[str]:
    """The Corp cards the actions name (whole words of a line) that the board does not lay out anywhere.

    >>> missing_corp_cards({"actions": [{"runner": "trash PAD Campaign"}]}, ["PAD Campaign", "Ice Wall"])
    ['PAD Campaign']
    >>> missing_corp_cards({"corp": {"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
    ...                     "actions": [{"runner": "trash PAD Campaign"}]}, ["PAD Campaign"])
    []
    """
    lines = [f" {fold_title(line)} " for line in action_lines(board)]
    if not lines:
        return []
    there = held(board)
    return [title for title in corp_titles
            if (key := fold_title(title)) and key not in there and any(f" {key} " in line for line in lines)]
