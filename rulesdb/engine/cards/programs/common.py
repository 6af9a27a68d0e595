"""What several programs share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

import weakref

from rulesdb.engine.cards.printed import Printed, program
from rulesdb.engine.state.carddef import CardDef
from rulesdb.engine.state.choice_labels import by_server
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must


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
        from rulesdb.engine.effects.trashing import trash
        trash(game, host, ctx.by, who="runner")


INSTALLED_THIS_TURN = "installed this turn"


def _mark_installed_this_turn(game, card) -> None:
    """Remembered until the turn ends (cards' `used` is cleared then): "if this program was installed this turn"."""
    card.used.add(INSTALLED_THIS_TURN)


def _installed_this_turn(game, card) -> bool:
    installed = INSTALLED_THIS_TURN in card.used
    return bool(unless_none_earlier(game, [card] if installed else [], card, "this program was installed this turn"))


THREE_VIRTUAL = "Use this ability only if you have 3 or more installed virtual resources."


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
    from rulesdb.engine.state.objects import CENTRAL
    enc = game.encounter
    place = game.locate(enc.ice) if enc is not None else None
    return place is not None and place[0].name in CENTRAL


def runner_trashes_from_rd(game, ctx, card) -> None:
    """The Runner trashes `card`, seen in R&D (revealed or looked at: Stargate, Keyhole), to Archives faceup
    (cr/rule_archives_faceup_facedown): reported as a trash from R&D by the Runner and as a trash of a Corp card."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.pile_trash import pile_trashed
    from rulesdb.engine.state.events import Event, emit
    game.corp.deck.remove(card)
    trashed = game.change_zone(card, "archives")
    trashed.faceup = True
    game.corp.discard.append(trashed)
    pile_trashed(game, "rd", [card], "runner")
    game.log["trashed"].append(card.title)
    game.trace.add(f"{ctx.by}: the Runner trashes {card.title} from R&D.", cites.TRASH, key=True)
    emit(game, Event("trashed", card, {"by": "runner", "installed": False}))


# --- Caïssa programs (Bishop, Knight, Rook): hosted on ice by their own [click] ability -----------------------------
def position_from_inside(game, ice) -> tuple:
    """The server `ice` protects and its position counted from the innermost ice (cr/rule_count_positions)."""
    server, _, i = game.locate(ice)
    return server, len(server.ice) - 1 - i


def caissa_move(allowed, *, not_on_caissa: bool = True):
    """"[click]: Host this program on a piece of ice that is not hosting a Caïssa program" (`not_on_caissa`), where
    `allowed(game, program, ice)` says its own restriction: the Runner names the ice ("<card> target": "<server>:
    <ice>"); the program stays installed, the same object, on its new host."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine import cites
        program = ctx.source
        targets = [o for o in game.installed() if o.is_ice and o is not program.host and allowed(game, program, o)
                   and not (not_on_caissa and any(h.card.facts.has("caïssa") for h in o.hosted))]
        names = by_server(game, targets)
        if not names:
            game.trace.add(f"{ctx.by}: there is no piece of ice {program.title} can be hosted on.", cites.C_HOST)
            return
        host_program_on(game, program, targets[names.index(ask_must(game, f"{program.title} target", names, "Runner",
                                                                       cites.C_TARGETS))], ctx.by)
    return resolve


def host_program_on(game, program, ice, by: str) -> None:
    """An installed program moves onto `ice`, staying installed: the same object (cr/rule_host_via_install)."""
    from rulesdb.engine import cites
    if program.host is not None:
        program.host.hosted = [o for o in program.host.hosted if o is not program]
    else:
        game.runner.play = [o for o in game.runner.play if o is not program]
    program.host = ice
    ice.hosted.append(program)
    game.trace.add(f"{by}: {program.title} is now hosted on {ice.title} protecting {game.locate(ice)[0].name}; "
                   "it stays installed, so it is the same object.", cites.C_HOST, key=True)


_CHOSEN_SERVER: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: the chosen server}


def choose_a_server_as_installed(game, ctx) -> None:
    """"When you install this program, choose a server" (Cyber-Cypher): the Runner names it ("<card> choice"); it is
    the chosen server for as long as the program stays installed (the same object)."""
    from rulesdb.engine import cites
    name = game.decider.ask(f"{ctx.source.title} choice", list(game.servers), "Runner")
    _CHOSEN_SERVER.setdefault(game, {})[ctx.source.object_id] = name
    game.trace.add(f"{ctx.by}: the Runner chooses {name}.", cites.cr("rule_choice_instruction"))


def running_the_chosen_server(game, card) -> bool:
    """"Use this program only during runs on the chosen server"."""
    run = game.run
    return run is not None and _CHOSEN_SERVER.get(game, {}).get(card.object_id) == run.server
