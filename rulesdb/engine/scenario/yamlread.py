"""Reading YAML with the line of every field, so a malformed scenario names the line at fault.

`read_yaml` returns the data and a map from field path ("runner.rig[0].chosen") to its line;
aliases are refused and the node count bounded, so no alias bomb can expand. `Fields` wraps both
with typed getters; each problem is recorded as "file:line: field: message" and `finish()` raises
them all at once, so a file's every problem is reported together.
"""

from __future__ import annotations

from typing import Any, NoReturn

from rulesdb.errors import ScenarioError

# PyYAML is imported where a file is read, not here: a board sent as JSON (the Table, and the
# offline engine in the browser, which has only the standard library) never needs it.
MAX_NODES = 20_000  # a scenario is a few hundred nodes


class Invalid(Exception):
    """One recorded problem: stops building the field at fault, not the whole file."""


def read_yaml(text: str, file: str) -> tuple[Any, dict[str, int]]:
    """Parse one YAML document; lines are 1-based; duplicate keys are an error; bombs are refused."""
    import yaml

    from rulesdb import yamlsafe

    try:
        yamlsafe.check(text, file)
    except yamlsafe.UnsafeYAML as exc:
        raise ScenarioError(str(exc)) from None
    loader = yamlsafe.LOADER(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(f"{file}:{line}: not valid YAML: {problem}") from None
    finally:
        loader.dispose()
    lines: dict[str, int] = {"": 1}
    if node is not None:
        _collect(node, "", lines, file, set())
    return data, lines


def _collect(node, path: str, lines: dict[str, int], file: str, seen_nodes: set) -> None:
    import yaml

    if id(node) in seen_nodes:  # only an alias makes a node appear twice
        raise ScenarioError(f"{file}:{node.start_mark.line + 1}: {path or '(top level)'}: YAML "
                            "aliases are not allowed in scenario files")
    seen_nodes.add(id(node))
    if len(seen_nodes) > MAX_NODES:
        raise ScenarioError(f"{file}:{node.start_mark.line + 1}: more than {MAX_NODES} YAML nodes")
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        seen = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            child = f"{path}.{key}" if path else key
            if key in seen:
                raise ScenarioError(f"{file}:{key_node.start_mark.line + 1}: {child}: duplicate key")
            seen.add(key)
            lines[child] = key_node.start_mark.line + 1
            _collect(value_node, child, lines, file, seen_nodes)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _collect(item, f"{path}[{i}]", lines, file, seen_nodes)


class Fields:
    """Typed access to parsed YAML; every failure names file, line and field."""

    def __init__(self, file: str, lines: dict[str, int]):
        self.file, self.lines = file, lines
        self.errors: list[tuple[int, str]] = []

    def line(self, path: str) -> int:
        while path not in self.lines and path:
            path = path.rsplit(".", 1)[0] if "." in path else ""
        return self.lines.get(path, 1)

    def fail(self, path: str, message: str) -> NoReturn:
        """Record a problem and abandon the field it is in (see `guard`)."""
        self.note(path, message)
        raise Invalid(message)

    def note(self, path: str, message: str) -> None:
        line = self.line(path)
        entry = (line, f"{self.file}:{line}: {path or '(top level)'}: {message}")
        if entry not in self.errors:
            self.errors.append(entry)

    def guard(self, build, *args, default=None):
        """`build(*args)`, or `default` if it recorded a problem: the rest of the file goes on."""
        try:
            return build(*args)
        except Invalid:
            return default

    def finish(self) -> None:
        """Raise every recorded problem at once, in file order."""
        if self.errors:
            ordered = sorted(self.errors, key=lambda e: e[0])  # stable: same line keeps its order
            raise ScenarioError("\n".join(text for _, text in ordered))

    def mapping(self, value: Any, path: str, allowed: tuple[str, ...],
                required: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(path, f"expected a mapping, got {_kind(value)}")
        for key in value:
            if key not in allowed:
                self.fail(_join(path, key), f"unknown field (expected one of: {', '.join(allowed)})")
        for key in required:
            if key not in value:
                self.fail(path, f"missing required field {key!r}")
        return value

    def integer(self, value: Any, path: str, minimum: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"expected a whole number, got {_kind(value)}")
        if value < minimum:
            self.fail(path, f"must be at least {minimum}")
        return value

    def string(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"expected text, got {_kind(value)}")
        return value.strip()

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            self.fail(path, f"expected yes or no, got {_kind(value)}")
        return value

    def listing(self, value: Any, path: str) -> list:
        if not isinstance(value, list):
            self.fail(path, f"expected a list, got {_kind(value)}")
        return value


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else str(key)


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"yes/no ({str(value).lower()})"
    names = {dict: "a mapping", list: "a list", str: "text", int: "a number", float: "a number"}
    return f"{names.get(type(value), type(value).__name__)} ({value!r})" if not isinstance(
        value, (dict, list)) else names[type(value)]
