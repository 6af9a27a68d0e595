"""Interrupts that prevent or increase an imminent effect (damage, tags, trashing...)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import ability_line
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.carddef import Facts, Interrupt
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def prevent(event: str, amount: int | None = 1, *, kinds: tuple[str, ...] = (), costs: tuple = (),
            condition=None, then: Effect | None = None, once_per_turn: bool = False,
            optional: bool = True, starts: str = "[interrupt]"):
    """An [interrupt]: prevent `amount` (None: all) of imminent `event` (damage of `kinds`, tags,
    trash), paying `costs` (costtypes) first; `then` runs after if it prevented any, e.g. "trash it
    unless you pay". Preventing N may take the expected amount below 0
    (cr/rule_negative_values_imminent); preventing all removes the effect (cr/rule_prevent_all)."""
    def resolve(game: Game, card: CardObj, imminent) -> None:
        stopped = imminent.remaining if amount is None else amount
        imminent.prevented += stopped
        imminent.avoided = imminent.avoided or amount is None
        if imminent.event == "tags" and stopped > 0:  # "whenever you avoid a tag"
            from rulesdb.engine.state.events import Event, emit
            emit(game, Event("tags-avoided", card, {"amount": stopped}))
        if then is not None and stopped > 0:
            then(game, Ctx(card, card.owner, f"{card.title}'s ability"))

    def applies(game: Game, card: CardObj, imminent) -> bool:
        if kinds and imminent.kind not in kinds:
            return False
        if imminent.info.get("unpreventable") or (amount is not None and not imminent.remaining):
            return False
        return condition is None or condition(game, card, imminent)

    def hook(facts: Facts) -> Interrupt:
        return Interrupt(event, ability_line(facts, starts), resolve, applies, tuple(costs),
                         once_per_turn, optional)
    return hook


def increase(event: str, amount: int, *, kinds: tuple[str, ...] = (), by_you: bool = True,
             starts: str = "[interrupt]"):
    """A mandatory [interrupt] "whenever you would do <kind> damage, increase that damage by N":
    once for each imminent effect, even one already at 0 or less (cr/rule_negative_values_imminent)."""
    def resolve(game: Game, card: CardObj, imminent) -> None:
        imminent.increased += amount
        game.trace.add(f"{card.title}: the imminent {imminent.kind} {imminent.event} is increased by "
                       f"{amount} (expected now {imminent.value}).", cites.C_INTERRUPT)

    def applies(game: Game, card: CardObj, imminent) -> bool:
        return (not kinds or imminent.kind in kinds) and (not by_you or imminent.by_side == card.owner)

    def hook(facts: Facts) -> Interrupt:
        return Interrupt(event, ability_line(facts, starts), resolve, applies, (), False, False, prevents=False)
    return hook
