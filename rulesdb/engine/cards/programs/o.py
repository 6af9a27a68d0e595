"""Programs whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.breaking import breaks, when_fully_breaks
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import runner_installed, unused_memory
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.a import _interfaces_only_at
from rulesdb.engine.cards.programs.common import THREE_VIRTUAL, _breaker, _three_virtual_resources
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.state.game import Game

ODORE = _breaker("Odore", "Killer", faction="anarch", cost=4, strength=0, inf=2, mu=1, text=(
    "Interface → 2[c]: Break any number of sentry subroutines.",
    "Interface → 0[c]: Break 1 sentry subroutine. Use this ability only if you have 3 or more installed virtual "
    "resources.", "3[c]: +3 strength."),
    breaker=breaks("sentry", 2, boost=3, amount=3, up_to=None,
                   also=(breaks("sentry", 0, usable=_three_virtual_resources, restriction=THREE_VIRTUAL),)))


def _orca_charge(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.charge import charge_one
    charge_one(game, "runner", ctx.by, "Orca target", optional=True)


ORCA = _breaker("Orca", "Killer", faction="shaper", cost=10, strength=3, inf=2, mu=2, text=(
    "The first time each turn this program fully breaks a piece of ice, you may charge 1 of your installed cards. "
    "<em>(Add 1 power counter to a card that already has one.)</em>",
    "Interface → 2[c]: Break any number of sentry subroutines.", "2[c]: +3 strength."),
    breaker=breaks("sentry", 2, boost=2, amount=3, up_to=None), on=(when_fully_breaks(_orca_charge),),
    decisions=("Orca target",))


def _a_power_counter_per_unused_mu(game, ctx) -> None:
    """Overmind: counted after its own memory cost applies (it is installed)."""
    place_counters("power", unused_memory(game))(game, ctx)


OVERMIND = _breaker("Overmind", "AI", faction="neutral-runner", cost=4, strength=0, inf=0, mu=1, text=(
    "When you install this program, place 1 power counter on it for each unused MU. <em>(Place counters after this "
    "program's MU cost applies.)</em>", "Interface → Hosted power counter: Break 1 subroutine.", "1[c]: +1 strength."),
    breaker=breaks(None, 0, boost=1, costs=(HostedCounters("power"),)),
    on_install=on_install(_a_power_counter_per_unused_mu))


OMEGA = _breaker("Omega", "AI", faction="shaper", cost=7, strength=1, inf=3, mu=1, text=(
    "Interface → 1[c]: Break 1 subroutine.", "1[c]: +1 strength.",
    "This program can only interface with the innermost piece of ice protecting a server."),
    breaker=breaks(None, 1, boost=1),
    on=(constant("cannot-break", _interfaces_only_at("innermost"), starts="This program can only"),))


def _origami_copies(game: Game, card, side: str) -> int:
    """"For each copy of Origami installed": hosted copies too (cr/rule_host_on_ability); a facedown card has
    no title (cr/rule_facedown_runner_cards_are_blank)."""
    if side != "runner":
        return 0
    return sum(1 for o in runner_installed(game) if o.title == "Origami" and not o.facedown)


ORIGAMI = program("Origami", "", faction="anarch", cost=0, inf=2, mu=1, text=(
    "Your maximum hand size is increased by 1 for each copy of Origami installed.",),
    on=(constant("hand-size", _origami_copies, starts="Your maximum"),))
