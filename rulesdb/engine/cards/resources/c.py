"""Resources whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import access_more
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_emptied, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, remove_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import remove_self_from_game, trash_self
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Credits, TrashSelf
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, stole_or_trashed_corp_card
from rulesdb.engine.state.only_choice import ask_server
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED


def _from_cybernetic_hardware(game: Game, card, imminent) -> bool:
    """Chrome Parlor: damage whose source is a piece of cybernetic hardware (in the library, only
    their "when installed" abilities do damage)."""
    source = imminent.info.get("card")
    return source is not None and source.card.facts.type == "hardware" and source.card.facts.has("Cybernetic")


def _random_hq_cards_per_power_counter(game: Game, ctx: Ctx) -> None:
    """Clan Vengeance: 1 card from HQ at random per power counter it had as its [trash] cost was paid
    (the counters stay with the ability: cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    n = min(ctx.source.counters.get("power", 0), len(game.corp.hand))
    picked = game.rng.sample(game.corp.hand, n)
    for card in picked:
        game.corp.hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    pile_trashed(game, "hq", picked, "runner")
    game.trace.add(f"{ctx.by}: {counted(n, 'card')} trashed from HQ at random: "
                   f"{', '.join(c.title for c in picked) or 'none'}.", cites.TRASH)


CALDERA = resource("Caldera", "Virtual", faction="criminal", cost=3, inf=1, text=(
    "[interrupt] → 3[c]: Prevent 1 core damage or 1 net damage.",),
    on=(prevent("damage", 1, kinds=("core", "net"), costs=(Credits(3),)),))


def _first_steal_or_corp_trash_this_turn(game: Game, card, event) -> bool:
    """Cacophony: the Runner stole an agenda or trashed a Corp card; the first of either this turn (one count for
    both, marked only when it happens)."""
    return first_each_turn(game, event, stole_or_trashed_corp_card, kinds=("stolen", "trashed"))


def _runner_action_phase_ends_with_2_counters(game: Game, card, event) -> bool:
    return event.info.get("side") == "runner" and card.counters.get("power", 0) >= 2


CACOPHONY = resource("Cacophony", "Virtual", faction="anarch", unique=True, cost=3, inf=4, text=(
    "The first time each turn you steal or trash a Corp card, place 1 power counter on this resource.",
    "When your action phase ends, you may remove 2 hosted power counters to sabotage 3. <em>(The Corp trashes 3 cards "
    "of their choice from HQ and/or the top of R&D.)</em>"),
    on=(whenever("stolen", place_counters("power", 1), _first_steal_or_corp_trash_this_turn, starts="The first time"),
        whenever("trashed", place_counters("power", 1), _first_steal_or_corp_trash_this_turn, starts="The first time"),
        whenever("action-phase-ends", seq(remove_counters("power", 2), sabotage(3)),
                 _runner_action_phase_ends_with_2_counters, starts="When your action phase ends",
                 optional="use Cacophony", refs=(cites.cr("rule_action_phase_duration"),))),
    decisions=("use Cacophony", "Cacophony choice"))


CHROME_PARLOR = resource("Chrome Parlor", "Location", faction="anarch", cost=1, inf=1, text=(
    "[interrupt] → Whenever you would suffer damage from a \"when installed\" ability on a piece of "
    "cybernetic hardware, prevent all of that damage.",),
    on=(prevent("damage", None, condition=_from_cybernetic_hardware, optional=False),))


CLAN_VENGEANCE = resource("Clan Vengeance", "Clan", faction="anarch", cost=3, inf=4, text=(
    "Whenever you suffer any amount of damage, place 1 power counter on Clan Vengeance.",
    "[trash]: Trash 1 card from HQ at random for each power counter on Clan Vengeance."),
    on=(whenever("damage", place_counters("power", 1), starts="Whenever"),
        paid(TrashSelf(), effect=_random_hq_cards_per_power_counter, starts="[trash]")))


def _removing_a_tag(game, card, payment) -> bool:
    """Crash Space: its credits pay only for the basic action to remove 1 tag."""
    return payment.purpose == "action" and payment.what == "removing a tag"


CRASH_SPACE = resource("Crash Space", "Location", faction="criminal", cost=2, inf=2, text=(
    "2[recurring]", "You can spend hosted credits to take the basic action to remove 1 tag.",
    "[interrupt] → [trash]: Prevent up to 3 meat damage."), recurring=2,
    credit_source=CreditSource(_removing_a_tag, "the basic action to remove 1 tag"),
    on=(prevent("damage", 3, kinds=("meat",), costs=(TrashSelf(),)),))


def _three_successful_runs_this_turn(game: Game, card, event) -> bool:
    """Crowdfunding: the Runner's turn ends after at least 3 successful runs made this turn; on a board starting
    after an unshown action, fewer shown are refused (the unshown part may have held more: state.midturn)."""
    from rulesdb.engine.state.midturn import refuse_unknown
    if event.info.get("side") != "runner":
        return False
    made = sum(1 for r in game.runs if r.get("turn") == game.turn.number and r["outcome"] == "successful")
    if made < 3:
        refuse_unknown(game, card, f"at least 3 successful runs this turn ({made} shown)")
    return made >= 3


def _install_from_heap(game: Game, ctx: Ctx) -> None:
    """Crowdfunding installs itself from the heap, ignoring all costs, if it still can (cr/rule_do_as_much_as_you_can):
    loaded with 3[c] by its own "When you install" ability."""
    from rulesdb.engine.effects.searches import install_found, installable, why_not_installable
    card = ctx.source
    if not any(c is card for c in game.runner.discard):
        game.trace.add(f"{ctx.by}: it is no longer in the heap: nothing happens.",
                       cites.cr("rule_do_as_much_as_you_can"))
        return
    if not installable(game, card, ignore_costs=True):
        game.trace.add(f"{ctx.by}: it cannot be installed: {why_not_installable(game, card)}.",
                       cites.cr("rule_do_as_much_as_you_can"))
        return
    game.runner.discard.remove(card)
    install_found(game, card, ctx.by, ignore_costs=True, origin="heap")


CROWDFUNDING = resource("Crowdfunding", "Seedy - Virtual", faction="criminal", cost=0, inf=3, text=(
    "When you install this resource, load 3[c] onto it. When it is empty, trash it and draw 1 card.",
    "When your turn begins, take 1[c] from this resource.",
    "When your turn ends, if you made at least 3 successful runs this turn and this card is in your "
    "heap, you may install it, ignoring all costs."), hosted_credits=3,
    on=(when_emptied(seq(trash_self, draw(1)), starts="When you install"),
        when_turn_begins(take_credits(1)),
        whenever("turn-ends", _install_from_heap, _three_successful_runs_this_turn, starts="When your turn ends",
                 structure="turn", optional="use Crowdfunding", from_zone="discard",
                 refs=(cites.cr("rule_active_exception_catchall"),))))


def _virus_program_installed(game, card, event) -> bool:
    installed = event.subject
    return (installed is not None and installed.owner == "runner" and installed.card.facts.type == "program"
            and game.has_subtype(installed, "virus"))


def _virus_counter_on_it(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.pools import add_counters
    add_counters(game, ctx.event.subject, "virus", 1, ctx.by)


COOKBOOK = resource("Cookbook", "Virtual", faction="anarch", unique=True, cost=1, inf=3, text=(
    "Whenever you install a virus program, you may place 1 virus counter on it.",),
    on=(whenever("install", _virus_counter_on_it, _virus_program_installed, starts="Whenever",
                 optional="use Cookbook"),))


def _non_ai_icebreaker_installed(game, card, event) -> bool:
    installed = event.subject
    return (installed is not None and installed.owner == "runner" and game.has_subtype(installed, "icebreaker")
            and not game.has_subtype(installed, "ai"))


def _plus_2_this_turn(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    breaker = ctx.event.subject
    lasting(game, "breaker-strength", lambda game, obj, subject: 2 if subject is breaker else 0,
            f"{breaker.title} gets +2 strength for the remainder of the turn", "turn", ctx.by)


def _may_have_given_2(game: Game, card, breaker) -> int:
    """Cybertrooper Talut, on a board starting inside a turn: +2 to a non-AI icebreaker installed before it, if that
    install was this turn (state.unseen_lasting)."""
    return 2 if game.has_subtype(breaker, "icebreaker") and not game.has_subtype(breaker, "ai") else 0


CYBERTROOPER_TALUT = resource("Cybertrooper Talut", "Connection - Virtual", faction="shaper", unique=True, cost=2,
                              inf=2, link=1, text=(
    "+1[link]", "Whenever you install a non-AI icebreaker, that icebreaker gets +2 strength for the remainder of "
    "the turn."), on=(whenever("install", _plus_2_this_turn, _non_ai_icebreaker_installed, starts="Whenever"),
                      constant(MAY_HAVE_BOOSTED, _may_have_given_2, starts="Whenever")))


def _climactic_showdown(game: Game, ctx: Ctx) -> None:
    """Climactic Showdown: removed from the game; the Runner chooses a server protected by ice, the Corp may
    trash 1 ice protecting it; if they do not, the first breach of HQ or R&D this turn accesses 2 more cards."""
    from rulesdb.engine.effects.trashing import trash
    remove_self_from_game(game, ctx)
    servers = [name for name, s in game.servers.items() if s.ice]
    if not servers:
        game.trace.add(f"{ctx.by}: no server is protected by ice, so none can be chosen.")
        return
    server = game.servers[ask_server(game, "Climactic Showdown", servers, "Runner", cites.C_CHOSEN_ON_RESOLVING)]
    titles = labels(game, server.ice, "corp")
    answer = game.decider.ask("Climactic Showdown choice", ["no", *titles], "Corp")
    if answer != "no" and trash(game, server.ice[titles.index(answer)], ctx.by, who="corp") is not None:
        return
    delayed("breach", access_more(2), "The first time this turn you breach either R&D or HQ, access 2 additional "
            "cards.", condition=lambda game, ling, event: event.info.get("server") in ("HQ", "R&D"))(game, ctx)


CLIMACTIC_SHOWDOWN = resource("Climactic Showdown", "", faction="anarch", unique=True, cost=2, inf=5, text=(
    "When your turn begins, remove this resource from the game. Choose a server protected by ice. The Corp may trash "
    "1 piece of ice protecting that server. If they do not, the first time this turn you breach either R&D or HQ, "
    "access 2 additional cards.",), on=(when_turn_begins(_climactic_showdown),),
    decisions=("Climactic Showdown server", "Climactic Showdown choice"))


def _corp_rezzed_ice(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.is_ice


COMPROMISED_EMPLOYEE = resource("Compromised Employee", "Connection - Link", faction="criminal", cost=2, inf=1, text=(
    "1[recurring]", "Use this credit during traces.", "Gain 1[c] whenever the Corp rezzes a piece of ice."),
    recurring=1, credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trace", "traces"),
    on=(whenever("rezzed", gain(1), _corp_rezzed_ice, starts="Gain 1[c]"),))
