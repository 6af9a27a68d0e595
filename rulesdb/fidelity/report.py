"""The build report's fidelity part: per document, the coverage map, the word-level self-check and errata.

Shape: `{"documents": {DOC-ID: {"coverage": 0..1, "unaccounted": [...], "word_losses": [...],
"icon_gaps": [...], "errata": [...], ...}}}`; each item names the file and line at fault.
"""

from __future__ import annotations

from rulesdb.fidelity.account import FolderAccount, SourceAccount, parts
from rulesdb.fidelity.coverage import Coverage, coverage, share_of
from rulesdb.fidelity.errata import find_errata
from rulesdb.fidelity.words import self_check
from rulesdb.model import Document


def fidelity_report(parsed: list, reuse=None) -> dict:
    """The fidelity report of every parsed document (`rulesdb.build.ingest.Parsed`: its account, or the
    accounting its parse already made, for a document read back from the parse cache); `reuse` keeps
    each document's errata between builds (see `find_errata`)."""
    documents = {p.document.id: p.document for p in parsed}
    errata = find_errata(documents, reuse)
    return {"documents": {p.document.id: document_fidelity(p.document, p.account, errata.get(p.document.id, []),
                                                           getattr(p, "accounting", None))
                          for p in parsed}}


def document_fidelity(document: Document, account: SourceAccount | FolderAccount | None, errata: list,
                      accounting: dict | None = None) -> dict:
    """One document's coverage, unaccounted spans, word losses, unknown icons and errata."""
    report = dict(accounting or source_accounting(document, account))
    report["icon_gaps"] = _icon_gaps(document)
    report["errata"] = [e.as_dict() for e in errata]
    return report


def source_accounting(document: Document, account: SourceAccount | FolderAccount | None) -> dict:
    """What a parse can say about its own source alone: the coverage map and the word-level self-check.

    A folder source (a YAML release) is accounted file by file; its items name the file in the folder.
    """
    path = document.path
    if account is None:
        return {"coverage": 0.0, "file": path, "accounted": False,
                "unaccounted": [{"file": path, "line": 1, "last_line": 1,
                                 "text": f"format {document.format!r} does not account for its source"}],
                "word_losses": []}
    report: dict = {"file": path, "accounted": True, "content_chars": 0, "accounted_chars": 0, "categories": {},
                    "control_chars": 0, "unaccounted": [], "misplaced": [], "word_losses": []}
    for part in parts(account):
        _add_part(report, document, part, _file_of(path, part))
    total = report["content_chars"]
    report["coverage"] = share_of(report["accounted_chars"], total)
    return report


def _add_part(report: dict, document: Document, part: SourceAccount, file: str) -> None:
    cov: Coverage = coverage(part)
    report["content_chars"] += cov.content
    report["accounted_chars"] += cov.accounted
    report["control_chars"] += cov.control
    for name, chars in cov.categories.items():
        report["categories"][name] = report["categories"].get(name, 0) + chars
    report["unaccounted"] += [{"file": file, **u.as_dict()} for u in cov.unaccounted]
    report["misplaced"] += [{"file": file, "node": m.address, "line": m.line, "missing": m.missing}
                            for m in part.misplaced]
    report["word_losses"] += [{"file": file, **loss.as_dict()} for loss in self_check(document, part)]


def _file_of(path: str, part: SourceAccount) -> str:
    return f"{path}/{part.name}" if part.name else path


def _icon_gaps(document: Document) -> list[dict]:
    """Each line of a node holding an icon no rule could know ("[?]"), with the node's original text."""
    return [{"node": n.address, "line": n.line, "text": _around(line, "[?]"), "original": n.original_text}
            for n in document.nodes.values() for line in n.text.split("\n") if "[?]" in line]


def _around(line: str, mark: str, width: int = 50) -> str:
    """The part of `line` around `mark`, with an ellipsis where it was cut."""
    at = line.index(mark)
    start, end = max(0, at - width), min(len(line), at + len(mark) + width)
    return ("…" if start else "") + line[start:end] + ("…" if end < len(line) else "")
