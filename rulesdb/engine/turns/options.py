"""What a player could try now, written as a scenario writes it ("install Corroder", "run HQ", "use
Datasucker"), with what it costs. Whether each is legal is never decided here: the listing
(scenario/legal.py) asks the engine's own checks, by trying it.

Costs come from the functions the actions themselves pay with (runner_install_cost, read by least_install_cost
with the programs trashed to make room gone, ice_install_cost, CREDIT_COST, the card's printed cost and additional
costs, an ability's costs).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label
from rulesdb.engine.state.advancing import cannot_advance_now
from rulesdb.engine.state.as_if_in_grip import as_if_in_grip
from rulesdb.engine.state.carddef import fixed_server
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.turns.actions import BASIC, CLICK_COST, CREDIT_COST, Action
from rulesdb.engine.turns.anytime import ability_copies
from rulesdb.engine.turns.click_abilities import use_copies
from rulesdb.engine.turns.corp_actions import corp_copies, ice_install_cost, new_remote_name, resource_copies
from rulesdb.engine.turns.naming import label_of
from rulesdb.engine.turns.runner_installs import least_install_cost

RIG = ("program", "hardware", "resource")
NOT_KNOWN = "not known"  # an action's price when a discount or an additional cost cannot be known on this board


def candidates(game: Game, side: str, abilities: bool = True) -> list[Action]:
    """Every action `side` could name now: the basic actions, a card in hand played or installed
    (wherever it could go), an installed card's [click] ability (unless not `abilities`)."""
    found = [_action(side, "gain credit"), _action(side, "draw")]
    if side == "runner":
        found.append(_action(side, "remove tag"))
        found += [_action(side, "run", server=s) for s in servers(game)]
    else:
        found.append(_action(side, "purge"))
    for card in [*game.player(side).hand, *(as_if_in_grip(game) if side == "runner" else ())]:
        found += _from_hand(game, side, card)
    for card in game.in_play() if abilities else ():
        if card.owner == side:
            clicks = [a for a in card.card.abilities if a.click]
            name = label_of(game, card, use_copies(game, side, card.title), side)
            found += [_action(side, "use", card, ability=i, name=name) for i in range(len(clicks))]
    if side == "corp":
        found += [_action(side, "advance", o, name=label_of(game, o, corp_copies(game, o.title), side))
                  for o in game.installed()
                  if o.owner == "corp" and not cannot_advance_now(o) and not game.forbidden("advance", o)]
        resources = [o for o in game.installed()
                     if o.owner == "runner" and not o.facedown and o.card.facts.type == "resource"]
        found += [_action(side, "trash", o, name=label_of(game, o, resource_copies(game, o.title), side))
                  for o in resources]
    unique: dict[str, Action] = {}
    for action in found:  # copies alike are named once; others by where each is (choice_labels)
        unique.setdefault(action.text, action)
    return list(unique.values())


def servers(game: Game) -> list[str]:
    """The servers that exist: the centrals, and each remote with a card in or protecting it."""
    return [n for n, s in game.servers.items() if not n.startswith("Server ") or s.ice or s.root]


def _from_hand(game: Game, side: str, card: CardObj) -> list[Action]:
    kind = card.card.facts.type
    if kind in ("event", "operation"):
        facts = card.card.facts
        mark = any("run your mark" in line.lower() for line in facts.text)  # its server found as it resolves
        runs = side == "runner" and facts.has("run") and not fixed_server(card.card) and not mark
        return [_action(side, "play", card, server=s) for s in servers(game)] if runs else [_action(side, "play", card)]
    if side == "runner":
        return [_action(side, "install", card)] if kind in RIG else []
    remotes = [n for n in servers(game) if n.startswith("Server ")]
    places = servers(game) if kind in ("ice", "upgrade") else remotes
    new = Action(side, "install", f"install {card.title} in new remote", 0, card.title, new_remote_name(game))
    return [_action(side, "install", card, server=s) for s in places] + [new]


def _action(side: str, verb: str, card: CardObj | None = None, *, server: str | None = None,
            ability: int = 0, name: str | None = None) -> Action:
    """The action on `card`, named `name` when it is one of two copies ("advance Hostile Takeover in Server 2")."""
    title = card.title if card else None
    said = name or title
    return Action(side, verb, text(side, verb, said, server, ability), 0, title, server, ability,
                  which=said if said != title else "")


def text(side: str, verb: str, title: str | None, server: str | None, ability: int) -> str:
    """The action as a scenario file writes it."""
    if verb == "run":
        return f"run {server}"
    if verb == "install" and side == "corp":
        return f"install {title} in {server}"
    if verb == "play" and server:
        return f"play {title} on {server}"
    if verb == "use" and ability:
        return f"use {title} ability {ability + 1}"
    return f"{verb} {title}" if title else verb


