"""Agendas whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, whenever_advanced_faceup
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.game import Game


def _chosen_type_cannot_be_broken(game: Game, ctx: Ctx) -> None:
    """Unorthodox Predictions: the Corp chooses a subtype ("Unorthodox Predictions choice"); until the Corp's next
    turn begins, subroutines on ice of that subtype (as it is at the time of breaking) cannot be broken."""
    chosen = game.decider.ask("Unorthodox Predictions choice", ["sentry", "code gate", "barrier"], "Corp")
    lasting(game, "cannot-break", lambda g, c, subject: g.has_subtype(subject[0], chosen),
            f"Subroutines on {chosen} ice cannot be broken.", "corp next turn", ctx.by)


UNORTHODOX_PREDICTIONS = _agenda("Unorthodox Predictions", "Security", "jinteki", 1, 3, [
    "When you score Unorthodox Predictions, choose sentry, code gate or barrier. Subroutines on ice of the chosen type "
    "cannot be broken until the beginning of your next turn."],
    on=(when_scored(_chosen_type_cannot_be_broken),), decisions=("Unorthodox Predictions choice",), waits_for="")


def _2_per_advancement_to_steal(game: Game, card, agenda) -> tuple:
    tokens = agenda.counters.get("advancement", 0)
    return (Credits(2 * tokens),) if tokens else ()


UTOPIA_FRAGMENT = _agenda("Utopia Fragment", "Source", "neutral-corp", 3, 5, [
    "As an additional cost to steal an agenda, the Runner must pay 2[c] for each advancement token on that agenda.",
    "Limit 1 per deck."], on=(constant("steal-cost", _2_per_advancement_to_steal, starts="As an additional"),),
    unique=True, waits_for="", inf=0)


def _trash_1_or_2_from_the_stack(game: Game, ctx: Ctx) -> None:
    trash_top_of_stack(2 if ctx.source.counters.get("advancement", 0) >= 4 else 1)(game, ctx)


UNDERWAY_RENOVATION = _agenda("Underway Renovation", "Initiative - Public", "weyland-consortium", 1, 3, [
    "Install Underway Renovation faceup.",
    "Whenever you advance Underway Renovation, trash the top card of the Runner's stack (or top 2 cards instead "
    "if there are 4 or more advancement tokens on Underway Renovation)."],
    on=(whenever_advanced_faceup(_trash_1_or_2_from_the_stack),), waits_for="")
