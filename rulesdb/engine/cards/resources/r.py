"""Resources whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_emptied
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import expose_a_card, trash_self
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import trashed_while_tagged
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown


def _breach_hq_without_root(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "HQ", with_root=False, by=ctx.by)


RAYMOND_FLINT = resource("Raymond Flint", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0, text=(
    "Whenever the Corp takes bad publicity, breach HQ. You cannot access cards in the root of HQ during "
    "this breach.", "[trash]: Expose 1 card."),
    on=(whenever("bad-publicity-taken", _breach_hq_without_root, starts="Whenever"),
        paid(TrashSelf(), effect=expose_a_card, starts="[trash]")), decisions=("Raymond Flint target",))


RENT_RIOTERS = resource("Rent Rioters", "Connection - Seedy", faction="anarch", cost=2, inf=1, text=(
    "[click][click][click],[trash]: Gain 9[c].",), on=(paid(Clicks(3), TrashSelf(), effect=gain(9)),))


def _red_team_run(game: Game, ctx: Ctx) -> None:
    """Red Team: run a central server not run this turn (decision "Red Team choice"); if successful, take 3[c]
    from it."""
    from rulesdb.engine.run.steps import make_run
    refuse_unknown(game, ctx.source, "a central server you have not run this turn")
    ran = {r["server"] for r in game.runs if r.get("turn") == game.turn.number}
    servers = [s for s in ("HQ", "R&D", "Archives") if s not in ran]
    if not servers:
        game.trace.add(f"{ctx.by}: every central server was run this turn, so there is none to run.")
        return
    red_team = ctx.source
    from rulesdb.engine.cards.primitives.run import run_server_choice
    server = run_server_choice(game, "Red Team choice", servers, ctx.by)

    def take_3(game: Game, pending) -> None:
        from rulesdb.engine.cards.primitives.card_counters import take_credits
        take_credits(3)(game, Ctx(red_team, "runner", "Red Team's ability"))
    trigger = TriggerDef("successful", "If successful, take 3[c] from this resource.", take_3,
                         lambda game, ling, event: True, "run")
    from rulesdb.engine.run.tied_server import tie  # any central server not run this turn could have been chosen
    make_run(game, server, "Red Team", Lingering("Red Team", "runner", tie(trigger, "Red Team", server,
                                                                          servers.__contains__), None))


RED_TEAM = resource("Red Team", "Job", faction="criminal", cost=5, inf=2, text=(
    "When you install this resource, load 12[c] onto it. When it is empty, trash it.",
    "[click]: Run a central server you have not run this turn. If successful, take 3[c] from this resource."),
    hosted_credits=12, on=(when_emptied(trash_self, starts="When you install"),
                           paid(Clicks(1), effect=_red_team_run, starts="[click]")),
    decisions=("Red Team choice",))


_RACHEL_TAGGED = trashed_while_tagged("If you are tagged")


RACHEL_BECKMAN = resource("Rachel Beckman", "Connection", faction="neutral-runner", unique=True, cost=8, inf=1, text=(
    "You get +1 allotted [click] for each of your turns.", "If you are tagged, trash this resource."),
    on=(constant("allotted-clicks", lambda game, card, side: 1 if side == "runner" else 0, starts="You get"),
        _RACHEL_TAGGED["hook"]), on_install=_RACHEL_TAGGED["on_install"])
