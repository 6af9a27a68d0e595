"""The card library's layout: a card is found by its type and the first letter of its title.

`cards/<type folder>/<first letter>.py` holds every card of that type whose title begins with that
letter, and nothing else; `lookup` reads only the modules of one letter.
"""

import importlib
from pathlib import Path

from rulesdb.engine import cards
from rulesdb.engine.state.carddef import CardDef

REPO = Path(__file__).resolve().parents[2]
LIBRARY = REPO / "rulesdb" / "engine" / "cards"


def letter_modules():
    return sorted(p for folder in cards.TYPES for p in (LIBRARY / folder).glob("*.py")
                  if p.stem not in ("__init__", "common"))


def test_every_card_is_defined_in_the_module_its_type_and_title_name():
    misplaced = []
    for title, card in cards.CARDS.items():
        path = REPO / cards.home(card)
        written = {f'"{title}"', f"'{title}'", '"' + title.replace('"', '\\"') + '"'}  # as a Python string
        if not path.is_file() or not any(w in path.read_text() for w in written):
            misplaced.append(f"{title} not in {cards.home(card)}")
    assert misplaced == []


def test_a_letter_module_defines_only_cards_of_its_type_and_letter():
    strays = []
    for path in letter_modules():
        module = importlib.import_module(f"rulesdb.engine.cards.{path.parent.name}.{path.stem}")
        for value in vars(module).values():
            # a card of another letter is imported from its own module to be referred to: fine
            if (isinstance(value, CardDef) and cards.letter(value.title) == path.stem
                    and cards.home(value) != str(path.relative_to(REPO))):
                strays.append(f"{value.title} in {path.relative_to(REPO)}")
    assert strays == []


def test_a_card_written_in_the_wrong_letter_module_is_caught():
    """A definition is registered only from the module of its title's letter: one written elsewhere
    (and not imported from its own module) would be missing from the library, so it fails here."""
    unregistered = []
    for path in letter_modules():
        module = importlib.import_module(f"rulesdb.engine.cards.{path.parent.name}.{path.stem}")
        unregistered += [f"{value.title} in {path.relative_to(REPO)}" for value in vars(module).values()
                         if isinstance(value, CardDef) and cards.lookup(value.title) is not value]
    assert unregistered == []


def test_card_modules_stay_small():
    long = [f"{p.relative_to(REPO)}: {n} lines" for p in letter_modules()
            if (n := len(p.read_text().splitlines())) > 400]
    assert long == []


def test_lookup_reads_only_the_modules_of_the_titles_letter(monkeypatch):
    """Without the title index (test_card_index.py: the module it names, else this)."""
    monkeypatch.setattr(cards, "_BY_LOWER", {})
    monkeypatch.setattr(cards, "_IDENTITIES", {})
    monkeypatch.setattr(cards, "_LOADED", set())
    monkeypatch.setattr(cards, "_MODULES", set())
    monkeypatch.setattr(cards, "_ENTRIES", {})
    assert cards.lookup("sure gamble").title == "Sure Gamble"
    assert {"s"} == cards._LOADED
    assert {cards.letter(t) for t in cards._BY_LOWER} == {"s"}
    assert cards.lookup("Alice Merchant").facts.type == "identity"  # an identity by the part before ":"


def test_the_letter_of_a_title_ignores_accents_quotes_and_case():
    assert [cards.letter(t) for t in ("Éléments", '"Clot"', "0-day", "sure Gamble")] == ["e", "c", "digits", "s"]
