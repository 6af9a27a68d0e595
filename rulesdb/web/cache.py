"""A small thread-safe LRU of rendered responses, bounded by entries and by bytes, so cache-busting
traffic (a new query string per request) cannot grow the server's memory past `maxbytes`."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable


class PageCache:
    """Least-recently-used map from a request key to a rendered body and its mimetype."""

    def __init__(self, maxsize: int = 4096, maxbytes: int = 64 << 20):
        self.maxsize, self.maxbytes = maxsize, maxbytes
        self._items: OrderedDict[Hashable, tuple[bytes, str]] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self._lock = threading.Lock()
        self.hits = self.misses = 0
        self.bytes = 0

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
        size = len(value[0]) + _weight(key)
        if size > self.maxbytes // 8:
            return  # one huge page would evict most others: serve it uncached
        with self._lock:
            self._forget(key)
            self._items[key] = value
            self._sizes[key] = size
            self.bytes += size
            while len(self._items) > self.maxsize or self.bytes > self.maxbytes:
                self._forget(next(iter(self._items)))

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._sizes.clear()
            self.bytes = 0

    def _forget(self, key: Hashable) -> None:
        if key in self._items:
            del self._items[key]
            self.bytes -= self._sizes.pop(key)

    def __len__(self) -> int:
        return len(self._items)


def _weight(key: Hashable) -> int:
    """Roughly what a key costs: its text and bytes, plus a fixed overhead per entry."""
    parts = key if isinstance(key, tuple) else (key,)
    return 200 + sum(len(p) for p in parts if isinstance(p, (str, bytes)))
