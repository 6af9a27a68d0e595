"""Upgrades whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.primitives.choices import trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import derez, trash_self
from rulesdb.engine.cards.primitives.players import give_tags
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.cards.upgrades.v import _where
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _two_net_to_steal_here(game: Game, card, agenda) -> tuple:
    """Ben Musashi: stealing an agenda from this server or its root costs 2 net damage more."""
    from rulesdb.engine.effects.costtypes import SufferDamage
    run = game.run  # persistent: "this server" is still the one it was trashed from
    return (SufferDamage("net", 2),) if run is not None and is_this_server(game, card, run.server) else ()


BEN_MUSASHI = upgrade("Ben Musashi", "Clone", faction="jinteki", unique=True, cost=1, inf=2, trash=3, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner must "
    "suffer 2 net damage. <em>(If the Runner trashes this card while accessing it, this ability still applies "
    "for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _two_net_to_steal_here, starts="Persistent"),))


_ONCE = "Brasília Government Grid: once per turn"


def _ice_rezzed_in_a_run_here(game: Game, card, event) -> bool:
    subject, run = event.subject, game.run
    return (subject is not None and subject.is_ice and run is not None and not run.ended
            and is_this_server(game, card, run.server) and _ONCE not in card.used)


def _derez_another_for_3_strength(game: Game, ctx: Ctx) -> None:
    """The Corp may derez another installed piece of ice ("Brasília Government Grid target", or `no`); if it does,
    the rezzed ice gets +3 strength for the remainder of that run. Used once per turn (cr/rule_ability_flag_types)."""
    rezzed = ctx.event.subject
    found = [o for o in game.installed() if o.is_ice and o.rezzed and o is not rezzed]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Brasília Government Grid target", [*titles, "no"], "Corp") if found else "no"
    if choice == "no":
        return
    ctx.source.used.add(_ONCE)
    derez(game, ctx, found[titles.index(choice)])
    lasting(game, "ice-strength", lambda g, c, subject: 3 if subject is rezzed else 0,
            f"{rezzed.title} gets +3 strength for the remainder of that run.", "run", ctx.by)


BRASILIA_GOVERNMENT_GRID = upgrade("Brasília Government Grid", "Region", faction="haas-bioroid", cost=0, inf=3, trash=3,
                                   text=("Once per turn \u2192 When you rez a piece of ice during a run against this "
                                         "server, you may derez another installed piece of ice. If you do, the rezzed "
                                         "ice gets +3 strength for the remainder of that run.",
                                         "Limit 1 region per server."),
                                   on=(whenever("rezzed", _derez_another_for_3_strength, _ice_rezzed_in_a_run_here,
                                                starts="Once per turn"),),
                                   decisions=("Brasília Government Grid target",))


def _successful_run_here(game: Game, card, event) -> bool:
    return is_this_server(game, card, event.info.get("server"))


BERNICE_MAI = upgrade("Bernice Mai", "Sysop", faction="nbn", unique=True, cost=0, inf=2, trash=3, text=(
    "Whenever there is a successful run on this server, Trace[5]. If successful, give the Runner 1 tag. If "
    "unsuccessful, trash Bernice Mai.",),
    on=(whenever("successful", trace(5, give_tags(1), trash_self), _successful_run_here, starts="Whenever"),))


BREAKER_BAY_GRID = upgrade("Breaker Bay Grid", "Region", faction="neutral-corp", cost=0, inf=0, trash=2, text=(
    "The rez cost of each card in the root of this server is lowered by 5.", "Limit 1 region per server."),
    on=(constant("rez-cost", lambda game, card, subject: -5 if _where(game, card, subject) == "root" else 0,
                 starts="The rez cost"),))
