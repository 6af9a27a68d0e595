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
