"""The Corp's own basic actions: install (ice, roots, new remotes, overinstalling), advance, trash a
resource of a tagged Runner, purge; and scoring an agenda, which is not an action but a decision in
the windows that allow it (cr/rule_score_not_an_action).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.installing import chooses_faceup, finish_install, installs_faceup
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.advancing import cannot_advance_now
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import PLAY_AREA, CardObj, Server
from rulesdb.engine.state.unseen_lasting import may_have_forbidden
from rulesdb.engine.turns.actions import CREDIT_COST, from_hand, pay_or_stop, stop
from rulesdb.engine.turns.naming import copy_named
from rulesdb.engine.turns.root_limits import make_room_for_region, refused_root

ROOT_ONE_OF = ("asset", "agenda")  # a remote's root holds at most one asset or agenda


def remote_limit_reached(game: Game) -> bool:
    """An active "Limit N remote servers" forbids creating another (cr/rule_limit_remote_servers)."""
    limits = [rule.value(game, obj, None) for obj, rule in game.statics("remote-limit")]
    remotes = [n for n, s in game.servers.items() if n.startswith("Server ") and (s.ice or s.root)]
    return bool(limits) and len(remotes) >= min(limits)


def install(game: Game, action) -> None:
    """The basic action: install a card from HQ (cr/rule_corp_basic_action_install)."""
    card = from_hand(game, action)
    install_card(game, card, game.corp.hand, action.server,
                 lambda message: stop(game, action, message, cites.C_CORP_INSTALL))


def install_card(game: Game, card: CardObj, pile: list, destination: str, refuse, *,
                 ignore_cost: bool = False, discount: int = 0) -> CardObj:
    """Install a Corp card from `pile`: ice outermost on a server, anything else in a root (faceup:
    no), creating the remote if it is new; `ignore_cost` for "ignoring the install cost"."""
    created = destination not in game.servers
    if not card.is_ice and refused_root(card, destination):
        refuse(refused_root(card, destination))
    if created and remote_limit_reached(game):
        refuse("the Corp cannot create a new remote server: an active ability limits its remote servers")
    server = game.servers.setdefault(destination, Server(destination))
    with installing_in(game, server):
        if created:
            game.trace.add(f"The Corp creates a new remote server, {server.name}, to install in.",
                           cites.C_NEW_REMOTE)
            emit(game, Event("server-created", info={"server": server.name}))
        if card.is_ice:
            obj = _install_ice(game, card, pile, server, refuse, ignore_cost, discount)
        else:
            make_room_for_region(game, card, server)
            obj = _install_root(game, card, pile, server)
        if pile is game.corp.hand:
            game.turn.installed_from_hq += 1
        finish_install(game, obj, _origin(game, pile))
        if created:
            emit(game, Event("remote-created", info={"server": server.name}))
    return obj


@contextmanager
def installing_in(game: Game, server: Server) -> Iterator[None]:
    """The steps of installing in `server` (cr/rule_steps_installing_trash_like_cards): a new remote being installed
    in still exists while empty, and ice trashed first is trashed as a step of installing."""
    game.installing = server.name
    try:
        yield
    finally:
        game.installing = ""


def _origin(game: Game, pile: list) -> str:
    """Where an installed card came from, for "when you install this agenda from anywhere except HQ" (an ability
    that found the card hands a list of its own: "elsewhere", never HQ)."""
    zones = ((game.corp.hand, "hq"), (game.corp.discard, "archives"), (game.corp.deck, "rd"))
    return next((name for zone, name in zones if zone is pile), "elsewhere")


def _install_ice(game: Game, card: CardObj, pile: list, server: Server, refuse, ignore_cost: bool,
                 discount: int = 0) -> CardObj:
    """`discount`: "paying 1[c] less" (Mercia B4LL4RD), never below 0."""
    if not ignore_cost:
        trash_ice_before_installing(game, card, server, discount)
    cost = 0 if ignore_cost else max(0, ice_install_cost(game, card, server) - discount)
    if not pay(game, Payment("corp", cost, "install", f"installing {card.title}", card),
               cites.cr("rule_ice_install_cost")):
        refuse(f"the Corp cannot pay {cost}[c] for installing {card.title}")
    pile.remove(card)
    obj = game.change_zone(card, PLAY_AREA)
    server.ice.insert(0, obj)
    run = game.run
    if run is not None and run.server == server.name and run.position >= 0:
        run.position += 1  # outward of the Runner: not approached (cr/rule_ice_change_outward)
    paid, floored = ("ignoring the install cost", False) if ignore_cost else \
        _install_cost_said(game, card, len(server.ice) - 1, cost, discount)
    game.trace.add(f"The Corp installs a piece of ice facedown protecting {server.name}, outermost "
                   f"({paid}).", cites.C_INSTALL_STEPS, cites.C_ICE_OUTERMOST,
                   *((cites.cr("rule_cost_calculation"),) if floored else ()))
    return obj


def _install_cost_said(game: Game, card: CardObj, there: int, cost: int, discount: int) -> tuple[str, bool]:
    """How an ice's install cost came to be, with what changed it ("1[c] for each ice already protecting it (2[c]),
    Secure and Protect -3[c], never below 0"), and whether it was raised to 0 (cr/rule_cost_calculation)."""
    terms = game.modifier_terms("install-cost", card)
    said = "".join(f", {name} {'+' if value > 0 else '-'}{abs(value)}[c]" for value, name in terms)
    said += f", paying {discount}[c] less" if discount else ""
    floored = there + sum(value for value, _ in terms) - discount < 0
    terms = terms or discount
    each = f"1[c] for each ice already protecting it ({there}[c])" if terms else \
        "1[c] for each ice already protecting it"
    return f"install cost {cost}[c]: {each}{said}{', never below 0' if floored else ''}", floored


