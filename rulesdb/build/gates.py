"""Plausibility gates: a build whose document parsed to far fewer nodes than its format's minimum
(a truncated file, or a file given to the wrong parser) or than the previous build (a damaged
source) fails, naming the document and the counts, so damaged sources never replace good data.
"""

from __future__ import annotations

from rulesdb.errors import ImplausibleDocument

COUNTED = ("sections", "rules", "examples", "terms", "steps")
SHRINK = 0.8  # a kind may lose up to a fifth of its nodes (or a handful) before a build is refused
HANDFUL = 5


def check(documents: list[dict], minimums: dict[str, dict[str, int]], refs: dict[str, str],
          previous: dict | None, accept_shrink: bool = False) -> None:
    """Raise ImplausibleDocument for the first document below its format's minimum or shrunk.

    `documents` are the build report's entries; `minimums` maps a document id to its format's
    minimum counts; `refs` maps it to its manifest line; `previous` is the last build's report.
    """
    before = {d["id"]: d for d in (previous or {}).get("documents", [])}
    for doc in documents:
        where = f"{refs.get(doc['id'], doc['id'])}: {doc['id']}"
        for kind, least in sorted(minimums.get(doc["id"], {}).items()):
            if doc.get(kind, 0) < least:
                raise ImplausibleDocument(
                    f"{where}: parsed to {doc.get(kind, 0)} {kind}, fewer than the {least} its format "
                    f"({doc.get('format', '?')}) always has: is the file cut short or of another format?")
        if doc["id"] in before and not accept_shrink:
            _no_shrink(where, before[doc["id"]], doc)


def _no_shrink(where: str, old: dict, new: dict) -> None:
    for kind in COUNTED:
        was, now = old.get(kind, 0), new.get(kind, 0)
        if was - now > HANDFUL and now < was * SHRINK:
            raise ImplausibleDocument(
                f"{where}: {now} {kind}, down from {was} in the build in use: a damaged source? "
                "(build with --accept-shrink if the removal is real)")
