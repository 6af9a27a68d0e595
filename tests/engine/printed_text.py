"""The printed text of each card, as NetrunnerDB's newest printing gives it, one line per ability, for tests that
check what a card definition declares against what the card says."""

from __future__ import annotations

import json
import re
from pathlib import Path


def newest_printings(nrdb: Path) -> dict[str, dict]:
    """Each title's newest printing (latest pack release, then highest code)."""
    released = {p["code"]: p.get("date_release") or "" for p in
                json.loads((nrdb / "packs.json").read_text(encoding="utf-8"))}
    newest: dict[str, tuple] = {}
    for pack in sorted((nrdb / "pack").glob("*.json")):
        for card in json.loads(pack.read_text(encoding="utf-8")):
            key = (released.get(card["pack_code"], ""), card["code"])
            if card["title"] not in newest or key > newest[card["title"]][0]:
                newest[card["title"]] = (key, card)
    return {title: card for title, (_, card) in newest.items()}


def plain_lines(text: str) -> tuple[str, ...]:
    """The printed lines without markup, icons as NetrunnerDB writes them ([credit], [subroutine])."""
    text = re.sub(r"<[^>]+>", "", text)
    return tuple(" ".join(line.split()) for line in text.splitlines() if line.strip())


def paid_effect(line: str) -> str | None:
    """The effect of a printed paid ability ("costs: effect"), or None when the line is not one: the costs are what
    comes before the first colon, and hold no sentence ("Interface → 1[credit]:", "Hosted virus counter:")."""
    if ":" not in line:
        return None
    costs, effect = line.split(":", 1)
    return None if "." in costs else effect.strip()
