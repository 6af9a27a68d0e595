"""Stealing the agenda accessed (cr/step_access_agenda): "cannot steal", its additional steal costs, adding it
to the Runner's score area (or as its own text says), and winning on agenda points."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run.accessed_card import current_card, still_there, take_from_corp, unaffordable
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def steal_ignoring_costs(game: Game, by: str) -> None:
    """"Steal it, ignoring all costs" (Whistleblower): the agenda being accessed is stolen now, without its steal
    costs (cr/rule_ignore_all_costs), and the access is over."""
    game.trace.add(f"{by}: the Runner steals {current_card(game).title}, ignoring all costs.",
                   cites.cr("rule_ignore_all_costs"), key=True)
    steal(game, ignore_costs=True)


ENTERS_RUNNER_SCORE = "enters-runner-score-area"  # value(game, agenda, origin server): how it is added there


def steal(game: Game, ignore_costs: bool = False):
    card = current_card(game)
    if game.access.done or card.card.facts.type != "agenda" or not still_there(game, card):
        return
    forbidden = game.forbidden("steal", card)
    if forbidden:
        game.trace.add(f"The Runner cannot steal {card.title} ({forbidden}).", cites.C_CANNOT,
                       key=True)
        return
    if not ignore_costs and not _pay_steal_costs(game, card):
        return
    from rulesdb.engine.state.thisserver import this_server
    origin = this_server(game, card)  # the server it is stolen from: its root, or a central server's zone
    take_from_corp(game, card)
    stolen = game.change_zone(card, "score area")
    game.runner.score.append(stolen)
    for rule in [r for r in stolen.card.statics if r.kind == ENTERS_RUNNER_SCORE]:  # Project Vacheron's replacement
        rule.value(game, stolen, origin.name if origin else None)
    if game.run:
        game.run.record["stolen"].append(card.title)
    game.access.done = True
    points = game.agenda_points("runner")
    points = f"{points} agenda point{'' if points == 1 else 's'}"
    game.trace.add(f"{card.title} is an agenda: the Runner steals it and now has {points}.",
                   cites.STEAL, cites.C_STEAL, key=True)
    emit(game, Event("stolen", stolen, {"server": origin.name if origin else None}))
    from rulesdb.engine.effects.trashing import current_ends
    current_ends(game, "corp", "The Runner stole an agenda")
    from rulesdb.engine.effects.winning import agenda_win
    if agenda_win(game, "runner", cites.SCORE_SEVEN, cites.WINNING):
        return
    checkpoint(game)


def _pay_steal_costs(game: Game, card: CardObj) -> bool:
    costs = card.card.steal_costs + tuple(c for obj, rule in game.statics("steal-cost")
                                          for c in (rule.value(game, obj, card) or ()))
    if not costs:
        return True
    text = label(costs, card)
    if not payable(game, "runner", card, costs):
        game.trace.add(f"The Runner cannot pay the additional cost to steal {card.title} ({text}), "
                       "so they do not steal it.", cites.C_ADDITIONAL_COST, cites.C_DECLINE_STEAL,
                       key=True)
        unaffordable(game, card, "steal", text)
        return False
    if game.decider.ask(f"steal {card.title}", ["yes", "no"], "Runner", general=("steal",),
                        prices={"yes": text}) == "no":
        game.trace.add(f"The Runner declines to pay {text} and does not steal {card.title}.",
                       cites.C_DECLINE_STEAL, key=True)
        return False
    game.trace.add(f"The Runner pays the additional cost to steal {card.title}: {text}.",
                   cites.C_ADDITIONAL_COST)
    pay_all(game, "runner", card, costs)
    return not game.over  # paying flatlined the Runner: the game ended before the agenda is stolen (cr/rule_game_end)
