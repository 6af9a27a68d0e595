"""Card pages: what a card prints, where it was printed, its legality under each ban list, whether the
engine implements it, where the documents name it and which scenarios replay it, so a card typed into
search opens everything about it in one place. With card data every card of the data has a page."""

from __future__ import annotations

from flask import Blueprint, redirect

from rulesdb.errors import UnknownAddress
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.service import RulesDB
from rulesdb.web.respond import cached, db, page

bp = Blueprint("cards", __name__)

#: A printing's facts a page lists, in the order a card prints them: field -> label.
PRINTED = {
    "faction_code": "Faction",
    "cost": "Cost",
    "strength": "Strength",
    "memory_cost": "Memory",
    "trash_cost": "Trash cost",
    "advancement_cost": "Advancement requirement",
    "agenda_points": "Agenda points",
    "base_link": "Link",
    "minimum_deck_size": "Minimum deck size",
    "influence_limit": "Influence limit",
    "faction_cost": "Influence",
}

#: The card library's name for each of those facts: a build made without card data lists them from the
#: library, which tests/engine/test_card_facts.py checks field by field against NetrunnerDB.
LIBRARY = {
    "faction_code": "faction",
    "cost": "cost",
    "strength": "strength",
    "memory_cost": "memory",
    "trash_cost": "trash_cost",
    "advancement_cost": "advancement",
    "agenda_points": "agenda_points",
    "base_link": "base_link",
    "minimum_deck_size": "deck_size",
    "influence_limit": "influence_limit",
    "faction_cost": "influence",
    "uniqueness": "unique",
}


@bp.get("/cards/<path:name>")  # a name may hold a slash (24/7 News Cycle)
def card(name: str):
    known = card_name(name)
    if known is None:
        raise UnknownAddress(f"cards/{name}", tuple(f"cards/{c}" for c in db().catalogue.cards_in(name)))
    if known != name:  # one URL per card, as the documents write its name
        return redirect(f"/cards/{known}", code=308)
    return cached(lambda: page("cards/card.html", card_data(known)))


def card_name(name: str) -> str | None:
    """A card's page name: as the documents write it, else the card data's title."""
    return db().catalogue.card(name) or db().card_pool.title(name)


def card_names(rdb: RulesDB) -> list[str]:
    """Every card with a page: those the documents name or the scenarios use, then the card data's."""
    named = dict(rdb.catalogue.cards)
    for title in rdb.card_pool.cards:
        named.setdefault(card_key(title), title)
    return list(named.values())


def card_data(name: str) -> dict:
    """The card's printed facts and printings, legality, engine status, mentions (the same text in
    several releases listed once) and scenarios."""
    from rulesdb.cardpool.coverage import implementation

    catalogue, lookup = db().catalogue, db().lookup_table
    mentions = lookup.grouped(lookup.newest_first(catalogue.mentions.get(card_key(name), [])))
    scenarios = [s for s in catalogue.scenarios if name in s.get("cards", ())]
    record = db().card_pool.record(name) or {}
    return {
        "name": name,
        "facts": db().card_facts(name),
        "printed": printed(record.get("facts") or library_facts(name), record.get("faction")),
        "printings": record.get("printings", []),
        "legality": db().card_pool.legality(name),
        "engine": implementation(record.get("title") or name),
        "mentions": mentions,
        "scenarios": [{"id": s["id"], "title": s["title"]} for s in scenarios],
    }


def library_facts(name: str) -> dict:
    """The card library's printed facts of `name`, by NetrunnerDB's field names ({} for a card it lacks)."""
    from rulesdb.engine.cards import lookup

    card = lookup(name)
    return {field: getattr(card.facts, ours, None) for field, ours in LIBRARY.items()} if card else {}


def printed(facts: dict, faction: str | None = None) -> list[list[str]]:
    """[label, value] for each fact the newest printing has beyond type and text (the faction by the
    name the data gives it, else its code)."""
    facts = dict(facts, faction_code=faction or facts.get("faction_code"))
    rows = [[label, str(facts[field])] for field, label in PRINTED.items() if facts.get(field) is not None]
    if facts.get("uniqueness"):
        rows.append(["Unique", "yes"])
    return rows