def trash_ice_before_installing(game: Game, card: CardObj, server: Server, discount: int) -> None:
    """Before installing ice, the Corp may trash any of the ice protecting that server, which then no longer counts
    toward the install cost (cr/rule_install_trash_ice). Asked ("trash before installing <card>": the ice to trash,
    or "none") when the Corp cannot pay the full cost, or when the scenario answers it; otherwise the Corp keeps
    its ice, as it nearly always would."""
    name = f"trash before installing {card.title}"
    full = max(0, ice_install_cost(game, card, server) - discount)
    if not server.ice or (able(game, Payment("corp", full, "install", f"installing {card.title}", card))
                          and not game.decider.mentions(name)):
        return
    ice = list(server.ice)
    names = labels(game, ice, "corp")

    def check(value):
        chosen = [] if value in ("none", "no") else value if isinstance(value, list) else [value]
        unknown = [n for n in chosen if str(n).lower() not in [m.lower() for m in names]]
        if unknown:
            raise ValueError(f"{unknown[0]!r} is not a piece of ice protecting {server.name}")
        return [ice[[m.lower() for m in names].index(str(n).lower())] for n in chosen]
    prices = {n: f"installing {card.title} then costs 1[c] less" for n in names}
    for obj in game.decider.ask(name, [*names, "none"], "Corp", check=check, prices=prices):
        game.trace.add(f"Before installing {card.title}, the Corp trashes {obj.title} protecting {server.name}: it "
                       "no longer counts toward the install cost.", cites.cr("rule_install_trash_ice"), key=True)
        trash(game, obj, f"Installing {card.title}", cites.cr("rule_install_trash_ice"), preventable=False,
              who="corp")


def ice_install_cost(game: Game, card: CardObj, server: Server | None) -> int:
    """What installing `card`, a piece of ice, protecting `server` costs: 1[c] per ice already there; nothing when an
    ability says to ignore it (Eden Fragment: kind "ignore-install-cost")."""
    if any(rule.value(game, obj, card) for obj, rule in game.statics("ignore-install-cost")):
        return 0
    return max(0, (len(server.ice) if server else 0) + game.modifier("install-cost", card))  # cr/rule_cost_calculation


def _install_root(game: Game, card: CardObj, pile: list, server: Server) -> CardObj:
    kind = card.card.facts.type
    if kind in ROOT_ONE_OF:
        for old in [o for o in server.root if o.card.facts.type in ROOT_ONE_OF]:
            game.trace.add(f"{server.name}'s root already holds {_a(old.card.facts.type)}: the Corp "
                           f"trashes {old.title} to install {card.title}.", cites.C_OVERINSTALL)
            trash(game, old, "Installing over it", preventable=False, who="corp")
    pile.remove(card)
    obj = game.change_zone(card, PLAY_AREA)
    server.root.append(obj)
    if installs_faceup(card):
        obj.faceup = True
        game.trace.add(f"The Corp installs {card.title} faceup in the root of {server.name}: it says \"Install "
                       "only faceup\", so it is neither rezzed nor unrezzed and its abilities are active.",
                       cites.C_INSTALL_STEPS, cites.cr("rule_agendas_faceup"), key=True)
        return obj
    if chooses_faceup(game, card):
        obj.faceup = True
        game.trace.add(f"The Corp chooses to install {card.title} faceup in the root of {server.name}: an agenda "
                       "installed faceup is neither rezzed nor unrezzed, and its abilities are not active.",
                       cites.C_INSTALL_STEPS, cites.cr("rule_agendas_faceup"), key=True)
        return obj
    game.trace.add(f"The Corp installs a card facedown in the root of {server.name}.",
                   cites.C_INSTALL_STEPS)
    return obj


