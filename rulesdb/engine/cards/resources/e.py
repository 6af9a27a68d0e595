"""Resources whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.breaches import access_more
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install, when_empty, when_turn_begins
from rulesdb.engine.cards.hooks.runs import at_threat, instead_of_breaching, run_event, when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import shard
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.effects.static_conditions import STATIC, static_ability
from rulesdb.engine.state.game import Game


def _hotel_turn(game: Game, ctx: Ctx) -> None:
    """Earthrise Hotel: remove 1 hosted power counter and draw 2."""
    card = ctx.source
    if not card.counters.get("power"):
        return
    card.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from {card.title} ({card.counters['power']} left).")
    draw(2)(game, ctx)


EARTHRISE_HOTEL = resource("Earthrise Hotel", "Location - Ritzy", faction="neutral-runner",
    unique=True, cost=4, inf=0, text=(
    "When you install this resource, load 3 power counters onto it. When it is empty, trash it.",
    "When your turn begins, remove 1 hosted power counter and draw 2 cards."),
    on_install=on_install(place_counters("power", 3)),
    on=(when_empty("power", trash_self), when_turn_begins(_hotel_turn)))


def _program_or_hardware_installed(game, card, event) -> bool:
    installed = event.subject
    return (installed is not None and installed.owner == "runner"
            and installed.card.facts.type in ("program", "hardware"))




def _four_or_more(game: Game, card) -> bool:
    return card.counters.get("power", 0) >= 4


ENVIRONMENTAL_TESTING = resource("Environmental Testing", "", faction="shaper", cost=3, inf=2, text=(
    "Whenever you install a program or piece of hardware, place 1 power counter on this resource.",
    "When there are 4 or more hosted power counters, trash this resource and gain 9[c]."),
    on=(whenever("install", place_counters("power", 1), _program_or_hardware_installed, starts="Whenever"),
        whenever(STATIC, *static_ability(seq(trash_self, gain(9)), _four_or_more), starts="When there are")))


def _breach_rd_instead(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "R&D", by=ctx.by)


def _eru_run(game: Game, ctx: Ctx) -> None:
    run_event(instead_of_breaching("Archives", _breach_rd_instead, "Eru Ayase-Pessoa", starts="Once per turn"))(
        game, ctx.source, "Archives")


def _rd_breach_on_archives_run_at_threat_3(game, card, event) -> bool:
    run = game.run
    return (event.info.get("server") == "R&D" and run is not None and run.server == "Archives"
            and at_threat(game, 3, card))


ERU = resource("Eru Ayase-Pessoa", "Connection - Clone", faction="anarch", unique=True, cost=2, inf=3, text=(
    "Once per turn → [click], take 1 tag: Run Archives. If successful, instead of breaching Archives, breach R&D.",
    "Threat 3 → Whenever you breach R&D during a run on Archives, access 1 additional card. <em>(This ability is "
    "active if any player has 3 or more agenda points.)</em>"),
    on=(paid(Clicks(1), TakeTag(1), effect=_eru_run, once_per_turn=True, starts="Once per turn"),
        whenever("breach", access_more(1), _rd_breach_on_archives_run_at_threat_3, starts="Threat 3")))


EDEN_SHARD = resource("Eden Shard", "Virtual - Source", faction="neutral-runner", unique=True, cost=7, inf=1, text=(
    "Whenever you make a successful run on R&D, instead of breaching R&D, you may install this resource from your "
    "grip, ignoring all costs.", "[trash]: The Corp draws 2 cards.", "Limit 1 per deck."),
    on=(shard("R&D"), paid(TrashSelf(), effect=draw(2, "corp"), starts="[trash]")))


def _corp_reveals_1_at_random_from_hq(game: Game, ctx: Ctx) -> None:
    """Enhanced Vision: a card of HQ picked at random (seeded) is revealed (cr/rule_reveal)."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.reveal import revealed
    if not game.corp.hand:
        game.trace.add(f"{ctx.by}: HQ is empty; the Corp reveals nothing.", cites.cr("rule_reveal"))
        return
    card = game.rng.choice(game.corp.hand)
    game.trace.add(f"{ctx.by}: the Corp reveals {card.title}, picked at random from HQ.", cites.cr("rule_reveal"),
                   key=True)
    revealed(game, "corp", 1)


ENHANCED_VISION = resource("Enhanced Vision", "Genetics", faction="criminal", unique=True, cost=1, inf=3, text=(
    "The first time you make a successful run each turn, the Corp reveals 1 card at random from HQ.",),
    on=(when_successful_run(_corp_reveals_1_at_random_from_hq, once_per_turn=True, starts="The first time"),))
