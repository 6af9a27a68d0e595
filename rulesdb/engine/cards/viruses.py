"""Programs that are not icebreakers: viruses and trojans with counters, and click-ability utilities."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    constant,
    during_the_run,
    hosts,
    on_ice,
    on_install,
    on_rezzed_ice,
    paid,
    prevent,
    run_event,
    when_turn_begins,
    whenever,
)
from rulesdb.engine.cards.primitives import gain, place_counters, search_stack, trash_accessed_card
from rulesdb.engine.cards.printed import program
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf
from rulesdb.engine.state.subroutines import of_encounter

CENTRAL = ("HQ", "R&D", "Archives")


def _weaker_host(game, trojan, ice) -> int:
    """Host ice gets -1 strength for each virus counter on the trojan."""
    return -trojan.counters.get("virus", 0) if ice is not None and trojan.host is ice else 0


def _own_counters(game, card, event) -> bool:
    return event.subject is card


def _trash_weak_host(game, ctx) -> None:
    host = ctx.source.host
    if host is not None and host.is_ice and game.ice_strength(host) <= 0:
        from rulesdb.engine.effects.common import trash
        trash(game, host, ctx.by, who="runner")


def _encountering_host(game, card, event) -> bool:
    return card.host is not None and event.subject is card.host


def _chisel(game, ctx) -> None:
    if game.ice_strength(ctx.source.host) <= 0:
        _trash_weak_host(game, ctx)
    else:
        place_counters("virus", 1)(game, ctx)


def _encountering_host_now(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and card.host is enc.ice


def _break_one_on_host(game, ctx) -> None:
    """Botulus: break 1 subroutine (the Runner picks it) on the encountered host ice."""
    enc = game.encounter
    subs = of_encounter(game, enc)
    left = [i for i in range(len(subs)) if i not in enc.broken]
    if not left:
        return
    texts = [f"{i + 1}: {subs[i].text}" for i in left]
    chosen = left[texts.index(game.decider.ask("Botulus choice", texts, "Runner"))]
    enc.broken.add(chosen)
    game.trace.add(f"{ctx.by}: subroutine {texts[left.index(chosen)]!r} on {enc.ice.title} is broken.",
                   cites.SUBROUTINE)


def _hosts_programs(limit: int):
    return lambda game, host, card: card.card.facts.type == "program" and len(host.hosted) < limit


def _encountering_rezzed(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.rezzed


def _weaken(game, ctx) -> None:
    """Datasucker: the encountered ice gets -1 strength until the end of the encounter."""
    enc = game.encounter
    enc.strength_bonus -= 1
    game.trace.add(f"{ctx.by}: {enc.ice.title} gets -1 strength until the end of the encounter "
                   f"(now {game.ice_strength(enc.ice)}).", cites.STRENGTH)


def _central_success(effect):
    return whenever("successful", effect, lambda game, card, event: event.info.get("server") in CENTRAL,
                    structure="run")


DATASUCKER = program("Datasucker", "Virus", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Whenever you make a successful run on a central server, place 1 virus counter on Datasucker.",
    "Hosted virus counter: Rezzed piece of ice currently being encountered has -1 strength until the "
    "end of the encounter."), on=(_central_success(place_counters("virus", 1)),
                                 paid(HostedCounters("virus", 1), effect=_weaken, when=_encountering_rezzed,
                                      starts="Hosted")))
ICE_SUBTYPES = ("barrier", "code gate", "sentry", "trap", "mythic", "bioroid", "ap", "destroyer", "tracer")


def _encountering(game, card) -> bool:
    return game.encounter is not None and not game.encounter.ended


def _encountered_ice_gains_a_subtype(game, ctx) -> None:
    """Pelangi: the Runner names an ice subtype; the encountered ice has it for this encounter."""
    enc = game.encounter
    subtype = game.decider.ask(f"{ctx.source.title} choice", list(ICE_SUBTYPES), "Runner")
    enc.gained_subtypes.add(subtype.lower())
    game.trace.add(f"{ctx.by}: {enc.ice.title} gains the {subtype} subtype for the remainder of this "
                   "encounter.", cites.C_LASTING, key=True)


IMP = program("Imp", "Virus", faction="anarch", cost=2, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Access, once per turn → Hosted virus counter: Trash the card you are accessing."),
    on_install=on_install(place_counters("virus", 2)),
    on=(paid(HostedCounters("virus"), effect=trash_accessed_card, access=True, once_per_turn=True,
             starts="Access"),))
PELANGI = program("Pelangi", "Virus", faction="shaper", cost=1, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Once per turn → Hosted virus counter: Choose an ice subtype. The ice you are encountering gains "
    "that subtype for the remainder of this encounter."),
    on_install=on_install(place_counters("virus", 2)),
    on=(paid(HostedCounters("virus"), effect=_encountered_ice_gains_a_subtype, when=_encountering,
             once_per_turn=True, starts="Once per turn"),), decisions=("Pelangi choice",))
PARASITE = program("Parasite", "Virus - Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Install only on a rezzed piece of ice.",
    "When your turn begins, place 1 virus counter on this program.",
    "Host ice gets -1 strength for each hosted virus counter.",
    "When the strength of host ice is 0 or less, trash it."),
    on=(when_turn_begins(place_counters("virus", 1)), constant("ice-strength", _weaker_host, starts="Host ice"),
        whenever("counters-placed", _trash_weak_host, _own_counters, starts="When the strength")),
    on_install=on_install(_trash_weak_host), install_on=on_rezzed_ice)
CHISEL = program("Chisel", "Virus - Trojan", faction="anarch", cost=2, inf=4, mu=1, text=(
    "Install only on a piece of ice.", "Host ice gets −1 strength for each hosted virus counter.",
    "Whenever you encounter host ice, if its strength is 0 or less, trash it. Otherwise, place 1 "
    "virus counter on this program."),
    on=(constant("ice-strength", _weaker_host, starts="Host ice"),
        whenever("encounter", _chisel, _encountering_host, starts="Whenever", structure="encounter")),
    install_on=on_ice)
BOTULUS = program("Botulus", "Virus - Trojan", faction="anarch", cost=2, inf=3, mu=1, text=(
    "Install only on a piece of ice. <em>(If the host ice is uninstalled, this program is trashed.)</em>",
    "When you install this program and when your turn begins, place 1 virus counter on this program.",
    "Hosted virus counter: Break 1 subroutine on host ice."),
    on_install=on_install(place_counters("virus", 1)),
    on=(when_turn_begins(place_counters("virus", 1), starts="When you install"),
        paid(HostedCounters("virus", 1), effect=_break_one_on_host, when=_encountering_host_now, starts="Hosted")),
    decisions=("Botulus choice",), install_on=on_ice)


def _sneakdoor_run(game, ctx) -> None:
    """Sneakdoor Beta: run Archives; when it would be declared successful, it is on HQ instead."""
    change = during_the_run("attacked-server-on-success",
                            lambda game, card, server: "HQ" if server == "Archives" else None,
                            "Sneakdoor Beta: the attacked server becomes HQ", starts="[click]")
    run_event(change)(game, ctx.source, "Archives")


MAGNUM_OPUS = program("Magnum Opus", "", faction="shaper", cost=5, inf=2, mu=2,
                      text=("[click]: Gain 2[c].",), on=(paid(Clicks(1), effect=gain(2)),))
SNEAKDOOR_BETA = program("Sneakdoor Beta", "", faction="criminal", cost=4, inf=3, mu=2, text=(
    "[click]: Run Archives. If that run would be declared successful, change the attacked server to "
    "HQ for the remainder of that run.",), on=(paid(Clicks(1), effect=_sneakdoor_run),))
def _smc_search(game, ctx) -> None:
    from rulesdb.engine.effects.searches import search_and_install
    search_and_install(game, "stack", ("program",), "Self-modifying Code target", ctx.by)


SELF_MODIFYING_CODE = program("Self-modifying Code", "", faction="shaper", cost=0, inf=3, mu=2, text=(
    "2[c], [trash]: Search your stack for 1 program. Install it. <em>(Shuffle your stack after "
    "searching it.)</em>",), on=(paid(Credits(2), TrashSelf(), effect=_smc_search),),
    decisions=("Self-modifying Code target",))
LEPRECHAUN = program("Leprechaun", "Daemon", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Leprechaun can host up to 2 programs. The memory costs of hosted programs do not count against "
    "your memory limit.",), can_host=_hosts_programs(2),
    on=(constant("hosted-memory-free", lambda game, card, host: host is card),))


HARBINGER = program("Harbinger", "", faction="apex", cost=0, inf=1, mu=0, text=(
    "[interrupt] → When this program would be trashed, turn it facedown instead of adding it to your "
    "heap. <em>(It is still considered trashed.)</em>",),
    on=(constant("trashed-facedown", lambda game, card, subject: True, starts="[interrupt]"),))

def _encountering_several_subroutines(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and len(of_encounter(game, enc)) >= 2


def _break_all_but_one(game, ctx) -> None:
    """Grappling Hook: break every subroutine of the encountered ice but the one the Runner keeps."""
    enc = game.encounter
    texts = [f"{i + 1}: {s.text}" for i, s in enumerate(of_encounter(game, enc))]
    kept = texts.index(game.decider.ask("Grappling Hook choice", texts, "Runner"))
    for i in range(len(texts)):
        if i != kept:
            enc.broken.add(i)
    game.trace.add(f"{ctx.by}: every subroutine on {enc.ice.title} but {texts[kept]!r} is broken.",
                   cites.SUBROUTINE)


def _hush_moves(game, ctx) -> None:
    """Hush: host itself on another installed piece of ice."""
    from rulesdb.engine.cards.primitives import choose
    from rulesdb.engine.effects.common import rehost
    found = [o for o in game.installed() if o.is_ice and o is not ctx.source.host]
    ice = choose(game, ctx, found, "Runner", "there is no other installed piece of ice", cites.C_HOST)
    if ice is not None:
        rehost(game, ctx.source, ice, ctx.by)


HUSH = program("Hush", "Trojan", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Install only on a piece of ice.",
    "Host ice cannot gain abilities and loses all abilities except its printed subroutines.",
    "[click]: Host this program on another installed piece of ice."),
    on=(constant("loses-abilities", lambda game, card, subject: subject is card.host, starts="Host ice"),
        paid(Clicks(1), effect=_hush_moves, starts="[click]")),
    install_on=on_ice, decisions=("Hush target",))  # dependent.py orders "loses-abilities" effects


def _position_from_inside(game, ice) -> tuple:
    server, _, i = game.locate(ice)
    return server, len(server.ice) - 1 - i


def _rook_targets(game, rook) -> list:
    """Ice Rook may move to: not hosting a Caïssa; if Rook is on ice, only ice protecting the same server
    or in the same position counted from the innermost (cr/rule_count_positions)."""
    found = [o for o in game.installed() if o.is_ice and o is not rook.host
             and not any(h.card.facts.has("caïssa") for h in o.hosted)]
    if rook.host is None or not rook.host.is_ice:
        return found
    server, position = _position_from_inside(game, rook.host)
    return [o for o in found if _position_from_inside(game, o)[0] is server
            or _position_from_inside(game, o)[1] == position]


def _rook_move(game, ctx) -> None:
    rook = ctx.source
    targets = _rook_targets(game, rook)
    names = [f"{game.locate(o)[0].name}: {o.title}" for o in targets]
    if not names:
        game.trace.add(f"{ctx.by}: there is no piece of ice Rook can move to.", cites.cr("rule_count_positions"))
        return
    ice = targets[names.index(game.decider.ask("Rook target", names, "Runner"))]
    if rook.host is not None:
        rook.host.hosted = [o for o in rook.host.hosted if o is not rook]
    else:
        game.runner.play = [o for o in game.runner.play if o is not rook]
    rook.host = ice
    ice.hosted.append(rook)
    game.trace.add(f"{ctx.by}: Rook is now hosted on {ice.title} protecting {game.locate(ice)[0].name}; it stays "
                   "installed, so it is the same object.", cites.C_HOST, cites.cr("rule_count_positions"), key=True)


def _rook_rez_cost(game, rook, ice) -> int:
    host = rook.host
    if host is None or not host.is_ice or not ice.is_ice or game.locate(host) is None or game.locate(ice) is None:
        return 0
    return 2 if game.locate(host)[0] is game.locate(ice)[0] else 0


ROOK = program("Rook", "Caïssa - Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "While this program is hosted on ice, the rez cost of each piece of ice protecting this server is"
    " increased by 2.", "[click]: Host this program on a piece of ice that is not hosting a Caïssa program.",
    "If this program is hosted on ice, its [click] ability can only be used to host it on ice "
    "protecting the same server or in the same position as its current host ice. <em>(Count positions"
    " from the innermost ice.)</em>"),
    on=(constant("rez-cost", _rook_rez_cost, starts="While"), paid(Clicks(1), effect=_rook_move, starts="[click]")),
    decisions=("Rook target",), waits_for="hosting")  # "install only on ice" is not enforced
DHEGDHEER = program("Dhegdheer", "Daemon", faction="shaper", cost=2, inf=2, mu=0, text=(
    "You can install other programs onto this program. Each program installed this way costs 1[c] "
    "less to install. Limit 1 hosted program.",
    "The memory cost of the hosted program does not count against your memory limit."),
    can_host=hosts("program", limit=1),
    on=(constant("hosted-install-cost", lambda game, card, host: -1 if host is card else 0, starts="You can install"),
        constant("hosted-memory-free", lambda game, card, host: host is card, starts="The memory cost")))
GRAPPLING_HOOK = program("Grappling Hook", "", faction="criminal", cost=2, inf=2, mu=1, text=(
    "[trash]: Break all but 1 subroutine on a piece of ice.",),
    on=(paid(TrashSelf(), effect=_break_all_but_one, when=_encountering_several_subroutines),),
    decisions=("Grappling Hook choice",))


def _two_per_virus_counter(game, ctx) -> None:
    """Fermenter: gain 2[c] for each hosted virus counter. It was trashed to pay the cost; the
    counters it hosted were set aside with it and still count (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    counters = ctx.source.counters.get("virus", 0)
    game.trace.add(f"{ctx.by}: the {counters} virus counter(s) set aside from Fermenter still count; "
                   "they return to the bank once the ability has resolved.",
                   cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
    gain(2 * counters)(game, ctx)


FERMENTER = program("Fermenter", "Virus", faction="anarch", cost=1, inf=2, mu=1, text=(
    "When you install this program and when your turn begins, place 1 virus counter on this program.",
    "[click], [trash]: Gain 2[c] for each hosted virus counter."),
    on=(when_turn_begins(place_counters("virus", 1), starts="When you install"),
        paid(Clicks(1), TrashSelf(), effect=_two_per_virus_counter, starts="[click]")),
    on_install=on_install(place_counters("virus", 1)))

DJINN = program("Djinn", "Daemon", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Djinn can host up to 3[MU] of non-icebreaker programs.",
    "The memory costs of hosted programs do not count against your memory limit.",
    "[click], 1[c]: Search your stack for a virus program, reveal it, and add it to your grip. Shuffle your stack."),
    on=(paid(Clicks(1), Credits(1), effect=search_stack("virus"), starts="[click]"),),
    decisions=("Djinn target",), waits_for="hosting")

DEFINITIONS = (HUSH, ROOK, DHEGDHEER, GRAPPLING_HOOK, DATASUCKER, IMP, PELANGI, PARASITE, CHISEL, BOTULUS,
               MAGNUM_OPUS, SNEAKDOOR_BETA, SELF_MODIFYING_CODE, LEPRECHAUN, HARBINGER, FERMENTER, DJINN)


def _installed_hardware(game, card, imminent) -> bool:
    """LLDS Energy Regulator: the card about to be trashed is an installed piece of hardware."""
    target = imminent.target
    return target is not None and target.card.facts.type == "hardware" and any(o is target for o in game.installed())


LLDS_ENERGY_REGULATOR = program("LLDS Energy Regulator", "", faction="shaper", cost=0, inf=1, mu=1, text=(
    "[interrupt] → 3[c] or [trash]: Prevent a player from trashing 1 installed piece of hardware.",),
    on=(prevent("trash", costs=(Credits(3),), condition=_installed_hardware),
        prevent("trash", costs=(TrashSelf(),), condition=_installed_hardware)))
DEFINITIONS = DEFINITIONS + (LLDS_ENERGY_REGULATOR,)


EGRET_SUBTYPES = ("barrier", "code gate", "sentry")
EGRET = program("Egret", "Trojan", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Install only on a rezzed piece of ice.", "Host ice gains barrier, code gate, and sentry."),
    on=(constant("subtype-gain", lambda game, card, subject: int(
        subject[0] is card.host and subject[1] in EGRET_SUBTYPES), starts="Host ice"),),
    install_on=on_rezzed_ice)
DEFINITIONS = DEFINITIONS + (EGRET,)
