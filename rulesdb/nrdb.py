"""Card titles and facts read from a NetrunnerDB `netrunner-cards-json` folder the user points the
build at (the project never ships the data); the newest printing carries a card's current wording.
"""

from __future__ import annotations

import json
from pathlib import Path

from rulesdb.errors import SourceError

FACT_FIELDS = (
    "title",
    "type_code",
    "side_code",
    "faction_code",
    "keywords",
    "cost",
    "strength",
    "memory_cost",
    "advancement_cost",
    "agenda_points",
    "trash_cost",
    "base_link",
    "stripped_text",
    "uniqueness",
    "code",
    "pack_code",
)


def _packs(folder: Path) -> list[Path]:
    folder = Path(folder)
    packs = sorted((folder / "pack").glob("*.json"))
    if not packs:
        raise SourceError(f"{folder}: no NetrunnerDB pack/*.json files found")
    return packs


def _read_list(path: Path, what: str) -> list:
    """A JSON file holding a list, or SourceError naming the file."""
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SourceError(f"{path}: cannot read card data ({exc})") from None
    if not isinstance(value, list):
        raise SourceError(f"{path}: expected a list of {what}")
    return value


def _cards(folder: Path):
    for pack in _packs(folder):
        cards = _read_list(pack, "cards")
        yield from (c for c in cards if isinstance(c, dict) and isinstance(c.get("title"), str))


def printings(folder: Path) -> list[dict]:
    """Every printing in the data (one record per card per pack it was printed in), as written."""
    return list(_cards(folder))


def described(folder: Path, name: str) -> list[dict] | None:
    """The records of one of the data's description files (`packs`, `cycles`, `mwl`...), each a
    dict with a "code"; None when the folder has no such file (an older or partial copy)."""
    path = Path(folder) / f"{name}.json"
    if not path.is_file():
        return None
    records = _read_list(path, name)
    for i, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("code"), str):
            raise SourceError(f"{path}: record {i + 1} has no \"code\"")
    return records


def card_titles(folder: Path) -> set[str]:
    """Every distinct card title in the data."""
    return {card["title"] for card in _cards(folder)}


def card_facts(folder: Path) -> dict[str, dict]:
    """Title -> the card's facts (cost, strength, subtypes...), from its newest printing by card code."""
    facts: dict[str, dict] = {}
    for card in sorted(_cards(folder), key=lambda c: str(c.get("code", ""))):
        facts[card["title"]] = {k: card[k] for k in FACT_FIELDS if k in card}
    return facts
