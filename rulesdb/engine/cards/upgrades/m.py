"""Upgrades whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.runs import from_this_server
from rulesdb.engine.cards.primitives.card_counters import purge_virus_counters
from rulesdb.engine.cards.primitives.choices import choose, may, seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_places
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import damage, gain, lose_clicks
from rulesdb.engine.cards.primitives.run import end_the_run_unless_either
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf
from rulesdb.engine.effects.swaps import swap_with_hq
from rulesdb.engine.run.breaking import BREAK_ADDITIONAL_CREDITS
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _rez_here(game: Game, card, payment) -> bool:
    """Mahkota Langit Grid: its credits pay to rez assets in the root of this server and ice protecting it."""
    subject, here = payment.subject, game.locate(card)
    there = game.locate(subject) if subject is not None else None
    return (payment.purpose == "rez" and here is not None and there is not None and there[0] is here[0]
            and (there[1] == "ice" or subject.card.facts.type == "asset"))


def _asset_in_this_root(game: Game, card, subject) -> int:
    """+2 to the trash cost of an asset in the root of this server; "this server" still, once trashed mid-run."""
    place = game.locate(subject)
    return 2 if (subject.card.facts.type == "asset" and place is not None and place[1] == "root"
                 and place[0].name == game.server_of(card)) else 0


MAHKOTA = upgrade("Mahkota Langit Grid", "Region", faction="neutral-corp", cost=2, inf=0, trash=2, text=(
    "2[recurring] <em>(When you rez this upgrade and before your turn begins, refill to 2 hosted credits.)</em>",
    "You can spend hosted credits to rez assets in the root of this server and ice protecting this server.",
    "Persistent → The trash cost of each asset in the root of this server is increased by 2[c].",
    "Limit 1 region per server."), recurring=2,
    credit_source=CreditSource(_rez_here, "rezzing assets in its root and ice protecting its server"),
    on=(constant("trash-cost", _asset_in_this_root, starts="Persistent"),))


MANEGARM = upgrade("Manegarm Skunkworks", "", faction="haas-bioroid", unique=True, cost=2, inf=3, trash=3, text=(
    "Whenever the Runner approaches this server, end the run unless they either spend [click][click] or "
    "pay 5[c].",),
    on=(whenever("approach-server", end_the_run_unless_either({"spend [click][click]": (Clicks(2),),
                                                              "pay 5[c]": (Credits(5),)}),
                 lambda game, card, event: is_this_server(game, card, event.info.get("server")),
                 starts="Whenever", structure="run"),))


MUMBAD_TOUR = upgrade("Mumbad Virtual Tour", "Alliance", faction="neutral-corp", cost=0, inf=2, trash=5,
                      text=("This upgrade costs 0 influence if you have 7 or more assets in your deck.",
                            "When the Runner accesses this upgrade while it is installed, they must "
                            "trash it, if able."),
                      on=(constant("must-trash-when-accessed", lambda game, card, subject: True, starts="When"),))


MALAPERT_DATA_VAULT = upgrade("Malapert Data Vault", "", faction="weyland-consortium", cost=1, inf=3, trash=4, text=(
    "Whenever you score an agenda from the root of this server, you may search R&D for 1 non-agenda card and reveal "
    "it. <em>(Shuffle R&D after searching it.)</em> Add that card to HQ.",),
    on=(whenever("scored", search_rd_to_hq(lambda card: card.card.facts.type != "agenda", "non-agenda card"),
                 from_this_server, starts="Whenever", optional="use Malapert Data Vault"),),
    decisions=("Malapert Data Vault target",), unique=True)


MAVIRUS = upgrade("Mavirus", "Ambush", faction="jinteki", cost=3, inf=1, trash=0, text=(
    "While the Runner is accessing this upgrade in R&D, they must reveal it.",
    "When the Runner accesses this upgrade, you may purge virus counters. If this upgrade is rezzed, do 1 net damage.",
    "[trash]: Purge virus counters."),
    on=(when_accessed(seq(may(purge_virus_counters, "purge virus counters"),
                          when(lambda game, ctx: ctx.source.rezzed, damage("net", 1)))),
        paid(TrashSelf(), effect=purge_virus_counters, starts="[trash]")), decisions=("Mavirus choice",))


def _core_damage_unless_all_clicks(game: Game, ctx: Ctx) -> None:
    """Mr. Hendrik: a Runner with [click] left may lose them all to prevent the damage ("Mr. Hendrik choice")."""
    if game.runner.clicks and game.decider.ask("Mr. Hendrik choice", ["lose all [click]", "take the damage"],
                                               "Runner") == "lose all [click]":
        lose_clicks(game.runner.clicks, "runner")(game, ctx)
        game.trace.add(f"{ctx.by}: the Runner lost all their [click], so the damage is prevented.", cites.C_PREVENT,
                       key=True)
        return
    damage("core", 1)(game, ctx)


MR_HENDRIK = upgrade("Mr. Hendrik", "Ambush - Sysop", faction="haas-bioroid", cost=0, inf=3, trash=2, text=(
    "When the Runner accesses this upgrade while it is installed, you may pay 2[c] to do 1 core damage. If the "
    "Runner has any [click] remaining, they may lose all their [click] to prevent this damage.",),
    on=(when_accessed(_core_damage_unless_all_clicks, pay_credits=2, installed=True),),
    decisions=("Mr. Hendrik choice",))


def _install_ice_and_follow(game: Game, ctx: Ctx) -> None:
    """Mercia B4LL4RD: the Corp may install 1 piece of ice from HQ 1[c] cheaper ("Mercia B4LL4RD install" and
    "... install where"); if it does, Mercia moves to the root of the server that ice protects."""
    from rulesdb.engine.state.thisserver import this_server
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    found = [c for c in game.corp.hand if c.is_ice]
    titles = [c.title for c in found]
    choice = game.decider.ask("Mercia B4LL4RD install", [*titles, "no"], "Corp") if found else "no"
    if choice == "no":
        return
    ice = found[titles.index(choice)]
    where = game.decider.ask("Mercia B4LL4RD install where", corp_places(game, ice), "Corp")

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: Mercia B4LL4RD: {message}")
    ice = install_card(game, ice, game.corp.hand,
                       new_remote_name(game) if where == "new remote" else where, refuse, discount=1)
    here, there = this_server(game, ctx.source), game.locate(ice)[0]
    if here is not None and here is not there and any(o is ctx.source for o in here.root):
        here.root.remove(ctx.source)
        there.root.append(ctx.source)
        game.trace.add(f"{ctx.by}: Mercia B4LL4RD moves to the root of {there.name}.", cites.SAME_OBJECT, key=True)
        emit(game, Event("moved", ctx.source, {"server": there.name}))


MERCIA = upgrade("Mercia B4LL4RD", "Bioroid - Academic", faction="haas-bioroid", cost=2, inf=2, trash=2, text=(
    "When your action phase ends, you may install 1 piece of ice from HQ, paying 1[c] less. If you do, move this "
    "upgrade to the root of the server that piece of ice is protecting.",),
    on=(whenever("action-phase-ends", _install_ice_and_follow, lambda game, card, event: event.info.get("side") ==
                 card.owner, starts="When your action phase ends"),),
    decisions=("Mercia B4LL4RD install", "Mercia B4LL4RD install where"), unique=True)


def _approaching_ice_here(game: Game, card, event) -> bool:
    place, here = game.locate(event.subject) if event.subject is not None else None, game.server_of(card)
    return place is not None and place[1] == "ice" and place[0].name == here


def _trash_for_3_and_a_swap(game: Game, ctx: Ctx) -> None:
    """Mitra Aman: trashed, the Corp gains 3[c] and may swap the approached ice with a piece of ice from Archives
    or HQ ("Mitra Aman target": "<title> from HQ" / "<title> from Archives", or `no`)."""
    from rulesdb.engine.effects.trashing import trash_as_cost
    approached = ctx.event.subject
    if trash_as_cost(game, ctx.source, ctx.by, who="corp") is None:
        return
    gain(3)(game, ctx)
    if game.locate(approached) is None:
        return
    options = {f"{c.title} from HQ": (c, "hq") for c in game.corp.hand if c.is_ice}
    options.update({f"{c.title} from Archives": (c, "archives") for c in game.corp.discard if c.is_ice})
    choice = game.decider.ask("Mitra Aman target", [*options, "no"], "Corp") if options else "no"
    if choice != "no":
        card, pile = options[choice]
        swap_with_hq(game, approached, card, ctx.by, pile=pile)


MITRA_AMAN = upgrade("Mitra Aman", "Clone", faction="jinteki", cost=0, inf=2, trash=3, text=(
    "Whenever the Runner approaches a piece of ice protecting this server, you may trash this upgrade. If you do, "
    "gain 3[c] and you may swap the ice being approached with a piece of ice from Archives or HQ.",),
    on=(whenever("approach", _trash_for_3_and_a_swap, _approaching_ice_here, starts="Whenever", structure="run",
                 optional="use Mitra Aman"),), decisions=("Mitra Aman target",), unique=True)


def _broke_ice_protecting_this_server(game: Game, card, event) -> bool:
    """Mason Bellamy: the encounter that ended was with ice protecting this server, and the Runner broke at least 1
    of its subroutines."""
    enc = event.info["encounter"]
    place = game.locate(enc.ice)
    return place is not None and place[1] == "ice" and is_this_server(game, card, place[0].name) and bool(enc.broken)


MASON_BELLAMY = upgrade("Mason Bellamy", "Sysop", faction="haas-bioroid", unique=True, cost=2, inf=3, trash=3, text=(
    "Whenever an encounter with a piece of ice protecting this server ends, if the Runner broke at least 1 "
    "subroutine during that encounter, they lose [click].",),
    on=(whenever("encounter-ended", lose_clicks(1), _broke_ice_protecting_this_server, starts="Whenever"),))


def _approaching_here_midori_unused(game: Game, card, event) -> bool:
    return _approaching_ice_here(game, card, event) and bool(game.corp.hand) and any(
        c.is_ice for c in game.corp.hand) and f"{card.object_id} Midori" not in game.run.used


def _midori_swap(game: Game, ctx: Ctx) -> None:
    """Midori: once per run, the approached ice is swapped with a piece of ice from HQ ("Midori target"), installed
    unrezzed in its place; then the Runner may jack out ("jack out at Midori")."""
    from rulesdb.engine.effects.jacking_out import may_jack_out
    game.run.used.add(f"{ctx.source.object_id} Midori")
    approached = ctx.event.subject
    new = choose(game, ctx, [c for c in game.corp.hand if c.is_ice], "Corp", "HQ holds no ice")
    if new is None or game.locate(approached) is None:
        return
    swap_with_hq(game, approached, new, ctx.by)
    may_jack_out(game, ctx.source.title)


MIDORI = upgrade("Midori", "Sysop", faction="jinteki", unique=True, cost=0, inf=3, trash=3, text=(
    "Whenever the Runner approaches a piece of ice protecting this server, you may swap that ice with 1 piece of ice "
    "from HQ. <em>(The new ice is installed unrezzed.)</em> If you do, the Runner may jack out. Use this ability only "
    "once per run.",),
    on=(whenever("approach", _midori_swap, _approaching_here_midori_unused, starts="Whenever", structure="run",
                 optional="use Midori"),), decisions=("Midori target",))


def _a_credit_more_to_break_here(game, card, breaker) -> int:
    run = game.run
    return 1 if run is not None and not run.ended and is_this_server(game, card, run.server) else 0


MIDWAY_STATION_GRID = upgrade("Midway Station Grid", "Beanstalk - Region", faction="nbn", cost=4, inf=4, trash=4, text=(
    "During runs on this server, the Runner must pay 1[c] as an additional cost to use an icebreaker ability to break "
    "subroutines.", "Limit 1 region per server."),
    on=(constant(BREAK_ADDITIONAL_CREDITS, _a_credit_more_to_break_here, starts="During runs"),))
