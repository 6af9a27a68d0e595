"""The rules a card's own words point to: `card_rules.yaml` (package data, curated) maps the phrases of
card text that decide interactions ("when the Runner encounters", "prevent", "instead", "cannot",
"bypass"…) to the Comprehensive Rules' source ids, and a question naming a card lifts those rules
among its hits (rulesdb.search.ranking.hint_groups).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from importlib import resources

FILE = "card_rules.yaml"


@functools.cache
def keywords() -> tuple[tuple[re.Pattern, re.Pattern | None, tuple[str, ...]], ...]:
    """Each keyword as (what card text says, what it says that is not it, the rules that decide it)."""
    from rulesdb import yamlsafe

    text = resources.files("rulesdb.search").joinpath(FILE).read_text(encoding="utf-8")
    data = yamlsafe.load(text, f"rulesdb/search/{FILE}")
    return tuple((_phrases(k["says"]), _phrases(k["unless"]) if k.get("unless") else None,
                  tuple(str(r) for r in k["rules"])) for k in data["keywords"])


def _phrases(phrases: Iterable[str]) -> re.Pattern:
    """One pattern for whole phrases, case aside (a phrase's edge that is a bracket needs no word edge)."""
    def one(phrase: str) -> str:
        body = r"\s+".join(map(re.escape, str(phrase).lower().split()))
        return (r"(?<!\w)" if phrase[0].isalnum() else "") + body + (r"(?!\w)" if phrase[-1].isalnum() else "")

    return re.compile("|".join(one(p) for p in sorted(phrases, key=len, reverse=True)), re.IGNORECASE)


def rules_for(card_text: str) -> list[str]:
    """The source ids of the rules a card's text points to, in the data's order.

    >>> rules_for("When the Runner encounters this ice, they must pay 3[c], if able. If they cannot, end the run.")
    ['rule_when_encountered', 'rule_if_able']
    """
    found: list[str] = []
    for says, unless, rules in keywords():
        text = unless.sub(" ", card_text) if unless else card_text
        if says.search(text):
            found += [r for r in rules if r not in found]
    return found
