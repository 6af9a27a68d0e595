"""The CLI's one error path: whatever goes wrong becomes one line on stderr naming what is at fault.

Usage mistakes exit 2 with the option and value at fault; library errors (`RulesDBError`) and
operating-system errors exit 2 naming the file; anything unforeseen exits 3 with one line, and
`RULESDB_DEBUG=1` shows its traceback for a bug report.
"""

from __future__ import annotations

import argparse
import os
import sys

from rulesdb.errors import RulesDBError

USAGE, INTERNAL = 2, 3


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line that points at `--help` instead of a usage block."""

    def error(self, message: str):
        self.exit(USAGE, f"{self.prog}: error: {one_line(message)} (see `{self.prog} --help`)\n")


def one_line(text: str) -> str:
    """A message as one terminal line: runs of whitespace (line breaks of every kind) become one space,
    and any other control character in a value the user gave is shown escaped, never sent raw."""
    text = " ".join(text.split())
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def describe(exc: BaseException) -> str:
    """One line for an exception: the file or parameter at fault first, then what is wrong."""
    if isinstance(exc, RulesDBError):
        return str(exc)
    if isinstance(exc, UnicodeDecodeError):
        return f"not UTF-8 text ({exc.reason} at byte {exc.start})"
    if isinstance(exc, OSError):
        where = exc.filename if exc.filename is not None else ""
        if exc.filename2 is not None:
            where = f"{where} -> {exc.filename2}"
        what = exc.strerror or str(exc)
        return f"{where}: {what}" if where else what
    return f"internal error: {type(exc).__name__}: {exc} (set RULESDB_DEBUG=1 for a traceback)"


def report(exc: BaseException, prog: str = "rulesdb") -> int:
    """Print the one line and return the exit status for it."""
    if os.environ.get("RULESDB_DEBUG") and not isinstance(exc, RulesDBError):
        raise exc
    print(f"{prog}: error: {one_line(describe(exc))}", file=sys.stderr)
    return USAGE if isinstance(exc, (RulesDBError, OSError, UnicodeError)) else INTERNAL
