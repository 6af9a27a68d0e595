"""Operations whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain, gain_clicks
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.lockdowns import no_active_lockdown
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn

NANOMANAGEMENT = operation("Nanomanagement", "", faction="haas-bioroid", cost=4, inf=4,
                           text=("Gain [click][click].",), on_play=on_play(gain_clicks(2)))

NEURAL_EMP = operation("Neural EMP", "Gray Ops", faction="jinteki", cost=2, inf=2, text=(
    "Play only if the Runner made a run during their last turn.", "Do 1 net damage."),
    on_play=on_play(damage("net", 1)), playable=runner_ran_last_turn())


def _each_player_may_gain_2(game, ctx) -> None:
    """"You may have each player gain 2[c]" (decision "Nonequivalent Exchange choice")."""
    if game.decider.ask(f"{ctx.source.title} choice", ["yes", "no"], "Corp") == "yes":
        gain(2, "corp")(game, ctx)
        gain(2, "runner")(game, ctx)


NONEQUIVALENT_EXCHANGE = operation("Nonequivalent Exchange", "Transaction", faction="nbn", cost=2, inf=2, text=(
    "Gain 5[c]. You may have each player gain 2[c].",), on_play=on_play(seq(gain(5), _each_player_may_gain_2)),
    decisions=("Nonequivalent Exchange choice",))


def _net_per_point_scored(game: Game, ctx: Ctx) -> None:
    """Neurospike: X is the printed agenda points of the agendas the Corp scored this turn, wherever those agendas are
    now (cr/rule_previous_object): those scored in the scenario and those its board says were scored this turn
    before it began (`scored_this_turn`)."""
    from rulesdb.engine.cards import lookup
    scored = game.corp.scored_this_turn
    x = sum(lookup(title).facts.agenda_points or 0 for title in scored)
    game.trace.add(f"{ctx.by}: the Corp scored {', '.join(scored) or 'nothing'} this turn: X = {x}.",
                   cites.cr("rule_previous_object"))
    damage("net", x)(game, ctx)


NEUROSPIKE = operation("Neurospike", "Gray Ops", faction="jinteki", cost=3, inf=3, text=(
    "Do X net damage, where X is equal to the sum of the printed agenda points on agendas you scored this turn.",),
    on_play=on_play(_net_per_point_scored))


NAPD_CORDON = operation("NAPD Cordon", "Lockdown", faction="neutral-corp", cost=0, inf=0, trash=2, text=(
    "Play only if there is no active lockdown. This operation is not trashed until your next turn begins.",
    "As an additional cost to steal an agenda, the Runner must pay 4[c] plus 2[c] for each advancement counter on "
    "that agenda."), playable=no_active_lockdown,
    on=(constant("steal-cost", lambda game, card, agenda: (Credits(4 + 2 * agenda.counters.get("advancement", 0),
                                                                   "steal"),), starts="As an additional"),))


def _not_an_icebreaker(game: Game, card, subject) -> bool:
    """A break ability of a card that is not an icebreaker (a bioroid's own "lose [click]" too)."""
    ice, breaker = subject
    return not game.has_subtype(breaker, "icebreaker")


def _another_card_breaks(game: Game, card, subject) -> bool:
    """Subroutines broken by another card's ability that is not an icebreaker's (Boomerang)."""
    enc, breaker, group = subject
    return not game.has_subtype(breaker, "icebreaker")


NEXT_ACTIVATION_COMMAND = operation("NEXT Activation Command", "Lockdown", faction="haas-bioroid", cost=0, inf=3,
                                    trash=4, text=(
    "Play only if there is no active lockdown. This operation is not trashed until your next turn begins.",
    "Each piece of ice gets +2 strength.", "The Runner cannot use non-icebreaker cards to break subroutines."),
    playable=no_active_lockdown,
    on=(constant("ice-strength", lambda game, card, ice: 2, starts="Each piece"),
        constant("cannot-break", _not_an_icebreaker, starts="The Runner cannot"),
        constant("cannot-break-subroutines", _another_card_breaks, starts="The Runner cannot")))
