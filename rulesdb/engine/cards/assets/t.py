"""Assets whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_turn_begins,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    corp_installs,
    gain,
    installs_asked,
    search_rd_and_install,
    seq,
    trash_self,
)
from rulesdb.engine.cards.printed import asset

TECH_STARTUP = asset("Tech Startup", "", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Tech Startup. If you do, search R&D for an asset, reveal "
    "it, and install it. Shuffle R&D.",),
    on=(when_turn_begins(seq(trash_self, search_rd_and_install("asset")), optional="use Tech Startup"),),
    decisions=("Tech Startup target", "Tech Startup install where"))


def _first_run_this_turn(game, card, event) -> bool:
    """The first time each turn a run begins: counted from every run of the turn (the one beginning is
    recorded already), also those before this card was rezzed."""
    return sum(1 for run in game.runs if run["turn"] == game.turn.number) == 1


TIERED_SUBSCRIPTION = asset("Tiered Subscription", "Advertisement", faction="nbn", cost=0, inf=1, trash=3, text=(
    "The first time each turn a run begins, gain 1[c].",),
    on=(whenever("run-begins", gain(1), _first_run_this_turn, starts="The first time"),))


THE_POWERS_THAT_BE = asset("The Powers That Be", "Ritzy", faction="neutral-corp", cost=1, inf=1, trash=3, text=(
    "Whenever you score an agenda, you may install 1 card from HQ or Archives, ignoring all costs.",),
    on=(whenever("scored", corp_installs("hq", "archives", ignore_cost=True), starts="Whenever"),),
    decisions=installs_asked("The Powers That Be"))
