"""Resources whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import trashed_while_tagged
from rulesdb.engine.effects.costtypes import Clicks

_ZONA_TAGGED = trashed_while_tagged("Trash Zona Sul")


ZONA_SUL_SHIPPING = resource("Zona Sul Shipping", "", faction="criminal", cost=2, inf=1, text=(
    "Place 1[c] on Zona Sul Shipping when your turn begins.", "[click]: Take all credits from Zona Sul Shipping.",
    "Trash Zona Sul Shipping if you are tagged."),
    on=(when_turn_begins(place_counters("credits", 1), starts="Place 1[c]"),
        paid(Clicks(1), effect=lambda game, ctx: take_credits(ctx.source.counters.get("credits", 0))(game, ctx),
             starts="[click]"), _ZONA_TAGGED["hook"]), on_install=_ZONA_TAGGED["on_install"])
