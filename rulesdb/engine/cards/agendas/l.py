"""Agendas whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, cannot_score_rest_of_turn, made_when_scored, when_scored_may
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import installs_asked
from rulesdb.engine.cards.primitives.players import gain_clicks
from rulesdb.engine.cards.shared import pick_cards, shuffle_into_rd, trash_from_hq
from rulesdb.engine.effects.derez import derez
from rulesdb.engine.effects.jacking_out import PREVENT_JACK_OUT
from rulesdb.engine.state.choice_labels import labels, take_named
from rulesdb.engine.state.decisions import picking, titles_from
from rulesdb.engine.state.game import Game


def _install_and_rez_free(game: Game, ctx: Ctx) -> None:
    """License Acquisition: 1 asset or upgrade from HQ or Archives, installed and rezzed ignoring all costs."""
    from rulesdb.engine.cards.primitives.installs import corp_installs
    from rulesdb.engine.state.events import Event, emit
    installed = corp_installs("hq", "archives", ignore_cost=True, types=("asset", "upgrade"))(game, ctx)
    if installed is not None and not installed.rezzed:
        installed.rezzed = True
        game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}, ignoring all costs.", cites.C_REZ, key=True)
        emit(game, Event("rezzed", installed))


LICENSE_ACQUISITION = _agenda("License Acquisition", "Expansion", "nbn", 1, 3, [
    "When you score this agenda, you may install and rez 1 asset or upgrade from HQ or Archives, ignoring all "
    "costs."], on=(when_scored_may(_install_and_rez_free, "License Acquisition"),), waits_for="",
    decisions=installs_asked("License Acquisition"))


LUMINAL_TRANSUBSTANTIATION = _agenda("Luminal Transubstantiation", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, gain [click][click][click]. You cannot score agendas for the remainder of the turn.",
    "Limit 1 per deck."], on=(when_scored(seq(gain_clicks(3), cannot_score_rest_of_turn)),
                              made_when_scored(cannot_score_rest_of_turn)), waits_for="")


def _longevity_serum(game: Game, ctx: Ctx) -> None:
    """Trash any number of cards from HQ ("Longevity Serum choice"), then shuffle up to 3 cards from Archives into
    R&D ("Longevity Serum archives"), new objects there."""
    trash_from_hq(game, ctx, pick_cards(game, "Longevity Serum choice", game.corp.hand, "HQ"))
    back = pick_cards(game, "Longevity Serum archives", game.corp.discard, "Archives", most=3)
    shuffle_into_rd(game, ctx, back, game.corp.discard, "Archives")


LONGEVITY_SERUM = _agenda("Longevity Serum", "Research", "jinteki", 2, 3, [
    "When you score this agenda, trash any number of cards from HQ. Shuffle up to 3 cards from Archives into R&D.",
    "Limit 1 per deck."], on=(when_scored(_longevity_serum),), decisions=("Longevity Serum archives",), waits_for="")


def _rez_up_to_2_then_derez_2(game: Game, ctx: Ctx) -> None:
    """Lightning Laboratory: remove 1 hosted agenda counter, rez up to 2 pieces of ice protecting the attacked server
    ignoring all costs ("Lightning Laboratory choice": titles), and create the delayed ability "when this turn ends,
    derez 2 pieces of ice protecting that server" ("Lightning Laboratory derez": the Corp names them)."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.state.events import Event, emit
    card = ctx.source
    card.counters["agenda"] -= 1
    game.trace.add(f"{ctx.by}: 1 hosted agenda counter is removed.", cites.C_COUNTERS)
    server = game.servers[game.run.server]
    unrezzed = [o for o in server.ice if not o.rezzed]
    titles = labels(game, unrezzed, "corp")
    check = picking(lambda v: [] if v in ("none", None)
                    else titles_from(titles, "the attacked server's ice", most=2)(v))
    named = game.decider.ask("Lightning Laboratory choice", titles, "Corp", check=check) if unrezzed else []
    for ice in take_named(unrezzed, titles, named):
        ice.rezzed = True
        game.trace.add(f"{ctx.by}: the Corp rezzes {ice.title}, ignoring all costs.", cites.C_REZ, key=True)
        emit(game, Event("rezzed", ice))

    def derez_two(game: Game, later: Ctx) -> None:
        rezzed = [o for o in server.ice if o.rezzed]
        names = labels(game, rezzed, "corp")
        picked = names if len(rezzed) <= 2 else game.decider.ask(
            "Lightning Laboratory derez", names, "Corp", check=titles_from(names, server.name, exactly=2))
        for ice in take_named(rezzed, names, picked):
            derez(game, ice, later.by)
    delayed("turn-ends", derez_two, f"When this turn ends, derez 2 pieces of ice protecting {server.name}.")(game, ctx)


LIGHTNING_LABORATORY = _agenda("Lightning Laboratory", "Research", "haas-bioroid", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Whenever a run begins, you may remove 1 hosted agenda counter to rez up to 2 pieces of ice protecting the "
    "attacked server, ignoring all costs. When this turn ends, derez 2 pieces of ice protecting that server."],
    on=(when_scored(place_counters("agenda", 1)),
        whenever("run-begins", _rez_up_to_2_then_derez_2, lambda game, card, event: card.counters.get("agenda", 0) > 0
                 and game.run is not None, starts="Whenever a run begins", optional="use Lightning Laboratory")),
    decisions=("Lightning Laboratory derez",), waits_for="")


def _spend_a_counter_no_jacking_out(game, card):
    """Labyrinthine Servers: 1 hosted power counter spent (the cost), then the Runner cannot jack out for the remainder
    of the run."""
    from rulesdb.engine.effects.lasting_effects import lasting
    card.counters["power"] -= 1
    lasting(game, "cannot-jack-out", True, "The Runner cannot jack out for the remainder of this run.", "run",
            card.title)


LABYRINTHINE_SERVERS = _agenda("Labyrinthine Servers", "Security", "jinteki", 3, 5, [
    "When you score this agenda, place 2 power counters on it.",
    "[interrupt] → Hosted power counter: Prevent the Runner from jacking out. The Runner cannot jack out for the "
    "remainder of this run."],
    on=(when_scored(place_counters("power", 2)),
        constant(PREVENT_JACK_OUT, lambda game, card, _: _spend_a_counter_no_jacking_out
                 if card.counters.get("power") and card.zone == "score area" else None, starts="[interrupt]")),
    decisions=("use Labyrinthine Servers",), waits_for="")
