"""Operations whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import (
    TAGGED_ONLY,
    _runner_tagged,
    advance_up_to_2,
    advanceable,
    arrange_the_ice_of_a_server,
    corp_may_pay,
    may_play_from_hq,
    playable_operations,
    remove_this_from_game,
    shuffle_into_rd,
    threat,
    unless_runner_pays,
)
from rulesdb.engine.cards.primitives.card_counters import place_advancement
from rulesdb.engine.cards.primitives.choices import choose, seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import rez_ignoring_costs
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, gain, gain_clicks, give_tags
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.lockdowns import no_active_lockdown
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.decisions import picking, titles_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import happened, installed_this_turn, runner_ran_last_turn
from rulesdb.engine.state.midturn import refuse_unknown, unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.only_choice import ask_must


def _per_grip_card(game: Game, ctx: Ctx) -> None:
    gain(len(game.runner.hand))(game, ctx)


def _play_up_to_2(game: Game, ctx) -> None:
    """Subcontract: each operation is chosen, paid and resolved before the next is chosen
    (cr/rule_playing_one_at_a_time)."""
    from rulesdb.engine.turns.actions import Action, play_card
    for _ in range(2):
        titles = list(dict.fromkeys(o.title for o in playable_operations(game)))
        choice = game.decider.ask("Subcontract target", [*titles, "no"], "Corp") if titles else "no"
        if choice == "no":
            return
        game.trace.add(f"{ctx.by}: the Corp plays {choice} from HQ, paying all costs.",
                       cites.cr("rule_playing_one_at_a_time"))
        play_card(game, Action("corp", "play", f"play {choice}", 0, card=choice))


def _sub_boost_etr(game: Game, counter, host) -> tuple:
    from rulesdb.engine.cards.hooks.abilities import as_subroutine
    from rulesdb.engine.cards.primitives.run import end_the_run
    from rulesdb.engine.state.carddef import Subroutine
    return (Subroutine("End the run.", as_subroutine(end_the_run)),)


def _host_as_condition(game: Game, ctx) -> None:
    """Sub Boost: hosted on a rezzed piece of ice as a condition counter, whose subroutine comes after
    all the ice's others from now on (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.state.subroutines import current
    found = [o for o in game.installed() if o.is_ice and o.rezzed]
    ice = choose(game, ctx, found, "Corp", "there is no rezzed piece of ice to host it", cites.C_HOST)
    if ice is None:
        return
    counter = ctx.source
    counter.zone, counter.host = "condition counter", ice
    ice.hosted.append(counter)
    game.trace.add(f"{ctx.by}: hosted on {ice.title} as a condition counter.", cites.C_HOST, key=True)
    current(game, ice)  # its subroutine begins to apply now, after every subroutine the ice has


SCORCHED_EARTH = operation("Scorched Earth", "Black Ops", faction="weyland-consortium", cost=3, inf=4,
                           text=(TAGGED_ONLY, "Do 4 meat damage."), on_play=on_play(damage("meat", 4)),
                           playable=_runner_tagged)


SEA_SOURCE = operation("SEA Source", "", faction="nbn", cost=2, inf=2, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Trace[3]. If successful, give the Runner 1 tag."), on_play=on_play(trace(3, give_tags(1))),
    playable=runner_ran_last_turn(successful=True))


SHIPMENT = operation("Shipment from MirrorMorph", "", faction="haas-bioroid", cost=1, inf=2, text=(
    "Install up to 3 cards from HQ (one at a time and paying all install costs).",),
    on_play=on_play(seq(*[corp_installs("hq")] * 3)), decisions=installs_asked("Shipment from MirrorMorph"))


SUB_BOOST = operation("Sub Boost", "Condition", faction="neutral-corp", cost=0, inf=0, text=(
    "Install Sub Boost on a rezzed piece of ice as a hosted condition counter with the text \"Host ice "
    "gains barrier and '[sub] End the run.' after all its other subroutines.\"",),
    on=(constant("host-gains-subroutines", _sub_boost_etr, starts="Install"),),
    on_play=on_play(_host_as_condition), decisions=("Sub Boost target",))


