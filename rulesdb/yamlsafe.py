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
    sizes: dict[str, int] = {}  # anchor -> its expanded node count
    stack: list[list] = [[None, 0]]  # [anchor, nodes so far] per open collection
    try:
        for event in yaml.parse(text, Loader=LOADER):
            _step(event, stack, sizes, file, max_nodes, max_depth)
    except yaml.YAMLError:
        return


def _step(event, stack: list[list], sizes: dict[str, int], file: str, max_nodes: int, max_depth: int) -> None:
    if isinstance(event, yaml.CollectionStartEvent):
        if len(stack) > max_depth:
            raise UnsafeYAML(file, _line(event), f"nested deeper than {max_depth} levels")
        stack.append([event.anchor, 0])
        return
    if isinstance(event, yaml.CollectionEndEvent):
        anchor, count = stack.pop()
        size = count + 1
        if anchor:
            sizes[anchor] = size
    elif isinstance(event, yaml.ScalarEvent):
        size = 1
        if event.anchor:
            sizes[event.anchor] = 1
    elif isinstance(event, yaml.AliasEvent):
        size = sizes.get(event.anchor, 1)
    else:
        return
    stack[-1][1] += size
    if sum(frame[1] for frame in stack) > max_nodes:
        raise UnsafeYAML(file, _line(event), f"expands to more than {max_nodes} nodes (aliases nested too deep?)")


def _line(event) -> int:
    mark = event.start_mark
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
