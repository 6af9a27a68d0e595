"""`rulesdb scenario run FILE --ask`: each decision the file does not answer is asked in the terminal
(options numbered), the run goes on, and the answers given are printed as YAML to paste under
`decisions:`."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable

import yaml

from rulesdb import yamlsafe
from rulesdb.errors import DecisionNeeded, ScenarioError, SourceError

MAX_QUESTIONS = 100  # a scenario asks a handful; past this the answers are going round in circles
_RANGE = re.compile(r"^(\d+)\.\.(\d+)$")


def read_line(prompt: str) -> str:
    """A line typed in answer, the prompt on stderr (stdout carries only the result)."""
    print(prompt, end="", file=sys.stderr, flush=True)
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line


def run_asking(scenario: str, seed: int | None, read: Callable[[str], str] = read_line,
               out=None, allow_incomplete: bool = False) -> tuple[dict, dict]:
    """Run the scenario, asking each missing decision; returns (the result, the answers given)."""
    from rulesdb.engine import run_scenario

    out = out or sys.stderr
    answers: dict = {}
    for _ in range(MAX_QUESTIONS):
        try:
            result = run_scenario(scenario, seed=seed, decisions=answers or None, allow_incomplete=allow_incomplete)
            return result, answers
        except DecisionNeeded as needed:
            answers[needed.name] = ask(needed, read, out)
    raise ScenarioError(f"{scenario}: more than {MAX_QUESTIONS} decisions asked")


def ask(needed: DecisionNeeded, read: Callable[[str], str], out) -> object:
    """One question: who decides and the numbered options; a number picks one, other text is the
    answer as written (YAML: `2`, `[a, b]`, `{with: Corroder}`)."""
    print(f"\n{needed.player} decides: {needed.name}", file=out)
    for n, option in enumerate(needed.options, 1):
        print(f"  {n}. {option}", file=out)
    try:
        typed = read("answer (a number or the answer): ").strip()
    except EOFError:
        raise ScenarioError(f"decisions.{needed.name}: no answer given (input ended)") from None
    if typed.isdigit() and 1 <= int(typed) <= len(needed.options) and not _RANGE.match(needed.options[0]):
        return needed.options[int(typed) - 1]
    try:
        return yamlsafe.load(typed, f"decision {needed.name}") if typed else ""
    except SourceError as exc:
        raise ScenarioError(str(exc)) from None


def answers_yaml(answers: dict) -> str:
    """The answers as the `decisions:` block of a scenario file."""
    body = yaml.safe_dump(answers, allow_unicode=True, sort_keys=False, default_flow_style=False)
    return "decisions:\n" + "".join(f"  {line}\n" for line in body.splitlines())
