"""Agendas whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, when_scored_may
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_counters
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, lose
from rulesdb.engine.effects.card_costs import TrashAnotherInstalled
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.unseen_next_turn import MAY_HAVE_GIVEN_CLICKS


def _advance_an_installed_card(game: Game, ctx: Ctx) -> None:
    """AstroScript: place 1 advancement counter on an installed card the Corp can advance."""
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed() if can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


def _install_and_rez_from_top_5(game: Game, ctx: Ctx) -> None:
    """Architect Deployment Test: look at the top 5 cards of R&D; the Corp may install 1 and rez it,
    ignoring all costs. The install is complete (and its checkpoint passed) before the rez, so the
    card's own abilities are not active when its installation is processed
    (cr/rule_condition_only_met_while_active)."""
    installed = corp_installs("rd", top=5, ignore_cost=True)(game, ctx)
    if installed is not None and installed.card.facts.type != "agenda":
        _rez_ignoring_all_costs(game, ctx, installed)


def _rez_ignoring_all_costs(game: Game, ctx: Ctx, installed) -> None:
    """Rez a card just installed, ignoring all costs: the rez cost step still happens, with its checkpoint."""
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.state.events import Event, emit
    game.trace.add(f"{ctx.by}: the Corp pays {installed.title}'s rez cost, ignored, so 0[c]; the step still "
                   "happens and a checkpoint follows it.", cites.cr("rule_ignore_all_costs"),
                   cites.cr("rule_cost_checkpoint_cost_zero"))
    checkpoint(game)
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}; it is now active.", cites.C_REZ, key=True)
    emit(game, Event("rezzed", installed))
    checkpoint(game)


def _beta_test(game: Game, ctx: Ctx) -> None:
    """Accelerated Beta Test: the Corp looks at the top 3 cards of R&D, may install and rez each piece of ice among
    them ignoring all costs ("<card> install", asked again after each), then trashes the rest it looked at."""
    from rulesdb.engine.effects.pile_trash import pile_trashed
    looked = game.corp.deck[:3]
    game.trace.add(f"{ctx.by}: the Corp looks at the top {counted(len(looked), 'card')} of R&D.",
                   cites.cr("rule_look_reveal_instruction"))
    while True:
        installed = corp_installs("rd", top=3, ignore_cost=True, types=("ice",),
                                  which=lambda c: any(c is o for o in looked))(game, ctx)
        if installed is None:
            break
        _rez_ignoring_all_costs(game, ctx, installed)
    rest = [o for o in looked if any(o is c for c in game.corp.deck)]
    for card in rest:
        game.corp.deck.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes the rest of the cards it looked at: {len(rest)}.", cites.TRASH,
                   key=True)
    pile_trashed(game, "rd", rest, "corp")


ABT = _agenda("Accelerated Beta Test", "Research", "haas-bioroid", 2, 3, [
    "When you score Accelerated Beta Test, you may look at the top 3 cards of R&D. If any of those "
    "cards are ice, you may install and rez them, ignoring all costs. Trash the rest of the cards you "
    "looked at."], on=(when_scored_may(_beta_test, "Accelerated Beta Test"),),
    decisions=installs_asked("Accelerated Beta Test"), waits_for="")


ARCHITECT_DEPLOYMENT_TEST = _agenda("Architect Deployment Test", "Research", "haas-bioroid", 2, 4, [
    "When you score this agenda, look at the top 5 cards of R&D. You may install and rez 1 of those cards, "
    "ignoring all costs."], on=(when_scored(_install_and_rez_from_top_5),),
    decisions=installs_asked("Architect Deployment Test"), waits_for="")



ARTIFICIAL_CRYPTOCRASH = _agenda("Artificial Cryptocrash", "Initiative", "nbn", 2, 4, [
    "When you score this agenda, the Runner loses 7[c]."], on=(when_scored(lose(7)),), waits_for="")

ASTROSCRIPT = _agenda("AstroScript Pilot Program", "Initiative", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Hosted agenda counter: Place 1 advancement counter on an installed card you can advance."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=_advance_an_installed_card, starts="Hosted agenda counter")),
    decisions=("AstroScript Pilot Program target",), waits_for="")


AZEF = _agenda("Azef Protocol", "Security", "weyland-consortium", 2, 3, [
    "As an additional cost to score this agenda, trash 1 of your other installed cards.",
    "When you score this agenda, do 2 meat damage."], on=(when_scored(damage("meat", 2)),),
    score_costs=(TrashAnotherInstalled(),), decisions=("Azef Protocol target",), waits_for="")


ABOVE_THE_LAW = _agenda("Above the Law", "Security", "weyland-consortium", 2, 3, [
    "When you score this agenda, you may trash 1 installed resource.", "Limit 1 per deck."],
    on=(when_scored_may(trash_installed("resource"), "Above the Law"),), waits_for="")


def _runner_trashed_installed_corp_card(game: Game, event) -> bool:
    subject = event.subject
    return (event.info.get("by") == "runner" and event.info.get("installed", False)
            and subject is not None and subject.owner == "corp")


def _first_trash_in_runners_turn(game: Game, card, event) -> bool:
    """Aggressive Trendsetting: the Runner trashed an installed Corp card during their own turn, the first time."""
    return game.turn.active == "runner" and first_each_turn(game, event, _runner_trashed_installed_corp_card)


def _spend_a_click_or_corp_gets_one(game: Game, ctx: Ctx) -> None:
    """The Runner may spend [click] ("Aggressive Trendsetting choice"); if they do not, the Corp gets +1 allotted
    [click] for its next turn (cr/rule_allotted_clicks)."""
    from rulesdb.engine.effects.costtypes import Clicks, pay_all
    able = game.runner.clicks > 0
    choice = game.decider.ask("Aggressive Trendsetting choice", ["spend [click]", "no"], "Runner") if able else "no"
    if choice == "spend [click]":
        pay_all(game, "runner", ctx.source, (Clicks(1),))
        return
    game.corp.next_allotted += 1
    game.trace.add(f"{ctx.by}: the Runner does not spend [click]: the Corp gets +1 allotted [click] for its next turn.",
                   cites.cr("rule_allotted_clicks"), key=True)


AGGRESSIVE_TRENDSETTING = _agenda("Aggressive Trendsetting", "Initiative", "haas-bioroid", 1, 3, [
    "The first time the Runner trashes an installed Corp card during each of their turns, they may spend [click]. If "
    "they do not, you get +1 allotted [click] for your next turn."],
    on=(whenever("trashed", _spend_a_click_or_corp_gets_one, _first_trash_in_runners_turn),
        constant(MAY_HAVE_GIVEN_CLICKS, lambda game, card, side: 1 if side == "corp" else 0, starts="The first time")),
    waits_for="")
