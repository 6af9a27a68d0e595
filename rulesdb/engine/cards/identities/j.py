"""Identities whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import prevent, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
)
from rulesdb.engine.state.game import Game


def _first_tags_this_run(game: Game, card, imminent) -> bool:
    """During a run only: once it has ended (its reaction window included) there is no "this run"
    (cr/rule_checkpoint_after_timing_structure)."""
    run = game.run
    return run is not None and not run.ended and "Jesminder Sareen" not in run.used


def _mark_run(game: Game, ctx: Ctx) -> None:
    game.run.used.add("Jesminder Sareen")


JESMINDER = _runner("Jesminder Sareen: Girl Behind the Curtain", "Natural", "shaper", 0, [
    "[interrupt] → The first time each run you would take 1 or more tags, prevent 1 tag."],
    on=(prevent("tags", 1, condition=_first_tags_this_run, then=_mark_run, optional=False),), waits_for="")


JINTEKI_PE = _corp("Jinteki: Personal Evolution", "Megacorp", "jinteki", [
    "Whenever an agenda is scored or stolen, do 1 net damage."],
    on=(whenever("scored", damage("net", 1)), whenever("stolen", damage("net", 1))), waits_for="")
