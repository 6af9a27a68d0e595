"""Progress for the long commands (`build`, `update`, `export-static`), drawn by rich on stderr.

Shown only when both stdout and stderr are a terminal and `--json` was not asked: a pipe, a log file
or a tool reading the JSON sees the answer alone. The lines vanish when the command ends.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


class Silent:
    """What a command reports its progress to when none is shown."""

    def step(self, what: str) -> None:
        """A new stage begins (the previous one is done)."""

    def count(self, done: int, total: int) -> None:
        """How far the current stage is, in items."""


class Shown(Silent):
    """Progress drawn on the terminal: the stage, a bar once it counts items, and the time it has taken."""

    def __init__(self, bar):
        self.bar, self.task = bar, None

    def step(self, what: str) -> None:
        if self.task is not None:
            self.bar.update(self.task, visible=False)
        self.task = self.bar.add_task(what, total=None, counted="")
        self.bar.refresh()  # every stage is drawn at least once, however short

    def count(self, done: int, total: int) -> None:
        if self.task is not None:
            self.bar.update(self.task, completed=done, total=max(total, done), counted=f"{done:,} of {total:,}")


def wanted(as_json: bool = False) -> bool:
    """Whether progress is shown: on a terminal, never for --json."""
    return not as_json and sys.stdout.isatty() and sys.stderr.isatty()


@contextmanager
def shown(as_json: bool = False) -> Iterator[Silent]:
    """A progress reporter for one command: drawn on a terminal, silent otherwise."""
    if not wanted(as_json):
        yield Silent()
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    columns = (SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[counted]}"),
               TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        yield Shown(bar)
