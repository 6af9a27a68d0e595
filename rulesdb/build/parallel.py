"""Two cores for one build: a step that needs only what the build already holds in memory (the
documents) runs in a forked child while the parent goes on with the graph. Where forking is unsafe
(threads running, no fork on the platform) the step runs in the parent when its result is asked for,
so the build is the same either way, only slower.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from typing import Any


class Beside:
    """A call started now, in a forked child if that is safe; `result()` waits for it (or makes it)."""

    def __init__(self, func: Callable[..., Any], *args, **kwargs):
        self._call = (func, args, kwargs)
        self._process = self._results = None
        if _can_fork():
            context = multiprocessing.get_context("fork")
            self._results, sender = context.Pipe(duplex=False)
            self._process = context.Process(target=_run, args=(sender, func, args, kwargs), daemon=True)
            self._process.start()
            sender.close()

    def result(self):
        """The call's return value; its exception raised here as the parent's own."""
        func, args, kwargs = self._call
        if self._process is None:
            return func(*args, **kwargs)
        try:
            ok, value = self._results.recv()
        except EOFError:
            ok, value = False, RuntimeError(f"{func.__qualname__} ended without an answer")
        finally:
            self._process.join()
            self._results.close()
        if not ok:
            raise value
        return value

    def cancel(self) -> None:
        """Stop the child (the parent failed and will discard what it writes)."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join()


def _can_fork() -> bool:
    """Fork only a single-threaded process (a forked copy of other threads' locks can deadlock) on
    a platform where fork is the usual way to start processes."""
    return hasattr(os, "fork") and sys.platform.startswith("linux") and threading.active_count() == 1


def _run(sender, func, args, kwargs) -> None:
    try:
        answer = (True, func(*args, **kwargs))
    except BaseException as exc:  # handed to the parent, which raises it
        answer = (False, exc)
    try:
        sender.send(answer)
    except Exception as exc:  # an exception that cannot be pickled: its words are enough
        sender.send((False, RuntimeError(f"{type(answer[1]).__name__}: {answer[1]} ({exc})")))
    finally:
        sender.close()
