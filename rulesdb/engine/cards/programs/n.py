"""Programs whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.breaches import virus_counters_dig_deeper
from rulesdb.engine.cards.counters import spend_counter_then
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install, when_empty
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.installed import remove_self_from_game, trash_self
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _interface, _printed_breaker
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.state.carddef import Breaker
from rulesdb.engine.state.lastturn import first_would_each_turn


def _ice_on_attacked_server(game, card, breaker) -> int:
    """Na'Not'K: during runs, +1 strength for each piece of ice protecting the attacked server."""
    if breaker is not card or game.run is None:
        return 0
    return len(game.servers[game.run.server].ice) if game.run.server in game.servers else 0


NANOTK = _breaker("Na'Not'K", "Killer", faction="shaper", cost=4, strength=1, inf=1, mu=1, text=(
    "During runs, this program gets +1 strength for each piece of ice protecting the attacked server.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "3[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=3, amount=2),
    on=(constant("breaker-strength", _ice_on_attacked_server, starts="During runs"),))


NANUQ = _breaker("Nanuq", "AI", faction="shaper", cost=4, strength=3, inf=5, mu=2, text=(
    "When this program is uninstalled, remove it from the game.",
    "When an agenda is scored or stolen, remove this program from the game.",
    "Interface → 2[c]: Break up to 2 subroutines.", "1[c]: +1 strength."),
    breaker=breaks(None, 2, boost=1, up_to=2),
    on=(whenever("trashed", remove_self_from_game, lambda game, card, event: event.subject is card,
                 inactive_ok=True, starts="When this program is uninstalled"),
        # moved out of play to the stack: inactive there, the ability still resolves
        # (cr/rule_active_exception_conditional_move_to_inactive_zone)
        whenever("uninstalled", remove_self_from_game, lambda game, card, event: event.subject is card,
                 inactive_ok=True, starts="When this program is uninstalled"),
        whenever("scored", remove_self_from_game, starts="When an agenda"),
        whenever("stolen", remove_self_from_game, starts="When an agenda")))


NINJA = _printed_breaker("Ninja", "criminal", ["Killer"], 4, 0, 2, 1, [_interface("sentry", 1), "3[c]: +5 strength."],
                 Breaker("sentry", 1, pump_cost=3, pump_amount=5))


NUM = _breaker("Num", "Killer", faction="anarch", cost=4, strength=8, inf=3, mu=1, text=(
    "Interface → 2[c]: Break 1 sentry subroutine.",), breaker=breaks("sentry", 2))


def _first_successful_run_with_power(game, card, event) -> bool:
    return card.counters.get("power", 0) > 0 and first_successful_run(game, asking=card)


NGA = program("Nga", "", faction="anarch", unique=True, cost=2, inf=2, mu=1, text=(
    "When you install this program, load 3 power counters onto it. When it is empty, trash it.",
    "The first time each turn you make a successful run, you may remove 1 hosted power counter to sabotage 1. "
    "<em>(The Corp trashes 1 card of their choice from HQ or the top of R&D.)</em>"),
    on_install=on_install(place_counters("power", 3)),
    on=(when_empty("power", trash_self),
        whenever("successful", spend_counter_then("power", sabotage(1)), _first_successful_run_with_power,
                 starts="The first", structure="run", optional="use Nga")),
    decisions=("Nga choice",))


def _first_net_damage_this_turn(game, card, imminent) -> bool:
    """Net Shield: the first net damage this turn that became imminent is this one."""
    return first_would_each_turn(game, imminent, lambda game, past: past.event == "damage" and past.kind == "net")


NET_SHIELD = program("Net Shield", "", faction="shaper", cost=2, inf=1, mu=1, text=(
    "[interrupt] \u2192 The first time each turn you would suffer net damage, you may pay 1[c] to prevent 1 net "
    "damage.",), on=(prevent("damage", 1, kinds=("net",), costs=(Credits(1),), condition=_first_net_damage_this_turn,
                             once_per_turn=True),))


NERVE_AGENT = program("Nerve Agent", "Virus", faction="anarch", cost=3, inf=2, mu=1, text=(
    "Whenever you make a successful run on HQ, place 1 virus counter on this program.",
    "Whenever you breach HQ, choose a number less than the number of hosted virus counters. Access that many "
    "additional cards."),
    on=virus_counters_dig_deeper("HQ"), decisions=("Nerve Agent choice",))
