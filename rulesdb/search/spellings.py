"""The ways a judge types a rule number or a timing step: `rule 1.10.3 c`, `1.10.3.c`, `[3.1]`,
`run 3.1`, `corp turn 1.5`.

Pure text to plain data, so lookup can try each reading in turn and tests can pin every spelling.
"""

from __future__ import annotations

import re

_RULE = re.compile(  # "6,9,4b": a keypad's decimal comma; "6.9.4b?": asked as a question
    r"(?:(?:rules?|r|cr|sections?|sec|§|steps?)\s*\.?\s*)?"
    r"(\d+(?:\s*[.,]\s*\d+)*)\s*\.?\s*(?:\(\s*([a-z])\s*\)|([a-z]))?\s*[.?]?"
)
_STRUCTURE = r"(run|corp(?:'s|s)?[\s-]*turn|runner(?:'s|s)?[\s-]*turn)"
_STEP_NUMBER = r"\[?\s*(\d+(?:\.\d+)*)\s*\.?\s*\]?"
_BRACKETED = re.compile(r"(?:step\s*)?\[\s*(\d+(?:\.\d+)*)\s*\]")
_NUMBER_OF_STRUCTURE = re.compile(
    rf"(?:step\s*)?{_STEP_NUMBER}\s+(?:of|in)\s+(?:a|an|the)?\s*{_STRUCTURE}"
)
_STRUCTURE_NUMBER = re.compile(
    rf"(?:the\s+)?{_STRUCTURE}\s*(?:timing\s*)?(?:step\s*)?{_STEP_NUMBER}"
)


def _fold(text: str) -> str:
    return " ".join(text.lower().replace("’", "'").split())


def normalise_rule_number(text: str) -> str | None:
    """A rule or section number in its canonical spelling, or None if the text is not one.

    >>> [normalise_rule_number(t) for t in ("1.10.3c", "rule 1.10.3 c", "1.10.3.c", "1.10.3. c", "6,9,4b", "Bypass")]
    ['1.10.3c', '1.10.3c', '1.10.3c', '1.10.3c', '6.9.4b', None]
    """
    match = _RULE.fullmatch(_fold(text))
    if not match:
        return None
    number = re.sub(r"\s+", "", match.group(1)).replace(",", ".")
    return number + (match.group(2) or match.group(3) or "")


_RELEASE = re.compile(r"(?:(?:nsg|nisei)[\s-]*)?(?:cr[\s-]*)?v?(\d{1,2}\.\d{1,2})\s+(\S.*)")


def release_and_number(text: str) -> tuple[str, str] | None:
    """(version, the number as typed) for a release named by its version before a rule or step number, as a judge
    writes it ("CR 25.08 6.9.4b", "25.08 rule 6.9.4b", "nisei 1.6 1.10.3c"), else None.

    >>> [release_and_number(t) for t in ("CR 25.08 6.9.4b", "nsg-cr 25.08 [6.9.4b]", "6.9 jack out", "25.08")]
    [('25.08', '6.9.4b'), ('25.08', '[6.9.4b]'), None, None]
    """
    match = _RELEASE.fullmatch(_fold(text))
    if not match or not (normalise_rule_number(match.group(2).strip("[]() ")) or parse_step(match.group(2))):
        return None
    return match.group(1), match.group(2)


def structure_slug(text: str) -> str:
    """ "corp's turn" -> "corp-turn", "runner turn" -> "runner-turn", "run" -> "run"."""
    text = _fold(text)
    if text.startswith("corp"):
        return "corp-turn"
    if text.startswith("runner"):
        return "runner-turn"
    return "run"


def parse_step(text: str) -> tuple[str | None, str] | None:
    """(structure slug or None, step number) for a timing-step spelling, else None.

    >>> [parse_step(t) for t in ("[3.1]", "run 3.1", "corp turn 1.5", "step [2.2] of a run", "1.10")]
    [(None, '3.1'), ('run', '3.1'), ('corp-turn', '1.5'), ('run', '2.2'), None]
    """
    text = _fold(text)
    match = _BRACKETED.fullmatch(text)
    if match:
        return None, match.group(1)
    match = _NUMBER_OF_STRUCTURE.fullmatch(text)
    if match:
        return structure_slug(match.group(2)), match.group(1)
    match = _STRUCTURE_NUMBER.fullmatch(text)
    if match:
        return structure_slug(match.group(1)), match.group(2)
    return None


_DEFINITION = re.compile(
    r"(?:what\s+does\s+it\s+mean\s+to|what\s+does|what\s+is|what\s+are|what's|define|"
    r"definition\s+of|meaning\s+of)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+mean)?\s*\??"
)


def definition_subjects(text: str) -> list[str]:
    """For a question asking what a word means, the phrase it asks about, then its shorter leading
    parts (longest first), so "draw a card" can fall back to the defined word "draw"; else [].

    >>> definition_subjects("What does it mean to draw a card?"), definition_subjects("what is a trace")
    (['draw a card', 'draw a', 'draw'], ['trace'])
    >>> definition_subjects("can the runner jack out")
    []
    """
    match = _DEFINITION.fullmatch(_fold(text))
    if not match:
        return []
    words = match.group(1).split()
    return [" ".join(words[:n]) for n in range(len(words), 0, -1)]


_LINK = re.compile(r"^(?:[a-z][a-z0-9+.-]*://[^/?#\s]*)?"  # scheme and host, when pasted whole
                   r"(?P<path>[^?#\s]*)(?:\?[^#\s]*)?(?:#(?P<anchor>[^\s]*))?$", re.I)


def pasted_addresses(text: str) -> list[str]:
    """What a pasted link names, most precise first: its page's address with the anchor as the node
    (`…/nsg-cr-25.08#rule_end_the_run` -> `nsg-cr-25.08/rule_end_the_run`), the anchor alone, then the
    page's address; [] for text that is not a link, a path or an anchor.

    >>> pasted_addresses("https://example.org/nsg-cr-25.08#rule_end_the_run")
    ['nsg-cr-25.08/rule_end_the_run', 'rule_end_the_run', 'nsg-cr-25.08']
    >>> pasted_addresses("#step_jack_out_choice"), pasted_addresses("http://localhost:8000/cr/rule_mulligan?x=1")
    (['step_jack_out_choice'], ['cr/rule_mulligan'])
    >>> pasted_addresses("rule 6.9.4 b")
    []
    """
    if not any(mark in text for mark in ("://", "#")):
        return []
    match = _LINK.match(text.strip())
    if match is None:
        return []
    path = match.group("path").strip("/")
    anchor = (match.group("anchor") or "").strip("/")
    page = path.split("/part/")[0]  # a part of a release read in parts is that release
    found = [f"{page.rsplit('/', 1)[-1]}/{anchor}" if page else "", anchor] if anchor else []
    return [a for a in dict.fromkeys([*found, path]) if a]
