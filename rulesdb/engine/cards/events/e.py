"""Events whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.events.common import _gain
from rulesdb.engine.cards.shared import _card

EASY_MARK = _card("Easy Mark", "criminal", "event", ["Job"], 0, 1, ["Gain 3[c]."], on_play=_gain(3))
