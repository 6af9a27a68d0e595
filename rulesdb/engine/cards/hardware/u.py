"""Hardware whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL

_STAFF = ("bioroid", "clone", "executive", "sysop")


def _trash_staff_in_a_remote_root(game: Game, ctx) -> None:
    """Unregistered S&W '35: the Runner trashes 1 rezzed bioroid, clone, executive or sysop in the root of a remote
    server ("Unregistered S&W '35 target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    found = [o for name, server in game.servers.items() if name not in CENTRAL for o in server.root
             if o.rezzed and any(game.has_subtype(o, s) for s in _STAFF)]
    card = choose(game, ctx, found, "Runner", "no rezzed bioroid, clone, executive or sysop is in a remote root")
    if card is not None:
        trash(game, card, ctx.by, who="runner")


def _after_a_successful_hq_run(game: Game, card) -> bool:
    from rulesdb.engine.cards.this_turn import made_successful_run
    return made_successful_run(game, "HQ", asking=card)


UNREGISTERED_S_W_35 = hardware("Unregistered S&W '35", "Weapon", faction="criminal", cost=1, inf=3, text=(
    "Use this hardware only if you have made a successful run on HQ this turn.",
    "[click][click]: Trash 1 rezzed bioroid, clone, executive, or sysop in the root of a remote server."),
    on=(paid(Clicks(2), effect=_trash_staff_in_a_remote_root, when=_after_a_successful_hq_run, starts="[click]"),),
    decisions=("Unregistered S&W '35 target",))
