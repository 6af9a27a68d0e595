"""Assets whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import _per_advancement, campaign
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installed import rez_ignoring_costs, trash_installed
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import bad_publicity
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import remove_bad_publicity, rez_one_for_less
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf

ELIZABETH_MILLS = asset("Elizabeth Mills", "Executive", faction="weyland-consortium", unique=True, cost=2, inf=2,
                        trash=1, text=(
    "When you rez Elizabeth Mills, remove 1 bad publicity.",
    "[click], [trash]: Trash 1 location. Take 1 bad publicity."),
    on=(when_rezzed(remove_bad_publicity),
        paid(Clicks(1), TrashSelf(), effect=seq(trash_installed("resource", subtype="location"), bad_publicity(1)),
             starts="[click]")),
    decisions=("Elizabeth Mills target",))


EVE = asset("Eve Campaign", "Advertisement", faction="haas-bioroid", cost=5, inf=3, trash=5, text=(
    "Place 16[c] from the bank on Eve Campaign when it is rezzed. When there are no credits left on "
    "Eve Campaign, trash it.", "When your turn begins, take 2[c] from Eve Campaign."),
    on=campaign(16, 2))


# Executive Boot Camp: any installed card but an agenda, ice included (an ability may rez ice outside an approach)
_rez_1_less = rez_one_for_less(lambda game, card: card.card.facts.type != "agenda", 1, "nothing")


EXECUTIVE_BOOT_CAMP = asset("Executive Boot Camp", "", faction="weyland-consortium", cost=0, inf=1, trash=3, text=(
    "When your turn begins, you may rez a card, lowering the rez cost by 1[c].",
    "1[c],[trash]: Search R&D for an asset, reveal it, and add it to HQ. Shuffle R&D."),
    on=(when_turn_begins(_rez_1_less),
        paid(Credits(1), TrashSelf(), effect=search_rd_to_hq(lambda c: c.card.facts.type == "asset", "an asset"),
             starts="1[c]")),
    decisions=("Executive Boot Camp target",))


ENCRYPTION_PROTOCOL = asset("Encryption Protocol", "", faction="haas-bioroid", cost=0, inf=1, trash=2, text=(
    "The trash cost of all installed cards is increased by 1.",),
    on=(constant("trash-cost", lambda game, card, subject: 1 if game.is_installed(subject) else 0,
                 starts="The trash cost"),))


def _core_damage_per_ice_here(game, ctx) -> None:
    """Edge of World: 1 core damage for each piece of ice protecting this server."""
    from rulesdb.engine.cards.primitives.players import damage
    from rulesdb.engine.state.thisserver import this_server
    here = this_server(game, ctx.source)
    damage("core", len(here.ice) if here else 0)(game, ctx)


EDGE_OF_WORLD = asset("Edge of World", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "When the Runner accesses this asset while it is installed, you may pay 3[c]. If you do, do 1 core damage for "
    "each piece of ice protecting this server.",),
    on=(when_accessed(_core_damage_per_ice_here, pay_credits=3, installed=True),))


ELIZAS_TOYBOX = asset("Eliza's Toybox", "Ritzy", faction="haas-bioroid", unique=True, cost=4, inf=2, trash=4, text=(
    "[click],[click],[click]: Rez a card, ignoring all costs.",),
    on=(paid(Clicks(3), effect=rez_ignoring_costs("ice", "asset", "upgrade", optional=False), starts="[click]"),),
    decisions=("Eliza's Toybox target",))


EXPOSE = asset("Exposé", "", faction="nbn", cost=2, inf=2, trash=2, text=(
    "Exposé can be advanced.", "[trash]: Remove 1 bad publicity for each advancement token on Exposé."),
    on=(paid(TrashSelf(), effect=_per_advancement(1, lambda n: seq(*(remove_bad_publicity,) * n)), starts="[trash]"),))
