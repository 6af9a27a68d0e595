"""A card's legality, read from the data alone: which printings are in a cycle `cycles.json` does not
mark rotated, and what each ban list of `mwl.json` says about it.

Standard: a card is legal when some printing is in a released pack of a cycle not marked rotated and
the newest Standard ban list does not ban it; every earlier Standard list is reported too. The data
records only today's rotation, so an earlier list says what that list said, not what was rotated then.
Startup: the data has Startup ban lists but no Startup card pool, so only a ban is known.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rulesdb import nrdb
from rulesdb.errors import SourceError

#: The formats a ban list may name (in its own "format" field, else in its code or name).
FORMAT_WORDS = ("standard", "startup", "sunset", "eternal")
#: The cycle whose release starts the Null Signal Games era's core ("since System Gateway").
GATEWAY_CYCLE = "system-gateway"


@dataclass(frozen=True)
class BanList:
    """One list of `mwl.json`: its format and what it says about each card code it names."""

    code: str
    name: str
    format: str  # one of FORMAT_WORDS, or "" when the list names none (the NAPD lists before Standard)
    start: str  # the day it took effect, ISO
    verdicts: dict[str, str] = field(default_factory=dict)  # card code -> "banned", "restricted", ...

    def verdict(self, codes: Iterable[str]) -> str | None:
        """What the list says about a card printed under these codes (None: it names none of them)."""
        return next((self.verdicts[c] for c in codes if c in self.verdicts), None)

    def named(self) -> dict:
        return {"code": self.code, "name": self.name, "date": self.start}


def list_format(record: dict) -> str:
    """The format a ban list is for: its "format" field where the data has one, else the format word
    in its code or name ("standard-ban-list-25-10", "Startup Ban List 24.09")."""
    if isinstance(record.get("format"), str):
        return record["format"].strip().lower()
    words = f"{record.get('code', '')} {record.get('name', '')}".lower()
    return next((w for w in FORMAT_WORDS if w in words), "")


def entry_verdict(entry) -> str | None:
    """What one ban-list entry does: a deck limit of 0 bans, `is_restricted` restricts, a penalty
    costs influence (the MWL lists before 2018), another deck limit limits."""
    if not isinstance(entry, dict):
        return None
    limit = entry.get("deck_limit")
    if limit == 0:
        return "banned"
    if entry.get("is_restricted"):
        return "restricted"
    penalty = entry.get("global_penalty") or entry.get("universal_faction_cost")
    if penalty:
        return f"+{penalty} influence"
    return f"at most {limit} per deck" if isinstance(limit, int) else None


def ban_lists(records: list[dict]) -> list[BanList]:
    """The lists of `mwl.json`, oldest first (by the day each took effect, then as the file lists them)."""
    lists = []
    for i, record in enumerate(records):
        cards = record.get("cards") if isinstance(record.get("cards"), dict) else {}
        verdicts = {code: v for code, entry in cards.items() if (v := entry_verdict(entry))}
        lists.append((str(record.get("date_start") or ""), i, BanList(
            record["code"], str(record.get("name") or record["code"]), list_format(record),
            str(record.get("date_start") or ""), verdicts)))
    return [b for _, _, b in sorted(lists, key=lambda t: t[:2])]


@dataclass(frozen=True)
class Formats:
    """What legality reads from a data folder besides the cards: packs, cycles and ban lists."""

    folder: str
    packs: dict[str, dict]
    cycles: dict[str, dict]
    lists: list[BanList]

    @classmethod
    def read(cls, folder: Path) -> Formats | None:
        """The folder's packs, cycles and ban lists; None when it lacks `packs.json` or `cycles.json`
        (no legality can be told then). A missing `mwl.json` means no ban list."""
        packs, cycles = nrdb.described(folder, "packs"), nrdb.described(folder, "cycles")
        if packs is None or cycles is None:
            return None
        return cls(str(folder), {p["code"]: p for p in packs}, {c["code"]: c for c in cycles},
                   ban_lists(nrdb.described(folder, "mwl") or []))

    def of_format(self, name: str) -> list[BanList]:
        return [b for b in self.lists if b.format == name]

    def pack(self, printing: dict) -> dict:
        code = printing.get("pack_code")
        if code not in self.packs:
            raise SourceError(f"{self.folder}/packs.json: no pack {code!r}, which card "
                              f"{printing.get('code')} ({printing['title']}) is printed in")
        return self.packs[code]

    def cycle(self, printing: dict) -> dict:
        pack = self.pack(printing)
        code = pack.get("cycle_code")
        if code not in self.cycles:
            raise SourceError(f"{self.folder}/cycles.json: no cycle {code!r}, which pack {pack['code']!r} is in")
        return self.cycles[code]

    def in_rotation(self, printing: dict) -> bool:
        """A printing in a released pack (it has a release date) of a cycle not marked rotated."""
        return bool(self.pack(printing).get("date_release")) and not self.cycle(printing).get("rotated")

    def released(self, printing: dict) -> str:
        return str(self.pack(printing).get("date_release") or "")

    def gateway(self) -> str | None:
        """The day System Gateway was released (the earliest pack of its cycle), if the data has it."""
        days = [str(p["date_release"]) for p in self.packs.values()
                if p.get("cycle_code") == GATEWAY_CYCLE and p.get("date_release")]
        return min(days, default=None)


def legality(printings: list[dict], formats: Formats) -> dict:
    """A title's legality from all its printings: Standard, Startup (when the data has its lists),
    and what every list that names it says (`named_by`: list code -> verdict; `history` expands it)."""
    codes = [str(p.get("code")) for p in printings]
    return {
        "standard": standard(printings, codes, formats),
        "startup": startup(codes, formats),
        "named_by": {b.code: v for b in formats.lists if (v := b.verdict(codes))},
    }


def standard(printings: list[dict], codes: list[str], formats: Formats) -> dict:
    """Legal, banned, restricted, rotated (every printing's cycle is rotated) or unreleased (printed
    only in packs without a release date, such as Draft), under the newest Standard list."""
    lists = formats.of_format("standard")
    newest = lists[-1] if lists else None
    now = newest.verdict(codes) if newest else None
    current = [p for p in printings if formats.in_rotation(p)]
    cycles = [formats.cycle(p) for p in printings]
    rotated = list(dict.fromkeys(c["name"] for c in cycles if c.get("rotated")))
    if not current:
        status = "rotated" if rotated else "unreleased"
    else:
        status = now if now in ("banned", "restricted") else "legal"
    return {"status": status, "list": newest.code if newest else None, "verdict": now,
            "rotated_cycles": rotated, "legal_in": list(dict.fromkeys(formats.pack(p)["name"] for p in current))}


def startup(codes: list[str], formats: Formats) -> dict | None:
    """What the newest Startup list says (None when the data has no Startup list); the data names no
    Startup card pool, so a card it does not ban is of unknown legality there, never "legal"."""
    lists = formats.of_format("startup")
    if not lists:
        return None
    now = lists[-1].verdict(codes)
    return {"status": "banned" if now == "banned" else "unknown", "list": lists[-1].code, "verdict": now}


def history(named_by: dict[str, str], lists: list[dict], format_name: str) -> list[dict]:
    """Every list of one format (as `lists` gives them, each {code, name, date, format}) with what it
    says about the card: None where it does not name it."""
    return [dict(b, verdict=named_by.get(b["code"])) for b in lists if b["format"] == format_name]
