"""The Runner installing a card, by the basic action or an ability: its memory (trashing programs to make room),
its install cost, and the card it is hosted on, if any."""

from __future__ import annotations

from contextlib import nullcontext

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, trace_modified_cost
from rulesdb.engine.effects.installing import finish_install, into_rig
from rulesdb.engine.effects.searches import can_be_hosted, choose_host, patchwork_discount
from rulesdb.engine.state.as_if_in_grip import take_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.unseen_blank import link_decides, memory_decider, memory_decides, memory_settled
from rulesdb.engine.turns.actions import Action, from_hand, pay_or_stop, stop
from rulesdb.engine.turns.naming import copy_named


def install_runner_card(game: Game, action, pile: list | None = None, on: CardObj | None = None,
                        origin: str | None = None) -> None:
    """Install a Runner card from the grip (or from `pile`): memory, cost, host, then install; `on`: the host an
    ability's own choice picked (the card itself, so two copies of its title are never confused), else the one
    `action.host` names; `origin`: the zone it came from when `pile` is not it (a card found and set aside)."""
    card = from_hand(game, action, pile)
    if card.card.playable and card.card.playable(game, card):  # "Install only if" (cr/rule_act_restriction)
        stop(game, action, f"{card.title} cannot be installed: {card.card.playable(game, card)}")
    memory = game.memory_cost(card)
    host = _host(game, action, card) if on is None else _chosen_host(game, action, card, on)
    hosted_free = host is not None and game.modifier("hosted-memory-free", host)
    patchwork = patchwork_discount(game, card, "The Runner")
    cost = max(0, runner_install_cost(game, card, host) - patchwork)
    trace_modified_cost(game, "install-cost", card, "to install", cost)
    payment = Payment("runner", cost, "install", f"installing {card.title}", card)
    with _memory_settled_if_it_fits(game, memory if not hosted_free else 0, card):
        least = payment if host is not None else Payment("runner", max(0, least_install_cost(game, card) - patchwork),
                                                         "install", f"installing {card.title}", card)
    if not able(game, least):  # refused before any program is trashed to make room, at the price paid after it
        pay_or_stop(game, action, least)
    if memory and not hosted_free:
        memory_decides(game, lambda: game.memory_used() + memory > game.memory_limit(),
                       f"installing {card.title} without trashing a program")
    with memory_settled(game):  # whichever card an unknown choice took, the same (`memory_decides`)
        if not hosted_free:  # a memory cost 0[MU] with 2[link] (ZU.13 Key Master): the link decides the room it needs
            link_decides(game, lambda: game.memory_used() + game.memory_cost(card) > game.memory_limit(),
                         f"installing {card.title} without trashing a program")
        over = memory and not hosted_free and game.memory_used() + memory > game.memory_limit()
    if over:
        _make_room(game, action, card, memory, lambda chosen: _unpaid_without(game, card, host, chosen, patchwork))
        payment = _cost_after_trashing(game, card, host, cost, patchwork)
    if host is not None:
        _not_transitive(game, card, host)
    pay_or_stop(game, action, payment, cites.INSTALL_PROGRAM)
    take_from(game, card, game.runner.hand if pile is None else pile)
    obj = into_rig(game, card, host)
    where = f" hosted on {host.title}" if host else ""
    game.trace.add(f"The Runner installs {card.title}{where}.", cites.INSTALL_PROGRAM,
                   cites.C_INSTALL_STEPS, *((cites.C_HOST,) if host else ()))
    if origin is None:
        origin = "heap" if pile is game.runner.discard else ""
    finish_install(game, obj, origin)


def install_by_ability(game: Game, card: CardObj, pile: list | None = None, line: int = 0) -> None:
    """An ability installs `card` from the grip (or `pile`), paying its install cost: a card that can be installed only
    on another ("Install only on a piece of ice": a trojan) is hosted on the one the Runner picks ("<card> host",
    `searches.choose_host`), the very copy picked; with nothing to host it, it is not installed
    (cr/rule_host_on_ability)."""
    if not can_be_hosted(game, card):
        game.trace.add(f"{card.title} cannot be installed: it can be installed only on "
                       f"{card.card.install_on.__doc__ or 'another card'}, and no installed card is one.",
                       cites.cr("rule_host_on_ability"), key=True)
        return
    host = choose_host(game, card)
    action = Action("runner", "install", f"install {card.title}", line, card=card.title,
                    host=host.title if host is not None else None)
    install_runner_card(game, action, pile, on=host)


def runner_install_cost(game: Game, card: CardObj, host: CardObj | None = None) -> int:
    """What installing `card` (hosted on `host`) costs the Runner now: its install cost, modified; a
    card's own "costs N less to install" applies while it is in the grip (cr/rule_active_exception_modify_cost)."""
    cost = max(0, (card.card.facts.cost or 0) + game.own_modifier("install-cost", card))
    return cost if host is None else max(0, cost + game.modifier("hosted-install-cost", host))


def _memory_settled_if_it_fits(game: Game, memory: int, card: CardObj):
    """The memory read unguarded for a listing's price (`least_install_cost`) when program `card`, `memory`[MU], fits
    whichever card an unknown choice took (`memory_decider`: no program to trash, so none to price); refused here
    when a memory constant's loss decides the room (it would be where read), a printed +[MU] after the price."""
    def over() -> int:
        return max(0, game.memory_used() + memory - game.memory_limit())
    deciding = memory_decider(game, over) if memory else None
    if deciding is not None and not deciding.card.memory_bonus:
        memory_decides(game, over, f"installing {card.title} without trashing a program")
    if memory and deciding is None:
        with memory_settled(game):
            if over() == 0:
                return memory_settled(game)
    return nullcontext()