SUBCONTRACT = operation("Subcontract", "Gray Ops", faction="weyland-consortium", cost=0, inf=3, text=(
    TAGGED_ONLY, "Play up to 2 operations from HQ (paying all costs), resolving them one at a time."),
    on_play=on_play(_play_up_to_2), playable=_runner_tagged, decisions=("Subcontract target",))


SWEEPS_WEEK = operation("Sweeps Week", "", faction="nbn", cost=1, inf=2, text=(
    "Gain 1[c] for each card in the Runner's grip.",), on_play=on_play(_per_grip_card))


def _hq_cards(game: Game, ctx: Ctx, least: int, most: int, where: str = "HQ") -> list:
    """The cards of HQ the Corp names ("<card> choice": a title or a list), from `least` to `most`."""
    hand = game.corp.hand
    titles = [c.title for c in hand]
    if most <= 0 or not hand:
        return []
    if least >= len(hand):
        return list(hand)

    @picking
    def check(value):
        picked = [] if value in ("none", None) else titles_from(titles, where)(value)
        if not least <= len(picked) <= most:
            raise ValueError(f"name from {least} to {counted(most, 'card')} in {where}")
        return picked
    named, left = game.decider.ask(f"{ctx.source.title} choice", titles, "Corp", check=check), list(hand)
    return [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in named]


def _seamless_launch(game: Game, ctx: Ctx) -> None:
    """2 advancement counters on 1 installed card the Corp did not install this turn (read from the game's history:
    cr/rule_previous_object): a Runner card too, which the Corp never installs (cr/rule_placing_advancement_counter
    restricts no card)."""
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed()
             if o.owner == "runner" or not installed_this_turn(game, o, asking=ctx.source)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp did not install this turn, so it "
                  "places no advancement counters", cites.cr("rule_distinct_targets"), cites.cr("rule_previous_object"))
    if card is not None:
        add_counters(game, card, "advancement", 2, ctx.by)


def _vladisibirsk(game: Game, ctx: Ctx) -> None:
    """A total of 4 advancement counters shared among installed cards the Corp can advance: a card for each counter
    ("<card> choice", "#2" ... for those left; one title answers them all, a list names several at once)."""
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed() if advanceable(game, o)]
    if not found:
        game.trace.add(f"{ctx.by}: there is no installed card the Corp can advance.", cites.C_ADVANCE_RULE)
        return
    titles, named = [o.title for o in found], []
    while len(named) < 4:
        left = _counters_on(titles, 4 - len(named))
        named += game.decider.ask(f"{ctx.source.title} choice", titles, "Corp", check=left)
    for title in dict.fromkeys(named):
        add_counters(game, found[titles.index(title)], "advancement", named.count(title), ctx.by)


def _counters_on(titles: list[str], left: int):
    def check(value):
        picked = value if isinstance(value, list) else [value]
        if not 1 <= len(picked) <= left or any(t not in titles for t in picked):
            raise ValueError(f"name an installed card the Corp can advance for each of the "
                             f"{counted(left, 'counter')} left "
                             f"(one title, or a list of up to {left}): {', '.join(titles)}")
        return picked
    return check


def _simulation_reset(game: Game, ctx: Ctx) -> None:
    """Trash up to 5 cards from HQ, shuffle that many from Archives into R&D (the Corp picks them), draw that
    many, and the operation is removed from the game."""
    trashed = _hq_cards(game, ctx, 0, 5)
    for card in trashed:
        game.corp.hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {counted(len(trashed), 'card')} from HQ.", cites.TRASH)
    pile_trashed(game, "hq", trashed, "corp")
    pile, n = game.corp.discard, len(trashed)
    titles = [c.title for c in pile]
    named = ask_must(game, f"{ctx.source.title} archives", titles, "Corp", cites.C_TARGETS, whole=len(pile) <= n,
                     check=titles_from(titles, "Archives", exactly=min(n, len(pile)))) if n else []
    left = list(pile)
    shuffle_into_rd(game, ctx, [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in named],
                    pile, "Archives")
    draw(n)(game, ctx)
    remove_this_from_game(game, ctx)


