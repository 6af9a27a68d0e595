"""Operations whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import (
    TAGGED_ONLY,
    TRANSACTION,
    _runner_tagged,
    remove_this_from_game,
    runner_loses_allotted_click,
)
from rulesdb.engine.cards.primitives.choices import psi_game, seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, end_action_phase, gain, give_tags
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import resource_to_top_of_stack, trash_one_from_hand
from rulesdb.engine.effects.lockdowns import no_active_lockdown
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, happened, runner_ran_last_turn, runners_last_turn
from rulesdb.engine.state.midturn import unless_none_earlier


def _hansei(game: Game, ctx: Ctx) -> None:
    gain(10)(game, ctx)
    trash_one_from_hand(game, ctx, "corp", "Hansei Review target")


HANSEI_REVIEW = operation("Hansei Review", TRANSACTION, faction="jinteki", cost=5, inf=1, text=(
    "Gain 10[c]. If there are any cards in HQ, trash 1 of them.",), on_play=on_play(_hansei))


HARD_HITTING_NEWS = operation("Hard-Hitting News", "Terminal", faction="nbn", cost=3, inf=2, text=(
    "After you resolve this operation, your action phase ends.",
    "Play only if the Runner made a run during their last turn.",
    "Trace[4]. If successful, give the Runner 4 tags."), on_play=on_play(seq(trace(4, give_tags(4)), end_action_phase)),
    playable=runner_ran_last_turn())


HEDGE_FUND = operation("Hedge Fund", "Transaction", faction="neutral-corp", cost=5, inf=0,
                       text=("Gain 9[c].",), on_play=on_play(gain(9)))


HYPOXIA = operation("Hypoxia", "Black Ops", faction="haas-bioroid", cost=1, inf=3, text=(
    TAGGED_ONLY, "Do 1 core damage. The Runner gets -1 allotted [click] for their next turn.",
    "Remove this operation from the game."), playable=_runner_tagged,
    on_play=on_play(seq(damage("core", 1), runner_loses_allotted_click, remove_this_from_game)))


_CHOSEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: the server chosen}


def _choose_a_server(game: Game, ctx: Ctx) -> None:
    """Hyoubu Precog Manifold: the Corp chooses a server as it is played ("<card> choice"), for as long as it
    stays in play (the same object)."""
    name = game.decider.ask(f"{ctx.source.title} choice", list(game.servers), "Corp")
    _CHOSEN.setdefault(game, {})[ctx.source.object_id] = name
    game.trace.add(f"{ctx.by}: the Corp chooses {name}.", cites.cr("rule_choice_instruction"))


def _on_chosen_server(game: Game, card, event) -> bool:
    """A copy laid on the board was played before it: the server the Corp chose then is asked, as a fact of the
    board, the first time it matters ("<card> choice"), never taken as no server."""
    chosen = _CHOSEN.setdefault(game, {})
    if card.object_id not in chosen:
        chosen[card.object_id] = game.decider.ask(f"{card.title} choice", list(game.servers), "Corp")
        game.trace.add(f"{card.title} was played before the board: the Corp chose {chosen[card.object_id]} as it "
                       "was played.", cites.cr("rule_choice_instruction"))
    return chosen[card.object_id] == event.info.get("server")


HYOUBU_PRECOG_MANIFOLD = operation("Hyoubu Precog Manifold", "Lockdown - Psi", faction="jinteki", cost=0, inf=3,
                                   trash=4, text=(
    "Play only if there is no active lockdown. This operation is not trashed until your next turn begins.",
    "When you play this operation, choose a server.",
    "Whenever the Runner makes a successful run on the chosen server, play a Psi Game. <em>(Players secretly bid "
    "0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, end the run."),
    playable=no_active_lockdown, on_play=on_play(_choose_a_server),
    on=(whenever("successful", psi_game(end_the_run), _on_chosen_server, starts="Whenever"),))


def _runner_installed_a_resource_last_turn(game: Game, card) -> str:
    """"Play only if the Runner installed a resource during their last turn", from the game's history."""
    last = runners_last_turn(game)
    if last < 1:
        return ("it needs to know whether the Runner installed a resource during their last turn, which came before "
                "the scenario began, so the engine cannot know (play a Runner turn first)")
    installed = [c for c in happened(game, last, "install", owner="runner") if c.card.facts.type == "resource"]
    return "" if unless_none_earlier(game, installed, card, "the Runner installed a resource during their last "
                                     "turn", last) else "the Runner did not install a resource during their last turn"


HELLION_ALPHA_TEST = operation("Hellion Alpha Test", "Black Ops", faction="haas-bioroid", cost=1, inf=3, text=(
    "Play only if the Runner installed a resource during their last turn.",
    "Trace[2]. If successful, add 1 installed resource to the top of the stack. If unsuccessful, take 1 bad "
    "publicity."), playable=_runner_installed_a_resource_last_turn,
    on_play=on_play(trace(2, resource_to_top_of_stack, bad_publicity(1))), decisions=("Hellion Alpha Test target",))


def _first_runner_install_this_turn(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.subject is not None and past.subject.owner == "runner")


HOUSEKEEPING = operation("Housekeeping", "Current - Gray Ops", faction="weyland-consortium", cost=2, inf=3, text=(
    "This operation is not trashed until another current is played or an agenda is stolen.",
    "The first time each turn the Runner installs a card, they trash 1 card from the grip."),
    on=(whenever("install", lambda game, ctx: trash_one_from_hand(game, ctx, "runner", "Housekeeping target"),
                 _first_runner_install_this_turn, starts="The first time"),), decisions=("Housekeeping target",))
