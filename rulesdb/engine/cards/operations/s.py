"""Operations whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import constant, on_play
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, _runner_tagged
from rulesdb.engine.cards.primitives import (
    Ctx,
    corp_installs,
    damage,
    gain,
    give_tags,
    installs_asked,
    seq,
    trace,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn


def _per_grip_card(game: Game, ctx: Ctx) -> None:
    gain(len(game.runner.hand))(game, ctx)


def _playable_operations(game: Game) -> list:
    from rulesdb.engine.effects.costs import Payment, able
    found = []
    for card in game.corp.hand:
        if card.card.facts.type != "operation" or (card.card.playable and card.card.playable(game, card)):
            continue
        if card.card.x_cost or card.card.play_costs:
            continue  # X and additional costs are not offered here
        if able(game, Payment("corp", card.card.facts.cost or 0, "play", f"playing {card.title}", card)):
            found.append(card)
    return found


def _play_up_to_2(game: Game, ctx) -> None:
    """Subcontract: each operation is chosen, paid and resolved before the next is chosen
    (cr/rule_playing_one_at_a_time)."""
    from rulesdb.engine.turns.actions import Action, play_card
    for _ in range(2):
        titles = list(dict.fromkeys(o.title for o in _playable_operations(game)))
        choice = game.decider.ask("Subcontract target", [*titles, "no"], "Corp") if titles else "no"
        if choice == "no":
            return
        game.trace.add(f"{ctx.by}: the Corp plays {choice} from HQ, paying all costs.",
                       cites.cr("rule_playing_one_at_a_time"))
        play_card(game, Action("corp", "play", f"play {choice}", 0, card=choice))


def _sub_boost_etr(game: Game, counter, host) -> tuple:
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import end_the_run
    from rulesdb.engine.state.carddef import Subroutine
    return (Subroutine("End the run.", as_subroutine(end_the_run)),)


def _host_as_condition(game: Game, ctx) -> None:
    """Sub Boost: hosted on a rezzed piece of ice as a condition counter, whose subroutine comes after
    all the ice's others from now on (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.cards.primitives import choose
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
