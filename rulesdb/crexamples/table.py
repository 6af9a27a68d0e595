"""The classification table of the current CR's worked examples (sources/scenarios/cr/examples.yaml):
each example, by its version-independent address, is a game situation or not, and why."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rulesdb.engine.scenario.reader import shown_path
from rulesdb.engine.scenario.yamlread import Fields, read_yaml
from rulesdb.errors import ScenarioError

TABLE_FILE = "examples.yaml"
GAME = "game-situation"
NOT_GAME = "not-a-game-situation"
ADDRESS = re.compile(r"^cr/(?P<rule>[^/\s]+)/example/(?P<n>[1-9]\d*)$")
_FIELDS = ("example", "chapter", "kind", "reason", "cards", "needs", "disputed", "note")


@dataclass(frozen=True)
class Classified:
    """One worked example: `cr/<rule id>/example/<n>`, its chapter, its kind and what it needs."""

    example: str
    chapter: str
    kind: str
    reason: str = ""  # why it is not a game situation
    cards: tuple[str, ...] = ()  # the cards its text names
    needs: str = ""  # the mechanism the engine must model to replay it
    disputed: str = ""  # why the example is wrong, when it is

    @property
    def rule(self) -> str:
        return ADDRESS.match(self.example)["rule"]

    @property
    def index(self) -> int:
        return int(ADDRESS.match(self.example)["n"])

    @property
    def is_game_situation(self) -> bool:
        return self.kind == GAME


def load_table(path: str | Path) -> tuple[str, list[Classified]]:
    """The release the table classifies and its entries, in the order of the rules."""
    path = Path(path)
    file = shown_path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{file}: cannot read ({exc.strerror})") from None
    data, lines = read_yaml(text, file)
    f = Fields(file, lines)
    top = f.guard(f.mapping, data, "", ("release", "examples"), ("release", "examples"))
    items = f.guard(f.listing, top["examples"], "examples", default=[]) if top else []
    entries = [f.guard(_entry, f, item, f"examples[{i}]") for i, item in enumerate(items)]
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        if entry and entry.example in seen:
            f.note(f"examples[{i}].example", f"{entry.example} is classified twice")
        seen.add(entry.example if entry else "")
    f.finish()  # every problem of the file at once
    return str(top["release"]), [entry for entry in entries if entry]


def _entry(f: Fields, item, path: str) -> Classified:
    item = f.mapping(item, path, _FIELDS, ("example", "chapter", "kind"))
    example = f.string(item["example"], f"{path}.example")
    if not ADDRESS.match(example):
        f.fail(f"{path}.example", f"{example!r} is not an address like cr/rule_id/example/1")
    kind = f.string(item["kind"], f"{path}.kind")
    if kind not in (GAME, NOT_GAME):
        f.fail(f"{path}.kind", f"expected {GAME} or {NOT_GAME}, got {kind!r}")
    text = {key: f.string(item[key], f"{path}.{key}") for key in ("reason", "needs", "disputed")
            if key in item}
    if kind == NOT_GAME and "reason" not in text:
        f.fail(path, "an example that is not a game situation needs a one-line reason")
    cards = tuple(f.string(c, f"{path}.cards[{i}]")
                  for i, c in enumerate(f.listing(item.get("cards", []), f"{path}.cards")))
    return Classified(example, str(item["chapter"]), kind, cards=cards, **text)
