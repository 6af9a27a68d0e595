"""Operations whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    damage,
    gain,
    gain_clicks,
    seq,
)
from rulesdb.engine.cards.printed import operation
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
