"""Agendas whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, _worth_more_with_counters
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game

DOMESTIC_SLEEPERS = _agenda("Domestic Sleepers", "", "haas-bioroid", 0, 2, [
    "[click],[click],[click]: Place 1 agenda counter on Domestic Sleepers.",
    "Domestic Sleepers is worth 1 agenda point while it has at least 1 agenda counter on it."],
    on=(paid(Clicks(3), effect=place_counters("agenda", 1)),
        constant("agenda-points", _worth_more_with_counters(), starts="Domestic Sleepers is worth")),
    waits_for="")


def _forfeit_to_take_it_back(game: Game, ctx: Ctx) -> None:
    """Divested Trust: forfeit it (cr/movement_forfeit), gain 5[c] and add the agenda just stolen to HQ."""
    from rulesdb.engine.effects.card_costs import forfeit
    stolen = ctx.event.subject
    forfeit(game, ctx.source)
    gain(5)(game, ctx)
    if any(o is stolen for o in game.runner.score):
        game.runner.score.remove(stolen)
        game.corp.hand.append(game.change_zone(stolen, "hq"))
        game.trace.add(f"{ctx.by}: {stolen.title} leaves the Runner's score area for HQ.", cites.NEW_OBJECT, key=True)


def _another_stolen(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.first_object != card.first_object \
        and any(o is card for o in game.corp.score)


DIVESTED_TRUST = _agenda("Divested Trust", "", "weyland-consortium", 1, 3, [
    "Whenever the Runner steals another agenda, you may forfeit this agenda to gain 5[c] and add the stolen agenda to "
    "HQ."], on=(whenever("stolen", _forfeit_to_take_it_back, _another_stolen, optional="use Divested Trust"),),
    waits_for="")


def _new_remote_of_up_to_3(game: Game, ctx: Ctx) -> None:
    """Director Haas' Pet Project: up to 3 cards from HQ and/or Archives ("Director Haas' Pet Project install":
    "<title> (HQ)" or "(Archives)", or `no`), each installed ignoring all install costs in the root of or protecting
    one new remote server, created by the first of them."""
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    server = None
    for _ in range(3):
        found = {f"{c.title} ({where})": (c, pile) for where, pile in (("HQ", game.corp.hand),
                                                                       ("Archives", game.corp.discard))
                 for c in pile if c.card.facts.type in ("ice", "asset", "upgrade", "agenda")}
        choice = game.decider.ask("Director Haas' Pet Project install", [*found, "no"], "Corp") if found else "no"
        if choice == "no":
            break
        card, pile = found[choice]

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: Director Haas' Pet Project: {message}")
        server = server or new_remote_name(game)
        install_card(game, card, pile, server, refuse, ignore_cost=True)
    if server is None:
        game.trace.add(f"{ctx.by}: the Corp installs nothing, so no remote server is created.", cites.C_NEW_REMOTE)


DIRECTOR_HAAS_PET_PROJECT = agenda("Director Haas' Pet Project", "Initiative", faction="haas-bioroid", unique=True,
                                   points=1, adv=3, text=(
    "When you score this agenda, you may create a new remote server by installing up to 3 cards from HQ and/or "
    "Archives in the root of and/or protecting that server, ignoring all install costs.", "Limit 1 per deck."),
    on=(whenever("scored", _new_remote_of_up_to_3, lambda game, card, event: event.subject is card, inactive_ok=True,
                 optional="use Director Haas' Pet Project", starts="When you score"),),
    decisions=("Director Haas' Pet Project install",))
