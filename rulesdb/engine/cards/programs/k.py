"""Programs whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, caissa_move, runner_trashes_from_rd
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _non_ai_icebreaker(game, turbine, breaker) -> int:
    """K2CP Turbine: +2 strength for every installed icebreaker that is not an AI."""
    if not game.is_installed(breaker) or not game.has_subtype(breaker, "Icebreaker"):
        return 0
    return 0 if game.has_subtype(breaker, "AI") else 2


K2CP_TURBINE = program("K2CP Turbine", "", faction="shaper", cost=4, inf=4, mu=1, text=(
    "Each installed non-AI icebreaker gets +2 strength.",),
    on=(constant("breaker-strength", _non_ai_icebreaker, starts="Each installed"),))


def _look_at_3_trash_1_shuffle(game: Game, ctx: Ctx) -> None:
    """Keyhole: the Runner looks at the top 3 cards of R&D and trashes 1 of them ("Keyhole target"); then the Corp
    shuffles R&D."""
    top = game.corp.deck[:3]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {counted(len(top), 'card')} of R&D: "
                   f"{', '.join(c.title for c in top) or 'none'}.", cites.cr("rule_look_reveal_expose_access_distinct"))
    if top:
        titles = [c.title for c in top]
        gone = top[titles.index(ask_must(game, "Keyhole target", titles, "Runner", cites.C_TARGETS))]
        runner_trashes_from_rd(game, ctx, gone)
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp shuffles R&D.", cites.SHUFFLE)


def _keyhole_run(game: Game, ctx: Ctx) -> None:
    run_event(instead_of_breaching("R&D", _look_at_3_trash_1_shuffle, "Keyhole", starts="[click]"))(
        game, ctx.source, "R&D")


KEYHOLE = program("Keyhole", "", faction="anarch", cost=4, inf=3, mu=2, text=(
    "[click]: Run R&D. If successful, instead of breaching R&D, look at the top 3 cards of R&D. Trash 1 of those "
    "cards, then the Corp shuffles R&D.",), on=(paid(Clicks(1), effect=_keyhole_run, starts="[click]"),),
    decisions=("Keyhole target",))


def _not_next_to_its_host(game, knight, ice) -> bool:
    """Knight on ice cannot move to the next inward or outward piece of ice protecting that server."""
    if knight.host is None or not knight.host.is_ice:
        return True
    (server, _, i), (other, _, j) = game.locate(knight.host), game.locate(ice)
    return other is not server or abs(i - j) != 1


def _encountering_its_host(game, knight) -> bool:
    enc = game.encounter
    return enc is not None and enc.ice is knight.host


KNIGHT = _breaker("Knight", "AI - Caïssa - Trojan", faction="anarch", cost=2, strength=7, inf=2, mu=1, text=(
    "Interface → 2[c]: Break 1 subroutine on host ice.",
    "[click]: Host this program on a piece of ice that is not hosting a Caïssa program.",
    "If this program is hosted on ice, its [click] ability cannot be used to host it on the next inward or outward "
    "piece of ice."), breaker=breaks(None, 2, usable=_encountering_its_host),
    on=(paid(Clicks(1), effect=caissa_move(_not_next_to_its_host), starts="[click]"),), decisions=("Knight target",))
