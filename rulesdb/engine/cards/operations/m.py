"""Operations whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import _install_from_hq, _three_advancement_counters
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks

MUSHIN_NO_SHIN = operation("Mushin No Shin", "Double", faction="jinteki", cost=0, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install 1 asset, agenda, or upgrade from HQ in the root of a new server. Place 3 advancement counters on "
    "that card. You cannot score or rez that card until your next turn begins."),
    on_play=on_play(_install_from_hq(("asset", "agenda", "upgrade"), _three_advancement_counters,
                                     remote_choice=False)),
    play_costs=(Clicks(1),), decisions=("Mushin No Shin target",), waits_for="lasting effects")
