"""Events: what happened in the game, and the conditional abilities whose trigger conditions they meet.

An emitted `Event` collects every ability it meets into `game.pending` (and records a moment's
snapshot for the scenario's checks); the checkpoint (effects/triggers.py) resolves them later.
Lingering abilities and lasting effects are kept here too, as part of the game state; like the other
game objects, an event, a lingering ability or a pending one is itself (`eq=False`), not its fields.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import REMEMBERED, remember
from rulesdb.engine.state.midturn import naming, once_per_turn_known
from rulesdb.engine.state.objects import CardObj


@record(eq=False)
class Event:
    """Something that happened that trigger conditions can refer to."""

    kind: str
    subject: CardObj | None = None
    info: dict[str, Any] = field(default_factory=dict)


@record(eq=False)
class Lingering:
    """A conditional ability an effect created ("when that encounter ends..."), independent of any card."""

    source: str
    controller: str
    trigger: TriggerDef
    until: Any  # the Run (or other structure) it lasts for
    data: dict[str, Any] = field(default_factory=dict)


@record(eq=False)
class Lasting:
    """A lasting effect with a duration: a constant ability of `kind` until `token` (turn/run) ends."""

    kind: str
    value: Any  # (game, card, subject) -> value, like Static.value
    text: str
    until: str
    token: Any
    source: str = ""  # what created it ("Account Siphon"), for decisions and the trace


@record
class UntilNextTurn:
    """The duration "until your next turn begins": over once a later turn of `side` has begun
    (cr/step_corp_turn_turn_formal_begin, cr/step_runner_turn_recurring_formal_begin)."""

    game: Any
    side: str
    after: int  # the number of the turn the effect was created in

    @property
    def ended(self) -> bool:
        turn = self.game.turn
        return turn.active == self.side and turn.number > self.after and turn.begun


@record
class UntilNextTurnEnds:
    """The duration "until your next turn ends" (Klevetnik): over once turn `first`, the next turn of
    that player, has ended (cr/rule_turn; turns are numbered in order, one per player's turn)."""

    game: Any
    first: int

    @property
    def ended(self) -> bool:
        turn = self.game.turn
        return turn.number > self.first or (turn.number == self.first and turn.ended)


@record(eq=False)
class Pending:
    """An ability whose trigger condition is met, waiting to trigger and resolve."""

    trigger: TriggerDef
    source: CardObj | None
    controller: str
    event: Event
    token: Any
    label: str
    lingering: Lingering | None = None


def emit(game: Game, event: Event) -> None:
    """Collect every ability whose trigger condition `event` meets."""
    if game.moments:
        _snapshot(game, event)
    game.turn.events.append(event)
    if event.kind in REMEMBERED:
        remember(game, event.kind, event.subject, event.info)
    if event.kind in game.trigger_events:
        _collect(game, event)
    for ling in list(game.lingering):
        trig = ling.trigger
        if trig.event == event.kind and naming(game, ling.source, trig.text, trig.condition, game, ling, event):
            _met(game, Pending(trig, None, ling.controller, event, _token(game, trig),
                               ling.source, ling))


def _collect(game: Game, event: Event) -> None:
    """The cards in play (and the ones the event is about) whose abilities the event meets."""
    from rulesdb.engine.state.dependent import stripped
    candidates, lost = game.in_play(), stripped(game)
    for extra in (event.subject, *event.info.get("together", ()), *_in_their_zone(game)):  # cards out of play
        if extra is not None and all(o is not extra for o in candidates):
            candidates.append(extra)
    for obj in candidates:
        if not obj.card.triggers or obj.object_id in lost:
            continue
        for trig in obj.card.triggers:
            if trig.event != event.kind or not trigger_active(game, obj, trig):
                continue
            if naming(game, obj, trig.text, trig.condition, game, obj, event):
                if trig.text.startswith("Once per turn"):
                    once_per_turn_known(game, obj)
                _met(game, Pending(trig, obj, obj.owner, event, _token(game, trig), obj.title))


def _in_their_zone(game: Game) -> list[CardObj]:
    """Cards in a discard pile or a score area with a conditional ability that works only from there (Jeitinho's
    "install this hardware from your heap", Subliminal Messaging in Archives, Project Vacheron stolen)."""
    return [o for p in (game.corp, game.runner) for zone in ("discard", "score") for o in getattr(p, zone)
            if any(t.from_zone == zone for t in o.card.triggers)]


def trigger_active(game: Game, obj: CardObj, trig: TriggerDef) -> bool:
    """Whether `obj`'s conditional ability `trig` works where the card is: in play and active, or, for an ability
    stating the zone it works from, in that zone (cr/rule_active_exception_catchall)."""
    if trig.from_zone:
        return any(o is obj for p in (game.corp, game.runner) for o in getattr(p, trig.from_zone))
    return trig.inactive_ok or game.is_active(obj)


def moment_name(event: Event) -> str:
    """How a check names the moment of an event: "encounter Ice Wall", "run ends"."""
    words = MOMENT_WORDS.get(event.kind)
    if words is None:
        return ""
    return f"{words} {event.subject.title}" if event.subject is not None else words


MOMENT_WORDS = {"encounter": "encounter", "encounter-ended": "encounter ends", "approach": "approach",
                "pass": "pass", "access": "access", "successful": "successful run",
                "run-ends": "run ends", "run-begins": "run begins", "turn-begins": "turn begins",
                "turn-ends": "turn ends", "fully-broken": "fully broken", "install": "install",
                "scored": "score", "stolen": "steal", "rezzed": "rez"}


def _snapshot(game: Game, event: Event) -> None:
    name = moment_name(event)
    if not name:
        return
    n = game.seen[name.lower()] = game.seen.get(name.lower(), 0) + 1
    for key in (f"{name} #{n}".lower(), name.lower()):
        if key in game.moments and key not in game.snapshots:
            from rulesdb.engine.state.snapshot import final_state
            game.snapshots[key] = final_state(game)


def expire(game: Game, until: Any) -> None:
    """Lingering abilities that last for `until` (a run) end with it."""
    game.lingering = [ling for ling in game.lingering if ling.until is not until]


def _token(game: Game, trig: TriggerDef) -> Any:
    return {"encounter": game.encounter, "run": game.run, "turn": game.turn}.get(trig.structure)


def _met(game: Game, pending: Pending) -> None:
    game.pending.append(pending)
    game.log["met"].append(pending.label)
    game.trace.add(f"{pending.label}'s ability meets its trigger condition: \"{pending.trigger.text}\"",
                   cites.CONDITIONAL, *pending.trigger.cites)
