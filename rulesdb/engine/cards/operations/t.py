"""Operations whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play, whenever
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, _runner_tagged
from rulesdb.engine.cards.primitives import (
    Ctx,
    corp_installs,
    draw,
    gain,
    installs_asked,
    seq,
    trash_installed,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.game import Game

_NAMED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: the card named}


def _name_a_card(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.shared import name_a_card
    named = name_a_card(game, f"{ctx.source.title} choice", "Corp")
    _NAMED.setdefault(game, {})[ctx.source.object_id] = str(named)
    game.trace.add(f"{ctx.by}: the Corp names {named}.", cites.C_CURRENT)


def _copy_of_named(game: Game, card, event) -> bool:
    named = _NAMED.get(game, {}).get(card.object_id, "")
    return event.subject is not None and event.subject.owner == "runner" and event.subject.title == named


TARGETED_MARKETING = operation("Targeted Marketing", "Current", faction="nbn", cost=0, inf=1, text=(
    "This card is not trashed until another current is played or an agenda is stolen.",
    "Name a card. Gain 10[c] whenever the Runner plays or installs a copy of that card."),
    on_play=on_play(_name_a_card), decisions=("Targeted Marketing choice",),
    on=(whenever("played", gain(10), _copy_of_named, starts="Name a card"),
        whenever("install", gain(10), _copy_of_named, starts="Name a card")))


def _install_and_rez_from_archives(game: Game, ctx: Ctx) -> None:
    """Install and rez 1 card from Archives, ignoring all costs (the rez follows the completed install)."""
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.state.events import Event, emit
    installed = corp_installs("archives", ignore_cost=True)(game, ctx)
    if installed is None or installed.card.facts.type == "agenda":
        return
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}, ignoring all costs.", cites.C_REZ, key=True)
    emit(game, Event("rezzed", installed))
    checkpoint(game)


TOP_DOWN_SOLUTIONS = operation("Top-Down Solutions", "", faction="haas-bioroid", cost=2, inf=2, text=(
    "Draw 2 cards. Install up to 2 cards from HQ <em>(one at a time)</em>.",),
    on_play=on_play(seq(draw(2), corp_installs("hq"), corp_installs("hq"))),
    decisions=installs_asked("Top-Down Solutions"))


TRUST_OPERATION = operation("Trust Operation", "Gray Ops", faction="weyland-consortium", cost=0, inf=3, text=(
    TAGGED_ONLY, "Trash 1 installed resource. Install and rez 1 card from Archives, ignoring all costs."),
    playable=_runner_tagged, on_play=on_play(seq(trash_installed("resource"), _install_and_rez_from_archives)),
    decisions=installs_asked("Trust Operation"))
