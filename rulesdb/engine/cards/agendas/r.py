"""Agendas whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, requirement_less
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import give_tags
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import unless_none_earlier


def _advance_any_installed_card(game: Game, ctx: Ctx) -> None:
    """Remastered Edition: 1 advancement counter on any installed card, whether or not it can be advanced."""
    from rulesdb.engine.effects.pools import add_counters
    card = choose(game, ctx, list(game.installed()), "Corp", "there is no installed card", cites.C_COUNTERS)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


REGULATORY_CAPTURE = _agenda("Regulatory Capture", "Research", "weyland-consortium", 2, 6, [
    "For each bad publicity you have up to 4, this agenda gets -1 advancement requirement."],
    on=(constant("advancement-requirement", requirement_less(lambda game: min(game.corp.bad_publicity, 4))),),
    waits_for="")


REMASTERED_EDITION = _agenda("Remastered Edition", "Expansion", "nbn", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Hosted agenda counter: Place 1 advancement counter on an installed card."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=_advance_any_installed_card, starts="Hosted agenda counter")),
    waits_for="")


def _facedown_agenda_to_score_area(game: Game, ctx: Ctx) -> None:
    """Regenesis: if no Corp card was added to Archives this turn (the game's history), the Corp may reveal 1
    facedown agenda in Archives ("Regenesis target", or no) and add it to its score area: not scored
    (cr/rule_add_agenda_to_score_area)."""
    from rulesdb.engine.state.lastturn import happened
    if unless_none_earlier(game, happened(game, game.turn.number, "archived"), ctx.source,
                           "a Corp card was added to Archives this turn"):
        game.trace.add(f"{ctx.by}: a Corp card was added to Archives this turn, so nothing happens.",
                       cites.cr("rule_previous_object"))
        return
    found = [c for c in game.corp.discard if c.card.facts.type == "agenda" and not c.faceup]
    card = choose(game, ctx, found, "Corp", "there is no facedown agenda in Archives",
                  or_none="the Corp adds no agenda to its score area")
    if card is None:
        return
    game.corp.discard.remove(card)
    game.trace.add(f"{ctx.by}: the Corp reveals {card.title}.", cites.cr("rule_reveal"))
    add_to_score_area(game, "corp", card, ctx.by, origin="Archives")
    revealed(game, "corp", 1)


REGENESIS = _agenda("Regenesis", "Research", "jinteki", 1, 3, [
    "When you score this agenda, if no Corp cards have been added to Archives this turn, you may reveal 1 facedown "
    "agenda in Archives and add it to your score area."], on=(when_scored(_facedown_agenda_to_score_area),),
    waits_for="")


RESTRUCTURED_DATAPOOL = _agenda("Restructured Datapool", "Initiative", "nbn", 3, 5, [
    "[click]: Trace[2]. If successful, give the Runner 1 tag."],
    on=(paid(Clicks(1), effect=trace(2, give_tags(1))),), waits_for="")


REBRANDING_TEAM = _agenda("Rebranding Team", "Initiative", "nbn", 2, 4, ["All assets gain advertisement."],
                          on=(constant("subtype-gain", lambda game, card, subject: int(
                              subject[0].card.facts.type == "asset" and subject[1] == "advertisement"),
                              starts="All assets"),), waits_for="")
