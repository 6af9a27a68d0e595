"""The build in use for a long-running process (the web server, a CLI session): when `rulesdb build`
publishes a new one, the next call switches to it by itself; a call already under way keeps the
build it started with, which stays on disk while it is read (see `build.store`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from rulesdb.build import store
from rulesdb.errors import BrokenBuild, RulesDBError
from rulesdb.service import RulesDB

log = logging.getLogger("rulesdb")


class LiveRulesDB:
    """Hands out the newest published build, checking for a new one at most every `interval` seconds."""

    def __init__(self, data_dir: Path | None = None, interval: float = 1.0, warm: bool = True,
                 on_switch: Callable[[RulesDB], None] | None = None):
        self.data_dir = Path(data_dir or store.default_data_dir())
        self.interval, self.warm, self.on_switch = interval, warm, on_switch
        self.db = self._open(any_format=True)  # better an older build than none, while it can be read
        self._checked = time.monotonic()
        self._switching = threading.Lock()

    def current(self) -> RulesDB:
        """The build to answer this call with; at most one caller at a time opens a newer one."""
        now = time.monotonic()
        if now - self._checked >= self.interval and self._switching.acquire(blocking=False):
            try:
                self._checked = now
                self._switch_if_new()
            finally:
                self._switching.release()
        return self.db

    def _switch_if_new(self) -> None:
        try:
            name = store.current_name(self.data_dir)
        except RulesDBError:
            return  # no readable pointer just now: keep answering from the build we have
        if name == self.db.folder.name:
            return
        try:
            fresh = self._open()
        except RulesDBError as exc:
            log.warning("staying on build %s: %s", self.db.folder.name, exc)
            return
        self.db = fresh
        log.info("switched to build %s", fresh.folder.name)
        if self.on_switch:
            self.on_switch(fresh)

    def _open(self, any_format: bool = False) -> RulesDB:
        """The build in use, opened; a newer one of another build format is never switched to."""
        db = RulesDB.load(self.data_dir, any_format=any_format)
        try:
            if self.warm or db.other_format:  # open the graph and the search index now, not on a request
                _ = db.graph, db.index, db.lookup_table  # the lookup opens the index only when it searches
        except BrokenBuild as exc:
            raise (store.other_format(db.folder, exc.problem) if db.other_format else exc) from None
        if db.other_format:
            log.warning("serving %s", db.other_format)
        return db
