"""The checkpoint's uniqueness check (cr/step_checkpoint_uniqueness): of two active unique (◆) cards
with one name, and of two installed consoles one player controls, all but the one that became active
most recently are trashed, and that trashing cannot be prevented (cr/rule_uniqueness,
cr/rule_install_console).

"Most recently became active" is the order in which checkpoints first found each card active: a card
becomes active by being installed (Runner cards) or rezzed (Corp cards), and a checkpoint follows each.
"""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

UNIQUENESS = cites.cr("rule_uniqueness")
CONSOLE = cites.cr("rule_install_console")
CHECK = cites.cr("step_checkpoint_uniqueness")
_SEEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: order it became active}


def enforce_uniqueness(game: Game) -> None:
    """Trash the older of each pair of active same-named unique cards and of each player's consoles."""
    limited = [o for o in game.installed() if _limited(o) and game.is_active(o)]
    seen = _SEEN.setdefault(game, {})
    current = {o.object_id for o in limited}
    for object_id in [i for i in seen if i not in current]:
        del seen[object_id]  # no longer active: if it becomes active again, it is newer
    for obj in sorted(limited, key=lambda o: o.object_id):
        seen.setdefault(obj.object_id, len(seen) and max(seen.values()) + 1)
    if len(limited) < 2:
        return
    groups: dict[tuple, list[CardObj]] = {}
    for obj in limited:
        if obj.card.facts.unique:
            groups.setdefault(("unique", obj.title), []).append(obj)
        if obj.card.facts.type == "hardware" and obj.card.facts.has("console"):
            groups.setdefault(("console", obj.owner), []).append(obj)
    for (kind, _), cards in groups.items():
        if len(cards) > 1:
            _trash_older(game, sorted(cards, key=lambda o: seen[o.object_id]), kind)


def _limited(obj: CardObj) -> bool:
    facts = obj.card.facts
    return facts.unique or (facts.type == "hardware" and facts.has("console"))


def _trash_older(game: Game, cards: list[CardObj], kind: str) -> None:
    from rulesdb.engine.effects.trashing import trash
    newest = cards[-1]
    for old in cards[:-1]:
        if not game.is_installed(old):
            continue  # already trashed as the older of another pair
        if kind == "unique":
            why = f"{newest.title} is unique (◆) and another copy became active more recently"
            refs = (UNIQUENESS, CHECK)
        else:
            why = (f"the {game.player(old.owner).name} controls another console, {newest.title}, which became "
                   "active more recently (Limit 1 console per player)")
            refs = (CONSOLE, CHECK)
        game.trace.add(f"{old.title}: {why}; it is trashed, and this cannot be prevented.", *refs, key=True)
        trash(game, old, "The checkpoint", *refs, preventable=False)
