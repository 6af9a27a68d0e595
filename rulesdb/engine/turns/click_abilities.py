"""The action that uses a card's [click] ability (`use <card>`, `use <card> ability 2`): found among the player's
cards in play, the Corp's agendas the Runner stole ("Any player can use this ability", or one usable from the
Runner's score area), and cards whose ability works from the hand or the discard pile; two copies the player could
use are told apart by their labels (turns/naming.py).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.paid import use_ability
from rulesdb.engine.turns.actions import stop
from rulesdb.engine.turns.naming import copy_named

_ZONE_NAMES = {"corp": {"hand": "HQ", "discard": "Archives"}, "runner": {"hand": "the grip", "discard": "the heap"}}


def _use(game: Game, action) -> None:
    """A click ability of an installed card (or identity): pay its costs, then resolve it."""
    stolen, elsewhere = _use_places(game, action.player)
    copies = use_copies(game, action.player, action.card)
    card = copy_named(game, action, copies, lambda o: _click_ability(game, action, o, stolen, elsewhere) is not None)
    abilities = [a for a in card.card.abilities if a.click] if card is not None else []
    if card is not None and card.owner != action.player:  # "Any player can use this ability" (Detente)
        abilities = [a for a in abilities if a.any_player]
    from_runner_score = card is not None and any(o is card for o in stolen)
    zone = next((z for o, z in elsewhere if o is card), "")
    abilities = [a for a in abilities if a.from_zone == zone]
    if card is None or not (game.is_active(card) or from_runner_score or zone):
        stop(game, action, f"{action.card} is not an active card of the "
             f"{game.player(action.player).name}'s", cites.C_CLICK_ABILITY)
    if len(abilities) <= action.ability:
        away = {a.from_zone for a in card.card.abilities if a.click and a.from_zone != zone}
        if away and not abilities:  # "reveal and trash this card from HQ": active only there
            places = " or ".join(_ZONE_NAMES[action.player][z] for z in sorted(away))
            stop(game, action, f"{card.title}'s [click] ability works only from {places}",
                 cites.cr("rule_active_exception_catchall"))
        stop(game, action, f"{card.title} has no [click] ability number {action.ability + 1}")
    ability = abilities[action.ability]
    if from_runner_score and not ability.in_runner_score:
        stop(game, action, f"{card.title} is not an active card of the Corp's: it is in the Runner's score area, "
             "where only an ability that says so can be used (cr/rule_active_exception_catchall)")
    use_ability(game, action.player, card, ability, lambda msg, rule=None: stop(game, action, msg, rule))


def _use_places(game: Game, side: str) -> tuple[list, list]:
    """Where `use` looks besides cards in play: the Corp's agendas the Runner stole, and cards whose ability works
    from the hand or the discard pile, with that zone."""
    stolen = game.runner.score if side == "corp" else []
    player = game.player(side)
    zones = {"hand": player.hand, "discard": player.discard}  # abilities that work only from there
    return stolen, [(o, zone) for zone, pile in zones.items() for o in pile
                    if any(a.from_zone == zone for a in o.card.abilities)]


def use_copies(game: Game, side: str, title: str) -> list[CardObj]:
    """The cards titled `title` whose [click] abilities `use` looks for."""
    stolen, elsewhere = _use_places(game, side)
    return [o for o in game.in_play() + stolen + [o for o, _ in elsewhere]
            if o.title.lower() == title.lower() and _usable_by(o, side)]


def _click_ability(game: Game, action, card: CardObj, stolen: list, elsewhere: list):
    """The [click] ability `use` means on this copy, if the player could use it now (else None)."""
    from rulesdb.engine.timing.paid import ability_refusal
    zone = next((z for o, z in elsewhere if o is card), "")
    abilities = [a for a in card.card.abilities if a.click and a.from_zone == zone
                 and (card.owner == action.player or a.any_player)]
    from_score = any(o is card for o in stolen)
    if len(abilities) <= action.ability or not (game.is_active(card) or from_score or zone):
        return None
    ability = abilities[action.ability]
    if from_score and not ability.in_runner_score or ability_refusal(game, action.player, card, ability):
        return None
    return ability


def _usable_by(card: CardObj, player: str) -> bool:
    """A player uses the abilities of their own cards, and an ability that says "Any player can use this ability"
    on the other player's (cr/rule_controller_ability, cr/rule_ability_controller_specified)."""
    return card.owner == player or any(a.any_player for a in card.card.abilities)


HANDLERS = {"use": _use}
