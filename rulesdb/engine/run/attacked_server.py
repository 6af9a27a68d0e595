"""The attacked server changed by an ability, not by moving the Runner: "when you would approach <server>, instead"
(a lasting effect, APPROACH_INSTEAD) and "if that run would be declared successful, change the attacked server"
(cr/rule_change_attacked_server_directly): the run's steps (`run/steps.py`) call these at the approach to the
server and as the run would be declared successful."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game

APPROACH_INSTEAD = "approach-server-instead"  # a lasting effect: value(game, card, server) -> the server approached


def approach_instead(game: Game, run) -> None:
    """"When you would approach Archives, instead change the attacked server to HQ and approach HQ" (Maintenance
    Access): a lasting effect of kind APPROACH_INSTEAD gives the new server; the Runner approaches it, with no
    position, its ice not approached (cr/rule_change_attacked_server_directly, cr/sec_replacement_effects)."""
    for obj, rule in list(game.statics(APPROACH_INSTEAD)):
        server = rule.value(game, obj, run.server)
        if server and server != run.server and server in game.servers:
            by = getattr(rule, "source", "") or rule.text
            game.trace.add(f"{by}: instead of approaching {run.server}, the attacked server changes to {server} "
                           "and the Runner approaches it.", cites.cr("rule_change_attacked_server_directly"),
                           cites.cr("sec_replacement_effects"), key=True)
            run.server = run.record["server"] = server
            run.position = len(game.servers[server].ice)  # no position (cr/rule_no_position_after_approach_server)
            return


def change_attacked_server(game: Game, run) -> None:
    """"If that run would be declared successful, change the attacked server" (Sneakdoor Beta):
    the server changes directly, without moving the Runner (cr/rule_change_attacked_server_directly)."""
    for obj, rule in list(game.statics("attacked-server-on-success")):
        server = rule.value(game, obj, run.server)
        if server and server != run.server:
            game.trace.add(f"{rule.text}: the attacked server changes from {run.server} to {server}; the "
                           "Runner does not move, so no ice protecting it is approached.",
                           cites.cr("rule_change_attacked_server_directly"), key=True)
            run.server = run.record["server"] = server


def nothing_would_be_declared(game: Game, server: str) -> None:
    """A run that cannot be declared successful is not expected to be: an ability waiting for it
    "would be declared successful" is not relevant and does nothing (cr/rule_would_relevant,
    cr/rule_expected_effects)."""
    for obj, rule in list(game.statics("attacked-server-on-success")):
        if rule.value(game, obj, server) not in (None, "", server):
            game.trace.add(f"{rule.text}: the run on {server} would not be declared successful, so this does "
                           "not apply and the attacked server does not change.",
                           cites.cr("rule_would_relevant"), cites.cr("rule_expected_effects"), key=True)
