"""Errors in the documents themselves, flagged with evidence and never fixed in the model.

Each check reads the model as parsed: a reference to a rule the document does not contain, a
reference whose target's title does not fit what the text calls it, a phrase written twice in a row,
a timing step missing an instruction that another document's same step has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache, partial
from operator import eq
from typing import TYPE_CHECKING

from rulesdb.fidelity.actions import missing_actions
from rulesdb.graph.references import last_rule_key, name_key, named_nodes, resolve_reference
from rulesdb.graph.terms import capitalised_terms
from rulesdb.model import Document

if TYPE_CHECKING:
    from rulesdb.graph.reuse import Reuse


@dataclass(frozen=True)
class Erratum:
    """One error in a source document, at one node, with the evidence for it."""

    document: str
    node: str
    line: int
    kind: str  # missing-target, misfiled-reference, repeated-phrase, missing-step-instruction, unprinted-text
    note: str  # what a reader should know, in a sentence

    def as_dict(self) -> dict:
        return {"node": self.node, "line": self.line, "kind": self.kind, "note": self.note}


def find_errata(documents: dict[str, Document], reuse: Reuse | None = None) -> dict[str, list[Erratum]]:
    """Every erratum of every document, keyed by document id, in document order; with `reuse`, what the
    checks of one document alone found is kept while the document stays."""
    own: dict[str, dict[str, list[Erratum]]] = {}
    for doc in documents.values():
        compute = partial(_own_errata, doc)
        own[doc.id] = reuse(f"errata.{doc.id}", [doc], compute) if reuse else compute()
    found: dict[str, list[Erratum]] = {}
    for check in CHECKS:
        mine = check in OWN_CHECKS
        for erratum in (e for d in own.values() for e in d[check.__name__]) if mine else check(documents):
            found.setdefault(erratum.document, []).append(erratum)
    return {doc: sorted(items, key=lambda e: e.line) for doc, items in found.items()}


def _own_errata(doc: Document) -> dict[str, list[Erratum]]:
    """Check name -> what it finds in this document, for the checks that read one document alone."""
    return {check.__name__: list(check({doc.id: doc})) for check in OWN_CHECKS}


def missing_targets(documents: dict[str, Document]):
    """A reference to a rule, section, step or heading the document does not contain (and that does not
    lie beyond the end of an excerpt)."""
    for doc in documents.values():
        last, names = last_rule_key(doc), named_nodes(doc)
        for node in doc.nodes.values():
            for ref in getattr(node, "references", ()):
                if not resolve_reference(doc, ref, last, names)[0]:
                    yield Erratum(doc.id, node.address, node.line, "missing-target", _missing_note(ref))


def _missing_note(ref) -> str:
    if ref.target_kind == "name":
        return f"this text says “{ref.written}”, but this document has no heading “{ref.number}”"
    return f"this text cites {ref.target_kind} {ref.number}, which this document does not contain"


# "additional costs (section 1.16.11)": the words before a parenthesised citation name what it holds.
_NAMED_CITATION = re.compile(r"(?<=[\w-])\s+\((?:see\s+)?(?:section|rule)\s+(\d+(?:\.\d+)*[a-z]?)\)")
_WORDS_BEFORE = 4


def misfiled_references(documents: dict[str, Document]):
    """A reference whose target does not define what the text says it does, while another rule does."""
    for doc in documents.values():
        defines = _definitions(doc)
        for node in doc.nodes.values():
            if "(" not in node.text:
                continue
            for match in _NAMED_CITATION.finditer(node.text):
                before = " ".join(re.findall(r"[\w-]+", node.text[: match.start()])[-_WORDS_BEFORE:])
                erratum = _misfiled(doc, node, before, match.group(1), defines)
                if erratum:
                    yield erratum


def _definitions(doc: Document) -> dict[str, str]:
    """Terms a rule defines in capitals ("An ADDITIONAL COST adds..."), by `name_key`, first definition kept."""
    found: dict[str, str] = {}
    for node in doc.of_kind("rule"):
        for term in capitalised_terms(node.original_text):
            found.setdefault(name_key(term), node.address)
    return found


def _misfiled(doc: Document, node, before: str, number: str, defines: dict[str, str]) -> Erratum | None:
    """`before` names what rule `number` is cited for; an erratum when another rule defines that instead."""
    words = name_key(before).split()
    for start in range(len(words)):
        defined_at = defines.get(" ".join(words[start:]))
        if defined_at:
            break
    else:
        return None
    cited = next((a for a in (f"{doc.id}/{number}", f"{doc.id}/section/{number}") if a in doc.nodes), None)
    if cited is None or defined_at == cited or defined_at.startswith(f"{cited}/") or _contains(doc, cited, defined_at):
        return None
    phrase = " ".join(before.split()[-(len(words) - start):])
    right = defined_at.rsplit("/", 1)[-1]
    return Erratum(doc.id, node.address, node.line, "misfiled-reference",
                   f"this text cites {number} for {phrase}, but {right} defines them and {number} does not")


def _contains(doc: Document, ancestor: str, address: str) -> bool:
    node = doc.nodes.get(address)
    while node is not None and node.parent:
        if node.parent == ancestor:
            return True
        node = doc.nodes.get(node.parent)
    return False


def missing_step_instructions(documents: dict[str, Document]):
    """An action list that lacks an action another list for the same player has (in another document)."""
    for doc_id, address, line, missing, evidence in missing_actions(documents):
        yield Erratum(doc_id, address, line, "missing-step-instruction",
                      f"this list of actions lacks “{missing}”, which {evidence} lists")


def repeated_phrases(documents: dict[str, Document]):
    """A run of two or more words written twice in a row: "before adding it to before adding it to"."""
    for doc in documents.values():
        for node in doc.nodes.values():
            phrase = _phrase_in(node.text)
            if phrase:
                yield Erratum(doc.id, node.address, node.line, "repeated-phrase",
                              f"the text repeats “{phrase}”: “{phrase} {phrase}”")


@lru_cache(maxsize=1 << 14)
def _phrase_in(text: str) -> str | None:
    """`repeated_phrase`, remembered: the releases repeat most texts, and each is checked on its own."""
    return repeated_phrase(text)


_WORD = re.compile(r"[A-Za-z’']+")


def repeated_phrase(text: str, longest: int = 8) -> str | None:
    """The first run of 2..`longest` words written twice in a row, only spaces between, as written.

    >>> repeated_phrase("trash it before adding it to before adding it to HQ")
    'before adding it to'
    >>> repeated_phrase("the Runner. The Runner wins") is None
    True
    """
    if not _pair_recurs([w.lower() for w in _WORD.findall(text)], longest):
        return None
    found = list(_WORD.finditer(text))
    folded = [m.group(0).lower() for m in found]
    for i in range(len(found)):
        for n in range(2, min(longest, (len(found) - i) // 2) + 1):
            if folded[i] != folded[i + n] or folded[i:i + n] != folded[i + n:i + 2 * n]:
                continue
            first = text[found[i].start():found[i + n - 1].end()]
            second = text[found[i + n].start():found[i + 2 * n - 1].end()]
            if first.lower() == second.lower() and not text[found[i + n - 1].end():found[i + n].start()].strip():
                return first
    return None


def _pair_recurs(folded: list[str], longest: int) -> bool:
    """Whether two words in a row recur 2..`longest` words later: what any repeated phrase needs, so
    most texts are ruled out without the search."""
    pairs = list(zip(folded, folded[1:]))
    return any(any(map(eq, pairs, pairs[n:])) for n in range(2, longest + 1))


def unprinted_text(documents: dict[str, Document]):
    """Source text the published document leaves out because of how it is written (a YAML field the
    generator does not read), as the parser reported it."""
    for doc in documents.values():
        for issue in doc.issues:
            if issue.kind == "unprinted-text" and issue.node:
                file, _, note = issue.detail.partition(": ")
                yield Erratum(doc.id, issue.node, issue.line, "unprinted-text", f"{file}:{issue.line}: {note}")


CHECKS = [missing_targets, misfiled_references, missing_step_instructions, repeated_phrases, unprinted_text]
#: The checks that read one document alone (missing step instructions compare documents).
OWN_CHECKS = (missing_targets, misfiled_references, repeated_phrases, unprinted_text)
