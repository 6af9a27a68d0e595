"""Card names as a judge types them: straight or curly apostrophes, accents and case all match, and
"did you mean" offers the titles the typing could have been aiming at (a name typed partly, or with
a slip or two), never titles that merely share a word ("Bank Job" is not "Day Job").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import lru_cache

_QUOTES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'", "´": "'", "“": '"', "”": '"'})  # ʼ: Pauleʼs Café


@lru_cache(maxsize=8192)
def unmarked(text: str) -> str:
    """The text with straight quotes and without accents, case and spacing kept: two spellings of one
    name a check compares as equal.

    >>> unmarked("The Maker’s Eye") == unmarked("The Maker's Eye"), unmarked("Tori Hanzō")
    (True, 'Tori Hanzo')
    """
    plain = unicodedata.normalize("NFKD", str(text).translate(_QUOTES))
    return "".join(c for c in plain if not unicodedata.combining(c))


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """The form two spellings of one name share: quotes made straight, accents dropped, lower case,
    single spaces.

    >>> fold("  The Maker’s  Eye ") == fold("the maker's eye")
    True
    >>> fold("Tori Hanzō")
    'tori hanzo'
    """
    return " ".join(unmarked(text).lower().split())


@lru_cache(maxsize=8192)
def fold_title(text: str) -> str:
    """A card title as typed, to compare with another: `fold`, then apostrophes dropped and other
    punctuation read as a space (`Kate "Mac" McCaffrey` is typed `Kate Mac McCaffrey`).

    >>> fold_title('Kate "Mac" McCaffrey'), fold_title("The Makers Eye") == fold_title("The Maker’s Eye")
    ('kate mac mccaffrey', True)
    """
    text = fold(text).replace("'", "")
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


def slips(a: str, b: str, most: int | None = None) -> int:
    """Typing slips between two texts: letters missed, added, changed or swapped with the next; past `most`
    (when given) any count above it, found without reading the rest (a 10,000-letter name typed is not a hang).

    >>> slips("gordain", "gordian"), slips("bank job", "day job"), slips("x" * 10_000, "corroder", most=3) > 3
    (1, 3, True)
    """
    if most is not None and abs(len(a) - len(b)) > most:
        return most + 1  # each letter one text has more than the other is a slip at least
    before, row = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (ca != cb))
            if before is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], before[j - 2] + 1)
        if most is not None and min(current) > most and min(row) > most:
            return most + 1  # no later row can come back under `most`: each reads only the two above it
        before, row = row, current
    return row[-1]


_ARTICLE = "the "


def _allowed(length: int) -> int:
    """Slips forgiven in a name of this many letters: none in a very short one, up to three."""
    return 0 if length < 4 else 1 if length < 6 else 2 if length < 10 else 3


def closest(typed: str, titles: Iterable[str], n: int = 3) -> list[str]:
    """Up to `n` titles the typing could mean, best first: the typed text starting a title (shortest
    first), then the fewest slips against the whole title or against its start. A leading "The" may
    be left out (`Maker's Eye`).

    >>> closest("Corrodr", ["Corroder", "Cortex Lock"]), closest("Bank Job", ["Day Job"])
    (['Corroder'], [])
    >>> closest("Makers Eye", ["The Maker’s Eye", "Makler"])
    ['The Maker’s Eye']
    """
    want = fold_title(typed)
    if not want:
        return []
    ranked = []
    for title in titles:
        name = fold_title(title)
        if name.startswith(_ARTICLE) and not want.startswith(_ARTICLE):
            name = name[len(_ARTICLE):]  # typed without its article, as judges say it
        if name.startswith(want):
            ranked.append((0, len(name), title))
            continue
        allowed = _allowed(len(want))
        cost = min(slips(want, name, allowed), slips(want, name[:len(want)], allowed) + 1)
        if cost <= allowed:
            ranked.append((1 + cost, len(name), title))
    return [title for *_, title in sorted(ranked)[:n]]
