"""The registry of format parsers, keyed by the manifest's `format` name.

Each parser is pure: `parse(text, info) -> Document`, where `info` is the manifest entry
(a `rulesdb.sources.SourceInfo`). A new version of a document in a known format needs only
a manifest entry, never a new parser.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.errors import SourceError
from rulesdb.model import Document

Parser = Callable[[str, object], Document]
PARSERS: dict[str, Parser] = {}


def register(format_name: str) -> Callable[[Parser], Parser]:
    def decorate(func: Parser) -> Parser:
        PARSERS[format_name] = func
        return func

    return decorate


def parse(text: str, info) -> Document:
    """Parse one document's text with the parser its manifest entry names."""
    _load_builtin_parsers()
    try:
        parser = PARSERS[info.format]
    except KeyError:
        known = ", ".join(sorted(PARSERS))
        raise SourceError(f"{info.manifest_ref}: unknown format {info.format!r} (known: {known})") from None
    return parser(text, info)


def _load_builtin_parsers() -> None:
    from rulesdb.parsers import nisei_cr, rulebook, rules_reference  # noqa: F401
