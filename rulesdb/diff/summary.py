"""A version's Summary of Changes checked against the diff: each named rule confirmed or not.

Statuses per named rule: confirmed (the diff changes it or something under it), not-confirmed,
outside-excerpt (beyond one of the two bodies), unresolved (no such rule, no earlier version).
A number that exists nowhere is read as a typo only when exactly one rule fits ("1.6b" -> "1.6.1b").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.diff.alignment import Alignment
from rulesdb.diff.claimed import changed_pairs, details_by_id, names_nodes
from rulesdb.diff.classify import kind_of
from rulesdb.diff.extent import Extent, extent_of
from rulesdb.diff.numbers import numeric_parts
from rulesdb.diff.textnorm import clean
from rulesdb.model import Document, SummaryClaim

_NUMBER = r"\d+(?:\.\d+)*[a-z]?"
_NAMED = re.compile(
    rf"\b(rules?|sections?|steps?)\s+({_NUMBER}(?:\s*(?:,\s*(?:and\s+)?|and\s+){_NUMBER})*)",
    re.IGNORECASE,
)


def named_numbers(text: str) -> list[tuple[str, str]]:
    """(what the text calls it, number) for each rule, section or step a claim names, in order."""
    found: dict[str, str] = {}
    for match in _NAMED.finditer(clean(text)):
        kind = match.group(1).lower().rstrip("s")
        for number in re.findall(_NUMBER, match.group(2)):
            found.setdefault(number.lower(), kind)
    return [(kind, number) for number, kind in found.items()]


@dataclass(frozen=True)
class _Context:
    """What checking one summary needs: the new document, its extent and the diff, if any."""

    new: Document
    new_extent: Extent
    alignment: Alignment | None
    known: frozenset[str]  # rule and section numbers of both documents
    changed: dict[str, list[dict]]  # number -> changes touching exactly that number


def check_claims(new: Document, alignment: Alignment | None) -> list[dict]:
    """Every claim of `new`'s Summary of Changes, its named rules checked against `alignment`."""
    documents = [new] + ([alignment.old] if alignment else [])
    known = frozenset(n.number for d in documents for n in d.nodes.values() if _number_of(n))
    context = _Context(new, extent_of(new), alignment, known, _changed_numbers(alignment))
    exact = changed_pairs(alignment) if alignment and any(map(names_nodes, new.summary_of_changes)) else []
    return [_claim(claim, context, exact) for claim in new.summary_of_changes]


def _number_of(node) -> str:
    return getattr(node, "number", None) or ""


def _changed_numbers(alignment: Alignment | None) -> dict[str, list[dict]]:
    if alignment is None:
        return {}
    out: dict[str, list[dict]] = {}
    for pair in alignment.pairs:
        kind = kind_of(pair, alignment.old.id, alignment.new.id)
        if kind == "unchanged":
            continue
        entry = {
            "kind": kind,
            "from": pair.old.address if pair.old else None,
            "to": pair.new.address if pair.new else None,
        }
        item = pair.new or pair.old  # a claim names rules (and steps) as the new version numbers them
        if item.number or item.printed:
            out.setdefault(item.number or item.printed, []).append(entry)
    return out


def _claim(claim: SummaryClaim, context: _Context, exact: list[dict]) -> dict:
    text, line = claim.text, claim.line
    if context.alignment is not None and names_nodes(claim):
        details = details_by_id(claim, context.alignment, exact)
    else:
        details = [_check(kind, number, context) for kind, number in named_numbers(text)]
    status = _overall([d["status"] for d in details])
    by_note: dict[str, list[str]] = {}
    for detail in details:
        if detail["note"]:
            by_note.setdefault(detail["note"], []).append(detail["number"])
    notes = [f"{', '.join(numbers)}: {note}" for note, numbers in by_note.items()]
    if not details:
        notes = ["the claim names no rule or section"]
    return {
        "text": text,
        "line": line,
        "rules": [d["number"] for d in details],
        "status": status,
        "note": "; ".join(notes),
        "details": details,
    }


