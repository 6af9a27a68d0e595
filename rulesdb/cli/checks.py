"""What the CLI checks against the build before it asks a question: a document id or a rule number
that names nothing is one line naming the option or argument at fault, never ignored or answered empty."""

from __future__ import annotations

from rulesdb.errors import RulesDBError, UnknownDocument


def _shown(value: str) -> str:
    return value if len(value) <= 60 else value[:57] + "..."


def document(db, option: str, doc_id: str | None) -> str | None:
    """The id of the document `doc_id` names (its id, or a version only one document has: "24.09"), or
    None if none was given; else one line naming `option`, the nearest ids first and then every id the
    build knows."""
    if doc_id is None:
        return None
    try:
        return db.document_id(doc_id)
    except UnknownDocument as unknown:
        hint = f"did you mean {', '.join(unknown.suggestions[:3])}? " if unknown.suggestions else ""
    raise RulesDBError(f"{option} {_shown(doc_id)}: no such document ({hint}known: {', '.join(sorted(db.documents))})")


def rule(db, option: str, number: str | None, old: str, new: str) -> str | None:
    """`number` when either release has a rule of that number (or none was given)."""
    if number is None or db.has_rule(old, number) or db.has_rule(new, number):
        return number
    raise RulesDBError(f"{option} {_shown(number)}: in neither {old} nor {new} (no rule of that number)")
