"""The card pool a build stored (`store.CARDS`): a card's record by any capitalisation of its title,
and the lists its legality names, for the card pages, the static export and offline search."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cached_property
from pathlib import Path

from rulesdb.errors import BrokenBuild
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.graph.card_mentions import typed, typed_names, unaccented

EMPTY = {"formats": {"lists": [], "gateway": None}, "cards": {}}


class StoredPool:
    """Read on first use: a build made without card data has an empty pool. `stored_titles()` gives the
    title of each card key as the build stored it (`titles`), or None: then they are worked out here."""

    def __init__(self, path: Path, stored_titles: Callable[[], object] = lambda: None,
                 stored_words: Callable[[], object] = lambda: None):
        self.path, self._stored_titles, self._stored_words = Path(path), stored_titles, stored_words

    @cached_property
    def data(self) -> dict:
        if not self.path.is_file():
            return EMPTY
        try:
            value = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise BrokenBuild(self.path, f"{type(exc).__name__}: {str(exc)[:80]}") from None
        if not isinstance(value, dict) or not isinstance(value.get("cards"), dict):
            raise BrokenBuild(self.path, "not a card pool")
        return value

    @property
    def cards(self) -> dict[str, dict]:
        return self.data["cards"]

    @cached_property
    def _by_key(self) -> dict[tuple[str, ...], str]:
        stored = self._stored_titles()  # a one-shot search is spared reading the pool and keying its titles
        return stored if isinstance(stored, dict) else titles(self.cards)

    def printed_words(self) -> list[str]:
        """The words the cards print (`printed_words`), as the build stored them or worked out here."""
        stored = self._stored_words()
        return stored if isinstance(stored, list) else printed_words(self.cards)

    def title(self, name: str, as_typed: bool = True) -> str | None:
        """The data's title for a card named in any capitalisation or punctuation, and as a phone types it (without
        accents or marks: `typed_keys`) unless `as_typed` is false ("expose" is the rules' word; Exposé's page still
        answers /cards/Expose), else None."""
        key = card_key(name)
        if not as_typed:
            title = self._by_key.get(key)
            return title if title is not None and card_key(title) == key else None
        return self._by_key.get(key) or self._by_key.get(unaccented(key))

    def identity_title(self, name: str) -> str | None:
        """The title of the one identity a text calls by the start of its name ("Jesminder" or "Jesminder
        Sareen" for "Jesminder Sareen: Girl Behind the Curtain"), else None (none, or several)."""
        words = unaccented(card_key(name))
        found = {title for key, title in self._by_key.items() if ":" in title and words
                 and unaccented(card_key(title.split(":", 1)[0]))[: len(words)] == words}
        return found.pop() if len(found) == 1 else None

    def record(self, name: str) -> dict | None:
        title = self.title(name)
        return self.cards[title] if title else None

    def legality(self, name: str) -> dict | None:
        """The card's legality with each list named (its name and day), and every Standard list's
        verdict on it, newest first: what a card page shows. None without the data's cycles."""
        record = self.record(name)
        if not record or not record.get("legality"):
            return None
        from rulesdb.cardpool.legality import history  # a card page's: a search never imports it

        found, lists = record["legality"], self.data["formats"]["lists"]
        by_code = {b["code"]: b for b in lists}
        shown = {
            "standard": dict(found["standard"], list=by_code.get(found["standard"]["list"]),
                             history=history(found["named_by"], lists, "standard")),
            "startup": dict(found["startup"], list=by_code.get(found["startup"]["list"]))
            if found.get("startup") else None,
            "other": [dict(b, verdict=found["named_by"][b["code"]]) for b in lists
                      if b["code"] in found["named_by"] and b["format"] not in ("standard", "startup")],
        }
        return shown


def titles(cards) -> dict[tuple[str, ...], str]:
    """Each card title of the pool by its key (any capitalisation or punctuation finds it), and by the keys of
    the ways a phone types it ("Tao Salonga", "Self Modifying Code": card_mentions.typed_names) where no other
    title has that key."""
    found = {card_key(title): title for title in cards if card_key(title)}
    for key, title in typed_names((title, title) for title in found.values()).items():
        found.setdefault(key, title)
    return found


_WORD = re.compile(r"[^\W\d_]+")
_JOINED = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)+")  # "paule's", "self-modifying": one word of a query


def printed_words(cards: dict[str, dict]) -> list[str]:
    """The words the cards print (titles, texts and flavour texts), lower-cased, as printed and as a phone types
    them ("tāo", "tao"; "pauleʼs", "paule"), sorted: words a judge types meaning them ("Grim", "lie", "saw",
    "Prana"), so never a typing error of a rules word."""
    words: set[str] = set()
    for title, record in cards.items():
        for text in (title, *record.get("text", ()), record.get("flavor", "")):
            if isinstance(text, str):
                words.update(_WORD.findall(text.lower()))
                as_typed = typed(text).lower()
                joined = _JOINED.findall(as_typed)
                words.update([*_WORD.findall(as_typed), *joined, *(w.replace("'", "") for w in joined)])
    return sorted(words)
