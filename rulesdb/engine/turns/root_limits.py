"""What may be installed in a server's root: "Remote server only." and "Install only in the root of HQ."
(restrictions, cr/rule_act_restriction) and "Limit 1 region per server." (installing a second region trashes the
first, cr/rule_region_install)."""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL, CardObj, Server

REMOTE_ONLY = "Remote server only."
CENTRAL_ONLY = re.compile(r"Install only in the root of (HQ|R&D|Archives)\.")


def refused_root(card: CardObj, server_name: str) -> str:
    """Why `card` cannot be installed in the root of `server_name`, or ""."""
    if REMOTE_ONLY in card.card.facts.text and server_name in CENTRAL:
        return f"{card.title} can be installed only in the root of a remote server (\"{REMOTE_ONLY}\")"
    only = next((m for m in map(CENTRAL_ONLY.fullmatch, card.card.facts.text) if m), None)
    if only is not None and server_name != only.group(1):
        return f"{card.title} can be installed only in the root of {only.group(1)} (\"{only.group(0)}\")"
    return ""


def make_room_for_region(game: Game, card: CardObj, server: Server) -> None:
    """A region installed in a root that holds a region: the Corp trashes the one already there
    (cr/rule_region_unique, cr/rule_region_install), active or not (cr/rule_region_active_inactive)."""
    if not card.card.facts.has("region"):
        return
    for old in [o for o in server.root if o.card.facts.has("region")]:
        game.trace.add(f"{server.name}'s root already holds a region, {old.title}: the Corp trashes it to install "
                       f"{card.title} (limit 1 region per server).", cites.cr("rule_region_install"),
                       cites.cr("rule_region_unique"), key=True)
        trash(game, old, "Installing a region", cites.cr("rule_region_install"), preventable=False, who="corp")
