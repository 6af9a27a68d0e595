"""Operations whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.bad_publicity import remove_up_to
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks

WITNESS_TAMPERING = operation("Witness Tampering", "Double - Gray Ops", faction="weyland-consortium", cost=4, inf=1,
                              text=("As an additional cost to play this operation, spend [click].",
                                    "Remove up to 2 bad publicity."),
                              play_costs=(Clicks(1),), on_play=on_play(remove_up_to(2)),
                              decisions=("Witness Tampering X",))
