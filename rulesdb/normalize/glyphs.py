"""The Rules Reference's icon glyph noise mapped to the plaintext icon forms ([c], [click], [MU]...).

Each glyph's meaning comes from the document's own Symbols section and entries ("Link (回)"); where
one glyph serves two icons (\\emptyset is credit under Symbols but click under Click) the icon noun in
the same sentence decides. Paid-ability / rez / score window markers are removed from the text and
reported by `window_markers` to the timing extraction. Whatever no rule maps goes to `draft.unmapped`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from rulesdb.normalize import Draft

Replacement = str | Callable[[re.Match[str]], str]

#: Window names in the order the timing structures list them.
WINDOWS = ("paid-abilities", "rez-ice", "rez-non-ice", "score-agendas")

# A window marker is a parenthesised glyph blob right after the phrase naming its window.
_PHRASE = (
    r"(?:use paid abilities|paid abilities|paid ability window|rez non-?ice cards|score agendas)"
)
_INNER = r"(?:[^()\w\n]|[U1]|!i|\\mathbb\{\w\}(?:_\d)?)"
_WINDOW_MARKER = re.compile(rf"(?P<phrase>{_PHRASE})\s*(?P<marker>\((?:{_INNER}|\({_INNER}*\))*\))")
# The run structure's bare "U" in front of "(paid abilities can be used)".
_LONE_U = re.compile(r"\bU\s*(?=\(paid abilities can be used\))")


class Rule(NamedTuple):
    """One table row: where `needles` all miss, the pattern cannot match, so the text is not scanned."""

    pattern: str
    replacement: Replacement
    needles: tuple[str, ...]


#: Glyphs whose meaning never changes in the document, with the decoration OCR put around them.
TOKENS: tuple[Rule, ...] = (
    Rule(
        r"\$?\*?\\vec\{\\text\{\\text\{0\}\}\}\$?", "[recurring]", ("\\vec",)
    ),  # Symbols: recurring credit
    Rule(
        r"\*{0,2}\\varphi\*{0,2}", "[recurring]", ("\\varphi",)
    ),  # "recurring credits (**\varphi*)"
    Rule(r"[*']?[⑤⑥🔊]", "[recurring]", ("⑤", "⑥", "🔊")),  # "recurring credits ('⑤)"
    Rule(r"\\boxdot", "[link]", ("\\boxdot",)),  # Symbols: link
    Rule(r"回", "[link]", ("回",)),  # "Link (回)", "links (回)"
    Rule(r"T?国", "[MU]", ("国",)),  # Symbols: memory unit
    Rule(r"\\lozenge", "[c]", ("\\lozenge",)),  # "A credit (\lozenge)"
    Rule(
        r"(?<=\d)[∅ℚ♥]", "[c]", ("∅", "ℚ", "♥")
    ),  # "Gain 1∅", "2♥: Remove 1 tag" in the action lists
    Rule(
        r"\\oslash|②|@", "[click]", ("\\oslash", "②", "@")
    ),  # "spend \oslash to gain", "default @@@@"
    Rule(
        r"\$?\\stackrel\{\}\{\\mapsto\}\$?|\\hookrightarrow|\\rightarrow|→",
        "[sub]",
        ("\\stackrel", "\\hookrightarrow", "\\rightarrow", "→"),
    ),
    Rule(
        r"\\blacksquare|€", "[trash]", ("\\blacksquare", "€")
    ),  # "€: Draw 2 cards", trashing as a cost
)

# An action's cost is always clicks: "Ø: Gain 1", "Ø, Ø, Ø: Purge". Elsewhere Ø is ambiguous.
_COST_CLICK = re.compile(r"Ø(?=\s*[,:])")

# Icon nouns a sentence may use to say what its ambiguous glyph means.
_AMBIGUOUS = re.compile(r"\\emptyset|Ø")
_NOUNS = re.compile(
    r"\b(recurring credits?|memory units?|credits?|clicks?|links?|subroutines?|trash)\b",
    re.IGNORECASE,
)
_NOUN_ICON = {
    "recurring": "[recurring]",
    "memory": "[MU]",
    "credit": "[c]",
    "click": "[click]",
    "link": "[link]",
    "subroutine": "[sub]",
    "trash": "[trash]",
}
_SENTENCE = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"”]))\s+|\n")


def _repeat_click(match: re.Match[str]) -> str:
    return "[click]" * len(match.group(0))


def _clicks(match: re.Match[str]) -> str:
    return re.sub(r"0", "[click]", match.group(0))


#: Context rules: a glyph read as a letter or digit, or lost entirely, where the context is certain.
CONTEXT: tuple[Rule, ...] = (
    # The credit glyph read as a zero after the amount: "Gain 10.", "spend [click] and 20".
    Rule(
        r"(?i)(?P<lead>\b(?:gains?|loses?|has|have|pays?|additional|but)\s+|\[click\],\s+|\[click\] and\s+)"
        r"(?P<n>[1-9])0\b(?!\s*(?:cards?|or\b|agenda|times))",
        r"\g<lead>\g<n>[c]",
        tuple(f"{n}0" for n in range(1, 10)),
    ),
    Rule(
        r"(?i)(?<=\bspend )0(?:, 0)*\b(?!\s*credits?)", _clicks, ("pend 0",)
    ),  # "spend 0, 0, 0 as an action"
    Rule(
        r"\ufffd+(?= to spend)", _repeat_click, ("\ufffd",)
    ),  # "the Corp has ��� to spend on performing actions"
    Rule(r"\bno \(2\) remaining", "no [click] remaining", ("(2)",)),
    Rule(
        r"\b(spend|unspent)\s+\.", r"\1 [click].", ("spen",)
    ),  # "This does not spend ." (icon lost)
    Rule(r"\bTrigger a (?=ability\b)", "Trigger a [click] ", ("Trigger a ability",)),
    Rule(
        r'(?<=subroutine that says ")In\b', "[sub]", ('says "In',)
    ),  # the subroutine arrow read as "In"
    Rule(
        r"(?<=unique symbol )\(\*\)", "(◆)", ("(*)",)
    ),  # the anatomy key draws the unique symbol as ◆
    Rule(
        r'\+(\d)3(?=, which means "plus \1 memory units?)', r"+\1[MU]", ("memory unit",)
    ),  # 国 read as 3
    Rule(
        r'such as (\[(?:MU|link|c|recurring)\]),\s*which means "(\d+)',
        r'such as \2\1, which means "\2',
        ("which means",),
    ),
)

#: Tidying once icons are in place: markup around icons, spaces the glyphs left behind.
TIDY: tuple[Rule, ...] = (
    Rule(r"\*\*\(\*\*", "(", ("**(**",)),  # "**(**paid abilities can be used)": a bold parenthesis
    Rule(r"\*\*(\[[A-Za-z]+\])\*\*", r"\1", ("**[",)),
    Rule(r"\$\s*(\d*)\s*(\[[A-Za-z]+\])\s*\$", r"\1\2", ("$",)),
    Rule(r"(\d) (\[(?:c|recurring|link|MU)\])", r"\1\2", (" [",)),
    Rule(r"(\])\s+(?=[:,])", r"\1", ("]",)),
    Rule(r"(\[[A-Za-z]+\]),(?=\S)", r"\1, ", ("],",)),
)

# What is still glyph noise after every rule: TeX commands, math dollars, lost icons.
_LEFTOVER = re.compile(r"\\[A-Za-z]+(?:\{[^{}\n]*\}|_\d)*|\$| ?\(\s*\)|\ufffd+|^:\s+", re.MULTILINE)

_EMPTIED = re.compile(r"\s?\(\s*\)")  # brackets whose only content was noise just removed
_LOST = "(lost icon):"  # ": Indicates a paid ability window": the marker image did not survive

_COMPILED: list[tuple[re.Pattern[str], Replacement, tuple[str, ...]]] = []


def _compiled() -> list[tuple[re.Pattern[str], Replacement, tuple[str, ...]]]:
    if not _COMPILED:
        _COMPILED.extend(
            (re.compile(r.pattern), r.replacement, r.needles) for r in TOKENS + CONTEXT + TIDY
        )
    return _COMPILED


def _marker_window(phrase: str, marker: str) -> str:
    if "U" in marker:
        return "paid-abilities"
    if "!i" in marker or "♣" in marker or "agendas" in phrase:
        return "score-agendas"
    if "ice" in phrase:
        return "rez-non-ice"
    return "paid-abilities"


def window_markers(original: str) -> tuple[str, ...]:
    """The windows that the glyph markers in `original` stand for, in canonical order.

    >>> window_markers("Players may use paid abilities (**U**). The Corp may rez nonice cards (**(*)**).")
    ('paid-abilities', 'rez-non-ice')
    """
    found = {
        _marker_window(m.group("phrase"), m.group("marker"))
        for m in _WINDOW_MARKER.finditer(original)
    }
    if _LONE_U.search(original):
        found.add("paid-abilities")
    return tuple(w for w in WINDOWS if w in found)


def remove_window_markers(text: str) -> str:
    if "(" not in text:
        return text
    return _LONE_U.sub("", _WINDOW_MARKER.sub(r"\g<phrase>", text))


def resolve_by_sentence(text: str) -> str:
    """Replace ambiguous glyphs with the one icon their sentence names ("A click (\\emptyset) is...")."""
    if not _AMBIGUOUS.search(text):
        return text
    pieces = _SENTENCE.split(text)
    seps = _SENTENCE.findall(text)
    out = []
    for piece in pieces:
        icons = {_NOUN_ICON[n.split()[0].lower().rstrip("s")] for n in _NOUNS.findall(piece)}
        out.append(_AMBIGUOUS.sub(icons.pop(), piece) if len(icons) == 1 else piece)
    return "".join(p + s for p, s in zip(out, seps + [""]))


def map_glyphs(text: str) -> tuple[str, list[str]]:
    """The text with glyphs mapped and markers removed, and the noise no rule could map."""
    text = remove_window_markers(text)
    if "Ø" in text:
        text = _COST_CLICK.sub("[click]", text)
    text = resolve_by_sentence(text)
    for pattern, replacement, needles in _compiled():
        if any(needle in text for needle in needles):
            text = pattern.sub(replacement, text)
    unmapped = [
        _LOST if m.group(0).strip() == ":" else m.group(0).strip() for m in _LEFTOVER.finditer(text)
    ]
    return _EMPTIED.sub("", _LEFTOVER.sub("", text)), unmapped


def replace_glyph_noise(draft: Draft) -> Draft:
    draft.text, unmapped = map_glyphs(draft.text)
    draft.unmapped.extend(unmapped)
    return draft
