"""What a card definition is: printed facts plus small behaviour pieces the engine calls.

Facts are what NetrunnerDB prints (checked against it in a test); behaviour is data plus small
functions hung on named hooks: subroutines, conditional abilities (triggers), paid and click
abilities with typed costs, interrupts, constant abilities (statics), breakers, credit sources.

A definition and each of its pieces is compared by identity (`eq=False`): two cards' abilities with
the same text and the same shared effect are still two abilities, and comparing definitions field by
field would be slower to define and to compare as well as wrong. Printed facts compare by value.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rulesdb.engine.records import record

Effect = Callable[..., Any]


@record(frozen=True)
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
    base_link: int | None = None  # identities of the Runner
    unique: bool = False

    def has(self, subtype: str) -> bool:
        return subtype.lower() in (s.lower() for s in self.subtypes)


@record(frozen=True, eq=False)
class Subroutine:
    """One [sub] line on a piece of ice; `resolve(game, ice)` carries it out."""

    text: str
    resolve: Effect


@record(frozen=True, eq=False)
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
    from_zone: str = ""  # "discard" or "score": it works only from a discard pile (Jeitinho, Subliminal Messaging)
    # or a score area (Project Vacheron stolen), like Ability.from_zone
    for_later: bool = False  # it only creates a lasting effect applied at a later step ("If successful, instead of
    # breaching"): nothing another ability does as it resolves turns on when it resolves (effects/triggers.py)


@record(frozen=True, eq=False)
class Breaker:
    """A card's paid abilities that break subroutines (an icebreaker's, a bioroid's own, a
    resource's), and an icebreaker's strength ability.

    `breaks` is one subtype ("sentry"), several ("barrier|code gate") or None for any ice;
    one use of the break ability breaks up to `per_use` subroutines (None: any number) for
    `break_cost`[c] plus the typed `costs` (lose [click], [trash]). `this_ice` marks an ability
    printed on the ice itself that only the Runner can use; `boost_from` names the subtype of
    the only cards whose credits may pay for the strength ability ("stealth").
    """

    breaks: str | None
    break_cost: int
    pump_cost: int | None = None
    pump_amount: int = 1
    pump_duration: str = "encounter"  # encounter | run | counter (a hosted power counter that raises it: Hyperbaric)
    per_use: int | None = 1
    costs: tuple = ()
    this_ice: bool = False
    once_per_turn: bool = False
    boost_from: str | None = None
    # the strength ability's typed costs ("Hosted power counter: +2 strength": Propeller)
    pump_costs: tuple = ()
    # the card's other break abilities, each a Breaker whose pump fields are unused (Lobisomem, Euler)
    also: tuple = ()
    # when the break ability can be used: (game, card) -> bool; `restriction` quotes the printed restriction it
    # checks ("Use this ability only if ...", "cannot interface with ice protecting a remote server"); without one,
    # `usable` only asks that the ability find a subroutine it could break, which no current rule requires
    usable: Callable | None = None
    restriction: str = ""
    # "X[c]: Break X subroutines": one use breaks any number, paying break_cost for each (Utae, Lobisomem)
    per_subroutine: bool = False
    once_per_run: bool = False
    once_per_encounter: bool = False  # "Use this ability only once per encounter" (Slap Vandal)
    # "this ability costs N[c] less": (game, card) -> N, for the break ability and the strength ability
    discount: Callable | None = None
    pump_discount: Callable | None = None
    # "Use this ability only by spending a credit from a stealth card" on the break ability (Switchblade)
    break_from: str | None = None

    def abilities(self) -> tuple:
        """Every break ability of the card: this one, then the others it prints."""
        return (self, *self.also)

    def can_break(self, has: Callable[[str], bool]) -> bool:
        """Whether it breaks subroutines of ice for which `has(subtype)` says which subtypes it has."""
        return self.breaks is None or any(has(s) for s in self.breaks.split("|"))


@record(frozen=True, eq=False)
class Ability:
    """A paid ability (or with `click`, a click ability used as an action): costs, then effect.

    `costs` are typed costs (effects/costtypes.py, card_costs.py, player_costs.py), all paid before
    the effect; `resolve(game, card)` carries the effect out. `when(game, card)` says whether the
    ability can be used now (e.g. "use only during a run"); `once_per_turn` enforces "Use this
    ability only once per turn".
    """

    text: str
    costs: tuple = ()
    resolve: Effect = lambda game, card: None
    click: bool = False
    when: Effect | None = None
    once_per_turn: bool = False
    cites: tuple[str, ...] = ()
    access: bool = False  # "Access →": a mid-access ability, used only while accessing a card
    in_runner_score: bool = False  # the Corp may use it while its agenda is in the Runner's score area
    from_zone: str = ""  # "hand" or "discard": used only from there ("reveal and trash this agenda from HQ")
    any_player: bool = False  # "Any player can use this ability" (Detente): the player using it controls it
    # `when` fails only where the effect finds nothing to act on: no rule of the current CR forbids that use
    # (NISEI's 1.2.5 did, up to CR 24.09), so a refusal says it is the engine's, not the CR's
    unsettled: bool = False
    # what the printed effect does, declared by the card (tests/engine/test_declared_ability_flags.py checks each
    # against the printed text): "Break ... subroutine(s)", usable only during an encounter
    # (cr/rule_paid_ability_breaks_subroutines); an "Access →" ability whose effect trashes the accessed card
    breaks_subroutines: bool = False
    trashes_accessed: bool = False
    threat: int = 0  # "Threat N →": active only while the threat level is N or more (cr/rule_threat_flag)
    # "+N strength" on a breaker beside its strength ability (Pressure Spike's "+9"): the break plan may use it
    raises_strength: int = 0


@record(frozen=True, eq=False)
class Interrupt:
    """An [interrupt] ability: used while something is imminent (damage, tags, trash, a subroutine).

    `event` names what it interrupts; `resolve(game, card, imminent)` changes the Imminent
    (prevent some of it, avoid it, replace it); `condition(game, card, imminent)` filters.
    Optional interrupts are offered as a decision "prevent <what>"; `costs` are paid first.
    """

    event: str  # damage | tags | trash | subroutine | encounter-ability | breach
    text: str
    resolve: Effect
    condition: Effect = lambda game, card, imminent: True
    costs: tuple = ()
    once_per_turn: bool = False
    optional: bool = True
    cites: tuple[str, ...] = ()
    conditional: bool = False  # "when(ever) ... would": pending only if active when the window opened
    prevents: bool = True  # False for an interrupt that changes without preventing (increases damage)
    while_unrezzed: bool = False  # "you may rez this asset" works while it is installed unrezzed (Zaibatsu Loyalty)


@record(frozen=True, eq=False)
class Static:
    """A constant ability folded into a query: `kind` names the query, `value(game, card, subject)`.

    Kinds the engine asks: link, memory, hand-size, max-clicks, access-hq, access-rd,
    steal-cost (a tuple of costs), rez-cost (credits added), install-cost, cannot-<action>
    (true forbids: cannot-draw, cannot-run, cannot-trash, cannot-steal, cannot-breach, ...).
    """

    kind: str
    value: Effect
    text: str = ""


@record(frozen=True, eq=False)
class CreditSource:
    """Credits hosted on the card that may pay for some payments (CR 1.10.3c)."""

    eligible: Effect  # (game, card, payment) -> bool
    description: str


@record(frozen=True, eq=False)
class Prohibition:
    """A "cannot" constant ability: `applies(game, card, subject)` for the action it forbids."""

    action: str  # "bypass", ...
    applies: Effect
    text: str


@record(frozen=True, eq=False)
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
    recurring: int | Effect = 0  # N[recurring], or (game, card) -> X for "X[recurring]" (Pheromones)
    hosted_credits: int = 0  # "Place 3[c] on this card when it is installed"
    strength_bonus: Effect | None = None  # (game, card) -> int, e.g. per advancement counter
    link: int = 0
    memory_bonus: int = 0
    abilities: tuple[Ability, ...] = ()
    interrupts: tuple[Interrupt, ...] = ()
    statics: tuple[Static, ...] = ()
    play_costs: tuple = ()  # additional costs to play (Double events) or install
    rez_costs: tuple = ()  # additional costs to rez
    steal_costs: tuple = ()  # additional costs to steal
    score_costs: tuple = ()  # additional costs to score
    x_cost: bool = False  # the play or install cost is X: the player names X
    advanceable: bool = False  # "You can advance this ice"
    hand_size: int = 0  # identity modifiers
    decisions: tuple[str, ...] = ()  # names of the card's own decisions ("swap Thimblerig")
    playable: Effect | None = None  # (game, card) -> why it cannot be played (or installed: "Install only if"), or ""
    x_limit: Effect | None = None  # (game, card) -> the highest X allowed ("X must be ... or less")
    can_host: Effect | None = None  # (game, host, card) -> True if `card` may be installed on it
    install_on: Effect | None = None  # "Install only on ...": (game, host) -> bool; its docstring names it
    persistent: bool = False  # "Persistent →": its abilities last the run after it is trashed
    hosts_uninstalled: bool = False  # what it hosts is not installed (cr/rule_host_without_install): Madani

    @property
    def title(self) -> str:
        return self.facts.title

    def recurring_credits(self, game, obj) -> int:
        """The credits its recurring credits refill to now (X counted as the refill happens)."""
        return self.recurring(game, obj) if callable(self.recurring) else self.recurring


_TAG = re.compile(r"</?(?:em|strong|i|b|sup|ul|li)>")


def untagged(line: str) -> str:
    """A printed line as plain text: the card data's emphasis (`<em>`, `<strong>`) left out, its words kept (a
    question's option or price is shown as text, where the tags would be read out as they are)."""
    return _TAG.sub("", line)


