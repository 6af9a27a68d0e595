"""Summary claims checked by the nodes they name, and the changes no claim accounts for.

A YAML release's changelog names nodes by id (`{ref:rule_visibility_after_access}`), so a claim is
confirmed exactly: the diff changes that node or something inside it (a sub-rule, an example, a step
of a timing structure). Every change that no claim accounts for is `unclaimed`.
"""

from __future__ import annotations

from rulesdb.diff.alignment import Alignment
from rulesdb.diff.classify import kind_of
from rulesdb.model import Document, SummaryClaim


def names_nodes(claim: SummaryClaim) -> bool:
    """Whether the claim names its nodes exactly (by id) rather than by number in its words."""
    return any(ref.target for ref in claim.references)


def changed_pairs(alignment: Alignment) -> list[dict]:
    """{"kind", "from", "to"} for every pair of the alignment that is not unchanged."""
    out = []
    for pair in alignment.pairs:
        kind = kind_of(pair, alignment.old.id, alignment.new.id)
        if kind != "unchanged":
            out.append({"kind": kind, "from": pair.old.address if pair.old else None,
                        "to": pair.new.address if pair.new else None})
    return out


def details_by_id(claim: SummaryClaim, alignment: Alignment, changes: list[dict]) -> list[dict]:
    """One detail per node the claim names: confirmed when a change lies at or inside that node."""
    old, new = alignment.old, alignment.new
    details = []
    for ref in (r for r in claim.references if r.target):
        inside = ref.target.split("/", 1)[1]
        mine = [c for c in changes if _within(new, c["to"], ref.target)
                or _within(old, c["from"], f"{old.id}/{inside}")]
        detail = {"number": ref.number, "named_as": f"{ref.target_kind} {ref.number}", "read_as": ref.number,
                  "id": inside, "status": "confirmed" if mine else "not-confirmed", "note": "", "changes": mine}
        if not mine:
            detail["note"] = f"no change found at or inside {inside} between {old.id} and {new.id}"
        details.append(detail)
    return details


def _within(document: Document, address: str | None, ancestor: str) -> bool:
    """True when `address` is `ancestor` or lies inside it in `document`."""
    while address:
        if address == ancestor:
            return True
        node = document.nodes.get(address)
        address = node.parent if node is not None else None
    return False


def unclaimed(changes: list[dict], claims: list[dict]) -> list[dict]:
    """The changes (other than unchanged pairs) that no claim's details account for."""
    claimed = {(c["from"], c["to"]) for claim in claims for d in claim["details"] for c in d["changes"]}
    return [
        {k: change[k] for k in ("kind", "from", "to", "node_kind", "from_number", "to_number")}
        for change in changes
        if change["kind"] != "unchanged" and (change["from"], change["to"]) not in claimed
    ]
