"""Programs whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    breaks,
    constant,
    on_install,
    paid,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import gain, place_counters
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf


def _position_from_inside(game, ice) -> tuple:
    server, _, i = game.locate(ice)
    return server, len(server.ice) - 1 - i


def _rook_targets(game, rook) -> list:
    """Ice Rook may move to: not hosting a Caïssa; if Rook is on ice, only ice protecting the same server
    or in the same position counted from the innermost (cr/rule_count_positions)."""
    found = [o for o in game.installed() if o.is_ice and o is not rook.host
             and not any(h.card.facts.has("caïssa") for h in o.hosted)]
    if rook.host is None or not rook.host.is_ice:
        return found
    server, position = _position_from_inside(game, rook.host)
    return [o for o in found if _position_from_inside(game, o)[0] is server
            or _position_from_inside(game, o)[1] == position]


def _rook_move(game, ctx) -> None:
    rook = ctx.source
    targets = _rook_targets(game, rook)
    names = [f"{game.locate(o)[0].name}: {o.title}" for o in targets]
    if not names:
        game.trace.add(f"{ctx.by}: there is no piece of ice Rook can move to.", cites.cr("rule_count_positions"))
        return
    ice = targets[names.index(game.decider.ask("Rook target", names, "Runner"))]
    if rook.host is not None:
        rook.host.hosted = [o for o in rook.host.hosted if o is not rook]
    else:
        game.runner.play = [o for o in game.runner.play if o is not rook]
    rook.host = ice
    ice.hosted.append(rook)
    game.trace.add(f"{ctx.by}: Rook is now hosted on {ice.title} protecting {game.locate(ice)[0].name}; it stays "
                   "installed, so it is the same object.", cites.C_HOST, cites.cr("rule_count_positions"), key=True)


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
    on=(constant("rez-cost", _rook_rez_cost, starts="While"), paid(Clicks(1), effect=_rook_move, starts="[click]")),
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
