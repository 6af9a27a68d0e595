"""Assets whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import when_the_runner_trashes_this
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.card_moves import remove_from_game
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game

NANOETCHING_MATRIX = asset("Nanoetching Matrix", "Industrial", faction="haas-bioroid", cost=0, inf=2, trash=3, text=(
    "Once per turn → [click]: Gain 2[c].", "When the Runner trashes this asset, you may gain 2[c]."),
    on=(paid(Clicks(1), effect=gain(2), once_per_turn=True, starts="Once per turn"),
        when_the_runner_trashes_this(gain(2), "Nanoetching Matrix")),
    decisions=("use Nanoetching Matrix",))


NICO = asset("Nico Campaign", "Advertisement", faction="haas-bioroid", cost=2, inf=2, trash=2, text=(
    "When you rez this asset, load 9[c] onto it. When it is empty, trash it and draw 1 card.",
    "When your turn begins, take 3[c] from this asset."),
    on=(when_emptied(seq(trash_self, draw(1)), starts="When you rez"), when_turn_begins(take_credits(3)),
        when_rezzed(place_counters("credits", 9))))


def _out_of_corp_zones(game: Game, card) -> bool:
    corp = game.corp
    for pile in (corp.hand, corp.deck, corp.discard, *(s.root for s in game.servers.values())):
        if any(o is card for o in pile):
            pile.remove(card)
            return True
    return False


def minus_1_agenda_for_the_runner(game: Game, ctx: Ctx) -> None:
    """The accessed card goes to the Runner's score area as an agenda worth -1 point (cr/rule_add_card_to_score_area:
    Nightmare Archive, News Team, Shi.Kyū); its access ends, as it is no longer where it was."""
    if _out_of_corp_zones(game, ctx.source):
        add_to_score_area(game, "runner", ctx.source, ctx.by, as_agenda="an agenda worth -1 agenda point")
    if game.access is not None:
        game.access.done = True


def _score_or_suffer(game: Game, ctx: Ctx) -> None:
    """Nightmare Archive: the Runner may add it to their score area as an agenda worth -1 point
    (cr/rule_add_card_to_score_area, "Nightmare Archive choice"); if they do not, 1 core damage and it is removed
    from the game. Either way the access of it ends (it is no longer where it was)."""
    if game.decider.ask("Nightmare Archive choice", ["add it to the score area", "no"], "Runner") != "no":
        minus_1_agenda_for_the_runner(game, ctx)
        return
    damage("core", 1)(game, ctx)
    if _out_of_corp_zones(game, ctx.source):
        remove_from_game(game, ctx.source, ctx.by)
    if game.access is not None:
        game.access.done = True


NIGHTMARE_ARCHIVE = asset("Nightmare Archive", "Ambush", faction="haas-bioroid", cost=0, inf=4, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, they may add it to their score area as an agenda worth -1 agenda point. If "
    "they do not, do 1 core damage and remove this asset from the game."),
    on=(when_accessed(_score_or_suffer),
        constant("stolen-agenda-points", lambda game, card, subject: -1, starts="When the Runner accesses")),
    decisions=("Nightmare Archive choice",))


NET_POLICE = asset("Net Police", "", faction="nbn", cost=1, inf=2, trash=1, text=(
    "X[recurring]", "Use these credits during traces. X is the number of links the Runner has."),
    recurring=lambda game, card: game.link(),
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trace", "traces"))


def _tags_or_score(game: Game, ctx: Ctx) -> None:
    """News Team: the Runner takes 2 tags or adds it to their score area as an agenda worth -1 point ("News Team
    choice"); added, its access ends (it is no longer where it was)."""
    if game.decider.ask("News Team choice", ["take 2 tags", "add it to the score area"], "Runner") == "take 2 tags":
        give_tags(2)(game, ctx)
    else:
        minus_1_agenda_for_the_runner(game, ctx)


NEWS_TEAM = asset("News Team", "Ambush", faction="nbn", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, they must either take 2 tags or add this asset to their score area as an "
    "agenda worth -1 agenda point."),
    on=(when_accessed(_tags_or_score, starts="When the Runner accesses"),
        constant("stolen-agenda-points", lambda game, card, subject: -1, starts="When the Runner accesses")),
    decisions=("News Team choice",))
