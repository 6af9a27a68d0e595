"""Operations whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.printed import operation

FAST_BREAK = operation("Fast Break", "", faction="haas-bioroid", cost=4, inf=3, text=(
    "Gain X[c]. Draw up to X cards. Install up to X cards in the root of and/or protecting a single "
    "remote server. X is equal to the number of agendas in the Runner's score area.",),
    waits_for="corp actions")  # a plain card for now: its printed facts, no play effect
