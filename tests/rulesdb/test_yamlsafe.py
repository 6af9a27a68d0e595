"""The bounded YAML loader: bombs and deep nesting are refused by line, ordinary YAML loads as usual."""

import time

import pytest

from rulesdb import yamlsafe
from rulesdb.engine.scenario.yamlread import read_yaml
from rulesdb.errors import ScenarioError, SourceError

LOL = '"lol"'


def alias_bomb() -> str:
    """The classic billion-laughs document: nine levels, each nine aliases of the one before (342 bytes)."""
    lines = [f"a: &a [{','.join([LOL] * 9)}]"]
    names = "abcdefghi"
    for before, name in zip(names, names[1:]):
        lines.append(f"{name}: &{name} [{','.join([f'*{before}'] * 9)}]")
    return "\n".join(lines) + "\n"


def test_alias_bomb_is_refused_in_milliseconds_naming_the_line():
    bomb = alias_bomb()
    assert len(bomb.encode()) == 342
    started = time.perf_counter()
    with pytest.raises(yamlsafe.UnsafeYAML) as caught:
        yamlsafe.load(bomb, "scenarios/bomb.yaml")
    assert time.perf_counter() - started < 1.0  # generous: measured at well under a millisecond
    assert str(caught.value).startswith("scenarios/bomb.yaml:6: expands to more than 200000 nodes")
    assert caught.value.line == 6


def test_alias_bomb_in_a_scenario_is_a_scenario_error_with_file_and_line():
    with pytest.raises(ScenarioError, match=r"^bomb\.yaml:6: expands to more than"):
        read_yaml(alias_bomb(), "bomb.yaml")


def test_deep_nesting_is_refused_before_the_parser_recurses():
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(yamlsafe.UnsafeYAML, match=r"^deep\.yaml:1: nested deeper than 64 levels"):
        yamlsafe.load(deep, "deep.yaml")


def test_deep_mapping_names_the_line_where_the_limit_is_crossed():
    text = "".join(f"{'  ' * i}k{i}:\n" for i in range(70)) + "  " * 70 + "leaf\n"
    with pytest.raises(yamlsafe.UnsafeYAML) as caught:
        yamlsafe.load(text, "deep.yaml")
    assert caught.value.line == 65  # the 65th mapping, the one holding k64


def test_aliases_within_the_bound_load_as_shared_values():
    text = "base: &cost {credits: 2}\nice: [*cost, *cost]\n"
    assert yamlsafe.load(text, "ok.yaml") == {"base": {"credits": 2}, "ice": [{"credits": 2}, {"credits": 2}]}


def test_bounds_are_parameters_of_check():
    text = "x: &x [1, 2, 3]\ny: [*x, *x, *x]\n"
    yamlsafe.check(text, "ok.yaml")  # 1 + (2 + 4) + (2 + 1 + 3*4) = 22 nodes
    with pytest.raises(yamlsafe.UnsafeYAML, match="more than 10 nodes"):
        yamlsafe.check(text, "small.yaml", max_nodes=10)
    with pytest.raises(yamlsafe.UnsafeYAML, match="deeper than 1 levels"):
        yamlsafe.check(text, "flat.yaml", max_depth=1)


def test_syntax_error_names_file_and_line():
    with pytest.raises(SourceError, match=r"^bad\.yaml:2: not valid YAML: "):
        yamlsafe.load("a: [1, 2\nb: }\n", "bad.yaml")
