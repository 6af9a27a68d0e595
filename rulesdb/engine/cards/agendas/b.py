"""Agendas whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, dividends
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain, give_tags, remove_tags
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _scored_this_turn(game: Game, card, event) -> bool:
    return card.title in game.corp.scored_this_turn


def _ice_cheaper_per_agenda_counter(game: Game, card, subject) -> int:
    return -card.counters.get("agenda", 0) if subject is not None and subject.is_ice else 0


BRAINTRUST = _agenda("Braintrust", "Research", "jinteki", 2, 3, [
    "When you score Braintrust, place 1 agenda counter on it for every 2 advancement tokens on it over 3.",
    "The rez cost of all ice is lowered by 1 for each agenda counter on Braintrust."],
    on=(when_scored(dividends(per=2, past=3)), constant("rez-cost", _ice_cheaper_per_agenda_counter, starts="The rez")),
    waits_for="")


def _top_7_sorted(game: Game, ctx: Ctx) -> None:
    """Bacterial Programming: look at the top 7 of R&D; some to HQ, some trashed, the rest put back on top
    in any order (each card put back is a new object in R&D). Answer {hq: [...], trash: [...], order: [...]}."""
    top = game.corp.deck[:7]
    titles = sorted(c.title for c in top)

    def check(value):
        plan = value if isinstance(value, dict) else {}
        named = [*plan.get("hq", []), *plan.get("trash", []), *plan.get("order", [])]
        if set(plan) - {"hq", "trash", "order"} or sorted(named) != titles:
            raise ValueError(f"{value!r}: hq, trash and order must share out exactly {', '.join(titles)}")
        return plan
    plan = game.decider.ask("Bacterial Programming choice", ["{hq, trash, order}"], "Corp", check=check)
    del game.corp.deck[:len(top)]
    left = list(top)

    def take(title):
        return left.pop(next(i for i, c in enumerate(left) if c.title == title))
    game.corp.hand.extend(game.change_zone(take(t), "hq") for t in plan.get("hq", []))
    trashed = [take(t) for t in plan.get("trash", [])]
    game.corp.discard.extend(game.change_zone(card, "archives") for card in trashed)
    game.corp.deck[:0] = [game.change_zone(take(t), "rd") for t in plan.get("order", [])]
    game.trace.add(f"{ctx.by}: the Corp adds {counted(len(plan.get('hq', [])), 'card')} to HQ, trashes "
                   f"{len(plan.get('trash', []))} and puts {', '.join(plan.get('order', [])) or 'none'} back on top of "
                   "R&D: new objects.", cites.NEW_OBJECT, key=True)
    pile_trashed(game, "rd", trashed, "corp")


BACTERIAL_PROGRAMMING = agenda("Bacterial Programming", "Research", faction="jinteki", adv=5, points=3, text=(
    "When Bacterial Programming is scored or stolen, you may look at the top 7 cards of R&D, add any number "
    "of them to HQ, trash any number of them, and arrange the rest in any order.",),
    on=(when_scored(_top_7_sorted, starts="When"),
        whenever("stolen", _top_7_sorted, lambda game, card, event: event.subject is card, inactive_ok=True,
                 optional="use Bacterial Programming")),
    decisions=("Bacterial Programming choice",))


BELLONA = _agenda("Bellona", "Expansion", "nbn", 3, 5, [
    "As an additional cost to steal this agenda, the Runner must pay 5[c].",
    "When you score this agenda, gain 5[c]."],
    steal_costs=(Credits(5, "steal"),), on=(when_scored(gain(5)),), waits_for="")


BREAKING_NEWS = _agenda("Breaking News", "", "nbn", 1, 2, [
    "When you score this agenda, give the Runner 2 tags.",
    "When a discard phase ends, if you scored this agenda this turn, the Runner removes 2 tags."],
    on=(when_scored(give_tags(2)),
        whenever("turn-ends", remove_tags(2), _scored_this_turn, starts="When a discard phase ends")),
    waits_for="")


BLOOD_IN_THE_WATER = agenda("Blood in the Water", "Research", faction="jinteki", points=2, text=(
    "X is equal to the number of cards in the Runner's grip.",),
    on=(constant("advancement-requirement", lambda game, card, subject: len(game.runner.hand) if subject is card
                 else 0, starts="X"),))
