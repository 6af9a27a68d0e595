"""Ice whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.ice.common import ETR_SUB, _ice
from rulesdb.engine.cards.primitives import (
    cannot,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects import common
from rulesdb.engine.state.carddef import Subroutine


def _trash_program(game, ice) -> None:
    programs = [o for o in game.runner.play if o.card.facts.type == "program"]
    if not programs:
        game.trace.add(f"{ice.title}'s subroutine: the Runner has no installed program to trash.",
                       cites.SUBROUTINE)
        return
    titles = [o.title for o in programs]
    choice = game.decider.ask(f"{ice.title} target", titles, "Corp")
    common.trash(game, programs[titles.index(choice)], f"{ice.title}'s subroutine", cites.SUBROUTINE)


def _the_runner(game, ctx, payment) -> bool:
    return payment.player == "runner"


ROTOTURRET = _ice("Rototurret", "haas-bioroid", ["Sentry", "Destroyer"], 4, 0, 1,
                  ["[sub] Trash 1 installed program.", "[sub] End the run."],
                  [Subroutine("Trash 1 installed program.", _trash_program), ETR_SUB])


RSVP = ice("RSVP", "Code Gate", faction="nbn", cost=3, strength=4, inf=2, text=(
    "[sub] The Runner cannot spend any credits for the remainder of this run.",),
    subs=(cannot("spend-credits", _the_runner, "The Runner cannot spend any credits for the remainder of this run."),))
