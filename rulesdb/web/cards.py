"""Card pages: where the documents name a card and which scenarios replay it, so a card typed into
search opens everything the rules say about it in one place."""

from __future__ import annotations

from flask import Blueprint, redirect

from rulesdb.errors import UnknownAddress
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.web.respond import cached, db, page

bp = Blueprint("cards", __name__)


@bp.get("/cards/<path:name>")  # a name may hold a slash (24/7 News Cycle)
def card(name: str):
    known = db().catalogue.card(name)
    if known is None:
        raise UnknownAddress(f"cards/{name}", tuple(f"cards/{c}" for c in db().catalogue.cards_in(name)))
    if known != name:  # one URL per card, as the documents write its name
        return redirect(f"/cards/{known}", code=308)
    return cached(lambda: page("cards/card.html", card_data(known)))


def card_data(name: str) -> dict:
    """The card's mentions (the same text in several releases listed once) and its scenarios."""
    catalogue, lookup = db().catalogue, db().lookup_table
    mentions = lookup.grouped(lookup.newest_first(catalogue.mentions.get(card_key(name), [])))
    scenarios = [s for s in catalogue.scenarios if name in s.get("cards", ())]
    return {
        "name": name,
        "mentions": mentions,
        "scenarios": [{"id": s["id"], "title": s["title"]} for s in scenarios],
        "facts": db().card_facts(name),
    }
