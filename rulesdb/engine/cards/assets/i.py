"""Assets whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import trash_self_for_each_advancement
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain, lose
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED

IDIOSYNCRESIS = asset("Idiosyncresis", "Hostile", faction="nbn", cost=1, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When your turn begins, you may trash this asset. If you do, for each hosted advancement counter, gain 3[c] "
    "and the Runner loses 2[c]."),
    on=(when_turn_begins(trash_self_for_each_advancement(lambda n: seq(gain(3 * n), lose(2 * n))),
                         optional="use Idiosyncresis"),))


def _installed_card_to_hq(game: Game, ctx: Ctx) -> None:
    """Isabel McGuire: the Corp adds 1 of its installed cards (itself included) to HQ ("Isabel McGuire target")."""
    from rulesdb.engine.effects.card_moves import to_hq
    found = [o for o in game.installed() if o.owner == "corp"]
    card = choose(game, ctx, found, "Corp", "the Corp has no installed card", cites.NEW_OBJECT)
    if card is not None:
        to_hq(game, card, ctx.by)


ISABEL_MCGUIRE = asset("Isabel McGuire", "Executive", faction="haas-bioroid", unique=True, cost=0, inf=1, trash=3,
                       text=("[click]: Add 1 of your installed cards to HQ.",),
                       on=(paid(Clicks(1), effect=_installed_card_to_hq, starts="[click]"),),
                       decisions=("Isabel McGuire target",))


def _ice_stronger_per_counter(game: Game, ctx: Ctx) -> None:
    """IT Department: a rezzed piece of ice ("IT Department target") gets +1 strength until the end of the turn for
    each power counter on IT Department, the one spent on this ability included."""
    from rulesdb.engine.effects.lasting_effects import lasting
    n = ctx.source.counters.get("power", 0) + 1
    found = [o for o in game.installed() if o.is_ice and o.rezzed]
    ice = choose(game, ctx, found, "Corp", "there is no rezzed ice", cites.STRENGTH)
    if ice is not None:
        lasting(game, "ice-strength", lambda g, c, subject: n if subject is ice else 0,
                f"{ice.title} has +{n} strength.", "turn", ctx.by)


def _may_have_strengthened(game: Game, card, ice) -> str | int:
    """IT Department, on a board starting inside a turn: used earlier in it, a rezzed piece of ice may have +1
    strength or more until the turn ends (state.unseen_lasting)."""
    return "+1 or more strength" if ice.is_ice and ice.rezzed else 0


IT_DEPARTMENT = asset("IT Department", "", faction="haas-bioroid", cost=2, inf=1, trash=4, text=(
    "[click]: Place 1 power counter on IT Department.",
    "Hosted power counter: Choose a rezzed piece of ice. That ice has +1 strength until the end of the turn for each "
    "power counter (including the one spent) on IT Department."),
    on=(paid(Clicks(1), effect=place_counters("power", 1), starts="[click]"),
        paid(HostedCounters("power", 1), effect=_ice_stronger_per_counter, starts="Hosted power counter"),
        constant(MAY_HAVE_BOOSTED, _may_have_strengthened, starts="Hosted power counter")),
    decisions=("IT Department target",))