_FIXED = re.compile(r"^Run (HQ|R&D|Archives)\b(?! or )")


_CHOICE = re.compile(r"(?:^|\. )Run (HQ or R&D|a central server|a remote server|a server protected by ice)\b")
_CENTRAL = ("HQ", "R&D", "Archives")
_IN_CHOICE = {"HQ or R&D": lambda server, game=None: server in ("HQ", "R&D"),
              "a central server": lambda server, game=None: server in _CENTRAL,
              "a remote server": lambda server, game=None: server not in _CENTRAL,
              # Bravado: read from the board when there is one (a scenario file's reader has none yet)
              "a server protected by ice": lambda server, game=None: game is None or bool(
                  server in game.servers and game.servers[server].ice)}


def server_choice(card) -> tuple[str, Callable[..., bool]] | None:
    """The servers a run event lets the Runner choose among ("Run HQ or R&D.", "Run a remote server.", "Run a server
    protected by ice."): how its text says them, and a test of a server's name, and of the game when given (whether
    ice protects it); None when any server will do or the card names one."""
    for line in card.facts.text:
        match = _CHOICE.search(line)
        if match:
            return match.group(1), _IN_CHOICE[match.group(1)]
    return None


def fixed_server(card) -> str | None:
    """The server a run event names itself ("Run HQ.", on any line: Finality's follows its additional cost)."""
    for line in card.facts.text:
        match = _FIXED.match(line)
        if match:
            return match.group(1)
    return None
