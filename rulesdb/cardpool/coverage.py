"""How much of each format's pool the engine implements: Standard (legal under the newest ban list),
the cards first printed since System Gateway, and every card; each by type and by faction.

Read through the engine's public card API only (`rulesdb.engine.cards.CARDS`), imported when asked:
the pool's records themselves need no engine.
"""

from __future__ import annotations

#: The pools measured, in the order shown: name -> what a reader is told it holds.
POOLS = {
    "standard": "legal in Standard under the newest Standard ban list",
    "since_system_gateway": "first printed since System Gateway",
    "all": "every card of the data",
}
#: Standard statuses that let a card into a deck.
PLAYABLE = ("legal", "restricted")


def implementation(title: str) -> dict:
    """Whether the engine implements a card: complete, waiting for a named mechanism, or not at all."""
    from rulesdb.engine.cards import lookup  # loads only the modules of the title's letter

    card = lookup(title)
    if card is None or card.title != title:  # not an identity found by the part before ":"
        return {"status": "not implemented", "waits_for": None}
    waits = getattr(card, "waits_for", "") or None
    return {"status": "waits" if waits else "complete", "waits_for": waits}


def pools(stored: dict) -> dict[str, dict[str, dict]]:
    """Pool name -> title -> the card's facts, for the pools the stored records can tell (Standard
    and "since System Gateway" need the data's packs and cycles)."""
    cards = stored["cards"]
    found = {"all": {t: r["facts"] for t, r in cards.items()}}
    if all(r["legality"] for r in cards.values()):
        found["standard"] = {t: r["facts"] for t, r in cards.items()
                             if r["legality"]["standard"]["status"] in PLAYABLE}
    if gateway := stored["formats"].get("gateway"):
        found["since_system_gateway"] = {t: r["facts"] for t, r in cards.items()
                                         if (r["first_released"] or "") >= gateway}
    return {name: found[name] for name in POOLS if name in found}


def format_shares(stored: dict) -> dict:
    """Per pool: the engine's share (defined and complete) overall, by type and by faction."""
    from rulesdb.engine.cards.report import pool_share

    shares = {}
    for name, pool in pools(stored).items():
        share = pool_share(pool)
        for rows in (share["by_type"], share["by_faction"], {"total": share["total"]}):
            for row in rows.values():
                row["complete_share"] = round(row["complete"] / row["pool"], 4) if row["pool"] else 0.0
        shares[name] = dict(share, about=POOLS[name])
    return shares


def listing(stored: dict, pool: str) -> list[dict]:
    """The cards of one pool, by title: type, faction, Standard status and the engine's status."""
    rows = []
    for title in pools(stored)[pool]:
        record = stored["cards"][title]
        legal = record["legality"]
        rows.append({"title": title, "type": record["facts"].get("type_code"),
                     "faction": record["facts"].get("faction_code"),
                     "standard": legal["standard"]["status"] if legal else None,
                     "engine": implementation(title)})
    return rows
