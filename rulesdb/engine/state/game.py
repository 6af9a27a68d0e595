"""The game state a scenario changes: the players, servers, run and turn (objects.py) held together, with
the questions every step asks of them (what is installed, active, forbidden; strengths, limits, scores).

Each card in play is an object (CR 1.12): moving it to another zone makes a new object with a new
id, moving it within its zone to a known place (swapping ice) keeps it. Only engine steps mutate
this state; each mutation is recorded in the trace by the step that makes it.
"""

from __future__ import annotations

import random

from rulesdb.engine.state.carddef import CardDef
from rulesdb.engine.state.objects import (
    NOT_INSTALLED,
    PLAY_AREA,
    CardObj,
    Encounter,
    Player,
    Run,
    Server,
    Turn,
)

LOG_KEYS = ("met", "resolved", "not_resolved", "declined", "not_usable", "payments", "damage", "trashed",
            "unscorable", "not_asked", "unrezzable", "tags")


class Game:
    """The whole state, plus the services every step uses: trace, decisions and a seeded RNG."""

    def __init__(self, trace, decider, seed: int):
        self.trace, self.decider = trace, decider
        self.rng = random.Random(seed)
        self.corp, self.runner = Player("corp", allotted_clicks=3), Player("runner")
        self.servers: dict[str, Server] = {n: Server(n) for n in ("HQ", "R&D", "Archives")}
        self.turn = Turn(0, "runner")
        self.run: Run | None = None
        self.encounters: list[Encounter] = []
        self.encounter_count = 0
        self.pending: list = []
        # the pending abilities open reaction windows hold: a later checkpoint opens a new window for the others
        # only (cr/rule_after_checkpoint_reaction_window). The abilities themselves, not their id()s: an ability
        # resolved and freed leaves its address to the next object made, which a set of ids would take for it
        self.windows: tuple = ()
        self.lingering: list = []
        self.runs: list[dict] = []
        self.history: list = []  # steals, trashes, installs and scores, turn by turn (lastturn.py)
        self.log: dict[str, list] = {k: [] for k in LOG_KEYS}
        self.access = None  # the breach in progress (breach.Breach)
        self.after_breach: list[tuple[str, bool, str]] = []  # (server, with root, by): breaches waiting
        self.actions: list = []
        self.doing = None  # the action being carried out (a scenario Action), for abilities it leads to
        self.stopped = False
        self.until_turn_end = False  # the scenario plays to the end of the last action's turn
        self.winner: str | None = None
        self.unlaid: set[str] = set()  # zones the board does not lay out ("corp.rd"): unknown, not empty
        self.earlier_this_turn: list = []  # cards the board says were used before it (state.earlier_this_turn)
        self.reason: str = ""
        self.step = ""
        self.current: CardObj | None = None  # the active current, if any
        self.lockdowns: list[CardObj] = []  # lockdown operations in play until the Corp's next turn begins
        self.effects: list = []  # lasting effects (triggers.Lasting)
        self.boosts: list = []  # icebreaker strength increases with durations (boosts.Boost)
        self.strength_abilities: dict[int, tuple] = {}  # icebreaker object id -> its window ability
        self.sub_grants: list = []  # subroutines gained from lingering effects (subroutines.Grant)
        self.static_grants: dict[tuple, int] = {}  # when each static subroutine grant began to apply
        self.grant_count = 0
        self.orphans: list = []  # cards hosted on a card that was uninstalled, trashed at the next checkpoint
        # the set-aside zone both players share (cr/rule_set_aside_zone): cards an ability set aside and may still
        # act on (Khusyuk's accessed cards); `left_server` keeps where each came from
        # (cr/rule_set_aside_zone_passthrough)
        self.set_aside: list[CardObj] = []
        # events and operations resolving in the play area, active until their timing structure (a run event's
        # run) is complete (cr/rule_play_area_operations_events, cr/rule_playing_timing_structure)
        self.playing: list[CardObj] = []
        self.paid_info: dict = {}  # what an additional cost moved, for the effect that refers to it
        self.loop_broken: list[str] = []  # effects applied first to break a dependency loop (dependent.py)
        self.moments: set[str] = set()  # moments a scenario checks: snapshots are taken there
        self.snapshots: dict[str, dict] = {}
        self.after: list | None = None  # the state after each action, when a check asks for it
        self.seen: dict[str, int] = {}
        self.installing = ""  # a remote being installed in still exists while empty
        self.breach_extra: dict[str, int] = {}  # additional accesses for this run's breach
        self.last_trace: dict = {}  # the latest trace: strength, link and success (Gemini reads it)
        # actions a scenario attempts at a moment inside the run an action makes (priority.py)
        self.during: list = []  # (action, handler) not yet reached
        self.reached: list[str] = []  # the moments reached while some were waiting
        self.paid_window = ""  # the moment of the paid ability window an attempt is made in
        self.probe = None  # called where the legal actions are listed (scenario/legal.py)
        self._next_id = 1
        # what the cards in this game can ever do: constant-ability kinds and trigger events, so a
        # query no card answers costs nothing (cards never enter the game from outside it)
        self.static_kinds: set[str] = set()
        self.trigger_events: set[str] = set()

    # --- objects and zones ------------------------------------------------------------
    def new_object(self, card: CardDef, owner: str, zone: str) -> CardObj:
        if card.statics:
            self.static_kinds.update(rule.kind for rule in card.statics)
        if card.triggers:
            self.trigger_events.update(trig.event for trig in card.triggers)
        obj = CardObj(card, owner, self._next_id, zone)
        obj.first_object = obj.object_id
        self._next_id += 1
        return obj

    def change_zone(self, obj: CardObj, zone: str) -> CardObj:
        """Move to another zone: a new object (CR 1.12.1); the old one ceases to exist. A Corp card added to
        Archives is part of the game's history ("if no Corp cards have been added to Archives this turn")."""
        new = self.new_object(obj.card, obj.owner, zone)
        new.first_object = obj.first_object
        self.set_aside[:] = [o for o in self.set_aside if o is not obj]  # it leaves the set-aside zone if there
        if zone == "archives" and obj.owner == "corp":
            self.history.append((self.turn.number, "archived", new, ""))
        return new

    def player(self, side: str) -> Player:
        return self.corp if side == "corp" else self.runner

    @property
    def active(self) -> Player:
        return self.player(self.turn.active)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def encounter(self) -> Encounter | None:
        return self.encounters[-1] if self.encounters else None

    def installed(self) -> list[CardObj]:
        """Every installed card: the rig, then each server's ice and root, with hosted cards."""
        cards = list(self.runner.play)
        for server in self.servers.values():
            if server.ice:
                cards += server.ice
            if server.root:
                cards += server.root
        if any(o.hosted for o in cards):
            cards += [h for o in cards for h in _hosted(o)]
        return cards

    def is_installed(self, obj: CardObj) -> bool:
        """Whether `obj` is installed, without listing every installed card."""
        if obj.host is not None:
            return (obj.zone != NOT_INSTALLED and any(h is obj for h in obj.host.hosted)
                    and self.is_installed(obj.host))
        if obj.owner == "runner":
            return any(o is obj for o in self.runner.play)
        return self.locate(obj) is not None

    def in_play(self) -> list[CardObj]:
        """Cards whose abilities can work: installed cards, identities, the current and the agendas
        in the Corp's score area (cr/rule_score_area_active_inactive)."""
        extra = [p.identity for p in (self.corp, self.runner) if p.identity is not None]
        if self.current is not None:
            extra.append(self.current)
        extra += self.lockdowns
        if self.run is not None and self.run.persisting:
            extra += [obj for obj, _ in self.run.persisting.values()]
        return self.installed() + extra + self.corp.score

    def is_active(self, obj: CardObj) -> bool:
        """Installed and, for Corp cards, rezzed (CR 1.8.3); identities, currents and agendas in the
        Corp's score area are active (cr/rule_score_area_active_inactive)."""
        if obj.card.facts.type == "identity":  # unless an effect removes its abilities (Direct Access)
            return not self._identity_blank(obj)
        if obj is self.current or any(o is obj for o in self.lockdowns):
            return True
        if obj.zone == "score area":
            return any(o is obj for o in self.corp.score)
        if self.run is not None and obj.object_id in self.run.persisting:
            return True  # a persistent ability of a card trashed this run (cr/rule_active_exception_persistent)
        if obj.zone != PLAY_AREA or not self.is_installed(obj):
            return False
        return not obj.facedown if obj.owner == "runner" else obj.rezzed

    def _identity_blank(self, identity: CardObj) -> bool:
        """A lasting effect (Direct Access) or the active current's constant ability (Cerebral Static: the Runner's
        only) takes the identity's printed abilities away."""
        kind = "identities-lose-abilities"
        if any(e.kind == kind and e.value(self, None, identity) for e in self.effects):
            return True
        current = self.current
        return current is not None and any(r.kind == kind and r.value(self, current, identity)
                                           for r in current.card.statics)

    def statics(self, kind: str):
        """(card, Static) for every active constant ability of this kind, and lasting effects."""
        if kind not in self.static_kinds:
            yield from ((None, e) for e in self.effects if e.kind == kind)
            return
        from rulesdb.engine.state.dependent import stripped
        from rulesdb.engine.state.unseen_blank import guarded
        lost = stripped(self)  # abilities taken away by other effects (dependent.py)
        for obj in self.in_play():
            if not obj.card.statics or obj.object_id in lost:
                continue
            for rule in obj.card.statics:
                if rule.kind == kind and self.is_active(obj):
                    yield obj, guarded(self, obj, rule)  # Dr. Lovegood's unknown choice (state.unseen_blank)
        for effect in self.effects:
            if effect.kind == kind:
                yield None, effect

    def modifier(self, kind: str, subject=None) -> int:
        return sum(rule.value(self, obj, subject) for obj, rule in self.statics(kind))

    def modifier_terms(self, kind: str, subject=None) -> list[tuple]:
        """Each nonzero part of `modifier(kind, subject)` with what makes it (a card's title, a lasting effect's
        source), for a trace that shows the sum."""
        terms = [(rule.value(self, obj, subject), obj.title if obj is not None else getattr(rule, "source", "")
                  or "a lasting effect") for obj, rule in self.statics(kind)]
        return [(value, name) for value, name in terms if value]

    def own_modifier(self, kind: str, obj: CardObj) -> int:
        """`modifier(kind, obj)` plus the card's own abilities of that kind while it is inactive: those
        that modify its own cost, advancement requirement or memory cost work anywhere
        (cr/rule_active_exception_modify_cost, cr/rule_active_exception_advancement_requirement)."""
        own = 0 if self.is_active(obj) else sum(rule.value(self, obj, obj) for rule in obj.card.statics
                                                if rule.kind == kind)
        return self.modifier(kind, obj) + own

    def memory_cost(self, obj: CardObj) -> int:
        """A program's memory cost, with the abilities that change it (Puffer, ZU.13 Key Master)."""
        return max(0, (obj.card.facts.memory or 0) + self.own_modifier("memory-cost", obj))

    def forbidden(self, action: str, subject=None) -> str:
        """The text of an active "cannot <action>" (constant or lasting), or "": cannot beats can."""
        found = self.forbidder(action, subject)
        if found is None:
            return ""
        obj, rule = found
        return rule.text or (obj.title if obj else "a lasting effect")

    def forbidder(self, action: str, subject=None) -> tuple:
        """The card (None for a lasting effect) and rule of the first active "cannot <action>", or None."""
        return next(((obj, rule) for obj, rule in self.statics(f"cannot-{action}") if rule.value(self, obj, subject)),
                    None)

    def server_of(self, obj: CardObj) -> str | None:
        """The name of a card's "this server" (thisserver.py), or None."""
        from rulesdb.engine.state.thisserver import this_server
        server = this_server(self, obj)
        return server.name if server is not None else None

    def locate(self, obj: CardObj) -> tuple[Server, str, int] | None:
        for server in self.servers.values():
            for where in ("ice", "root"):
                for i, other in enumerate(getattr(server, where)):
                    if other is obj:
                        return server, where, i
        return None

    def find_installed(self, title: str) -> CardObj | None:
        return next((o for o in self.installed() if o.title.lower() == title.lower()), None)

    def by_object(self, object_id: int | None) -> CardObj | None:
        return next((o for o in self.installed() if o.object_id == object_id), None)

    # --- derived values ------------------------------------------------------------
    def ice_strength(self, ice: CardObj) -> int:
        """Printed strength and every change to it."""
        return (ice.card.facts.strength or 0) + sum(n for n, _ in self.strength_changes(ice))

    def strength_changes(self, ice: CardObj) -> list[tuple[int, str]]:
        """Each change to `ice`'s printed strength and what makes it, so a trace can show the sum; a "cannot be
        lowered" drops the lowering ones."""
        from rulesdb.engine.state.dependent import has_lost_abilities  # dependent.py imports this module
        changes = [(e.strength_bonus, "for this encounter") for e in self.encounters
                   if e.ice is ice and not e.ended and e.strength_bonus]
        changes += self.modifier_terms("ice-strength", ice)
        if ice.card.strength_bonus and not has_lost_abilities(self, ice):  # its own ability: Hush takes it away
            changes.append((ice.card.strength_bonus(self, ice), f"{ice.title}'s own ability"))
        if self.forbidden("lower-strength", ice):
            changes = [(n, why) for n, why in changes if n > 0]
        return [(n, why) for n, why in changes if n]

    def breaker_strength(self, breaker: CardObj) -> int:
        strength = breaker.card.facts.strength or 0
        if self.encounter and not self.encounter.ended:
            strength += self.encounter.boosts.get(breaker.object_id, 0)
        if self.run:
            strength += self.run.boosts.get(breaker.object_id, 0)
        if self.boosts and self.is_active(breaker):  # increases lasting past an encounter (effects/boosts.py)
            strength += sum(b.amount for b in self.boosts if b.breaker is breaker)
        return strength + self.modifier("breaker-strength", breaker)

    def agenda_points(self, side: str) -> int:
        """The player's score: the agenda points in their score area, with the constant abilities
        that change what an agenda is worth (kind "agenda-points")."""
        total = sum((c.card.facts.agenda_points or 0) + self.modifier("agenda-points", c)
                    for c in self.player(side).score)
        if side == "runner":  # abilities working in the Runner's score area (cr/rule_active_exception_catchall)
            total += sum(rule.value(self, c, c) for c in self.runner.score for rule in c.card.statics
                         if rule.kind == "stolen-agenda-points")
        return total

    def has_subtype(self, obj: CardObj, subtype: str) -> bool:
        """Whether the card has the subtype now: printed, gained and lost instances counted (subtypes.py)."""
        from rulesdb.engine.state.subtypes import has_subtype
        return has_subtype(self, obj, subtype)

    def memory_used(self) -> int:
        return sum(self.memory_cost(o) for o in self.installed()
                   if o.owner == "runner" and o.card.facts.type == "program" and not o.facedown
                   and not (o.host is not None and self.modifier("hosted-memory-free", o.host)))

    def memory_limit(self) -> int:
        return (self.runner.memory_limit + sum(o.card.memory_bonus for o in self._runner_active_installed())
                + self.modifier("memory"))

    def _runner_active_installed(self) -> list[CardObj]:
        """The Runner's installed cards whose printed +[MU] or +[link] applies: hosted ones too, never a facedown
        one, whose abilities are not active (cr/rule_facedown_runner_cards_are_blank), nor one that lost its printed
        abilities (Dr. Lovegood's choice: cr/rule_lose_ability)."""
        from rulesdb.engine.state.dependent import stripped
        lost = stripped(self)
        return [o for o in self.installed() if o.owner == "runner" and not o.facedown and o.object_id not in lost]

    def link(self) -> int:
        identity = self.runner.identity
        base = identity.card.facts.base_link or 0 if identity else 0
        return (self.runner.link + base + sum(o.card.link for o in self._runner_active_installed())
                + self.modifier("link"))

    def hand_size(self, side: str) -> int:
        player = self.player(side)
        identity = player.identity.card.hand_size if player.identity else 0
        return player.hand_size + identity + self.modifier("hand-size", side)




def _hosted(obj: CardObj) -> list[CardObj]:
    found = []
    for h in obj.hosted:
        if h.zone == NOT_INSTALLED:
            continue
        found.append(h)
        found += _hosted(h)
    return found