def _sprint(game: Game, ctx: Ctx) -> None:
    """Sprint: draw 3, then shuffle 2 cards from HQ into R&D; a draw from an empty R&D has ended the game
    (cr/rule_win_conditions: the Runner wins), and nothing more resolves."""
    draw(3)(game, ctx)
    if not game.over:
        shuffle_into_rd(game, ctx, _hq_cards(game, ctx, 2, 2), game.corp.hand, "HQ")


def _remove_chip_or_virtual(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.card_moves import remove_from_game
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown
             and (o.card.facts.has("chip") or o.card.facts.has("virtual"))]
    card = choose(game, ctx, found, "Corp", "there is no installed chip or virtual card", cites.TRACE)
    if card is not None:
        from rulesdb.engine.effects.uninstalling import remove_installed
        remove_installed(game, card)
        remove_from_game(game, card, ctx.by)


SCAPENET = operation("Scapenet", "Gray Ops", faction="haas-bioroid", cost=1, inf=2, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Trace[7]. If successful, remove 1 installed chip or virtual card from the "
    "game."), playable=runner_ran_last_turn(successful=True), on_play=on_play(trace(7, _remove_chip_or_virtual)))


SEAMLESS_LAUNCH = operation("Seamless Launch", "", faction="haas-bioroid", cost=1, inf=2, text=(
    "Place 2 advancement counters on 1 installed card that you did not install this turn.",),
    on_play=on_play(_seamless_launch))


SHIPMENT_FROM_VLADISIBIRSK = operation("Shipment from Vladisibirsk", "Gray Ops", faction="nbn", cost=1, inf=3, text=(
    "Play only if the Runner has at least 2 tags.",
    "Place a total of 4 advancement counters on installed cards you can advance."),
    playable=lambda game, card: "" if game.runner.tags >= 2 else "the Runner has fewer than 2 tags",
    on_play=on_play(_vladisibirsk))


SIMULATION_RESET = operation("Simulation Reset", "", faction="jinteki", cost=1, inf=3, text=(
    "Trash up to 5 cards from HQ. Shuffle that many cards from Archives into R&D. Draw that many cards.",
    "Remove this operation from the game."), on_play=on_play(_simulation_reset),
    decisions=("Simulation Reset archives",))


SPRINT = operation("Sprint", "", faction="haas-bioroid", cost=0, inf=1, text=(
    "Draw 3 cards. Shuffle 2 cards from HQ into R&D.",), on_play=on_play(_sprint))


SYNC_REROUTING = operation("SYNC Rerouting", "Lockdown", faction="nbn", cost=0, inf=3, trash=3, text=(
    "Play only if there is no active lockdown. This operation is not trashed until your next turn begins.",
    "Whenever a run begins, give the Runner 1 tag unless they pay 4[c]."), playable=no_active_lockdown,
    on=(whenever("run-begins", unless_runner_pays(4, give_tags(1), "take 1 tag"), starts="Whenever"),))


def _install_ice_3_less(game: Game, ctx: Ctx) -> None:
    """Secure and Protect: 1 piece of ice found in R&D, installed protecting a central server ("Secure and
    Protect choice"), its install cost 3[c] lower for this install only."""
    from rulesdb.engine.cards.shared import discounted, search_rd
    from rulesdb.engine.turns.corp_actions import install_card
    from rulesdb.errors import ScenarioError
    card = search_rd(game, ctx, [c for c in game.corp.deck if c.is_ice], "there is no ice in R&D")
    if card is None:
        return
    where = game.decider.ask(f"{ctx.source.title} choice", list(CENTRAL), "Corp")

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {ctx.source.title}: {message}")
    with discounted(game, "install-cost", card, 3, ctx.by):  # only this install; the cost stops at 0
        install_card(game, card, [card], where, refuse)


