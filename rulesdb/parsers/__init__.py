"""The registry of format parsers, keyed by the manifest's `format` name.

Each parser is pure: `parse(text, info) -> Document`, where `info` is the manifest entry
(a `rulesdb.sources.SourceInfo`). A new version of a document in a known format needs only
a manifest entry, never a new parser.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.errors import SourceError
from rulesdb.model import Document

Parser = Callable[[object, object], Document]
PARSERS: dict[str, Parser] = {}
#: Formats whose source is a folder: their parser gets {path inside the folder: text}, not one text.
FOLDER_FORMATS: set[str] = set()


def register(format_name: str, folder: bool = False) -> Callable[[Parser], Parser]:
    def decorate(func: Parser) -> Parser:
        PARSERS[format_name] = func
        if folder:
            FOLDER_FORMATS.add(format_name)
        return func

    return decorate


def parse(text: str | dict[str, str], info) -> Document:
    """Parse one document's text (or a folder format's files) with the parser its manifest entry names."""
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
    return parser(text, info)


def _load_builtin_parsers() -> None:
    from rulesdb.parsers import nisei_cr, nsg_cr_yaml, rulebook, rules_reference  # noqa: F401
