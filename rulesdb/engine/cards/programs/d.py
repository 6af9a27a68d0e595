"""Programs whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import breaching, remove_counters_to_access
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.hosting import hosts
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.primitives.players import able_to_pay, corp_pays
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, weaken_encountered_ice
from rulesdb.engine.cards.shared import base_trace_strength_is_0
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf
from rulesdb.engine.effects.ending import bypass
from rulesdb.engine.state.objects import CENTRAL


def _encountering_rezzed(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.rezzed


def _central_success(effect):
    return whenever("successful", effect, lambda game, card, event: event.info.get("server") in CENTRAL,
                    structure="run")


DAGGER = _breaker("Dagger", "Killer", faction="shaper", cost=3, strength=0, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.",
    "1[c]: +5 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("sentry", 1, boost=1, amount=5, boost_from="stealth"))


def _virus_counters(game, card, subject) -> int:
    """Darwin's strength X: its hosted virus counters."""
    return card.counters.get("virus", 0) if subject is card else 0


DARWIN = _breaker("Darwin", "AI - Virus", faction="anarch", cost=3, strength=None, inf=3, mu=1, text=(
    "Interface → 2[c]: Break 1 subroutine.", "X is equal to the number of hosted virus counters.",
    "When your turn begins, you may pay 1[c] to place 1 virus counter on this program."),
    breaker=breaks(None, 2),
    on=(constant("breaker-strength", _virus_counters, starts="X is"),
        when_turn_begins(corp_pays(1, place_counters("virus", 1)), optional="use Darwin", usable=able_to_pay(1))))


DATASUCKER = program("Datasucker", "Virus", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Whenever you make a successful run on a central server, place 1 virus counter on Datasucker.",
    "Hosted virus counter: Rezzed piece of ice currently being encountered has -1 strength until the "
    "end of the encounter."), on=(_central_success(place_counters("virus", 1)),
                                 paid(HostedCounters("virus", 1), effect=weaken_encountered_ice,
                                      when=_encountering_rezzed, starts="Hosted", unsettled=True)))


def _encountering_barrier(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.card.facts.has("barrier")


DEMARA = _breaker("Demara", "Fracter", faction="criminal", cost=4, strength=1, inf=2, mu=1, text=(
    "Interface → 2[c]: Break up to 2 barrier subroutines.", "2[c]: +3 strength.",
    "[trash]: Bypass the barrier you are encountering."),
    breaker=breaks("barrier", 2, boost=2, amount=3, up_to=2),
    on=(paid(TrashSelf(), effect=lambda game, ctx: bypass(game, game.encounter.ice, ctx.by),
             when=_encountering_barrier, starts="[trash]", unsettled=True),))


DEUS_X = _breaker("Deus X", "", faction="shaper", cost=3, strength=10, inf=1, mu=1, text=(
    "Interface → [trash]: Break any number of AP subroutines.",
    "[interrupt] → [trash]: Prevent any amount of net damage."),
    breaker=breaks("AP", 0, up_to=None, costs=(TrashSelf(),)),
    on=(prevent("damage", None, kinds=("net",), costs=(TrashSelf(),)),))


DHEGDHEER = program("Dhegdheer", "Daemon", faction="shaper", cost=2, inf=2, mu=0, text=(
    "You can install other programs onto this program. Each program installed this way costs 1[c] "
    "less to install. Limit 1 hosted program.",
    "The memory cost of the hosted program does not count against your memory limit."),
    can_host=hosts("program", limit=1),
    on=(constant("hosted-install-cost", lambda game, card, host: -1 if host is card else 0, starts="You can install"),
        constant("hosted-memory-free", lambda game, card, host: host is card, starts="The memory cost")))


def _up_to_3_mu_of_non_icebreakers(game, host, card) -> bool:
    """Djinn hosts non-icebreaker programs whose memory costs come to 3[MU] at most, this one included."""
    facts = card.card.facts
    used = sum(o.card.facts.memory or 0 for o in host.hosted)
    return facts.type == "program" and not facts.has("icebreaker") and used + (facts.memory or 0) <= 3


DJINN = program("Djinn", "Daemon", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Djinn can host up to 3[MU] of non-icebreaker programs.",
    "The memory costs of hosted programs do not count against your memory limit.",
    "[click], 1[c]: Search your stack for a virus program, reveal it, and add it to your grip. Shuffle your stack."),
    can_host=_up_to_3_mu_of_non_icebreakers,
    on=(constant("hosted-memory-free", lambda game, card, host: host is card, starts="The memory costs"),
        paid(Clicks(1), Credits(1), effect=search_stack("virus"), starts="[click]")),
    decisions=("Djinn target",))


DEVADATTA_DRONE = program("Devadatta Drone", "", faction="shaper", cost=1, inf=1, mu=1, text=(
    "When you install this program, place 2 power counters on it.",
    "Whenever you breach R&D, you may remove 1 hosted power counter to access 1 additional card."),
    on_install=on_install(place_counters("power", 2)),
    on=(whenever("breach", remove_counters_to_access("power", 1, "Devadatta Drone choice"), breaching("R&D"),
                 starts="Whenever"),),
    decisions=("Devadatta Drone choice",))


DISRUPTER = program("Disrupter", "", faction="anarch", cost=1, inf=1, mu=1, text=(
    "[interrupt] \u2192 [trash]: Reduce the base trace strength of a trace to 0.",),
    on=(prevent("trace", None, costs=(TrashSelf(),), then=base_trace_strength_is_0),))


def _three_counters_as_turn_begins(game, card, event) -> bool:
    return event.info.get("side") == card.owner and card.counters.get("virus", 0) >= 3


def _look_at_top_of_rd(game, ctx) -> None:
    """Deep Thought: the Runner looks at the top card of R&D (only they see it: nothing else changes)."""
    top = game.corp.deck[0].title if game.corp.deck else "nothing: R&D is empty"
    game.trace.add(f"{ctx.by}: the Runner looks at the top card of R&D: {top}.",
                   cites.cr("rule_look_reveal_instruction"), key=True)


DEEP_THOUGHT = program("Deep Thought", "Virus", faction="shaper", cost=1, inf=2, mu=1, text=(
    "Whenever you make a successful run on R&D, place 1 virus counter on Deep Thought.",
    "If there are at least 3 virus counters on Deep Thought, it gains \"When your turn begins, you may look at the "
    "top card of R&D.\""),
    on=(when_successful_run(place_counters("virus", 1), server="R&D", starts="Whenever"),
        whenever("turn-begins", _look_at_top_of_rd, _three_counters_as_turn_begins, starts="If there are",
                 structure="turn", optional="use Deep Thought")))


def _encountering_strength_5(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and game.ice_strength(enc.ice) >= 5


D4V1D = program("D4v1d", "", faction="anarch", cost=3, inf=4, mu=1, text=(
    "Place 3 power counters on D4v1d when it is installed.",
    "Hosted power counter: Break ice subroutine on a piece of ice that has a strength of 5 or greater."),
    breaker=breaks(None, 0, costs=(HostedCounters("power", 1),), usable=_encountering_strength_5),
    on_install=on_install(place_counters("power", 3)))
