"""Programs whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.programs.common import THREE_VIRTUAL, _breaker, _three_virtual_resources
from rulesdb.engine.state.game import Game

UTAE = _breaker("Utae", "Decoder", faction="anarch", cost=2, strength=1, inf=2, mu=1, text=(
    "Interface → X[c]: Break X code gate subroutines. Use this ability only once per run.",
    "Interface → 1[c]: Break 1 code gate subroutine. Use this ability only if you have 3 or more installed virtual "
    "resources.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=1, per_subroutine=True, once_per_run=True,
                   also=(breaks("code gate", 1, usable=_three_virtual_resources, restriction=THREE_VIRTUAL),)))


def _installed_icebreakers(game, breaker) -> int:
    """Unity's X: the installed icebreakers, itself included, counted when the ability resolves."""
    return sum(o.owner == "runner" and game.is_active(o) and game.has_subtype(o, "icebreaker")
               for o in game.installed())


UNITY = _breaker("Unity", "Decoder", faction="shaper", cost=3, strength=1, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "1[c]: +X strength. X is equal to the number of installed icebreakers <em>(including this one)</em>."),
    breaker=breaks("code gate", 1, boost=1, amount=_installed_icebreakers))


def _ice_hosts_a_trojan(game, card) -> bool:
    enc = game.encounter
    return enc is not None and any(game.has_subtype(h, "trojan") and h.card.facts.type == "program"
                                   for h in enc.ice.hosted)


def _each_may_draw(game: Game, ctx: Ctx) -> None:
    """Umbrella: each player may draw 1 card (decisions "use Umbrella" for the Runner, "Umbrella choice" for the
    Corp)."""
    from rulesdb.engine.turns.turn import draw
    if game.decider.ask("use Umbrella", ["yes", "no"], "Runner") == "yes":
        draw(game, "runner", 1, ctx.by)
    if game.decider.ask("Umbrella choice", ["yes", "no"], "Corp") == "yes":
        draw(game, "corp", 1, ctx.by)


UMBRELLA = _breaker("Umbrella", "Decoder - Weapon", faction="shaper", cost=3, strength=5, inf=2, mu=1, text=(
    "This program can only interface with ice hosting a trojan program.",
    "Interface → 2[c]: Break up to 3 code gate subroutines. If at least 1 subroutine was broken this way, each "
    "player may draw 1 card."),
    breaker=breaks("code gate", 2, up_to=3, usable=_ice_hosts_a_trojan,
                   restriction="This program can only interface with ice hosting a trojan program."),
    on=(whenever("break", _each_may_draw, lambda game, card, event: event.subject is card, starts="Interface"),),
    decisions=("use Umbrella", "Umbrella choice"))
