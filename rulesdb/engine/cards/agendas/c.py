"""Agendas whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, when_scored_may
from rulesdb.engine.cards.hooks.abilities import first_time_this_turn, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import purge_virus_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.players import bad_publicity, gain, lose
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.cards.shared import remove_bad_publicity
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _corporate_war(game: Game, ctx: Ctx) -> None:
    if game.corp.credits >= 7:
        gain(7)(game, ctx)
    else:
        lose(game.corp.credits, "corp")(game, ctx)


CLONE_RETIREMENT = agenda("Clone Retirement", "Initiative", faction="jinteki", adv=2, points=1, text=(
    "When you score Clone Retirement, you may remove 1 bad publicity.",
    "When the Runner steals Clone Retirement, the Corp takes 1 bad publicity."),
    on=(when_scored(remove_bad_publicity),
        whenever("stolen", bad_publicity(1), lambda game, card, event: event.subject is card,
                 starts="When the Runner steals", inactive_ok=True)))


CORPORATE_WAR = _agenda("Corporate War", "Expansion", "neutral-corp", 2, 4, [
    "If you have at least 7[c] when you score Corporate War, gain 7[c]; otherwise, lose all credits "
    "in your credit pool."], on=(when_scored(_corporate_war, starts="If you have"),), waits_for="", inf=0)


CYBERDEX_SANDBOX = _agenda("Cyberdex Sandbox", "Security", "neutral-corp", 2, 4, [
    "The first time each turn you purge virus counters, gain 4[c].",
    "When you score this agenda, you may purge virus counters."], inf=0,
    on=(whenever("purge", gain(4), lambda game, card, event: first_time_this_turn(game, card, "purge"),
                 starts="The first time"),
        when_scored_may(purge_virus_counters, "Cyberdex Sandbox")), waits_for="")


CHARACTER_ASSASSINATION = _agenda("Character Assassination", "Security", "nbn", 2, 4, [
    "When you score Character Assassination, trash 1 resource (cannot be prevented)."],
    on=(when_scored(trash_installed("resource", preventable=False)),), decisions=("Character Assassination target",),
    waits_for="")


def _heap_removed_from_game(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.card_moves import remove_from_game
    heap = list(game.runner.discard)
    game.runner.discard.clear()
    for card in heap:
        remove_from_game(game, card, ctx.by)
    game.trace.add(f"{ctx.by}: the Runner removes all {counted(len(heap), 'card')} in the heap from the game.",
                   cites.cr("rule_removed_from_game_zone"))


CHRONOS_PROJECT = _agenda("Chronos Project", "Research", "neutral-corp", 1, 3, [
    "When you score this agenda, the Runner removes all cards in the heap from the game."],
    on=(when_scored(_heap_removed_from_game),), waits_for="", inf=0)