def new_remote_name(game: Game) -> str:
    n = 1
    while f"Server {n}" in game.servers:
        n += 1
    return f"Server {n}"


def advance(game: Game, action) -> None:
    card = _installed_corp_card(game, action)
    if cannot_advance_now(card):
        stop(game, action, cannot_advance_now(card), cites.C_ADVANCE_RULE)
    forbidden = game.forbidden("advance", card)  # "you cannot advance cards" (Efficiency Committee)
    if forbidden:
        stop(game, action, f"{card.title} cannot be advanced now ({forbidden})", cites.C_CANNOT)
    may_have_forbidden(game, "advance", card)  # an unseen "cannot advance cards" (Efficiency Committee)
    cost = CREDIT_COST[("corp", "advance")]
    pay_or_stop(game, action, Payment("corp", cost, "advance", f"advancing {card.title}", card),
                cites.C_ADVANCE)
    before = card.counters.get("advancement", 0)
    add_counters(game, card, "advancement", 1, "The advance action")
    emit(game, Event("advanced", card, {"before": before}))


def trash_resource(game: Game, action) -> None:
    if not game.runner.tags:
        stop(game, action, "the Corp can trash a resource only while the Runner is tagged",
             cites.cr("rule_tagged_trash_resource"))
    card = copy_named(game, action, resource_copies(game, action.card))
    if card is None:
        stop(game, action, f"{action.card} is not an installed resource", cites.C_TRASH_RESOURCE)
    extra = [(obj, c) for obj, rule in game.statics("trash-resource-cost") for c in rule.value(game, obj, card) or ()]
    if any(not payable(game, "corp", obj, (c,)) for obj, c in extra):  # an additional cost (cr/rule_additional_cost)
        stop(game, action, f"the Corp cannot pay the additional cost to trash {card.title} "
             f"({', '.join(label((c,), obj) for obj, c in extra)})", cites.C_ADDITIONAL_COST)
    pay_or_stop(game, action, Payment("corp", CREDIT_COST[("corp", "trash")], "action", f"trashing {card.title}", card),
                cites.C_TRASH_RESOURCE)
    for obj, c in extra:
        game.trace.add(f"The Corp pays the additional cost to trash {card.title}: {label((c,), obj)}.",
                       cites.C_ADDITIONAL_COST)
        pay_all(game, "corp", obj, (c,))
    trash(game, card, "The Corp's basic action", cites.C_TRASH_RESOURCE, who="corp")


def purge(game: Game, action) -> None:
    removed = 0
    for obj in game.installed():
        removed += obj.counters.pop("virus", 0)
    game.trace.add(f"The Corp purges virus counters: {removed} returned to the bank.",
                   cites.C_PURGE, cites.cr("rule_purge"), key=True)
    emit(game, Event("purge", info={"removed": removed}))


def _installed_corp_card(game: Game, action) -> CardObj:
    card = copy_named(game, action, corp_copies(game, action.card),
                      lambda o: not cannot_advance_now(o) and not game.forbidden("advance", o))
    if card is None:
        stop(game, action, f"{action.card} is not an installed Corp card", cites.C_ADVANCE)
    return card


def resource_copies(game: Game, title: str) -> list[CardObj]:
    """The installed resources titled `title` the Corp could trash (hosted ones too), as `trash` looks for them."""
    return [o for o in game.installed() if o.owner == "runner" and not o.facedown
            and o.card.facts.type == "resource" and o.title.lower() == title.lower()]


def corp_copies(game: Game, title: str) -> list[CardObj]:
    """The installed Corp cards titled `title`, as `advance` and `rez` look for them."""
    return [o for o in game.installed() if o.owner == "corp" and o.title.lower() == title.lower()]


def additional_cost_paid(game: Game, side: str, card: CardObj, costs: tuple, what: str) -> bool:
    """Pay an additional cost (to rez, to steal) if the player can and chooses to; True if paid."""
    if not payable(game, side, card, costs):
        game.trace.add(f"The {game.player(side).name} cannot pay the additional cost to {what} "
                       f"{card.title} ({label(costs, card)}).", cites.C_ADDITIONAL_COST)
        return False
    pay_all(game, side, card, costs)
    return True


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


HANDLERS = {"install": install, "advance": advance, "trash": trash_resource, "purge": purge}
