"""The `rulesdb` command: argument parsing and dispatch in `commands`, plain-text renderings in `text`."""

from rulesdb.cli.commands import main

__all__ = ["main"]
