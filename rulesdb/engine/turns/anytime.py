"""Actions a scenario takes at a moment inside a run (`at: encounter Ice Wall`): in that moment's paid
ability window a player may use a paid ability, and the Corp may rez what the window allows; an
action ([click] actions and [click] abilities) is refused there, by the same check that guards every
action (timing/priority.py). An attempt (`attempt: true`) records a refusal; otherwise it is an error.
"""

from __future__ import annotations

from dataclasses import replace

from rulesdb.engine.state.attempts import attempt
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.flow import offer_rez
from rulesdb.engine.timing.paid import use_ability
from rulesdb.engine.timing.priority import PAW_OPTIONS, REZ_APPROACHED, REZ_IN_WINDOW, action_refusal, rez_check
from rulesdb.engine.timing.steps import Step
from rulesdb.engine.turns.actions import perform, stop, written_at
from rulesdb.engine.turns.corp_actions import corp_copies
from rulesdb.engine.turns.naming import copy_named
from rulesdb.errors import ScenarioError


def take_following(game: Game) -> list:
    """The `at` items that follow the action just taken: they wait for their moment."""
    found = []
    while game.actions and game.actions[0].at:
        found.append((game.actions.pop(0), carry_out))
    return found


def during(game: Game, action, perform_action) -> None:
    """Take `action` with the `at` items after it waiting for their moments; an item whose moment
    never came is an error naming it and the moments that did (never silently dropped)."""
    game.during, game.reached = take_following(game), []
    try:
        perform_action(game, action)
    finally:
        left, game.during = game.during, []
    if left and not game.over:
        reached = ", ".join(dict.fromkeys(game.reached)) or "none"
        first = left[0][0]
        raise ScenarioError(f"{written_at(game, first)}: at {first.at!r}: that moment did "
                            f"not come while the Runner could act in the run {action.text!r} made (moments "
                            f"reached: {reached})")


def in_window(game: Game, action, step: Step) -> None:
    """A rez or a paid ability listed among the actions: taken in the paid ability window of `step`
    (the action phase's), spending no [click]."""
    from rulesdb.engine.timing.paid import moment
    where = moment(game, step)
    before, game.paid_window = game.paid_window, where
    try:
        carry_out(game, action, step, where)
    finally:
        game.paid_window = before


def carry_out(game: Game, action, step: Step, where: str) -> None:
    """One `at` item, in the paid ability window of `step` (the moment `where`)."""
    if action.verb == "probe":  # the legal actions are listed here (scenario/legal.py)
        game.probe(game, step, where)
        return
    if action.attempt:
        attempt(game, action, lambda g, a: _do(g, a, step), at=where, allows=_allowing(game, action))
        return
    _do(game, action, step)


def _allowing(game: Game, action) -> str:
    """The rule that lets this be done in a paid ability window, were it allowed."""
    from rulesdb.engine.turns.actions import BASIC
    if action.verb == "rez":
        ice = any(o.is_ice and o.title.lower() == action.card.lower() for o in game.installed())
        return REZ_APPROACHED if ice else REZ_IN_WINDOW
    if action.verb == "use":
        card = next((o for o in game.in_play() if o.title.lower() == action.card.lower()), None)
        abilities = [a for a in card.card.abilities if not a.access] if card else []
        if abilities and not abilities[action.ability].click:
            return PAW_OPTIONS
    return BASIC[(action.player, action.verb)]


def _do(game: Game, action, step: Step) -> None:
    if action.verb == "rez":
        _rez(game, action, step)
        return
    if action.verb == "use":
        card = _active_card(game, action)
        ability = [a for a in card.card.abilities if not a.access][action.ability]
        if not ability.click:
            use_ability(game, action.player, card, ability, lambda msg, rule=None: stop(game, action, msg, rule))
            return
        refusal = action_refusal(game, action.player)
        if refusal:  # a [click] ability is an action (cr/rule_click_actions)
            stop(game, action, f"{card.title}'s ability costs [click], so using it is an action, and "
                 f"{refusal[0]}", refusal[1])
        action = replace(action, ability=[a for a in card.card.abilities if a.click].index(ability))
    perform(game, action)  # an action: refused in a paid ability window


def _active_card(game: Game, action) -> CardObj:
    from rulesdb.engine import cites
    from rulesdb.engine.timing.paid import ability_refusal

    def able(obj: CardObj) -> bool:
        abilities = [a for a in obj.card.abilities if not a.access]
        ability = abilities[action.ability] if action.ability < len(abilities) else None
        return ability is not None and (ability.click or not ability_refusal(game, action.player, obj, ability))
    card = copy_named(game, action, ability_copies(game, action.player, action.card), able)
    if card is None:
        stop(game, action, f"{action.card} is not an active card of the {game.player(action.player).name}'s",
             cites.C_PAID)
    return card


def ability_copies(game: Game, side: str, title: str) -> list[CardObj]:
    """The active cards of `side` titled `title` in play, whose paid abilities `use` at a moment looks for."""
    return [o for o in game.in_play() if o.title.lower() == title.lower() and o.owner == side and game.is_active(o)]


def _rez(game: Game, action, step: Step) -> None:
    from rulesdb.engine import cites
    card = copy_named(game, action, corp_copies(game, action.card), lambda o: rez_check(game, o, step) is None)
    if card is None:
        stop(game, action, f"{action.card} is not an installed Corp card", cites.C_REZ)
    refusal = rez_check(game, card, step)
    if refusal:
        stop(game, action, *refusal)
    offer_rez(game, card, forced=True)
