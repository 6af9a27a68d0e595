"""Upgrades whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.choices import choose, seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
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


_runner_trashes_installed = trash_installed("card", chooser="Runner")


WARROID = upgrade("Warroid Tracker", "Bioroid", faction="haas-bioroid", cost=2, inf=2, trash=4, text=(
    "Whenever the Runner trashes at least 1 card from this server, from its root, or protecting it, "
    "Trace[4]. If successful, the Runner trashes 2 of their installed cards.",),
    on=(whenever("trashed", trace(4, seq(_runner_trashes_installed, _runner_trashes_installed)),
                 _trashed_from_this_server, inactive_ok=True),))


def _successful_here(game: Game, card, event) -> bool:
    from rulesdb.engine.state.thisserver import is_this_server
    return game.run is not None and is_this_server(game, card, game.run.server)


def _breaker_to_bottom_of_stack(game: Game, ctx: Ctx) -> None:
    """Will-o'-the-Wisp: trashed ("If you do"), then the Corp names an installed icebreaker used to break a subroutine
    during this run ("Will-o'-the-Wisp target"); the Runner adds it to the bottom of the stack."""
    from rulesdb.engine.effects.card_moves import to_stack
    from rulesdb.engine.effects.trashing import trash_as_cost
    if trash_as_cost(game, ctx.source, ctx.by, who="corp") is None:
        return
    used = [o for o in game.installed() if o.owner == "runner" and o.object_id in game.run.broke_on
            and game.has_subtype(o, "icebreaker")]
    breaker = choose(game, ctx, used, "Corp", "no installed icebreaker broke a subroutine during this run",
                     cites.NEW_OBJECT)
    if breaker is not None:
        to_stack(game, breaker, ctx.by, bottom=True)


WILL_O_THE_WISP = upgrade("Will-o'-the-Wisp", "", faction="neutral-corp", cost=4, inf=0, trash=1, text=(
    "Whenever the Runner makes a successful run on this server, you may trash this upgrade. If you do, choose 1 "
    "installed icebreaker that was used to break at least 1 subroutine during this run. The Runner adds that "
    "icebreaker to the bottom of the stack.",),
    on=(whenever("successful", _breaker_to_bottom_of_stack, _successful_here, starts="Whenever",
                 optional="use Will-o'-the-Wisp"),), decisions=("use Will-o'-the-Wisp", "Will-o'-the-Wisp target"))
