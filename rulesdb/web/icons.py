"""The game's icons as small inline SVG drawings made for this project, and as plain words.

On a page an icon is a drawing (stroked in the text colour, so it follows light and dark themes)
whose accessible name is its meaning ("credit") and whose hidden text is the code ("[c]"), so a
screen reader says the word and a copy-paste keeps the code. Where no markup is possible (the
browser tab's title, search data) `plain()` writes the words: "3[c]" becomes "3 credits".
"""

from __future__ import annotations

import re

from markupsafe import Markup, escape

#: Code -> (meaning, the SVG path on a 16 x 16 grid, stroked). Drawn for this project.
ICONS: dict[str, tuple[str, str]] = {
    "[c]": ("credit", "M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2M10.5 6a2.8 2.8 0 1 0 0 4M8 3.5v9"),
    "[click]": ("click", "M13 8a5 5 0 1 1-2-4M11 1v3h3M8 5v3l2 2"),
    "[recurring]": (
        "recurring credit",
        "M8 5a3 3 0 1 0 0 6A3 3 0 1 0 8 5M2.5 6a6 6 0 0 1 10-2.5M13.5 10a6 6 0 0 1-10 2.5M12.5 1v2.5H10M3.5 15v-2.5H6",
    ),
    "[link]": ("link", "M7 9.5 9.5 7M6 7.5 4 9.5a2.1 2.1 0 0 0 3 3L9 10.5M10 8.5l2-2a2.1 2.1 0 0 0-3-3L7 5.5"),
    "[MU]": ("memory unit", "M4 4h8v8H4zM6 1.5V4M10 1.5V4M6 12v2.5M10 12v2.5M1.5 6H4M1.5 10H4M12 6h2.5M12 10h2.5"),
    "[sub]": ("subroutine", "M4 2v6.5a2 2 0 0 0 2 2h8M11 7.5l3 3-3 3"),
    "[trash]": ("trash", "M2.5 4h11M6 4V2h4v2M4 4l1 10h6l1-10M7 7v4.5M9 7v4.5"),
    "[interrupt]": ("interrupt", "M9.5 1.5 4 9h4l-1.5 5.5L12 7H8z"),
}
ICON_RE = re.compile("|".join(re.escape(k) for k in sorted(ICONS, key=len, reverse=True)))
_COUNTED = re.compile(r"\b(\d+) ?(" + ICON_RE.pattern + ")")


def svg(code: str) -> str:
    """The markup of one icon: a labelled drawing with its code as hidden text."""
    meaning, path = ICONS[code]
    return (
        f'<span class="ic" role="img" aria-label="{meaning}" title="{meaning} ({code})">'
        f'<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="{path}"/></svg>'
        f'<span class="ic-t">{code}</span></span>'
    )


def draw(escaped_html: str) -> str:
    """Replace every icon code in already-escaped HTML with its drawing."""
    return ICON_RE.sub(lambda m: svg(m.group(0)), escaped_html)


def icons(text: str) -> Markup:
    """Escape `text` and draw each icon code."""
    return Markup(draw(str(escape(text))))


def _counted(match: re.Match) -> str:
    number, meaning = match.group(1), ICONS[match.group(2)][0]
    return f"{number} {meaning}" + ("" if number == "1" else "s")


def plain(text: str) -> str:
    """Icon codes as words, for places that show text only: "Gain 3[c]" -> "Gain 3 credits".

    Escaped markup stays escaped markup: the words added contain nothing to escape."""
    words = ICON_RE.sub(lambda m: ICONS[m.group(0)][0], _COUNTED.sub(_counted, str(text or "")))
    return Markup(words) if isinstance(text, Markup) else words
