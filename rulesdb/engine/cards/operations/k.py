"""Operations whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION, advance_one, hq_into_rd, modes, remove_this_from_game
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game

KEY_PERFORMANCE_INDICATORS = operation("Key Performance Indicators", TRANSACTION, faction="weyland-consortium",
                                       cost=1, inf=2, text=(
    "Resolve 2 of the following in any order:<ul><li>Draw 1 card. Shuffle 1 card from HQ into R&D.</li><li>Install "
    "1 piece of ice from HQ, ignoring all costs.</li><li>Place 1 advancement counter on an installed card you can "
    "advance.</li><li>Gain 2[c].</li></ul>",),
    on_play=on_play(modes({"draw 1 card and shuffle 1 into R&D": seq(draw(1), hq_into_rd(1)),
                           "install 1 piece of ice": corp_installs("hq", types=("ice",), ignore_cost=True,
                                                                    optional=False),
                           "place 1 advancement counter": advance_one, "gain 2[c]": gain(2)}, count=2)),
    decisions=(*installs_asked("Key Performance Indicators"), "Key Performance Indicators shuffle"))


def _kakurenbo(game: Game, ctx: Ctx) -> None:
    """Kakurenbo: trash any number of cards from HQ ("Kakurenbo choice"), turn every card in Archives facedown, then
    the Corp may install 1 card from Archives in the root of a remote server with 2 advancement counters."""
    from rulesdb.engine.cards.shared import pick_cards, trash_from_hq
    from rulesdb.engine.effects.pools import add_counters
    trash_from_hq(game, ctx, pick_cards(game, "Kakurenbo choice", game.corp.hand, "HQ"))
    for card in game.corp.discard:
        card.faceup = False
    game.trace.add(f"{ctx.by}: every card in Archives is turned facedown.", cites.cr("rule_archives_faceup_facedown"))
    installed = corp_installs("archives", remote_root=True)(game, ctx)
    if installed is not None:
        add_counters(game, installed, "advancement", 2, ctx.by)
    remove_this_from_game(game, ctx)


KAKURENBO = operation("Kakurenbo", "Triple", faction="jinteki", cost=2, inf=3, text=(
    "As an additional cost to play this operation, spend [click][click].",
    "Trash any number of cards from HQ. Turn all cards in Archives facedown. You may install 1 card from Archives in "
    "the root of a remote server and place 2 advancement counters on it.", "Remove this operation from the game."),
    play_costs=(Clicks(2),), on_play=on_play(_kakurenbo), decisions=installs_asked("Kakurenbo"))
