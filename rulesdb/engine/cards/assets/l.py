"""Assets whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import campaign
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import operation_to_top_of_rd
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.effects.player_costs import RemoveTags

LEVY_UNIVERSITY = asset("Levy University", "Ritzy", faction="neutral-corp", unique=True, cost=3, inf=0, trash=1, text=(
    "[click], 1[c]: Search R&D for a piece of ice, reveal it, and add it to HQ. Shuffle R&D.",),
    on=(paid(Clicks(1), Credits(1), effect=search_rd_to_hq(lambda card: card.is_ice, "piece of ice"),
             starts="[click]"),),
    decisions=("Levy University target",))


LAUNCH_CAMPAIGN = asset("Launch Campaign", "Advertisement", faction="neutral-corp", cost=1, inf=0, trash=2, text=(
    "Place 6[c] from the bank on Launch Campaign when it is rezzed. When there are no credits left on Launch "
    "Campaign, trash it.", "When your turn begins, take 2[c] from Launch Campaign."),
    on=campaign(6, 2))


LILY_LOCKWELL = asset("Lily Lockwell", "Character", faction="nbn", unique=True, cost=2, inf=4, trash=3, text=(
    "When you rez Lily Lockwell, draw 3 cards.",
    "[click], remove 1 tag: Search R&D for an operation, reveal it, and shuffle the rest of R&D. Add the operation "
    "to the top of R&D."),
    on=(when_rezzed(draw(3), starts="When you rez"),
        paid(Clicks(1), RemoveTags(1), effect=operation_to_top_of_rd, starts="[click]")),
    decisions=("Lily Lockwell target",))
