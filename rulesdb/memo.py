"""Work done once per distinct text while documents are parsed: the releases of a document repeat most
of their texts. The memos last one parse (`rulesdb.build.ingest` empties them when it ends), so a parse
costs the same in a fresh process as in one that parsed before, and a long-lived process does not keep
every text it ever checked.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable)
_MEMOS: list = []


def per_parse(func: F) -> F:
    """`func` (pure, with hashable arguments) remembered per arguments until `forget()`."""
    remembered = functools.lru_cache(maxsize=None)(func)
    _MEMOS.append(remembered)
    return remembered  # type: ignore[return-value]


def forget() -> None:
    """Empty every memo."""
    for memo in _MEMOS:
        memo.cache_clear()
