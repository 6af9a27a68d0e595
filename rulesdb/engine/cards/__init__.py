"""The card definitions the engine knows, by title: `cards/<type>/<first letter>.py`, one definition per card.

`lookup` imports only the module the generated index (`titles.py`, see `where.py`) names for a
title, else the modules of the title's first letter (one per card type); `CARDS` and `WAITING`
load the whole library the first time they are asked for. `WAITING` names, per card, the engine
mechanism some of its printed abilities still wait for.
"""

from __future__ import annotations

import importlib
import unicodedata
from pathlib import Path

from rulesdb.engine.state.carddef import CardDef
from rulesdb.spelling import closest, fold_title

FOLDERS = {"agenda": "agendas", "asset": "assets", "event": "events", "hardware": "hardware", "ice": "ice",
           "identity": "identities", "operation": "operations", "program": "programs", "resource": "resources",
           "upgrade": "upgrades"}  # a card's printed type -> its folder
TYPES = tuple(FOLDERS.values())
_HERE = Path(__file__).parent
_BY_LOWER: dict[str, CardDef] = {}  # every card loaded so far, by its title as typed (spelling.fold_title)
_IDENTITIES: dict[str, CardDef | None] = {}  # identities also by the part of the title before ":" (None: ambiguous)
_LOADED: set[str] = set()  # first letters whose every module is loaded
_MODULES: set[str] = set()  # single modules loaded through the index ("programs.f")
_ENTRIES: dict | None = None  # the index (titles.MODULES), read on the first lookup


def letter(title: str) -> str:
    """The module a title's card lives in: its first letter or digit, accents dropped ("digits" for a digit)."""
    plain = unicodedata.normalize("NFKD", str(title)).encode("ascii", "ignore").decode().lower()
    first = next((c for c in plain if c.isalnum()), "_")
    return first if first.isalpha() else "digits"


def lookup(title: str) -> CardDef | None:
    """The definition for `title` as a judge types it (any case, straight or curly apostrophes,
    with or without accents; an identity also by the part before ':'), or None."""
    key = fold_title(title)
    found = _BY_LOWER.get(key)
    if found is None:
        _load_indexed(key)
        found = _BY_LOWER.get(key) or _IDENTITIES.get(key)
    if found is None and letter(key) not in _LOADED:
        _load(letter(key))
        found = _BY_LOWER.get(key) or _IDENTITIES.get(key)
    return found


def home(card: CardDef) -> str:
    """Where a card's definition lives, from the repository root: "rulesdb/engine/cards/events/s.py"."""
    return f"rulesdb/engine/cards/{FOLDERS[card.facts.type]}/{letter(card.title)}.py"


def suggest(title: str) -> list[str]:
    """Known titles the misspelt one could mean, best first, for error messages."""
    return closest(str(title), _library())


def _load(first: str) -> None:
    """Import the modules of one first letter, one per card type, and index their cards."""
    _LOADED.add(first)
    for kind in TYPES:
        if (_HERE / kind / f"{first}.py").is_file():
            module = importlib.import_module(f"{__name__}.{kind}.{first}")
            for card in _definitions(module):
                _index(card)


def _load_indexed(key: str) -> None:
    """Import the one module the index names for a title (nothing when it names none, or a module
    that is not a letter module of the library: `lookup` then reads the whole letter)."""
    name = _index_entries().get(key, "")
    if not isinstance(name, str):
        return
    kind, _, first = name.partition(".")
    if name in _MODULES or first in _LOADED or kind not in TYPES or not (_HERE / kind / f"{first}.py").is_file():
        return
    _MODULES.add(name)
    for card in _definitions(importlib.import_module(f"{__name__}.{name}")):
        _index(card)


def _index_entries() -> dict:
    """The generated index, or nothing when it is missing or damaged (then every lookup reads letters)."""
    global _ENTRIES
    if _ENTRIES is None:
        try:
            from rulesdb.engine.cards.titles import MODULES
        except Exception:  # a missing or broken generated file only costs speed
            MODULES = {}
        _ENTRIES = MODULES if isinstance(MODULES, dict) else {}
    return _ENTRIES


def _definitions(module) -> list[CardDef]:
    """The cards a letter module defines (not the ones it imports from another module to refer to)."""
    own = module.__name__.rsplit(".", 1)[1]
    return [value for value in vars(module).values() if isinstance(value, CardDef) and letter(value.title) == own]


def _index(card: CardDef) -> None:
    key = fold_title(card.title)
    known = _BY_LOWER.get(key)
    if known is not None and known is not card:
        raise ValueError(f"two definitions of the card {card.title!r}")
    _BY_LOWER[key] = card
    if card.facts.type == "identity":  # a short name two identities share names neither (never a guess)
        short = fold_title(card.title.split(":")[0])
        _IDENTITIES[short] = card if _IDENTITIES.get(short, card) is card else None


def _library() -> dict[str, CardDef]:
    """Every card of the library, by title (all letter modules loaded)."""
    for path in sorted(_HERE.glob("*/*.py")):
        if path.parent.name in TYPES and path.stem not in ("__init__", "common", *_LOADED):
            _load(path.stem)
    return {card.title: card for card in _BY_LOWER.values()}


def __getattr__(name: str):
    """`CARDS` (every card by title) and `WAITING` (title -> mechanism awaited), built on first use."""
    if name == "CARDS":
        globals()["CARDS"] = cards = dict(sorted(_library().items()))
        return cards
    if name == "WAITING":
        globals()["WAITING"] = waiting = {title: card.waits_for for title, card in __getattr__("CARDS").items()
                                          if getattr(card, "waits_for", "")}
        return waiting
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
