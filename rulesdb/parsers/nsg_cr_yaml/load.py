"""Reads one YAML file of a release into plain data whose mappings remember their line, for
`file:line` parse errors. Uses libyaml's safe loader when PyYAML has it (twenty times faster).
"""

from __future__ import annotations

from typing import Any

import yaml

from rulesdb.errors import ParseError

_BASE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Located(dict):
    """A YAML mapping with the 1-based line it starts on."""

    line = 1


class _Loader(_BASE):  # type: ignore[misc, valid-type]
    """The safe loader, building `Located` mappings."""


def _mapping(loader: _Loader, node: yaml.MappingNode) -> Located:
    value = Located(loader.construct_mapping(node, deep=True))
    value.line = node.start_mark.line + 1
    return value


_Loader.add_constructor("tag:yaml.org,2002:map", _mapping)


def load_yaml(text: str, path: str) -> Any:
    """One YAML document as data; a syntax error names the file and line."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader with one extra constructor
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ParseError(path, mark.line + 1 if mark else 1, f"not valid YAML: {problem}") from None


def line_of(value: Any, default: int = 1) -> int:
    """The line a mapping starts on, else `default`."""
    return getattr(value, "line", default)
