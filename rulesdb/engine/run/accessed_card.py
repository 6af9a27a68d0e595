"""The card being accessed: where it lies (still in a Corp zone, set aside from HQ or R&D), taking it from
the Corp as it moves, and a cost the Runner could not pay to steal or trash it, recorded on the run."""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def current_card(game: Game) -> CardObj:
    """The card the Runner is accessing now."""
    return game.access.current


def unaffordable(game: Game, card: CardObj, to: str, cost: str) -> None:
    """Record on the run that the Runner could not pay to steal or trash `card` (the verdict says so)."""
    if game.run is not None:
        game.run.record["unaffordable"].append({"card": card.title, "to": to, "cost": cost})


def set_aside_from(game: Game, card: CardObj) -> str:
    """The pile a set-aside card came from ("hq", "rd"): leaving the set-aside zone, it is treated as leaving
    that pile (cr/rule_set_aside_zone_passthrough)."""
    if not any(o is card for o in game.set_aside):
        return ""
    return {"HQ": "hq", "R&D": "rd"}.get(card.left_server or "", "")


def still_there(game: Game, card: CardObj) -> bool:
    """Whether the accessed card is still in a Corp zone or set aside (not trashed, stolen or moved away)."""
    corp = game.corp
    piles = (corp.hand, corp.deck, corp.discard, game.set_aside, *(s.root for s in game.servers.values()))
    return any(o is card for pile in piles for o in pile)


def take_from_corp(game: Game, card: CardObj) -> None:
    """Take the accessed card out of the Corp zone (or the set-aside zone) it lies in, before it moves."""
    corp = game.corp
    for pile in (corp.hand, corp.deck, corp.discard, game.set_aside, *(s.root for s in game.servers.values())):
        if any(o is card for o in pile):
            pile.remove(card)
            return
