"""Upgrades whose abilities reach beyond their own root: granting ice abilities, resolving subroutines
of ice elsewhere, forcing encounters, forbidding runs, punishing unsuccessful runs ("this server")."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import constant, paid, when_successful_run, whenever
from rulesdb.engine.cards.lone_subroutines import THIS_SERVER, choose_subroutine, resolve_subroutine
from rulesdb.engine.cards.primitives import Ctx, damage, trash_self
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.run.encounter import forced_encounter
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server, this_server


def _protects_this_server(game: Game, card, event) -> bool:
    ice = event.subject
    return ice is not None and ice.is_ice and this_server(game, ice) is this_server(game, card)


def _zato(game: Game, ctx: Ctx) -> None:
    ice = ctx.event.subject
    number = choose_subroutine(game, ice, "ZATO City Grid choice")
    if common.trash(game, ice, ctx.by, THIS_SERVER) is not None:
        resolve_subroutine(game, ice, number, ctx.by)


def _facedown_ice_in_archives(game: Game) -> list:
    return [o for o in game.corp.discard if o.is_ice and not o.faceup]


def _nanisivik(game: Game, ctx: Ctx) -> None:
    pile = _facedown_ice_in_archives(game)
    titles = [o.title for o in pile]
    ice = pile[titles.index(game.decider.ask("Nanisivik Grid target", titles, "Corp"))]
    ice.faceup = True
    game.trace.add(f"{ctx.by}: the Corp turns {ice.title} in Archives faceup.", THIS_SERVER)
    resolve_subroutine(game, ice, choose_subroutine(game, ice, "Nanisivik Grid choice"), ctx.by)


def _approaching_this_server(game: Game, card, event) -> bool:
    server = this_server(game, card)
    return server is not None and event.info.get("server") == server.name


ZATO_CITY_GRID = upgrade("ZATO City Grid", "Region", faction="weyland-consortium", cost=3, inf=4, trash=3,
                         text=("Remote server only.",
                               "Each piece of ice protecting this server gains \"When the Runner "
                               "encounters this ice, choose 1 subroutine on it. You may trash this ice"
                               " to resolve that subroutine.\".", "Limit 1 region per server."),
                         on=(whenever("encounter", _zato, _protects_this_server, starts="Each piece",
                                      structure="encounter", optional="use ZATO City Grid"),),
                         decisions=("ZATO City Grid choice",))
NANISIVIK_GRID = upgrade("Nanisivik Grid", "Region", faction="jinteki", cost=2, inf=2, trash=3, text=(
    "Whenever the Runner approaches this server, you may turn 1 facedown piece of ice in Archives "
    "faceup. If you do, resolve 1 subroutine on that ice.", "Limit 1 region per server."),
    on=(whenever("approach-server", _nanisivik, _approaching_this_server, structure="run",
                 optional="use Nanisivik Grid",
                 usable=lambda game, pending: "" if _facedown_ice_in_archives(game)
                 else "there is no facedown ice in Archives"),),
    decisions=("Nanisivik Grid target", "Nanisivik Grid choice"))


def _copy_in_hq(game: Game, ice) -> list:
    return [o for o in game.corp.hand if o.title == ice.title]


def _passed_rezzed_ice_here(game: Game, card, event) -> bool:
    ice = event.subject
    return ice is not None and ice.is_ice and ice.rezzed and this_server(game, ice) is this_server(game, card)


def _twins(game: Game, ctx: Ctx) -> None:
    ice = ctx.event.subject
    copy = _copy_in_hq(game, ice)[0]
    game.corp.hand.remove(copy)
    game.corp.discard.append(game.change_zone(copy, "archives"))
    game.trace.add(f"{ctx.by}: the Corp reveals {copy.title} from HQ and trashes it.", FORCED)
    forced_encounter(game, ice, ctx.by)


FORCED = cites.cr("rule_forced_encounter_during_run")
THE_TWINS = upgrade("The Twins", "Sysop", faction="weyland-consortium", cost=2, inf=1, trash=2, text=(
    "Whenever the Runner passes a rezzed piece of ice protecting this server, you may reveal and trash "
    "another copy of that ice from HQ to force the Runner to encounter the piece of ice just passed "
    "again.",),
    on=(whenever("pass", _twins, _passed_rezzed_ice_here, structure="run", optional="use The Twins",
                 usable=lambda game, pending: "" if _copy_in_hq(game, pending.event.subject)
                 else "there is no other copy of that ice in HQ"),))


OFF_THE_GRID = upgrade("Off the Grid", "", faction="weyland-consortium", cost=6, inf=3, trash=0, text=(
    "Install only in a remote server.", "The Runner cannot initiate a run on this server.",
    "Whenever the Runner makes a successful run on HQ, trash Off the Grid."),
    on=(constant("cannot-run", is_this_server, starts="The Runner cannot"),
        when_successful_run(trash_self, server="HQ", starts="Whenever")))


def _unsuccessful_here(game: Game, card, event) -> bool:
    server = this_server(game, card)
    return server is not None and event.info.get("server") == server.name


def _move_to_another_server(game: Game, ctx: Ctx) -> None:
    """Georgia Emelyov: move this upgrade to the root of another server."""
    here = this_server(game, ctx.source)
    others = [name for name in game.servers if game.servers[name] is not here]
    target = game.servers[game.decider.ask("Georgia Emelyov target", others, "Corp")]
    here.root.remove(ctx.source)
    target.root.append(ctx.source)
    game.trace.add(f"{ctx.by}: Georgia Emelyov moves to the root of {target.name}; it stays installed, so it "
                   "is the same object.", cites.SAME_OBJECT)


GEORGIA_EMELYOV = upgrade("Georgia Emelyov", "Sysop", faction="jinteki", cost=1, inf=2, trash=3, text=(
    "Whenever the Runner makes an unsuccessful run on this server, do 1 net damage.",
    "2[c]: Move Georgia Emelyov to another server."),
    on=(whenever("unsuccessful", damage("net", 1), _unsuccessful_here,
                 refs=(cites.cr("step_run_declared_unsuccessful"),)),
        paid(Credits(2), effect=_move_to_another_server, starts="2[c]")),
    decisions=("Georgia Emelyov target",))


def _clicks_during_a_run_here(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("side") == "runner" and run is not None and not run.complete \
        and is_this_server(game, card, run.server)


def _lose_all_credits(game: Game, ctx: Ctx) -> None:
    lost, game.runner.credits = game.runner.credits, 0
    game.trace.add(f"{ctx.by}: the Runner loses all {lost}[c] in their credit pool.", cites.CREDIT_POOL)


HEINLEIN_GRID = upgrade("Heinlein Grid", "Region", faction="haas-bioroid", cost=3, inf=2, trash=3, text=(
    "Whenever the Runner loses or spends [click] during a run on this server, they lose all credits in "
    "their credit pool.", "Limit 1 region per server."),
    on=(whenever("clicks-lost", _lose_all_credits, _clicks_during_a_run_here),
        whenever("clicks-spent", _lose_all_credits, _clicks_during_a_run_here)))


def _rezzed_ice_here(game: Game, card) -> list:
    server = this_server(game, card)
    return [o for o in server.ice if o.rezzed] if server is not None else []


def _ganked(game: Game, ctx: Ctx) -> None:
    found = _rezzed_ice_here(game, ctx.source)
    common.trash(game, ctx.source, ctx.by, preventable=False)
    titles = [o.title for o in found]
    ice = found[titles.index(game.decider.ask("Ganked! target", titles, "Corp"))]
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


def _stolen_from_this_root(game: Game, card, event) -> bool:
    """Tucana is remote-only, and a remote server's agendas are in its root: an agenda stolen in a
    breach of this server was stolen from its root."""
    return game.run is not None and is_this_server(game, card, game.run.server)


def _tucana(game: Game, ctx: Ctx) -> None:
    """Find a piece of ice in R&D, install it and rez it if able, 3[c] less in total; an ice that
    cannot be rezzed is revealed (cr/rule_reveal_for_install_and_rez)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.effects.searches import search_rd
    ice = search_rd(game, "ice", "Tucana target", ctx.by)
    if ice is None:
        return
    name = game.decider.ask("Tucana choice", list(game.servers), "Corp")
    server = game.servers[name]
    install_cost, rez_cost = len(server.ice), ice.card.facts.cost or 0
    payment = Payment("corp", max(0, install_cost + rez_cost - 3), "rez", f"installing and rezzing {ice.title}", ice)
    rezzable = able(game, payment)
    if not rezzable:  # install it all the same, paying the install cost less the discount
        payment = Payment("corp", max(0, install_cost - 3), "install", f"installing {ice.title}", ice)
    pay(game, payment, cites.C_INSTALL_STEPS)
    install_ice_at(game, ice, server, 0, ctx.by, costs=" (its costs paid above)")
    obj = server.ice[0]
    if rezzable:
        obj.rezzed = True
        game.trace.add(f"{ctx.by}: {ice.title} is rezzed, paying 3[c] less in total.", cites.C_REZ)
        return
    game.trace.add(f"{ctx.by}: the Corp cannot pay to rez {ice.title}, so it reveals it to show that it cannot be "
                   "rezzed.", cites.cr("rule_reveal_for_install_and_rez"),
                   cites.cr("rule_valid_search_target_install_play"), key=True)


