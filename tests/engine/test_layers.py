"""The engine's layers: every module imports only from its own layer or the layers below it.

The order is the one rulesdb/engine/README.md gives; a module outside every layer fails too, so a
new package must be given its place. Function-level imports count like module-level ones.
"""

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "rulesdb" / "engine"

# bottom to top; "records" (how its classes are declared) and "cites" (the rules' addresses) are below
# everything, the package's facade above
LAYERS = ("records", "cites", "state", "effects", "timing", "run", "turns", "cards", "scenario", "__init__")


def module_name(path: Path) -> str:
    """The dotted name under rulesdb.engine of a file: "effects.damage", "cards", "__init__"."""
    parts = list(path.relative_to(ENGINE).with_suffix("").parts)
    if parts == ["__init__"]:
        return "__init__"
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def layer_of(name: str) -> int | None:
    """The layer a module belongs to (its top-level package or root module), or None."""
    head = name.split(".")[0]
    return LAYERS.index(head) if head in LAYERS else None


def imported(source: str, name: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, engine module) for every import of an engine module in `source`, at any depth.

    `from rulesdb.engine import cites` names the module `cites`; `from rulesdb.engine.effects.costs
    import pay` names `effects.costs`; relative imports are resolved against `name`.
    """
    found = []
    package = name.split(".") if is_package else name.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(["rulesdb", "engine", *base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            for alias in node.names:  # a submodule by name, else a name from the module itself
                child = f"{module}.{alias.name}"
                found.append((node.lineno, child if _is_module(child) else module))
    prefix = "rulesdb.engine."
    names = [(line, m.removeprefix(prefix)) for line, m in found if m.startswith(prefix)]
    return list(dict.fromkeys((line, m) for line, m in names if _is_module(m)))


def _is_module(name: str) -> bool:
    """True if the dotted name (with or without "rulesdb.engine.") is a module or package of the engine."""
    path = ENGINE.joinpath(*name.removeprefix("rulesdb.engine.").split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def upward(source: str, name: str, is_package: bool = False) -> list[str]:
    """Imports in `source` (the module `name`) of a module in a higher layer, as messages."""
    own = layer_of(name)
    return [f"{name}:{line} imports {target} ({LAYERS[layer_of(target)]}, above {LAYERS[own]})"
            for line, target in imported(source, name, is_package)
            if layer_of(target) is not None and layer_of(target) > own]


def engine_modules() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)


def test_every_engine_module_belongs_to_a_layer():
    outside = [module_name(p) for p in engine_modules() if layer_of(module_name(p)) is None]
    assert outside == []


def test_no_engine_module_imports_from_a_layer_above_it():
    problems = []
    for path in engine_modules():
        problems += upward(path.read_text(), module_name(path), path.name == "__init__.py")
    assert problems == []


@pytest.mark.parametrize("source", [
    "from rulesdb.engine.run.access import access_card\n",
    "def f():\n    from rulesdb.engine.run import encounter\n",
    "import rulesdb.engine.turns.actions\n",
    "from ..turns import actions\n",
])
def test_an_import_from_a_higher_layer_is_caught(source):
    """The checker itself: an effect module reaching up into the run or the turns is reported,
    written at module level, inside a function, as a plain import or relatively."""
    problems = upward(source, "effects.damage")
    assert len(problems) == 1 and problems[0].startswith("effects.damage:")


def test_imports_from_the_same_or_a_lower_layer_pass():
    source = ("from rulesdb.engine import cites\nfrom rulesdb.engine.state.game import Game\n"
              "from rulesdb.engine.effects.costs import pay\nfrom .triggers import checkpoint\n")
    assert upward(source, "effects.damage") == []
    assert [m for _, m in imported(source, "effects.damage")] == [
        "cites", "state.game", "effects.costs", "effects.triggers"]
