"""Programs whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_breaks
from rulesdb.engine.cards.hooks.hosting import hosts, on_ice
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import unused_memory
from rulesdb.engine.cards.primitives.players import gain, threat_level
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, runner_trashes_from_rd
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _stronger_for_the_run(game, ctx) -> None:
    """Snowball: this program gets +1 strength for the remainder of this run."""
    card, run = ctx.source, game.run
    if run is None:
        return
    run.boosts[card.object_id] = run.boosts.get(card.object_id, 0) + 1
    game.trace.add(f"{ctx.by}: {card.title} gets +1 strength for the remainder of this run (now "
                   f"{game.breaker_strength(card)}).", cites.BOOST_FOR_RUN)


def _sneakdoor_run(game, ctx) -> None:
    """Sneakdoor Beta: run Archives; when it would be declared successful, it is on HQ instead."""
    change = during_the_run("attacked-server-on-success",
                            lambda game, card, server: "HQ" if server == "Archives" else None,
                            "Sneakdoor Beta: the attacked server becomes HQ", starts="[click]")
    run_event(change)(game, ctx.source, "Archives")


def _smc_search(game, ctx) -> None:
    from rulesdb.engine.effects.searches import search_and_install
    search_and_install(game, "stack", ("program",), "Self-modifying Code target", ctx.by)


SELF_MODIFYING_CODE = program("Self-modifying Code", "", faction="shaper", cost=0, inf=3, mu=2, text=(
    "2[c], [trash]: Search your stack for 1 program. Install it. <em>(Shuffle your stack after "
    "searching it.)</em>",), on=(paid(Credits(2), TrashSelf(), effect=_smc_search),),
    decisions=("Self-modifying Code target",))


SHARPSHOOTER = _breaker("Sharpshooter", "", faction="shaper", cost=1, strength=3, inf=1, mu=1, text=(
    "Interface → [trash]: Break any number of destroyer subroutines.", "1[c]: +2 strength."),
    breaker=breaks("destroyer", 0, boost=1, amount=2, up_to=None, costs=(TrashSelf(),)))


SNEAKDOOR_BETA = program("Sneakdoor Beta", "", faction="criminal", cost=4, inf=3, mu=2, text=(
    "[click]: Run Archives. If that run would be declared successful, change the attacked server to "
    "HQ for the remainder of that run.",), on=(paid(Clicks(1), effect=_sneakdoor_run),))


SNOWBALL = _breaker("Snowball", "Fracter", faction="shaper", cost=4, strength=1, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 barrier subroutine.", "1[c]: +1 strength.",
    "Whenever you use this program to break a subroutine, this program gets +1 strength for the "
    "remainder of this run."), breaker=breaks("barrier", 1, boost=1), on=(when_breaks(_stronger_for_the_run),))


def _host_rezzed_or_derezzed(game, card, event) -> bool:
    return event.subject is not None and event.subject is card.host


SACI = program("Saci", "Trojan", faction="criminal", cost=1, inf=1, mu=1, text=(
    "Install only on a piece of ice.", "Whenever host ice is rezzed or derezzed, gain 3[c]."),
    install_on=on_ice, on=(whenever("rezzed", gain(3), _host_rezzed_or_derezzed, starts="Whenever"),
                           whenever("derezzed", gain(3), _host_rezzed_or_derezzed, starts="Whenever")))


def _weaker_at_threat_4(game, card, breaker) -> int:
    return -2 if breaker is card and threat_level(game) >= 4 else 0


SHIBBOLETH = _breaker("Shibboleth", "Decoder", faction="criminal", cost=1, strength=3, inf=2, mu=1, text=(
    "Threat 4 → This program gets −2 strength. <em>(This ability is active if any player has 4 or more agenda "
    "points.)</em>", "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: +2 strength."),
    breaker=breaks("code gate", 1, boost=2, amount=2),
    on=(constant("breaker-strength", _weaker_at_threat_4, starts="Threat 4"),))


def _run_event_active(game, card) -> int:
    """Sang Kancil: 2[c] less while a run event is active (the run it started is still going)."""
    from rulesdb.engine.cards import lookup
    run = game.run
    if run is None or run.ended or not run.record.get("by"):
        return 0
    try:
        made_by = lookup(run.record["by"])
    except KeyError:
        return 0
    return 2 if made_by.facts.type == "event" and made_by.facts.has("run") else 0


SANG_KANCIL = _breaker("Sang Kancil", "Decoder", faction="criminal", cost=3, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "3[c]: +2 strength. If a run event is active, this ability costs 2[c] less to use."),
    breaker=breaks("code gate", 1, boost=3, amount=2, pump_discount=_run_event_active))


def _reveal_3_trash_1(game: Game, ctx: Ctx) -> None:
    """Stargate: reveal the top 3 cards of R&D; the Runner trashes 1 of them (decision "Stargate target"): it goes
    from R&D to Archives faceup, having been revealed."""
    top = game.corp.deck[:3]
    game.trace.add(f"{ctx.by}: the top {counted(len(top), 'card')} of R&D {'is' if len(top) == 1 else 'are'} revealed: "
                   f"{', '.join(c.title for c in top)}.",
                   cites.cr("rule_reveal"))
    if not top:
        return
    titles = [c.title for c in top]
    gone = top[titles.index(ask_must(game, "Stargate target", titles, "Runner", cites.C_TARGETS))]
    runner_trashes_from_rd(game, ctx, gone)


def _stargate_run(game: Game, ctx: Ctx) -> None:
    run_event(instead_of_breaching("R&D", _reveal_3_trash_1, "Stargate", starts="Once per turn"))(
        game, ctx.source, "R&D")


STARGATE = program("Stargate", "", faction="anarch", cost=4, inf=3, mu=2, text=(
    "Once per turn → [click]: Run R&D. If successful, instead of breaching R&D, reveal the top 3 cards of R&D. Trash 1 "
    "of the revealed cards.",), on=(paid(Clicks(1), effect=_stargate_run, once_per_turn=True),),
    decisions=("Stargate target",))


def _encountering_host(game, card) -> bool:
    enc = game.encounter
    return enc is not None and enc.ice is card.host


SLAP_VANDAL = _breaker("Slap Vandal", "AI - Trojan", faction="shaper", cost=1, strength=6, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "Interface → 1[c]: Break 1 subroutine on host ice. Use this ability only once per encounter."),
    breaker=breaks(None, 1, usable=_encountering_host, restriction="Break 1 subroutine on host ice.",
                   once_per_encounter=True), install_on=on_ice)


def _unrezzed_ice_snitch_unused(game: Game, card, event) -> bool:
    ice_ = event.subject
    return ice_ is not None and ice_.is_ice and not ice_.rezzed and game.run is not None \
        and f"{card.object_id} Snitch" not in game.run.used


def _expose_then_may_jack_out(game: Game, ctx: Ctx) -> None:
    """Snitch: once per run, the approached unrezzed ice is exposed; then the Runner may jack out ("jack out at
    Snitch")."""
    from rulesdb.engine.effects.exposing import expose_card
    from rulesdb.engine.effects.jacking_out import may_jack_out
    game.run.used.add(f"{ctx.source.object_id} Snitch")
    if expose_card(game, ctx.event.subject, ctx.by):
        may_jack_out(game, ctx.source.title)


SNITCH = program("Snitch", "", faction="criminal", cost=3, inf=2, mu=1, text=(
    "Once per run, you may expose an unrezzed piece of ice when you approach it. You may then jack out.",),
    on=(whenever("approach", _expose_then_may_jack_out, _unrezzed_ice_snitch_unused, starts="Once per run",
                 structure="run", optional="use Snitch"),))


def _installing_a_program(game, card, payment) -> bool:
    subject = payment.subject
    return payment.purpose == "install" and subject is not None and subject.card.facts.type == "program"


SAHASRARA = program("Sahasrara", "", faction="shaper", cost=2, inf=2, mu=1, text=(
    "2[recurring]",
    "Use these credits to install programs (you cannot use Sahasrara to install a program that trashes Sahasrara)."),
    # a program trashed to make room is trashed before the install cost is paid (turns.actions), so a trashed
    # Sahasrara is no longer a source: the parenthesis holds by itself
    recurring=2, credit_source=CreditSource(_installing_a_program, "installing programs"))


def _install_program_from_grip(game: Game, ctx: Ctx) -> None:
    programs = [c for c in game.runner.hand if c.card.facts.type == "program"]
    install_one(game, ctx, programs, game.runner.hand, "Savoir-faire target", types=("program",), optional=False)


SAVOIR_FAIRE = program("Savoir-faire", "", faction="criminal", cost=0, inf=3, mu=1, text=(
    "You cannot use Savoir-faire more than once each turn.", "2[c]: Install a program from your grip, paying the "
    "install cost."), on=(paid(Credits(2), effect=_install_program_from_grip, once_per_turn=True, starts="2[c]"),),
    decisions=("Savoir-faire target",))


def _installed_on_this(game: Game, card, event) -> bool:
    return event.subject.host is card and event.subject.card.facts.type == "program"


SCHEHERAZADE = program("Scheherazade", "Daemon", faction="anarch", unique=True, cost=0, inf=1, mu=0, text=(
    "Scheherazade can host any number of programs.", "Whenever you install a program on Scheherazade, gain 1[c]."),
    can_host=hosts("program"), on=(whenever("install", gain(1), _installed_on_this, starts="Whenever"),))


SAGE = _breaker("Sage", "Decoder - Fracter", faction="shaper", cost=4, strength=0, inf=3, mu=2, text=(
    "This program gets +1 strength for each unused MU.",
    "Interface → 2[c]: Break 1 code gate or 1 barrier subroutine."),
    breaker=breaks("code gate|barrier", 2),
    on=(constant("breaker-strength", lambda game, card, subject: unused_memory(game) if subject is card else 0,
                 starts="This program gets"),))


SWITCHBLADE = _breaker("Switchblade", "Killer", faction="criminal", cost=3, strength=0, inf=2, mu=1, text=(
    "Interface → 1[c]: Break any number of sentry subroutines. Use this ability only by spending a credit from a "
    "stealth card.", "1[c]: +7 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("sentry", 1, boost=1, amount=7, up_to=None, boost_from="stealth", break_from="stealth"))
