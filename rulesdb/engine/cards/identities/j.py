"""Identities whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_turn_ends
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL


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


def _facedown_in_archives(game: Game, ctx: Ctx) -> bool:
    found = any(not c.faceup for c in game.corp.discard)
    game.trace.add(f"{ctx.by}: {'a' if found else 'no'} facedown card in Archives.",
                   cites.cr("rule_archives_faceup_facedown"))
    return found


def _remote_without_a_central_run(game: Game, card, server) -> bool:
    """Jinteki: Replicating Perfection: a remote server, while the Runner has run no central server this turn; on a
    board starting after an unshown action, a central run before it is not known, so no central run in the scenario
    is refused (state.midturn) rather than taken for none."""
    if server in CENTRAL:
        return False
    central_runs = [r for r in game.runs if r["turn"] == game.turn.number and r["server"] in CENTRAL]
    if not central_runs:
        unless_none_earlier(game, central_runs, card, "Ignore this ability until the end of the turn whenever the "
                            "Runner runs on a central server")
    return not central_runs


JINTEKI_RP = _corp("Jinteki: Replicating Perfection", "Megacorp", "jinteki", [
    "The Runner cannot run on remote servers. Ignore this ability until the end of the turn whenever the Runner runs "
    "on a central server."], on=(constant("cannot-run", _remote_without_a_central_run, starts="The Runner"),),
    waits_for="")


JINTEKI_RH = _corp("Jinteki: Restoring Humanity", "Megacorp", "jinteki", [
    "When your discard phase ends, if there is a facedown card in Archives, gain 1[c]."], deck=40,
    on=(when_turn_ends(when(_facedown_in_archives, gain(1)), starts="When your discard phase ends"),), waits_for="")
