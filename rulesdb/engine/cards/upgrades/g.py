"""Upgrades whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import move_to_another_root
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects import trashing
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.run.encounter import forced_encounter
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.thisserver import this_server


def _unsuccessful_here(game: Game, card, event) -> bool:
    server = this_server(game, card)
    return server is not None and event.info.get("server") == server.name


def _rezzed_ice_here(game: Game, card) -> list:
    server = this_server(game, card)
    return [o for o in server.ice if o.rezzed] if server is not None else []


def _ganked(game: Game, ctx: Ctx) -> None:
    found = _rezzed_ice_here(game, ctx.source)
    trashing.trash(game, ctx.source, ctx.by, preventable=False)
    titles = labels(game, found, "corp")
    ice = found[titles.index(ask_must(game, "Ganked! target", titles, "Corp", cites.C_TARGETS))]
    forced_encounter(game, ice, ctx.by)


GANKED = upgrade("Ganked!", "Ambush", faction="nbn", cost=0, inf=2, trash=3, text=(
    "While the Runner is accessing this upgrade in R&D, they must reveal it.",
    "When the Runner accesses this upgrade, you may trash it to choose a rezzed piece of ice protecting "
    "this server. The Runner encounters that ice."),
    on=(whenever("access", _ganked, lambda game, card, event: event.subject is card, starts="When the Runner",
                 optional="use Ganked!", inactive_ok=True,
                 usable=lambda game, pending: "" if _rezzed_ice_here(game, pending.source)
                 else "no rezzed ice protects this server"),),
    decisions=("Ganked! target",))


GEORGIA_EMELYOV = upgrade("Georgia Emelyov", "Sysop", faction="jinteki", unique=True, cost=1, inf=2, trash=3, text=(
    "Whenever the Runner makes an unsuccessful run on this server, do 1 net damage.",
    "2[c]: Move Georgia Emelyov to another server."),
    on=(whenever("unsuccessful", damage("net", 1), _unsuccessful_here,
                 refs=(cites.cr("step_run_declared_unsuccessful"),)),
        paid(Credits(2), effect=move_to_another_root(optional=False), starts="2[c]")),
    decisions=("Georgia Emelyov server",))
