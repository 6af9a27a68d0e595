"""Swapping two installed Corp cards that are not ice: only into locations each may occupy
(cr/rule_swap_only_to_valid_location); both stay in the play area, so each stays the same object."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL, CardObj, Server

ONE_OF = ("asset", "agenda")  # a root holds at most one asset or agenda, and only a remote one


def _root_allows(server: str, root: list[CardObj]) -> bool:
    """No asset or agenda in a central root, at most one in a remote root; at most one region in any."""
    kinds = [o.card.facts.type for o in root if o.card.facts.type in ONE_OF]
    regions = sum(1 for o in root if o.card.facts.has("region"))
    return (not kinds if server in CENTRAL else len(kinds) <= 1) and regions <= 1


def legal_root_swap(game: Game, first: CardObj, second: CardObj) -> bool:
    """Whether swapping two cards in different roots leaves each root as the rules allow."""
    (s1, w1, _), (s2, w2, _) = game.locate(first), game.locate(second)
    if w1 != "root" or w2 != "root" or s1 is s2:
        return False
    after1 = [second if o is first else o for o in s1.root]
    after2 = [first if o is second else o for o in s2.root]
    return _root_allows(s1.name, after1) and _root_allows(s2.name, after2)


def root_takes_in_swap(server: Server, leaving: CardObj, arriving: CardObj) -> bool:
    """Whether `arriving` (not installed) may take `leaving`'s place in `server`'s root: no asset or agenda in a central
    root, at most one in a remote root, at most one region (cr/rule_swap_only_to_valid_location: a swap is no install,
    so nothing already there is trashed to make room)."""
    return _root_allows(server.name, [arriving if o is leaving else o for o in server.root])


def swap_roots(game: Game, first: CardObj, second: CardObj, by: str) -> None:
    (s1, _, i1), (s2, _, i2) = game.locate(first), game.locate(second)
    s1.root[i1], s2.root[i2] = second, first
    game.trace.add(f"{by}: {first.title} and {second.title} swap places ({first.title} now in the root of "
                   f"{s2.name}, {second.title} in the root of {s1.name}); both stay installed, so each is "
                   "the same object.", cites.SWAP, cites.SAME_OBJECT, key=True)


def swap_with_hq(game: Game, installed: CardObj, from_hq: CardObj, by: str, pile: str = "hq") -> CardObj:
    """Swap an installed card with a card in HQ (or, `pile` "archives", in Archives: Mitra Aman): the installed
    one leaves play (a new object there), the other becomes installed, unrezzed, in exactly its place without the
    install procedure; the install trigger conditions are met at the next checkpoint (cr/rule_swap_become_installed),
    where what the installed one hosted is trashed (cr/rule_trash_hosted_objects_when_host_trashed)."""
    from rulesdb.engine.state.events import Event, emit
    from rulesdb.engine.state.objects import PLAY_AREA
    server, where, i = game.locate(installed)
    zone = game.corp.hand if pile == "hq" else game.corp.discard
    zone.remove(from_hq)
    arrived = game.change_zone(from_hq, PLAY_AREA)
    getattr(server, where)[i] = arrived
    zone.append(game.change_zone(installed, pile))
    game.orphans += installed.hosted  # trashed at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)
    place = "HQ" if pile == "hq" else "Archives"
    spot = f"{'protecting' if where == 'ice' else 'in the root of'} {server.name}"
    game.trace.add(f"{by}: {installed.title} and {from_hq.title} (from {place}) swap: {from_hq.title} is now installed "
                   f"unrezzed in {installed.title}'s place {spot}, with no install cost; "
                   f"{installed.title} goes to {place}.", cites.SWAP, cites.cr("rule_swap_become_installed"), key=True)
    emit(game, Event("install", arrived, {"at": game.locate(arrived)}))
    return arrived
