"""Numbers as the published document prints them, computed from element order as the generator does.

Chapter `6`, section `6.1`, a section's Nth element `6.1.N` (a timing structure counts as an element
too), a subsection's rules `6.1.Na`, `6.1.Nb` ... Each id also gets the word a reference prints before
its number: "section" for chapters, sections and subsections, "step" inside `steps:` elements, else "rule".
Timing-structure entries of the appendix are numbered `1`, `1a`, `1a.i` as its lists print them.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from rulesdb.errors import ParseError
from rulesdb.parsers.nsg_cr_yaml.outline import Element

LETTERS = string.ascii_lowercase


@dataclass(frozen=True)
class Printed:
    """How the document prints one element: its number and the word references use for it."""

    number: str
    word: str  # section, rule, step
    element: Element


def number_document(chapters: list[Element]) -> dict[str, Printed]:
    """Every id of the document -> its printed number and reference word; a repeated id is an error."""
    numbers: dict[str, Printed] = {}
    for c, chapter in enumerate(chapters, 1):
        _put(numbers, chapter, f"{c}", "section")
        for s, section in enumerate(chapter.children, 1):
            _put(numbers, section, f"{c}.{s}", "section")
            word = "step" if section.steps else "rule"
            for n, element in enumerate(section.children, 1):
                _number_element(numbers, element, f"{c}.{s}.{n}", word)
    return numbers


def _number_element(numbers: dict[str, Printed], element: Element, number: str, word: str) -> None:
    if element.kind == "timing_structure":
        return
    if element.kind == "subsection":
        _put(numbers, element, number, "step" if element.steps else "section")
        word = "step" if element.steps else "rule"
        for i, rule in enumerate(element.children):
            if i >= len(LETTERS):
                raise ParseError(rule.file, rule.line, f"more sub-rules under {element.id} than letters a-z")
            _put(numbers, rule, number + LETTERS[i], word)
        return
    _put(numbers, element, number, word)


def _put(numbers: dict[str, Printed], element: Element, number: str, word: str) -> None:
    key = element.id.lower()  # references are written in any case: {ref:Sec_steps_of_a_run}
    if key in numbers:
        first = numbers[key].element
        raise ParseError(element.file, element.line,
                         f"id {element.id!r} defined twice (first at {first.file}:{first.line})")
    numbers[key] = Printed(number, word, element)


def timing_numbers(entries: list[Element], prefix: str = "", depth: int = 0) -> list[tuple[str, str, Element]]:
    """(number, number of the entry above or "", entry) for a timing structure's entries in order:
    `1`, `1a`, `1a.i`, `2` ..."""
    found = []
    for i, entry in enumerate(entries):
        number = prefix + _list_label(i, depth)
        found.append((number, prefix, entry))
        found += timing_numbers(entry.children, number, depth + 1)
    return found


def _list_label(i: int, depth: int) -> str:
    if depth == 0:
        return str(i + 1)
    if depth == 1:
        return LETTERS[i % 26]
    return "." + roman(i + 1)


def roman(n: int) -> str:
    """Lower-case roman numerals, as the third level of a timing structure prints them.

    >>> roman(4), roman(9), roman(14)
    ('iv', 'ix', 'xiv')
    """
    out = ""
    for value, letters in ((10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out, n = out + letters, n - value
    return out
