"""What follows every install, whoever installs and from wherever: hosted credits, the card's own
install ability, and the install event."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import CardObj, Game


def installs_faceup(card: CardObj) -> bool:
    """"Install only faceup." (Oaktown Renovation): the Corp installs it faceup, an agenda neither
    rezzed nor unrezzed with its abilities active (cr/rule_agendas_faceup)."""
    return any(line.startswith("Install only faceup") for line in card.card.facts.text)


def finish_install(game: Game, obj: CardObj, origin: str = "") -> None:
    """After a card is installed: its hosted credits, its own install ability, the install event
    (`origin`: the zone it was installed from, when an ability asks: "from your heap")."""
    put_hosted_credits(game, obj)
    if obj.card.on_install:
        obj.card.on_install(game, obj)
    emit(game, Event("install", obj, {"from": origin} if origin else {}))


def put_hosted_credits(game: Game, obj: CardObj) -> None:
    """Credits a card places on itself when installed, and its recurring credits."""
    credits = obj.card.hosted_credits or obj.card.recurring
    if credits:
        obj.counters["credits"] = credits
        game.trace.add(f"{obj.title} is installed with {credits}[c] on it.", cites.CREDITS_ON_CARDS)
