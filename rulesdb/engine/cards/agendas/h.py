"""Agendas whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, when_scored_may, whenever_advanced_faceup
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import when_scored, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_counters
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, gain
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.state.game import Game

HOSTILE_TAKEOVER = agenda("Hostile Takeover", "Expansion", faction="weyland-consortium", points=1, adv=2,
                          text=("When you score this agenda, gain 7[c] and take 1 bad publicity.",),
                          on=(when_scored(seq(gain(7), bad_publicity(1))),))


def _once_this_run(game: Game, card) -> bool:
    """House of Knives: "only during a run and only once per run" (cr/rule_paid_ability_used_condition)."""
    return game.run is not None and not game.run.ended and f"{card.first_object} knives" not in game.run.used


def _knife(game: Game, ctx: Ctx) -> None:
    game.run.used.add(f"{ctx.source.first_object} knives")
    damage("net", 1)(game, ctx)


HOUSE_OF_KNIVES = _agenda("House of Knives", "Security", "jinteki", 1, 3, [
    "When you score this agenda, place 3 agenda counters on it.",
    "Hosted agenda counter: Do 1 net damage. Use this ability only during a run and only once per run."],
    on=(when_scored(place_counters("agenda", 3)),
        paid(HostedCounters("agenda", 1), effect=_knife, when=_once_this_run, starts="Hosted agenda counter")),
    waits_for="")


HYBRID_RELEASE = _agenda("Hybrid Release", "Expansion", "jinteki", 1, 2, [
    "When you score this agenda, you may install 1 facedown card from Archives."],
    on=(when_scored_may(corp_installs("archives", which=lambda card: not card.faceup), "Hybrid Release"),),
    decisions=installs_asked("Hybrid Release"), waits_for="")


def _power_counters_on_a_loaded_card(game: Game, ctx: Ctx) -> None:
    """Helium-3 Deposit: up to 2 power counters ("Helium-3 Deposit X") on a card with 1 or more of them, either
    player's, installed or in a score area ("Helium-3 Deposit target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in [*game.installed(), *game.corp.score, *game.runner.score] if o.counters.get("power")]
    card = choose(game, ctx, found, "Corp", "no card has a power counter", cites.C_COUNTERS)
    if card is not None:
        x = ask_number(game, "Helium-3 Deposit X", 2, "Corp", "power counters to place")
        if x:
            add_counters(game, card, "power", x, ctx.by)


HELIUM_3_DEPOSIT = _agenda("Helium-3 Deposit", "", "weyland-consortium", 2, 4, [
    "When you score Helium-3 Deposit, place up to 2 power counters on a card with at least 1 power counter on it."],
    on=(when_scored(_power_counters_on_a_loaded_card),), decisions=("Helium-3 Deposit target", "Helium-3 Deposit X"),
    waits_for="")


def _archives_card_to_bottom_of_rd(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.choices import choose
    card = choose(game, ctx, list(game.corp.discard), "Corp", "Archives is empty", cites.NEW_OBJECT)
    if card is not None:
        game.corp.discard.remove(card)
        game.corp.deck.append(game.change_zone(card, "rd"))
        game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to the bottom of R&D.", cites.NEW_OBJECT)


HADES_FRAGMENT = _agenda("Hades Fragment", "Source", "neutral-corp", 3, 5, [
    "When your turn begins, you may add 1 card from Archives to the bottom of R&D.", "Limit 1 per deck."],
    on=(when_turn_begins(_archives_card_to_bottom_of_rd, optional="use Hades Fragment"),),
    decisions=("use Hades Fragment", "Hades Fragment target"), unique=True, waits_for="", inf=0)


def _may_advance_another(game: Game, ctx: Ctx) -> None:
    """Hollywood Renovation: the Corp may pick another installed card that can be advanced ("<card> target",
    or no) and places 1 advancement counter on it, 2 while 6 or more are on Hollywood Renovation."""
    from rulesdb.engine.effects.pools import add_counters
    n = 2 if ctx.source.counters.get("advancement", 0) >= 6 else 1
    found = [o for o in game.installed() if o is not ctx.source and can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "no other installed card can be advanced", cites.C_ADVANCE_RULE,
                  or_none="the Corp places no advancement counter")
    if card is not None:
        add_counters(game, card, "advancement", n, ctx.by)


HOLLYWOOD_RENOVATION = _agenda("Hollywood Renovation", "Initiative - Public", "weyland-consortium", 3, 5, [
    "Install Hollywood Renovation faceup.",
    "Whenever you advance Hollywood Renovation, you may place 1 advancement token on another card that can be "
    "advanced (or 2 advancement tokens instead if there are 6 or more advancement tokens on Hollywood Renovation)."],
    on=(whenever_advanced_faceup(_may_advance_another),), decisions=("Hollywood Renovation target",), waits_for="")


def _1_per_runner_credit(game: Game, ctx: Ctx) -> None:
    gain(game.runner.credits)(game, ctx)


HIGH_RISK_INVESTMENT = agenda("High-Risk Investment", "Expansion", faction="weyland-consortium", points=3, adv=5, text=(
    "Place 1 agenda counter on High-Risk Investment when you score it.",
    "[click], hosted agenda counter: Gain 1[c] for each credit in the Runner's credit pool."),
    on=(when_scored(place_counters("agenda", 1), starts="Place 1"),
        paid(Clicks(1), HostedCounters("agenda"), effect=_1_per_runner_credit, starts="[click]")))
