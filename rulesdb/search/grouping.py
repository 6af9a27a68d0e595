"""One hit per rule, not per version: when several releases of a family carry the same words, or the
same rule by its source id (`rule_bypass` in every current CR release, reworded or not), a judge wants
the newest one with the others listed beside it, so six CR releases cannot fill the first page.
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


def lineage_key(family: str, address: str) -> tuple[str, str]:
    """What makes two nodes "the same rule" in releases that address nodes by source id: the family
    and the address inside the release.

    >>> lineage_key("nisei-cr", "nsg-cr-25.08/rule_bypass") == lineage_key("nisei-cr", "nsg-cr-22.12/rule_bypass")
    True
    """
    return family, address.partition("/")[2]


class NodeKeys:
    """Each node's keys, worked out when a search first ranks the node: its text key, and its lineage
    key in a release addressed by source id. The nodes of one text (in every release that has it)
    share one key, worked out once."""

    def __init__(self, nodes: list[dict]):
        self._nodes = nodes
        self._texts: dict[tuple[str, str, str, str], tuple[str, str, str]] = {}
        self._keys: dict[int, tuple[tuple, ...]] = {}

    def __getitem__(self, number: int) -> tuple[tuple, ...]:
        keys = self._keys.get(number)
        if keys is None:
            node = self._nodes[number]
            written = (node["family"], node["kind"], node["text"], node["label"])
            text = self._texts.get(written)
            if text is None:
                text = self._texts[written] = text_key(*written)
            by_id = (text, lineage_key(node["family"], node["address"]))
            keys = self._keys[number] = by_id if node["by_id"] else (text,)
        return keys


def group_ranked(
    ranked: Iterable[tuple[int, float]],
    keys_of: Callable[[int], tuple[tuple, ...]],
    version_of: Callable[[int], str],
    limit: int,
) -> list[tuple[int, float, list[int]]]:
    """(representative, score, members) for the best `limit` groups of ranked (node, score) pairs; a
    node joins the group of the first of its keys already seen (same words, or same rule by id).

    A group scores as its best member and is shown by its newest version; members are newest first.
    """
    groups: list[list] = []
    by_key: dict[tuple, list] = {}
    for node, score in ranked:
        keys = keys_of(node)
        group = next((by_key[k] for k in keys if k in by_key), None)
        if group is None:
            if len(groups) >= limit:
                continue
            group = [node, score, []]
            groups.append(group)
        group[2].append(node)
        for k in keys:
            by_key.setdefault(k, group)
    result = []
    for _, score, members in groups:
        members.sort(key=lambda n: version_key(version_of(n)), reverse=True)
        result.append((members[0], score, members))
    return result
