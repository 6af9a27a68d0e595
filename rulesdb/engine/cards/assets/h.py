"""Assets whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import unprotected
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_advancement
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, corp_plays_operation, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, gain, gain_clicks
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import _left_with
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, runner_trashed_corp_card
from rulesdb.engine.state.only_choice import ask_must


def _runner_trashed_corp_card(game: Game, card, event) -> bool:
    """Hostile Infrastructure: a Corp card the Runner trashed (by any means: accessing it,
    Singularity), once for each card; while it is active, or itself and the cards trashed with it
    while it was rezzed (an unrezzed Hostile Infrastructure is inactive)."""
    subject = event.subject
    return (event.info.get("by") == "runner" and subject is not None and subject.owner == "corp"
            and (game.is_active(card) or _left_with(card, event)))


HOSTILE_INFRASTRUCTURE = asset("Hostile Infrastructure", "", faction="jinteki", cost=5, inf=2, trash=5,
                               text=("Whenever the Runner trashes a Corp card (including Hostile "
                                     "Infrastructure), do 1 net damage.",),
                               on=(whenever("trashed", damage("net", 1), _runner_trashed_corp_card,
                                            inactive_ok=True),))


def _runner_trashed_your_installed_card(game: Game, card, event) -> bool:
    """"The first time each turn the Runner trashes any of your installed cards (including this asset)"."""
    if not (game.is_active(card) or _left_with(card, event)):
        return False

    def matches(game: Game, past) -> bool:
        return runner_trashed_corp_card(game, past) and bool(past.info.get("installed"))
    if first_each_turn(game, event, matches):
        return True
    if matches(game, event):  # said, since "does it fire again?" is what a judge is asked
        game.trace.add(f"The Runner already trashed an installed Corp card this turn: this is not the first time, "
                       f"so {card.title}'s ability does not meet its trigger condition.",
                       cites.cr("rule_trigger_condition"))
    return False


HOSTILE_ARCHITECTURE = asset("Hostile Architecture", "Hostile", faction="weyland-consortium", cost=5, inf=3, trash=4,
                             text=("The first time each turn the Runner trashes any of your installed cards "
                                   "<em>(including this asset)</em>, do 2 meat damage.",),
                             on=(whenever("trashed", damage("meat", 2), _runner_trashed_your_installed_card,
                                          inactive_ok=True, starts="The first time"),), unique=True)


def _move_an_advancement_counter(game: Game, ctx: Ctx) -> None:
    """Hearts and Minds: the Corp may move 1 advancement counter from an installed card ("Hearts and Minds choice",
    or `no`) to another it can advance ("Hearts and Minds target"); then, if this server is not protected by ice,
    it may also place 1 on a card it can advance ("Hearts and Minds target #2", or `no`)."""
    sources = [o for o in game.installed() if o.counters.get("advancement")]
    titles = labels(game, sources, "corp")
    picked = game.decider.ask("Hearts and Minds choice", [*titles, "no"], "Corp") if sources else "no"
    if picked != "no":
        source = sources[titles.index(picked)]
        targets = [o for o in game.installed() if can_advance(game, o) and o is not source]
        target_titles = labels(game, targets, "corp")
        if targets:
            target = targets[target_titles.index(ask_must(game, "Hearts and Minds target", target_titles, "Corp",
                                                                  cites.C_TARGETS))]
            source.counters["advancement"] -= 1
            target.counters["advancement"] = target.counters.get("advancement", 0) + 1
            game.trace.add(f"{ctx.by}: 1 advancement counter moves from {source.title} to {target.title}.",
                           cites.cr("rule_counters_placed_condition"), key=True)
    if unprotected(game, ctx.source):
        place_advancement(optional=True)(game, ctx)


HEARTS_AND_MINDS = asset("Hearts and Minds", "Political", faction="weyland-consortium", cost=1, inf=3, trash=2, text=(
    "When your turn begins, you may move 1 advancement counter from an installed card to an installed card you can "
    "advance. If this server is not protected by ice, you may also place 1 advancement counter on an installed card "
    "you can advance.",), on=(when_turn_begins(_move_an_advancement_counter),),
    decisions=("Hearts and Minds choice", "Hearts and Minds target"))


HUMANOID_RESOURCES = asset("Humanoid Resources", "", faction="haas-bioroid", cost=1, inf=2, trash=1, text=(
    "[click][click][click], [trash]: Gain 4[c] and draw 3 cards. Install up to 2 cards from HQ <em>(one at a "
    "time)</em>. You may play 1 operation from HQ.",),
    on=(paid(Clicks(3), TrashSelf(), effect=seq(gain(4), draw(3), corp_installs("hq"), corp_installs("hq"),
                                                corp_plays_operation("hq"))),),
    decisions=(*installs_asked("Humanoid Resources"), "Humanoid Resources play"))


HAAS_ARCOLOGY_AI = asset("Haas Arcology AI", "", faction="haas-bioroid", cost=2, inf=4, trash=1, text=(
    "You can advance this asset if it is unrezzed.",
    "Once per turn → [click], hosted advancement counter: Gain [click][click]."),
    # rezzed, it is active and forbids its own advancing; unrezzed, it can be advanced (cr/rule_cannot_precedence)
    on=(constant("cannot-advance", lambda game, card, subject: subject is card, starts="You can advance"),
        paid(Clicks(1), HostedCounters("advancement"), effect=gain_clicks(2), once_per_turn=True,
             starts="Once per turn")))
