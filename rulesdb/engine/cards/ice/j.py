"""Ice whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.players import damage, give_tags
from rulesdb.engine.cards.primitives.run import unless_either
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import Clicks

JAGUARUNDI = ice("Jaguarundi", "Sentry - AP", faction="haas-bioroid", cost=4, strength=3, inf=2, text=(
    "Threat 4 \u2192 When the Runner encounters this ice, give them 1 tag unless they spend [click]. <em>(This "
    "ability is active if any player has 4 or more agenda points.)</em>",
    "[sub] Give the Runner 1 tag.", "[sub] If the Runner is tagged, do 1 core damage."),
    subs=(give_tags(1), when(lambda game, ctx: game.runner.tags > 0, damage("core", 1))),
    on=(when_encountered(unless_either({"spend [click]": (Clicks(1),)}, give_tags(1), "take 1 tag"), threat=4,
                         starts="Threat 4"),))


JANUS = ice("Janus 1.0", "Sentry - Bioroid - AP", faction="haas-bioroid", cost=15, strength=8, inf=3, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    *("[sub] Do 1 core damage.",) * 4), subs=(damage("core", 1),) * 4, breaker=lose_clicks_to_break())
