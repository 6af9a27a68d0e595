"""How many of the current CR's game-situation examples have a scenario, per chapter and overall,
and what each of the others still needs (cards the library lacks, a mechanism)."""

from __future__ import annotations

from pathlib import Path

from rulesdb.crexamples.replays import CR_SCENARIO_DIR, by_example, cr_scenarios
from rulesdb.crexamples.table import TABLE_FILE, Classified, load_table
from rulesdb.engine.cards import WAITING, lookup


def coverage(directory: str | Path | None = None) -> dict:
    """The coverage report of the table and scenarios in `directory` (default sources/scenarios/cr)."""
    folder = Path(directory) if directory else CR_SCENARIO_DIR
    release, table = load_table(folder / TABLE_FILE)
    replays = by_example(cr_scenarios(folder))
    games = [entry for entry in table if entry.is_game_situation]
    known = {entry.example: entry for entry in table}
    return {
        "release": release,
        "examples": len(table),
        "game_situations": len(games),
        "not_game_situations": len(table) - len(games),
        "replayed": sum(1 for entry in games if entry.example in replays),
        "scenarios": sum(len(found) for found in replays.values()),
        "disputed": _disputed(games, replays),
        "chapters": _chapters(table, replays),
        "missing": [_needs(entry) for entry in games if entry.example not in replays],
        "without_counterfactual": sorted(a for a, found in replays.items()
                                         if a in known and len(found) < 2),
        "not_game_situations_list": [{"example": e.example, "reason": e.reason}
                                     for e in table if not e.is_game_situation],
        "unclassified": sorted(a for a in replays if a not in known),
        "replay_of_non_game": sorted(a for a in replays
                                     if a in known and not known[a].is_game_situation),
    }


def _disputed(games: list[Classified], replays: dict) -> list[dict]:
    """Examples whose stated outcome the rules do not support, with the reason."""
    return [{"example": e.example, "reason": e.disputed,
             "scenarios": [s.id for s in replays.get(e.example, ())]} for e in games if e.disputed]


def _chapters(table: list[Classified], replays: dict) -> list[dict]:
    chapters: dict[str, dict] = {}
    for entry in table:
        row = chapters.setdefault(entry.chapter, {"chapter": entry.chapter, "examples": 0,
                                                  "game_situations": 0, "replayed": 0})
        row["examples"] += 1
        if entry.is_game_situation:
            row["game_situations"] += 1
            row["replayed"] += entry.example in replays
    return sorted(chapters.values(), key=lambda row: _chapter_number(row["chapter"]))


def _chapter_number(chapter: str) -> tuple[int, str]:
    head = chapter.split(" ", 1)[0]
    return (int(head), chapter) if head.isdigit() else (10**6, chapter)


def _needs(entry: Classified) -> dict:
    """What is missing: cards the library lacks, library cards still waiting for a mechanism."""
    waiting = {title: WAITING[card.title] for title in entry.cards
               if (card := lookup(title)) is not None and card.title in WAITING}
    return {"example": entry.example, "chapter": entry.chapter, "needs": entry.needs,
            "cards": [title for title in entry.cards if lookup(title) is None], "waiting": waiting}
