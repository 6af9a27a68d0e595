"""Assets whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
from rulesdb.engine.cards.hooks.runs import at_threat
from rulesdb.engine.cards.primitives.card_counters import place_counters, remove_counters, take_credits
from rulesdb.engine.cards.primitives.choices import choose, psi_game, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.installs import corp_plays_operation
from rulesdb.engine.cards.primitives.piles import reveal_top_of_rd
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import _left_with
from rulesdb.engine.effects.card_costs import ForfeitAgenda, TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.empty import EMPTIED
from rulesdb.engine.effects.player_costs import EitherCost
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn

PAD_CAMPAIGN = asset("PAD Campaign", "Advertisement", faction="neutral-corp", cost=2, inf=0, trash=4,
                     text=("When your turn begins, gain 1[c].",), on=(when_turn_begins(gain(1)),))


JUNEBUG = asset("Project Junebug", "Ambush - Research", faction="jinteki", cost=0, inf=1, trash=0, text=(
    "Project Junebug can be advanced.",
    "If you pay 1[c] when the Runner accesses Project Junebug, do 2 net damage for each advancement "
    "token on Project Junebug."),
    on=(when_accessed(_per_advancement(2, lambda n: damage("net", n)), pay_credits=1, starts="If you pay"),))


def _net_damage_by_you(game: Game, card, imminent) -> bool:
    return imminent.by_side == card.owner


def _net_per_power_counter(game: Game, ctx: Ctx) -> None:
    """Trashed to pay the cost, it is counted as it was (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    count = ctx.source.counters.get("power", 0)
    if count:
        damage("net", count)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: it hosted no power counter, so no damage is done.")


PRANA_CONDENSER = asset("Prāna Condenser", "", faction="jinteki", cost=1, inf=3, trash=4, text=(
    "[interrupt] \u2192 Whenever you would do 1 or more net damage, you may prevent 1 net damage. If you do, place "
    "1 power counter on this asset and gain 3[c].", "[click][click], [trash]: Do 1 net damage for each hosted power "
    "counter."),
    on=(prevent("damage", 1, kinds=("net",), condition=_net_damage_by_you,
                then=seq(place_counters("power", 1), gain(3))),
        paid(Clicks(2), TrashSelf(), effect=_net_per_power_counter, starts="[click][click]")), unique=True)


def _trashed_by_the_runner_at_threat_2(game: Game, card, event) -> bool:
    return _left_with(card, event) and event.info.get("by") == "runner" and at_threat(game, 2, card)


PUBLIC_ACCESS_PLAZA = asset("Public Access Plaza", "", faction="nbn", cost=1, inf=1, trash=2, text=(
    "When your turn begins, gain 1[c].", "Threat 2 \u2192 When the Runner trashes this asset <em>(while it is "
    "rezzed)</em>, give them 1 tag."),
    on=(when_turn_begins(gain(1)), whenever("trashed", give_tags(1), _trashed_by_the_runner_at_threat_2,
                                            inactive_ok=True, starts="Threat 2")))


def _public_support_scored(game: Game, ctx: Ctx) -> None:
    """Public Support: with no power counters left it goes from its server to the Corp's score area as an agenda
    worth 1 point; it is not scored (cr/rule_added_agendas_not_scored_or_stolen). Met however the last counter left:
    its own ability or another card's (effects/empty.py)."""
    card = ctx.source
    place = game.locate(card)
    if card.counters.get("power") or place is None:
        return
    server, where, i = place
    del getattr(server, where)[i]
    game.orphans += card.hosted
    add_to_score_area(game, "corp", card, ctx.by, as_agenda="an agenda worth 1 agenda point")


PUBLIC_SUPPORT = asset("Public Support", "", faction="weyland-consortium", cost=2, inf=3, trash=4, text=(
    "Place 3 power counters on Public Support when it is rezzed. When there are no power counters left on Public "
    "Support, add it to your score area as an agenda worth 1 agenda point.",
    "When your turn begins, remove 1 power counter from Public Support."),
    on=(when_rezzed(place_counters("power", 3), starts="Place 3"),
        when_turn_begins(remove_counters("power", 1)),
        whenever(EMPTIED, _public_support_scored, lambda game, card, event: event.subject is card
                 and event.info["kind"] == "power", starts="Place 3"),
        constant("agenda-points", lambda game, card, subject: 1 if subject is card and card.zone == "score area"
                 else 0, starts="Place 3")))


PUBLIC_HEALTH_PORTAL = asset("Public Health Portal", "Facility", faction="jinteki", cost=3, inf=1, trash=2, text=(
    "When your turn begins, reveal the top card of R&D and gain 2[c].",),
    on=(when_turn_begins(seq(reveal_top_of_rd, gain(2))),))


PLUTUS = asset("Plutus", "Deep Net", faction="weyland-consortium", cost=0, inf=3, trash=3, text=(
    "As an additional cost to rez this asset, forfeit 1 agenda or reveal and trash 3 cards from HQ.",
    "When your turn begins, you may play 1 transaction operation from Archives. After it resolves, remove it from "
    "the game."), rez_costs=(EitherCost(((ForfeitAgenda(),), (TrashFromHand(3, reveal=True),))),),
    on=(when_turn_begins(corp_plays_operation("archives", subtype="transaction", then_remove=True)),),
    decisions=("Plutus cost", "Plutus play"), unique=True)


def _counters_for_net_damage(game: Game, ctx: Ctx) -> None:
    """Phật Gioan Baotixita: the Corp removes 0 to 2 hosted power counters ("Phật Gioan Baotixita choice"); 1 net
    damage plus 1 for each removed."""
    most = min(2, ctx.source.counters.get("power", 0))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of counters from 0 to {most}")
        return value
    n = game.decider.ask("Phật Gioan Baotixita choice", [f"0..{most}"], "Corp", check=check) if most else 0
    ctx.source.counters["power"] = ctx.source.counters.get("power", 0) - n
    damage("net", 1 + n)(game, ctx)


def _first_agenda_this_turn(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: True, kinds=("scored", "stolen"))


PHAT_GIOAN_BAOTIXITA = asset("Phật Gioan Baotixita", "Executive", faction="jinteki", cost=1, inf=4, trash=3, text=(
    "When your discard phase ends, place 1 power counter on this asset.",
    "The first time each turn an agenda is scored or stolen, you may remove up to 2 hosted power counters. Do 1 net "
    "damage plus 1 net damage for each power counter removed this way."),
    on=(whenever("turn-ends", place_counters("power", 1),
                 lambda game, card, event: event.info.get("side") == card.owner,
                 starts="When your discard phase ends", structure="turn",
                 refs=(cites.cr("rule_turn_end_trigger_conditions"),)),
        whenever("scored", _counters_for_net_damage, _first_agenda_this_turn, starts="The first time"),
        whenever("stolen", _counters_for_net_damage, _first_agenda_this_turn, starts="The first time")),
    decisions=("Phật Gioan Baotixita choice",), unique=True)


PRIVATE_CONTRACTS = asset("Private Contracts", "Transaction", faction="neutral-corp", cost=3, inf=0, trash=5, text=(
    "Place 14[c] from the bank on Private Contracts when it is rezzed. When there are no credits left on Private "
    "Contracts, trash it.", "[click]: Take 2[c] from Private Contracts."),
    on=(when_rezzed(place_counters("credits", 14), starts="Place"), when_emptied(trash_self, starts="Place"),
        paid(Clicks(1), effect=take_credits(2), starts="[click]")))


def _psychic_field(game: Game, ctx: Ctx) -> None:
    """Psychic Field: a psi game; if the bids differ, 1 net damage for each card in the grip as it resolves."""
    psi_game(lambda game, ctx: damage("net", len(game.runner.hand))(game, ctx))(game, ctx)


def _exposed_while_installed(game: Game, card, event) -> bool:
    return event.subject is card and game.locate(card) is not None


PSYCHIC_FIELD = asset("Psychic Field", "Ambush - Psi", faction="jinteki", cost=0, inf=1, trash=2, text=(
    "If the Runner exposes or accesses Psychic Field while installed, you and the Runner secretly spend 0[c], 1[c], "
    "or 2[c]. Reveal spent credits. If you and the Runner spent a different number of credits, do 1 net damage for "
    "each card in the Runner's grip.",),
    on=(when_accessed(_psychic_field, installed=True, starts="If the Runner"),
        whenever("exposed", _psychic_field, _exposed_while_installed, inactive_ok=True, starts="If the Runner")))


def _agenda_from_hq_within_reach(game: Game, ctx: Ctx) -> None:
    """Plan B: the Corp may reveal and score an agenda from HQ whose advancement requirement is at most Plan B's
    advancement counters ("Plan B target", or `no`)."""
    from rulesdb.engine.effects.reveal import revealed
    from rulesdb.engine.effects.scoring import requirement, score
    reach = ctx.source.counters.get("advancement", 0)
    found = [c for c in game.corp.hand if c.card.facts.type == "agenda" and requirement(game, c) <= reach]
    card = choose(game, ctx, found, "Corp", f"no agenda in HQ has an advancement requirement of {reach} or less",
                  or_none="the Corp scores no agenda")
    if card is not None:
        revealed(game, "corp", 1)
        score(game, card)


PLAN_B = asset("Plan B", "Ambush", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "Plan B can be advanced.",
    "If the Runner accesses Plan B, you may reveal and score an agenda from HQ with an advancement requirement equal "
    "to or less than the number of advancement tokens on Plan B."),
    on=(when_accessed(_agenda_from_hq_within_reach, starts="If the Runner"),), decisions=("Plan B target",))


PRIMARY_TRANSMISSION_DISH = asset("Primary Transmission Dish", "Beanstalk", faction="nbn", cost=2, inf=2, trash=3,
                                  text=("3[recurring]", "Use these credits during traces."), recurring=3,
                                  credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trace",
                                                             "traces"))