def _first_mandate_this_turn(game: Game, ctx: Ctx) -> bool:
    played = [c for c in happened(game, game.turn.number, "played", owner="corp") if c.card.facts.has("mandate")]
    first = bool(played) and played[0].first_object == ctx.source.first_object
    unless_none_earlier(game, [] if first else played, ctx.source, "the first mandate you played this turn")
    game.trace.add(f"{ctx.by}: {'the first' if first else 'not the first'} mandate the Corp played this turn.",
                   cites.cr("rule_previous_object"))
    return first


SECURE_AND_PROTECT = operation("Secure and Protect", "Double", faction="weyland-consortium", cost=1, inf=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Search R&D for 1 piece of ice and reveal it. <em>(Shuffle R&D after searching it.)</em> Install that ice "
    "protecting a central server, paying 3[c] less."), play_costs=(Clicks(1),), on_play=on_play(_install_ice_3_less))


def _subliminal(game: Game, ctx: Ctx) -> None:
    """Subliminal Messaging: gain 1[c], and [click] for the first copy played this turn (the game's history)."""
    gain(1)(game, ctx)
    copies = [c for c in happened(game, game.turn.number, "played", owner="corp") if c.title == SUBLIMINAL]
    if len(copies) == 1:
        refuse_unknown(game, ctx.source, "the first time each turn you play a copy of Subliminal Messaging")
        gain_clicks(1)(game, ctx)


def _back_from_archives(game: Game, card, event) -> bool:
    """As the Corp's turn begins, in Archives, when the Runner initiated no run during their last turn; a turn before
    the scenario (or its part before it) is not known, and the scenario is refused naming it (state.midturn)."""
    from rulesdb.engine.state.lastturn import runners_last_turn, runs_in_runners_last_turn
    if event.info.get("side") != "corp" or not any(o is card for o in game.corp.discard):
        return False
    return not unless_none_earlier(game, runs_in_runners_last_turn(game) or [], card,
                                   "the Runner initiated a run during their last turn", runners_last_turn(game))


def _reveal_to_hq(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.reveal import revealed
    card = ctx.source
    game.corp.discard.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp reveals {card.title} and adds it from Archives to HQ.", cites.cr("rule_reveal"),
                   cites.NEW_OBJECT, key=True)
    revealed(game, "corp", 1)


SUBLIMINAL = "Subliminal Messaging"
SUBLIMINAL_MESSAGING = operation(SUBLIMINAL, "Gray Ops", faction="neutral-corp", cost=0, inf=0, text=(
    "Gain 1[c].", "The first time each turn you play a copy of Subliminal Messaging, gain [click].",
    "When your turn begins, if this card is in Archives and the Runner did not initiate any runs during their last "
    "turn, you may reveal this card and add it to HQ."),
    on_play=on_play(_subliminal),
    on=(whenever("turn-begins", _reveal_to_hq, _back_from_archives, starts="When your turn begins",
                 optional=f"use {SUBLIMINAL}", from_zone="discard"),))


SUDDEN_COMMANDMENT = operation("Sudden Commandment", "Mandate", faction="nbn", cost=1, inf=3, trash=2, text=(
    "Draw 2 cards. You may play 1 non-terminal operation from HQ.",
    "Threat 3 → If this operation is the first mandate you played this turn, you may pay 3[c] to gain [click]. "
    "<em>(This ability is active if any player has 3 or more agenda points.)</em>"),
    on_play=on_play(seq(draw(2), may_play_from_hq(lambda card: not card.card.facts.has("terminal")),
                        threat(3, when(_first_mandate_this_turn, corp_may_pay(3, gain_clicks(1)))))),
    decisions=("Sudden Commandment play", "use Sudden Commandment"))


