"""Reads one YAML file of a release through the bounded loader (`rulesdb.yamlsafe`) into plain data whose
mappings remember their line, for `file:line` parse errors; the node tree is kept beside the data so
the release's account of its source reads the same parse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from rulesdb import yamlsafe
from rulesdb.errors import ParseError


class Located(dict):
    """A YAML mapping with the 1-based line it starts on, and where each entry stands in the text."""

    line = 1
    spans: dict = {}  # key -> (first character of the key, end of its value)


class _Constructor(yamlsafe.LOADER):  # type: ignore[misc, valid-type]
    """The bounded loader's safe loader, building `Located` mappings."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        # Three scalars in four are text: the safe constructor's own value for them is the node's
        # string, returned here without its bookkeeping for anchors and recursion a string never needs.
        if node.__class__ is yaml.ScalarNode and node.tag == _STR:
            return node.value
        return super().construct_object(node, deep)


_STR = "tag:yaml.org,2002:str"


def _mapping(loader: _Constructor, node: yaml.MappingNode) -> Located:
    value = Located(loader.construct_mapping(node, deep=True))
    value.line = node.start_mark.line + 1
    value.spans = {k.value: (k.start_mark.index, v.end_mark.index) for k, v in node.value
                   if isinstance(k, yaml.ScalarNode)}
    return value


_Constructor.add_constructor("tag:yaml.org,2002:map", _mapping)


@dataclass(frozen=True)
class YamlFile:
    """One file read: its data (Located mappings) and the node tree it was built from."""

    data: Any
    root: yaml.Node | None


def read_yaml(text: str, path: str) -> YamlFile:
    """One YAML document; a syntax error, an alias bomb or runaway nesting names the file and line."""
    try:
        yamlsafe.check(text, path)
    except yamlsafe.UnsafeYAML as exc:
        raise ParseError(path, exc.line, str(exc).removeprefix(f"{path}:{exc.line}: ")) from None
    constructor = _Constructor(text)
    try:
        root = constructor.get_single_node()
        return YamlFile(None if root is None else constructor.construct_document(root), root)
    except yaml.YAMLError as exc:  # a syntax error, a bad tag, a key that cannot be hashed
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ParseError(path, mark.line + 1 if mark else 1, f"not valid YAML: {problem}") from None
    finally:
        constructor.dispose()


def load_yaml(text: str, path: str) -> Any:
    """One YAML document as data (see `read_yaml`)."""
    return read_yaml(text, path).data


def line_of(value: Any, default: int = 1) -> int:
    """The line a mapping starts on, else `default`."""
    return getattr(value, "line", default)
