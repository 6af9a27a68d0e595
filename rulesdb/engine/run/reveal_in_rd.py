"""The ambush cards' "While the Runner is accessing this [type] in R&D, they must reveal it.": a static ability for
the entire access (cr/rule_ambush_text), so as the Runner accesses the card in R&D they reveal it, and both players
see it while it is accessed (cr/rule_reveal; who sees it: state.visibility.must_reveal_in_rd). "While the Runner is
accessing an agenda in R&D" on another card (Kill Switch, Franchise City) is not in the library."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.visibility import must_reveal_in_rd


def reveal_if_ambush(game: Game, obj: CardObj) -> None:
    """As the Runner accesses `obj` in R&D: reveal it if its text says so (traced, and reported as a reveal)."""
    if not (any(o is obj for o in game.corp.deck) and must_reveal_in_rd(obj)):
        return
    game.trace.add(f"The Runner must reveal {obj.title} while accessing it in R&D: both players see it.",
                   cites.cr("rule_ambush_text"), cites.cr("rule_reveal"), key=True)
    revealed(game, "runner", 1)
