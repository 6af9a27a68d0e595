"""Identities whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.state.game import Game


def _run_on_hq_or_rd_ends(game: Game, card, event) -> bool:
    run = game.run
    return run is not None and run.server in ("HQ", "R&D") and "Zahya" not in card.used \
        and bool(run.record["accessed"])


def _gain_per_access(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Zahya")  # once per turn: the engine clears `used` when a turn begins
    gain(len(game.run.record["accessed"]))(game, ctx)


ZAHYA = _runner("Zahya Sadeghi: Versatile Smuggler", "Cyborg", "criminal", 0, [
    "Once per turn → When a run on HQ or R&D ends, you may gain 1[c] for each time you accessed a "
    "card during that run."], deck=40,
    on=(whenever("run-ends", _gain_per_access, _run_on_hq_or_rd_ends, optional="use Zahya Sadeghi"),),
    waits_for="")
