"""Scoring an agenda: its advancement requirement, the agendas the Corp may score now, and the score
itself (additional costs, the score area, "when scored" abilities at the checkpoint)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


# --- scoring -------------------------------------------------------------------------------------
def requirement(game: Game, agenda: CardObj) -> int:
    return (agenda.card.facts.advancement or 0) + game.own_modifier("advancement-requirement", agenda)


def advanced_enough(game: Game) -> list[CardObj]:
    """Installed agendas advanced to their requirement, in the Corp's turn outside a run: the ones the
    Corp could score, were nothing to forbid it."""
    if game.turn.active != "corp" or game.run is not None:
        return []
    return [o for o in game.installed() if o.card.facts.type == "agenda"
            and o.counters.get("advancement", 0) >= requirement(game, o)]


def scorable(game: Game) -> list[CardObj]:
    """Installed agendas the Corp may score now: advanced to their requirement, in the Corp's turn."""
    return [o for o in advanced_enough(game) if not forbidding(game, o)
            and payable(game, "corp", o, o.card.score_costs)]  # cr/rule_additional_cost


def forbidding(game: Game, agenda: CardObj) -> str:
    """What keeps the Corp from scoring `agenda` now, as "<card>: <its text>", or "": a "cannot score" of
    another card (Clot) or the agenda's own (own_restriction)."""
    if own_restriction(game, agenda):
        rule = next(r for r in agenda.card.statics if r.kind == "cannot-score" and r.value(game, agenda, agenda))
        return f"{agenda.title}: {rule.text}"
    for obj, rule in game.statics("cannot-score"):
        if rule.value(game, obj, agenda):
            return f"{obj.title}: {rule.text}" if obj else rule.text or "a lasting effect"
    return ""


def tell_unscorable(game: Game) -> None:
    """An agenda advanced to its requirement that a "cannot score" keeps unscored is said once a turn, with
    what forbids it: the Corp is never asked, and a ruling must say why (cannot beats can, cr/rule_cannot)."""
    for agenda in advanced_enough(game):
        why = forbidding(game, agenda)
        told = {(u["turn"], u["object"]) for u in game.log["unscorable"]}
        if not why or (game.turn.number, agenda.object_id) in told:
            continue
        game.log["unscorable"].append({"agenda": agenda.title, "reason": why, "turn": game.turn.number,
                                       "object": agenda.object_id})
        game.trace.add(f"{agenda.title} is advanced to its requirement, but the Corp cannot score it: {why}",
                       cites.C_SCORE, cites.C_CANNOT, key=True)


def own_restriction(game: Game, agenda: CardObj) -> bool:
    """An agenda's own "you cannot score this agenda if ..." (Vulnerability Audit): it can only matter while
    the agenda is installed, so it applies there although the agenda is inactive (cr/rule_active_exception_catchall)."""
    return any(rule.kind == "cannot-score" and rule.value(game, agenda, agenda) for rule in agenda.card.statics) \
        and not game.is_active(agenda)


def offer_scores(game: Game) -> None:
    tell_unscorable(game)
    for agenda in scorable(game):
        if agenda not in scorable(game):  # scoring another one changed what may be scored (Luminal Transubstantiation)
            continue
        if game.decider.ask(f"score {agenda.title}", ["yes", "no"], "Corp", general=("score",)) == "no":
            game.trace.add(f"The Corp does not score {agenda.title}.", cites.C_SCORE, cites.C_NOT_REQUIRED_TO_SCORE)
            continue
        score(game, agenda)


def score(game: Game, agenda: CardObj) -> None:
    from rulesdb.engine.effects.common import _remove
    if agenda.card.score_costs:  # paid first, with its checkpoint, before the agenda moves
        game.trace.add(f"The Corp pays the additional cost to score {agenda.title}: "
                       f"{label(agenda.card.score_costs, agenda)}.", cites.C_ADDITIONAL_COST)
        pay_all(game, "corp", agenda, agenda.card.score_costs)
    # what the agenda had as it began to be scored, before it moved (dividends read it: rule_dividends_timing)
    place = game.locate(agenda)  # "scored from the root of this server" (Djupstad Grid, Lamplighter)
    began = {"advancement": agenda.counters.get("advancement", 0), "requirement": requirement(game, agenda),
             "server": place[0].name if place else None}
    _remove(game, agenda)
    scored = game.change_zone(agenda, "score area")
    game.corp.score.append(scored)
    game.corp.scored_this_turn.append(agenda.title)
    points = game.agenda_points("corp")
    game.trace.add(f"The Corp scores {agenda.title} ({began['advancement']} "
                   f"advancement counters, requirement {began['requirement']}): {points} "
                   "agenda points.", cites.C_SCORE, cites.C_SCORE_TOTAL, key=True)
    emit(game, Event("scored", scored, began))
    from rulesdb.engine.effects.common import current_ends
    current_ends(game, "runner", "The Corp scored an agenda")
    from rulesdb.engine.effects.winning import agenda_win
    if agenda_win(game, "corp", cites.WINNING):
        return
    checkpoint(game)  # "when you score" abilities resolve now (cr/rule_score_steal)
