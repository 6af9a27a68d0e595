"""Events whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    Ctx,
)
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _mass_install(game: Game, ctx: Ctx) -> None:
    """Mass Install: up to 3 programs, each chosen and installed (and paid) before the next
    (cr/rule_install_one_at_a_time); a program may go onto a card that can host it."""
    from rulesdb.engine.turns.actions import Action, install_runner_card
    for n in range(1, 4):
        programs = list(dict.fromkeys(c.title for c in game.runner.hand if c.card.facts.type == "program"))
        choice = game.decider.ask("Mass Install target", [*programs, "no"], "Runner") if programs else "no"
        if choice == "no":
            return
        hosts = [o.title for o in game.runner.play if o.card.can_host]
        host = game.decider.ask("Mass Install choice", ["rig", *hosts], "Runner") if hosts else "rig"
        game.trace.add(f"Mass Install: program {n} is {choice}" + (f", onto {host}." if host != "rig" else "."),
                       cites.cr("rule_install_one_at_a_time"))
        install_runner_card(game, Action("runner", "install", f"install {choice}", 0, card=choice,
                                          host=None if host == "rig" else host))


MASS_INSTALL = event("Mass Install", "", faction="neutral-runner", cost=1, inf=0, text=(
    "Install up to 3 programs from your grip (paying the install costs).",), on_play=on_play(_mass_install),
    decisions=("Mass Install target", "Mass Install choice"))
