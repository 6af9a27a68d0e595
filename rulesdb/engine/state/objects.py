"""The objects of the game state: a card as an object in its zone, a server, a player's pools and zones,
the run, the encounter and the turn (CR 1.12). Plain records: only engine steps change them (game.py).
Every object here is itself (`eq=False`): two copies of Hedge Fund in HQ are two objects.
"""

from __future__ import annotations

from dataclasses import field

from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import CardDef

PLAY_AREA = "play area"
NOT_INSTALLED = "hosted, not installed"  # a card hosted faceup that is not installed ("It is not installed": Madani)


@record(eq=False, repr=False)  # its own short __repr__ below
class CardObj:
    """A card as an object in one zone; `object_id` changes when it changes zone."""

    card: CardDef
    owner: str
    object_id: int
    zone: str
    rezzed: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    chosen: int | None = None  # object id chosen by the card (Femme Fatale)
    first_object: int = 0
    hosted: list[CardObj] = field(default_factory=list)
    host: CardObj | None = None
    faceup: bool = False  # Corp cards: installed faceup without being rezzed, or faceup in Archives
    facedown: bool = False  # Runner cards installed facedown: no name, type or abilities
    used: set[str] = field(default_factory=set)  # once-per-turn abilities used, by text
    left_server: str | None = None  # the server it was uninstalled from ("this server" after it left)
    flipped: bool = False  # a double-sided identity showing its flip side (cr/rule_identity_double_sided)

    @property
    def title(self) -> str:
        return self.card.facts.title

    @property
    def is_ice(self) -> bool:
        return self.card.facts.type == "ice"

    def __repr__(self) -> str:
        return f"<{self.title} #{self.object_id} in {self.zone}>"


CENTRAL = ("HQ", "R&D", "Archives")  # the central servers; every other server is a remote server


@record(eq=False)
class Server:
    """A server: ice protecting it, outermost first, and the cards in its root."""

    name: str
    ice: list[CardObj] = field(default_factory=list)
    root: list[CardObj] = field(default_factory=list)


@record(eq=False)
class Player:
    """One side's pools and zones; for the Corp hand/deck/discard are HQ, R&D and Archives."""

    side: str
    credits: int = 5
    clicks: int = 0
    allotted_clicks: int = 4
    hand: list[CardObj] = field(default_factory=list)
    deck: list[CardObj] = field(default_factory=list)
    discard: list[CardObj] = field(default_factory=list)
    score: list[CardObj] = field(default_factory=list)
    removed: list[CardObj] = field(default_factory=list)  # removed from the game
    play: list[CardObj] = field(default_factory=list)  # the Runner's rig
    tags: int = 0
    bad_publicity: int = 0
    core_damage: int = 0
    link: int = 0
    memory_limit: int = 4
    hand_size: int = 5
    spent: int = 0
    identity: CardObj | None = None
    scored_this_turn: list[str] = field(default_factory=list)
    next_allotted: int = 0  # "+/-N allotted [click] for their next turn", used up when it begins

    @property
    def name(self) -> str:
        return "Corp" if self.side == "corp" else "Runner"


@record(eq=False)
class Encounter:
    """One encounter with a piece of ice; ends by bypass, pass, end of run or uninstall."""

    ice: CardObj
    number: int
    ended: bool = False
    how: str = ""
    reached_break_step: bool = False
    broken: set[int] = field(default_factory=set)
    broken_by: dict[int, int] = field(default_factory=dict)  # subroutine index -> breaker object id
    broken_with: dict[tuple, CardObj] = field(default_factory=dict)  # subroutine key -> the card that broke it
    resolving: tuple | None = None  # the key of the encountered ice's subroutine resolving now
    strength_bonus: int = 0
    boosts: dict[int, int] = field(default_factory=dict)  # breaker object id -> +strength
    gained_subtypes: set[str] = field(default_factory=set)  # "gains that subtype for this encounter"
    record: dict = field(default_factory=dict)
    keys: list = field(default_factory=list)  # the current subroutines `broken` counts positions in
    resolved: set = field(default_factory=set)  # keys of the subroutines resolved this encounter
    counted: bool = False  # its subroutines were listed once: later changes are traced
    forced: bool = False  # a forced encounter (cr/rule_forced_encounter), outside the run's own steps

    def fully_broken(self) -> bool:
        """Every subroutine broken in the encounter's paid ability window; never true for a bypassed
        encounter. Positions are those of the current subroutines (subroutines.of_encounter)."""
        return self.reached_break_step and len(self.broken) == len(self.keys)


@record(eq=False)
class Run:
    """A run in progress: the attacked server, the position reached and what happened."""

    server: str
    number: int
    position: int = -1  # index (outermost = 0) of the ice being approached, encountered or passed
    approached: int = 0
    current: CardObj | None = None
    ended: bool = False
    successful: bool = False
    bp_credits: int = 0
    boosts: dict[int, int] = field(default_factory=dict)  # run-long strength boosts
    broke_on: dict[int, set[int]] = field(default_factory=dict)  # breaker object id -> ice it broke on
    lingering: list = field(default_factory=list)
    used: set[str] = field(default_factory=set)  # "first time" effects already applied
    record: dict = field(default_factory=dict)
    server_gone: bool = False
    persisting: dict[int, tuple] = field(default_factory=dict)  # object id -> (card trashed, its server)
    complete: bool = False  # the run timing structure is complete: "until the end of the run" expires
    from_ice: bool = False  # the Movement Phase was reached from approaching or encountering ice
    moved: bool = False  # cr/step_move_position moved the Runner to a new position
    reached_success: bool = False  # the Success Phase was reached (cr/step_run_declared_unsuccessful)
    relocated: str | None = None  # an ability moved the Runner: "approach", "encounter" or "movement" next
    begins: list = field(default_factory=list)  # what the card making the run creates as it begins (run_event)


@record(eq=False)
class Turn:
    """The current turn: whose it is and whether it is still going."""

    number: int
    active: str
    ended: bool = False
    action_phase_over: bool = False  # "your action phase ends" before the clicks run out
    begun: bool = False  # its "turn begins" step has happened (durations "until your next turn begins")
    actions: list = field(default_factory=list)  # what each action taken was initiated from, in order
    encounters: list = field(default_factory=list)  # (encounter, the server its ice protected), in order
    passed: list = field(default_factory=list)  # (run number, ice) for each piece of ice passed (En Passant)
    installed_from_hq: int = 0  # Corp cards installed from HQ this turn (The Holo Man)
    events: list = field(default_factory=list)  # every event of this turn, in order ("the first time each turn")
    # the scenario starts in this turn's action phase with fewer [click] than allotted: at least one action was
    # taken earlier in the turn, and what happened then is not known
    started_mid: bool = False
