"""Hardware whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.runs import at_threat
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import heap_card
from rulesdb.engine.cards.primitives.players import win_the_game
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import ran_every_central_this_turn
from rulesdb.engine.effects.costs import Payment, able
from rulesdb.engine.effects.costtypes import Clicks, pay_all
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _turn_ends_after_every_central(game: Game, card, event) -> bool:
    return event.info.get("side") == card.owner and not ran_every_central_this_turn(game, card)


def _assassination_agendas(game: Game) -> int:
    """Jeitinho is the only card added to a score area "as an assassination agenda"; once there it has only the
    properties that conversion gives it (cr/rule_add_card_to_score_area)."""
    return sum(1 for o in game.runner.score if o.title == "Jeitinho")


def _score_as_assassination(game: Game, ctx: Ctx) -> None:
    """Jeitinho: added to the Runner's score area as an assassination agenda worth 0 points (not stolen), then the
    Runner wins with 3 such agendas there."""
    from rulesdb.engine.effects.uninstalling import remove_installed
    card = ctx.source
    if not game.is_installed(card):
        return
    remove_installed(game, card)
    add_to_score_area(game, "runner", card, ctx.by, as_agenda="an assassination agenda worth 0 agenda points")
    count = _assassination_agendas(game)
    game.trace.add(f"{ctx.by}: the Runner has {counted(count, 'assassination agenda')} in their score area.",
                   cites.cr("rule_add_card_to_score_area"))
    if count >= 3:
        win_the_game(game, ctx)


def _bypassed_at_threat_3(game: Game, card, event) -> bool:
    return game.run is not None and at_threat(game, 3, card)


def _can_spend_click_and_install(game: Game, pending) -> tuple:
    """The [click] is the cost; the install from the heap pays the install cost, so the Runner is offered the
    ability only when both can be paid."""
    from rulesdb.engine.turns.runner_installs import runner_install_cost
    card = pending.source
    if game.runner.clicks < 1:
        return "the Runner has no [click] to spend", cites.cr("rule_costs_with_click")
    cost = runner_install_cost(game, card)
    if not able(game, Payment("runner", cost, "install", f"installing {card.title}", card)):
        return f"the Runner cannot pay Jeitinho's install cost of {cost}[c]", cites.INSTALL_PROGRAM
    return ("",)


def _install_from_heap(game: Game, ctx: Ctx) -> None:
    pay_all(game, "runner", ctx.source, (Clicks(1),))
    game.trace.add(f"{ctx.by}: the Runner spends [click] and installs Jeitinho from the heap; the ability works "
                   "there (threat 3: the threat level is 3 or more).", cites.cr("rule_active_exception_catchall"),
                   cites.cr("rule_threat_flag"), cites.cr("rule_threat_level"), key=True)
    heap_card(game, "install", ctx.source.title)


JEITINHO = hardware("Jeitinho", "Weapon", faction="criminal", unique=True, cost=1, inf=4, text=(
    "When your turn ends, if you made a successful run on HQ, R&D, and Archives this turn, you may add this hardware "
    "to your score area as an assassination agenda worth 0 agenda points. Then, if you have 3 "
    "assassination agendas in your score area, you win the game.",
    "Threat 3 → Whenever you bypass a piece of ice, you may spend [click] to install this hardware from your heap."),
    on=(whenever("turn-ends", _score_as_assassination, _turn_ends_after_every_central, starts="When your turn ends",
                 structure="turn", optional="use Jeitinho"),
        whenever("bypassed", _install_from_heap, _bypassed_at_threat_3, starts="Threat 3",
                 optional="install Jeitinho from the heap", usable=_can_spend_click_and_install,
                 from_zone="discard", refs=(cites.cr("rule_active_exception_catchall"), cites.cr("rule_threat_flag")))))
