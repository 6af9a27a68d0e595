"""What the card library covers: each defined card with what it waits for, and its share of a card pool.

Plain data for `rulesdb cards` (and its --json): the library is measured against the distinct titles
of a NetrunnerDB folder, by card type and by faction.
"""

from __future__ import annotations

from collections import Counter

from rulesdb.engine.cards import CARDS, WAITING


def library() -> dict:
    """Every defined card (title, side, type, faction, waits_for) and the counts by mechanism awaited."""
    cards = [{"title": title, "side": card.facts.side, "type": card.facts.type,
              "faction": getattr(card.facts, "faction", "") or None,
              "waits_for": WAITING.get(title)} for title, card in sorted(CARDS.items())]
    waiting = Counter(WAITING.values())
    return {"defined": len(cards), "complete": len(cards) - len(WAITING),
            "waiting": dict(sorted(waiting.items(), key=lambda kv: (-kv[1], kv[0]))), "cards": cards}


def pool_share(pool: dict[str, dict]) -> dict:
    """The library's share of `pool` (title -> NetrunnerDB facts) by type and by faction.

    Each group gives the pool's distinct titles, how many the library defines and how many of those
    are complete (wait for nothing); titles the library defines that the pool lacks are listed.
    """
    groups = {"type": {}, "faction": {}}
    for title, facts in pool.items():
        for key, field in (("type", "type_code"), ("faction", "faction_code")):
            row = groups[key].setdefault(str(facts.get(field) or "unknown"),
                                         {"pool": 0, "defined": 0, "complete": 0})
            row["pool"] += 1
            if title in CARDS:
                row["defined"] += 1
                row["complete"] += title not in WAITING
    total = {"pool": len(pool), "defined": sum(t in CARDS for t in pool),
             "complete": sum(t in CARDS and t not in WAITING for t in pool)}
    for rows in (*groups.values(), {"all": total}):
        for row in rows.values():
            row["share"] = round(row["defined"] / row["pool"], 4) if row["pool"] else 0.0
    return {"total": total, "by_type": _sorted(groups["type"]), "by_faction": _sorted(groups["faction"]),
            "not_in_pool": sorted(t for t in CARDS if t not in pool)}


def _sorted(rows: dict) -> dict:
    return dict(sorted(rows.items(), key=lambda kv: (-kv[1]["defined"], kv[0])))
