"""Events whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects import card_moves
from rulesdb.engine.state.game import Game


def _installed_program_or_hardware_to_grip(game: Game, ctx: Ctx) -> None:
    """Uninstall: the Runner picks an installed program or piece of hardware ("Uninstall target"); it goes to the grip
    as a new object, what it hosted trashed at the next checkpoint."""
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown
             and o.card.facts.type in ("program", "hardware")]
    card = choose(game, ctx, found, "Runner", "there is no installed program or piece of hardware")
    if card is not None:
        card_moves.to_grip(game, card, ctx.by)


UNINSTALL = event("Uninstall", "", faction="neutral-runner", cost=0, inf=0, text=(
    "Add an installed program or piece of hardware to your grip.",),
    on_play=on_play(_installed_program_or_hardware_to_grip), decisions=("Uninstall target",))
