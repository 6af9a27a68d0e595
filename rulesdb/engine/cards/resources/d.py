"""Resources whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.earlier import made_earlier
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install, when_emptied, when_empty, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import choose, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self, unused_memory
from rulesdb.engine.cards.primitives.players import draw, gain, lose, threat_met
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.shared import corp_trashes_top_of_rd
from rulesdb.engine.cards.this_turn import central_success_this_turn, first_successful_run
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.unseen_blank import CHOSE_AS_TURN_BEGAN


def _corp_turn(game, card, event) -> bool:
    return event.info.get("side") == "corp"


def _program_or_hardware_trashed(game: Game, card, event) -> bool:
    """District 99: a program or piece of hardware was trashed (from anywhere), the first time this turn."""
    return first_each_turn(game, event, lambda game, past: past.subject is not None
                           and past.subject.card.facts.type in ("program", "hardware"))


def _heap_card_of_my_faction(game: Game, ctx: Ctx) -> None:
    identity = game.runner.identity
    faction = identity.card.facts.faction if identity is not None else None
    heap = [o for o in game.runner.discard if o.card.facts.faction == faction]
    card = choose(game, ctx, heap, "Runner", "no card in the heap matches the faction of the Runner's identity")
    if card is None:
        return
    game.runner.discard.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: the Runner adds {card.title} from the heap to the grip.")


DADIANA = resource("Dadiana Chacon", "Connection", faction="neutral-runner", unique=True, cost=0, inf=0, text=(
    "When your turn begins, gain 1[c] if you have fewer than 6[c].",
    "Whenever you have 0[c], trash Dadiana Chacon and take 3 meat damage."),
    on=(when_turn_begins(when(lambda game, ctx: game.runner.credits < 6, gain(1))),),
    waits_for="constant abilities")


DAILY_CASTS = resource("Daily Casts", "", faction="neutral-runner", cost=3, inf=0, text=(
    "When you install this resource, load 8[c] onto it. When it is empty, trash it.",
    "When your turn begins, take 2[c] from this resource."), hosted_credits=8,
    on=(when_emptied(trash_self, starts="When you install"), when_turn_begins(take_credits(2))))


DATA_DEALER = resource("Data Dealer", "Connection - Seedy", faction="criminal", cost=0, inf=2, text=(
    "[click], forfeit 1 agenda: Gain 9[c].",), on=(paid(Clicks(1), ForfeitAgenda(), effect=gain(9)),))


DECOY = resource("Decoy", "Connection", faction="criminal", cost=1, inf=2, text=(
    "[interrupt] → [trash]: Prevent 1 tag.",), on=(prevent("tags", 1, costs=(TrashSelf(),)),))


DISTRICT_99 = resource("District 99", "Location - Seedy", faction="anarch", unique=True, cost=3, inf=3, text=(
    "The first time each turn a program or a piece of hardware is trashed (from any location), you "
    "may place 1 power counter on District 99.",
    "[click], 3 hosted power counters: Add a card that matches the faction of your identity from your "
    "heap to your grip."),
    on=(whenever("card-trashed", place_counters("power", 1), _program_or_hardware_trashed,
                 optional="use District 99"),
        paid(Clicks(1), HostedCounters("power", 3), effect=_heap_card_of_my_faction, starts="[click]")),
    decisions=("District 99 target",))


DR_NUKA = resource("Dr. Nuka Vrolyck", "Connection", faction="shaper", unique=True, cost=1, inf=2, text=(
    "When you install this resource, load 2 power counters onto it. When it is empty, trash it.",
    "[click], hosted power counter: Draw 3 cards."),
    on_install=on_install(place_counters("power", 2)),
    # emptied by paying the cost, it is trashed at the checkpoint before the draw resolves
    on=(when_empty("power", trash_self), paid(Clicks(1), HostedCounters("power", 1), effect=draw(3),
                                              starts="[click], hosted")))


DRUG_DEALER = resource("Drug Dealer", "Connection", faction="criminal", cost=1, inf=1, text=(
    "When your turn begins, lose 1[c].", "When the Corp's turn begins, draw 1 card."),
    on=(when_turn_begins(lose(1, "you")),
        whenever("turn-begins", draw(1), _corp_turn, starts="When the Corp's", structure="turn")))


def _may_charge(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.charge import charge_one
    charge_one(game, "runner", ctx.by, f"{ctx.source.title} target", optional=True)


DAEG = resource("Daeg, First Net-Cat", "Companion - Virtual", faction="shaper", unique=True, cost=1, inf=2, text=(
    "Whenever an agenda is scored or stolen, you may charge 1 of your installed cards. <em>(Add 1 power counter to a "
    "card that already has one.)</em>",),
    on=(whenever("scored", _may_charge, starts="Whenever"), whenever("stolen", _may_charge, starts="Whenever")),
    decisions=("Daeg, First Net-Cat target",))


DEBBIE = 'Debbie "Downtown" Moreira'


def _debbie_installed(game: Game, ctx: Ctx) -> None:
    if threat_met(game, 4, ctx.source.title):
        place_counters("credits", 2)(game, ctx)


def _run_event_played(game, card, event) -> bool:
    played = event.subject
    return played is not None and played.owner == "runner" and played.card.facts.has("run")


def _debbie_run(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.run import run_server_choice
    from rulesdb.engine.run.steps import make_run
    make_run(game, run_server_choice(game, f"{DEBBIE} choice", game.servers, ctx.by), ctx.source.title)


def _during_its_run(game, card, payment) -> bool:
    run = game.run
    return run is not None and not run.ended and run.record.get("by") == card.title


DEBBIE_MOREIRA = resource("Debbie \"Downtown\" Moreira", "Connection", faction="criminal", unique=True, cost=1,
                          inf=2, text=(
    "Threat 4 → When you install this resource, place 2[c] on it. <em>(This ability is active if any player has 4 "
    "or more agenda points.)</em>", "Whenever you play a run event, place 1[c] on this resource.",
    "[click]: Run any server. You can spend hosted credits during that run."),
    on_install=on_install(_debbie_installed),
    credit_source=CreditSource(_during_its_run, "any payment during a run it started"),
    on=(whenever("played", place_counters("credits", 1), _run_event_played, starts="Whenever"),
        paid(Clicks(1), effect=_debbie_run, starts="[click]")))


def _dreamnet(game: Game, ctx: Ctx) -> None:
    """DreamNet: draw 1; also gain 1[c] with a digital identity or 2[link] or more."""
    draw(1)(game, ctx)
    identity = game.runner.identity
    if (identity is not None and game.has_subtype(identity, "Digital")) or game.link() >= 2:
        gain(1)(game, ctx)


DREAMNET = resource("DreamNet", "Virtual", faction="neutral-runner", unique=True, cost=3, inf=0, text=(
    "The first time each turn you make a successful run, draw 1 card. If your identity is digital or you have at "
    "least 2[link], also gain 1[c].",),
    on=(whenever("successful", _dreamnet, lambda game, card, event: first_successful_run(game, asking=card),
                 starts="The first time", structure="run"),))


DATA_LEAK_REVERSAL = resource("Data Leak Reversal", "Virtual - Sabotage", faction="anarch", cost=0, inf=1, text=(
    "Install only if you made a successful run on a central server this turn.",
    "If you are tagged, Data Leak Reversal gains \"[click]: The Corp trashes the top card of R&D.\""),
    playable=central_success_this_turn,
    on=(paid(Clicks(1), effect=corp_trashes_top_of_rd, when=lambda game, card: game.runner.tags > 0,
             starts="If you are tagged"),))


def _operations_and_events_cost_1_more(game, card, subject) -> int:
    return 1 if subject.card.facts.type in ("operation", "event") else 0


DONUT_TAGANES = resource("Donut Taganes", "Connection", faction="neutral-runner", unique=True, cost=3, inf=2, text=(
    "The play cost of operations and events is increased by 1.",),
    on=(constant("play-cost", _operations_and_events_cost_1_more, starts="The play cost"),))


DUGGARS = resource("Duggar's", "Location - Seedy", faction="anarch", unique=True, cost=2, inf=4, text=(
    "[click],[click],[click],[click]: Draw 10 cards.",), on=(paid(Clicks(4), effect=draw(10), starts="[click]"),))


def _blank_one_of_yours_this_turn(game, ctx: Ctx) -> None:
    """Dr. Lovegood: the Runner must choose 1 of their installed cards ("Dr. Lovegood target"); it loses its abilities
    for the rest of the turn (a lasting effect: a Runner card has only its printed abilities to lose)."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.state.dependent import LOSES
    mine = [o for o in game.installed() if o.owner == "runner"]
    card = choose(game, ctx, mine, "Runner", "the Runner has no installed card", cites.cr("rule_lose_ability"))
    if card is not None:
        lasting(game, LOSES, lambda g, c, subject: subject is card,
                f"{card.title} loses its printed abilities for the remainder of the turn.", "turn", ctx.by)


DR_LOVEGOOD = resource("Dr. Lovegood", "Connection", faction="adam", unique=True, cost=2, inf=1, text=(
    "When your turn begins, choose 1 of your installed cards. That card loses its printed abilities for the "
    "remainder of the turn.",), on=(when_turn_begins(_blank_one_of_yours_this_turn),
                                   made_earlier(_blank_one_of_yours_this_turn, target="Dr. Lovegood target",
                                                what="installed card", kind=CHOSE_AS_TURN_BEGAN)),
    decisions=("Dr. Lovegood target",))


DATA_FOLDING = resource("Data Folding", "Virtual", faction="neutral-runner", cost=3, inf=0, text=(
    "When your turn begins, gain 1[c] if you have 2 or more unused MU.",),
    on=(when_turn_begins(when(lambda game, ctx: unused_memory(game) >= 2, gain(1))),))
