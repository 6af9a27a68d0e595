"""Resources whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain, gain_clicks, give_tags, lose_clicks, remove_tags
from rulesdb.engine.cards.primitives.run import run_server_choice
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import shard
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game

HANNAH = 'Hannah "Wheels" Pilintra'


def _hannah_run(game: Game, ctx: Ctx) -> None:
    """Hannah: gain [click], then run a remote server; a tag when that run ends unsuccessful."""
    from rulesdb.engine.run.steps import make_run
    gain_clicks(1)(game, ctx)
    remotes = [name for name in game.servers if name not in ("HQ", "R&D", "Archives")]
    if not remotes:
        game.trace.add(f"{ctx.by}: there is no remote server to run.")
        return
    server = run_server_choice(game, f"{HANNAH} choice", remotes, ctx.by)
    trigger = TriggerDef("run-ends", "When that run ends, if it was unsuccessful, take 1 tag.",
                         lambda game, pending: give_tags(1)(game, Ctx(None, "runner", f"{HANNAH}'s ability")),
                         lambda game, ling, event: event.info.get("outcome") == "unsuccessful", "")
    make_run(game, server, ctx.source.title, Lingering(HANNAH, "runner", trigger, None))


HANNAH_WHEELS = resource("Hannah \"Wheels\" Pilintra", "Connection", faction="anarch", unique=True, cost=2, inf=2,
                         text=("Once per turn → [click]: Gain [click]. Run a remote server. When that run ends, if it "
                               "was unsuccessful, take 1 tag.", "[click], [trash]: Gain [click][click]. Remove 1 tag."),
                         on=(paid(Clicks(1), effect=_hannah_run, once_per_turn=True, starts="Once per turn"),
                             paid(Clicks(1), TrashSelf(), effect=seq(gain_clicks(2), remove_tags(1)),
                                  starts="[click], ")),
                         decisions=(f"{HANNAH} choice",))


HARD_AT_WORK = resource("Hard at Work", "", faction="anarch", cost=5, inf=2, text=(
    "When your turn begins, gain 2[c] and lose [click].",), on=(when_turn_begins(seq(gain(2), lose_clicks(1))),))


def _breach_archives_without_its_root(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "Archives", with_root=False, by=ctx.by)


HADES_SHARD = resource("Hades Shard", "Virtual - Source", faction="neutral-runner", unique=True, cost=7, inf=1, text=(
    "Whenever you make a successful run on Archives, instead of breaching Archives, you may install this resource "
    "from your grip, ignoring all costs.",
    "[trash]: Breach Archives. You cannot access cards in the root of Archives during this breach.",
    "Limit 1 per deck."),
    on=(shard("Archives"), paid(TrashSelf(), effect=_breach_archives_without_its_root, starts="[trash]")))


def _points_on_that_agenda(game: Game, ctx: Ctx) -> None:
    """Human First: credits equal to the agenda points the scored or stolen agenda is worth where it now is (printed,
    with the constant abilities that change its worth)."""
    agenda = ctx.event.subject
    points = (agenda.card.facts.agenda_points or 0) + game.modifier("agenda-points", agenda)
    if any(agenda is c for c in game.runner.score):
        points += sum(rule.value(game, agenda, agenda) for rule in agenda.card.statics
                      if rule.kind == "stolen-agenda-points")
    gain(max(points, 0))(game, ctx)


HUMAN_FIRST = resource("Human First", "Connection", faction="anarch", unique=True, cost=1, inf=2, text=(
    "Whenever an agenda is scored or stolen, gain credits equal to the agenda points on that agenda.",),
    on=(whenever("scored", _points_on_that_agenda), whenever("stolen", _points_on_that_agenda)))