def least_install_cost(game: Game, card: CardObj) -> int:
    """What installing program `card` from the grip costs at the least, a listing's price: past the memory limit, the
    programs trashed to make room are gone before the cost is paid (cr/rule_steps_installing_pay_install_cost), so a
    cost counting installed cards (Principia) is read with each set the Runner could trash gone, and the lowest
    taken; any other card, its install cost."""
    from rulesdb.engine.effects.memory import room_sets, set_apart
    prices = []
    for chosen in room_sets(game, card) if card.card.facts.type == "program" else ():
        with set_apart(game, chosen):
            prices.append(runner_install_cost(game, card))
    return min(prices, default=runner_install_cost(game, card))


def _unpaid_without(game: Game, card: CardObj, host: CardObj | None, chosen: tuple, patchwork: int) -> str:
    """Why installing `card` could not be paid with the programs `chosen` trashed first, or ""."""
    from rulesdb.engine.effects.memory import set_apart
    with set_apart(game, chosen):
        cost = max(0, runner_install_cost(game, card, host) - patchwork)
    if able(game, Payment("runner", cost, "install", f"installing {card.title}", card)):
        return ""
    return f"{card.title} would cost {cost}[c] to install, more than the Runner can pay"


def _make_room(game: Game, action, card: CardObj, memory: int, unpaid=None) -> None:
    """Installing a program past the memory limit: the Runner first trashes installed programs so
    that the new one fits (memory.py; cr/rule_install_trash_programs), never a set leaving the cost unpayable."""
    from rulesdb.engine.effects.memory import room_to_install
    from rulesdb.engine.effects.trashing import trash
    chosen = room_to_install(game, card, game.memory_used() + memory - game.memory_limit(), unpaid)
    if chosen is None:
        stop(game, action, f"installing {card.title} would exceed the Runner's memory limit of "
             f"{game.memory_limit()} even with every installed program trashed", cites.C_MEMORY)
    for program in chosen:
        trash(game, program, f"The Runner, making room for {card.title},",
              cites.cr("rule_install_trash_programs"), cites.cr("rule_program_install_exceed_memory_limit"),
              preventable=False, who="runner")


def _cost_after_trashing(game: Game, card: CardObj, host: CardObj | None, before: int, patchwork: int) -> Payment:
    """The install cost as it is paid, after the programs trashed to make room are gone: the trash step comes first
    (cr/rule_steps_installing_trash_like_cards, cr/rule_steps_installing_pay_install_cost), so a cost counting
    installed cards does not count them (Principia: "Programs trashed as part of installing this program don't
    count"). `patchwork`: the 2[c] Patchwork already took off, if used (it is not asked twice)."""
    cost = max(0, runner_install_cost(game, card, host) - patchwork)
    if cost != before:
        game.trace.add(f"With those programs trashed, {card.title} costs {cost}[c] to install, not {before}[c].",
                       cites.cr("rule_steps_installing_pay_install_cost"), key=True)
        trace_modified_cost(game, "install-cost", card, "to install", cost)
    return Payment("runner", cost, "install", f"installing {card.title}", card)


def _host(game: Game, action, card: CardObj) -> CardObj | None:
    """The card `install <card> on <host>` names, if it can host `card`; a card that can only be
    installed hosted (cr/rule_host_on_ability) needs one."""
    only_on = card.card.install_on
    if not action.host:
        if only_on is not None:
            stop(game, action, f"{card.title} can only be installed on {only_on.__doc__}: write "
                 f"'install {card.title} on <card>' (cr/rule_host_on_ability)")
        return None
    copies = [o for o in game.installed() if o.title.lower() == action.host.lower()]
    host = copy_named(game, action, copies, lambda o: _can_host(game, o, card), written=action.host_which)
    if host is not None and only_on is not None and not only_on(game, host):
        stop(game, action, f"{card.title} can only be installed on {only_on.__doc__}, which {action.host} is not "
             "(cr/rule_host_on_ability)")
    if host is None or not _can_host(game, host, card):
        stop(game, action, f"{card.title} cannot be installed on {action.host}")
    return host


def _chosen_host(game: Game, action, card: CardObj, host: CardObj) -> CardObj:
    """The host an ability chose for `card`, if it can host it (cr/rule_host_on_ability)."""
    if not _can_host(game, host, card):
        stop(game, action, f"{card.title} cannot be installed on {host.title}")
    return host


def _can_host(game: Game, host: CardObj, card: CardObj) -> bool:
    """Whether `card` can be installed hosted on `host`: a card installed only on something is hosted there by its
    own ability, whatever the host can host."""
    only_on = card.card.install_on
    if only_on is not None:
        return bool(only_on(game, host))
    return bool(host.card.can_host and host.card.can_host(game, host, card))


def _not_transitive(game: Game, card: CardObj, host: CardObj) -> None:
    """A card hosted on a hosted card is not hosted on the host's host: abilities about "hosted"
    cards of that outer host do not reach it (cr/rule_host_transitivity)."""
    outer = host.host
    if outer is not None and game.modifier("hosted-install-cost", outer):
        game.trace.add(f"{card.title} will be hosted on {host.title}, not on {outer.title}, which hosts {host.title}: "
                       f"{outer.title}'s install cost reduction for programs hosted on it does not apply.",
                       cites.cr("rule_host_transitivity"), key=True)


HANDLERS = {"install_runner": install_runner_card}
