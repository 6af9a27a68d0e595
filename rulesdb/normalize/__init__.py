"""Normalisation of source text: icons to one plaintext form, OCR repairs, emphasis removed, card names noted.

Each document format has a profile: an ordered list of small, table-driven stages. Every stage
takes and returns a `Draft`; whatever a stage cannot map is recorded as `unmapped` so the build
report lists it instead of silently keeping or dropping it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

#: The one plaintext form of each icon, as the Comprehensive Rules spell them.
ICONS = ("[c]", "[click]", "[recurring]", "[link]", "[MU]", "[sub]", "[trash]", "[interrupt]")


@dataclass
class Draft:
    """Text on its way through a profile, with what the stages learned about it."""

    text: str
    cards: list[str] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Cleaned:
    """The result of normalising one piece of source text."""

    text: str
    original: str
    cards: tuple[str, ...] = ()
    unmapped: tuple[str, ...] = ()


Stage = Callable[[Draft], Draft]


def _collapse_whitespace(draft: Draft) -> Draft:
    draft.text = re.sub(r"[ \t\u00a0]+", " ", draft.text).strip()
    return draft


# Characters that are fine in normalised text; anything else non-ASCII is checked against this.
_ALLOWED = set("“”‘’—–…é’•◆ōáíóúüäöñçàèßø°©®™")


def _flag_unmapped(draft: Draft) -> Draft:
    """Any symbol left that is not ordinary text is reported, and removed from the normalised text."""
    for ch in sorted(set(draft.text)):
        if ord(ch) > 127 and ch not in _ALLOWED and not ch.isalpha():
            draft.unmapped.append(ch)
            draft.text = draft.text.replace(ch, "")
    return draft


def _profiles() -> dict[str, list[Stage]]:
    from rulesdb.normalize import emphasis, gaps, glyphs, ocr

    return {
        "nisei-cr": [emphasis.strip_markdown, _collapse_whitespace],
        "ffg-rules-reference": [glyphs.replace_glyph_noise, emphasis.strip_markdown, ocr.repair_words,
                                _collapse_whitespace],
        "ffg-rulebook": [emphasis.strip_markdown, gaps.fill_icon_gaps, _collapse_whitespace],
    }


_PROFILES: dict[str, list[Stage]] = {}


def clean(original: str, profile: str) -> Cleaned:
    """Normalise `original` with the named profile ("nisei-cr", "ffg-rules-reference", "ffg-rulebook")."""
    if not _PROFILES:
        _PROFILES.update(_profiles())
    draft = Draft(original)
    for stage in _PROFILES[profile]:
        draft = stage(draft)
    draft = _flag_unmapped(_collapse_whitespace(draft))
    cards = tuple(dict.fromkeys(draft.cards))
    return Cleaned(draft.text, original, cards, tuple(dict.fromkeys(draft.unmapped)))
