"""One topic side by side across families: the glossary terms, section titles and capitalised
definitions that name it in each document, each with the reason it matched.

Self-contained on the documents (no graph, no index), so it works before anything is built.
"""

from __future__ import annotations

import difflib
import re

from rulesdb.diff.textnorm import clean
from rulesdb.errors import BadQuery, UnknownAddress
from rulesdb.model import Document, Node

_SUFFIXES = ("ing", "ed", "es", "s")
_PER_DOCUMENT = 5
_CHILD_TEXTS = 6


def compare_topic(topic: str, documents: dict[str, Document]) -> dict:
    """{"topic", "entries": [{"document", "family", "version", "address", "title", "text",
    "reason"}]}, best match first within each document."""
    wanted = _fold(topic)
    if not wanted:
        raise BadQuery("compare needs a topic, e.g. 'Bypass' or 'Recurring Credits'")
    entries = []
    for document in sorted(documents.values(), key=lambda d: (d.family, d.version_key)):
        found = sorted(_matches(document, topic, wanted), key=lambda m: (m[0], m[1].line))
        best = [m for m in found if m[0] < 3] or found
        entries += [_entry(document, node, reason) for _, node, reason in best[:_PER_DOCUMENT]]
    if not entries:
        raise UnknownAddress(topic, _suggestions(topic, documents))
    return {"topic": topic, "entries": entries}


def _fold(text: str) -> str:
    """Lower case, no punctuation, words singular: "Recurring Credits" -> "recurring credit"."""
    words = re.findall(r"[a-z0-9]+", clean(text).lower())
    return " ".join(
        w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words
    )


def _names(node: Node) -> list[str]:
    """A term's name as written and as read: "Credit - Recurring" and "Credit, Recurring" are
    "Recurring Credit"; "Headquarters (HQ)" is also "Headquarters" and "HQ"."""
    name = getattr(node, "name", "") or ""
    names = [name]
    bare = re.sub(r"\s*\(([^)]*)\)", "", name).strip()
    names += [bare] + re.findall(r"\(([^)]*)\)", name)
    for separator in (" - ", ", "):
        if separator in bare:
            head, _, tail = bare.partition(separator)
            names.append(f"{tail} {head}")
    return names


def _matches(document: Document, topic: str, wanted: str):
    """(rank, node, reason) for every node of the document that names the topic."""
    definition = _definition_pattern(topic)
    is_cr = document.family.startswith("nisei-cr")
    for node in document.nodes.values():
        if node.kind == "term" and wanted in map(_fold, _names(node)):
            written = (
                "" if node.name.lower() == topic.strip().lower() else f" (written {node.name!r})"
            )
            yield 0, node, f"same term name{written}"
        elif node.kind == "section":
            title = _fold(getattr(node, "title", "") or "")
            where = "CR section title" if is_cr else _section_kind(node)
            body = (
                ""
                if getattr(node, "has_body", True)
                else " (contents entry only; its body is not in the excerpt)"
            )
            if title == wanted:
                yield 1, node, where + body
            elif re.search(rf"\b{re.escape(wanted)}\b", title):
                yield 2, node, f"{where} includes {topic!r}{body}"
            elif _stem_in(title, wanted):
                yield 3, node, f"{where} includes a form of {topic!r}{body}"
        elif node.kind in ("rule", "step", "term") and definition:
            # A YAML release marks the terms it defines ({term:Recurring Credits}); older CRs use capitals.
            marked = [t.upper() for mark, t in node.markup if mark == "term"]
            match = next(filter(None, map(definition.fullmatch, marked)), None) or definition.search(node.text)
            if match:
                yield 2, node, f"defines {match.group(0)}"


def _section_kind(node: Node) -> str:
    return "FAQ section title" if "/faq/" in node.address else "section title"


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _stem_in(title: str, wanted: str) -> bool:
    stems = [_stem(w) for w in wanted.split()]
    title_stems = [_stem(w) for w in title.split()]
    return any(title_stems[i : i + len(stems)] == stems for i in range(len(title_stems)))


def _definition_pattern(topic: str) -> re.Pattern | None:
    """The topic in capitals with any inflection, as the CR writes a term it defines: "HOSTED"."""
    words = [_stem(w) for w in re.findall(r"[a-z0-9]+", topic.lower())]
    if not words or topic.strip().isupper():  # an acronym is always in capitals: no definition
        return None
    inflected = r"\s+".join(rf"{re.escape(w.upper())}(?:S|ES|ED|ING|D)?" for w in words)
    return re.compile(rf"\b{inflected}\b")


def _entry(document: Document, node: Node, reason: str) -> dict:
    return {
        "document": document.id,
        "family": document.family,
        "version": document.version,
        "address": node.address,
        "title": node.label,
        "text": _text(document, node),
        "reason": reason,
    }


def _text(document: Document, node: Node) -> str:
    """The node's own text, or for a heading with no text of its own, its first rules'."""
    own = node.text if node.text != getattr(node, "title", None) else ""
    own = own or getattr(node, "flavour", "")
    if own or node.kind != "section":
        return own
    parts = []
    for address in node.children[:_CHILD_TEXTS]:
        child = document.nodes.get(address)
        if child is not None and child.text:
            parts.append(f"{child.label} {child.text}")
    return "\n".join(parts)


def _suggestions(topic: str, documents: dict[str, Document]) -> tuple[str, ...]:
    names = {
        getattr(n, "name", "") or getattr(n, "title", "")
        for d in documents.values()
        for n in d.nodes.values()
        if n.kind in ("term", "section")
    }
    return tuple(difflib.get_close_matches(topic, sorted(n for n in names if n), 5, 0.6))
