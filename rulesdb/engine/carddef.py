"""What a card definition is: printed facts plus small behaviour pieces the engine calls.

Facts are what NetrunnerDB prints (checked against it in a test); behaviour is a handful of
subroutines, conditional abilities, breaker abilities, credit-source rules and prohibitions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Effect = Callable[..., Any]


@dataclass(frozen=True)
class Facts:
    """The printed facts of a card; `text` is its abilities, one line each, icons as [c] [sub] [click]."""

    title: str
    side: str  # corp | runner
    type: str  # ice, program, resource, hardware, event, operation, agenda, asset, upgrade
    subtypes: tuple[str, ...] = ()
    cost: int | None = None  # play, install or rez cost
    strength: int | None = None
    subroutines: int = 0
    influence: int | None = 0
    memory: int | None = None
    trash_cost: int | None = None
    agenda_points: int | None = None
    advancement: int | None = None
    text: tuple[str, ...] = ()

    def has(self, subtype: str) -> bool:
        return subtype.lower() in (s.lower() for s in self.subtypes)


@dataclass(frozen=True)
class Subroutine:
    """One [sub] line on a piece of ice; `resolve(game, ice)` carries it out."""

    text: str
    resolve: Effect


@dataclass(frozen=True)
class TriggerDef:
    """A conditional ability: met on `event` when `condition(game, card, event)` holds.

    `structure` names the timing structure the trigger condition is tied to ("encounter", "run",
    "turn" or "" for none); if that structure ends before the ability resolves, it does not.
    `optional` is the name of the player's decision for a "you may" ability.
    """

    event: str
    text: str
    resolve: Effect
    condition: Effect = lambda game, card, event: True
    structure: str = ""
    optional: str | None = None
    usable: Effect | None = None  # (game, card, event) -> reason it cannot be used, or None
    cites: tuple[str, ...] = ()
    inactive_ok: bool = False  # e.g. "when accessed" abilities work on unrezzed cards


@dataclass(frozen=True)
class Breaker:
    """An icebreaker's paid abilities: break `breaks` subroutines, and boost strength."""

    breaks: str | None  # subtype of ice it breaks ("sentry"), None for any
    break_cost: int
    pump_cost: int | None = None
    pump_amount: int = 1
    pump_duration: str = "encounter"  # encounter | run


@dataclass(frozen=True)
class CreditSource:
    """Credits hosted on the card that may pay for some payments (CR 1.10.3c)."""

    eligible: Effect  # (game, card, payment) -> bool
    description: str


@dataclass(frozen=True)
class Prohibition:
    """A "cannot" constant ability: `applies(game, card, subject)` for the action it forbids."""

    action: str  # "bypass", ...
    applies: Effect
    text: str


@dataclass(frozen=True)
class CardDef:
    """One card: its facts and the behaviour the engine runs for it."""

    facts: Facts
    subroutines: tuple[Subroutine, ...] = ()
    triggers: tuple[TriggerDef, ...] = ()
    breaker: Breaker | None = None
    credit_source: CreditSource | None = None
    prohibitions: tuple[Prohibition, ...] = ()
    on_play: Effect | None = None  # events and operations: (game, card, target) -> None
    on_install: Effect | None = None  # (game, card) -> None
    recurring: int = 0
    hosted_credits: int = 0  # "Place 3[c] on this card when it is installed"
    strength_bonus: Effect | None = None  # (game, card) -> int, e.g. per advancement counter
    link: int = 0
    memory_bonus: int = 0

    @property
    def title(self) -> str:
        return self.facts.title
