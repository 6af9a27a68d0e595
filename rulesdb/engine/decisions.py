"""The players' decisions: the engine asks by name, the scenario file (or an override) answers.

A decision named "pay Tollbooth" asked for the second time is looked up as "pay Tollbooth #2",
then "pay Tollbooth", then any more general names the engine offers ("pay"). The engine never
guesses: an unanswered decision stops the run with the decision's name and its options.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulesdb.errors import ScenarioError


@dataclass(frozen=True)
class Answer:
    """One decision as written: the key, its value and the line it is on (0 for overrides)."""

    key: str
    value: Any
    line: int = 0


def normalise_key(key: str) -> str:
    return " ".join(str(key).lower().split())


def normalise_value(value: Any) -> Any:
    """YAML reads yes/no as booleans; decisions speak in words."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return value


class Decider:
    """Answers decisions from the file's answers, with overrides (counterfactuals) taking precedence."""

    def __init__(self, answers: tuple[Answer, ...], overrides: dict[str, Any] | None, source: str):
        self.source = source
        self.answers = {normalise_key(a.key): a for a in answers}
        for key, value in (overrides or {}).items():
            self.answers[normalise_key(key)] = Answer(str(key), value, 0)
        self.asked: dict[str, int] = {}
        self.used: set[str] = set()
        self.made: list[dict] = []
        self.where = ""

    def ask(self, name: str, options: list[str], player: str, *, general: tuple[str, ...] = (),
            check: Callable[[Any], Any] | None = None) -> Any:
        """The answer to decision `name` (an option, or whatever `check` accepts and returns)."""
        n = self.asked[normalise_key(name)] = self.asked.get(normalise_key(name), 0) + 1
        answer = self._lookup([f"{name} #{n}", name, *general])
        if answer is None:
            raise ScenarioError(f"{self.source}: decision needed{self._at()}: {name!r} "
                                f"({player} decides; options: {', '.join(options) or 'none'})")
        given = normalise_value(answer.value)
        try:
            value = check(given) if check else self._option(given, options)
        except ValueError as exc:
            raise ScenarioError(f"{self._ref(answer)}: {exc} (options: {', '.join(options)})") from None
        asked_as = name if n == 1 else f"{name} #{n}"  # the exact name an override can target
        self.made.append({"decision": asked_as, "player": player,
                          "answer": _plain(given if check else value), "options": list(options)})
        return value

    def unused(self) -> list[str]:
        return [a.key for k, a in self.answers.items() if k not in self.used and a.line]

    def _lookup(self, names: list[str]) -> Answer | None:
        for name in names:
            key = normalise_key(name)
            if key in self.answers:
                self.used.add(key)
                return self.answers[key]
        return None

    @staticmethod
    def _option(value: Any, options: list[str]) -> str:
        for option in options:
            if str(value).lower() == option.lower():
                return option
        raise ValueError(f"{value!r} is not one of the options")

    def _ref(self, answer: Answer) -> str:
        where = f"{self.source}:{answer.line}" if answer.line else f"{self.source} (override)"
        return f"{where}: decisions.{answer.key}"

    def _at(self) -> str:
        return f" at {self.where}" if self.where else ""


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value if isinstance(value, (str, int, float, type(None))) else str(value)
