"""What the CLI checks against the build before it asks a question: a document id or a rule number
that names nothing is one line naming the option or argument at fault, never ignored or answered empty."""

from __future__ import annotations

import difflib

from rulesdb.errors import RulesDBError


def _shown(value: str) -> str:
    return value if len(value) <= 60 else value[:57] + "..."


def document(db, option: str, doc_id: str | None) -> str | None:
    """`doc_id` when the build has that document (or none was given); else one line naming `option`,
    the nearest ids first and then every id the build knows."""
    if doc_id is None or doc_id in db.documents:
        return doc_id
    known = sorted(db.documents)
    close = difflib.get_close_matches(doc_id, known, 3, cutoff=0.5)
    hint = f"did you mean {', '.join(close)}? " if close else ""
    raise RulesDBError(f"{option} {_shown(doc_id)}: no such document ({hint}known: {', '.join(known)})")


def rule(db, option: str, number: str | None, old: str, new: str) -> str | None:
    """`number` when either release has a rule of that number (or none was given)."""
    if number is None or db.has_rule(old, number) or db.has_rule(new, number):
        return number
    raise RulesDBError(f"{option} {_shown(number)}: in neither {old} nor {new} (no rule of that number)")
