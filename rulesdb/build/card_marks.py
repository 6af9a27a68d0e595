"""The documents' card marks (`{card:Hedge Fund}` in the YAML releases) checked against the card data a
build is given with `--cards`: a name the data has under no title is a diagnostic naming file and line.

A name matches a title written with other accents, case or hyphens ("Miraju", "Mushin-no-Shin"), the part
of an identity's title before its colon ("Chronos Protocol"), or that part's first word when no other
identity shares it ("Jesminder" for "Jesminder Sareen: Girl Behind the Curtain").
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from rulesdb.model import Document


def card_key(name: str) -> str:
    """How a mark compares with a title: accents, case, hyphens and punctuation aside.

    >>> card_key("Mirāju") == card_key("Miraju"), card_key("Mushin No Shin") == card_key("Mushin-no-Shin")
    (True, True)
    >>> card_key("The Maker’s Eye") == card_key("The Maker's Eye")
    True
    """
    plain = unicodedata.normalize("NFKD", re.sub(r"['’]", "", name)).encode("ascii", "ignore").decode()
    return " ".join(re.findall(r"[a-z0-9]+", plain.casefold()))


def known_names(titles: Iterable[str]) -> dict[str, str]:
    """Every name the documents may use for a card -> its title."""
    titles = sorted(titles)
    heads = {t: t.split(":", 1)[0].strip() for t in titles if ":" in t}
    firsts = Counter(card_key(h).split(" ")[0] for h in heads.values())
    names: dict[str, str] = {}
    for title in titles:
        names.setdefault(card_key(title), title)
        for nickname in re.findall(r'["“]([^"”]+)["”]', title):  # Armand "Geist" Walker
            names.setdefault(card_key(nickname), title)
    for title, head in heads.items():
        names.setdefault(card_key(head), title)
        first = card_key(head).split(" ")[0]
        if firsts[first] == 1:
            names.setdefault(first, title)
    return names


def unknown_card_marks(documents: dict[str, Document], titles: Iterable[str],
                       file_of=lambda document, address: document.path) -> dict[str, list[dict]]:
    """Document id -> a diagnostic (`line`, `kind`, `detail`) for each card mark no title matches,
    once per node and name; `file_of(document, address)` names the file a node was read from."""
    titles = list(titles)
    names = known_names(titles)
    found: dict[str, list[dict]] = {}
    for doc in documents.values():
        for node in doc.nodes.values():
            for name in dict.fromkeys(v for k, v in node.markup if k == "card"):
                if card_key(name) not in names:
                    diagnostic = _diagnostic(node, name, titles, names, file_of(doc, node.address))
                    found.setdefault(doc.id, []).append(diagnostic)
    return found


def _diagnostic(node, name: str, titles: list[str], names: dict[str, str], file: str) -> dict:
    """The diagnostic for one unknown mark, with the card it most likely means: the identity whose
    name it shares ("Earth Station: Ascending to Orbit", a flip side), else the closest title."""
    near = names.get(card_key(name.split(":", 1)[0])) if ":" in name else None
    near = near or next(iter(difflib.get_close_matches(name, titles, n=1, cutoff=0.6)), None)
    hint = f" (nearest: {near})" if near else ""
    return {"line": node.line, "kind": "unknown-card",
            "detail": f"{Path(file).name}:{node.line}: {{card:{name}}} names no card of the card data{hint}"}
