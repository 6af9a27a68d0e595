"""Cross-references written in rules text ("see section 1.9", "Rules 10.1.3 and 10.1.4", "step [3.1] of a run").

Shared by every parser, so that the graph resolves one kind of `Reference` whatever document it came from.
Numbers are normalised ("5.6.1c", no brackets, no trailing dot); resolving them to addresses is the graph's job.
"""

from __future__ import annotations

import re

from rulesdb.model import Reference

_LINK = re.compile(r"\[([^\[\]]+)\]\([^()]*\)")
_NUMBER = r"\[?\d+(?:\.\d+)*(?:[a-zA-Z](?![a-zA-Z]))?\]?"
_JOIN = r"(?:,\s*and\s+|,\s*or\s+|,\s*|\s+and\s+|\s+or\s+|\s+to\s+|\s+through\s+)"
_CITATION = re.compile(
    rf"\b(rules?|sections?|steps?)\s+({_NUMBER}(?:{_JOIN}{_NUMBER})*)", re.IGNORECASE)
_ONE_NUMBER = re.compile(_NUMBER)
_STRUCTURE = re.compile(r"\s+of\s+(?:a|an|the)\s+(run|corp[’']s\s+turn|runner[’']s\s+turn)\b", re.IGNORECASE)
# "see Hosting", "(see Rezzed and Unrezzed Cards)", "see Damage above": a heading named after "see".
_NAMED = re.compile(r"\b[Ss]ee\s+(?P<name>[A-Z][\w’'-]*(?:\s+(?:and|a|an|of|the|[A-Z][\w’'-]*))*)")
_NOT_NAMES = re.compile(r"^(?:rules?|sections?|steps?|timing|page|also|the|a|an)$", re.IGNORECASE)
# A list of steps named by their bracketed numbers: "[1] Initiation, [2] Approach Ice, ... and [7] ...".
_LISTED_STEP = re.compile(r"\[(\d+(?:\.\d+)*)\]\s+[A-Z][^,.;\[\]]*?(?=\s*(?:,|\.|;|$|and\s+\[))")
_LIST_JOIN = re.compile(r"\s*,?\s*(?:and\s+)?")
_TIMING = re.compile(
    r"\b(?:see|refer to|consult)\s+(?:the\s+)?[“\"]?timing\s+structures?"
    r"(?:\s+of\s+(?:a|an|the)\s+(run|corp[’']s\s+turn|runner[’']s\s+turn))?", re.IGNORECASE)


def extract_references(text: str) -> tuple[Reference, ...]:
    """Every cross-reference in `text`, in order of appearance, each (kind, number, structure) once.

    >>> [(r.target_kind, r.number) for r in extract_references("See Rules 10.1.3 and 10.1.4.")]
    [('rule', '10.1.3'), ('rule', '10.1.4')]
    """
    text = _LINK.sub(r"\1", text)
    found: list[tuple[int, Reference]] = []
    for match in _CITATION.finditer(text):
        found.extend(_citation_references(text, match))
    found.extend(_step_list(text))
    for match in _NAMED.finditer(text):
        found.extend(_named_reference(match))
    for match in _TIMING.finditer(text):
        structure = _structure_slug(match.group(1)) if match.group(1) else None
        found.append((match.start(), Reference(match.group(0), "timing", "", structure)))
    unique: dict[tuple, Reference] = {}
    for _, ref in sorted(found, key=lambda pair: pair[0]):
        unique.setdefault((ref.target_kind, ref.number, ref.structure), ref)
    return tuple(unique.values())


def normalise_number(written: str) -> str:
    """ "[3.1]" -> "3.1", "1.6B" -> "1.6b", "1.9." -> "1.9"."""
    return written.strip("[]").rstrip(".").lower()


def _citation_references(text: str, match: re.Match) -> list[tuple[int, Reference]]:
    word, numbers = match.group(1), match.group(2)
    kind = word.lower().rstrip("s")
    structure = None
    if kind == "step":
        after = _STRUCTURE.match(text, match.end())
        structure = _structure_slug(after.group(1)) if after else None
    refs = []
    for i, num in enumerate(_ONE_NUMBER.finditer(numbers)):
        start = match.start(2) + num.start()
        written = text[match.start():start + len(num.group(0))] if i == 0 else num.group(0)
        refs.append((start, Reference(written, kind, normalise_number(num.group(0)), structure)))
    return refs


def _step_list(text: str) -> list[tuple[int, Reference]]:
    """Each step of a written step list; a lone "[3] Encounter" outside a list is not a citation."""
    items = list(_LISTED_STEP.finditer(text))
    listed = set()
    for a, b in zip(items, items[1:]):
        if _LIST_JOIN.fullmatch(text, a.end(), b.start()):
            listed.update((a, b))
    return [(m.start(), Reference(m.group(0), "step", m.group(1))) for m in items if m in listed]


def _named_reference(match: re.Match) -> list[tuple[int, Reference]]:
    """ "see Traces and Tags" names the heading "Traces and Tags"; connecting words never end a name."""
    name = re.sub(r"(?:\s+(?:and|a|an|of|the))+$", "", match.group("name"))
    if _NOT_NAMES.match(name.split()[0]):
        return []
    written = match.group(0)[: match.start("name") - match.start() + len(name)]
    return [(match.start(), Reference(written, "name", name))]


def _structure_slug(phrase: str) -> str:
    phrase = phrase.lower()
    if phrase.startswith("corp"):
        return "corp-turn"
    if phrase.startswith("runner"):
        return "runner-turn"
    return "run"
