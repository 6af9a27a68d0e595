"""Derezzing a card (cr/sec_derez): only card effects do it, it costs nothing and has no steps
(cr/rule_derez_by_ability, cr/rule_derez_procedure); ice derezzed while it is encountered ends the
encounter, and the run continues to the Movement Phase (cr/rule_ice_change_encounter_uninstall_derez)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

DEREZ = cites.cr("rule_derez_procedure")


def derez(game: Game, card: CardObj, by: str) -> bool:
    """Turn a rezzed Corp card facedown; False (traced) when it is not rezzed."""
    if not card.rezzed:
        game.trace.add(f"{by}: {card.title} is not rezzed, so it cannot be derezzed.", DEREZ)
        return False
    card.rezzed = False
    if game.run is not None and card.is_ice:  # "as long as a piece of ice has been derezzed during that run"
        game.run.record.setdefault("derezzed", []).append(card.title)
    game.trace.add(f"{by}: {card.title} is derezzed (turned facedown).", DEREZ, cites.cr("rule_derez_by_ability"),
                   key=True)
    enc = game.encounter
    if enc is not None and not enc.ended and enc.ice is card:
        from rulesdb.engine.effects.ending import end_encounter
        game.trace.add(f"{card.title} was being encountered: the encounter ends and the run continues to the "
                       "Movement Phase.", cites.cr("rule_ice_change_encounter_uninstall_derez"), key=True)
        end_encounter(game, "ice derezzed")
    emit(game, Event("derezzed", card, {"by": by}))
    return True
