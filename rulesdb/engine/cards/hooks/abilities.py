"""How a hook is made: a function of the card's printed facts returning the kernel's definition, quoting its own
printed line (`ability_line`); conditional (`whenever`), constant and paid abilities, and "the first time this turn"
this card does something."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.carddef import Ability, Facts, Static, TriggerDef
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import first_time_clause, refuse_unknown
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.threat import flag_of

Hook = Callable[[Facts], TriggerDef]


_ONCE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def ability_line(facts: Facts, starts: str = "") -> str:
    """The card's printed ability line beginning with `starts` (else its first non-[sub] line)."""
    lines = [line for line in facts.text if not line.startswith("[sub]")]
    for line in lines:
        if line.startswith(starts):
            return line
    if starts:
        raise ValueError(f"{facts.title}: no printed line starts with {starts!r}")
    return lines[0] if lines else facts.title


def as_subroutine(effect: Effect):
    """A [sub] effect as the kernel calls it: `resolve(game, ice)`."""
    return lambda game, ice: effect(game, Ctx(ice, "corp", f"{ice.title}'s subroutine"))


def pending_ctx(pending) -> Ctx:
    return Ctx(pending.source, pending.controller, f"{pending.label}'s ability", pending.event)


def run_pending(effect: Effect):
    return lambda game, pending: effect(game, pending_ctx(pending))


def first_time_this_turn(game: Game, card: CardObj, what: str, own: bool = False) -> bool:
    """True the first time `card` asks about `what` this turn, False afterwards. On a board that starts after an
    unshown action of the turn, an earlier time is not known and the scenario is refused (state.midturn), unless
    `own`: what this card itself does ("the first time each turn this program fully breaks") cannot have happened
    before the card was installed in the shown part of the turn. What a player does counts from the start of the
    turn, before the card was installed too (state.lastturn.first_each_turn)."""
    used = _ONCE.setdefault(game, set())
    key = (game.turn.number, card.first_object, what)
    if key in used:
        return False
    used.add(key)
    if not (own and _installed_this_turn_shown(game, card)):
        refuse_unknown(game, card, first_time_clause(card, default=f"the first time each turn ({what})"))
    return True


def _installed_this_turn_shown(game: Game, card: CardObj) -> bool:
    """`card` was installed during the part of this turn the scenario shows."""
    return any(past.kind == "install" and past.subject is not None and past.subject.first_object == card.first_object
               for past in game.turn.events)


def whenever(event: str, effect: Effect, condition=lambda game, card, event: True, *,
             starts: str = "", structure: str = "", optional: str | None = None,
             usable=None, inactive_ok: bool = False, refs: tuple[str, ...] = (), from_zone: str = "",
             for_later: bool = False) -> Hook:
    """A conditional ability on kernel event `event` whose printed line begins with `starts`; `from_zone`
    "discard" or "score": it works only from a discard pile or a score area (cr/rule_active_exception_catchall);
    `for_later`: it only creates a lasting effect applied at a later step (TriggerDef.for_later)."""
    def hook(facts: Facts) -> TriggerDef:
        return TriggerDef(event, ability_line(facts, starts), run_pending(effect), condition, structure,
                          optional, usable, refs, inactive_ok, from_zone, for_later)
    return hook


def constant(kind: str, value, starts: str = ""):
    """A constant ability the engine folds into a query (memory, link, hand-size, cannot-...)."""
    def hook(facts: Facts) -> Static:
        return Static(kind, value, ability_line(facts, starts))
    return hook


def paid(*costs, effect: Effect, starts: str = "", click: bool | None = None, when=None,
         once_per_turn: bool = False, access: bool = False, in_runner_score: bool = False,
         from_zone: str = "", any_player: bool = False, unsettled: bool = False, breaks_subroutines: bool = False,
         trashes_accessed: bool = False, raises_strength: int = 0):
    """A paid ability "costs: effect" (a click ability when a cost is [click]); `when(game, card)`
    restricts when it can be used, e.g. "Use this ability only during a run on this server";
    `access` marks an "Access →" ability, used in the mid-access window (cr/step_mid_access_ability);
    `in_runner_score`: "The Corp can use this ability (even) if this agenda is in the Runner's score area"
    (an ability stating the zone it is active in: cr/rule_active_exception_catchall); `from_zone` "hand" or
    "discard": an ability that can only work from HQ / the grip or Archives / the heap (the same rule);
    `any_player`: "Any player can use this ability" (cr/rule_ability_controller_specified); `unsettled`: `when` only
    asks that the effect find something to act on, which no current rule requires (see Ability.unsettled);
    `breaks_subroutines`: its effect could break subroutines ("[trash]: Break up to 2 subroutines": Boomerang);
    `trashes_accessed`: an "Access →" ability whose effect trashes the card being accessed (Imp, Gourmand)."""
    from rulesdb.engine.effects.costtypes import Clicks

    if trashes_accessed and not access:
        raise ValueError("trashes_accessed is for an \"Access →\" ability (access=True)")

    is_click = any(isinstance(c, Clicks) for c in costs) if click is None else click

    def resolve(game: Game, card: CardObj) -> None:
        effect(game, Ctx(card, card.owner, f"{card.title}'s ability"))

    def hook(facts: Facts) -> Ability:
        line = ability_line(facts, starts)
        effect_text = line.split(": ", 1)[1] if ": " in line else line  # the engine shows the costs itself
        return Ability(effect_text, tuple(costs), resolve, is_click, when, once_per_turn, access=access,
                       in_runner_score=in_runner_score, from_zone=from_zone, any_player=any_player,
                       unsettled=unsettled, breaks_subroutines=breaks_subroutines, trashes_accessed=trashes_accessed,
                       raises_strength=raises_strength,
                       threat=flag_of(line),
                       cites=(cites.cr("rule_ability_controller_specified"),) if any_player else ())
    return hook


def is_subject(game, card, event) -> bool:
    return event.subject is card
