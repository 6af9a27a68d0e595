"""Programs whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_fully_breaks
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import NO_REMOTE_INTERFACE, _breaker, caissa_move, not_interfacing_a_remote
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.subroutines import of_encounter
from rulesdb.engine.state.unseen_lasting import compared


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
    chosen = left[texts.index(ask_must(game, "Botulus choice", texts, "Runner", cites.C_TARGETS))]
    enc.broken.add(chosen)
    game.trace.add(f"{ctx.by}: subroutine {texts[left.index(chosen)]!r} on {enc.ice.title} is broken.",
                   cites.SUBROUTINE)



def _interfacing_with_a_barrier(game, banner) -> bool:
    """"Interface →" on a barrier: during an encounter with a barrier, with Banner's strength at least
    the ice's (cr/rule_icebreaker_interface_strength, cr/rule_icebreaker_interface_subtype); a strength an unseen
    lasting effect may decide is refused when Banner is used (state.unseen_lasting.compared)."""
    enc = game.encounter
    return (enc is not None and not enc.ended and game.has_subtype(enc.ice, "Barrier")
            and compared(game, banner, enc.ice) >= game.ice_strength(enc.ice))


def _barrier_cannot_end_the_run(game, ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    barrier = game.encounter.ice
    lasting(game, "cannot-end-the-run-by-subroutine", lambda game, card, ice: ice is barrier,
            f"subroutines on {barrier.title} cannot end the run", "encounter", ctx.by)


BANNER = _breaker("Banner", "Fracter - Weapon", faction="anarch", cost=4, strength=5, inf=3, mu=1, text=(
    "Interface → 2[c]: Subroutines on the barrier you are encountering cannot end the run for the remainder "
    "of this encounter.",),
    on=(paid(Credits(2), effect=_barrier_cannot_end_the_run, when=_interfacing_with_a_barrier,
             starts="Interface"),))

BATTERING_RAM = _breaker("Battering Ram", "Fracter", faction="shaper", cost=5, strength=3, inf=2, mu=2,
                         text=("Interface → 2[c]: Break up to 2 barrier subroutines.",
                               "1[c]: +1 strength for the remainder of this run."),
                         breaker=breaks("barrier", 2, boost=1, lasting="run", up_to=2))


BOTULUS = program("Botulus", "Virus - Trojan", faction="anarch", cost=2, inf=3, mu=1, text=(
    "Install only on a piece of ice. <em>(If the host ice is uninstalled, this program is trashed.)</em>",
    "When you install this program and when your turn begins, place 1 virus counter on this program.",
    "Hosted virus counter: Break 1 subroutine on host ice."),
    on_install=on_install(place_counters("virus", 1)),
    on=(when_turn_begins(place_counters("virus", 1), starts="When you install"),
        paid(HostedCounters("virus", 1), effect=_break_one_on_host, when=_encountering_host_now, starts="Hosted",
              unsettled=True, breaks_subroutines=True)),
    decisions=("Botulus choice",), install_on=on_ice)


BUKHGALTER = _breaker("Bukhgalter", "Killer", faction="criminal", cost=3, strength=1, inf=4, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "1[c]: +1 strength.",
    "The first time each turn this program fully breaks a piece of ice, gain 2[c]."),
    breaker=breaks("sentry", 1, boost=1), on=(when_fully_breaks(gain(2)),))


BUZZSAW = _breaker("Buzzsaw", "Decoder", faction="anarch", cost=4, strength=3, inf=1, mu=1, text=(
    "Interface → 1[c]: Break up to 2 code gate subroutines.", "3[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=3, up_to=2))


def _core_damage_taken(game, card, breaker) -> int:
    return game.runner.core_damage if breaker is card else 0


BEGEMOT = _breaker("Begemot", "Fracter", faction="anarch", cost=5, strength=2, inf=4, mu=2, text=(
    "When you install this program, suffer 1 core damage.",
    "This program gets +1 strength for each core damage you have taken this game.",
    "Interface → 1[c]: Break any number of barrier subroutines."),
    breaker=breaks("barrier", 1, up_to=None), on_install=on_install(damage("core", 1)),
    on=(constant("breaker-strength", _core_damage_taken, starts="This program"),))


def _1_less_after_trashing_own_installed(game, card) -> int:
    """Boi-tatá: 1[c] less while the Runner trashed one of their installed cards this turn (the game's history)."""
    from rulesdb.engine.state.lastturn import happened
    trashed = happened(game, game.turn.number, "trashed installed", by="runner", owner="runner")
    return 1 if unless_none_earlier(game, trashed, card, "you trashed any of your installed cards this turn") else 0


BOI_TATA = _breaker("Boi-tatá", "Killer", faction="anarch", cost=3, strength=1, inf=2, mu=1, text=(
    "If you trashed any of your installed cards this turn, paid abilities on this program cost 1[c] less to use.",
    "Interface → 2[c]: Break up to 2 sentry subroutines.", "3[c]: +3 strength."),
    breaker=breaks("sentry", 2, boost=3, amount=3, up_to=2, discount=_1_less_after_trashing_own_installed,
                   pump_discount=_1_less_after_trashing_own_installed))


BREACH = _breaker("Breach", "Fracter", faction="criminal", cost=2, strength=2, inf=2, mu=1, text=(
    "Interface → 2[c]: Break up to 3 barrier subroutines.", "2[c]: +4 strength.", NO_REMOTE_INTERFACE),
    breaker=breaks("barrier", 2, boost=2, amount=4, up_to=3, usable=not_interfacing_a_remote,
                   restriction="This program cannot interface with ice protecting a remote server."))


def _hq_run_this_turn(game: Game, card) -> str:
    from rulesdb.engine.cards.this_turn import made_successful_run
    return "" if made_successful_run(game, "HQ", asking=card) else "the Runner made no successful run on HQ this turn"


def _corp_drew(game: Game, card, event) -> bool:
    return event.info.get("side") == "corp"


def _may_reveal_each_drawn_card(game: Game, ctx) -> None:
    """Bug: for each card the Corp drew, the Runner may pay 2[c] to reveal it ("Bug choice", asked card by card)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.reveal import revealed
    for card in ctx.event.info.get("cards", ()):
        payment = Payment("runner", 2, "ability", f"{ctx.by} (2[c] to reveal)")
        if not able(game, payment) or game.decider.ask("Bug choice", ["reveal", "no"], "Runner") == "no":
            continue
        pay(game, payment, cites.COST)
        game.trace.add(f"{ctx.by}: the Runner reveals the card the Corp drew: {card.title}.", cites.cr("rule_reveal"),
                       key=True)
        revealed(game, "corp", 1)


BUG = program("Bug", "", faction="criminal", cost=0, inf=1, mu=1, text=(
    "Install only if you made a successful run on HQ this turn.",
    "Whenever the Corp draws a card, you may pay 2[c] to reveal that card."),
    playable=_hq_run_this_turn, on=(whenever("drawn", _may_reveal_each_drawn_card, _corp_drew, starts="Whenever"),),
    decisions=("Bug choice",))


def _central_to_remote_and_back(game, bishop, ice) -> bool:
    """Bishop on ice protecting a central server moves only to ice protecting a remote server, and the reverse."""
    if bishop.host is None or not bishop.host.is_ice:
        return True
    return (game.locate(bishop.host)[0].name in CENTRAL) != (game.locate(ice)[0].name in CENTRAL)


BISHOP = program("Bishop", "Caïssa - Trojan", faction="anarch", cost=0, inf=2, mu=1, text=(
    "Host ice gets -2 strength.", "[click]: Host this program on a piece of ice that is not hosting a Caïssa program.",
    "If this program is hosted on ice protecting a central server, its [click] ability can only be used to host it on "
    "ice protecting a remote server. If this program is hosted on ice protecting a remote server, its [click] ability "
    "can only be used to host it on ice protecting a central server."),
    on=(constant("ice-strength", lambda game, card, ice: -2 if ice is card.host else 0, starts="Host ice"),
        paid(Clicks(1), effect=caissa_move(_central_to_remote_and_back), starts="[click]")),
    decisions=("Bishop target",))
