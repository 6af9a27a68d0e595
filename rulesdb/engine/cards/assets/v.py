"""Assets whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    corp_installs,
    installs_asked,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _trashed_by_the_runner(game: Game, card, event) -> bool:
    return event.subject is card and event.info.get("by") == "runner"


VAPORFRAME = asset("Vaporframe Fabricator", "Industrial", faction="haas-bioroid", cost=2, inf=3, trash=3, text=(
    "Once per turn → [click]: Install 1 card from HQ, ignoring all costs.",
    "When the Runner trashes this asset, you may install 1 card from HQ, ignoring all costs. You "
    "cannot install that card in the root of this server."),
    on=(paid(Clicks(1), effect=corp_installs("hq", ignore_cost=True), once_per_turn=True, starts="Once per turn"),
        whenever("trashed", corp_installs("hq", ignore_cost=True, not_here=True), _trashed_by_the_runner,
                 inactive_ok=True, starts="When the Runner trashes", optional="use Vaporframe Fabricator")),
    decisions=installs_asked("Vaporframe Fabricator"))
