"""Hardware whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.counters import spend_counter_then
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import first_time_this_turn, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install, when_empty, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.this_turn import first_trash_this_turn
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.effects.pile_trash import PLAYED_CARD_TRASHED, TRASHED_FROM_GRIP_OR_STACK
from rulesdb.engine.state.game import Game


def _during_a_run(game, card, imminent) -> bool:
    return game.run is not None and not game.run.ended


AIRBLADEX = hardware("AirbladeX (JSRF Ed.)", "Vehicle", faction="shaper", unique=True, cost=1, inf=1, text=(
    "When you install this hardware, load 3 power counters onto it. When it is empty, trash it.",
    "[interrupt] → Hosted power counter: Prevent 1 net damage. Use this ability only during a run.",
    "[interrupt] → Hosted power counter: Prevent a \"when encountered\" ability on a piece of ice."),
    on_install=on_install(place_counters("power", 3)),
    on=(when_empty("power", trash_self),
        prevent("damage", 1, kinds=("net",), costs=(HostedCounters("power", 1),), condition=_during_a_run,
                starts="[interrupt] → Hosted power counter: Prevent 1"),
        prevent("encounter-ability", 1, costs=(HostedCounters("power", 1),),
                starts="[interrupt] → Hosted power counter: Prevent a")))


AKAMATSU = hardware("Akamatsu Mem Chip", "Chip", faction="shaper", cost=1, inf=1, text=("+1[MU]",),
                    memory_bonus=1)


AMANUENSIS = hardware("Amanuensis", "Console", faction="anarch", unique=True, cost=2, inf=3, text=(
    "+1[MU]", "When your turn ends, place 1 power counter on this hardware if you are tagged.",
    "Whenever you remove 1 or more tags, you may remove 1 hosted power counter to draw 2 cards.", CONSOLE_LIMIT),
    memory_bonus=1,
    on=(whenever("turn-ends", place_counters("power", 1), lambda game, card, event: event.info.get("side") == "runner"
                 and game.runner.tags > 0, starts="When your turn ends", structure="turn"),
        whenever("tags-removed", spend_counter_then("power", draw(2)),
                 lambda game, card, event: event.info.get("by") == "runner" and card.counters.get("power", 0) > 0,
                 starts="Whenever", optional="use Amanuensis")))


def _alarm_clock(game: Game, ctx: Ctx) -> None:
    """Alarm Clock: the Runner runs HQ; the first time they encounter ice in that run they may spend
    [click][click] to bypass it (decision "Alarm Clock choice")."""
    from rulesdb.engine.effects.ending import bypass
    from rulesdb.engine.effects.pools import lose_clicks
    from rulesdb.engine.run.steps import make_run
    from rulesdb.engine.state.carddef import TriggerDef
    from rulesdb.engine.state.events import Lingering
    first: list = []

    def met(game: Game, ling, event) -> bool:
        if first:
            return False
        first.append(event.subject)
        return game.runner.clicks >= 2

    def resolve(game: Game, pending) -> None:
        if game.decider.ask("Alarm Clock choice", ["yes", "no"], "Runner") == "yes":
            lose_clicks(game, "runner", 2, "Alarm Clock")
            bypass(game, pending.event.subject, "Alarm Clock")
    trigger = TriggerDef("encounter", "The first time you encounter a piece of ice during that run, you may spend "
                         "[click][click] to bypass it.", resolve, met, "encounter")
    make_run(game, "HQ", "Alarm Clock", Lingering("Alarm Clock", "runner", trigger, None))


ALARM_CLOCK = hardware("Alarm Clock", "", faction="criminal", unique=True, cost=2, inf=4, text=(
    "When your turn begins, you may run HQ. The first time you encounter a piece of ice during that run, you may "
    "spend [click][click] to bypass it.",), on=(when_turn_begins(_alarm_clock, optional="use Alarm Clock"),),
    decisions=("Alarm Clock choice",))


def _is_event(obj) -> bool:
    return obj.card.facts.type == "event"


def _first_event_trashed(game: Game, card, event) -> bool:
    """Aniccam: an event trashed from any location (from the grip or the stack, by damage too; from the play area
    once it is fully resolved, cr/rule_event_play; hosted on Bling), the first such trash this turn."""
    return (_is_event(event.subject) and first_trash_this_turn(game, event, _TRASH_KINDS, _is_event, asking=card)
            and first_time_this_turn(game, card, "an event trashed"))


_TRASH_KINDS = ("trashed", TRASHED_FROM_GRIP_OR_STACK, PLAYED_CARD_TRASHED)

ANICCAM = hardware("Aniccam", "Console", faction="shaper", unique=True, cost=3, inf=3, text=(
    "+1[MU]", "The first time each turn an event is trashed <em>(from any location)</em>, draw 1 card.",
    CONSOLE_LIMIT), memory_bonus=1,
    on=tuple(whenever(kind, draw(1), _first_event_trashed, starts="The first time") for kind in _TRASH_KINDS))


ASTROLABE = hardware("Astrolabe", "Console", faction="shaper", unique=True, cost=1, inf=2, text=(
    "+1[MU]", "Draw 1 card whenever the Corp creates a server.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("server-created", draw(1), starts="Draw 1"),))