TUCANA = upgrade("Tucana", "", faction="weyland-consortium", cost=2, inf=3, trash=1, text=(
    "Remote server only.",
    "Persistent → Whenever an agenda is scored or stolen from the root of this server, you may search R&D "
    "for 1 piece of ice. <em>(Shuffle R&D after searching it.)</em> Install and rez that ice, paying a total "
    "of 3[c] less."),
    on=(whenever("stolen", _tucana, _stolen_from_this_root, starts="Persistent", optional="use Tucana"),),
    decisions=("Tucana target", "Tucana choice"), waits_for="scoring")  # stolen only; persistence not modelled


def _click_to_steal_here(game: Game, card, agenda) -> tuple:
    """Strongbox: stealing an agenda from this server or its root costs [click] more."""
    from rulesdb.engine.effects.costtypes import Clicks
    run = game.run
    return (Clicks(1),) if run is not None and is_this_server(game, card, run.server) else ()


STRONGBOX = upgrade("Strongbox", "", faction="haas-bioroid", cost=3, inf=2, trash=1, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner must "
    "spend [click]. <em>(If the Runner trashes this card while accessing it, this ability still applies for "
    "the remainder of this run.)</em>",),
    on=(constant("steal-cost", _click_to_steal_here, starts="Persistent"),))

