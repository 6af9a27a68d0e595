"""Whether a replacement effect ("instead") is the player's to decline.

Replacement effects apply automatically; nobody triggers them (cr/sec_replacement_effects). Only a
text with a permissive word ("you may ... instead", "instead of breaching HQ, you may ...") gives its
controller the choice (cr/rule_optional_conditional_ability). The engine reads that from the printed
text, so a card's definition cannot make a mandatory replacement optional by mistake.
"""

from __future__ import annotations

import re

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_MAY = re.compile(r"\bmay\b", re.IGNORECASE)
_INSTEAD = re.compile(r"\binstead\b", re.IGNORECASE)
_REMINDER = re.compile(r"<em>.*?</em>")


def offers_choice(text: str) -> bool:
    """True if the replacement effect printed as `text` lets its controller decline it: "may" in
    the same sentence as "instead" ("instead of breaching HQ, you may ...", "you may instead ...")."""
    return any(_INSTEAD.search(s) and _MAY.search(s) for s in _SENTENCE.split(_REMINDER.sub("", text)))
