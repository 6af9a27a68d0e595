"""Upgrades whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_ends
from rulesdb.engine.cards.primitives.choices import psi_game, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import move_to_another_root
from rulesdb.engine.cards.primitives.players import damage, give_tags
from rulesdb.engine.cards.primitives.run import cannot, end_the_run
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.card_costs import RevealAndTrashFromHand, TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks, Credits, label, payable
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server, protects_this_server

_VOID_COSTS = (Credits(2), TrashFromHand(2))


def _void_usable(game: Game, pending) -> str:
    """"You may pay 2[c] and trash 2 cards from HQ": only a Corp able to pay both may use it."""
    if payable(game, "corp", pending.source, _VOID_COSTS):
        return ""
    return f"the Corp cannot {label(_VOID_COSTS, pending.source)}"


def _void(game: Game, ctx: Ctx) -> None:
    """"You may pay 2[c] and trash 2 cards from HQ. If you do, end the run": the payment is part of
    the ability's effect, not a cost before a colon, so no checkpoint comes between it and ending
    the run, and another pending approach ability cannot resolve in between."""
    for part in _VOID_COSTS:
        part.pay(game, "corp", ctx.source)
    end_the_run(game, ctx)


def _only_ash(game: Game, ctx: Ctx) -> None:
    """Ash 2X3ZB9CY: for the rest of the run no card but Ash can be accessed (cr/rule_prohibiting_access)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    ash = ctx.source
    lasting(game, "cannot-access", lambda game, card, subject: subject.first_object != ash.first_object,
            "Ash 2X3ZB9CY: the Runner cannot access any cards other than Ash 2X3ZB9CY", "run", ctx.by)


def _stolen_from_this_server(game: Game, card, event) -> bool:
    run = game.run
    return run is not None and is_this_server(game, card, run.server) and bool(run.record["stolen"])


def _on_this_server(game: Game, card, event) -> bool:
    place = game.locate(card)
    return place is not None and event.info.get("server") == place[0].name


def _other_than(game: Game, ctx: Ctx, subject) -> bool:
    return subject is not ctx.source


def _this_upgrade(game: Game, ctx: Ctx, subject) -> bool:
    return subject is ctx.source


ADRIAN_SEIS = upgrade("Adrian Seis", "Psi - Clone - Sysop", faction="jinteki",
    unique=True, cost=0, inf=4, trash=2, text=(
    "Whenever the Runner makes a successful run on this server, play a Psi Game. <em>(Players secretly bid "
    "0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, the Runner cannot access "
    "cards other than this upgrade for the remainder of that run. If the bids match, the Runner cannot access "
    "this upgrade for the remainder of that run.",
    "When your turn ends, you may move this upgrade to the root of another server."),
    on=(whenever("successful", psi_game(
        cannot("access", _other_than, "The Runner cannot access cards other than Adrian Seis for the remainder "
                                      "of that run."),
        cannot("access", _this_upgrade, "The Runner cannot access Adrian Seis for the remainder of that run.")),
        _on_this_server, starts="Whenever the Runner makes", structure="run"),
        when_turn_ends(move_to_another_root())), decisions=("Adrian Seis server",))


AMAZE = upgrade("AMAZE Amusements", "", faction="nbn", unique=True, cost=1, inf=3, trash=3, text=(
    "Persistent → Whenever a run on this server ends, if the Runner stole any agendas during that "
    "run, give the Runner 2 tags. <em>(If the Runner trashes this card while accessing it, this "
    "ability still applies for the remainder of this run.)</em>",),
    on=(whenever("run-ends", give_tags(2), _stolen_from_this_server),))


ANGELIQUE = upgrade("Angelique Garza Correa", "Ambush - Enforcer - Expendable", faction="weyland-consortium",
                    unique=True, cost=0, inf=3, trash=2, text=(
    "Threat 3 → [click], 1[c], reveal and trash this upgrade from HQ: Do 1 meat damage. <em>(This "
    "ability is active if any player has 3 or more agenda points.)</em>",
    "When the Runner accesses this upgrade while it is rezzed, you may pay 2[c] to do 2 meat damage."),
    on=(paid(Clicks(1), Credits(1), RevealAndTrashFromHand(), effect=damage("meat", 1), from_zone="hand",
             starts="Threat 3"),  # active from 3 agenda points (the Ability's threat: timing.paid)
        when_accessed(damage("meat", 2), pay_credits=2, rezzed=True, starts="When the Runner accesses")))


ANOETIC_VOID = upgrade("Anoetic Void", "", faction="jinteki", unique=True, cost=0, inf=4, trash=1, text=(
    "Whenever the Runner approaches this server, you may pay 2[c] and trash 2 cards from HQ. If you do, "
    "end the run.",),
    on=(whenever("approach-server", _void, lambda game, card, event: is_this_server(
        game, card, event.info.get("server")), starts="Whenever", structure="run",
        optional="use Anoetic Void", usable=_void_usable),))

ASH = upgrade("Ash 2X3ZB9CY", "Bioroid", faction="haas-bioroid", unique=True, cost=2, inf=2, trash=3, text=(
    "Whenever there is a successful run on this server, Trace[4]. If successful, the Runner cannot "
    "access any cards other than Ash 2X3ZB9CY for the remainder of this run.",),
    on=(whenever("successful", trace(4, _only_ash),
                 lambda game, card, event: is_this_server(game, card, event.info.get("server")), structure="run"),))


AKITARO_WATANABE = upgrade("Akitaro Watanabe", "Sysop - Unorthodox", faction="jinteki", unique=True, cost=1, inf=2,
                           trash=3, text=("The rez cost of ice protecting this server is lowered by 2.",),
                           on=(constant("rez-cost", lambda game, card, subject: -2 if subject.is_ice
                                        and protects_this_server(game, card, subject) else 0, starts="The rez cost"),))


def _ice_installed_here(game: Game, card, event) -> bool:
    ice_ = event.subject
    return ice_ is not None and ice_.is_ice and not ice_.rezzed and protects_this_server(game, card, ice_)


def _rez_for_3_less(game: Game, ctx: Ctx) -> None:
    """Amazon Industrial Zone: the ice just installed is rezzed at once, its rez cost lowered by 3."""
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.timing.flow import offer_rez
    ice_ = ctx.event.subject
    with discounted(game, "rez-cost", ice_, 3, ctx.by):
        offer_rez(game, ice_, forced=True)


AMAZON_INDUSTRIAL_ZONE = upgrade("Amazon Industrial Zone", "Region", faction="weyland-consortium", cost=4, inf=1,
                                 trash=2, text=(
    "Whenever you install a piece of ice protecting this server, you may immediately rez it, lowering its rez cost by "
    "3.", "Limit 1 region per server."),
    on=(whenever("install", _rez_for_3_less, _ice_installed_here, starts="Whenever",
                 optional="use Amazon Industrial Zone"),))
