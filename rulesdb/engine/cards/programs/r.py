"""Programs whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, caissa_move, position_from_inside
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf


def _same_server_or_position(game, rook, ice) -> bool:
    """Rook on ice moves only to ice protecting the same server or in the same position counted from the innermost
    (cr/rule_count_positions)."""
    if rook.host is None or not rook.host.is_ice:
        return True
    server, position = position_from_inside(game, rook.host)
    return position_from_inside(game, ice)[0] is server or position_from_inside(game, ice)[1] == position


def _rook_rez_cost(game, rook, ice) -> int:
    host = rook.host
    if host is None or not host.is_ice or not ice.is_ice or game.locate(host) is None or game.locate(ice) is None:
        return 0
    return 2 if game.locate(host)[0] is game.locate(ice)[0] else 0


REFRACTOR = _breaker("Refractor", "Decoder", faction="shaper", cost=1, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "1[c]: +3 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("code gate", 1, boost=1, amount=3, boost_from="stealth"))


ROOK = program("Rook", "Caïssa - Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "While this program is hosted on ice, the rez cost of each piece of ice protecting this server is"
    " increased by 2.", "[click]: Host this program on a piece of ice that is not hosting a Caïssa program.",
    "If this program is hosted on ice, its [click] ability can only be used to host it on ice "
    "protecting the same server or in the same position as its current host ice. <em>(Count positions"
    " from the innermost ice.)</em>"),
    on=(constant("rez-cost", _rook_rez_cost, starts="While"),
        paid(Clicks(1), effect=caissa_move(_same_server_or_position), starts="[click]")),
    decisions=("Rook target",), waits_for="hosting")  # "install only on ice" is not enforced


def _fracters_in_heap(game, card, breaker) -> int:
    return sum(c.card.facts.has("fracter") for c in game.runner.discard) if breaker is card else 0


RISING_TIDE = _breaker("Rising Tide", "Fracter", faction="anarch", cost=1, strength=1, inf=2, mu=1, text=(
    "This program gets +1 strength for each fracter in your heap.",
    "Interface → 1[c]: Break 1 barrier subroutine.", "1[c]: +1 strength."),
    breaker=breaks("barrier", 1, boost=1), on=(constant("breaker-strength", _fracters_in_heap, starts="This program"),))


REVOLVER = _breaker("Revolver", "Killer - Weapon", faction="criminal", cost=2, strength=1, inf=3, mu=1, text=(
    "When you install this program, place 6 power counters on it.",
    "Interface → [trash] or hosted power counter: Break 1 sentry subroutine.", "2[c]: +3 strength."),
    breaker=breaks("sentry", 0, boost=2, amount=3, costs=(HostedCounters("power", 1),),
                   also=(breaks("sentry", 0, costs=(TrashSelf(),)),)),
    on_install=on_install(place_counters("power", 6)))


REZEKI = program("Rezeki", "", faction="shaper", cost=2, inf=1, mu=1, text=("When your turn begins, gain 1[c].",),
                 on=(when_turn_begins(gain(1)),))
