"""One record per card title of a NetrunnerDB folder, what a card page shows: the newest printing's
facts and text, every printing (pack, cycle, release day) and the card's legality.

The build stores these records beside the model (`store.CARDS`), so a card page needs no card data.
"""

from __future__ import annotations

import re
from pathlib import Path

from rulesdb import nrdb
from rulesdb.cardpool.legality import Formats, legality

#: Facts beyond `nrdb.FACT_FIELDS` a card page shows: influence, an identity's deck limits.
MORE_FACTS = ("faction_cost", "influence_limit", "minimum_deck_size", "deck_limit")
#: NetrunnerDB's icon codes in the project's own (`rulesdb.normalize.ICONS`), so pages draw them.
ICONS = {"[credit]": "[c]", "[recurring-credit]": "[recurring]", "[subroutine]": "[sub]", "[mu]": "[MU]"}
_ICON = re.compile("|".join(re.escape(k) for k in ICONS))
_TAG = re.compile(r"</?[a-z][a-z-]*>")


def by_title(printings: list[dict]) -> dict[str, list[dict]]:
    """Title -> its printings, oldest code first (the last carries the current wording)."""
    grouped: dict[str, list[dict]] = {}
    for printing in sorted(printings, key=lambda p: str(p.get("code", ""))):
        grouped.setdefault(printing["title"], []).append(printing)
    return dict(sorted(grouped.items()))


def records(folder: Path) -> dict:
    """{"formats": what the data describes (ban lists, System Gateway's day), "cards": title -> record}.

    A folder without `packs.json`/`cycles.json` gives records without printings' packs or legality."""
    formats = Formats.read(folder)
    factions = {f["code"]: f.get("name") for f in nrdb.described(folder, "factions") or []}
    cards = {title: card_record(printings, formats) for title, printings in by_title(nrdb.printings(folder)).items()}
    for record in cards.values():  # the faction as the data names it ("NBN", "Haas-Bioroid")
        record["faction"] = factions.get(record["facts"].get("faction_code"))
    return {"formats": described(formats), "cards": cards}


def card_record(printings: list[dict], formats: Formats | None) -> dict:
    newest = printings[-1]
    days = [d for p in printings if (d := formats.released(p))] if formats else []
    return {
        "title": newest["title"],
        "facts": {k: newest[k] for k in (*nrdb.FACT_FIELDS, *MORE_FACTS) if k in newest},
        "text": printed_text(newest),
        "flavor": newest["flavor"] if isinstance(newest.get("flavor"), str) else "",
        "printings": [printing(p, formats) for p in reversed(printings)],  # newest first
        "legality": legality(printings, formats) if formats else None,
        "first_released": min(days, default=None),
    }


def printed_text(card: dict) -> list[str]:
    """The card's text one line per paragraph, icons in the project's codes, markup (<strong>,
    <trace>) dropped: what the card says, in the words and symbols it prints."""
    text = card.get("text") if isinstance(card.get("text"), str) else card.get("stripped_text") or ""
    text = _TAG.sub("", _ICON.sub(lambda m: ICONS[m.group(0)], text))
    return [line.strip() for line in text.splitlines() if line.strip()]


def printing(card: dict, formats: Formats | None) -> dict:
    """Where one printing appeared: its code, pack and cycle (by name) and the pack's release day."""
    found = {"code": card.get("code"), "pack_code": card.get("pack_code")}
    if formats:
        pack, cycle = formats.pack(card), formats.cycle(card)
        found.update(pack=pack.get("name"), cycle=cycle.get("name"), released=pack.get("date_release"),
                     rotated=bool(cycle.get("rotated")))
    return found


def described(formats: Formats | None) -> dict:
    """The ban lists (newest first, by format) and the day System Gateway was released."""
    if formats is None:
        return {"lists": [], "gateway": None}
    return {"lists": [dict(b.named(), format=b.format) for b in reversed(formats.lists)],
            "gateway": formats.gateway()}
