"""Agendas whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import (
    _agenda,
    at_discard_end_spend_a_counter,
    dividends,
)
from rulesdb.engine.cards.agendas.e import _1_per_rezzed
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import choose, psi_game, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import rez_ignoring_costs, trash_program
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects.card_costs import RevealAndTrashFromHand, TrashInstalled
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.only_choice import ask_must

SEND_A_MESSAGE = _agenda("Send a Message", "Security", "neutral-corp", 3, 5, inf=0, text=[
    "When this agenda is scored or stolen, you may rez 1 installed piece of ice, ignoring all costs."],
    on=(whenever("scored", rez_ignoring_costs("ice"), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True),
        whenever("stolen", rez_ignoring_costs("ice"), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)),
    waits_for="")


SUPERCONDUCTING_HUB = _agenda("Superconducting Hub", "Expansion", "neutral-corp", 1, 3, inf=0, text=[
    "When you score this agenda, you may draw 2 cards.", "You get +2 maximum hand size."],
    on=(whenever("scored", draw(2), lambda game, card, event: event.subject is card, starts="When you score",
                 optional="use Superconducting Hub", inactive_ok=True),
        constant("hand-size", lambda game, card, side: 2 if side == "corp" else 0, starts="You get")),
    waits_for="")


SALVO_TESTING = _agenda("Salvo Testing", "Security", "haas-bioroid", 3, 5, [
    "Whenever you score an agenda <em>(including this one)</em>, you may do 1 core damage."],
    on=(whenever("scored", damage("core", 1), lambda game, card, event: event.subject is not None
                 and event.subject.owner == "corp", optional="use Salvo Testing", refs=(cites.C_SCORE,)),),
    waits_for="")


SDS_DRONE_DEPLOYMENT = _agenda("SDS Drone Deployment", "Security", "weyland-consortium", 3, 5, [
    "As an additional cost to steal this agenda, the Runner must trash 1 installed program.",
    "When you score this agenda, trash 1 installed program."],
    steal_costs=(TrashInstalled("program"),), on=(when_scored(trash_program),), waits_for="")


SEE_HOW_THEY_RUN = _agenda("See How They Run", "Psi - Security", "jinteki", 2, 4, [
    "When you score this agenda, give the Runner 1 tag. Play a Psi Game. <em>(Players secretly bid 0–2[c]. Then "
    "each player reveals and spends their bid.)</em> If the bids differ, do 1 core damage. If the bids match, do 1 "
    "net damage."], on=(when_scored(seq(give_tags(1), psi_game(damage("core", 1), damage("net", 1)))),),
    waits_for="")


def _two_counters_not_scored_this_turn(game: Game, ctx: Ctx) -> None:
    """Sericulture Expansion: 2 advancement counters on 1 installed card, a Runner card too (nothing restricts
    placing them, cr/rule_placing_advancement_counter); that card cannot be scored this turn."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.effects.pools import add_counters
    card = choose(game, ctx, list(game.installed()), "Corp", "there is no installed card", cites.C_COUNTERS)
    if card is None:
        return
    add_counters(game, card, "advancement", 2, ctx.by)
    lasting(game, "cannot-score", lambda g, c, subject: subject is card,
            f"The Corp cannot score {card.title} this turn.", "turn", ctx.by)


SERICULTURE_EXPANSION = _agenda("Sericulture Expansion", "Expansion", "jinteki", 2, 3, [
    "Dividends 1 <em>(When you score this agenda, place 1 agenda counter on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to place 2 advancement counters on 1 "
    "installed card. <em>(You cannot score that card this turn.)</em>"],
    on=(when_scored(dividends(), starts="Dividends"),
        at_discard_end_spend_a_counter(_two_counters_not_scored_this_turn, "Sericulture Expansion")), waits_for="")


def _two_counters_on_advanceable(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed() if can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 2, ctx.by)


SLASH_AND_BURN = _agenda("Slash and Burn Agriculture", "Expansion - Expendable", "weyland-consortium", 2, 4, [
    "[click], 1[c], reveal and trash this agenda from HQ: Place 2 advancement counters on 1 installed card that you "
    "can advance."],
    on=(paid(Clicks(1), Credits(1), RevealAndTrashFromHand(), effect=_two_counters_on_advanceable, from_zone="hand"),),
    waits_for="")


