"""Assets whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import when_the_runner_trashes_this
from rulesdb.engine.cards.hooks import (
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    choose,
    corp_installs,
    installs_asked,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.common import trash
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game

VAPORFRAME = asset("Vaporframe Fabricator", "Industrial", faction="haas-bioroid", cost=2, inf=3, trash=3, text=(
    "Once per turn → [click]: Install 1 card from HQ, ignoring all costs.",
    "When the Runner trashes this asset, you may install 1 card from HQ, ignoring all costs. You "
    "cannot install that card in the root of this server."),
    on=(paid(Clicks(1), effect=corp_installs("hq", ignore_cost=True), once_per_turn=True, starts="Once per turn"),
        when_the_runner_trashes_this(corp_installs("hq", ignore_cost=True, not_here=True), "Vaporframe Fabricator")),
    decisions=installs_asked("Vaporframe Fabricator"))


def _reveal_the_grip_and_trash_1(game: Game, ctx: Ctx) -> None:
    grip = list(game.runner.hand)
    game.trace.add(f"{ctx.by}: the grip is revealed: {', '.join(c.title for c in grip) or 'empty'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "corp", len(grip))
    card = choose(game, ctx, grip, "Corp", "there is no card in the grip to trash", cites.TRASH)
    if card is not None:
        trash(game, card, ctx.by, who="corp")


VERA = asset("Vera Ivanovna Shuyskaya", "Executive", faction="nbn", cost=3, inf=4, trash=3, text=(
    "Whenever an agenda is scored or stolen, you may reveal the grip. Trash 1 card revealed this way.",),
    on=(whenever("scored", _reveal_the_grip_and_trash_1, starts="Whenever", optional="use Vera Ivanovna Shuyskaya"),
        whenever("stolen", _reveal_the_grip_and_trash_1, starts="Whenever", optional="use Vera Ivanovna Shuyskaya")),
    decisions=("Vera Ivanovna Shuyskaya target",), unique=True)
