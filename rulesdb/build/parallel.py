"""Two cores for one build: a step that needs only what the build already holds in memory (the
documents) runs in a forked child while the parent goes on with the graph. Where forking is unsafe
(threads running, no fork on the platform) the step runs in the parent when its result is asked for,
so the build is the same either way, only slower.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

_PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process receives when its parent ends


class Beside:
    """A call started now, in a forked child if that is safe; `result()` waits for it (or makes it)."""

    def __init__(self, func: Callable[..., Any], *args, **kwargs):
        self._call = (func, args, kwargs)
        self._process = self._results = None
        if _can_fork():
            for stream in (sys.stdout, sys.stderr):  # else the child would write out the parent's buffered text
                if stream is not None:
                    stream.flush()
            context = multiprocessing.get_context("fork")
            self._results, sender = context.Pipe(duplex=False)
            self._process = context.Process(target=_run, args=(os.getpid(), sender, func, args, kwargs), daemon=True)
            self._process.start()
            sender.close()

    def result(self):
        """The call's return value. When the child failed, the call runs again here, so its error
        is raised exactly as it would be without a child (the calls given are deterministic)."""
        func, args, kwargs = self._call
        if self._process is not None:
            try:
                ok, value = self._results.recv()
            except EOFError:  # the child died without answering
                ok, value = False, None
            finally:
                self._process.join()
                self._results.close()
            if ok:
                return value
        return func(*args, **kwargs)

    def cancel(self) -> None:
        """Stop the child (the parent failed and will discard what it writes)."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join()


def _can_fork() -> bool:
    """Fork only a single-threaded process (a forked copy of other threads' locks can deadlock) on
    a platform where fork is the usual way to start processes."""
    return hasattr(os, "fork") and sys.platform.startswith("linux") and threading.active_count() == 1


def _die_with(parent: int) -> None:
    """End this child when the build that forked it ends, however it ends (a SIGKILL included), so no
    orphan goes on writing into a discarded staging folder or holding the build lock's descriptor."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # it ended before the request took hold
        os._exit(1)


def _run(parent: int, sender, func, args, kwargs) -> None:
    _die_with(parent)
    try:
        answer = (True, func(*args, **kwargs))
    except BaseException:  # the parent runs the call itself and raises the error there
        answer = (False, None)
    try:
        sender.send(answer)
    finally:
        sender.close()


class Leftovers:
    """Work either core may do once its own part is done, each task done once by whichever core gets to
    it first: the graph is the longer part of a cold build, the index of none, so the core that finishes
    early takes the rest. Create it before forking; a task a child took but never reported is done again
    by `finish`, so the build's result never depends on the child."""

    def __init__(self, tasks: dict[str, Callable[[], Any]]):
        self._tasks = dict(tasks)
        try:  # flags in shared memory, seen by forked children
            self._taken = multiprocessing.get_context("fork").Array("b", len(self._tasks))
        except (OSError, ValueError, ImportError):  # no shared memory here: each process does them all
            self._taken = None

    def take(self) -> dict[str, Any]:
        """Do every task no other process has taken yet; their results by name."""
        done = {}
        for i, (name, task) in enumerate(self._tasks.items()):
            if self._claim(i):
                done[name] = task()
        return done

    def _claim(self, i: int) -> bool:
        if self._taken is None:
            return True
        with self._taken.get_lock():
            free = not self._taken[i]
            self._taken[i] = 1
        return free

    def finish(self, *done: dict[str, Any]) -> dict[str, Any]:
        """Every task's result: those the processes report in `done`, the rest done here."""
        results = {name: value for found in done for name, value in found.items()}
        for name, task in self._tasks.items():
            if name not in results:
                results[name] = task()
        return results
