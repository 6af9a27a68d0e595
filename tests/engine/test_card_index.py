"""The generated title -> module index (`cards/titles.py`): in step with the library, and only ever a
shortcut: a missing, damaged or stale index finds the same card as reading the title's letter."""

import sys

import pytest

from rulesdb.engine import cards
from rulesdb.engine.cards import where
from rulesdb.engine.cards.titles import MODULES


@pytest.fixture
def fresh(monkeypatch):
    """Nothing looked up yet (the modules stay imported: their card objects are the same ones)."""
    monkeypatch.setattr(cards, "_BY_LOWER", {})
    monkeypatch.setattr(cards, "_IDENTITIES", {})
    monkeypatch.setattr(cards, "_LOADED", set())
    monkeypatch.setattr(cards, "_MODULES", set())
    monkeypatch.setattr(cards, "_ENTRIES", None)
    return monkeypatch


def test_the_index_is_in_step_with_the_library():
    """Fails when a card is added, renamed or moved without `python -m rulesdb.engine.cards.where`."""
    assert where.problems(MODULES) == [], "run: python -m rulesdb.engine.cards.where"


def test_a_card_missing_from_the_index_is_named():
    title = "Femme Fatale"
    stale = {key: module for key, module in MODULES.items() if key != "femme fatale"}
    assert where.problems(stale) == [f"{title}: not in the index"]
    moved = dict(MODULES, **{"femme fatale": "ice.f"})
    assert where.problems(moved) == [f"{title}: indexed in ice.f, defined in programs.f"]
    assert where.problems(dict(MODULES, **{"no such card": "events.n"})) == ["no such card: no card has this title"]


def test_the_generated_text_is_the_index():
    namespace: dict = {}
    exec(where.text(where.expected()), namespace)
    assert namespace["MODULES"] == MODULES


def test_a_lookup_reads_only_the_module_the_index_names(fresh):
    assert cards.lookup("femme fatale").title == "Femme Fatale"
    assert {"programs.f"} == cards._MODULES and set() == cards._LOADED
    assert {cards.home(c) for c in cards._BY_LOWER.values()} == {"rulesdb/engine/cards/programs/f.py"}


def test_every_indexed_name_finds_what_the_letters_find(fresh):
    everything = dict(cards._library())  # the reference: every letter read
    by_lower, identities = dict(cards._BY_LOWER), dict(cards._IDENTITIES)
    assert everything
    wrong = []
    for key in MODULES:
        for name in ("_BY_LOWER", "_IDENTITIES", "_LOADED", "_MODULES"):
            fresh.setattr(cards, name, type(getattr(cards, name))())
        if cards.lookup(key) is not (by_lower.get(key) or identities.get(key)):
            wrong.append(key)
    assert wrong == []


@pytest.mark.parametrize("index", [{}, {"femme fatale": "ice.f"}, {"femme fatale": "nowhere.f"},
                                   {"femme fatale": "programs.zz"}, {"femme fatale": 3}, ["not", "a", "dict"]])
def test_a_stale_or_damaged_index_finds_the_same_card(fresh, index):
    right = cards.lookup("Femme Fatale")
    for name in ("_BY_LOWER", "_LOADED", "_MODULES"):
        fresh.setattr(cards, name, type(getattr(cards, name))())
    fresh.setattr(cards, "_ENTRIES", None)
    fresh.setitem(sys.modules, "rulesdb.engine.cards.titles", type(sys)("rulesdb.engine.cards.titles"))
    sys.modules["rulesdb.engine.cards.titles"].MODULES = index
    assert cards.lookup("Femme Fatale") is right
    assert cards.lookup("femme fatal") is None  # a misspelling is still no card


def test_a_missing_index_file_finds_the_same_card(fresh):
    right = cards.lookup("Hedge Fund")
    for name in ("_BY_LOWER", "_LOADED", "_MODULES"):
        fresh.setattr(cards, name, type(getattr(cards, name))())
    fresh.setattr(cards, "_ENTRIES", None)
    fresh.setitem(sys.modules, "rulesdb.engine.cards.titles", None)  # importing it raises ImportError
    assert cards.lookup("Hedge Fund") is right
    assert {"h"} == cards._LOADED