DEFINITIONS = (ZATO_CITY_GRID, NANISIVIK_GRID, THE_TWINS, OFF_THE_GRID, GEORGIA_EMELYOV, HEINLEIN_GRID, GANKED, TUCANA,
               STRONGBOX)


def _during_a_run_on_hq(game: Game, card) -> bool:
    return game.run is not None and not game.run.ended and game.run.server == "HQ"


def _draw_1(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives import draw
    draw(1)(game, ctx)


PANIC_BUTTON = upgrade("Panic Button", faction="haas-bioroid", cost=1, inf=1, trash=2, text=(
    "Install only in the root of HQ.", "1[c]: Draw 1 card. Use this ability only during a run on HQ."),
    on=(paid(Credits(1), effect=_draw_1, when=_during_a_run_on_hq, starts="1[c]"),))
DEFINITIONS = DEFINITIONS + (PANIC_BUTTON,)


def _two_net_to_steal_here(game: Game, card, agenda) -> tuple:
    """Ben Musashi: stealing an agenda from this server or its root costs 2 net damage more."""
    from rulesdb.engine.effects.costtypes import SufferDamage
    run = game.run  # persistent: "this server" is still the one it was trashed from
    return (SufferDamage("net", 2),) if run is not None and is_this_server(game, card, run.server) else ()


BEN_MUSASHI = upgrade("Ben Musashi", "Clone", faction="jinteki", cost=1, inf=2, trash=3, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner must "
    "suffer 2 net damage. <em>(If the Runner trashes this card while accessing it, this ability still applies "
    "for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _two_net_to_steal_here, starts="Persistent"),))
DEFINITIONS = DEFINITIONS + (BEN_MUSASHI,)


def _rez_here(game: Game, card, payment) -> bool:
    """Mahkota Langit Grid: its credits pay to rez assets in the root of this server and ice protecting it."""
    subject, here = payment.subject, game.locate(card)
    there = game.locate(subject) if subject is not None else None
    return (payment.purpose == "rez" and here is not None and there is not None and there[0] is here[0]
            and (there[1] == "ice" or subject.card.facts.type == "asset"))


MAHKOTA = upgrade("Mahkota Langit Grid", "Region", faction="neutral-corp", cost=2, inf=0, trash=2, text=(
    "2[recurring] <em>(When you rez this upgrade and before your turn begins, refill to 2 hosted credits.)</em>",
    "You can spend hosted credits to rez assets in the root of this server and ice protecting this server.",
    "Persistent → The trash cost of each asset in the root of this server is increased by 2[c].",
    "Limit 1 region per server."), recurring=2,
    credit_source=CreditSource(_rez_here, "rezzing in this server"),
    waits_for="constant abilities")  # the trash cost increase: the engine reads printed trash costs
DEFINITIONS = DEFINITIONS + (MAHKOTA,)
