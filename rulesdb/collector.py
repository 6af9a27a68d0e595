"""Python's cyclic garbage collector where rulesdb makes millions of objects and almost no cycles: a
build, and reading a stored model or graph back. At the collector's default pace (a pass every 700
allocations, over an ever larger heap) a build pays a tenth of its time, and reading the graph two thirds,
for little it frees."""

from __future__ import annotations

import contextlib
import gc

#: Allocations between two young-generation passes while a build runs (Python's default is 700): a
#: serial build of the embedded sources costs ~15% less CPU for ~14 MiB more at its peak.
BUILD_THRESHOLD = 50_000


@contextlib.contextmanager
def collector_paused():
    """Python's cyclic garbage collector off for a while (back on after, if it was on). A parse makes
    millions of short-lived objects and almost no cycles (173 over the default sources, freed when it
    is back on), so the collector's passes over the growing heap cost 15% of the parse for nothing."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


@contextlib.contextmanager
def collector_eased(threshold: int = BUILD_THRESHOLD):
    """The collector's young generation passed over less often for a while (the caller's pace back after);
    unlike a pause, the cycles the graph and index stages make are still freed as the build goes."""
    before = gc.get_threshold()
    gc.set_threshold(threshold, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
