"""OCR letter errors repaired word by word (Seruer -> Server), so names and text read as the document meant.

Repairs apply at word boundaries and keep the word's case; every entry is a non-word the OCR made,
so no real word is ever rewritten.
"""

from __future__ import annotations

import re

from rulesdb.normalize import Draft

#: Misread words and what the document printed. Keys are lower case; case is restored per match.
WORDS: dict[str, str] = {
    "seruer": "server",  # u for v
    "seruers": "servers",
    "auoid": "avoid",
    "euent": "event",
    "euents": "events",
    "riq": "rig",  # q for g
    "agena": "agenda",  # dropped d
    "resoluation": "resolution",
    "nonice": "non-ice",  # lost hyphen
}

#: Misreadings that only make sense as a phrase (a word alone would be ambiguous, like "us"), each with
#: text the phrase always contains: where that is missing, the pattern is not tried.
PHRASES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bInitiate us\. Make a Run\b"), "Initiate vs. Make a Run", "Initiate us"),
    (re.compile(r"\(ard\b([^()\n]*)\)?"), r"Card\1", "(ard"),  # "(ard Type / Subtype)": C read as "("
)

_WORD = re.compile(r"\b(" + "|".join(sorted(WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def _same_case(found: str, repair: str) -> str:
    if found.isupper():
        return repair.upper()
    if found[0].isupper():
        return repair[0].upper() + repair[1:]
    return repair


def repair_text(text: str) -> str:
    """The text with every known OCR misreading replaced."""
    for pattern, replacement, needle in PHRASES:
        if needle in text:
            text = pattern.sub(replacement, text)
    lowered = text.lower()
    if text.isascii() and not any(word in lowered for word in WORDS):
        return text  # (in ASCII, ignoring case is lower-casing; elsewhere "ſ" is an "s", "ı" an "i")
    return _WORD.sub(_repaired, text)


def _repaired(match: re.Match[str]) -> str:
    """A misread word's repair in its case ("ſeruer" too); a spelling no entry folds to is kept."""
    found = match.group(0)
    return _same_case(found, WORDS.get(found.casefold(), found))


def repair_words(draft: Draft) -> Draft:
    draft.text = repair_text(draft.text)
    return draft
