"""Card names mentioned in example text, for documents that do not mark them (the Rules Reference).

With a list of known card titles (NetrunnerDB) the names are matched exactly; without one, runs of
capitalised words that are neither sentence openers nor game vocabulary are taken as card names.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Capitalised words that are game vocabulary or prose, never a card name on their own.
GAME_WORDS = _words(
    "Runner Runners Corp Corporation HQ R&D Archives Heap Stack Grip MU Code Gate Sentry "
    "Barrier Trace Neutral Android Netrunner Rules Reference Learn Play Step Run "
    "Anarch Criminal Shaper Jinteki Weyland Psi"
)
#: Words that open a sentence or clause and are not part of a following name.
OPENERS = _words(
    "A An If When Whenever Both Even During After Before Because As Using Once Unless Normally "
    "However Additionally This That These Those Since While In On For With It They Then Only "
    "Each All No Any Some Other Example Examples Note Although Instead Otherwise There Its Their"
)

_TOKEN = r"(?:[A-Z][\w'’&!-]*|\d+\.\d+|“[A-Z][\w'’&!-]*”)"  # a quoted nickname: Armand “Geist” Walker
_SPAN = re.compile(rf"[A-Z][\w'’&!-]*(?:\s+(?:of\s+)?{_TOKEN})*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|[\"“(]\s*)$")

CardIndex = Mapping[str, tuple[tuple[str, str], ...]]


def fold(text: str) -> str:
    """Lower case without accents, curly apostrophes or hyphens, one character for one, so offsets agree."""
    return "".join(_fold_char(ch) for ch in text)


def _fold_char(ch: str) -> str:
    if ch in "’‘":
        return "'"
    if ch == "-":
        return " "
    if ord(ch) > 127:
        base = unicodedata.normalize("NFKD", ch)[0]
        ch = base if base.isascii() else ch
    return ch.lower()


def index_cards(titles: Iterable[str]) -> CardIndex:
    """Known titles by folded first word, longest first; "Leela Patel: Trained Pragmatist" also as "Leela Patel"."""
    index: dict[str, set[tuple[str, str]]] = {}
    for title in titles:
        for name in {title.strip(), title.split(":")[0].strip()}:
            words = name.split()
            if len(words) > 1 or (words and words[0] not in OPENERS | GAME_WORDS | {"The"}):
                index.setdefault(fold(name).split()[0], set()).add((fold(name), name))
    return {word: tuple(sorted(names, key=lambda n: -len(n[0]))) for word, names in index.items()}


def detect_cards(
    text: str, known_cards: CardIndex | Iterable[str] | None = None, terms: Iterable[str] = ()
) -> tuple[str, ...]:
    """Card names in `text`, in order of first mention; with `known_cards`, as the card data spells them.

    >>> detect_cards("The Runner plays Forked and encounters a Troll. Forked does not trigger.")
    ('Forked', 'Troll')
    """
    if known_cards is not None:
        index = known_cards if isinstance(known_cards, Mapping) else index_cards(known_cards)
        return _known(text, index)
    return _guessed(text, {_term_key(t) for t in terms})


def _known(text: str, index: CardIndex) -> tuple[str, ...]:
    folded = fold(text)
    found: dict[str, None] = {}
    position = 0
    for match in re.finditer(r"[A-Z0-9][\w'’&!.:-]*", text):
        if match.start() < position:
            continue
        word = fold(match.group(0)).split()[0]
        for key, title in index.get(word, ()) + index.get(word.rstrip(".,:;'s"), ()):
            end = match.start() + len(key)
            if folded.startswith(key, match.start()) and (
                end == len(text) or not text[end].isalnum()
            ):
                found[title] = None
                position = end
                break
    return tuple(found)


def _guessed(text: str, terms: set[str]) -> tuple[str, ...]:
    spans: list[tuple[str, bool]] = []
    for match in _SPAN.finditer(text):
        at_start = bool(_SENTENCE_START.search(text[: match.start()]))
        name = _trim(match.group(0).split(), at_start, terms)
        if name:
            spans.append((name, at_start and len(name.split()) == 1))
    # A lone capitalised word opening a sentence counts only if the text also names it mid-sentence
    # or it could be no ordinary word ("Snare!", "Susanoo-no-Mikoto").
    mid_sentence = {name for name, alone_at_start in spans if not alone_at_start}
    found = [
        name
        for name, alone_at_start in spans
        if not alone_at_start or name in mid_sentence or re.search(r"[!-]", name)
    ]
    # "Alice" after "Alice Merchant", "Geist" after "Armand “Geist” Walker", "Bank Jobs" beside
    # "Bank Job": the same card again.
    names = list(dict.fromkeys(found))
    first_words = {w.strip("“”") for name in names if " " in name for w in name.split()}
    return tuple(
        n for n in names if n not in first_words and not (n.endswith("s") and n[:-1] in names)
    )


def _trim(words: list[str], at_start: bool, terms: set[str]) -> str:
    """The card name inside a run of capitalised words, or "" if there is none."""
    words = [w.rstrip(".,;:") if not re.fullmatch(r"\d+\.\d+", w) else w for w in words]
    bang = next((i for i, w in enumerate(words) if w.endswith("!")), len(words))
    words = words[: bang + 1]  # "Snare! Does 3 net damage": a name ending in "!" ends there
    while words and (words[0] in OPENERS or (words[0] == "The" and at_start)):
        words.pop(0)
    if words:
        words[-1] = re.sub(r"['’]s?$", "", words[-1])
    while words and words[-1] in ("of", "the"):
        words.pop()
    core = [w for w in words if w != "The"]
    if sum(ch.isalpha() for ch in "".join(core)) < 2:
        return ""  # "X" in "a play cost of X" is a variable, not a card
    if not core or all(re.sub(r"['’]s$", "", w) in GAME_WORDS for w in core):
        return ""
    name = " ".join(words)
    return "" if _term_key(name) in terms else name


@functools.lru_cache(maxsize=4096)
def _term_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", name.lower()).strip().removesuffix("s")
