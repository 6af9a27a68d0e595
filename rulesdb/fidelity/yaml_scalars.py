"""Where each scalar of a YAML source sits, so a YAML parser can account for every scalar text it reads.

In a YAML source the content is its scalars (keys and punctuation are structure): `declare_scalars`
marks every value scalar of a file as content of its account, and returns the scalars by the line of
the mapping holding them and their key, which is how a parser that remembers each mapping's line
(`mapping.line`) finds the span to give a node: `spans[mapping.line]["text"]`. A key that is not a
name ("The Corp is playing {card:Gagarin Deep Space" in a mis-indented block) is text YAML took
for a key: it is content, one scalar with its value.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

import yaml

from rulesdb.fidelity.account import SourceAccount
from rulesdb.yamlsafe import LOADER

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Scalar(NamedTuple):
    """One value scalar: the key it is the value of (or its index in a list), and its characters."""

    key: str | int
    start: int
    end: int
    line: int  # 1-based line of the mapping (or list) holding it


def scalars(text: str, root: yaml.Node | None = None) -> list[Scalar]:
    """Every value scalar of a YAML text (composed as `root`, if the caller has it), in document
    order; keys are left out unless they are text."""
    if root is None:
        root = yaml.compose(text, Loader=LOADER)
    found: list[Scalar] = []
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            children = _mapping_scalars(text, node, found)
        elif isinstance(node, yaml.SequenceNode):
            line = node.start_mark.line + 1
            children = []
            for index, value in enumerate(node.value):
                if isinstance(value, yaml.ScalarNode):
                    found.append(Scalar(index, _text_start(text, value), value.end_mark.index, line))
                else:
                    children.append(value)
        else:
            continue
        stack.extend(reversed(children))
    return sorted(found, key=lambda s: s.start)


def _mapping_scalars(text: str, node: yaml.MappingNode, found: list[Scalar]) -> list[yaml.Node]:
    """Add a mapping's text keys (each as one scalar running to the end of its scalar value), then its
    values under names; return the values that are collections."""
    line = node.start_mark.line + 1
    values, children = [], []
    for key, value in node.value:
        named = isinstance(key.value, str) and _is_name(key.value)
        if isinstance(key, yaml.ScalarNode) and not named:
            end = value.end_mark.index if isinstance(value, yaml.ScalarNode) else key.end_mark.index
            found.append(Scalar(key.value, key.start_mark.index, end, line))
        if not isinstance(value, yaml.ScalarNode):
            children.append(value)
        elif named:
            values.append(Scalar(key.value, _text_start(text, value), value.end_mark.index, line))
    found += values
    return children


@functools.lru_cache(maxsize=4096)
def _is_name(key: str) -> bool:
    return _NAME.fullmatch(key) is not None


def _text_start(text: str, node: yaml.ScalarNode) -> int:
    """Where a scalar's text starts: a block scalar's "|-" header line is structure, not text."""
    start = node.start_mark.index
    if node.style in ("|", ">"):
        newline = text.find("\n", start, node.end_mark.index)
        return newline + 1 if newline >= 0 else start
    return start


def declare_scalars(account: SourceAccount, root: yaml.Node | None = None) -> dict[int, dict[str | int, Scalar]]:
    """Mark every value scalar of the account's text (composed as `root`, if given) as content;
    return them by mapping line and key."""
    by_line: dict[int, dict[str | int, Scalar]] = {}
    account.content_only()
    for scalar in scalars(account.text, root):
        account.content_chars(scalar.start, scalar.end)
        by_line.setdefault(scalar.line, {})[scalar.key] = scalar
    return by_line
