"""Operations whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, _runner_tagged, two_tags
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.counts import counted
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


CARD_TYPES_IN_GRIP = ("event", "hardware", "program", "resource")


def _touch_ups(game: Game, ctx: Ctx) -> None:
    """Touch-ups: 2 advancement counters on 1 installed card the Corp can advance ("Touch-ups target"); only if
    they were placed, a card type ("Touch-ups choice"), the grip revealed, up to 2 of that type chosen
    ("Touch-ups cards") and shuffled into the stack by the Runner."""
    from rulesdb.engine.cards.primitives.card_counters import can_advance
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.effects.reveal import revealed
    card = choose(game, ctx, [o for o in game.installed() if o.owner == "corp" and can_advance(game, o)], "Corp",
                  "there is no installed card the Corp can advance, so nothing more happens")
    if card is None:
        return
    add_counters(game, card, "advancement", 2, ctx.by)
    kind = game.decider.ask("Touch-ups choice", list(CARD_TYPES_IN_GRIP), "Corp")
    grip = list(game.runner.hand)
    game.trace.add(f"{ctx.by}: the Corp chooses {kind}; the grip is revealed: "
                   f"{', '.join(c.title for c in grip) or 'empty'}.", cites.cr("rule_reveal"))
    revealed(game, "corp", len(grip))
    picked = pick_cards(game, "Touch-ups cards", [c for c in grip if c.card.facts.type == kind], "the grip", most=2)
    for found in picked:
        game.runner.hand.remove(found)
        game.runner.deck.append(game.change_zone(found, "stack"))
    game.rng.shuffle(game.runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles {counted(len(picked), 'card')} into the "
                   "stack.", cites.NEW_OBJECT, key=True)


TOUCH_UPS = operation("Touch-ups", "Double", faction="nbn", cost=2, inf=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Place 2 advancement counters on 1 installed card you can advance. If you do, choose a card type and reveal the "
    "grip. Choose up to 2 revealed cards of that type. The Runner shuffles those cards into the stack."),
    play_costs=(Clicks(1),), on_play=on_play(_touch_ups), decisions=("Touch-ups target", "Touch-ups choice",
                                                                   "Touch-ups cards"))


def _move_advancements(game: Game, ctx: Ctx) -> None:
    """Trick of Light: the Corp chooses an installed card it can advance ("Trick of Light target"), then 1 other
    installed card ("Trick of Light choice") and moves up to 2 of its advancement counters ("Trick of Light number")."""
    from rulesdb.engine.cards.primitives.card_counters import can_advance
    from rulesdb.engine.cards.primitives.choices import choose
    target = choose(game, ctx, [o for o in game.installed() if o.owner == "corp" and can_advance(game, o)], "Corp",
                    "there is no installed card the Corp can advance")
    if target is None:
        return
    sources = [o for o in game.installed() if o is not target and o.counters.get("advancement", 0)]
    source = choose(game, ctx, sources, "Corp", "no other installed card has advancement counters", suffix="choice")
    if source is None:
        return
    top = min(2, source.counters["advancement"])
    n = ask_number(game, "Trick of Light number", top, "Corp", "a number of advancement counters")
    source.counters["advancement"] -= n
    target.counters["advancement"] = target.counters.get("advancement", 0) + n
    game.trace.add(f"{ctx.by}: the Corp moves {counted(n, 'advancement counter')} from {source.title} to "
                   f"{target.title}.",
                   cites.C_COUNTERS, key=True)


TRICK_OF_LIGHT = operation("Trick of Light", "", faction="jinteki", cost=1, inf=3, text=(
    "Choose 1 installed card you can advance. Move up to 2 advancement counters from 1 other card to the chosen "
    "card.",), on_play=on_play(_move_advancements),
    decisions=("Trick of Light target", "Trick of Light choice", "Trick of Light number"))


TRUST_OPERATION = operation("Trust Operation", "Gray Ops", faction="weyland-consortium", cost=0, inf=3, text=(
    TAGGED_ONLY, "Trash 1 installed resource. Install and rez 1 card from Archives, ignoring all costs."),
    playable=_runner_tagged, on_play=on_play(seq(trash_installed("resource"), _install_and_rez_from_archives)),
    decisions=installs_asked("Trust Operation"))


def _trash_all_resources(game: Game, ctx: Ctx) -> None:
    """The All-Seeing I: every installed resource is trashed at once, unless the Runner removes 1 bad publicity to
    prevent it ("The All-Seeing I choice", asked only while the Corp has some: "can", the Runner's option)."""
    from rulesdb.engine.cards.shared import remove_bad_publicity
    from rulesdb.engine.effects.trashing import trash_together
    prevent = "remove 1 bad publicity"
    if game.corp.bad_publicity and game.decider.ask("The All-Seeing I choice", [prevent, "no"], "Runner") == prevent:
        remove_bad_publicity(game, ctx)
        game.trace.add(f"{ctx.by}: the Runner prevents the trashing of all resources.", cites.C_PREVENT)
        return
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource" and not o.facedown]
    trash_together(game, found, ctx.by, cites.TRASH, who="corp")


THE_ALL_SEEING_I = operation("The All-Seeing I", "", faction="nbn", cost=1, inf=1, text=(
    TAGGED_ONLY, "Trash all resources. The Runner can remove 1 bad publicity to prevent this."),
    playable=_runner_tagged, on_play=on_play(_trash_all_resources), decisions=("The All-Seeing I choice",))


TRAFFIC_ACCIDENT = operation("Traffic Accident", "Black Ops", faction="weyland-consortium", cost=0, inf=1, text=(
    "Play only if the Runner has at least 2 tags.", "Do 2 meat damage."),
    playable=two_tags, on_play=on_play(damage("meat", 2)))
