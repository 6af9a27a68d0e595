"""What several agendas share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game

WHEN_SCORED = "scoring"


def dividends(n: int = 1, per: int = 1, past: int | None = None):
    """"When you score this agenda, place `n` agenda counters on it for each (every `per`) hosted
    advancement counter(s) past `past`" (None: past its advancement requirement, Dividends N), both
    counted as the agenda was when it began to be scored (rule_dividends_timing)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        info = ctx.event.info if ctx.event else {}
        limit = info.get("requirement", 0) if past is None else past
        excess = max(info.get("advancement", 0) - limit, 0) // per
        game.trace.add(f"{ctx.by}: {counted(info.get('advancement', 0), 'advancement counter')} when it was scored, "
                       f"{excess * per} past {limit}: {counted(n * excess, 'agenda counter')}.",
                       *((cites.cr("rule_dividends"), cites.cr("rule_dividends_timing")) if past is None
                         else (cites.C_COUNTERS,)))
        if excess:
            place_counters("agenda", n * excess)(game, ctx)
    return resolve


def _worth_more_with_counters(per_counter: bool = False):
    """"Worth 1 more agenda point while it has an agenda counter" (or for each one): a constant
    ability of the agenda itself, folded into the score (kind "agenda-points")."""
    def value(game: Game, card, subject) -> int:
        if subject is not card:
            return 0
        counters = card.counters.get("agenda", 0)
        return counters if per_counter else min(counters, 1)
    return value


def _during_a_run(game: Game, card) -> bool:
    return game.run is not None and not game.run.ended


def _agenda(title, subtypes, faction, points, adv, text, waits_for=WHEN_SCORED, **kw):
    return agenda(title, subtypes, faction=faction, points=points, adv=adv, text=tuple(text),
                  waits_for=waits_for, **kw)


def when_scored_may(effect, title: str, starts: str = "When you score"):
    """"When you score this agenda, you may <effect>" (decision "use <title>")."""
    from rulesdb.engine.cards.hooks.abilities import whenever
    return whenever("scored", effect, lambda game, card, event: event.subject is card, starts=starts,
                    optional=f"use {title}", inactive_ok=True, refs=(cites.C_SCORE,))


def requirement_less(per):
    """"This agenda gets -1 advancement requirement for each ...": a constant ability of the agenda that
    works while it is inactive (cr/rule_active_exception_advancement_requirement)."""
    def value(game: Game, card, subject) -> int:
        return -per(game) if subject is card else 0
    return value


def cannot_score_rest_of_turn(game: Game, ctx: Ctx) -> None:
    """"You cannot score agendas for the remainder of the turn": a lasting "cannot" (cr/rule_cannot)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "cannot-score", lambda g, card, subject: True,
            "The Corp cannot score agendas for the remainder of the turn.", "turn", ctx.by)


def _your_turn_with_counter(game: Game, card, event) -> bool:
    """"When your discard phase ends, you may remove 1 hosted agenda counter to": the Corp's turn, a counter left."""
    return event.info.get("side") == "corp" and card.counters.get("agenda", 0) > 0


def _spend_a_counter_to(effect):
    def resolve(game: Game, ctx: Ctx) -> None:
        ctx.source.counters["agenda"] -= 1
        game.trace.add(f"{ctx.by}: 1 hosted agenda counter is removed.", cites.C_COUNTERS)
        effect(game, ctx)
    return resolve


def at_discard_end_spend_a_counter(effect, title: str):
    """"When your discard phase ends, you may remove 1 hosted agenda counter to <effect>" (decision "use <title>")."""
    from rulesdb.engine.cards.hooks.abilities import whenever
    return whenever("turn-ends", _spend_a_counter_to(effect), _your_turn_with_counter,
                    starts="When your discard phase ends", optional=f"use {title}")


def whenever_advanced_faceup(effect, starts: str = "Whenever you advance"):
    """"Whenever you advance this agenda" on an agenda installed faceup, whose abilities are then active
    (Oaktown Renovation, Underway Renovation)."""
    from rulesdb.engine.cards.hooks.abilities import whenever
    return whenever("advanced", effect, lambda game, card, event: event.subject is card and card.faceup,
                    starts=starts, refs=(cites.cr("rule_placing_advancement_counter"),), inactive_ok=True)


def made_when_scored(effect, starts: str = "When you score"):
    """The part of a "When you score this agenda" ability that lasts for the remainder of the turn (`effect`), laid
    as a board that says the agenda was scored this turn (`scored_this_turn`) starts: it was made then
    (state.unseen_lasting.lay_made_when_scored)."""
    from rulesdb.engine.cards.hooks.abilities import constant
    from rulesdb.engine.state.unseen_lasting import MADE_WHEN_SCORED
    return constant(MADE_WHEN_SCORED, lambda game, card, _: effect(game, Ctx(card, "corp", card.title)), starts=starts)
