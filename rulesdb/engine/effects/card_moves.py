"""Cards moved without being trashed: to the grip, the stack or HQ, removed from the game, rehosted, or two
pieces of ice swapped."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.uninstalling import remove_installed, uninstalled_while_encountered
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def rehost(game: Game, card: CardObj, host: CardObj, by: str, *refs: str) -> None:
    """Host an installed card on another installed card ("host this hardware on ..."): it stays
    installed, so it is the same object (cr/sec_host)."""
    if card.host is not None:
        card.host.hosted = [o for o in card.host.hosted if o is not card]
    else:
        game.runner.play = [o for o in game.runner.play if o is not card]
        for server in game.servers.values():
            server.root = [o for o in server.root if o is not card]
    card.host = host
    host.hosted.append(card)
    game.trace.add(f"{by}: {card.title} is now hosted on {host.title}; it stays installed, so it is the same "
                   "object.", cites.C_HOST, *refs, key=True)


def to_grip(game: Game, obj: CardObj, by: str) -> CardObj:
    """Add an installed Runner card to the grip: a new object there. What it hosted stays behind and
    is trashed at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)."""
    remove_installed(game, obj)
    new = game.change_zone(obj, "grip")
    game.runner.hand.append(new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to the grip; it is a new object there.", cites.NEW_OBJECT)
    return new


def to_stack(game: Game, obj: CardObj, by: str, *refs: str, bottom: bool = False) -> CardObj:
    """Add an installed Runner card, hosted or not, to the top of the stack (Sherlock 1.0, Test Run) or its bottom
    (Compile, Will-o'-the-Wisp): a new object there; what it hosted is trashed at the next checkpoint
    (cr/step_checkpoint_hosted_on_installed_cards)."""
    remove_installed(game, obj)
    new = game.change_zone(obj, "stack")
    game.runner.deck.insert(len(game.runner.deck) if bottom else 0, new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to the {'bottom' if bottom else 'top'} of the stack; it is a new "
                   "object there.", cites.NEW_OBJECT, *refs, key=True)
    return new


def to_hq(game: Game, obj: CardObj, by: str) -> CardObj:
    """Add an installed Corp card to HQ (Hermes, Reprise): a new object there, unrezzed; what it
    hosted is trashed at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)."""
    remove_installed(game, obj)
    new = game.change_zone(obj, "hq")
    game.corp.hand.append(new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to HQ; it is a new object there.", cites.NEW_OBJECT, key=True)
    uninstalled_while_encountered(game, obj)
    return new


def swap_ice(game: Game, first: CardObj, second: CardObj, by: str) -> None:
    """Swap two installed pieces of ice; both stay the same objects (CR 1.12.4)."""
    (s1, _, i1), (s2, _, i2) = game.locate(first), game.locate(second)
    s1.ice[i1], s2.ice[i2] = second, first
    game.trace.add(f"{by}: {first.title} and {second.title} swap places ({first.title} now "
                   f"protects {s2.name}, {second.title} protects {s1.name}); both stay in the play "
                   f"area, so each is still the same object.", cites.SWAP, cites.SAME_OBJECT, key=True)


def remove_from_game(game: Game, obj: CardObj, by: str) -> CardObj:
    """Remove `obj` from the game: a new object in its owner's removed-from-the-game zone; the old
    one is no longer where it was (cr/rule_play_no_trash_left_play_area)."""
    new = game.change_zone(obj, "removed")
    obj.zone = "removed"
    game.player(obj.owner).removed.append(new)
    what = "itself" if by == obj.title else obj.title  # Hypoxia's own "Remove this operation from the game"
    game.trace.add(f"{by} removes {what} from the game.", cites.cr("sec_removed_from_game"))
    return new
