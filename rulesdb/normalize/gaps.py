"""Icons the rulebook's text extraction lost ("Gain 1." is "Gain 1[c]."), restored where context makes them certain.

Each rule below names the context that makes one icon certain. A gap no rule can fill is kept as written
and listed in `draft.unmapped` ("icon gap: 'represented by .'") so the build report shows it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesdb.normalize import Draft

#: Words that name an icon, longest first, each with the icon it names.
ICON_WORDS: tuple[tuple[str, str], ...] = (
    ("recurring credit", "[recurring]"), ("credit, recurring", "[recurring]"), ("memory unit", "[MU]"),
    ("subroutine", "[sub]"), ("credit", "[c]"), ("click", "[click]"), ("link", "[link]"), ("trash", "[trash]"),
)
_ICON_WORD = re.compile(
    r"\b(recurring credits?|credits?, recurring|memory units?|subroutines?|credits?|clicks?|links?"
    r"|trash(?:es|ed|ing)?)\b", re.IGNORECASE)
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

# Basic actions the rulebook lists as "cost: effect" bullets; each costs one click, plus credits when a
# number follows the lost click icon (", 1: Advance a card"). Purging virus counters costs more than one
# click, so it is deliberately not here: its gap is reported instead of guessed.
_ONE_CLICK_ACTION = re.compile(r"^(\s*(?:•\s*)?):\s*(?=(?:Draw|Gain|Install|Play|Make a run)\b)")
_CLICK_AND_CREDITS_ACTION = re.compile(r"^(\s*(?:•\s*)?),\s*(\d+):\s*(?=(?:Advance|Trash|Remove)\b)")
_TRIGGER_CLICK_ABILITY = re.compile(r"\b(Trigger a) (?=ability\b)")
_ONE_CLICK_FOR = re.compile(r"\bFor , (?=the (?:Corporation|Runner) (?:draws|takes|installs|plays|initiates)\b)")
_CLICK_AND_CREDITS = re.compile(r"\b(For|for|spend|spends) and (\d+)(?=[\s,.])")
_GAIN_CREDITS = re.compile(
    r"\b((?:[Gg]ain|[Tt]ake)s?) (\d+)(?=\s*(?:\((?:\w+ )?credits?\)|[.,;]|$|from\b|to spend\b|when(?:ever)?\b))")
# The basic action named by its cost: the regular “ for 1” action is "[click] for 1[c]".
_QUOTED_BASIC_ACTION = re.compile(r"([“\"])\s*for (\d+)(?=[”\"])")
_QUOTED_CREDIT_COST = re.compile(r"([“\"])(\d+):")
_COUNTED_CLICKS = re.compile(r"\b(one|two|three|four|five) clicks \(\s*\)", re.IGNORECASE)
_NAMED_ICON = re.compile(_ICON_WORD.pattern + r" \(\s*\)", re.IGNORECASE)
_SYMBOL_LINE = re.compile(
    r"^(\s*):\s*(?=This symbol stands for (?:a single )?(recurring credit|memory unit|subroutine|credit|click"
    r"|link|trash)\b)")
# Placeholders a lost icon leaves inside prose: filled when the paragraph speaks of one icon only.
_PLACEHOLDER = re.compile(r"\(\s*\)|\bthe (?=(?:symbol|icon)\b)|\brepresented by (?=[.,])")

#: What stands in the text for an icon no rule can know: never a guess, always reported.
UNKNOWN_ICON = "[?]"

# Shapes a lost icon leaves behind, used to report (and mark with UNKNOWN_ICON) gaps no rule could fill;
# each with where the marker goes.
_GAP_SHAPES = (
    (re.compile(r"\(\s*\)"), "([?])"),
    (re.compile(r"(?<=\w)\s+([.,;:])(?=\s|$)"), r" [?]\1"),
    (re.compile(r"^(\s*(?:•\s*)?)([:,])(?=\s)"), r"\1[?]\2"),
    (re.compile(r"(?<=[“\"]):(?=\s)"), "[?]:"),
    (re.compile(r"\b((?:For|for|spend|spends|spending) )(?=and \d)"), r"\1[?] "),
    (re.compile(r"\b(the )(?=(?:symbol|icon)\b)"), r"\1[?] "),
    (re.compile(r"\b(a )(?=ability\b)"), r"\1[?] "),
    (re.compile(r"\b((?:has|have) )(?=with which\b)"), r"\1[?] "),
)


def fill_icon_gaps(draft: Draft) -> Draft:
    """Restore certain icons line by line; report each gap that is left."""
    lines = [_fill_line(line) for line in draft.text.split("\n")]
    for line in lines:
        draft.unmapped.extend(find_gaps(line))
    draft.text = "\n".join(mark_gaps(line) for line in lines)
    return draft


def icon_for(word: str) -> str | None:
    """The icon an icon word names: "clicks" -> "[click]", "Credit, Recurring" -> "[recurring]"."""
    word = word.lower()
    for name, icon in ICON_WORDS:
        if word.startswith(name):
            return icon
    return None


def find_gaps(line: str) -> list[str]:
    """Descriptions of the lost-icon gaps still in `line`, e.g. "icon gap: 'represented by .'"."""
    found = []
    for shape, _marker in _GAP_SHAPES:
        for match in shape.finditer(line):
            found.append(f"icon gap: '{_context(line, match.start(), match.end())}'")
    return found


def mark_gaps(line: str) -> str:
    """Each gap left in `line` marked with UNKNOWN_ICON: "For , the Corporation" -> "For [?], the Corporation"."""
    for shape, marker in _GAP_SHAPES:
        line = shape.sub(marker, line)
    return line


def _fill_line(line: str) -> str:
    for rule in _RULES:
        line = rule(line)
    return line


def _symbol_line(line: str) -> str:
    """': This symbol stands for credit ... such as 1, which means' names its icon, and its examples use it."""
    match = _SYMBOL_LINE.match(line)
    if not match:
        return line
    icon = icon_for(match.group(2))
    line = _SYMBOL_LINE.sub(lambda m: f"{m.group(1)}{icon}: ", line, count=1)
    line = re.sub(r"(\+?\d+)(?=,?\s+which means)", lambda m: m.group(1) + icon, line)
    line = re.sub(r"([“\"]):", lambda m: f"{m.group(1)}{icon}:", line)
    return re.sub(r"\bsuch as (?=, which means [“\"](\w+) \w+)",
                  lambda m: f"such as {icon * _NUMBER_WORDS.get(m.group(1).lower(), 0)}"
                  if m.group(1).lower() in _NUMBER_WORDS else m.group(0), line)


def _actions(line: str) -> str:
    line = _ONE_CLICK_ACTION.sub(r"\1[click]: ", line)
    line = _CLICK_AND_CREDITS_ACTION.sub(r"\1[click], \2[c]: ", line)
    line = _TRIGGER_CLICK_ABILITY.sub(r"\1 [click] ", line)
    line = _ONE_CLICK_FOR.sub("For [click], ", line)
    return _CLICK_AND_CREDITS.sub(r"\1 [click] and \2[c]", line)


def _credits(line: str) -> str:
    line = _GAIN_CREDITS.sub(r"\1 \2[c]", line)
    line = _QUOTED_BASIC_ACTION.sub(r"\1[click] for \2[c]", line)
    return _QUOTED_CREDIT_COST.sub(r"\1\2[c]:", line)


def _named_icons(line: str) -> str:
    """ "three clicks ( )" and "subroutines ()": the word before the gap names the icon."""
    line = _COUNTED_CLICKS.sub(
        lambda m: f"{m.group(1)} clicks ({'[click]' * _NUMBER_WORDS[m.group(1).lower()]})", line)
    return _NAMED_ICON.sub(lambda m: f"{m.group(1)} ({icon_for(m.group(1))})", line)


def _sole_icon_placeholders(line: str) -> str:
    """ "marked by the symbol", "paid ability ()": certain only when the paragraph speaks of one icon."""
    icons = {icon_for(m.group(1)) for m in _ICON_WORD.finditer(line)}
    if len(icons) != 1:
        return line
    icon = icons.pop()
    return _PLACEHOLDER.sub(lambda m: _place(m.group(0), icon), line)


def _place(placeholder: str, icon: str) -> str:
    if placeholder.startswith("("):
        return f"({icon})"
    return f"{placeholder}{icon} " if placeholder.startswith("the") else f"{placeholder}{icon}"


def _context(line: str, start: int, end: int) -> str:
    before = line[:start].split()[-2:]
    after = line[end:].split()[:3]
    gap = line[start:end].strip()
    return " ".join([*before, gap, *after]).strip()


_RULES: tuple[Callable[[str], str], ...] = (_symbol_line, _actions, _credits, _named_icons,
                                            _sole_icon_placeholders)
