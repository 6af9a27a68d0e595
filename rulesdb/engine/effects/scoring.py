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
    """What keeps the Corp from scoring `agenda` now, as "<card>: <its text>", or "": the agenda's own "cannot
    score", which applies while it is installed although it is inactive (Vulnerability Audit,
    cr/rule_active_exception_catchall), or another card's (Clot)."""
    own = next((r for r in agenda.card.statics if r.kind == "cannot-score" and r.value(game, agenda, agenda)), None)
    if own is not None and not game.is_active(agenda):
        return f"{agenda.title}: {own.text}"
    found = game.forbidder("score", agenda)
    if found is None:
        return ""
    obj, rule = found
    return f"{obj.title}: {rule.text}" if obj else rule.text or "a lasting effect"


def tell_unscorable(game: Game) -> None:
    """An agenda advanced to its requirement that a "cannot score", or an additional cost to score it the Corp cannot
    pay (Azef Protocol with no other installed card), keeps unscored is said once a turn, with why: the Corp is never
    asked, and a ruling must say why (cr/rule_cannot_precedence, cr/rule_additional_cost)."""
    for agenda in advanced_enough(game):
        why, rule = forbidding(game, agenda), cites.C_CANNOT
        if not why and not payable(game, "corp", agenda, agenda.card.score_costs):
            why = f"the Corp cannot pay the additional cost to score it ({label(agenda.card.score_costs, agenda)})."
            rule = cites.C_ADDITIONAL_COST
        told = {(u["turn"], u["object"]) for u in game.log["unscorable"]}
        if not why or (game.turn.number, agenda.object_id) in told:
            continue
        game.log["unscorable"].append({"agenda": agenda.title, "reason": why, "turn": game.turn.number,
                                       "object": agenda.object_id})
        game.trace.add(f"{agenda.title} is advanced to its requirement, but the Corp cannot score it: {why}",
                       cites.C_SCORE, rule, key=True)


def offer_scores(game: Game) -> None:
    tell_unscorable(game)
    for agenda in scorable(game):
        if agenda not in scorable(game):  # scoring another one changed what may be scored (Luminal Transubstantiation)
            continue
        if game.decider.ask(f"score {agenda.title}", ["yes", "no"], "Corp", general=("score",)) == "no":
            game.trace.add(f"The Corp does not score {agenda.title}.", cites.C_SCORE, cites.C_NOT_REQUIRED_TO_SCORE)
            continue
        from rulesdb.engine.state.earlier_this_turn import may_have_been_used
        from rulesdb.engine.state.unseen_lasting import may_have_forbidden
        may_have_been_used(game, "score", agenda)  # an unseen Digital Rights Management: "You cannot score agendas"
        may_have_forbidden(game, "score", agenda)  # an unseen "You cannot score the second card this turn" (A Teia)
        score(game, agenda)


def score(game: Game, agenda: CardObj) -> None:
    from rulesdb.engine.effects.uninstalling import remove_installed
    if agenda.card.score_costs:  # paid first, with its checkpoint, before the agenda moves
        game.trace.add(f"The Corp pays the additional cost to score {agenda.title}: "
                       f"{label(agenda.card.score_costs, agenda)}.", cites.C_ADDITIONAL_COST)
        pay_all(game, "corp", agenda, agenda.card.score_costs)
    # what the agenda had as it began to be scored, before it moved (dividends read it: rule_dividends_timing)
    place = game.locate(agenda)  # "scored from the root of this server" (Djupstad Grid, Lamplighter)
    began = {"advancement": agenda.counters.get("advancement", 0), "requirement": requirement(game, agenda),
             "server": place[0].name if place else None}
    remove_installed(game, agenda)
    scored = game.change_zone(agenda, "score area")
    game.corp.score.append(scored)
    game.corp.scored_this_turn.append(agenda.title)
    points = game.agenda_points("corp")
    game.trace.add(f"The Corp scores {agenda.title} ({began['advancement']} "
                   f"advancement counters, requirement {began['requirement']}): the Corp now has {points} "
                   f"agenda point{'' if points == 1 else 's'}.", cites.C_SCORE, cites.C_SCORE_TOTAL, key=True)
    emit(game, Event("scored", scored, began))
    from rulesdb.engine.effects.trashing import current_ends
    current_ends(game, "runner", "The Corp scored an agenda")
    from rulesdb.engine.effects.winning import agenda_win
    if agenda_win(game, "corp", cites.WINNING):
        return
    checkpoint(game)  # "when you score" abilities resolve now (cr/rule_score_steal)
