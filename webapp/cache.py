"""A small thread-safe LRU of rendered responses: a build never changes while it is served."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable


class PageCache:
    """Least-recently-used map from a request key to a rendered body and its mimetype."""

    def __init__(self, maxsize: int = 4096):
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, tuple[bytes, str]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: Hashable) -> tuple[bytes, str] | None:
        with self._lock:
            value = self._items.get(key)
            if value is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return value

    def put(self, key: Hashable, value: tuple[bytes, str]) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)
