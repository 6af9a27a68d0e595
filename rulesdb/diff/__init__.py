"""Compare rules across versions: aligned, word-level, checked against each Summary of Changes.

The public API the CLI, the graph and the web app use; everything returns plain data.
"""

from __future__ import annotations

import difflib

from rulesdb.diff.alignment import Alignment, align_documents, check_comparable
from rulesdb.diff.claimed import unclaimed
from rulesdb.diff.classify import KINDS, changes_of
from rulesdb.diff.extent import Extent, extent_of
from rulesdb.diff.history import previous_version, rule_history, same_rule_pairs
from rulesdb.diff.summary import check_claims, under
from rulesdb.diff.topics import compare_topic
from rulesdb.errors import UnknownAddress
from rulesdb.model import Document

__all__ = [
    "KINDS",
    "Alignment",
    "Extent",
    "align_documents",
    "check_summary",
    "compare_topic",
    "diff_by_id",
    "diff_documents",
    "extent_of",
    "rule_history",
    "same_rule_pairs",
]


def diff_documents(
    old: Document, new: Document, include_unchanged: bool = False, rule: str | None = None
) -> dict:
    """{"from", "to", "changes", "summary_claims", "outside_excerpt", "extent"} for two versions.

    `changes` leaves out unchanged pairs unless `include_unchanged`; `rule` keeps only the changes
    whose number (or whose example's rule number) is `rule` on either side, and the claims of
    `new`'s Summary of Changes that name it (or a rule it is under).
    """
    check_comparable(old, new)
    alignment, every_change = _aligned(old, new)
    changes = [c for c in every_change if include_unchanged or c["kind"] != "unchanged"]
    if rule is not None:
        changes = [c for c in changes if _about(c, alignment, rule.strip().lower())]
    claims = check_claims(new, alignment) if new.version_key > old.version_key else []
    if rule is not None:
        claims = [c for c in claims if _names_rule(c, rule.strip().lower())]
    # The changes no entry of the summary accounts for (none when no summary was checked).
    left = unclaimed(changes, claims) if claims else []
    return {
        "from": old.id,
        "to": new.id,
        "changes": changes,
        "summary_claims": claims,
        "summary_baseline": new.summary_baseline,
        "unclaimed": left,
        "outside_excerpt": [item.address for item in alignment.outside],
        "extent": {
            old.id: alignment.old_extent.describe(),
            new.id: alignment.new_extent.describe(),
        },
    }


_RECENT: dict[tuple[int, int], tuple] = {}  # (id(old), id(new)) -> (old, new, alignment, changes)
RECENT_PAIRS = 8


def _aligned(old: Document, new: Document) -> tuple[Alignment, list[dict]]:
    """The alignment and changes of two loaded documents, computed once per pair: a server or the
    static export asks for one rule's diff after another, each needing the whole alignment."""
    hit = _RECENT.get((id(old), id(new)))
    if hit is None or hit[0] is not old or hit[1] is not new:  # the same objects, not reused ids
        alignment = align_documents(old, new)
        hit = (old, new, alignment, changes_of(alignment))
        while len(_RECENT) >= RECENT_PAIRS:
            _RECENT.pop(next(iter(_RECENT)), None)
        _RECENT[(id(old), id(new))] = hit
    return hit[2], hit[3]


def _names_rule(claim: dict, rule: str) -> bool:
    """A claim about `rule`: it names the rule, a rule it is under, or one of its sub-rules."""
    return any(under(rule, d["read_as"]) or under(d["read_as"], rule) for d in claim["details"])


def _about(change: dict, alignment: Alignment, rule: str) -> bool:
    addresses = [change["from"], change["to"]]
    if "owner" in change:
        addresses = [change["owner"]["from"], change["owner"]["to"]]
    for address, document in zip(addresses, (alignment.old, alignment.new)):
        node = document.nodes.get(address) if address else None
        if node is not None and (getattr(node, "number", None) or "").lower() == rule:
            return True
    return False


def diff_by_id(documents: dict[str, Document], old_id: str, new_id: str, **options) -> dict:
    """`diff_documents` for two document ids; an unknown id raises UnknownAddress with hints."""
    for doc_id in (old_id, new_id):
        if doc_id not in documents:
            raise UnknownAddress(
                doc_id, tuple(difflib.get_close_matches(doc_id, list(documents), 3))
            )
    return diff_documents(documents[old_id], documents[new_id], **options)


def check_summary(new: Document, documents: dict[str, Document]) -> list[dict]:
    """`new`'s Summary of Changes checked against the diff from its previous version in the set."""
    previous = previous_version(new, documents)
    return check_claims(new, align_documents(previous, new) if previous else None)
