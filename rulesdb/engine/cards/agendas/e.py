"""Agendas whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import (
    _agenda,
    at_discard_end_spend_a_counter,
    dividends,
    when_scored_may,
)
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import derez
from rulesdb.engine.cards.primitives.installs import corp_places, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain, gain_clicks
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.cards.shared import operation_to_top_of_rd
from rulesdb.engine.effects.card_costs import RevealAndTrashFromHand
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import happened
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_FORBIDDEN

EMBEDDED_REPORTING = _agenda("Embedded Reporting", "Initiative", "nbn", 2, 3, [
    "Dividends 2 <em>(When you score this agenda, place 2 agenda counters on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to search R&D for 1 operation and "
    "reveal it. <em>(Shuffle R&D after searching it.)</em> Add that operation to the top of R&D."],
    on=(when_scored(dividends(2), starts="Dividends"),
        at_discard_end_spend_a_counter(operation_to_top_of_rd, "Embedded Reporting")), waits_for="")


def _derez_an_installed_card(game: Game, ctx: Ctx) -> None:
    """Élivágar Bifurcation: derez 1 installed card; it stays the same object (cr/rule_object_turn_faceup_facedown)."""
    found = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    card = choose(game, ctx, found, "Corp", "there is no rezzed card to derez", cites.cr("sec_derez"))
    if card is not None:
        derez(game, ctx, card)


ELIVAGAR_BIFURCATION = _agenda("Élivágar Bifurcation", "Security", "haas-bioroid", 1, 2, [
    "When you score this agenda, you may derez 1 installed card."],
    on=(when_scored_may(_derez_an_installed_card, "Élivágar Bifurcation"),), waits_for="")


def _install_and_rez_5_less(game: Game, ctx: Ctx) -> None:
    """Eminent Domain: install 1 card from HQ, then rez it, paying a total of 5[c] less: the discount lowers the
    install cost first, the rest lowers the rez cost (each only for this install and rez)."""
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.timing.flow import offer_rez
    found = [c for c in game.corp.hand if c.card.facts.type in ("ice", "asset", "upgrade", "agenda")]
    if not found:
        game.trace.add(f"{ctx.by}: there is no card in HQ to install.", cites.C_CORP_INSTALL)
        return
    titles = [c.title for c in found]
    picked = found[titles.index(ask_must(game, "Eminent Domain install", titles, "Corp", cites.C_TARGETS))]
    where = game.decider.ask("Eminent Domain install where", corp_places(game, picked), "Corp")
    ice_there = len(game.servers[where].ice) if picked.is_ice and where in game.servers else 0
    off_install = min(5, ice_there if picked.is_ice else 0)
    with discounted(game, "install-cost", picked, off_install, ctx.by):
        installed = _install(game, ctx, picked, where)
    if installed is None or installed.card.facts.type == "agenda":
        return
    with discounted(game, "rez-cost", installed, 5 - off_install, ctx.by):
        offer_rez(game, installed, forced=True)  # "install and rez": the Corp must rez it, if able


def _install(game: Game, ctx: Ctx, card, where: str):
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {ctx.source.title}: {message}")
    return install_card(game, card, game.corp.hand, new_remote_name(game) if where == "new remote" else where, refuse)


def _search_install_and_rez_free(game: Game, ctx: Ctx) -> None:
    """Eminent Domain, when scored: search R&D for 1 card, install and rez it, ignoring all costs. "1 card" has no
    criteria, so once the Corp searches it finds one (cr/rule_search_multiple_cards), among those it can install
    (cr/rule_valid_search_target_install_play); the text says no "reveal it", so it is not revealed
    (cr/rule_reveal_for_search)."""
    from rulesdb.engine.cards.shared import search_rd
    from rulesdb.engine.state.events import Event, emit
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    card = search_rd(game, ctx, [c for c in game.corp.deck if c.card.facts.type in ("ice", "asset", "upgrade",
                                                                                    "agenda")],
                     "there is no card in R&D to install", criteria=False, reveal=False)
    if card is None:
        return
    where = game.decider.ask("Eminent Domain install where", corp_places(game, card), "Corp")

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {ctx.source.title}: {message}")
    installed = install_card(game, card, [card], new_remote_name(game) if where == "new remote" else where, refuse,
                             ignore_cost=True)
    if installed.card.facts.type != "agenda":
        installed.rezzed = True
        game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}, ignoring all costs.", cites.C_REZ, key=True)
        emit(game, Event("rezzed", installed))


EMINENT_DOMAIN = _agenda("Eminent Domain", "Expansion - Expendable", "weyland-consortium", 1, 3, [
    "[click], 1[c], reveal and trash this agenda from HQ: Install and rez 1 card from HQ, paying a total of 5[c] less.",
    "When you score this agenda, you may search R&D for 1 card. <em>(Shuffle R&D after searching it.)</em> Install and "
    "rez that card, ignoring all costs."],
    on=(paid(Clicks(1), Credits(1), RevealAndTrashFromHand(), effect=_install_and_rez_5_less, from_zone="hand"),
        when_scored_may(_search_install_and_rez_free, "Eminent Domain")),
    decisions=installs_asked("Eminent Domain"), waits_for="")


EXPLODE_A_PALOOZA = _agenda("Explode-a-palooza", "Sensie", "nbn", 2, 4, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda, you may gain 5[c]."],
    on=(when_accessed(gain(5), optional=True),), waits_for="")


def _shuffle_hq_into_rd(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.shared import shuffle_into_rd
    shuffle_into_rd(game, ctx, list(game.corp.hand), game.corp.hand, "HQ")


EXECUTIVE_RETREAT = _agenda("Executive Retreat", "", "neutral-corp", 3, 5, [
    "When you score Executive Retreat, place 1 agenda counter on it and shuffle HQ into R&D.",
    "[click], hosted agenda counter: Draw 5 cards."],
    on=(when_scored(seq(place_counters("agenda", 1), _shuffle_hq_into_rd)),
        paid(Clicks(1), HostedCounters("agenda", 1), effect=draw(5), starts="[click]")), inf=0, waits_for="")


def _no_advancing_this_turn(game, ctx) -> None:
    """"You cannot advance cards for the remainder of this turn": a lasting "cannot" the advance action reads."""
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "cannot-advance", lambda g, card, subject: True,
            "The Corp cannot advance cards for the remainder of this turn.", "turn", ctx.by)


def _may_have_been_used(game: Game, card, asked) -> bool:
    """Efficiency Committee, on a board starting inside the Corp's turn: with fewer than the 3 agenda counters it
    places when scored, one may have been spent earlier in the turn, and advancing then is forbidden."""
    return asked[0] == "advance" and card.counters.get("agenda", 0) < 3


EFFICIENCY_COMMITTEE = agenda("Efficiency Committee", "Initiative", faction="haas-bioroid", points=2, adv=4, text=(
    "Place 3 agenda counters on Efficiency Committee when you score it.",
    "[click], hosted agenda counter: Gain [click][click]. You cannot advance cards for the remainder of this turn."),
    on=(when_scored(place_counters("agenda", 3), starts="Place 3"),
        paid(Clicks(1), HostedCounters("agenda"), effect=seq(gain_clicks(2), _no_advancing_this_turn),
             starts="[click]"),
        constant(MAY_HAVE_FORBIDDEN, _may_have_been_used, starts="[click]")))


def _1_per_rezzed(subtype: str):
    def resolve(game: Game, ctx: Ctx) -> None:
        gain(sum(1 for o in game.installed() if o.is_ice and o.rezzed and game.has_subtype(o, subtype)))(game, ctx)
    return resolve


ENCRYPTED_PORTALS = _agenda("Encrypted Portals", "Security", "jinteki", 1, 3, [
    "All code gate ice have +1 strength.", "When you score Encrypted Portals, gain 1[c] for each rezzed code gate."],
    on=(constant("ice-strength", lambda game, card, ice: 1 if game.has_subtype(ice, "code gate") else 0,
                 starts="All code gate"), when_scored(_1_per_rezzed("code gate"))), waits_for="")


def _first_ice_this_turn(game: Game, card, installed) -> bool:
    """Eden Fragment: the Corp installs a piece of ice and none was installed earlier this turn."""
    if not (installed.is_ice and installed.owner == "corp"):
        return False
    ice = [o for o in happened(game, game.turn.number, "install", owner="corp") if o is not None and o.is_ice]
    return not unless_none_earlier(game, ice, card, "the first piece of ice you install each turn")


EDEN_FRAGMENT = _agenda("Eden Fragment", "Source", "neutral-corp", 3, 5, [
    "Ignore the install cost of the first piece of ice you install each turn.", "Limit 1 per deck."],
    on=(constant("ignore-install-cost", _first_ice_this_turn, starts="Ignore"),), unique=True, waits_for="", inf=0)
