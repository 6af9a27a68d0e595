"""Identities whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.identities.a import _corp_trashes_from_hq
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown


def _reina_tax(game: Game, reina, subject) -> int:
    if subject is None or not subject.is_ice or "Reina" in reina.used:
        return 0
    refuse_unknown(game, reina, "the first piece of ice the Corp rezzes each turn")
    return 1


def _ice_rezzed(game: Game, reina, event) -> bool:
    return event.subject is not None and event.subject.is_ice


def _mark_reina(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Reina")


REINA = _runner("Reina Roja: Freedom Fighter", "Cyborg - G-mod", "anarch", 1, [
    "The first piece of ice the Corp rezzes each turn costs 1[c] more to rez."],
    on=(constant("rez-cost", _reina_tax), whenever("rezzed", _mark_reina, _ice_rezzed)), waits_for="")


def _trashed_while_accessing(game: Game, card, event) -> bool:
    """René: the card trashed is the one the Runner is accessing, trashed by the Runner."""
    access = game.access
    accessed = access is not None and access.current is not None and event.subject is not None \
        and event.subject.first_object == access.current.first_object
    return accessed and event.info.get("by") == "runner" and first_time_this_turn(game, card, "trash accessed")


RENE_LOUP = _runner("René “Loup” Arcemont: Party Animal", "G-mod", "anarch", 0, [
    "The first time each turn you trash a card you are accessing, gain 1[c] and draw 1 card."], deck=40,
    on=(whenever("trashed", seq(gain(1), draw(1)), _trashed_while_accessing),), waits_for="")


def _gains_code_gate(game: Game, ctx: Ctx) -> None:
    """Rielle "Kit" Peddler: the encountered ice gains code gate until the run ends (a lasting effect)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    ice = ctx.event.subject
    lasting(game, "subtype-gain", lambda g, c, subject: int(subject[0] is ice and subject[1] == "code gate"),
            f"{ice.title} gains code gate", "run", ctx.by)


RIELLE_PEDDLER = _runner("Rielle “Kit” Peddler: Transhuman", "Cyborg", "shaper", 0, [
    "The first time each turn you encounter a piece of ice, it gains code gate for the remainder of this run."],
    limit=10, on=(whenever("encounter", _gains_code_gate,
                           lambda game, card, event: first_time_this_turn(game, card, "encounter"),
                           starts="The first time", structure="encounter"),), waits_for="")


def _first_success_after_a_subroutine(game: Game, card, event) -> bool:
    """Ryō: the run becomes successful after a subroutine resolved during it; the first time each turn."""
    run = game.run
    resolved = run is not None and any(enc.get("subroutines_resolved") for enc in run.record["encounters"])
    return resolved and first_time_this_turn(game, card, "successful after a subroutine")


RYO = _runner("Ryō “Phoenix” Ōno: Out of the Ashes", "G-mod", "anarch", 0, [
    "The first time each turn a run becomes successful after a subroutine resolved during that run, gain 1[c] and the "
    "Corp trashes 1 card from HQ."], limit=17,
    on=(whenever("successful", seq(gain(1), _corp_trashes_from_hq), _first_success_after_a_subroutine),),
    decisions=("Ryō “Phoenix” Ōno: Out of the Ashes target",), waits_for="")
