"""Agendas whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, _worth_more_with_counters, made_when_scored
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.state.game import Game


def _if_tagged(effect):
    def resolve(game: Game, ctx: Ctx) -> None:
        if game.runner.tags:
            effect(game, ctx)
    return resolve


MARKET_RESEARCH = _agenda("Market Research", "Research", "nbn", 2, 4, [
    "If the Runner is tagged when you score Market Research, place 1 agenda counter on it.",
    "Market Research is worth 1 additional agenda point while it has an agenda counter on it."],
    on=(when_scored(_if_tagged(place_counters("agenda", 1)), starts="If the Runner"),
        constant("agenda-points", _worth_more_with_counters(), starts="Market Research is worth")),
    waits_for="")


def _another_copy_scored(game: Game, ctx: Ctx) -> None:
    """Megaprix Qualifier: 1 agenda counter if another copy is in either score area."""
    others = [a for a in game.corp.score + game.runner.score if a.title == ctx.source.title and a is not ctx.source]
    game.trace.add(f"{ctx.by}: {len(others)} other cop{'y' if len(others) == 1 else 'ies'} in the score areas.",
                   cites.C_SCORE)
    if others:
        place_counters("agenda", 1)(game, ctx)


def _skip_discard_step(game: Game, ctx: Ctx) -> None:
    """"Skip your discard step this turn": a lasting effect the discard step reads (cr/rule_discard_step)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    side = ctx.side
    lasting(game, "skip-discard", lambda g, card, subject: subject == side,
            f"The {game.player(side).name} skips their discard step this turn.", "turn", ctx.by)


MEGAPRIX_QUALIFIER = _agenda("Megaprix Qualifier", "", "haas-bioroid", 1, 3, [
    "When you score this agenda, if there is another copy of Megaprix Qualifier in either playerʼs score area, "
    "place 1 agenda counter on this agenda.",
    "While this agenda has a hosted agenda counter, it is worth 1 more agenda point."],
    on=(when_scored(_another_copy_scored),
        constant("agenda-points", _worth_more_with_counters(), starts="While this agenda")), waits_for="")


MIDNIGHT_3_ARCOLOGY = _agenda("Midnight-3 Arcology", "Expansion", "haas-bioroid", 2, 4, [
    "When you score this agenda, draw 3 cards. Skip your discard step this turn."],
    on=(when_scored(seq(draw(3), _skip_discard_step)), made_when_scored(_skip_discard_step)), waits_for="")


MANDATORY_UPGRADES = _agenda("Mandatory Upgrades", "Initiative", "haas-bioroid", 2, 6, [
    "You have 1 additional [click] to spend each turn."],
    on=(constant("allotted-clicks", lambda game, card, side: 1 if side == "corp" else 0, starts="You have"),),
    waits_for="")


def _1_less_per_copy_scored_or_stolen(game, card, subject) -> int:
    """Medical Breakthrough: each copy in either score area (active in the Runner's too, by its own words) lowers the
    requirement of each other one by 1; read as the agenda's own modifier, so it works while it is installed and
    inactive (cr/rule_active_exception_advancement_requirement)."""
    if subject is not card:
        return 0
    return -sum(o.title == card.title and o is not card for o in (*game.corp.score, *game.runner.score))


MEDICAL_BREAKTHROUGH = agenda("Medical Breakthrough", "Research", faction="jinteki", points=2, adv=4, text=(
    "Lower the advancement requirement of each Medical Breakthrough by 1. This ability is active even while Medical "
    "Breakthrough is in the Runner's score area.",),
    on=(constant("advancement-requirement", _1_less_per_copy_scored_or_stolen, starts="Lower"),))
