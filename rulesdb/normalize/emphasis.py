"""Markdown emphasis and links removed from rules text, with the card names that emphasis or capitals mark recorded.

Used by every profile. The Comprehensive Rules write card names in bold capitals (**TOLLBOOTH**), and
in worked examples also in plain capitals (GHOST RUNNER); plain capitals inside a rule define a term
("A CREDIT ([c]) is ..."), which `defined_terms` returns for the graph's `defines` edges.
"""

from __future__ import annotations

import re

from rulesdb.normalize import Draft

_ICON_NAMES = {"c": "[c]", "click": "[click]", "recurring": "[recurring]", "link": "[link]",
               "mu": "[MU]", "sub": "[sub]", "trash": "[trash]", "interrupt": "[interrupt]"}
_ICON = re.compile(r"\[(" + "|".join(_ICON_NAMES) + r")\]", re.IGNORECASE)
_ICON_BEFORE_WORD = re.compile(r"(\[(?:c|click|recurring|link|MU|sub|trash|interrupt)\])(?=[A-Za-z])")
# v1.3 writes each symbol as a link to its plaintext form: "[c](plaintext: [c])"; the note is text, as in
# v1.6's "[c] (plaintext: [c])", so it is kept with the space the later versions print.
_PLAINTEXT_LINK = re.compile(r"(\[[^\[\]]+\])\(plaintext:\s*(\[[^\[\]]+\])\)")
_LINK = re.compile(r"\[([^\[\]]+)\]\([^()]*\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
# Emphasis opens before a word and closes after one, so a lone "(*)" is never taken for italics.
_ITALIC = re.compile(r"(?<![\w*])\*(?=[\w“\"‘'(\[])(.+?)(?<=[\w.,;:!?”\"’')\]])\*(?![\w*])"
                     r"|(?<!\w)_(?![\s_])(.+?)(?<![\s_])_(?!\w)")
_EXAMPLE = re.compile(r"^\W*Example\b")

_CAPS_WORD = r"[“\"‘']?[A-Z][A-Z0-9&’'\-]*[A-Z0-9]!?[”\"’']?"
_CAPS_RUN = re.compile(rf"(?<![\w\[]){_CAPS_WORD}(?:(?::?\s+|-){_CAPS_WORD})*(?![\w\]])")
_MIXED_NEXT = re.compile(r"\s[A-Z][a-z]")
#: Capitals that are neither card names nor defined terms: zones, factions, units, the game itself.
_NOT_NAMES = {"HQ", "R&D", "MU", "NBN", "NEXT", "AP", "AI", "ID", "DJ", "FAQ", "CR", "NISEI",
              "ANDROID", "NETRUNNER", "ANDROID: NETRUNNER", "FFG"}
#: Words kept in capitals when a name is title-cased.
_ACRONYMS = {"DNA", "DJ", "HQ", "R&D", "NBN", "AI", "AP", "PT", "II", "III", "IV", "LLDS", "NEXT"}
_SMALL = {"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to"}


def strip_markdown(draft: Draft) -> Draft:
    """Remove links and emphasis, canonicalise icon spelling, and note emphasised card names."""
    text = _LINK.sub(r"\1", _PLAINTEXT_LINK.sub(r"\1 (plaintext: \2)", draft.text))
    is_example = bool(_EXAMPLE.match(text))
    bold_names: list[str] = []

    def unbold(match: re.Match) -> str:
        content = match.group(1) or match.group(2)
        if _is_capitals(content):
            bold_names.append(content)
        return content

    text = _ITALIC.sub(lambda m: m.group(1) or m.group(2), _BOLD.sub(unbold, text))
    text = _ICON.sub(lambda m: _ICON_NAMES[m.group(1).lower()], text)
    text = _ICON_BEFORE_WORD.sub(r"\1 ", text)
    names = capital_names(text) if is_example else [n for n in bold_names if n not in _NOT_NAMES]
    for name in sorted(set(names), key=len, reverse=True):
        # A card name shouted in capitals reads as the card's title; the original keeps the capitals.
        text = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", title_case(name), text)
    draft.cards.extend(title_case(name) for name in names)
    draft.text = text
    return draft


def capital_names(text: str) -> list[str]:
    """Runs of capitalised words ("GHOST RUNNER", "ARMAND “GEIST” WALKER"), as written, in order."""
    names = []
    for match in _CAPS_RUN.finditer(text):
        name = match.group(0).strip("“”\"‘’'")
        if name in _NOT_NAMES or sum(ch.isalpha() for ch in name) < 3:
            continue
        if _MIXED_NEXT.match(text, match.end()):
            continue  # "LLDS Energy Regulator": capitals that start a mixed-case name
        names.append(name)
    return names


def defined_terms(original_text: str) -> tuple[str, ...]:
    """The terms a rule defines by writing them in capitals, title-cased: "A CREDIT ([c]) is" gives ("Credit",).

    Bold capitals are card names (**TOLLBOOTH**), not definitions, so they are left out.
    """
    text = _BOLD.sub(lambda m: "" if _is_capitals(m.group(1) or m.group(2) or "") else m.group(0), original_text)
    draft = strip_markdown(Draft(_LINK.sub(r"\1", text)))
    terms = (title_case(name) for name in capital_names(_ICON.sub(" ", draft.text)))
    return tuple(dict.fromkeys(terms))


def marks_change(original_text: str) -> bool:
    """True when bold covers prose, not just a card name in capitals: v1.4's mark for changed text."""
    return any(not _is_capitals(m.group(1) or m.group(2)) for m in _BOLD.finditer(original_text))


def title_case(name: str) -> str:
    """ "JINTEKI BIOTECH: LIFE IMAGINED" -> "Jinteki Biotech: Life Imagined"; acronyms such as DNA stay."""
    words = name.split()
    out = []
    for i, word in enumerate(words):
        bare = word.strip("“”\"‘’':,.")
        if bare.upper() in _ACRONYMS:
            out.append(word)
        elif i > 0 and bare.lower() in _SMALL and not words[i - 1].endswith(":"):
            out.append(word.lower())
        else:
            out.append(_capitalise(word))
    return " ".join(out)


def _capitalise(word: str) -> str:
    for i, ch in enumerate(word):
        if ch.isalpha():
            return word[:i] + ch.upper() + word[i + 1:].lower()
    return word


def _is_capitals(text: str) -> bool:
    return not any(ch.islower() for ch in text) and sum(ch.isupper() for ch in text) >= 3
