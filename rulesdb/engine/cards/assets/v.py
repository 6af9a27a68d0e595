"""Assets whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import (
    TRASHED_WHILE_ACCESSED,
    when_the_runner_trashes_this,
    worth_2_to_the_runner_if_trashed_while_accessed,
)
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.reveals import reveal_the_grip_and_trash_1
from rulesdb.engine.effects.costtypes import Clicks

VAPORFRAME = asset("Vaporframe Fabricator", "Industrial", faction="haas-bioroid", cost=2, inf=3, trash=3, text=(
    "Once per turn → [click]: Install 1 card from HQ, ignoring all costs.",
    "When the Runner trashes this asset, you may install 1 card from HQ, ignoring all costs. You "
    "cannot install that card in the root of this server."),
    on=(paid(Clicks(1), effect=corp_installs("hq", ignore_cost=True, optional=False), once_per_turn=True,
             starts="Once per turn"),
        when_the_runner_trashes_this(corp_installs("hq", ignore_cost=True, not_here=True), "Vaporframe Fabricator")),
    decisions=installs_asked("Vaporframe Fabricator"))


VERA = asset("Vera Ivanovna Shuyskaya", "Executive", faction="nbn", cost=3, inf=4, trash=3, text=(
    "Whenever an agenda is scored or stolen, you may reveal the grip. Trash 1 card revealed this way.",),
    on=(whenever("scored", reveal_the_grip_and_trash_1, starts="Whenever", optional="use Vera Ivanovna Shuyskaya"),
        whenever("stolen", reveal_the_grip_and_trash_1, starts="Whenever", optional="use Vera Ivanovna Shuyskaya")),
    decisions=("Vera Ivanovna Shuyskaya target",), unique=True)


VICTORIA_JENKINS = asset("Victoria Jenkins", "Executive", faction="nbn", unique=True, cost=3, inf=5, trash=5, text=(
    "The Runner gets -1 allotted [click] for each of their turns.", TRASHED_WHILE_ACCESSED),
    on=(constant("allotted-clicks", lambda game, card, side: -1 if side == "runner" else 0, starts="The Runner gets"),
        *worth_2_to_the_runner_if_trashed_while_accessed()))
