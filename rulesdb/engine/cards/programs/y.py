"""Programs whose title begins with Y, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.programs.common import _interface, _printed_breaker
from rulesdb.engine.state.carddef import Breaker

YOG = _printed_breaker("Yog.0", "anarch", ["Decoder"], 5, 3, 1, 1, [_interface("code gate", 0)],
               Breaker("code gate", 0))
