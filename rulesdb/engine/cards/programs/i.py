"""Programs whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.breaking import breaks, when_passed_after_fully_breaking
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.run import trash_accessed_card
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker
from rulesdb.engine.effects.card_moves import swap_ice
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.state.game import Game


def _swap_passed_ice(game, ctx) -> None:
    """Inversificator: swap the passed ice with another installed piece of ice (the Runner's choice)."""
    passed = ctx.event.subject
    others = [o for o in game.installed() if o.is_ice and o is not passed]
    other = choose(game, ctx, others, "Runner", "there is no other installed ice to swap with", cites.SWAP)
    if other is not None:
        swap_ice(game, passed, other, ctx.by)


IMP = program("Imp", "Virus", faction="anarch", cost=2, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Access, once per turn → Hosted virus counter: Trash the card you are accessing."),
    on_install=on_install(place_counters("virus", 2)),
    on=(paid(HostedCounters("virus"), effect=trash_accessed_card, access=True, once_per_turn=True,
             starts="Access", trashes_accessed=True),))


INVERSIFICATOR = _breaker("Inversificator", "Decoder", faction="shaper", cost=6, strength=2, inf=3, mu=1,
                          text=("The first time each turn you pass a piece of ice after an encounter "
                                "during which this program fully broke that ice, you may swap it with "
                                "another installed piece of ice.",
                                "Interface → 1[c]: Break 1 code gate subroutine.", "1[c]: +1 strength."),
                          breaker=breaks("code gate", 1, boost=1),
                          on=(when_passed_after_fully_breaking(_swap_passed_ice, optional="use Inversificator"),),
                          decisions=("Inversificator target",))


INTI = _breaker("Inti", "Fracter", faction="shaper", cost=0, strength=1, inf=1, mu=1, text=(
    "Interface → 1[c]: Break 1 barrier subroutine.", "2[c]: +1 strength for the remainder of this run."),
    breaker=breaks("barrier", 1, boost=2, lasting="run"))


def _move_virus_counters(game: Game, ctx: Ctx) -> None:
    """Incubator: its virus counters, as it had them before its own [trash] cost, go onto another installed virus
    program ("Incubator target")."""
    from rulesdb.engine.effects.pools import add_counters
    n = ctx.source.counters.get("virus", 0)
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown and o.card.facts.type == "program"
             and game.has_subtype(o, "virus")]
    target = choose(game, ctx, found, "Runner", "there is no other installed virus program", cites.C_COUNTERS)
    if target is not None and n:
        add_counters(game, target, "virus", n, ctx.by)


INCUBATOR = program("Incubator", "Virus", faction="anarch", cost=3, inf=3, mu=1, text=(
    "When your turn begins, place 1 virus counter on Incubator.",
    "[click], [trash]: Move all virus counters from Incubator to another installed virus program."),
    on=(when_turn_begins(place_counters("virus", 1)),
        paid(Clicks(1), TrashSelf(), effect=_move_virus_counters, starts="[click], [trash]")),
    decisions=("Incubator target",))
