"""The data behind a Comprehensive Rules release read as a whole document: every chapter, section, rule
and step in order with its printed number and permalink, and the release's changelog as verified
against the diff from the release before. Rule pages take the changelog entries that touch them.

The document is read in parts (a chapter, or a run of a long chapter's sections) so that no page
outgrows the page budget: the release page holds the first part, `/<release>/part/<n>` the others.
"""

from __future__ import annotations

from rulesdb.errors import UnknownAddress
from rulesdb.model import Document
from rulesdb.service import RulesDB
from rulesdb.web.paging import pack

BODY_KINDS = ("section", "rule", "step", "timing")
#: Characters of text (rules, examples, ids) one part holds at most, unless one rule alone is longer:
#: about 18 KB compressed, which leaves the page's contents and heading room under 30 KB.
PART_CHARS = 60_000


def is_release(doc: Document) -> bool:
    """A document whose nodes carry the source's ids (a YAML release): it reads as one page."""
    return any(n.semantic_id for n in doc.nodes.values())


def body(rdb: RulesDB, doc: Document) -> list[dict]:
    """Every node in reading order with its depth, number, text, examples and permalink."""
    entries: list[dict] = []

    def walk(addresses, depth):
        for address in addresses:
            node = doc.nodes.get(address)
            if node is None or node.kind not in BODY_KINDS:
                continue
            anchor = node.semantic_id or address.rsplit("/", 1)[-1].replace(".", "-")
            entries.append({
                "address": address, "id": node.semantic_id or None, "anchor": anchor, "kind": node.kind,
                "depth": depth, "number": getattr(node, "number", "") or "", "title": getattr(node, "title", ""),
                "text": node.text, "changed": node.changed,
                "terms": [value for kind, value in node.markup if kind == "term"],
                "permalink": f"/cr/{node.semantic_id}" if node.semantic_id else "/" + address,
                "examples": [doc.nodes[e].text for e in getattr(node, "examples", ()) if e in doc.nodes],
            })
            walk(node.children, depth + 1)

    walk(doc.top, 0)
    return entries


def contents(entries: list[dict], parts: list[list[dict]] | None = None) -> list[dict]:
    """The sticky table of contents: chapters and sections, each with the part it is read in."""
    part_of = {id(e): n for n, part in enumerate(parts or [entries], 1) for e in part}
    return [{"anchor": e["anchor"], "number": e["number"], "title": e["title"], "depth": e["depth"],
             "part": part_of[id(e)]} for e in entries if e["kind"] == "section" and e["depth"] <= 1]


def weight(entries: list[dict]) -> int:
    """What entries cost a page, in characters: their text, examples and ids, and their markup."""
    return sum(len(e["text"]) + sum(map(len, e["examples"])) + 3 * len(e["anchor"]) + 60 + 30 * len(e["terms"])
               for e in entries)


def split(entries: list[dict], limit: int = PART_CHARS) -> list[list[dict]]:
    """`entries` (a heading and what is under it) as parts of at most `limit`: the heading's children,
    kept whole where they fit, packed in order; a child too long alone is split the same way."""
    if weight(entries) <= limit:
        return [entries]
    depth = entries[0]["depth"] + 1
    starts = [0] + [i for i, e in enumerate(entries) if e["depth"] == depth and i]
    units = [entries[a:b] for a, b in zip(starts, starts[1:] + [len(entries)])]
    if len(units) == 1:
        return [entries]
    return pack(units, weight, limit, lambda unit: split(unit, limit))


def parts(entries: list[dict], limit: int = PART_CHARS) -> list[list[dict]]:
    """The body in parts for reading: each chapter one part, or several when it is long."""
    starts = [i for i, e in enumerate(entries) if e["depth"] == 0] or [0]
    bounds = zip([0] + starts[1:], starts[1:] + [len(entries)])
    return [part for a, b in bounds for part in split(entries[a:b], limit) if part]


def part_url(doc_id: str, number: int) -> str:
    """Where part `number` (from 1) is read: the release page itself for the first."""
    return f"/{doc_id}" if number == 1 else f"/{doc_id}/part/{number}"


def part_list(doc_id: str, split_body: list[list[dict]]) -> list[dict]:
    """Every part with its URL, a label from its first and last headings, and the anchors it holds
    (so a link to an anchor of another part can find it)."""
    out = []
    for n, part in enumerate(split_body, 1):
        sections = [e for e in part if e["kind"] == "section"]
        heads = [e for e in sections if e["depth"] <= 1] or sections or part
        first, last = heads[0], heads[-1]
        label = f"{first['number']} {first['title']}".strip()
        if last is not first:
            label += f" to {last['number']} {last['title']}".rstrip()
        out.append({"number": n, "url": part_url(doc_id, n), "label": label,
                    "anchors": [e["anchor"] for e in part]})
    return out


def changelog(rdb: RulesDB, doc: Document) -> list[dict]:
    """The release's changelog, each entry with its verification against the diff."""
    return rdb.changelog(doc.id)


def touching(rdb: RulesDB, address: str) -> list[dict]:
    """The entries of the node's release changelog whose changes touch the node or what is inside it."""
    node = rdb.nodes[address]
    if not node.semantic_id:
        return []
    path = address.split("/", 1)[1]

    def touches(change: dict) -> bool:
        inner = [a.split("/", 1)[1] for a in (change["from"], change["to"]) if a]
        return any(p == path or p.startswith(path + "/") for p in inner)

    return [claim for claim in rdb.changelog(node.document)
            if any(d.get("id") == path or any(map(touches, d["changes"])) for d in claim["details"])]


def reading(rdb: RulesDB, doc: Document, number: int = 1) -> dict:
    """Part `number` of the release as a page: its entries, every part (to go on reading), the whole
    contents, and on the first part the changelog."""
    entries = body(rdb, doc)
    split_body = parts(entries)
    if not 1 <= number <= len(split_body):
        raise UnknownAddress(f"{doc.id}/part/{number}")
    return {"part": number, "parts": part_list(doc.id, split_body), "body": split_body[number - 1],
            "contents": contents(entries, split_body),
            "changelog": changelog(rdb, doc) if number == 1 else []}


def part_urls(rdb: RulesDB, doc_ids=None) -> list[str]:
    """The pages of the releases' parts after the first (the release page): of every release, or
    of those among `doc_ids`."""
    urls = []
    for doc in (rdb.documents[d] for d in (rdb.documents if doc_ids is None else doc_ids)):
        if is_release(doc):
            urls += [part_url(doc.id, n) for n in range(2, len(parts(body(rdb, doc))) + 1)]
    return urls
