"""Events whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import during_the_run, on_play, run_event
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.costtypes import Clicks

LEGWORK = event("Legwork", "Run", faction="criminal", cost=2, inf=2, text=(
    "Run HQ. If successful, access 2 additional cards when you breach HQ.",),
    on_play=run_event(during_the_run("access-hq", 2, "Legwork: access 2 additional cards from HQ",
                                     if_successful=True)))


LUCKY_FIND = event("Lucky Find", "Double", faction="neutral-runner", cost=3, inf=2, text=(
    "As an additional cost to play this event, spend [click].", "Gain 9[c]."),
    on_play=on_play(gain(9)), play_costs=(Clicks(1),))
