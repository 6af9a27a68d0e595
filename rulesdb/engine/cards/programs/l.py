"""Programs whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import lose, threat_met
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker
from rulesdb.engine.effects.costtypes import Credits, HostedCounters, TrashSelf
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED


def _hosts_programs(limit: int):
    return lambda game, host, card: card.card.facts.type == "program" and len(host.hosted) < limit


LAMPREY = program("Lamprey", "Virus", faction="anarch", cost=1, inf=2, mu=1, text=(
    "Whenever you make a successful run on HQ, the Corp loses 1[c].",
    "Trash Lamprey if the Corp purges virus counters."),
    on=(when_successful_run(lose(1, "corp"), server="HQ", starts="Whenever"),
        whenever("purge", trash_self, starts="Trash")))


def _installed_hardware(game, card, imminent) -> bool:
    """LLDS Energy Regulator: the card about to be trashed is an installed piece of hardware."""
    target = imminent.target
    return target is not None and target.card.facts.type == "hardware" and any(o is target for o in game.installed())


LEPRECHAUN = program("Leprechaun", "Daemon", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Leprechaun can host up to 2 programs. The memory costs of hosted programs do not count against "
    "your memory limit.",), can_host=_hosts_programs(2),
    on=(constant("hosted-memory-free", lambda game, card, host: host is card),))


LLDS_ENERGY_REGULATOR = program("LLDS Energy Regulator", "", faction="shaper", cost=0, inf=1, mu=1, text=(
    "[interrupt] → 3[c] or [trash]: Prevent a player from trashing 1 installed piece of hardware.",),
    on=(prevent("trash", costs=(Credits(3),), condition=_installed_hardware),
        prevent("trash", costs=(TrashSelf(),), condition=_installed_hardware)))


def _encountering_ap_destroyer_or_observer(game, card, event) -> bool:
    ice = event.subject
    return ice is not None and any(game.has_subtype(ice, s) for s in ("ap", "destroyer", "observer"))


def _trash_to_bypass(game: Game, ctx: Ctx) -> None:
    """Laser Pointer: trash this program (the cost of "you may ... to"), then bypass the ice."""
    from rulesdb.engine.effects.ending import bypass
    from rulesdb.engine.effects.trashing import trash_as_cost
    ice = ctx.event.subject
    if trash_as_cost(game, ctx.source, ctx.by, who="runner") is not None:
        bypass(game, ice, ctx.by)


LASER_POINTER = program("Laser Pointer", "Weapon", faction="criminal", cost=2, inf=3, mu=1, text=(
    "Whenever you encounter a piece of AP, destroyer, or observer ice, you may trash this program to bypass "
    "that ice.",), on=(whenever("encounter", _trash_to_bypass, _encountering_ap_destroyer_or_observer,
                                starts="Whenever", structure="encounter", optional="use Laser Pointer"),))


def _encountering(game: Game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended


def _weaken_encountered_ice(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    enc = game.encounter
    enc.strength_bonus -= 1
    game.trace.add(f"{ctx.by}: {enc.ice.title} gets -1 strength for the remainder of this encounter (now "
                   f"{game.ice_strength(enc.ice)}).", cites.STRENGTH)


LEECH = program("Leech", "Virus", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Whenever you make a successful run on a central server, place 1 virus counter on this program.",
    "Hosted virus counter: The ice you are encountering gets -1 strength for the remainder of this encounter."),
    on=(whenever("successful", place_counters("virus", 1), lambda game, card, event: event.info.get("server")
                 in CENTRAL, starts="Whenever", structure="run"),
        paid(HostedCounters("virus", 1), effect=_weaken_encountered_ice, when=_encountering, starts="Hosted")))


def _fully_broke_a_code_gate(game, card, event) -> bool:
    from rulesdb.engine.run.breaking import broke_alone
    return game.has_subtype(event.subject, "code gate") and broke_alone(event.info["encounter"], card)


LOBISOMEM = _breaker("Lobisomem", "Decoder - Fracter", faction="shaper", cost=8, strength=2, inf=2, mu=2, text=(
    "When you install this program and whenever it fully breaks a code gate, place 1 power counter on this program.",
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "Interface → X[c], hosted power counter: Break X barrier subroutines.", "1[c]: +2 strength."),
    breaker=breaks("code gate", 1, boost=1, amount=2,
                   also=(breaks("barrier", 1, costs=(HostedCounters("power", 1),), per_subroutine=True),)),
    on_install=on_install(place_counters("power", 1)),
    on=(whenever("fully-broken", place_counters("power", 1), _fully_broke_a_code_gate, starts="When you install"),))


def _sentry_protecting_this_server(game, card) -> bool:
    enc, host = game.encounter, card.host
    return (enc is not None and host is not None and game.has_subtype(enc.ice, "sentry")
            and game.server_of(enc.ice) is not None and game.server_of(enc.ice) == game.server_of(host))


def _mural_installed(game: Game, ctx: Ctx) -> None:
    """Living Mural, Threat 4: +3 strength for the remainder of the turn."""
    from rulesdb.engine.effects.lasting_effects import lasting
    if not threat_met(game, 4, "Living Mural"):
        return
    mural = ctx.source
    lasting(game, "breaker-strength", lambda game, obj, breaker: 3 if breaker is mural else 0,
            "Living Mural gets +3 strength for the remainder of the turn", "turn", ctx.by)


LIVING_MURAL = _breaker("Living Mural", "Killer - Trojan", faction="shaper", cost=3, strength=1, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "Threat 4 → When you install this program, it gets +3 strength for the remainder of the turn. <em>(This ability is "
    "active if any player has 4 or more agenda points.)</em>",
    "Interface → 1[c]: Break 1 subroutine on a sentry protecting this server.", "1[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=1, amount=2, usable=_sentry_protecting_this_server),
    install_on=on_ice, on_install=on_install(_mural_installed),
    on=(constant(MAY_HAVE_BOOSTED, lambda game, card, breaker: 3 if breaker is card else 0, starts="Threat 4"),))


LEVIATHAN = _breaker("Leviathan", "Decoder", faction="criminal", cost=6, strength=3, inf=2, mu=1, text=(
    "Interface → 3[c]: Break up to 3 code gate subroutines.", "3[c]: +5 strength."),
    breaker=breaks("code gate", 3, boost=3, amount=5, up_to=3))
