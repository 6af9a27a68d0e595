"""Adding a card to a score area without scoring or stealing it: an agenda added directly (Regenesis, Kingmaking,
Quantum Predictive Model) or another card added "as an agenda" (Public Support, Notoriety, Jeitinho).

No "scored" or "stolen" event is emitted, so "when scored" / "when stolen" abilities do not fire. The points count
through the score area like any agenda's (Game.agenda_points, with the card's own worth as a constant ability) and a
win they bring is found at the next checkpoint (effects/winning.py, cr/step_checkpoint_agenda_points)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

# an agenda moved to a score area is neither scored nor stolen
AGENDA_ADDED = (cites.cr("rule_add_agenda_to_score_area"),)
# a card added "as an agenda" is converted (only the effect's properties) and neither scored nor stolen
CONVERTED = (cites.cr("rule_add_card_to_score_area"), cites.cr("rule_added_agendas_not_scored_or_stolen"))


def add_to_score_area(game: Game, side: str, card: CardObj, by: str, *, as_agenda: str = "",
                      origin: str = "") -> CardObj:
    """Move `card` (already taken from where it was) into `side`'s score area and trace it; the new object.

    `as_agenda` is what a non-agenda card becomes, as the card's text says it ("an agenda worth 1 agenda
    point"); empty for an agenda, which stays what it is. `origin` names where it came from ("HQ")."""
    card.zone = "score area"  # the old object left its zone: an event or operation is not trashed after it
    added = game.change_zone(card, "score area")
    player = game.player(side)
    player.score.append(added)
    name, verb = ("Corp", "scored") if side == "corp" else ("Runner", "stolen")
    where = f" from {origin}" if origin else ""
    how = f" as {as_agenda}" if as_agenda else ""
    points = game.agenda_points(side)
    game.trace.add(f"{by}: {card.title} is added{where} to the {name}'s score area{how}; it was not {verb}. The "
                   f"{name} has {points} agenda point{'' if abs(points) == 1 else 's'}.",
                   *(CONVERTED if as_agenda else AGENDA_ADDED), key=True)
    return added
