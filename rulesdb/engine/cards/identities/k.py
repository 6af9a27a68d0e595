"""Identities whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown


def _first_run_event_this_turn(game: Game, card, event) -> bool:
    played = event.subject
    return (played is not None and played.owner == "runner" and played.card.facts.has("run")
            and first_time_this_turn(game, card, "run event"))


KEN_TENMA = _runner("Ken “Express” Tenma: Disappeared Clone", "Clone", "criminal", 0, [
    "The first time each turn you play a run event, gain 1[c]."], limit=17,
    on=(whenever("played", gain(1), _first_run_event_this_turn, starts="The first time"),), waits_for="")


def _program_or_hardware(card) -> bool:
    return card.card.facts.type in ("program", "hardware")


def _kate_discount(game: Game, kate, subject) -> int:
    if not _program_or_hardware(subject) or "Kate" in kate.used:
        return 0
    refuse_unknown(game, kate, "the first program or piece of hardware you install each turn")
    return -1


def _kate_install(game: Game, kate, event) -> bool:
    return event.subject is not None and event.subject.owner == "runner" and _program_or_hardware(event.subject)


def _mark_kate(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Kate")  # the first program or hardware this turn has been installed


KATE = _runner('Kate "Mac" McCaffrey: Digital Tinker', "Natural", "shaper", 1, [
    "Lower the install cost of the first program or piece of hardware you install each turn by 1."],
    on=(constant("install-cost", _kate_discount), whenever("install", _mark_kate, _kate_install)), waits_for="")