SHIPMENT_FROM_KAGUYA = operation("Shipment from Kaguya", "", faction="weyland-consortium", cost=0, inf=1, text=(
    "Place 1 advancement token on each of up to 2 different installed cards that can be advanced.",),
    on_play=on_play(advance_up_to_2("Shipment from Kaguya cards")), decisions=("Shipment from Kaguya cards",))


SUNSET = operation("Sunset", "", faction="jinteki", cost=0, inf=1, text=(
    "Choose a server. Arrange the ice protecting that server in any order.",),
    on_play=on_play(arrange_the_ice_of_a_server), decisions=("Sunset choice", "Sunset order"))


SUCCESSFUL_DEMONSTRATION = operation("Successful Demonstration", "Transaction", faction="haas-bioroid", cost=2, inf=1,
                                     text=("Play only if the Runner made an unsuccessful run during their last turn.",
                                           "Gain 7[c]."),
                                     playable=runner_ran_last_turn(unsuccessful=True), on_play=on_play(gain(7)))


def _up_to_2_advancement_tokens(game: Game, ctx: Ctx) -> None:
    """Shipment from SanSan: the Corp names how many (0 to 2, "Shipment from SanSan X"), then the card."""
    x = ask_number(game, "Shipment from SanSan X", 2, "Corp", "advancement tokens to place")
    if x:
        place_advancement(x)(game, ctx)


SHIPMENT_FROM_SANSAN = operation("Shipment from SanSan", "Double", faction="nbn", cost=0, inf=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Place up to 2 advancement tokens on a card that can be advanced."),
    play_costs=(Clicks(1),), on_play=on_play(_up_to_2_advancement_tokens),
    decisions=("Shipment from SanSan X", "Shipment from SanSan target"))


def _connection_unless_a_tag(game: Game, ctx: Ctx) -> None:
    """Snatch and Grab: the Corp names a connection ("Snatch and Grab target"); the Runner may take 1 tag to prevent
    the trash ("Snatch and Grab choice")."""
    from rulesdb.engine.effects.player_costs import TakeTag
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed()
             if o.owner == "runner" and not o.facedown and game.has_subtype(o, "connection")]
    card = choose(game, ctx, found, "Corp", "the Runner has no installed connection", cites.TRASH)
    if card is None:
        return
    if game.decider.ask("Snatch and Grab choice", ["take 1 tag", "no"], "Runner") == "take 1 tag":
        TakeTag(1).pay(game, "runner", ctx.source)
        game.trace.add(f"{ctx.by}: the Runner takes 1 tag to prevent {card.title} from being trashed.",
                       cites.C_PREVENT)
        return
    trash(game, card, ctx.by, who="corp")


SNATCH_AND_GRAB = operation("Snatch and Grab", "Gray Ops", faction="neutral-corp", cost=0, inf=0, text=(
    "Trace[3]. If successful, trash 1 connection. The Runner can take 1 tag to prevent this.",),
    on_play=on_play(trace(3, _connection_unless_a_tag)), decisions=("Snatch and Grab target", "Snatch and Grab choice"))


def _rez_one_per_tag(game: Game, ctx: Ctx) -> None:
    """Shoot the Moon: 1 piece of ice rezzed, ignoring all costs, for each tag ("Shoot the Moon target", each time)."""
    for _ in range(game.runner.tags):
        rez_ignoring_costs("ice", optional=False)(game, ctx)


SHOOT_THE_MOON = operation("Shoot the Moon", "Double", faction="nbn", cost=3, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Rez 1 piece of ice for each tag the Runner has, ignoring all costs."), play_costs=(Clicks(1),),
    on_play=on_play(_rez_one_per_tag), decisions=("Shoot the Moon target",))