def _overall(statuses: list[str]) -> str:
    checkable = [s for s in statuses if s != "outside-excerpt"]
    if not statuses:
        return "unresolved"
    if not checkable:
        return "outside-excerpt"
    if all(s == "confirmed" for s in checkable):
        return "confirmed"
    if "confirmed" in checkable:
        return "partly-confirmed"
    return "not-confirmed" if all(s == "not-confirmed" for s in checkable) else "unresolved"


def _check(kind: str, number: str, context: _Context) -> dict:
    detail = {
        "number": number,
        "named_as": f"{kind} {number}",
        "read_as": number,
        "status": "",
        "note": "",
        "changes": [],
    }
    beyond = _beyond(number, context)
    if beyond:
        return detail | {"status": "outside-excerpt", "note": beyond}
    if context.alignment is None:
        family, doc_id = context.new.family, context.new.id
        note = f"no earlier {family} version in the sources to compare {doc_id} with"
        return detail | {"status": "unresolved", "note": note}
    if number not in context.known:
        return _typo(detail, context)
    return detail | _status(number, context)


def _beyond(number: str, context: _Context) -> str:
    """Why a number cannot be checked: the body it lies beyond (empty when both reach it)."""
    extents = [context.new_extent] + (
        [] if context.alignment is None else [context.alignment.old_extent]
    )
    missing = [f"{e.document} ({e.describe()})" for e in extents if not e.covers(number)]
    if not missing:
        return ""
    return (
        f"beyond the body of {missing[0]}"
        if len(missing) == 1
        else f"beyond the bodies of {' and '.join(missing)}"
    )


def _status(number: str, context: _Context) -> dict:
    changes = [c for n, cs in context.changed.items() if under(n, number) for c in cs]
    changes = list({(c["kind"], c["from"], c["to"]): c for c in changes}.values())
    if changes:
        return {"status": "confirmed", "changes": changes}
    old, new = context.alignment.old, context.alignment.new
    note = f"no change found between {old.id} and {new.id}"
    if new.summary_baseline and new.summary_baseline != old.version:
        note += (
            f"; the summary describes changes from version {new.summary_baseline}, "
            "which is not among the sources"
        )
    return {"status": "not-confirmed", "note": note}


def under(candidate: str, number: str) -> bool:
    """True for the number and everything under it (1.8.5 -> 1.8.5a, 1.10 -> 1.10.3c)."""
    return (
        candidate == number
        or candidate.startswith(number + ".")
        or bool(re.fullmatch(re.escape(number) + r"[a-z]", candidate))
    )


def _typo(detail: dict, context: _Context) -> dict:
    """A number in neither version: read it as the one rule it can be, or leave it open."""
    number = detail["number"]
    candidates = sorted(n for n in context.known if _one_part_missing(number, n))
    changed = [n for n in candidates if n in context.changed]
    fits = changed if len(changed) == 1 else candidates
    versions = f"{context.alignment.old.id} or {context.new.id}"
    if len(fits) != 1:
        listed = ", ".join(candidates) or "none"
        note = f"no rule {number} in {versions}; it cannot be resolved (candidates: {listed})"
        return detail | {"status": "unresolved", "note": note}
    read_as = fits[0]
    result = _status(read_as, context)
    note = f"no rule {number} in {versions}; read as {read_as}, the only rule it can be"
    return (
        detail
        | result
        | {"read_as": read_as, "note": "; ".join(filter(None, [note, result.get("note")]))}
    )


def _one_part_missing(written: str, candidate: str) -> bool:
    """True when `candidate` is `written` with one number part added: "1.6b" fits "1.6.1b"."""
    letter = re.search(r"[a-z]*$", written).group()
    if re.search(r"[a-z]*$", candidate).group() != letter:
        return False
    short, long = numeric_parts(written), numeric_parts(candidate)
    return len(long) == len(short) + 1 and any(
        long[:i] + long[i + 1 :] == short for i in range(len(long))
    )
