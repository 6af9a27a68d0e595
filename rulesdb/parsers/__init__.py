"""The registry of format parsers, keyed by the manifest's `format` name.

Each parser is pure: `parse(text, info, account=None) -> Document`, where `info` is the manifest entry
(a `rulesdb.sources.SourceInfo`). Given an `account` (a `rulesdb.fidelity.account.SourceAccount`), a
parser also says which source spans became which node and which are named non-content, for the
coverage map. A new version of a document in a known format needs only a manifest entry.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

from rulesdb.errors import SourceError
from rulesdb.model import Document

Parser = Callable[[object, object], Document]
PARSERS: dict[str, Parser] = {}
#: Formats whose source is a folder: their parser gets {path inside the folder: text}, not one text.
FOLDER_FORMATS: set[str] = set()


MINIMUMS: dict[str, dict[str, int]] = {}


def register(format_name: str, minimum: dict[str, int] | None = None,
             folder: bool = False) -> Callable[[Parser], Parser]:
    """Register a format's parser; `minimum` is the fewest nodes of each kind ("rules": 50) any real
    document of the format parses to, so a truncated file or the wrong format fails the build."""

    def decorate(func: Parser) -> Parser:
        PARSERS[format_name] = func
        MINIMUMS[format_name] = dict(minimum or {})
        if folder:
            FOLDER_FORMATS.add(format_name)
        return func

    return decorate


def minimum(format_name: str) -> dict[str, int]:
    """The format's declared minimum node counts by kind (plural, as the build report counts them)."""
    _load_builtin_parsers()
    return MINIMUMS.get(format_name, {})


def parse(text: str, info, account=None) -> Document:
    """Parse one document's text with the parser its manifest entry names, filling `account` if given."""
    _load_builtin_parsers()
    try:
        parser = PARSERS[info.format]
    except KeyError:
        known = ", ".join(sorted(PARSERS))
        raise SourceError(f"{info.manifest_ref}: unknown format {info.format!r} (known: {known})") from None
    wants_folder = info.format in FOLDER_FORMATS
    if wants_folder != isinstance(text, dict):
        needed = "a folder" if wants_folder else "a file"
        raise SourceError(f"{info.manifest_ref}: format {info.format!r} reads {needed}, "
                          f"but path {info.path!r} is not one")
    return parser(text, info, account) if account is not None else parser(text, info)


def accounts_for_source(format_name: str) -> bool:
    """True when the format's parser takes an `account` and so says where each source span went."""
    _load_builtin_parsers()
    parser = PARSERS.get(format_name)
    return parser is not None and "account" in inspect.signature(parser).parameters


def _load_builtin_parsers() -> None:
    from rulesdb.parsers import nisei_cr, nsg_cr_yaml, rulebook, rules_reference  # noqa: F401
