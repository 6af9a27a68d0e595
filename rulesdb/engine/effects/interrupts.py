"""Interrupt windows: before damage, tags, trashing or a subroutine resolves, abilities may prevent it.

What is about to happen is an `Imminent`; every active [interrupt] ability whose event and
condition match is offered to its controller (decision "prevent <what>", answered with a card
name, a list of names, or `no`); each one used pays its costs and changes the Imminent (CR
sec_interrupts_replacements, sec_prevent_avoid). Lasting effects of the same kind apply too.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.using import used
from rulesdb.engine.records import record
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import naming, once_per_turn_known
from rulesdb.engine.state.objects import CardObj


@record
class Imminent:
    """Something about to happen that interrupts can change: `amount` of `event` (of a `kind`)."""

    event: str  # damage | tags | trash | subroutine
    amount: int = 1
    kind: str = ""  # net / meat / core for damage
    source: str = ""
    target: CardObj | None = None
    prevented: int = 0
    avoided: bool = False
    replaced_by: str = ""
    info: dict[str, Any] = field(default_factory=dict)
    increased: int = 0
    by_side: str = ""  # the player responsible for it (damage a Corp card "does": "corp")

    @property
    def value(self) -> int:
        """The expected amount, which may be 0 or less while imminent (cr/rule_negative_values_imminent)."""
        return self.amount + self.increased - self.prevented

    @property
    def remaining(self) -> int:
        return 0 if self.avoided else max(0, self.value)

    @property
    def open(self) -> bool:
        """Still an imminent effect interrupts can act on: damage of 0 or less still is, until an
        ability removes it altogether (cr/rule_prevent_as_trigger_condition); other events end at 0."""
        return not self.avoided and (self.remaining > 0 or self.event == "damage")

    def describe(self) -> str:
        if self.event == "damage":
            return f"{self.remaining if self.value >= 0 else self.value} {self.kind} damage"
        if self.event == "tags":
            return counted(self.remaining, "tag")
        if self.event == "end-the-run":  # "prevent Palisade's subroutine ending the run" (Lucky Charm)
            return f"{self.source} ending the run" if self.source else "the run ending"
        if self.event == "encounter-ability" and self.target:  # as AirbladeX's text names it
            return f"{self.target.title}'s \"when encountered\" ability"  # "'s" after any title, as the CR writes
        return f"{self.event} {self.target.title if self.target else ''}".strip()


def window(game: Game, imminent: Imminent) -> Imminent:
    """Open the interrupt window for `imminent`; return it as changed by the abilities used."""
    from rulesdb.engine.state.lastturn import note_imminent
    note_imminent(game, imminent)  # "the first time each turn you would ..." (cr/rule_ordinal_would)
    # by object id: an id() passes to the next object made once its own is freed
    imminent.info["present"] = {o.object_id for o in game.in_play() if game.is_active(o)}
    for side in ("corp", "runner"):
        _usable(game, side, imminent)  # every interrupt sees it become imminent ("the first time you would")
    for _, rule in list(game.statics(f"prevent-all-{imminent.event}")):  # "prevent all of that damage"
        # since CR 25.04 such an ability is an interrupt (no static prevention): preventing all of an effect removes
        # it, so no other interrupt can change it afterwards (cr/rule_prevent_all: The Cleaners has nothing left)
        if imminent.remaining and rule.value(game, None, imminent):
            game.trace.add(f"{rule.text}: all of the {imminent.describe()} is prevented, so there is no longer an "
                           "imminent effect to change.", cites.C_PREVENT, cites.cr("rule_prevent_all"), key=True)
            imminent.prevented = imminent.amount
            imminent.avoided = True
    offered = True
    while offered and imminent.open and not game.over:
        offered = False
        for side in (game.turn.active, _other(game.turn.active)):
            usable = _usable(game, side, imminent)
            if not usable:
                continue
            chosen = _ask(game, side, imminent, usable)
            for obj, rule in chosen:
                _use(game, side, obj, rule, imminent)
                offered = True
            if offered:
                break
    return imminent


def would_prevent(game: Game, imminent: Imminent) -> bool:
    """True if a mandatory interrupt would prevent some of `imminent` (so it cannot be a cost)."""
    return any(not rule.optional and rule.prevents for side in ("corp", "runner")
               for _, rule in _usable(game, side, imminent))


def _usable(game: Game, side: str, imminent: Imminent) -> list[tuple[CardObj, Any]]:
    found = []
    for obj in game.in_play():
        if obj.owner != side:
            continue
        for rule in obj.card.interrupts:
            if not (game.is_active(obj) or (rule.while_unrezzed and game.is_installed(obj) and not obj.rezzed)):
                continue
            if rule.event != imminent.event or not naming(game, obj, rule.text, rule.condition, game, obj, imminent):
                continue
            if rule.once_per_turn and rule.text in obj.used:
                continue
            if not rule.costs and (obj.object_id, rule.text) in imminent.info.get("used", ()):
                continue  # a conditional interrupt resolves once for each imminent effect
            if rule.conditional and obj.object_id not in imminent.info.get("present", ()):
                continue  # inactive when the window opened: not pending (rule_trigger_conditional_ability_interrupt)
            if payable(game, side, obj, rule.costs):
                found.append((obj, rule))
    return found


def _ask(game: Game, side: str, imminent: Imminent, usable: list) -> list:
    objs = list({id(obj): obj for obj, _ in usable}.values())
    label_of = dict(zip(map(id, objs), labels(game, objs, side)))  # two copies of one title: by where each is
    names = [label_of[id(obj)] for obj, _ in usable]
    mandatory = [(o, r) for o, r in usable if not r.optional]
    if mandatory and (len(mandatory) == len(usable) or not game.decider.mentions("prevent")):
        return mandatory[:1]
    player = game.player(side).name
    if not game.decider.mentions("prevent"):
        game.trace.add(f"Interrupt window before {imminent.describe()}: {', '.join(names)} could be "
                       f"used, but the scenario gives no \"prevent\" decision; the {player} "
                       "passes.", cites.C_INTERRUPT)
        return []

    def check(value):
        wanted = value if isinstance(value, list) else [value]
        if wanted in (["no"], [None]):
            return []
        picked = []
        for title in wanted:
            match = _named(usable, label_of, str(title).lower(), picked)
            if match is None:
                raise ValueError(f"{title!r} has no interrupt usable against {imminent.describe()}")
            picked.append(match)
        return picked

    named = ("damage", "tags", "encounter-ability", "end-the-run")  # said in the game's words, not the event's name
    name = f"prevent {imminent.describe()}" if imminent.event in named else f"prevent {imminent.event}"
    # a player may use paid interrupts before the mandatory ones, which resolve before the window closes
    chosen = game.decider.ask(name, ["no", *names], player, general=("prevent",), check=check)
    return chosen or mandatory[:1]


def _named(usable: list, label_of: dict, name: str, picked: list):
    """The interrupt an answer names: by its card's label, else its title; of two copies named by title, the one
    not yet picked first (each mention takes the next copy)."""
    for same in (lambda u: label_of[id(u[0])].lower() == name, lambda u: u[0].title.lower() == name):
        found = [u for u in usable if same(u)]
        fresh = [u for u in found if not any(u[0] is p[0] for p in picked)]
        if found:
            return (fresh or found)[0]
    return None


def _use(game: Game, side: str, obj: CardObj, rule, imminent: Imminent) -> None:
    player = game.player(side).name
    game.trace.add(f"Interrupt window before {imminent.describe()}: the {player} uses {obj.title} "
                   f"({label(rule.costs, obj)}): \"{rule.text}\"", cites.C_INTERRUPT,
                   cites.C_PREVENT, *rule.cites, key=True)
    if rule.once_per_turn:
        once_per_turn_known(game, obj)
        obj.used.add(rule.text)
    imminent.info.setdefault("used", set()).add((obj.object_id, rule.text))
    before = list(game.pending)
    if rule.optional:  # a mandatory interrupt is not "used" (cr/rule_using)
        used(game, obj, side, "paid" if rule.costs else "conditional")
    pay_all(game, side, obj, rule.costs)
    _chain(game, before)
    rule.resolve(game, obj, imminent)
    _chain(game, before)


def _chain(game: Game, before: list) -> None:
    """Abilities that met their conditions while an interrupt was used resolve at once, most recent
    first, before the interrupt window goes on (a chain reaction: cr/rule_chain_reaction); abilities
    pending from before the window wait."""
    new = [p for p in game.pending if all(p is not b for b in before)]
    if not new:
        return
    from rulesdb.engine.effects.triggers import checkpoint
    game.trace.add("A chain reaction: the abilities that just met their conditions resolve before the "
                   "interrupt window goes on.", cites.cr("rule_chain_reaction"))
    game.pending = new
    checkpoint(game)
    game.pending = before + game.pending


def _other(side: str) -> str:
    return "corp" if side == "runner" else "runner"
