"""Programs whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker
from rulesdb.engine.state.game import Game


def _tranquilize(game: Game, ctx: Ctx) -> None:
    """Tranquilizer: place 1 virus counter; then, at 3 or more, derez host ice."""
    from rulesdb.engine.effects.derez import derez
    from rulesdb.engine.effects.pools import add_counters
    card = ctx.source
    add_counters(game, card, "virus", 1, ctx.by)
    if card.counters["virus"] >= 3 and card.host is not None and card.host.rezzed:
        derez(game, card.host, ctx.by)


TRANQUILIZER = program("Tranquilizer", "Virus - Trojan", faction="criminal", cost=2, inf=3, mu=1, text=(
    "Install only on a piece of ice. <em>(If the host ice is uninstalled, this program is trashed.)</em>",
    "When you install this program and when your turn begins, place 1 virus counter on this program. Then, if "
    "there are 3 or more hosted virus counters, derez host ice."),
    install_on=on_ice, on_install=on_install(_tranquilize), on=(when_turn_begins(_tranquilize, starts="When you"),))


def _cybernetic_hardware(game, card) -> int:
    return sum(o.owner == "runner" and o.card.facts.type == "hardware" and game.has_subtype(o, "cybernetic")
               and game.is_active(o) for o in game.installed())


TREMOLO = _breaker("Tremolo", "Fracter", faction="criminal", cost=3, strength=2, inf=1, mu=1, text=(
    "Interface → 3[c]: Break up to 2 barrier subroutines. This ability costs 1[c] less to use for each installed "
    "piece of cybernetic hardware.", "2[c]: +2 strength."),
    breaker=breaks("barrier", 3, boost=2, amount=2, up_to=2, discount=_cybernetic_hardware))


def _tunnel_vision_mark(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.state.mark import identify_mark
    identify_mark(game, ctx.by)


def _ice_protecting_mark(game, card) -> bool:
    from rulesdb.engine.state.mark import mark
    enc, server = game.encounter, mark(game, card)
    return enc is not None and server is not None and game.server_of(enc.ice) == server


TUNNEL_VISION = _breaker("Tunnel Vision", "AI", faction="criminal", cost=2, strength=2, inf=3, mu=2, text=(
    "When your turn begins, identify your mark. <em>(If you donʼt have a mark, a random central server becomes your "
    "mark for this turn.)</em>", "Interface → 2[c]: Break up to 2 subroutines on a piece of ice protecting your mark.",
    "2[c]: +2 strength."),
    breaker=breaks(None, 2, boost=2, amount=2, up_to=2, usable=_ice_protecting_mark),
    on=(when_turn_begins(_tunnel_vision_mark),))


TORCH = _breaker("Torch", "Decoder", faction="shaper", cost=9, strength=4, inf=4, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=1))
