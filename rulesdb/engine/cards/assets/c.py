"""Assets whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import (
    TRASHED_WHILE_ACCESSED,
    _per_advancement,
    trash_self_for_each_advancement,
    when_the_runner_trashes_this,
    worth_2_to_the_runner_if_trashed_while_accessed,
)
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_advancement, place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags
from rulesdb.engine.cards.primitives.run import unless_either
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.thisserver import this_server


def _operations_in_archives(game: Game) -> list:
    return [o for o in game.corp.discard if o.card.facts.type == "operation"]


def _clone_suffrage_usable(game: Game, pending) -> str:
    server = this_server(game, pending.source)
    if server is not None and server.ice:
        return "there is ice protecting this server"
    return "" if _operations_in_archives(game) else "there is no operation in Archives"


def _operation_to_hq(game: Game, ctx: Ctx) -> None:
    found = _operations_in_archives(game)
    titles = [o.title for o in found]
    card = found[titles.index(ask_must(game, "Clone Suffrage Movement target", titles, "Corp", cites.C_TARGETS))]
    if not card.faceup:
        game.trace.add(f"{ctx.by}: {card.title} is facedown in Archives, so the Corp reveals it to show it "
                       "is an operation.", cites.cr("rule_reveal_from_hidden"), key=True)
        revealed(game, "corp", 1)
    game.corp.discard.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.")


CALVIN = asset("Calvin B4L3Y", "Bioroid", faction="haas-bioroid", unique=True, cost=0, inf=1, trash=3, text=(
    "Once per turn → [click]: Draw 2 cards.", "When the Runner trashes this asset, you may draw 2 cards."),
    on=(paid(Clicks(1), effect=draw(2), once_per_turn=True, starts="Once per turn"),
        when_the_runner_trashes_this(draw(2), "Calvin B4L3Y")),
    decisions=("use Calvin B4L3Y",))


CEREBRAL_OVERWRITER = asset("Cerebral Overwriter", "Ambush", faction="haas-bioroid", cost=0, inf=2,
                            trash=0, text=("You can advance this asset.",
                                           "When the Runner accesses this asset while it is installed, "
                                           "you may pay 3[c] to do X core damage. X is equal to the "
                                           "number of hosted advancement counters."),
                            on=(when_accessed(_per_advancement(1, lambda n: damage("core", n)),
                                              pay_credits=3, installed=True),))


def _charlotte_turn(game: Game, ctx: Ctx) -> None:
    """"You may remove 1 hosted advancement counter to gain 4[c] and draw 1 card": asked only while it
    has one (decision "use Charlotte Caçador")."""
    card = ctx.source
    if not card.counters.get("advancement"):
        game.trace.add(f"{ctx.by}: no hosted advancement counter to remove.")
        return
    if game.decider.ask(f"use {card.title}", ["yes", "no"], "Corp") == "no":
        return
    card.counters["advancement"] -= 1
    game.trace.add(f"{ctx.by}: 1 hosted advancement counter removed ({card.counters['advancement']} left).",
                   cites.C_COUNTERS)
    seq(gain(4), draw(1))(game, ctx)


CHARLOTTE = asset("Charlotte Caçador", "Clone", faction="jinteki", unique=True, cost=0, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When your turn begins, you may remove 1 hosted advancement counter to gain 4[c] and draw 1 card.",
    "[trash], hosted advancement counter: Gain 3[c]."),
    on=(when_turn_begins(_charlotte_turn),
        paid(TrashSelf(), HostedCounters("advancement", 1), effect=gain(3), starts="[trash]")),
    decisions=("use Charlotte Caçador",))


CLEARINGHOUSE = asset("Clearinghouse", "Hostile", faction="weyland-consortium", cost=0, inf=3, trash=3, text=(
    "You can advance this asset.",
    "When your turn begins, you may trash this asset to do 1 meat damage for each hosted advancement counter."),
    on=(when_turn_begins(trash_self_for_each_advancement(lambda n: damage("meat", n)),
                         optional="use Clearinghouse"),))


CLONE_SUFFRAGE = asset("Clone Suffrage Movement", "Political", faction="haas-bioroid", cost=1, inf=2, trash=2,
                       text=("When your turn begins, you may add 1 operation from Archives to HQ if there "
                             "is no ice protecting this server.",),
                       on=(whenever("turn-begins", _operation_to_hq, lambda game, card, event:
                                    event.info.get("side") == card.owner, structure="turn",
                                    optional="use Clone Suffrage Movement", usable=_clone_suffrage_usable),),
                       decisions=("Clone Suffrage Movement target",))


def _two_advancement_tokens(game, card) -> bool:
    return card.counters.get("advancement", 0) >= 2


def _connection_or_meat_damage(game: Game, ctx: Ctx) -> None:
    """Contract Killer: the Corp trashes a connection or does 2 meat damage (decision "Contract Killer choice")."""
    options = {"trash a connection": trash_installed("resource", subtype="connection"),
               "do 2 meat damage": damage("meat", 2)}
    choice = game.decider.ask("Contract Killer choice", list(options), "Corp")
    game.trace.add(f"{ctx.by}: the Corp chooses to {choice}.", cites.cr("rule_choice_instruction"))
    options[choice](game, ctx)


CONTRACT_KILLER = asset("Contract Killer", "Hostile", faction="weyland-consortium", cost=2, inf=4, trash=3, text=(
    "Contract Killer can be advanced.",
    "If there are at least 2 advancement tokens on Contract Killer, it gains: \"[click], [trash]: Trash a "
    "connection or do 2 meat damage.\""),
    on=(paid(Clicks(1), TrashSelf(), effect=_connection_or_meat_damage, when=_two_advancement_tokens,
             starts="If there are"),),
    decisions=("Contract Killer choice", "Contract Killer target"))


CSR_CAMPAIGN = asset("CSR Campaign", "Advertisement", faction="neutral-corp", cost=2, inf=0, trash=2, text=(
    "When your turn begins, you may draw 1 card.",), on=(when_turn_begins(draw(1), optional="use CSR Campaign"),))


def _tag_per_advancement(game: Game, ctx: Ctx) -> None:
    give_tags(1 + ctx.source.counters.get("advancement", 0))(game, ctx)


CHEKIST_SCION = asset("Chekist Scion", "Ambush", faction="nbn", cost=0, inf=2, trash=0, text=(
    "You can advance this asset.", "When the Runner accesses this asset while it is installed, give them 1 tag plus "
    "1 tag for each hosted advancement counter."), on=(when_accessed(_tag_per_advancement, installed=True),))


def _trash_from_hq(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.trashing import trash
    card = choose(game, ctx, list(game.corp.hand), "Corp", "there is no card in HQ", cites.TRASH)
    if card is not None and trash(game, card, ctx.by, who="corp") is not None:
        gain(2)(game, ctx)
        draw(1)(game, ctx)


def _turn_archives_card_faceup(game: Game, ctx: Ctx) -> None:
    card = choose(game, ctx, [c for c in game.corp.discard if not c.faceup], "Corp",
                  "there is no facedown card in Archives", cites.cr("rule_archives_faceup_facedown"))
    if card is not None:
        card.faceup = True
        game.trace.add(f"{ctx.by}: {card.title} is turned faceup in Archives.",
                       cites.cr("rule_archives_faceup_facedown"))
        place_advancement(where=lambda game, o: True)(game, ctx)


_COHORT = {"trash 1 card from HQ": _trash_from_hq,
           "turn 1 facedown card in Archives faceup": _turn_archives_card_faceup}


def _cohort(game: Game, ctx: Ctx) -> None:
    """Cohort Guidance Program: the Corp may resolve 1 of its 2 options ("Cohort Guidance Program choice")."""
    choice = game.decider.ask("Cohort Guidance Program choice", [*_COHORT, "no"], "Corp")
    if choice != "no":
        _COHORT[choice](game, ctx)


COHORT_GUIDANCE_PROGRAM = asset("Cohort Guidance Program", "Clone", faction="jinteki", cost=1, inf=2, trash=2, text=(
    "When your turn begins, you may resolve 1 of the following:<ul><li>Trash 1 card from HQ. If you do, gain 2[c] "
    "and draw 1 card.</li><li>Turn 1 facedown card in Archives faceup. If you do, place 1 advancement counter on an "
    "installed card.</li></ul>",), on=(when_turn_begins(_cohort),),
    decisions=("Cohort Guidance Program choice", "Cohort Guidance Program target"))


def _trash_resource_unpreventably(game: Game, ctx: Ctx) -> None:
    """Corporate Town: the Corp may trash 1 installed resource ("Corporate Town target", or `no`); that
    trash cannot be prevented (cr/rule_cannot)."""
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown  # no type facedown
             and o.card.facts.type == "resource"]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Corporate Town target", [*titles, "no"], "Corp") if found else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Corp trashes no resource.")
        return
    trash(game, found[titles.index(choice)], ctx.by, who="corp", preventable=False)


CORPORATE_TOWN = asset("Corporate Town", "", faction="weyland-consortium", cost=1, inf=2, trash=5, text=(
    "As an additional cost to rez this asset, forfeit 1 agenda.",
    "When your turn begins, you may trash 1 installed resource. Trashing a resource this way cannot be prevented."),
    rez_costs=(ForfeitAgenda(),), on=(when_turn_begins(_trash_resource_unpreventably),),
    decisions=("Corporate Town target",))


CYBERSAND_HARVESTER = asset("Cybersand Harvester", "", faction="weyland-consortium", cost=2, inf=2, trash=4, text=(
    "Whenever you rez a piece of ice, place 2[c] on this asset.",
    "You can spend hosted credits to pay install costs.",
    "[trash]: Take all credits from this asset."),
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "install", "install costs"),
    on=(whenever("rezzed", place_counters("credits", 2), lambda game, card, event: event.subject.is_ice,
                 starts="Whenever"),
        paid(TrashSelf(), effect=take_credits(99), starts="[trash]")))


CHAIRMAN_HIRO = asset("Chairman Hiro", "Executive", faction="jinteki", unique=True, cost=2, inf=5, trash=6, text=(
    "The Runner gets -2 maximum hand size.", TRASHED_WHILE_ACCESSED),
    on=(constant("hand-size", lambda game, card, side: -2 if side == "runner" else 0, starts="The Runner gets"),
        *worth_2_to_the_runner_if_trashed_while_accessed()))


def _runner_turn(game: Game, card, event) -> bool:
    return event.info.get("side") == "runner"


CITY_SURVEILLANCE = asset("City Surveillance", "", faction="nbn", cost=5, inf=4, trash=3, text=(
    "When the Runner's turn begins, give them 1 tag unless they pay 1[c].",),
    on=(whenever("turn-begins", unless_either({"pay 1[c]": (Credits(1),)}, give_tags(1), "take 1 tag"), _runner_turn,
                 starts="When the Runner's", structure="turn"),), decisions=("City Surveillance choice",))


CAPITAL_INVESTORS = asset("Capital Investors", "", faction="weyland-consortium", cost=2, inf=2, trash=2, text=(
    "[click]: Gain 2[c].",), on=(paid(Clicks(1), effect=gain(2)),))


CYBERNETICS_COURT = asset("Cybernetics Court", "Facility - Ritzy", faction="haas-bioroid", unique=True, cost=0,
                          inf=5, trash=5, text=("Your maximum hand size is increased by 4.",),
                          on=(constant("hand-size", lambda game, card, side: 4 if side == "corp" else 0,
                                       starts="Your maximum"),))


def _move_an_advancement_token(game: Game, ctx: Ctx) -> None:
    """Constellation Protocol: the Corp names a piece of ice with an advancement token ("Constellation Protocol
    target"), then another installed piece of ice that can be advanced ("Constellation Protocol target #2")."""
    from rulesdb.engine.effects.pools import add_counters
    sources = [o for o in game.installed() if o.is_ice and o.counters.get("advancement", 0)]
    source = choose(game, ctx, sources, "Corp", "no piece of ice has an advancement token", cites.C_ADVANCE_RULE)
    if source is None:
        return
    destinations = [o for o in game.installed() if o.is_ice and o is not source and can_advance(game, o)]
    destination = choose(game, ctx, destinations, "Corp", "no other piece of ice can be advanced", cites.C_ADVANCE_RULE)
    if destination is None:
        return
    source.counters["advancement"] -= 1
    game.trace.add(f"{ctx.by}: 1 advancement token moves from {source.title} to {destination.title}.",
                   cites.C_ADVANCE_RULE)
    add_counters(game, destination, "advancement", 1, ctx.by)


CONSTELLATION_PROTOCOL = asset("Constellation Protocol", "", faction="weyland-consortium", cost=0, inf=2, trash=4,
                               text=(
    "When your turn begins, you may move an advancement token from a piece of ice to an installed piece of ice that "
    "can be advanced.",), on=(when_turn_begins(_move_an_advancement_token, optional="use Constellation Protocol"),),
    decisions=("Constellation Protocol target",))