def cost(game: Game, action: Action) -> str:
    """What the action costs, as the engine pays it: [click]s, then credits and additional costs."""
    player = game.player(action.player)
    if action.verb == "use":
        card = next(o for o in game.in_play() if o.title == action.card and o.owner == action.player)
        return label([a for a in card.card.abilities if a.click][action.ability].costs, card)
    clicks = CLICK_COST.get(action.verb, 1)
    if action.verb == "run":
        clicks += game.modifier("basic-run-extra-clicks", action.server)
    parts = ["[click]" * clicks, *_credits(game, action, player)]
    return ", ".join(p for p in parts if p)


def priced(game: Game, action: Action) -> tuple[str, str]:
    """The action's cost and "", or NOT_KNOWN and why: a discount or an additional cost that asks the turn's part
    before the scenario (Carmen's "if you made a successful run this turn") leaves that one action unpriced in a
    listing, naming the card; taking it is refused (state.midturn)."""
    try:
        return cost(game, action), ""
    except EarlierTurnUnknown as unknown:
        return NOT_KNOWN, unknown.reason


def _credits(game: Game, action: Action, player) -> list[str]:
    fixed = CREDIT_COST.get((action.player, action.verb))
    if fixed:
        return [f"{fixed}[c]"]
    held = [*player.hand, *(as_if_in_grip(game) if action.player == "runner" else ())]
    card = next((c for c in held if c.title == action.card), None)
    if card is None:
        return []
    if action.verb == "play":
        extra = card.card.play_costs
        price = "X[c]" if card.card.x_cost else f"{card.card.facts.cost}[c]" if card.card.facts.cost else ""
        return [price] + ([label(extra, card)] if extra else [])
    if action.player == "runner":
        return [f"{least_install_cost(game, card)}[c]"]
    if card.is_ice:
        return [f"{ice_install_cost(game, card, game.servers.get(action.server))}[c]"]
    return []


def allowing(action: Action) -> str:
    """The rule that lets a player take this action (the one its trace cites)."""
    return BASIC[(action.player, action.verb)] if action.verb != "use" else cites.C_CLICK_ABILITY


def window_options(game: Game, step, where: str, in_run: bool = True) -> list[dict]:
    """In the paid ability window of `step` (the moment `where`): each ability of an active card,
    each rez, and, in a run, each action (refused there), judged by the checks that guard using,
    rezzing and taking them. Outside a run the window is the action phase's: [click] abilities are
    actions tried apart, and an item is written without `at`."""
    from rulesdb.engine.timing.paid import ability_refusal
    from rulesdb.engine.timing.priority import (
        PAW_OPTIONS,
        REZ_APPROACHED,
        REZ_IN_WINDOW,
        action_refusal,
        rez_check,
        rez_payment,
    )
    found, at = [], where if in_run else ""
    for card in game.in_play():
        if not game.is_active(card):
            continue
        abilities = [a for a in card.card.abilities if not a.access]
        for i, ability in enumerate(abilities):
            if ability.click and not in_run:
                continue
            name = label_of(game, card, ability_copies(game, card.owner, card.title), card.owner)
            said = f"use {name}" + (f" ability {i + 1}" if i else "")
            try:
                refusal = action_refusal(game, card.owner) if ability.click else \
                    ability_refusal(game, card.owner, card, ability)
            except EarlierTurnUnknown as unknown:  # its use restriction asks the turn's part before the scenario
                refusal = (unknown.reason, cites.cr("rule_use_restriction"))
            found.append(option(card.owner, said, at, label(ability.costs, card), refusal, PAW_OPTIONS))
    for card in game.installed():
        if card.owner == "corp" and not card.rezzed and card.card.facts.type != "agenda":
            allows = REZ_APPROACHED if card.is_ice else REZ_IN_WINDOW
            name = label_of(game, card, corp_copies(game, card.title), "corp")
            try:
                price, refusal = f"{rez_payment(game, card)}[c]", rez_check(game, card, step)
            except EarlierTurnUnknown as unknown:  # a rez cost that asks the turn's part before the scenario
                found.append(cannot_tell("corp", f"rez {name}", at, NOT_KNOWN, unknown.reason, allows))
                continue
            found.append(option("corp", f"rez {name}", at, price, refusal, allows))
    if not in_run:
        return found
    refusal = action_refusal(game, game.turn.active)
    found += [option(a.player, a.text, at, priced(game, a)[0], refusal, allowing(a))
              for a in candidates(game, game.turn.active, abilities=False)]
    return found


def option(side: str, said: str, at: str, price: str, refusal, allows: str) -> dict:
    """One option as the listing gives it: the item to add to `actions` (attempted where the engine
    refuses it, so adding it gives the refusal in the ruling), and the engine's answer."""
    item = {side: said, **({"at": at} if at else {}), **({"attempt": True} if refusal else {})}
    return {"player": side, "action": said, "item": item, "cost": price, "allowed": refusal is None,
            "reason": refusal[0] if refusal else None, "rule": refusal[1] if refusal else allows}


def cannot_tell(side: str, said: str, at: str, price: str, why: str, allows: str) -> dict:
    """An option the engine cannot judge: `allowed` null, the reason naming what it cannot tell."""
    return dict(option(side, said, at, price, None, allows), allowed=None, reason=f"the engine cannot tell: {why}",
                rule=None)
