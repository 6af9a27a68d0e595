"""Agendas whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import (
    _agenda,
    at_discard_end_spend_a_counter,
    dividends,
    requirement_less,
    whenever_advanced_faceup,
)
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import installs_asked
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.state.game import Game


def _oaktown_gain(game: Game, ctx: Ctx) -> None:
    gain(3 if ctx.source.counters.get("advancement", 0) >= 5 else 2)(game, ctx)


OAKTOWN_RENOVATION = _agenda("Oaktown Renovation", "Public - Initiative", "weyland-consortium", 2, 4, [
    "Install only faceup. <em>(This agenda is neither rezzed nor unrezzed.)</em>",
    "Whenever you advance this agenda, gain 2[c]. If there are 5 or more hosted advancement counters "
    "<em>(including the counter just placed)</em>, gain 3[c] instead."],
    on=(whenever_advanced_faceup(_oaktown_gain),), waits_for="")


OBOKATA = _agenda("Obokata Protocol", "Ambush", "jinteki", 3, 5, [
    "As an additional cost to steal Obokata Protocol, the Runner must suffer 4 net damage."],
    steal_costs=(SufferDamage("net", 4),), waits_for="")


OFFWORLD_OFFICE = _agenda("Offworld Office", "Expansion", "neutral-corp", 2, 4, [
    "When you score this agenda, gain 7[c]."], on=(when_scored(gain(7)),), waits_for="", inf=0)


ORBITAL_SUPERIORITY = _agenda("Orbital Superiority", "Security", "neutral-corp", 2, 4, [
    "When you score this agenda, if the Runner is tagged, do 4 meat damage; otherwise, give the Runner 1 tag."],
    inf=0, on=(when_scored(when(lambda game, ctx: game.runner.tags > 0, damage("meat", 4), give_tags(1))),),
    waits_for="")


ONTOLOGICAL_DEPENDENCE = _agenda("Ontological Dependence", "Research", "haas-bioroid", 2, 4, [
    "This agenda gets -1 advancement requirement for each core damage the Runner has taken this game."],
    on=(constant("advancement-requirement", requirement_less(lambda game: game.runner.core_damage)),), waits_for="")


def _search_and_install_or_take(game: Game, ctx: Ctx) -> None:
    """Off the Books: search R&D for 1 card, reveal it, shuffle R&D; the Corp may install it ignoring all costs
    ("Off the Books install where", or "no": then it goes to HQ)."""
    from rulesdb.engine.cards.primitives.installs import corp_places
    from rulesdb.engine.cards.shared import search_rd
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    card = search_rd(game, ctx, list(game.corp.deck), "R&D is empty", criteria=False)
    if card is None:
        return
    places = [] if card.card.facts.type == "operation" else corp_places(game, card)
    where = game.decider.ask("Off the Books install where", [*places, "no"], "Corp") if places else "no"
    if where == "no":
        game.corp.hand.append(game.change_zone(card, "hq"))
        game.trace.add(f"{ctx.by}: {card.title} is added to HQ.", cites.NEW_OBJECT)
        return

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: Off the Books: {message}")
    install_card(game, card, [card], new_remote_name(game) if where == "new remote" else where, refuse,
                 ignore_cost=True)


OFF_THE_BOOKS = _agenda("Off the Books", "Initiative", "weyland-consortium", 2, 3, [
    "Dividends 1 <em>(When you score this agenda, place 1 agenda counter on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to search R&D for 1 card and reveal it. "
    "<em>(Shuffle R&D after searching it.)</em> You may install that card, ignoring all costs. If you do not, add it "
    "to HQ."],
    on=(when_scored(dividends(), starts="Dividends"),
        at_discard_end_spend_a_counter(_search_and_install_or_take, "Off the Books")),
    decisions=installs_asked("Off the Books"), waits_for="")


def _in_runner_score(game: Game, card) -> bool:
    return any(o is card for o in game.runner.score)


def _shuffle_back_into_rd(game: Game, ctx: Ctx) -> None:
    """Oracle Thinktank: the agenda leaves the Runner's score area and is shuffled into R&D (a new object)."""
    from rulesdb.engine.cards.shared import shuffle_into_rd
    shuffle_into_rd(game, ctx, [ctx.source], game.runner.score, "the Runner's score area")


ORACLE_THINKTANK = _agenda("Oracle Thinktank", "Research", "nbn", 1, 3, [
    "When the Runner steals this agenda, give them 1 tag.",
    "[click], remove 1 tag: Shuffle this agenda into R&D. The Corp can use this ability only if this agenda is in the "
    "Runner's score area."],
    on=(whenever("stolen", give_tags(1), lambda game, card, event: event.subject is card, starts="When the Runner",
                 inactive_ok=True),
        paid(Clicks(1), RemoveTags(1), effect=_shuffle_back_into_rd, when=_in_runner_score, starts="[click]",
             in_runner_score=True)), waits_for="")
