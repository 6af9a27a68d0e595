"""The rules a card's own words point to: `card_rules.yaml` (package data, curated) maps the phrases of
card text that decide interactions ("when the Runner encounters", "prevent", "instead", "cannot",
"bypass"…) and the facts printed on a card that carry rules of their own (unique, a console, a region, an
operation…: `facts`) to the Comprehensive Rules' source ids, and a question naming a card lifts those
rules among its hits (rulesdb.search.ranking.hint_groups); two cards that say the same keyword bring the
rules on how such effects meet too (`together`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from importlib import resources

FILE = "card_rules.yaml"


@functools.cache
def _table() -> dict:
    from rulesdb import yamlsafe

    text = resources.files("rulesdb.search").joinpath(FILE).read_text(encoding="utf-8")
    return yamlsafe.load(text, f"rulesdb/search/{FILE}")


@functools.cache
def keywords() -> tuple[tuple[re.Pattern, re.Pattern | None, tuple[str, ...], str | None, tuple[str, ...]], ...]:
    """Each keyword as (what card text says, what it says that is not it, the rules that decide it, the
    side whose cards alone it points there for, or None for both, and its phrases in lower case with single
    spaces: a text holding none of them is passed over without a regular expression)."""
    return tuple((_phrases(k["says"]), _phrases(k["unless"]) if k.get("unless") else None,
                  tuple(str(r) for r in k["rules"]), k.get("side"), tuple(_flat(str(p)) for p in k["says"]))
                 for k in _table()["keywords"])


def _flat(text: str) -> str:
    return " ".join(text.lower().split())


@functools.cache
def facts() -> tuple[tuple[dict[str, object], tuple[str, ...]], ...]:
    """Each printed fact as (what the card must be: `unique`, `type`, `subtype`, the rules it points to)."""
    wanted = ("unique", "type", "subtype")
    return tuple(({k: f[k] for k in wanted if k in f}, tuple(str(r) for r in f["rules"])) for f in _table()["facts"])


@functools.cache
def together() -> dict[str, tuple[str, ...]]:
    """A keyword's first rule -> the rules deciding how several effects with that keyword meet (the
    browser's copy of `rules_of_cards` reads this table)."""
    return {str(k["rules"][0]): tuple(str(r) for r in k["together"]) for k in _table()["keywords"] if k.get("together")}


def rules_of_cards(per_card: Iterable[Iterable[str]], meet: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The rules several cards' texts point to, each once in the cards' order, then, for each keyword
    two or more of them say (its first rule in `meet`), the rules on how those effects meet.

    >>> rules_of_cards([["sec_replacement_effects"], ["sec_replacement_effects", "x"]],
    ...                {"sec_replacement_effects": ("rule_order_of_replacement_effects",)})
    ('sec_replacement_effects', 'x', 'rule_order_of_replacement_effects')
    """
    cards = [tuple(dict.fromkeys(rules)) for rules in per_card]
    found = list(dict.fromkeys(r for rules in cards for r in rules))
    shared = [r for r in found if r in meet and sum(r in rules for rules in cards) >= 2]
    return tuple(dict.fromkeys([*found, *(t for r in shared for t in meet[r])]))


def _phrases(phrases: Iterable[str]) -> re.Pattern:
    """One pattern for whole phrases, case aside (a phrase's edge that is a bracket needs no word edge)."""
    def one(phrase: str) -> str:
        body = r"\s+".join(map(re.escape, str(phrase).lower().split()))
        return (r"(?<!\w)" if phrase[0].isalnum() else "") + body + (r"(?!\w)" if phrase[-1].isalnum() else "")

    return re.compile("|".join(one(p) for p in sorted(phrases, key=len, reverse=True)), re.IGNORECASE)


def rules_for(card_text: str, side: str | None = None) -> list[str]:
    """The source ids of the rules a card's text points to, in the data's order (a keyword of one side's
    cards only when `side` is that side).

    >>> rules_for("When the Runner encounters this ice, they must pay 3[c], if able. If they cannot, end the run.")
    ['rule_when_encountered', 'rule_if_able', 'rule_end_the_run']
    """
    found: list[str] = []
    flat = _flat(card_text)
    for says, unless, rules, only, literal in keywords():
        if not any(map(flat.__contains__, literal)):  # the whole Standard pool is read at once: cheaply
            continue
        text = unless.sub(" ", card_text) if unless else card_text
        if (only is None or only == side) and says.search(text):
            found += [r for r in rules if r not in found]
    return found


def rules_of_facts(card_type: str | None, subtypes: Iterable[str], unique: bool = False) -> list[str]:
    """The source ids of the rules what a card is points to (its type, subtypes, uniqueness), in the
    data's order.

    >>> rules_of_facts("hardware", ["Console"], unique=True)
    ['rule_uniqueness', 'rule_install_console', 'rule_hardware_console']
    """
    has = {s.strip().lower() for s in subtypes}
    found: list[str] = []
    for want, rules in facts():
        if (want.get("unique") in (None, bool(unique)) and want.get("type") in (None, card_type)
                and (want.get("subtype") is None or str(want["subtype"]).lower() in has)):
            found += [r for r in rules if r not in found]
    return found
