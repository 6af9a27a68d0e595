"""Declaring a card in one call: its printed facts as NetrunnerDB gives them, plus its behaviour.

`define()` (and the per-type shorthands `ice`, `program`, `event`...) turn keyword facts into the
kernel's `Facts`, pair each printed [sub] line with its effect, and let hooks read the card's text.
"""

from __future__ import annotations

import re
from typing import Any

from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import Ability, CardDef, Facts, Interrupt, Static, Subroutine, TriggerDef

# "X can be advanced", "You can advance this ice"; not "ice that can be advanced" (Builder, Reconstruction Contract)
_ADVANCEABLE = re.compile(r"(?<!that )\bcan be advanced\b|\byou can advance this\b", re.IGNORECASE)
CORP_FACTIONS = ("haas-bioroid", "jinteki", "nbn", "weyland-consortium", "neutral-corp")
RUNNER_FACTIONS = ("anarch", "criminal", "shaper", "neutral-runner", "adam", "apex", "sunny-lebeau")
FACTIONS = CORP_FACTIONS + RUNNER_FACTIONS
TYPES = ("identity", "ice", "program", "hardware", "resource", "event", "operation", "agenda",
         "asset", "upgrade")
WAITS = ("paid abilities", "corp actions", "identities", "interrupts", "constant abilities", "scoring",
         "counters", "hosting", "psi games", "lasting effects", "access", "rez events",
         "additional costs", "breaking several subroutines", "searching decks", "currents", "traces",
         "play restrictions", "trash events", "tag events",
         "credit pool events")  # the pool emptied by any means, losing credits included (Order of Sol)


@record(frozen=True)
class Printed(Facts):
    """Facts the kernel does not read but the library checks against NetrunnerDB."""

    faction: str = ""
    base_link: int | None = None
    deck_size: int | None = None
    influence_limit: int | None = None


@record(frozen=True, eq=False)
class Card(CardDef):
    """A library card: the kernel's definition plus what it still waits for in the engine; like every
    definition, itself and not its fields (`eq=False`, see state/carddef.py).

    `waits_for` names the engine mechanism (one of WAITS) some of its printed abilities need;
    until it lands the card carries its facts and whatever behaviour today's hooks allow.
    """

    waits_for: str = ""


def side_of(faction: str) -> str:
    if faction not in FACTIONS:
        raise ValueError(f"unknown faction {faction!r} (known: {', '.join(FACTIONS)})")
    return "corp" if faction in CORP_FACTIONS else "runner"


def define(title: str, type_: str, subtypes: str = "", *, faction: str, text: tuple[str, ...] = (),
           cost: int | None = None, strength: int | None = None, inf: int | None = None,
           mu: int | None = None, trash: int | None = None, points: int | None = None,
           adv: int | None = None, link: int | None = None, deck: int | None = None,
           limit: int | None = None, unique: bool = False, subs: tuple = (), on: tuple = (), waits_for: str = "",
           **behaviour: Any) -> Card:
    """One card: NetrunnerDB-style facts (`subtypes` as "Sentry - Tracer", `unique` for ◆), effects and hooks.

    `subs` are effects for the printed [sub] lines, in order; `on` are hooks (see the hooks/ package), each
    a function of the facts returning a TriggerDef, so a trigger quotes the card's own text.
    """
    if type_ not in TYPES:
        raise ValueError(f"{title}: unknown card type {type_!r}")
    if waits_for and waits_for not in WAITS:
        raise ValueError(f"{title}: unknown mechanism {waits_for!r} (known: {', '.join(WAITS)})")
    sub_lines = [line[len("[sub]"):].strip() for line in text if line.startswith("[sub]")]
    if len(sub_lines) != len(subs):
        raise ValueError(f"{title}: {len(sub_lines)} printed subroutines but {len(subs)} effects")
    if type_ == "ice":
        behaviour.setdefault("can_host", ice_hosts_programs)
    if any(line.startswith("Persistent") for line in text):
        behaviour.setdefault("persistent", True)
    if any(_ADVANCEABLE.search(line) for line in text):  # "You can advance this ice", "X can be advanced"
        behaviour.setdefault("advanceable", True)
    base_link = link if type_ == "identity" else None
    if link:
        behaviour["link"] = link  # an identity's base link, or "+1[link]" on hardware
    facts = Printed(title=title, side=side_of(faction), type=type_,
                    subtypes=tuple(subtypes.split(" - ")) if subtypes else (), cost=cost,
                    strength=strength, subroutines=len(subs), influence=inf, memory=mu,
                    trash_cost=trash, agenda_points=points, advancement=adv, text=tuple(text),
                    faction=faction, base_link=base_link, deck_size=deck, influence_limit=limit, unique=unique)
    from rulesdb.engine.cards.hooks.abilities import as_subroutine

    subroutines = tuple(Subroutine(line, as_subroutine(effect)) for line, effect in zip(sub_lines, subs))
    built = [hook(facts) for hook in on]
    triggers = tuple(b for b in built if isinstance(b, TriggerDef)) + tuple(behaviour.pop("triggers", ()))
    interrupts = tuple(b for b in built if isinstance(b, Interrupt))
    statics = tuple(b for b in built if isinstance(b, Static))
    abilities = tuple(b for b in built if isinstance(b, Ability))
    if abilities:
        behaviour["abilities"] = abilities
    if interrupts:
        behaviour["interrupts"] = interrupts
    if statics:
        behaviour["statics"] = statics
    asked = tuple(t.optional for t in triggers if t.optional) + tuple(behaviour.pop("decisions", ()))
    return Card(facts, subroutines=subroutines, triggers=triggers, waits_for=waits_for, decisions=asked,
                **behaviour)


def ice_hosts_programs(game, host, card) -> bool:
    """Ice can host programs installed on it ("Install only on a piece of ice")."""
    return card.card.facts.type == "program"


def _typed(type_: str):
    def build(title: str, subtypes: str = "", **kw: Any) -> Card:
        return define(title, type_, subtypes, **kw)
    build.__name__ = type_
    build.__doc__ = f"A {type_}: see define()."
    return build


ice = _typed("ice")
program = _typed("program")
hardware = _typed("hardware")
resource = _typed("resource")
event = _typed("event")
operation = _typed("operation")
agenda = _typed("agenda")
asset = _typed("asset")
upgrade = _typed("upgrade")
identity = _typed("identity")


