"""Action lists as the documents write them ("- [click]: Draw 1 card."), compared across documents.

A list belongs to the player the text before it names as the one taking actions ("The Runner takes
actions ... Actions include:"); an action is known by its verb (draw, gain, install...). A list that lacks a verb every
other document's list for the same player has is an erratum candidate, with the other list as evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.model import Document

# "- [click]: Gain 1[c].", "• [click], 2[c]: Remove one tag.", " - [?]: Purge virus counters."
_ACTION = re.compile(r"^\s*[-•]\s*(?:\[[^\]]+\]|\d+\[c\]|,|\s)+:\s*(?P<effect>[A-Z]\S*.*)$")
# The player who acts: the subject of the sentence about taking or performing actions.
_PLAYER = re.compile(r"\bThe (Runner|Corp(?:oration)?)\b(?=[^.]*\bactions?\b)")


@dataclass(frozen=True)
class ActionList:
    """One written list of actions: whose, where, and each action by verb with its text."""

    document: str
    address: str
    line: int
    player: str  # runner, corp
    actions: dict[str, str]  # verb -> the action as written


def action_lists(doc: Document) -> list[ActionList]:
    """Every action list of a document, in document order."""
    found = []
    for node in doc.nodes.values():
        intro, actions = "", {}
        for line in node.text.split("\n") + [""]:
            match = _ACTION.match(line)
            if match:
                actions.setdefault(match.group("effect").split()[0].lower(), line.strip(" -•"))
                continue
            if len(actions) >= 3 and (player := _player(intro)):
                found.append(ActionList(doc.id, node.address, node.line, player, actions))
            intro = line if actions else f"{intro}\n{line}"
            actions = {}
    return found


def _player(intro: str) -> str | None:
    named = _PLAYER.findall(intro)
    return ("runner" if named[-1] == "Runner" else "corp") if named else None


def missing_actions(documents: dict[str, Document]):
    """(document, address, line, missing action, evidence) for each verb a list lacks that the same
    player's list in every other document that has one includes."""
    lists = [a for doc in documents.values() for a in action_lists(doc)]
    for mine in lists:
        others = [o for o in lists if o.player == mine.player and o.document != mine.document]
        if not others:
            continue
        for verb in sorted(set.intersection(*(set(o.actions) for o in others)) - set(mine.actions)):
            evidence = others[0]
            yield (mine.document, mine.address, mine.line, evidence.actions[verb], evidence.address)
