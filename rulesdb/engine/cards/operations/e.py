"""Operations whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION, _runner_tagged
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import may_trash_own_installed_to
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must


def _first_basic_run(game: Game, card, server) -> int:
    """Enhanced Login Protocol: 1 more [click] for the first run each turn by the basic action."""
    if "run" in game.turn.actions:
        return 0
    refuse_unknown(game, card, "the basic action to run a server for the first time each turn")
    return 1


def _exchange(game: Game, ctx) -> None:
    """Exchange of Information: an agenda of each score area trade places. Each moves from one score area
    to the other, so what it hosts stays on it (cr/rule_trash_hosted_objects_when_host_trashed)."""
    corp, runner = game.corp.score, game.runner.score
    if not corp or not runner:
        game.trace.add(f"{ctx.by}: both score areas must hold an agenda; nothing is swapped.", cites.SWAP)
        return
    mine = [c.title for c in corp]
    theirs = [c.title for c in runner]
    ours = corp[mine.index(ask_must(game, "Exchange of Information choice", mine, "Corp", cites.C_TARGETS))]
    other = runner[theirs.index(ask_must(game, "Exchange of Information target", theirs, "Corp", cites.C_TARGETS))]
    corp[corp.index(ours)], runner[runner.index(other)] = other, ours
    game.trace.add(f"{ctx.by}: {ours.title} goes to the Runner's score area and {other.title} to the Corp's; moving "
                   "from one score area to the other, each keeps what it hosts "
                   f"({', '.join(f'{k}: {v}' for k, v in other.counters.items() if v) or 'nothing'} on {other.title}).",
                   cites.SWAP, cites.cr("rule_trash_hosted_objects_when_host_trashed"), key=True)


END_OF_THE_LINE = operation("End of the Line", "Black Ops", faction="weyland-consortium", cost=3, inf=4, text=(
    "As an additional cost to play this operation, remove 1 tag.", "Do 4 meat damage."),
    play_costs=(RemoveTags(1),), on_play=on_play(damage("meat", 4)))


ENHANCED_LOGIN = operation("Enhanced Login Protocol", "Current", faction="haas-bioroid", cost=2, inf=2,
                           text=("This operation is not trashed until another current is played or an "
                                 "agenda is stolen.", "As an additional cost to take the basic action "
                                 "to run a server for the first time each turn, the Runner must spend "
                                 "[click]."),
                           on=(constant("basic-run-extra-clicks", _first_basic_run, starts="As an additional"),))


EXCHANGE_OF_INFORMATION = operation("Exchange of Information", "Gray Ops", faction="nbn", cost=0, inf=2, text=(
    "Play only if the Runner is tagged.",
    "Swap an agenda in your score area with an agenda in the Runner's score area."),
    on_play=on_play(_exchange), playable=_runner_tagged,
    decisions=("Exchange of Information choice", "Exchange of Information target"))


EXTRACT = operation("Extract", TRANSACTION, faction="weyland-consortium", cost=3, inf=2, text=(
    "Gain 6[c]. You may trash 1 of your installed cards to gain 3[c].",),
    on_play=on_play(seq(gain(6), may_trash_own_installed_to(gain(3)))), decisions=("Extract target",))
