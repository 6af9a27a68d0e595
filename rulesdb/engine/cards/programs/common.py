"""What several programs share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.cards.printed import Printed, program
from rulesdb.engine.state.carddef import CardDef


def _printed_breaker(title, faction, subtypes, cost, strength, influence, memory, text, breaker, **more) -> CardDef:
    facts = Printed(title, "runner", "program", ("Icebreaker", *subtypes), cost, strength, 0,
                    influence, memory, text=tuple(text), faction=faction)
    return CardDef(facts, breaker=breaker, **more)


def _interface(breaks: str, cost: int) -> str:
    return f"Interface → {cost}[c]: Break 1 {breaks} subroutine."


def _breaker(title: str, subtypes: str, **kw):
    return program(title, "Icebreaker - " + subtypes if subtypes else "Icebreaker", **kw)


def _weaker_host(game, trojan, ice) -> int:
    """Host ice gets -1 strength for each virus counter on the trojan."""
    return -trojan.counters.get("virus", 0) if ice is not None and trojan.host is ice else 0


def _trash_weak_host(game, ctx) -> None:
    host = ctx.source.host
    if host is not None and host.is_ice and game.ice_strength(host) <= 0:
        from rulesdb.engine.effects.common import trash
        trash(game, host, ctx.by, who="runner")


INSTALLED_THIS_TURN = "installed this turn"


def _mark_installed_this_turn(game, card) -> None:
    """Remembered until the turn ends (cards' `used` is cleared then): "if this program was installed this turn"."""
    card.used.add(INSTALLED_THIS_TURN)


def _installed_this_turn(game, card) -> bool:
    return INSTALLED_THIS_TURN in card.used


def _three_virtual_resources(game, card) -> bool:
    """"Use this ability only if you have 3 or more installed virtual resources" (Odore, Utae)."""
    return sum(o.owner == "runner" and o.card.facts.type == "resource" and game.has_subtype(o, "virtual")
               and game.is_active(o) for o in game.installed()) >= 3


def weaken_encountered_ice(game, ctx) -> None:
    """The encountered ice gets -1 strength until the end of the encounter (Datasucker, Wyrm)."""
    from rulesdb.engine import cites
    enc = game.encounter
    enc.strength_bonus -= 1
    game.trace.add(f"{ctx.by}: {enc.ice.title} gets -1 strength until the end of the encounter "
                   f"(now {game.ice_strength(enc.ice)}).", cites.STRENGTH)


def free_with_2_link(game, card, program) -> int:
    """"If you have at least 2[link], the memory cost of this program is 0[MU], even if it is not installed" (ZU.13 Key
    Master, Creeper)."""
    return -(program.card.facts.memory or 0) if program is card and game.link() >= 2 else 0


NO_REMOTE_INTERFACE = "This program cannot interface with ice protecting a remote server."


def not_interfacing_a_remote(game, card) -> bool:
    """"This program cannot interface with ice protecting a remote server" (Alias, Breach, Passport): its break
    ability only on ice of a central server; its strength ability stays usable (cr/rule_interface)."""
    from rulesdb.engine.state.game import CENTRAL
    enc = game.encounter
    place = game.locate(enc.ice) if enc is not None else None
    return place is not None and place[0].name in CENTRAL
