"""Taking a card out of where it is (its server, its host, the current, a hand, the rig) before it moves, and
the encounter with ice uninstalled ending."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.ending import end_encounter
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def uninstalled_while_encountered(game: Game, obj: CardObj) -> None:
    """The encounter ends when the ice encountered is uninstalled (cr/rule_ice_change_encounter_uninstall_derez)."""
    enc = game.encounter
    if enc is not None and enc.ice is obj and not enc.ended:
        game.trace.add(f"{obj.title} was uninstalled while encountered: the encounter ends and the run "
                       "continues to the Movement Phase.", cites.cr("rule_ice_change_encounter_uninstall_derez"))
        end_encounter(game, "ice uninstalled")


def remove_installed(game: Game, obj: CardObj) -> None:
    """Take `obj` out of wherever it is, before it moves to its new zone; ice inward of the run's position shifts."""
    if obj.host is not None:
        obj.host.hosted = [o for o in obj.host.hosted if o is not obj]
        obj.host = None
        return
    if obj is game.current:
        game.current = None
        return
    hand = game.player(obj.owner).hand
    if any(o is obj for o in hand):  # trashed from HQ or the grip
        hand[:] = [o for o in hand if o is not obj]
        return
    if obj.owner == "runner":
        game.runner.play = [o for o in game.runner.play if o is not obj]
        return
    place = game.locate(obj)
    if place:
        server, where, i = place
        del getattr(server, where)[i]
        obj.left_server = server.name  # "this server" still means it (cr/rule_this_server)
        run = game.run
        if run and where == "ice" and server.name == run.server and i <= run.position:
            run.position -= 1  # positions inward of it shift out by one


def pile_name(obj: CardObj) -> str:
    """The name of the pile a card of this owner is trashed to."""
    return "Archives" if obj.owner == "corp" else "heap"
