"""Access ([5.5] to [5.6]): which cards the Runner accesses, trashing them, stealing agendas.

HQ gives one card at random (seeded), R&D its top card, Archives all of it, a remote server its
root. Each accessed card goes through [5.5.1] to [5.5.4]; stealing 7 points wins the game.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.state import CardObj, Game
from rulesdb.engine.triggers import Event, checkpoint, emit


def _determine(game: Game):
    run, corp = game.run, game.corp
    if run.server == "HQ":
        cards = [corp.hand[game.rng.randrange(len(corp.hand))]] if corp.hand else []
        how = " at random"
    elif run.server == "R&D":
        cards, how = corp.deck[:1], " from the top"
    elif run.server == "Archives":
        cards, how = list(corp.discard), ""
    else:
        cards, how = list(game.servers[run.server].root), " in the root"
    run.record["to_access"] = len(cards)
    game.access = {"cards": cards, "index": 0, "done": False}
    game.trace.add(f"The Runner will access {len(cards)} card(s) in {run.server}{how}.",
                   cites.ACCESSING)
    return None if cards else "5.6"


def _current(game: Game) -> CardObj:
    return game.access["cards"][game.access["index"]]


def _access(game: Game):
    card = _current(game)
    game.access["done"] = False
    game.run.record["accessed"].append(card.title)
    game.trace.add(f"The Runner accesses {card.title}.", cites.ACCESSING)
    emit(game, Event("access", card))
    checkpoint(game)


def _trash_it(game: Game):
    card = _current(game)
    cost = card.card.facts.trash_cost
    if cost is None:
        return
    payment = Payment("runner", cost, "trash", f"trashing {card.title}", card)
    if not able(game, payment):
        game.trace.add(f"The Runner cannot pay {card.title}'s trash cost of {cost}[c].",
                       cites.TRASH_COST)
        return
    if game.decider.ask(f"trash {card.title}", ["yes", "no"], "Runner") == "no":
        game.trace.add(f"The Runner does not trash {card.title}.", cites.TRASH_COST)
        return
    pay(game, payment, cites.TRASH_COST)
    _take_from_corp(game, card)
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.run.record["trashed"].append(card.title)
    game.log["trashed"].append(card.title)
    game.access["done"] = True
    game.trace.add(f"The Runner trashes {card.title}; it goes to Archives.", cites.TRASH_COST)


def _steal(game: Game):
    card = _current(game)
    if game.access["done"] or card.card.facts.type != "agenda":
        return
    _take_from_corp(game, card)
    game.runner.score.append(game.change_zone(card, "score area"))
    game.run.record["stolen"].append(card.title)
    game.access["done"] = True
    points = sum(c.card.facts.agenda_points or 0 for c in game.runner.score)
    game.trace.add(f"{card.title} is an agenda: the Runner steals it ({points} agenda points).",
                   cites.STEAL, key=True)
    if points >= 7:
        game.winner, game.reason = "runner", "agenda points"
        game.trace.add("The Runner has 7 or more agenda points and wins the game.",
                       cites.SCORE_SEVEN, cites.WINNING)


def _set_aside(game: Game):
    if not game.access["done"]:
        game.trace.add(f"{_current(game).title} is set aside.", cites.ACCESSING)
    game.access["index"] += 1
    return "5.5.1" if game.access["index"] < len(game.access["cards"]) else None


def _return(game: Game):
    game.trace.add("The accessed cards set aside return to where they were, as they were.",
                   cites.ACCESSING)
    game.access = None
    return "6"


def _take_from_corp(game: Game, card: CardObj) -> None:
    corp = game.corp
    for pile in (corp.hand, corp.deck, corp.discard, *(s.root for s in game.servers.values())):
        if any(o is card for o in pile):
            pile.remove(card)
            return


HANDLERS = {"5.5": _determine, "5.5.1": _access, "5.5.2": _trash_it, "5.5.3": _steal,
            "5.5.4": _set_aside, "5.6": _return}
