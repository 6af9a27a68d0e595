"""Resources whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_turn_begins, when_turn_ends
from rulesdb.engine.cards.primitives.card_counters import place_counters, remove_counters, take_credits
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.installs import from_heap
from rulesdb.engine.cards.primitives.players import damage, draw, gain, gain_clicks, lose_clicks
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.shared import corp_trashes_top_of_rd
from rulesdb.engine.effects import jacking_out, trashing
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.play_costs import IGNORE_ADDITIONAL_PLAY_COSTS
from rulesdb.engine.effects.static_conditions import STATIC, static_ability
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must, ask_server


def _choose_server(game: Game, ctx: Ctx) -> None:
    """Security Testing: the Runner may choose a server for this turn (kept on the card until it ends)."""
    servers = [name for name in game.servers]
    chosen = ask_server(game, "Security Testing", [*servers, "no"], "Runner", must=False)
    if chosen != "no":
        ctx.source.used.add(f"chosen:{chosen}")
        game.trace.add(f"{ctx.by}: the Runner chooses {chosen}.")


def _security_testing_payout(game: Game, card, server: str):
    """Instead of breaching the chosen server, the first time this turn: gain 2[c]. The server chosen as the turn
    began is not known on a board that starts after an unshown action of the turn (state.midturn)."""
    if game.turn.active == "runner" and not any(str(u).startswith("chosen:") for u in card.used):
        refuse_unknown(game, card, "the server you chose when your turn began")
    if f"chosen:{server}" not in card.used or "paid out" in card.used:
        return None

    def replace(game: Game) -> None:
        card.used.add("paid out")
        gain(2, "runner")(game, Ctx(card, "runner", "Security Testing"))
    return replace


def _program_or_hardware(game: Game, card, imminent) -> bool:
    target = imminent.target
    return target is not None and target.owner == "runner" and target.card.facts.type in ("program", "hardware")


def _same_position_central_ice(game: Game, passed) -> list:
    """Ice protecting a central server as many positions from its server as `passed` is from its
    own, counted from the innermost (cr/rule_count_positions)."""
    place = game.locate(passed)
    if place is None:
        return []
    from_inside = len(place[0].ice) - 1 - place[2]
    found = []
    for name in ("HQ", "R&D", "Archives"):
        ice = game.servers[name].ice
        if len(ice) > from_inside and game.servers[name] is not place[0]:
            found.append((name, len(ice) - 1 - from_inside, ice[len(ice) - 1 - from_inside]))
    return found


def _slipstream(game: Game, ctx: Ctx) -> None:
    """Slipstream: to central ice in the same position, which the Runner approaches (a new Approach Ice
    Phase there, moves.py), then they may jack out."""
    from rulesdb.engine.run.moves import move_runner
    found = _same_position_central_ice(game, ctx.event.subject)
    trashing.trash(game, ctx.source, ctx.by, preventable=False)
    options = [f"{name}: {ice.title}" for name, _, ice in found]
    name, index, ice = found[options.index(ask_must(game, "Slipstream target", options, "Runner", cites.C_TARGETS))]
    game.trace.add(f"{ctx.by}: {ice.title} is as many positions from the innermost of {name} as the ice passed "
                   "was from its own.", cites.cr("rule_count_positions"))
    if move_runner(game, name, index, ctx.by):
        jacking_out.may_jack_out(game, ctx.source.title)


def _passed_rezzed_ice(game: Game, card, event) -> bool:
    ice = event.subject
    return ice is not None and ice.rezzed and game.run is not None and not game.run.ended


SACRIFICIAL_CONSTRUCT = resource("Sacrificial Construct", "Remote", faction="shaper", cost=0, inf=1, text=(
    "[interrupt] → [trash]: Prevent a player from trashing 1 installed program or piece of hardware.",),
    on=(prevent("trash", costs=(TrashSelf(),), condition=_program_or_hardware),))


SAME_OLD_THING = resource("Same Old Thing", "", faction="neutral-runner", cost=0, inf=0, text=(
    "[click], [click], [trash]: Play an event from your heap (paying its play cost).",),
    on=(paid(Clicks(2), TrashSelf(), effect=from_heap("event", "play")),),
    decisions=("Same Old Thing target", "Same Old Thing choice"))


SCRUBBER = resource("Scrubber", "Connection - Seedy", faction="anarch", cost=2, inf=1, text=(
    "2[recurring] <em>(When you install this card and before your turn begins, refill to 2 hosted "
    "credits.)</em>", "You can spend hosted credits to pay trash costs."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trash", "trash costs"))


SECURITY_TESTING = resource("Security Testing", "Job", faction="criminal", cost=0, inf=3, text=(
    "When your turn begins, you may choose a server.",
    "The first time each turn you make a successful run on the chosen server, instead of breaching "
    "it, gain 2[c]."),
    on=(when_turn_begins(_choose_server, starts="When your turn begins"),
        constant("breach-replacement", _security_testing_payout, starts="The first time")),
    decisions=("Security Testing server",))


SLIPSTREAM = resource("Slipstream", "Virtual", faction="criminal", cost=0, inf=2, text=(
    "Whenever you pass a rezzed piece of ice, you may trash this resource. If you do, choose 1 piece of "
    "ice protecting a central server in the same position as the passed ice. Move to that ice and "
    "approach it. You may jack out.",),
    on=(whenever("pass", _slipstream, _passed_rezzed_ice, structure="run", optional="use Slipstream",
                 usable=lambda game, pending: "" if _same_position_central_ice(game, pending.event.subject)
                 else "no central server has ice in the same position"),),
    decisions=("Slipstream target",))


SMARTWARE_DISTRIBUTOR = resource("Smartware Distributor", "Connection", faction="neutral-runner", cost=0, inf=0, text=(
    "[click]: Place 3[c] on this resource.", "When your turn begins, take 1[c] from this resource."),
    on=(paid(Clicks(1), effect=place_counters("credits", 3)), when_turn_begins(take_credits(1))))


STREET_PEDDLER = resource("Street Peddler", "Connection - Seedy", faction="anarch", cost=0, inf=1, text=(
    "When you install Street Peddler, host the top 3 cards of your stack facedown on Street Peddler "
    "(you may look at these cards at any time).",
    "[trash]: Install 1 card hosted on Street Peddler, lowering its install cost by 1."),
    waits_for="hosting")


def _cash_out(game: Game, ctx: Ctx) -> None:
    """Side Hustle: take all credits from it, trash it and draw 1 card."""
    take_credits(ctx.source.counters.get("credits", 0))(game, ctx)
    trash_self(game, ctx)
    draw(1)(game, ctx)


SIDE_HUSTLE = resource("Side Hustle", "Job", faction="neutral-runner", cost=2, inf=0, text=(
    "When you install this resource and whenever a run begins, place 1[c] on this resource.",
    "When there are 6 or more hosted credits, take all credits from this resource, trash it, and draw 1 card."),
    on_install=lambda game, card: place_counters("credits", 1)(game, Ctx(card, "runner", "Side Hustle's ability")),
    on=(whenever("run-begins", place_counters("credits", 1), starts="When you install"),
        whenever(STATIC, *static_ability(_cash_out, lambda game, card: card.counters.get("credits", 0) >= 6),
                 starts="When there are")))


def _charge_one(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.charge import charge_one
    charge_one(game, "runner", ctx.by, "Stoneship Chart Room target")


STONESHIP_CHART_ROOM = resource("Stoneship Chart Room", "Location", faction="shaper", cost=0, inf=1, text=(
    "[trash]: Draw 2 cards.", "[trash]: Charge 1 of your installed cards."),
    on=(paid(TrashSelf(), effect=draw(2), starts="[trash]: Draw"),
        paid(TrashSelf(), effect=_charge_one, starts="[trash]: Charge")),
    decisions=("Stoneship Chart Room target",))


def _double_event(game: Game, card, played) -> bool:
    return played.owner == "runner" and played.card.facts.type == "event" and game.has_subtype(played, "double")


STARLIGHT_CRUSADE_FUNDING = resource("Starlight Crusade Funding", "", faction="neutral-runner", cost=1, inf=0, text=(
    "When your turn begins, lose [click].", "Ignore any additional costs on each double event you play."),
    on=(when_turn_begins(lose_clicks(1)), constant(IGNORE_ADDITIONAL_PLAY_COSTS, _double_event, starts="Ignore")))


def _below_hand_size(game: Game, ctx: Ctx) -> bool:
    return len(game.runner.hand) < game.hand_size("runner")


SAFETY_FIRST = resource("Safety First", "Directive - Virtual", faction="adam", unique=True, cost=0, inf=3, text=(
    "Your maximum hand size is reduced by 2.",
    "When your turn ends, draw 1 card if you do not have cards in your grip equal to or greater than your maximum "
    "hand size."),
    on=(constant("hand-size", lambda game, card, side: -2 if side == "runner" else 0, starts="Your maximum"),
        when_turn_ends(when(_below_hand_size, draw(1)))))


SPOILERS = resource("Spoilers", "Virtual", faction="anarch", cost=1, inf=3, text=(
    "Whenever the Corp scores an agenda, they trash the top card of R&D.",),
    on=(whenever("scored", corp_trashes_top_of_rd, starts="Whenever"),))


def _first_damage_this_turn(game: Game, card, event) -> bool:
    return event.info.get("amount", 0) > 0 and first_each_turn(
        game, event, lambda game, past: past.info.get("amount", 0) > 0)


SYNTHETIC_BLOOD = resource("Synthetic Blood", "Genetics", faction="shaper", unique=True, cost=3, inf=2, text=(
    "The first time you take damage each turn, draw 1 card.",),
    on=(whenever("damage", draw(1), _first_damage_this_turn, starts="The first time"),))


def _runner_basic_draw(game: Game, event) -> bool:
    action = event.info.get("action")
    return event.info.get("side") == "runner" and action is not None and action.verb == "draw"


SYMMETRICAL_VISAGE = resource("Symmetrical Visage", "Genetics", faction="neutral-runner", unique=True, cost=2, inf=0,
                              text=(
    "The first time you spend [click] to draw 1 card (not through a card ability) each turn, gain 1[c].",),
    on=(whenever("clicks-spent", gain(1), lambda game, card, event: _runner_basic_draw(game, event)
                 and first_each_turn(game, event, _runner_basic_draw), starts="The first time"),))


def _stim_dealer(game: Game, ctx: Ctx) -> None:
    """Stim Dealer: with 2 or more hosted power counters, remove them all and suffer 1 core damage that cannot be
    prevented; otherwise place 1 power counter and gain [click]."""
    if ctx.source.counters.get("power", 0) >= 2:
        remove_counters("power", None)(game, ctx)
        damage("core", 1, preventable=False)(game, ctx)
    else:
        place_counters("power", 1)(game, ctx)
        gain_clicks(1)(game, ctx)


STIM_DEALER = resource("Stim Dealer", "Connection", faction="anarch", cost=4, inf=3, text=(
    "When your turn begins, if there are 2 or more hosted power counters, remove all of them and suffer 1 core "
    "damage. This damage cannot be prevented. Otherwise, place 1 power counter on this resource and gain [click].",),
    on=(when_turn_begins(_stim_dealer),))


def _sacrifice_everything_else(game: Game, ctx: Ctx) -> None:
    """Sacrificial Clone, once the damage is prevented: installed hardware and non-virtual resources are trashed
    together, then the grip, then every credit in the pool is lost and every tag removed."""
    from rulesdb.engine.cards.primitives.players import lose_credits, remove_tags
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    gone = [o for o in game.installed() if o.owner == "runner" and not o.facedown and (
        o.card.facts.type == "hardware" or (o.card.facts.type == "resource" and not game.has_subtype(o, "virtual")))]
    trashing.trash_together(game, gone, ctx.by, who="runner")
    grip = list(game.runner.hand)
    game.runner.hand.clear()
    heap = [game.change_zone(card, "heap") for card in grip]
    game.runner.discard.extend(heap)
    if heap:
        game.trace.add(f"{ctx.by}: the Runner trashes every card in the grip ({len(heap)}).", cites.TRASH)
        grip_or_stack_trashed(game, heap, "grip")
    lose_credits(game, "runner", game.runner.credits, ctx.by)
    remove_tags(game.runner.tags)(game, ctx)


SACRIFICIAL_CLONE = resource("Sacrificial Clone", "", faction="anarch", cost=3, inf=4, text=(
    "[interrupt] → [trash]: Prevent all damage. Trash all installed hardware, all installed non-virtual resources, "
    "and all cards from your grip. Lose all credits in your credit pool. Remove all tags.",),
    on=(prevent("damage", None, costs=(TrashSelf(),), then=_sacrifice_everything_else),))
