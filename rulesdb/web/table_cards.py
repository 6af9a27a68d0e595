"""`/table/cards.json`: every card name the Table's fields complete, compact and cached, with what
the engine can do with each: play it, play it only in part (it waits for a mechanism), or not at all.

The pool is the build's card data (when it has some) and every card of the engine's library. The list is fetched
once by the page's script (cached a year under its version), so the page itself stays small.
"""

from __future__ import annotations

from functools import lru_cache

from flask import Blueprint, Response, current_app, request

from rulesdb.engine.cards import CARDS, lookup
from rulesdb.spelling import fold_title
from rulesdb.web.respond import db, to_json

bp = Blueprint("table_cards", __name__)
YEAR = 365 * 24 * 3600
NOT_IN_ENGINE = "-"  # short: most of the pool; the page's script says it in words


def cards_url() -> str:
    return f"/table/cards.json?v={current_app.extensions['rulesdb_version']}"


@bp.get("/table/cards.json")
def card_list():
    body = _body(current_app.extensions["rulesdb_version"], db().folder.name)
    response = Response(body, mimetype="application/json")
    if request.args.get("v") == current_app.extensions["rulesdb_version"]:
        response.headers["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    return response


@lru_cache(maxsize=4)
def _body(version: str, build: str) -> bytes:
    return to_json({"version": version, "fields": ["title", "side", "type", "engine"], "cards": pool()})


def corp_titles() -> frozenset[str]:
    """The Corp's card titles of the pool, which an action line may name before the board holds them."""
    return _corp_titles(current_app.extensions["rulesdb_version"], db().folder.name)


@lru_cache(maxsize=4)
def _corp_titles(version: str, build: str) -> frozenset[str]:
    return frozenset(row[0] for row in pool() if row[1] == "c")


def pool() -> list[list[str]]:
    """[title, side (c/r), type, what the engine says] per card, by title; the last is "" for a card
    the engine plays, else why it cannot play it (fully)."""
    stored = db().card_pool.cards
    rows = [[t, _side(r["facts"].get("side_code")), str(r["facts"].get("type_code") or ""), playable(t)]
            for t, r in stored.items()]
    known = {fold_title(t) for t in stored}  # the engine's cards the data lacks (or a build without data)
    rows += [[t, _side(c.facts.side), c.facts.type, playable(t)] for t, c in CARDS.items()
             if fold_title(t) not in known]
    return sorted(rows, key=lambda row: row[0].lower())


def _side(side: str | None) -> str:
    return "c" if side == "corp" else "r" if side == "runner" else ""


def playable(title: str) -> str:
    """"" when the engine plays the card, "-" when it cannot, else what the card waits for."""
    card = lookup(title)
    if card is None:
        return NOT_IN_ENGINE
    waits = getattr(card, "waits_for", "")
    return f"waits for {waits}" if waits else ""
