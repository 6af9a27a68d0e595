"""The build report's fidelity part: per document, the coverage map, the word-level self-check and errata.

Shape: `{"documents": {DOC-ID: {"coverage": 0..1, "unaccounted": [...], "word_losses": [...],
"icon_gaps": [...], "errata": [...], ...}}}`; each item names the file and line at fault.
"""

from __future__ import annotations

from rulesdb.fidelity.account import SourceAccount
from rulesdb.fidelity.coverage import coverage
from rulesdb.fidelity.errata import find_errata
from rulesdb.fidelity.words import self_check
from rulesdb.model import Document


def fidelity_report(parsed: list) -> dict:
    """The fidelity report of every parsed document (`rulesdb.build.ingest.Parsed`, with its account)."""
    documents = {p.document.id: p.document for p in parsed}
    errata = find_errata(documents)
    return {"documents": {p.document.id: document_fidelity(p.document, p.account, errata.get(p.document.id, []))
                          for p in parsed}}


def document_fidelity(document: Document, account: SourceAccount | None, errata: list) -> dict:
    """One document's coverage, unaccounted spans, word losses, unknown icons and errata."""
    path = document.path
    if account is None:
        return {"coverage": 0.0, "file": path, "accounted": False,
                "unaccounted": [{"file": path, "line": 1, "last_line": 1,
                                 "text": f"format {document.format!r} does not account for its source"}],
                "word_losses": [], "icon_gaps": _icon_gaps(document), "errata": [e.as_dict() for e in errata]}
    cov = coverage(account)
    return {
        "coverage": cov.share,
        "file": path,
        "accounted": True,
        "content_chars": cov.content,
        "accounted_chars": cov.accounted,
        "categories": cov.categories,
        "unaccounted": [{"file": path, **u.as_dict()} for u in cov.unaccounted],
        "misplaced": [{"file": path, "node": m.address, "line": m.line, "missing": m.missing}
                      for m in account.misplaced],
        "word_losses": [{"file": path, **loss.as_dict()} for loss in self_check(document, account)],
        "icon_gaps": _icon_gaps(document),
        "errata": [e.as_dict() for e in errata],
    }


def _icon_gaps(document: Document) -> list[dict]:
    """Nodes holding an icon no rule could know ("[?]"), with the original text a reader can check."""
    return [{"node": n.address, "line": n.line, "text": n.text, "original": n.original_text}
            for n in document.nodes.values() if "[?]" in n.text]
