"""Programs whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_encounter_ends_after_breaking, when_fully_breaks
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_ends
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event, when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, runner_chooses
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import (
    _breaker,
    _interface,
    _printed_breaker,
    _trash_weak_host,
    _weaker_host,
    choose_a_server_as_installed,
    free_with_2_link,
    running_the_chosen_server,
)
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.card_moves import to_grip
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf
from rulesdb.engine.state.carddef import Breaker, CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import installed_this_turn
from rulesdb.engine.state.objects import CENTRAL

CACHE = program("Cache", "Virus", faction="criminal", cost=1, inf=1, mu=1, text=(
    "Place 3 virus counters on Cache when it is installed.", "Hosted virus counter: Gain 1[c]."),
    on_install=on_install(place_counters("virus", 3)),
    on=(paid(HostedCounters("virus", 1), effect=gain(1), starts="Hosted virus counter"),))


def _remove_virus_counter(game, ctx) -> None:
    card = ctx.source
    card.counters["virus"] -= 1
    game.trace.add(f"{ctx.by}: 1 hosted virus counter is removed from {card.title} "
                   f"({card.counters['virus']} left).", cites.C_COUNTERS)


_CRYPSIS_CHOICE = runner_chooses({"remove 1 hosted virus counter": _remove_virus_counter,
                                  "trash this program": trash_self})


def _crypsis_upkeep(game, ctx) -> None:
    """Crypsis: remove 1 hosted virus counter or trash this program (trash it if there is none)."""
    if not game.is_active(ctx.source):
        return
    if not ctx.source.counters.get("virus"):
        trash_self(game, ctx)
        return
    _CRYPSIS_CHOICE(game, ctx)


def _encountering_host(game, card, event) -> bool:
    return card.host is not None and event.subject is card.host


def _chisel(game, ctx) -> None:
    if game.ice_strength(ctx.source.host) <= 0:
        _trash_weak_host(game, ctx)
    else:
        place_counters("virus", 1)(game, ctx)


def _code_gate_costs_1_more(game, cradle, card) -> int:
    return 1 if card.is_ice and game.has_subtype(card, "Code Gate") else 0


CATS_CRADLE = _breaker("Cat's Cradle", "Decoder", faction="criminal", cost=2, strength=1, inf=2, mu=1, text=(
    "The rez cost of each piece of code gate ice is increased by 1[c].",
    "Interface → 1[c]: Break 1 code gate subroutine.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=1), on=(constant("rez-cost", _code_gate_costs_1_more, starts="The rez cost"),))


def _during_a_central_run(game, card, payment) -> bool:
    return game.run is not None and not game.run.ended and game.run.server in CENTRAL


CEZVE = program("Cezve", "", faction="criminal", cost=2, inf=3, mu=1, text=(
    "2[recurring] <em>(When you install this card and before your turn begins, refill to 2 hosted credits.)</em>",
    "You can spend hosted credits during runs on central servers."), recurring=2,
    credit_source=CreditSource(_during_a_central_run, "any payment during a run on a central server"))


CHISEL = program("Chisel", "Virus - Trojan", faction="anarch", cost=2, inf=4, mu=1, text=(
    "Install only on a piece of ice.", "Host ice gets −1 strength for each hosted virus counter.",
    "Whenever you encounter host ice, if its strength is 0 or less, trash it. Otherwise, place 1 "
    "virus counter on this program."),
    on=(constant("ice-strength", _weaker_host, starts="Host ice"),
        whenever("encounter", _chisel, _encountering_host, starts="Whenever", structure="encounter")),
    install_on=on_ice)


# Several subroutines per use, or conditions on the credits spent: until the engine's paid
# abilities land these carry only their facts.
CLEAVER = _breaker("Cleaver", "Fracter", faction="anarch", cost=3, strength=3, inf=2, mu=1, text=(
    "Interface → 1[c]: Break up to 2 barrier subroutines.", "2[c]: +1 strength."),
    breaker=breaks("barrier", 1, boost=2, up_to=2))


def _during_your_turn(game, card) -> bool:
    return game.turn.active == card.owner


COALESCENCE = program("Coalescence", "", faction="shaper", cost=2, inf=2, mu=1, text=(
    "When you install this program, place 2 power counters on it.",
    "Hosted power counter: Gain 2[c]. Use this ability only during your turn."),
    on_install=on_install(place_counters("power", 2)),
    on=(paid(HostedCounters("power", 1), effect=gain(2), when=_during_your_turn, starts="Hosted"),))


CORRODER = _printed_breaker("Corroder", "anarch", ["Fracter"], 2, 2, 2, 1,
                    [_interface("barrier", 1), "1[c]: +1 strength."],
                    Breaker("barrier", 1, pump_cost=1))


CRYPSIS = _breaker("Crypsis", "AI - Virus", faction="neutral-runner", cost=5, strength=0, inf=0, mu=1, text=(
    "Interface → 1[c]: Break 1 subroutine.", "1[c]: +1 strength.",
    "[click]: Place 1 virus counter on this program.",
    "Whenever an encounter ends, if you used this program to break a subroutine during that "
    "encounter, remove 1 hosted virus counter or trash this program."),
    breaker=breaks(None, 1, boost=1), on=(paid(Clicks(1), effect=place_counters("virus", 1), starts="[click]"),
                                          when_encounter_ends_after_breaking(_crypsis_upkeep)),
    decisions=("Crypsis choice",))


def _2_less_after_a_successful_run(game, card, subject) -> int:
    return -2 if subject is card and made_successful_run(game, asking=card) else 0


CARMEN = _breaker("Carmen", "Killer", faction="criminal", cost=5, strength=2, inf=2, mu=1, text=(
    "If you made a successful run this turn, this program costs 2[c] less to install.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +3 strength."),
    breaker=breaks("sentry", 1, boost=2, amount=3),
    on=(constant("install-cost", _2_less_after_a_successful_run, starts="If you made"),))


CERBERUS_LADY_H1 = _breaker("Cerberus \"Lady\" H1", "Fracter", faction="shaper", cost=4, strength=3, inf=3, mu=1,
                            text=("When you install this program, place 4 power counters on it.",
                                  "Interface → Hosted power counter: Break up to 2 barrier subroutines.",
                                  "1[c]: +1 strength."),
    on_install=on_install(place_counters("power", 4)),
    breaker=breaks("barrier", 0, boost=1, up_to=2, costs=(HostedCounters("power", 1),)))


CHAMELEON_SUBTYPES = ("barrier", "code gate", "sentry")


def _chameleon_choose(game: Game, ctx: Ctx) -> None:
    """Chameleon: the subtype chosen as it is installed ("Chameleon choice"), kept on the card."""
    ctx.source.chosen = game.decider.ask("Chameleon choice", list(CHAMELEON_SUBTYPES), "Runner")
    game.trace.add(f"{ctx.by}: the Runner chooses {ctx.source.chosen}.", key=True)


def _chosen_subtype_encountered(game: Game, card) -> bool:
    enc = game.encounter
    return (enc is not None and not enc.ended and isinstance(card.chosen, str)
            and game.has_subtype(enc.ice, card.chosen))


CHAMELEON = _breaker("Chameleon", "", faction="shaper", cost=2, strength=3, inf=3, mu=1, text=(
    "When you install this program, choose barrier, code gate, or sentry.",
    "When your discard phase ends, add this program to your grip.",
    "Interface → 1[c]: Break 1 subroutine on a piece of ice that has the chosen subtype."),
    on_install=on_install(_chameleon_choose),
    breaker=breaks(None, 1, usable=_chosen_subtype_encountered),
    on=(when_turn_ends(lambda game, ctx: to_grip(game, ctx.source, ctx.by), starts="When your discard phase ends"),),
    decisions=("Chameleon choice",))


def _host_gains_three_subtypes(game, card, subject) -> int:
    ice, subtype = subject
    return int(ice is card.host and subtype in ("barrier", "code gate", "sentry"))


CHROMATOPHORES = program("Chromatophores", "Trojan", faction="shaper", cost=1, inf=2, mu=1, text=(
    "Install only on a piece of ice.", "Host ice gains barrier, code gate, and sentry."),
    install_on=on_ice, on=(constant("subtype-gain", _host_gains_three_subtypes, starts="Host ice"),))


CLOT = program("Clot", "Virus", faction="anarch", cost=2, inf=2, mu=1, text=(
    "The Corp cannot score an agenda during the same turn they installed that agenda.",
    "When the Corp purges virus counters, trash this program."),
    on=(constant("cannot-score", lambda game, clot, agenda: installed_this_turn(game, agenda, asking=clot),
                 starts="The Corp"),
        whenever("purge", trash_self, starts="When the Corp")))


def _successful_rd_run_ended(game, card, event) -> bool:
    return event.info.get("outcome") == "successful" and game.runs and game.runs[-1]["server"] == "R&D"


def _conduit_run(game: Game, ctx: Ctx) -> None:
    """Conduit: run R&D; if successful, access X additional cards (X: its virus counters) when breaching R&D."""
    conduit = ctx.source
    more = during_the_run("access-rd", lambda game, card, server: conduit.counters.get("virus", 0),
                          "Conduit: access X additional cards when you breach R&D", starts="[click]",
                          if_successful=True)
    run_event(more)(game, conduit, "R&D")


CONDUIT = program("Conduit", "Virus", faction="shaper", cost=4, inf=4, mu=1, text=(
    "Whenever a successful run on R&D ends, you may place 1 virus counter on this program.",
    "[click]: Run R&D. If successful, access X additional cards when you breach R&D. X is equal to the number of "
    "hosted virus counters."),
    on=(whenever("run-ends", place_counters("virus", 1), _successful_rd_run_ended, starts="Whenever",
                 optional="use Conduit"),
        paid(Clicks(1), effect=_conduit_run, starts="[click]")))


def _first_central_success_with_virus(game, card, event) -> bool:
    return (event.info.get("server") in CENTRAL and card.counters.get("virus", 0) > 0
            and "Cordyceps swap" not in card.used and bool(game.servers[event.info["server"]].ice))


def _cordyceps_swap(game: Game, ctx: Ctx) -> None:
    """Cordyceps: remove 1 virus counter to swap 1 ice protecting the attacked server with another installed ice."""
    from rulesdb.engine.effects.card_moves import swap_ice
    card = ctx.source
    card.used.add("Cordyceps swap")
    server = game.servers[ctx.event.info["server"]]
    first = choose(game, ctx, list(server.ice), "Runner", "no ice protects that server")
    others = [o for o in game.installed() if o.is_ice and o is not first]
    second = choose(game, ctx, others, "Runner", "there is no other installed ice", suffix="choice")
    if first is None or second is None:
        return
    card.counters["virus"] -= 1
    game.trace.add(f"{ctx.by}: 1 virus counter removed from Cordyceps.", cites.C_COUNTERS)
    swap_ice(game, first, second, ctx.by)


CORDYCEPS = program("Cordyceps", "Virus", faction="shaper", cost=3, inf=4, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Once per turn → When you make a successful run on a central server, you may remove 1 hosted virus counter to "
    "swap 1 piece of ice protecting that server with another installed piece of ice."),
    on_install=on_install(place_counters("virus", 2)),
    on=(whenever("successful", _cordyceps_swap, _first_central_success_with_virus, starts="Once per turn",
                 structure="run", optional="use Cordyceps"),),
    decisions=("Cordyceps target", "Cordyceps choice"))


def _encountering_barrier(game, card, event) -> bool:
    return game.has_subtype(event.subject, "barrier") and card.counters.get("power", 0) >= 3


def _spend_3_to_bypass(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    card = ctx.source
    card.counters["power"] -= 3
    game.trace.add(f"{ctx.by}: 3 power counters removed from Curupira.", cites.C_COUNTERS)
    bypass(game, ctx.event.subject, ctx.by)


CURUPIRA = _breaker("Curupira", "Fracter", faction="criminal", cost=3, strength=1, inf=3, mu=1, text=(
    "Whenever you encounter a barrier, you may spend 3 hosted power counters to bypass it.",
    "Whenever this program fully breaks a piece of ice, place 1 power counter on this program.",
    "Interface → 1[c]: Break 1 barrier subroutine.", "1[c]: +1 strength."),
    breaker=breaks("barrier", 1, boost=1),
    on=(whenever("encounter", _spend_3_to_bypass, _encountering_barrier, starts="Whenever you encounter",
                 structure="encounter", optional="use Curupira"),
        when_fully_breaks(place_counters("power", 1), first_each_turn=False, starts="Whenever this program")))


def _may_host_accessed(game: Game, card) -> bool:
    """Accessing a non-agenda card, and nothing hosted yet ("Limit 1 hosted card", cr/sec_host)."""
    access = game.access
    current = getattr(access, "current", None) if access is not None else None
    return current is not None and current.card.facts.type != "agenda" and not card.hosted


def _host_accessed(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.mid_access import host_accessed
    host_accessed(game, ctx.source, ctx.by, cites.cr("step_mid_access_ability"))


def _breaching_hq_hosting_a_corp_card(game: Game, card, event) -> bool:
    return event.info.get("server") == "HQ" and any(h.owner == "corp" for h in card.hosted)


def _one_credit(game: Game, pending) -> str:
    from rulesdb.engine.effects.costs import Payment, able
    payment = Payment("runner", 1, "ability", "Cupellation", pending.source)
    return "" if able(game, payment) else "the Runner cannot pay 1[c]"


def _pay_trash_access_2_more(game: Game, ctx: Ctx) -> None:
    """Cupellation: pay 1[c] and trash this program, then access 2 additional cards of HQ."""
    from rulesdb.engine.cards.breaches import access_more
    from rulesdb.engine.effects.costs import Payment, pay
    pay(game, Payment("runner", 1, "ability", "Cupellation", ctx.source), cites.COST)
    trash_self(game, ctx)
    access_more(2)(game, ctx)


CUPELLATION = program("Cupellation", "", faction="criminal", cost=1, inf=2, mu=1, text=(
    "Limit 1 hosted card.",
    "Access → 1[c]: Host the non-agenda card you are accessing faceup on this program. <em>(If it was installed, it "
    "becomes uninstalled.)</em>",
    "Whenever you breach HQ, if this program has a hosted Corp card, you may pay 1[c] and trash this program to "
    "access 2 additional cards."),
    on=(paid(Credits(1), effect=_host_accessed, when=_may_host_accessed, access=True, starts="Access"),
        whenever("breach", _pay_trash_access_2_more, _breaching_hq_hosting_a_corp_card, starts="Whenever",
                 optional="use Cupellation", usable=_one_credit)))


def _fully_broken_now(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.rezzed and enc.fully_broken()


def _derez_encountered(game, ctx) -> None:
    from rulesdb.engine.effects.derez import derez
    derez(game, game.encounter.ice, ctx.by)


CRESCENTUS = program("Crescentus", "", faction="criminal", cost=1, inf=1, mu=1, text=(
    "[trash]: Derez 1 piece of ice you fully broke during this encounter.",),
    on=(paid(TrashSelf(), effect=_derez_encountered, when=_fully_broken_now, starts="[trash]",
                 unsettled=True),))


CREEPER = _breaker("Creeper", "Killer - Cloud", faction="shaper", cost=5, strength=2, inf=1, mu=1, text=(
    "If you have at least 2[link], the memory cost of this program is 0[MU], even if it is not installed.",
    "Interface \u2192 2[c]: Break 1 sentry subroutine.", "1[c]: +1 strength."),
    breaker=breaks("sentry", 2, boost=1), on=(constant("memory-cost", free_with_2_link, starts="If you have"),))


def _using_icebreakers(game, card, payment) -> bool:
    """"Use this credit to pay for using icebreakers": their break and strength abilities and their other paid ones."""
    subject = payment.subject
    return payment.purpose == "icebreaker" or (payment.purpose == "ability" and subject is not None
                                               and subject.card.facts.has("icebreaker"))


CLOAK = program("Cloak", "Stealth", faction="shaper", cost=1, inf=2, mu=1, text=(
    "1[recurring]", "Use this credit to pay for using icebreakers."), recurring=1,
    credit_source=CreditSource(_using_icebreakers, "using icebreakers"))


def _agendas_need_1_more_at_3_counters(game, card, subject) -> int:
    agenda = subject is not None and subject.card.facts.type == "agenda"
    return 1 if agenda and card.counters.get("virus", 0) >= 3 else 0


CHAKANA = program("Chakana", "Virus", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Whenever you make a successful run on R&D, place 1 virus counter on Chakana.",
    "If there are at least 3 virus counters on Chakana, the advancement requirement of all agendas is increased by 1."),
    on=(when_successful_run(place_counters("virus", 1), "R&D", starts="Whenever"),
        constant("advancement-requirement", _agendas_need_1_more_at_3_counters, starts="If there are")))


CYBER_CYPHER = _breaker("Cyber-Cypher", "Decoder", faction="shaper", cost=2, strength=4, inf=3, mu=1, text=(
    "When you install this program, choose a server. Use this program only during runs on the chosen server.",
    "Interface → 1[c]: Break 1 code gate subroutine.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=1, usable=running_the_chosen_server,
                   restriction="Use this program only during runs on the chosen server."),
    on_install=on_install(choose_a_server_as_installed),
    decisions=("Cyber-Cypher choice",))


def _cerberus(title: str, subtype: str, breaks_what: str, faction: str, strength: int):
    """Cerberus "Cuj.0" H3 and "Rex" H2: loaded with 4 power counters; each breaks up to 2 subroutines for 1."""
    return _breaker(title, subtype, faction=faction, cost=3, strength=strength, inf=3, mu=1, text=(
        "When you install this program, place 4 power counters on it.",
        f"Interface → Hosted power counter: Break up to 2 {breaks_what} subroutines.", "1[c]: +1 strength."),
        breaker=breaks(breaks_what, 0, boost=1, up_to=2, costs=(HostedCounters("power", 1),)),
        on_install=on_install(place_counters("power", 4)))


CERBERUS_CUJ = _cerberus('Cerberus "Cuj.0" H3', "Killer", "sentry", "anarch", 0)
CERBERUS_REX = _cerberus('Cerberus "Rex" H2', "Decoder", "code gate", "criminal", 1)


COLLECTIVE_CONSCIOUSNESS = program("Collective Consciousness", "", faction="shaper", cost=2, inf=2, mu=2, text=(
    "Draw 1 card whenever the Corp rezzes a piece of ice.",),
    on=(whenever("rezzed", draw(1), lambda game, card, event: event.subject.is_ice, starts="Draw 1"),))
