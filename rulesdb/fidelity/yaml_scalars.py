"""Where each scalar of a YAML source sits, so a YAML parser can account for every scalar text it reads.

In a YAML source the content is its scalars (keys and punctuation are structure): `declare_scalars`
marks every value scalar of a file as content of its account, and returns the scalars by the line of
the mapping holding them and their key, which is how a parser that remembers each mapping's line
(`mapping.line`) finds the span to give a node: `spans[mapping.line]["text"]`.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml

from rulesdb.fidelity.account import SourceAccount
from rulesdb.yamlsafe import LOADER


@dataclass(frozen=True)
class Scalar:
    """One value scalar: the key it is the value of (or its index in a list), and its characters."""

    key: str | int
    start: int
    end: int
    line: int  # 1-based line of the mapping (or list) holding it


def scalars(text: str) -> list[Scalar]:
    """Every value scalar of a YAML text, in document order; keys are left out."""
    root = yaml.compose(text, Loader=LOADER)
    found: list[Scalar] = []
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        line = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            items = [(k.value, v) for k, v in node.value]
        elif isinstance(node, yaml.SequenceNode):
            items = list(enumerate(node.value))
        else:
            continue
        for key, value in items:
            if isinstance(value, yaml.ScalarNode):
                found.append(Scalar(key, _text_start(text, value), value.end_mark.index, line))
        stack.extend(reversed([v for _, v in items if not isinstance(v, yaml.ScalarNode)]))
    return sorted(found, key=lambda s: s.start)


def _text_start(text: str, node: yaml.ScalarNode) -> int:
    """Where a scalar's text starts: a block scalar's "|-" header line is structure, not text."""
    start = node.start_mark.index
    if node.style in ("|", ">"):
        newline = text.find("\n", start, node.end_mark.index)
        return newline + 1 if newline >= 0 else start
    return start


def declare_scalars(account: SourceAccount) -> dict[int, dict[str | int, Scalar]]:
    """Mark every value scalar of the account's text as content; return them by mapping line and key."""
    by_line: dict[int, dict[str | int, Scalar]] = {}
    for scalar in scalars(account.text):
        account.content_chars(scalar.start, scalar.end)
        by_line.setdefault(scalar.line, {})[scalar.key] = scalar
    return by_line
