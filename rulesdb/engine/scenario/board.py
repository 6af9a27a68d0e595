"""Reading a scenario's starting board: each side's pools, zones, servers, rig, identity and current.

A card entry is a name or a mapping (`{card: Project Vitruvius, advancement: 3}`,
`{card: Dinosaurus, hosted: [Corroder]}`, `{card: Datasucker, counters: {virus: 2}}`); problems
are recorded per entry, so one bad card does not hide the next.
"""

from __future__ import annotations

from typing import Any

from rulesdb.engine.cards import lookup, suggest
from rulesdb.engine.scenario.model import Placed, ServerSetup, SideSetup
from rulesdb.engine.state.carddef import CardDef
from rulesdb.engine.state.choice_labels import split_label
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.unseen_blank import chooses_as_turn_begins
from rulesdb.engine.state.unseen_rez_blank import says_what_it_chose

CORP = ("credits", "credit", "clicks", "identity", "hq", "rd", "archives", "score_area", "bad_publicity",
        "servers", "current", "hand_size", "earlier_this_turn", "removed")
RUNNER = ("credits", "credit", "clicks", "identity", "grip", "stack", "heap", "score_area", "tags", "link",
          "memory_limit", "rig", "current", "hand_size", "core_damage", "earlier_this_turn", "removed")
RIG_TYPES = ("program", "resource", "hardware")
ENTRY = ("card", "rezzed", "credits", "chosen", "advancement", "counters", "hosted", "faceup", "facedown",
         "scored_this_turn", "strength_this_turn", "not_played_this_turn", "not_used_this_turn")
COUNTERS = ("advancement", "agenda", "power", "virus", "credit", "credits", "bad publicity")


