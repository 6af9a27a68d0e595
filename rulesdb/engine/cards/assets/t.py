"""Assets whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import (
    TRASHED_WHILE_ACCESSED,
    _per_advancement,
    worth_2_to_the_runner_if_trashed_while_accessed,
)
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self_to
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.piles import search_rd_and_install
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import swap_two_installed_ice
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn

TECH_STARTUP = asset("Tech Startup", "", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Tech Startup. If you do, search R&D for an asset, reveal "
    "it, and install it. Shuffle R&D.",),
    on=(when_turn_begins(trash_self_to(search_rd_and_install("asset")), optional="use Tech Startup"),),
    decisions=("Tech Startup target", "Tech Startup install where"))


TIERED_SUBSCRIPTION = asset("Tiered Subscription", "Advertisement", faction="nbn", cost=0, inf=1, trash=3, text=(
    "The first time each turn a run begins, gain 1[c].",),
    on=(whenever("run-begins", gain(1), lambda game, card, event: first_each_turn(game, event, any_event),
                 starts="The first time"),))


THE_POWERS_THAT_BE = asset("The Powers That Be", "Ritzy", faction="neutral-corp", cost=1, inf=1, trash=3, text=(
    "Whenever you score an agenda, you may install 1 card from HQ or Archives, ignoring all costs.",),
    on=(whenever("scored", corp_installs("hq", "archives", ignore_cost=True), starts="Whenever"),),
    decisions=installs_asked("The Powers That Be"), unique=True)


def _choose_bioroid_ice(game: Game, ctx: Ctx) -> None:
    found = [o for o in game.installed() if o.is_ice and o.rezzed and game.has_subtype(o, "bioroid")]
    card = choose(game, ctx, found, "Corp", "there is no rezzed bioroid ice", cites.C_CANNOT)
    ctx.source.chosen = card.object_id if card is not None else None


def _runner_breaking_the_chosen(game: Game, card, subject) -> bool:
    ice, breaker = subject
    return card.chosen is not None and ice.object_id == card.chosen and breaker.owner == "runner"


TRIESTE_MODEL_BIOROIDS = asset("Trieste Model Bioroids", "Bioroid", faction="haas-bioroid", cost=2, inf=2, trash=3,
                               text=("When you rez this asset, choose 1 rezzed piece of bioroid ice.",
                                     "Runner card abilities cannot break subroutines on the chosen ice."),
                               on=(when_rezzed(_choose_bioroid_ice),
                                   constant("cannot-break", _runner_breaking_the_chosen, starts="Runner card")),
                               decisions=("Trieste Model Bioroids target",))


TURTLEBACKS = asset("Turtlebacks", "Clone", faction="jinteki", cost=2, inf=1, trash=4, text=(
    "Gain 1[c] whenever you create a server.",), on=(whenever("server-created", gain(1), starts="Gain"),))


THOMAS_HAAS = asset("Thomas Haas", "Executive", faction="haas-bioroid", unique=True, cost=1, inf=1, trash=1, text=(
    "Thomas Haas can be advanced.", "[trash]: Gain 2[c] for each advancement token on Thomas Haas."),
    on=(paid(TrashSelf(), effect=_per_advancement(2, gain), starts="[trash]"),))


TENMA_LINE = asset("Tenma Line", "Clone", faction="jinteki", cost=2, inf=3, trash=4, text=(
    "[click]: Swap 2 pieces of installed ice.",),
    on=(paid(Clicks(1), effect=swap_two_installed_ice, starts="[click]"),), decisions=("Tenma Line choice",))


def _current_event(game: Game, card, played) -> bool:
    return played.owner == "runner" and played.card.facts.type == "event" and game.has_subtype(played, "current")


THE_NEWS_NOW_HOUR = asset("The News Now Hour", "Cast", faction="nbn", cost=0, inf=3, trash=4, text=(
    "The Runner cannot play current events.",), on=(constant("cannot-play", _current_event, starts="The Runner"),))


THE_ROOT = asset("The Root", "Beanstalk", faction="weyland-consortium", unique=True, cost=6, inf=3, trash=4, text=(
    "3[recurring]", "Use these credits to advance, install, and rez cards."), recurring=3,
    credit_source=CreditSource(lambda game, card, payment: payment.player == "corp"
                               and payment.purpose in ("advance", "install", "rez"), "advancing, installing, rezzing"))


def _derez_n(n: int):
    """Test Ground: the Corp derezzes n cards, one at a time ("Test Ground target"), as many as are rezzed."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.derez import derez
        for _ in range(n):
            rezzed = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
            card = choose(game, ctx, rezzed, "Corp", "there is no rezzed card to derez",
                          cites.cr("rule_derez_by_ability"))
            if card is None:
                return
            derez(game, card, ctx.by)
    return resolve


TEST_GROUND = asset("Test Ground", "", faction="haas-bioroid", cost=0, inf=2, trash=2, text=(
    "Test Ground can be advanced.", "[trash]: Derez 1 card for each advancement token on Test Ground."),
    on=(paid(TrashSelf(), effect=_per_advancement(1, _derez_n), starts="[trash]"),), decisions=("Test Ground target",))


def _one_less_in_the_runners_score_area(game: Game, card, agenda) -> int:
    return -1 if agenda is not None and any(agenda is c for c in game.runner.score) else 0


THE_BOARD = asset("The Board", "Executive", faction="weyland-consortium", unique=True, cost=3, inf=5, trash=7, text=(
    "Each agenda in the Runner's score area is worth 1 less agenda point.", TRASHED_WHILE_ACCESSED),
    on=(constant("agenda-points", _one_less_in_the_runners_score_area, starts="Each agenda"),
        *worth_2_to_the_runner_if_trashed_while_accessed()))
