"""Upgrades whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_ends
from rulesdb.engine.cards.primitives.card_counters import place_advancement
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import move_to_another_root
from rulesdb.engine.cards.primitives.run import unless_either
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.state.game import Game


def _remove_a_bad_publicity(game: Game, ctx: Ctx) -> None:
    removed = min(1, game.corp.bad_publicity)
    game.corp.bad_publicity -= removed
    game.trace.add(f"{ctx.by}: the Corp removes {removed} bad publicity (now {game.corp.bad_publicity}).",
                   cites.BAD_PUBLICITY)


INCREASED_DROP_RATES = upgrade("Increased Drop Rates", "Ambush", faction="nbn", cost=0, inf=1, trash=2, text=(
    "While the Runner is accessing this upgrade in R&D, they must reveal it.",
    "When the Runner accesses this upgrade, remove 1 bad publicity unless they take 1 tag."),
    on=(when_accessed(unless_either({"take 1 tag": (TakeTag(1),)}, _remove_a_bad_publicity,
                                    "the Corp removes 1 bad publicity", decline="no")),),
    decisions=("Increased Drop Rates choice",))


def _advanced_ice_here(game: Game, card, subject) -> int:
    place, here = game.locate(subject), game.locate(card)
    protecting = place is not None and here is not None and place[0] is here[0] and place[1] == "ice"
    return 2 if protecting and subject.counters.get("advancement", 0) > 0 else 0


def _unadvanced_ice_of(server: str):
    return lambda game, card: (card.is_ice and card.owner == "corp" and not card.counters.get("advancement")
                               and (place := game.locate(card)) is not None and place[0].name == server)


def _advance_ice_where_it_moved(game: Game, ctx: Ctx) -> None:
    place_advancement(where=_unadvanced_ice_of(ctx.event.info["server"]), optional=True)(game, ctx)


ISAAC_LIBERDADE = upgrade("Isaac Liberdade", "Bioroid - Sysop", faction="weyland-consortium", cost=3, inf=2, trash=2,
                          text=("Each advanced piece of ice protecting this server gets +2 strength.",
                                "Whenever this upgrade moves to the root of a server, you may place 1 advancement "
                                "counter on a piece of ice protecting that server that has no advancement counters.",
                                "When your turn ends, you may move this upgrade to the root of another server."),
                          on=(constant("ice-strength", _advanced_ice_here, starts="Each advanced"),
                              whenever("moved", _advance_ice_where_it_moved,
                                       lambda game, card, event: event.subject is card, starts="Whenever"),
                              when_turn_ends(move_to_another_root())),
                          decisions=("Isaac Liberdade server", "Isaac Liberdade target"), unique=True)