class BoardReader:
    """Mixin for the scenario builder: reads `corp:` and `runner:`."""

    f: Any
    cards: list[str]

    @staticmethod
    def empty_side() -> SideSetup:
        return SideSetup()

    def corp(self, value: Any) -> SideSetup:
        f = self.f
        side = f.mapping(value, "corp", CORP)
        zones = tuple((z, f.guard(self.titles, side.get(z, []), f"corp.{z}", "corp", default=()))
                      for z in ("hq", "rd", "archives"))
        zones += (("score_area", f.guard(self.scored, side.get("score_area", []),
                                         "corp.score_area", default=())), self.removed(side, "corp"))
        servers = []
        spec = side.get("servers", {}) or {}
        self.corp_ice = _ice_titles(spec)  # a root card's `chosen:` ice (Trieste Model Bioroids) may protect any server
        for name in f.guard(f.mapping, spec, "corp.servers", tuple(spec) if isinstance(
                spec, dict) else (), default={}):
            servers.append(f.guard(self.server, str(name), spec[name],
                                   default=ServerSetup(str(name))))
        counts = (("bad_publicity", f.guard(f.integer, side.get("bad_publicity", 0),
                                            "corp.bad_publicity", default=0)),)
        if "hand_size" in side:  # the maximum, before identities and cards change it
            counts += (("hand_size", f.guard(f.integer, side["hand_size"], "corp.hand_size", default=5)),)
        return SideSetup(self.credits(side, "corp"),
                         zones, counts, tuple(servers), (), self.identity(side, "corp"),
                         self.clicks(side, "corp"), self.current(side, "corp"),
                         unlaid=() if "rd" in side else ("rd",), earlier=self.earlier(side, "corp"))

    def runner(self, value: Any, corp: SideSetup) -> SideSetup:
        f = self.f
        side = f.mapping(value, "runner", RUNNER)
        zones = tuple((z, f.guard(self.titles, side.get(z, []), f"runner.{z}", "runner", default=()))
                      for z in ("grip", "stack", "heap"))
        zones += (("score_area", f.guard(self.scored, side.get("score_area", []),
                                         "runner.score_area", default=())), self.removed(side, "runner"))
        counts = tuple((k, f.guard(f.integer, side[k], f"runner.{k}", default=0))
                       for k in ("tags", "link", "memory_limit", "hand_size", "core_damage") if k in side)
        ice = {p.title.lower() for s in corp.servers for p in s.ice}
        rig = tuple(r for r in (f.guard(self.placed, v, f"runner.rig[{i}]", "runner", RIG_TYPES, ice)
                                for i, v in enumerate(f.guard(f.listing, side.get("rig", []),
                                                              "runner.rig", default=[]))) if r)
        for i, placed in enumerate(rig):
            only_on = lookup(placed.title).install_on
            if only_on is not None:
                f.note(f"runner.rig[{i}]", f"{placed.title} is installed only on {only_on.__doc__}: list it "
                       "under that card's `hosted`")
        limit = dict(counts).get("memory_limit", 4)
        used = sum(lookup(p.title).facts.memory or 0 for p in rig if not p.facedown)  # facedown: no [MU]
        if used > limit:
            f.note("runner.rig", f"the rig uses {used} MU, over the memory limit of {limit}")
        return SideSetup(self.credits(side, "runner"),
                         zones, counts, (), rig, self.identity(side, "runner"),
                         self.clicks(side, "runner"), self.current(side, "runner"),
                         earlier=self.earlier(side, "runner"))

    def credits(self, side: dict, player: str) -> int:
        """The credit pool: `credits` (as results name it), or `credit` as it is also typed."""
        if "credits" in side and "credit" in side:
            self.f.note(f"{player}.credit", "give the credit pool once, as credits")
        key = "credit" if "credit" in side and "credits" not in side else "credits"
        return self.f.guard(self.f.integer, side.get(key, 5), f"{player}.{key}", default=5)

    def identity(self, side: dict, player: str) -> str | None:
        if "identity" not in side:
            return None
        path = f"{player}.identity"
        return self.f.guard(lambda: self.card(side["identity"], path, player, ("identity",),
                                              what="identity").title)

    def clicks(self, side: dict, player: str) -> int | None:
        if "clicks" not in side:
            return None
        return self.f.guard(self.f.integer, side["clicks"], f"{player}.clicks")

    def current(self, side: dict, player: str) -> Placed | None:
        if "current" not in side:
            return None
        return self.f.guard(self.placed, side["current"], f"{player}.current", player,
                            ("event", "operation"))

    def server(self, name: str, spec: Any) -> ServerSetup:
        path = f"corp.servers.{name}"
        if name not in CENTRAL and not name.startswith("Server "):
            self.f.fail(path, "a server is HQ, R&D, Archives or a remote named like 'Server 1'")
        spec = self.f.mapping(spec, path, ("ice", "root"))
        # only upgrades go in a central server's root; a remote's holds 1 asset or agenda at most (CR 4.6.6e)
        root = self.entries(spec, path, "root", ("upgrade",) if name in CENTRAL else ("asset", "upgrade", "agenda"))
        if sum(lookup(p.title).facts.type in ("asset", "agenda") for p in root) > 1:
            self.f.fail(f"{path}.root", "a remote server's root holds at most 1 asset or agenda (CR 4.6.6e)")
        return ServerSetup(name, self.entries(spec, path, "ice", ("ice",)), root)

    def entries(self, spec: dict, path: str, key: str, types: tuple[str, ...]) -> tuple[Placed, ...]:
        items = self.f.guard(self.f.listing, spec.get(key, []), f"{path}.{key}", default=[])
        ice = getattr(self, "corp_ice", None) if key == "root" else None
        found = (self.f.guard(self.placed, v, f"{path}.{key}[{i}]", "corp", types, ice)
                 for i, v in enumerate(items))
        return tuple(p for p in found if p)

    def titles(self, value: Any, path: str, side: str) -> tuple[Placed, ...]:
        items = self.f.listing(value, path)
        found = (self.f.guard(self.placed, v, f"{path}[{i}]", side, ())
                 for i, v in enumerate(items))
        return tuple(p for p in found if p)

    def removed(self, side: dict, player: str) -> tuple[str, tuple[Placed, ...]]:
        """`removed`: the player's cards in the removed-from-game zone (cr/rule_removed_from_game_zone), titles only:
        there they are inactive and nothing moves them out (cr/rule_rfg_inactive, cr/rule_rfg_no_interaction), so a
        counter or any state given one is refused rather than kept for nothing."""
        path = f"{player}.removed"
        items = self.f.guard(self.f.listing, side.get("removed", []), path, default=[])
        for i, item in enumerate(items):
            if isinstance(item, dict) and set(item) - {"card"}:
                self.f.note(f"{path}[{i}]", "a card removed from the game is inactive and keeps no state "
                            "(cr/rule_rfg_inactive): give its title alone")
        plain = [item.get("card") if isinstance(item, dict) else item for item in items]
        return "removed", self.f.guard(self.titles, plain, path, player, default=())

    def scored(self, value: Any, path: str) -> tuple[Placed, ...]:
        items = self.f.listing(value, path)
        found = (self.f.guard(self.placed, v, f"{path}[{i}]", "corp", ("agenda",))
                 for i, v in enumerate(items))
        return tuple(p for p in found if p)

    def placed(self, value: Any, path: str, side: str, types: tuple[str, ...],
               ice: set[str] | None = None) -> Placed:
        f = self.f
        spec = {"card": value} if isinstance(value, str) else f.mapping(value, path, ENTRY, ("card",))
        card_path = path if isinstance(value, str) else f"{path}.card"
        card = self.card(spec["card"], card_path, side, types)
        chosen = spec.get("chosen")
        if chosen is not None:
            chosen = f.string(chosen, f"{path}.chosen")  # a title, or one copy's label ("Ice Wall protecting HQ")
            title, _ = split_label(chosen, lambda t: ice is not None and t.lower() in ice)
            if (ice is None or title.lower() not in ice) and not chooses_as_turn_begins(card) \
                    and not says_what_it_chose(card):
                f.fail(f"{path}.chosen", f"no installed ice named {chosen!r}")
        credits = spec.get("credits")
        counters = dict(self.counters(spec.get("counters", {}), f"{path}.counters"))
        if "advancement" in spec:
            counters["advancement"] = f.integer(spec["advancement"], f"{path}.advancement")
        hosted = tuple(h for h in (f.guard(self.placed, v, f"{path}.hosted[{i}]", None, ())
                                   for i, v in enumerate(f.listing(spec.get("hosted", []),
                                                                   f"{path}.hosted"))) if h)
        return Placed(card.title, f.line(path), f.boolean(spec.get("rezzed", True), f"{path}.rezzed"),
                      None if credits is None else f.integer(credits, f"{path}.credits"), chosen,
                      tuple(counters.items()), hosted,
                      f.boolean(spec.get("faceup", False), f"{path}.faceup"),
                      f.boolean(spec.get("scored_this_turn", False), f"{path}.scored_this_turn"),
                      self.facedown(spec, path, card), self.strength_this_turn(spec, path, card),
                      self.not_played(spec, path, card))

    def facedown(self, spec: dict, path: str, card: CardDef) -> bool:
        """`facedown: true`: a Runner card installed facedown (a Corp card is `rezzed: false`); in Archives, where
        a card is facedown unless `faceup: true`, what it already is."""
        value = self.f.boolean(spec.get("facedown", False), f"{path}.facedown")
        if path.startswith("corp.archives["):
            if value and spec.get("faceup") is True:
                self.f.fail(f"{path}.facedown", "a card in Archives is faceup or facedown, not both")
            return False
        if value and card.facts.side != "runner":
            self.f.fail(f"{path}.facedown", f"{card.title} is a Corp card: write rezzed: false")
        return value

    def strength_this_turn(self, spec: dict, path: str, card: CardDef) -> int | None:
        """`strength_this_turn: N`: an icebreaker's or a piece of ice's +N strength for the remainder of the turn from
        before a board that starts inside the turn (Cybertrooper Talut's +2), 0 for none: what it cannot otherwise
        show."""
        if "strength_this_turn" not in spec:
            return None
        value = self.f.integer(spec["strength_this_turn"], f"{path}.strength_this_turn")
        if card.facts.type != "ice" and (card.breaker is None or card.facts.strength is None):
            self.f.fail(f"{path}.strength_this_turn", f"{card.title} is neither ice nor an icebreaker with a strength")
        return value

    def earlier(self, side: dict, player: str) -> tuple:
        """`earlier_this_turn`: the cards the player used before the board, in the turn it starts inside
        (scenario.earlier)."""
        from rulesdb.engine.scenario.earlier import used_earlier
        path = f"{player}.earlier_this_turn"
        items = self.f.guard(self.f.listing, side.get("earlier_this_turn", []), path, default=[])
        found = (self.f.guard(used_earlier, self, v, f"{path}[{i}]", player) for i, v in enumerate(items))
        return tuple(u for u in found if u)

    def not_played(self, spec: dict, path: str, card: CardDef) -> bool:
        """`not_played_this_turn: true` on an event or operation in the heap or Archives, `not_used_this_turn: true`
        on a card there trashed for its ability (Cortez Chip): the board says it was not played, or not used, in the
        turn's unshown part (state.earlier_this_turn)."""
        played = self.f.boolean(spec.get("not_played_this_turn", False), f"{path}.not_played_this_turn")
        used = self.f.boolean(spec.get("not_used_this_turn", False), f"{path}.not_used_this_turn")
        pile = path.startswith(("runner.heap", "corp.archives"))
        if played and (card.facts.type not in ("event", "operation") or not pile):
            self.f.fail(f"{path}.not_played_this_turn", "only an event in the heap or an operation in Archives is "
                        "marked not played this turn")
        if used and (card.facts.type in ("event", "operation") or not pile):
            self.f.fail(f"{path}.not_used_this_turn", "only a card in the heap or Archives that is not an event or "
                        "operation is marked not used this turn (an event or operation: not played this turn)")
        return played or used

    def counters(self, value: Any, path: str) -> list[tuple[str, int]]:
        spec = self.f.mapping(value, path, COUNTERS)
        return [("credits" if k == "credit" else k, self.f.integer(n, f"{path}.{k}"))
                for k, n in spec.items()]

    def card(self, value: Any, path: str, side: str | None, types: tuple[str, ...] = (),
             what: str = "card") -> CardDef:
        title = self.f.string(value, path)
        card = lookup(title) or (_identity(title) if what == "identity" else None)
        if card is None or (what == "identity") != (card.facts.type == "identity"):
            hint = [t for t in suggest(title) if (lookup(t).facts.type == "identity") == (
                what == "identity")]
            self.f.fail(path, f"unknown {what} {title!r}"
                        + (f" (did you mean {', '.join(hint)}?)" if hint else ""))
        facts = card.facts
        if side is not None and facts.side != side:
            self.f.fail(path, f"{facts.title} is a {facts.side.capitalize()} card")
        if types and facts.type not in types:
            self.f.fail(path, f"{facts.title} is {_a(facts.type)}, expected {' or '.join(types)}")
        self.cards.append(facts.title)
        return card


def _identity(name: str) -> CardDef | None:
    """An identity by the part of its title before the colon ("Jesminder Sareen")."""
    from rulesdb.engine.cards import CARDS
    wanted = name.strip().lower()
    found = [c for t, c in CARDS.items() if c.facts.type == "identity" and t.split(":")[0].strip().lower() == wanted]
    return found[0] if len(found) == 1 else None  # a short name two identities share is not a guess


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _ice_titles(servers: Any) -> set[str]:
    """The titles of the ice a board's servers list, lowercased (before they are read: a wrong entry is reported
    where it is)."""
    if not isinstance(servers, dict):
        return set()
    found = set()
    for spec in servers.values():
        listed = spec.get("ice") if isinstance(spec, dict) else None
        for entry in listed if isinstance(listed, list) else []:  # any other value is refused where it is read
            title = entry.get("card") if isinstance(entry, dict) else entry
            if isinstance(title, str):
                found.add(title.lower())
    return found