def _first_pass_of_rezzed_gate_or_sentry(game: Game, card, event) -> bool:
    def fits(game: Game, past) -> bool:
        ice = past.subject
        return ice is not None and ice.rezzed and any(game.has_subtype(ice, t) for t in ("code gate", "sentry"))
    return first_each_turn(game, event, fits)


def _pay_or_trash_to_encounter_again(game: Game, ctx: Ctx) -> None:
    """Sisyphus Protocol: the Corp pays 1[c] or trashes 1 card from HQ ("Sisyphus Protocol choice"); if it does,
    the Runner encounters the ice just passed again (a forced encounter: cr/rule_forced_encounter)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.run.encounter import forced_encounter
    payment = Payment("corp", 1, "ability", ctx.by)
    options = [*(["pay 1[c]"] if able(game, payment) else []), *(["trash 1 card from HQ"] if game.corp.hand else [])]
    if not options:
        game.trace.add(f"{ctx.by}: the Corp can neither pay 1[c] nor trash a card from HQ.", cites.COST)
        return
    choice = ask_must(game, "Sisyphus Protocol choice", options, "Corp", cites.C_COST)
    if choice == "pay 1[c]":
        pay(game, payment, cites.COST)
    else:
        titles = [c.title for c in game.corp.hand]
        named = ask_must(game, "Sisyphus Protocol target", titles, "Corp", cites.C_COST)
        card = game.corp.hand.pop(titles.index(named))
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: the Corp trashes a card from HQ.", cites.TRASH)
        pile_trashed(game, "hq", [card], "corp")
    forced_encounter(game, ctx.event.subject, ctx.by)


SISYPHUS_PROTOCOL = _agenda("Sisyphus Protocol", "Security", "jinteki", 2, 5, [
    "The first time each turn the Runner passes a rezzed code gate or sentry, you may pay 1[c] or trash 1 card from "
    "HQ. If you do, the Runner encounters that ice again."],
    on=(whenever("pass", _pay_or_trash_to_encounter_again, _first_pass_of_rezzed_gate_or_sentry,
                 optional="use Sisyphus Protocol", structure="run"),), waits_for="")


def _advance_any(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.pools import add_counters
    card = choose(game, ctx, list(game.installed()), "Corp", "there is no installed card", cites.C_COUNTERS)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


def _reveal_it(game: Game, ctx: Ctx) -> None:
    game.trace.add(f"{ctx.by}: the Corp reveals {ctx.source.title}.", cites.cr("rule_reveal"))
    revealed(game, "corp", 1)


STOKE_THE_EMBERS = _agenda("Stoke the Embers", "Initiative", "nbn", 2, 4, [
    "When you score this agenda, gain 3[c] and place 1 advancement counter on an installed card.",
    "When you install this agenda from anywhere except HQ, you may reveal it. If you do, gain 2[c] and place 1 "
    "advancement counter on an installed card."],
    on=(when_scored(seq(gain(3), _advance_any)),
        whenever("install", seq(_reveal_it, gain(2), _advance_any), lambda game, card, event: event.subject is card
                 and event.info.get("from") not in (None, "hq"), starts="When you install", inactive_ok=True,
                 optional="use Stoke the Embers")), waits_for="")


def _ice_derezzed_this_run(game: Game, card, breaker) -> int:
    """Stegodon MK IV: -2 strength for each installed icebreaker while the current run has seen a piece of ice
    derezzed (recorded by effects.derez; cr/rule_icebreakers_strength_value)."""
    run = game.run
    return -2 if run is not None and not run.ended and run.record.get("derezzed") \
        and breaker is not None and breaker.card.facts.has("icebreaker") else 0


def _ice_elsewhere(game: Game) -> list:
    attacked = game.servers.get(game.run.server) if game.run is not None else None
    return [o for name, server in game.servers.items() if server is not attacked for o in server.ice if o.rezzed]


def _derez_elsewhere_to_gain(game: Game, ctx: Ctx) -> None:
    """Stegodon MK IV: the Corp derezzes 1 rezzed piece of ice not protecting the attacked server ("<card> target")
    and gains 1[c] (cr/rule_derez_by_ability); once per turn (cr/rule_once_per_turn_flag)."""
    from rulesdb.engine.effects.derez import derez
    ctx.source.used.add("Stegodon MK IV")
    ice = choose(game, ctx, _ice_elsewhere(game), "Corp", "no rezzed ice protects another server",
                 cites.cr("rule_derez_by_ability"))
    if ice is not None and derez(game, ice, ctx.by):
        gain(1)(game, ctx)


STEGODON_MK_IV = _agenda("Stegodon MK IV", "Security", "haas-bioroid", 1, 3, [
    "Each run, as long as a piece of ice has been derezzed during that run, each installed icebreaker gets –2 "
    "strength.",
    "Once per turn → When a run begins, you may derez 1 piece of ice not protecting the attacked server to gain "
    "1[c]."],
    on=(constant("breaker-strength", _ice_derezzed_this_run, starts="Each run"),
        whenever("run-begins", _derez_elsewhere_to_gain, lambda game, card, event: "Stegodon MK IV" not in card.used
                 and bool(_ice_elsewhere(game)), starts="Once per turn", optional="use Stegodon MK IV",
                 refs=(cites.cr("rule_once_per_turn_flag"),))),
    decisions=("Stegodon MK IV target",), waits_for="")


def _sting(game: Game, ctx: Ctx) -> None:
    """Sting!: X is 1 plus the copies of Sting! in the score area of the player who did not score or steal
    it (the Runner's when the Corp scores it, the Corp's when the Runner steals it); net damage always
    goes to the Runner (cr/rule_damage)."""
    other = game.runner if ctx.event is not None and ctx.event.kind == "scored" else game.corp
    copies = sum(1 for c in other.score if c.title == "Sting!")
    game.trace.add(f"{ctx.by}: {copies} other cop{'y' if copies == 1 else 'ies'} of Sting! in the "
                   f"{other.name}'s score area: X = {1 + copies}.")
    damage("net", 1 + copies)(game, ctx)


STING = _agenda("Sting!", "Ambush", "jinteki", 1, 3, [
    "When a player scores or steals this agenda, do X net damage. X is equal to 1 plus the number of copies of "
    "Sting! in the other playerʼs score area."],
    on=(when_scored(_sting, starts="When a player"),
        whenever("stolen", _sting, lambda game, card, event: event.subject is card, starts="When a player",
                 inactive_ok=True)), waits_for="")


def _install_any_from_hq_free(game: Game, ctx: Ctx) -> None:
    """Successful Field Test: install cards from HQ one at a time, ignoring all costs, until the Corp says no
    ("Successful Field Test install" #1, #2...)."""
    install = corp_installs("hq", ignore_cost=True)
    while game.corp.hand and install(game, ctx) is not None:
        pass


SUCCESSFUL_FIELD_TEST = _agenda("Successful Field Test", "Research", "haas-bioroid", 2, 4, [
    "When you score Successful Field Test, install any number of cards from HQ, ignoring all costs."],
    on=(when_scored(_install_any_from_hq_free),), decisions=installs_asked("Successful Field Test"), waits_for="")


def _core_damage_suffered(game, card, event) -> bool:
    return event.info.get("kind") == "core" and event.info.get("amount", 0) >= 1


SENTINEL_DEFENSE_PROGRAM = agenda("Sentinel Defense Program", "Security", faction="haas-bioroid", points=2, adv=4,
                                  text=("Whenever the Runner suffers at least 1 core damage, do 1 net damage.",),
                                  on=(whenever("damage", damage("net", 1), _core_damage_suffered, starts="Whenever"),))


SUPERIOR_CYBERWALLS = _agenda("Superior Cyberwalls", "Security", "weyland-consortium", 1, 3, [
    "All barrier ice have +1 strength.", "When you score Superior Cyberwalls, gain 1[c] for each rezzed barrier."],
    on=(constant("ice-strength", lambda game, card, ice: 1 if game.has_subtype(ice, "barrier") else 0,
                 starts="All barrier"), when_scored(_1_per_rezzed("barrier"))), waits_for="")


SELF_DESTRUCT_CHIPS = _agenda("Self-Destruct Chips", "Security", "haas-bioroid", 1, 3, [
    "The Runner's maximum hand size is reduced by 1."],
    on=(constant("hand-size", lambda game, card, side: -1 if side == "runner" else 0, starts="The Runner's"),),
    waits_for="")
