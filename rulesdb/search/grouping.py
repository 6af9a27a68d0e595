"""One hit per text, not per version: when several releases of a family carry the same words, a judge
wants the newest one with the others listed beside it, so six CR releases cannot fill the first page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rulesdb.model import version_key

_WORD = re.compile(r"\w+")


def text_key(family: str, kind: str, text: str, label: str) -> tuple[str, str, str]:
    """What makes two nodes "the same text": family, kind and their words (case, quotes and spacing
    aside); a node with no text of its own (a bare section) is known by its label instead.

    >>> a = text_key("cr", "rule", "“When encountered”  ability", "")
    >>> a == text_key("cr", "rule", '"when encountered" ability', "x")
    True
    """
    words = " ".join(_WORD.findall(text.casefold()))
    return family, kind, words if words else "\0" + " ".join(_WORD.findall(label.casefold()))


def group_ranked(
    ranked: Iterable[tuple[int, float]],
    key_of: Callable[[int], tuple],
    version_of: Callable[[int], str],
    limit: int,
) -> list[tuple[int, float, list[int]]]:
    """(representative, score, members) for the best `limit` groups of ranked (node, score) pairs.

    A group scores as its best member and is shown by its newest version; members are newest first.
    """
    groups: dict[tuple, list] = {}
    for node, score in ranked:
        key = key_of(node)
        if key in groups:
            groups[key][2].append(node)
        elif len(groups) < limit:
            groups[key] = [node, score, [node]]
    result = []
    for _, score, members in groups.values():
        members.sort(key=lambda n: version_key(version_of(n)), reverse=True)
        result.append((members[0], score, members))
    return result
