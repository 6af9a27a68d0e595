"""Operations whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import _install_from_hq, _three_advancement_counters
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks


def _mushin_no_shin(game, ctx, obj) -> None:
    """3 advancement counters, then "you cannot score or rez that card until your next turn begins":
    two lasting "cannot" effects on that object, over when the Corp's next turn begins."""
    from rulesdb.engine.effects.common import lasting
    _three_advancement_counters(game, ctx, obj)
    for action in ("score", "rez"):
        lasting(game, f"cannot-{action}", lambda game, card, subject: subject is obj,
                f"The Corp cannot {action} {obj.title} until their next turn begins.", "next turn", ctx.by)


MUSHIN_NO_SHIN = operation("Mushin No Shin", "Double", faction="jinteki", cost=0, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install 1 asset, agenda, or upgrade from HQ in the root of a new server. Place 3 advancement counters on "
    "that card. You cannot score or rez that card until your next turn begins."),
    on_play=on_play(_install_from_hq(("asset", "agenda", "upgrade"), _mushin_no_shin, remote_choice=False)),
    play_costs=(Clicks(1),), decisions=("Mushin No Shin target",))
