"""YAML with bounds: alias expansion and nesting depth are counted from the event stream before
anything is built, so a 342-byte alias bomb or a 100,000-deep list fails in milliseconds as
`file:line: ...` instead of exhausting memory or the stack. Every YAML read in rulesdb goes here.
"""

from __future__ import annotations

from typing import Any

import yaml

from rulesdb.errors import SourceError

MAX_NODES = 200_000  # nodes after expanding every alias; the largest embedded YAML has a few thousand
MAX_DEPTH = 64  # nested mappings/lists; real files stay under ten

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: same nodes, faster


class UnsafeYAML(SourceError):
    """A YAML text is well-formed but too large or too deep once its aliases are expanded."""

    def __init__(self, file: str, line: int, message: str):
        self.file, self.line = file, line
        super().__init__(f"{file}:{line}: {message}")


def check(text: str, file: str, max_nodes: int = MAX_NODES, max_depth: int = MAX_DEPTH) -> None:
    """Raise UnsafeYAML when `text` expands past `max_nodes` nodes or nests past `max_depth`.

    Syntax errors are left to the loader that follows, which reports them with its own line.
    """
    parser = LOADER(text)
    try:
        _count(parser, file, max_nodes, max_depth)
    except yaml.YAMLError as error:
        if "nesting depth" in str(error):  # the loader's own, larger limit (PyYAML >= 6.0.3) met first
            raise UnsafeYAML(file, _line(error, "problem_mark"), f"nested deeper than {max_depth} levels") from None
        return
    finally:
        parser.dispose()


_SCALAR, _ALIAS, _START, _END = 1, 2, 3, 4
_KINDS = {yaml.ScalarEvent: _SCALAR, yaml.AliasEvent: _ALIAS, yaml.MappingStartEvent: _START,
          yaml.SequenceStartEvent: _START, yaml.MappingEndEvent: _END, yaml.SequenceEndEvent: _END}


def _count(parser, file: str, max_nodes: int, max_depth: int) -> None:
    """Walk the events once with a running count of the nodes the document expands to: a scalar or a
    collection is one node, an alias as many as its anchor's node held (recorded when it closed)."""
    sizes: dict[str, int] = {}  # anchor -> its expanded node count
    open_: list[tuple[str | None, int]] = []  # per open collection: its anchor, the count before it
    total = 0
    while (event := parser.get_event()) is not None:
        kind = _KINDS.get(type(event))
        if kind == _START:
            if len(open_) >= max_depth:
                raise UnsafeYAML(file, _line(event), f"nested deeper than {max_depth} levels")
            open_.append((event.anchor, total))
            continue
        if kind == _SCALAR:
            total += 1
            if event.anchor:
                sizes[event.anchor] = 1
        elif kind == _END:
            anchor, before = open_.pop()
            total += 1
            if anchor:
                sizes[anchor] = total - before
        elif kind == _ALIAS:
            total += sizes.get(event.anchor, 1)
        else:
            continue
        if total > max_nodes:
            raise UnsafeYAML(file, _line(event), f"expands to more than {max_nodes} nodes (aliases nested too deep?)")


def _line(event, field: str = "start_mark") -> int:
    mark = getattr(event, field, None)
    return mark.line + 1 if mark is not None else 1


def load(text: str, file: str) -> Any:
    """Parse one YAML document after `check`; syntax errors read `file:line: not valid YAML: ...`."""
    check(text, file)
    try:
        return yaml.load(text, Loader=LOADER)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        raise SourceError(syntax_message(exc, file)) from None


def syntax_message(exc: yaml.YAMLError, file: str) -> str:
    """`file:line: not valid YAML: problem` for a PyYAML error."""
    mark = getattr(exc, "problem_mark", None)
    line = mark.line + 1 if mark else 1
    problem = getattr(exc, "problem", None) or str(exc)
    return f"{file}:{line}: not valid YAML: {problem}"
