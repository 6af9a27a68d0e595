"""Upgrades whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    whenever,
)
from rulesdb.engine.cards.primitives import (
    seq,
    trace,
    trash_installed,
)
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.cards.shared import _left_with
from rulesdb.engine.state.game import Game


def _trashed_from_this_server(game: Game, card, event) -> bool:
    """Warroid Tracker: at least 1 card trashed from this server: once for all the cards one
    instruction trashes (cr/rule_act_on_multiple_cards)."""
    place, run = game.locate(card), game.run
    here = run is not None and (_left_with(card, event) or (
        place is not None and place[0].name == run.server and game.is_active(card)))
    together = event.info.get("together", ())
    first = not together or event.subject is together[0]  # one event however many cards it trashed
    return event.info.get("by") == "runner" and here and first


_runner_trashes_installed = trash_installed("program", "hardware", "resource", chooser="Runner")


WARROID = upgrade("Warroid Tracker", "Bioroid", faction="haas-bioroid", cost=2, inf=2, trash=4, text=(
    "Whenever the Runner trashes at least 1 card from this server, from its root, or protecting it, "
    "Trace[4]. If successful, the Runner trashes 2 of their installed cards.",),
    on=(whenever("trashed", trace(4, seq(_runner_trashes_installed, _runner_trashes_installed)),
                 _trashed_from_this_server, inactive_ok=True),))
