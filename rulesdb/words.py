"""Words as the graph and lookup compare them: a light stemmer so "bypassing" meets Bypass and
"Abilities" meets ability; both sides of a comparison use the same `stem`, so stems need only agree.
"""

from __future__ import annotations

import functools
import re

_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")
_POSSESSIVE = ("'s", "’s")
_KEEP_S = ("ss", "us", "is", "'s", "’s")
_NO_UNDOUBLE = set("lsaeiou")
_EDGE_PUNCT = "\"'“”‘’()[]*_.,:;!?"


def words(text: str) -> list[str]:
    """The words of a text, lower-cased, possessives cut ("Runner's" -> "runner")."""
    lowered = [w.lower() for w in _WORD.findall(text)]
    return [w[:-2] if w.endswith(_POSSESSIVE) else w for w in lowered]


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A crude stem: plural and -ing/-ed endings off, doubled final consonant undone.

    >>> [stem(w) for w in ("bypassing", "rezzed", "abilities", "subroutines", "accesses", "virus")]
    ['bypass', 'rez', 'ability', 'subroutine', 'access', 'virus']
    """
    w = word.lower()
    if len(w) <= 3:
        return w
    if w.endswith(("ies", "ied")):
        return w[:-3] + "y"
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return _undouble(w[: -len(suffix)])
    if w.endswith(("sses", "ches", "shes", "xes", "zes", "uses")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(_KEEP_S):
        return w[:-1]
    return w


def _undouble(w: str) -> str:
    if len(w) >= 3 and w[-1] == w[-2] and w[-1] not in _NO_UNDOUBLE:
        return w[:-1]
    return w


def stems(text: str) -> list[str]:
    """The stems of a text's words, in order."""
    return [stem(w) for w in words(text)]


def name_key(name: str) -> tuple[str, ...]:
    """How a name is compared: "Paid Abilities", "paid ability" and '"Paid Ability"' share one key."""
    name = re.sub(r"\([^)]*\)", " ", name).strip(_EDGE_PUNCT + " ")
    return tuple(stems(name))


def name_variants(name: str) -> list[str]:
    """The ways a glossary name is written elsewhere: "Credit, Recurring" is also "Recurring Credit",
    "Corp / Corporation" is both, "Memory Unit (MU)" is also "MU".

    >>> name_variants("Damage, Brain"), name_variants("Corp / Corporation"), name_variants("Memory Unit (MU)")
    (['Damage, Brain', 'Brain Damage'], ['Corp', 'Corporation'], ['Memory Unit (MU)', 'MU'])
    """
    variants = []
    for part in re.split(r"\s+/\s+", name.strip("\"'“”‘’ ")):
        variants.append(part)
        inverted = re.fullmatch(r"(.+?)(?:,\s+|\s+-\s+)(.+)", part)
        if inverted:
            variants.append(f"{inverted.group(2)} {inverted.group(1)}")
        variants += re.findall(r"\(([A-Z&]{2,4})\)", part)
    return list(dict.fromkeys(v for v in variants if name_key(v)))


def find_keys(
    text_stems: list[str], keys: dict[tuple[str, ...], object], longest: int, firsts: set[str] | None = None
) -> list[tuple[str, ...]]:
    """Every key of `keys` that occurs as a run of consecutive stems in `text_stems`; `firsts`, the
    first stems of the keys, when the caller has them (a text's other stems start no key)."""
    found = []
    if firsts is None:
        firsts = {key[0] for key in keys if key}
    for i in range(len(text_stems)):
        if text_stems[i] not in firsts:
            continue
        for n in range(min(longest, len(text_stems) - i), 0, -1):
            key = tuple(text_stems[i : i + n])
            if key in keys and key not in found:
                found.append(key)
    return found
