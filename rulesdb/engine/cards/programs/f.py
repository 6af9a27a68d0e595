"""Programs whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_encounter_ends_after_breaking
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _interface, _printed_breaker
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.ending import bypass
from rulesdb.engine.state.carddef import Breaker, TriggerDef
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must

FF_BYPASS = ("Whenever you encounter the chosen ice, you may pay 1[c] for each subroutine it has. "
             "If you do, bypass that ice.")


def _chosen_encountered(game, card, event) -> bool:
    return event.subject is not None and event.subject.object_id == card.chosen


def _ff_payment(game, pending) -> Payment:
    """1[c] for each subroutine the encountered ice has now."""
    from rulesdb.engine.state.subroutines import current
    subs = len(current(game, pending.event.subject))
    return Payment("runner", subs, "ability", "Femme Fatale's bypass", pending.source)


def _ff_usable(game, pending):
    """Only a Runner able to pay may. Ice that "cannot be bypassed" does not stop it: since CR 25.04 no rule
    keeps an ability whose effect a "cannot" forbids from being used (NISEI's 1.2.2a is gone); the Runner may
    pay, and the bypass then does not happen (`bypass`)."""
    payment = _ff_payment(game, pending)
    if not able(game, payment):
        return (f"the Runner cannot pay {payment.amount}[c] to bypass {pending.event.subject.title}", cites.COST)
    return ""


def _ff_bypass(game, pending) -> None:
    ice = pending.event.subject
    pay(game, _ff_payment(game, pending), cites.COST)
    bypass(game, ice, "Femme Fatale")


def _ff_choose(game, card) -> None:
    ice = [o for o in game.installed() if o.is_ice]
    if not ice:
        return
    titles = labels(game, ice, "runner")
    choice = ask_must(game, "Femme Fatale target", titles, "Runner", cites.C_TARGETS)
    card.chosen = ice[titles.index(choice)].object_id
    game.trace.add(f"Femme Fatale chooses {choice} (object #{card.chosen}).", cites.OBJECT)


def _two_per_virus_counter(game, ctx) -> None:
    """Fermenter: gain 2[c] for each hosted virus counter. It was trashed to pay the cost; the
    counters it hosted were set aside with it and still count (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    counters = ctx.source.counters.get("virus", 0)
    game.trace.add(f"{ctx.by}: the {counted(counters, 'virus counter')} set aside from Fermenter still "
                   f"{'counts; it returns' if counters == 1 else 'count; they return'} to the bank once the ability "
                   "has resolved.",
                   cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
    gain(2 * counters)(game, ctx)


FEMME_FATALE = _printed_breaker(
    "Femme Fatale", "criminal", ["Killer"], 9, 2, 1, 1,
    [_interface("sentry", 1), "2[c]: +1 strength.",
     "When you install this program, choose 1 installed piece of ice.", FF_BYPASS],
    Breaker("sentry", 1, pump_cost=2),
    on_install=_ff_choose,
    triggers=(TriggerDef("encounter", FF_BYPASS, _ff_bypass, _chosen_encountered, "encounter",
                         optional="bypass with Femme Fatale", usable=_ff_usable,
                         cites=(cites.BYPASS,)),))


FAERIE = _breaker("Faerie", "Killer", faction="criminal", cost=0, strength=2, inf=3, mu=1, text=(
    "Interface → 0[c]: Break 1 sentry subroutine.", "1[c]: +1 strength.",
    "Whenever an encounter ends, if you used this program to break a subroutine during that encounter, trash "
    "this program."),
    breaker=breaks("sentry", 0, boost=1), on=(when_encounter_ends_after_breaking(trash_self),))


FERMENTER = program("Fermenter", "Virus", faction="anarch", cost=1, inf=2, mu=1, text=(
    "When you install this program and when your turn begins, place 1 virus counter on this program.",
    "[click], [trash]: Gain 2[c] for each hosted virus counter."),
    on=(when_turn_begins(place_counters("virus", 1), starts="When you install"),
        paid(Clicks(1), TrashSelf(), effect=_two_per_virus_counter, starts="[click]")),
    on_install=on_install(place_counters("virus", 1)))


FORCE_OF_NATURE = _breaker("Force of Nature", "Decoder", faction="anarch", cost=5, strength=1, inf=1, mu=1, text=(
    "Interface → 2[c]: Break up to 2 code gate subroutines.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 2, boost=1, up_to=2))

def _first_break_on_host(game, card, event) -> bool:
    enc = event.info.get("encounter")
    if enc is None or event.info.get("ice") is not card.host:
        return False
    key = f"Flux Capacitor {card.object_id}"
    if key in enc.record:
        return False
    enc.record[key] = True
    return True


def _flux_charge(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.charge import charge_one
    charge_one(game, "runner", ctx.by, "Flux Capacitor target")


FLUX_CAPACITOR = program("Flux Capacitor", "Trojan", faction="shaper", unique=True, cost=0, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "The first time you break a subroutine during each encounter with host ice, you may charge 1 of your installed "
    "cards. <em>(Add 1 power counter to a card that already has one.)</em>"),
    install_on=on_ice, on=(whenever("break", _flux_charge, _first_break_on_host, starts="The first",
                                    optional="use Flux Capacitor"),),
    decisions=("Flux Capacitor target",))


def _passed_unrezzed_ice(game: Game, card, event) -> bool:
    return event.subject.is_ice and not event.subject.rezzed and game.locate(event.subject) is not None


def _trash_then_rez_or_to_hq(game: Game, ctx: Ctx) -> None:
    """False Echo: trashed ("If you do"), then the Corp must rez the passed ice, paying its costs, or add it to HQ
    ("False Echo choice"); unable to rez it, they add it to HQ."""
    from rulesdb.engine.effects.card_moves import to_hq
    from rulesdb.engine.effects.trashing import trash_as_cost
    from rulesdb.engine.timing.flow import offer_rez
    ice = ctx.event.subject
    if trash_as_cost(game, ctx.source, ctx.by, who="runner") is None or game.locate(ice) is None or ice.rezzed:
        return
    choice = game.decider.ask("False Echo choice", ["rez it", "add it to HQ"], "Corp")
    if choice == "rez it" and offer_rez(game, ice, forced=True):
        return
    to_hq(game, ice, ctx.by)


FALSE_ECHO = program("False Echo", "", faction="shaper", cost=1, inf=2, mu=1, text=(
    "Whenever you pass a piece of unrezzed ice, you may trash False Echo. If you do, the Corp must rez that ice or add "
    "it to HQ.",), on=(whenever("pass", _trash_then_rez_or_to_hq, _passed_unrezzed_ice, starts="Whenever",
                               optional="use False Echo"),), decisions=("use False Echo", "False Echo choice"))
