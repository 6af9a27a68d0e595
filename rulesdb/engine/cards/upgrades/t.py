"""Upgrades whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.hooks.runs import from_this_server
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import move_to_another_root
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.run.encounter import forced_encounter
from rulesdb.engine.state.carddef import Interrupt
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.thisserver import is_this_server, this_server


def _first_install_in_this_root(game: Game, card, event) -> bool:
    """Tranquility Home Grid: a card installed in the root of its server, the first time this turn (its own
    install counts, cr/rule_steps_installing_installed_condition, though it triggers only if installed rezzed)."""
    def here(game: Game, past) -> bool:
        place = past.info.get("at")
        return place is not None and place[1] == "root" and is_this_server(game, card, place[0].name)
    return first_each_turn(game, event, here)


def _gain_2_or_draw_1(game: Game, ctx: Ctx) -> None:
    choice = game.decider.ask("Tranquility Home Grid choice", ["gain 2[c]", "draw 1 card"], "Corp")
    (gain(2) if choice == "gain 2[c]" else draw(1))(game, ctx)


def _first_net_damage_this_run(game: Game, card, imminent) -> bool:
    """Tori Hanzō: the first net damage the Corp would do in a run against this server. The first
    imminent one is "the first time" even if it was prevented to 0 (cr/rule_ordinal_would)."""
    place, run = game.locate(card), game.run
    if run is None or place is None or place[0].name != run.server:
        return False
    if imminent.kind != "net" or imminent.by_side != "corp":
        return False
    if "first" not in imminent.info:
        imminent.info["first"] = "Tori Hanzō: net damage" not in run.used
        run.used.add("Tori Hanzō: net damage")
    return imminent.info["first"] and imminent.remaining > 0


def _core_instead(game: Game, card, imminent) -> None:
    """Tori Hanzō: the Corp may pay 2[c]; the imminent net damage becomes 1 core damage
    (cr/rule_replace_imminent_effects), and interrupts then see the new expected effect."""
    payment = Payment("corp", 2, "ability", "Tori Hanzō's ability", card)
    if not able(game, payment) or game.decider.ask("use Tori Hanzō", ["yes", "no"], "Corp") == "no":
        game.trace.add("Tori Hanzō: the Corp does not replace the net damage.", cites.C_INTERRUPT)
        return
    pay(game, payment, cites.COST)
    imminent.kind, imminent.amount, imminent.prevented, imminent.increased = "core", 1, 0, 0
    imminent.replaced_by = "Tori Hanzō"
    game.trace.add("Tori Hanzō's replacement effect applies at once: the imminent effect is now to "
                   "do 1 core damage instead of the net damage.", cites.C_INTERRUPT,
                   cites.cr("rule_replace_imminent_effects"), key=True)


def _tori_hanzo(facts) -> Interrupt:
    return Interrupt("damage", facts.text[0], _core_instead, _first_net_damage_this_run, optional=False,
                     prevents=False)


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
    revealed(game, "corp", 1)
    pile_trashed(game, "hq", [copy], "corp")
    forced_encounter(game, ice, ctx.by)


FORCED = cites.cr("rule_forced_encounter_during_run")


def _tucana(game: Game, ctx: Ctx) -> None:
    """Find a piece of ice in R&D, install it and rez it if able, 3[c] less in total; an ice that
    cannot be rezzed is revealed (cr/rule_reveal_for_install_and_rez)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.effects.searches import search_rd
    ice = search_rd(game, "ice", "Tucana target", ctx.by)
    if ice is None:
        return
    from rulesdb.engine.turns.corp_actions import new_remote_name, remote_limit_reached
    fresh = [] if remote_limit_reached(game) else ["new remote"]  # ice may protect a new remote too
    name = game.decider.ask("Tucana choice", [*game.servers, *fresh], "Corp")
    created = name == "new remote"
    from rulesdb.engine.effects.searches import create_remote
    server = create_remote(game, new_remote_name(game), ctx.by) if created else game.servers[name]
    from rulesdb.engine.turns.corp_actions import installing_in, trash_ice_before_installing
    with installing_in(game, server):
        trash_ice_before_installing(game, ice, server, 3)  # asked when the Corp cannot pay (cr/rule_install_trash_ice)
    install_cost, rez_cost = len(server.ice), ice.card.facts.cost or 0
    payment = Payment("corp", max(0, install_cost + rez_cost - 3), "rez", f"installing and rezzing {ice.title}", ice)
    rezzable = able(game, payment)
    if not rezzable:  # install it all the same, paying the install cost less the discount
        payment = Payment("corp", max(0, install_cost - 3), "install", f"installing {ice.title}", ice)
    if not pay(game, payment, cites.C_INSTALL_STEPS):  # never installed unpaid
        from rulesdb.errors import ScenarioError
        raise ScenarioError(f"{game.decider.source}: Tucana choice: the Corp cannot pay {payment.amount}[c] for "
                            f"installing {ice.title} protecting {server.name}")
    install_ice_at(game, ice, server, 0, ctx.by, costs=" (its costs paid above)")
    obj = server.ice[0]
    if created:
        from rulesdb.engine.state.events import Event, emit
        emit(game, Event("remote-created", info={"server": server.name}))
    if rezzable:
        from rulesdb.engine.effects.installing import rez_after_install
        rez_after_install(game, obj, ctx.by, "its costs 3[c] less in total")
        return
    game.trace.add(f"{ctx.by}: the Corp cannot pay to rez {ice.title}, so it reveals it to show that it cannot be "
                   "rezzed.", cites.cr("rule_reveal_for_install_and_rez"),
                   cites.cr("rule_valid_search_target_install_play"), key=True)
    revealed(game, "corp", 1)


THE_TWINS = upgrade("The Twins", "Sysop", faction="weyland-consortium", unique=True, cost=2, inf=1, trash=2, text=(
    "Whenever the Runner passes a rezzed piece of ice protecting this server, you may reveal and trash "
    "another copy of that ice from HQ to force the Runner to encounter the piece of ice just passed "
    "again.",),
    on=(whenever("pass", _twins, _passed_rezzed_ice_here, structure="run", optional="use The Twins",
                 usable=lambda game, pending: "" if _copy_in_hq(game, pending.event.subject)
                 else "there is no other copy of that ice in HQ"),))


TORI_HANZO = upgrade("Tori Hanzō", "Sysop", faction="jinteki", unique=True, cost=3, inf=4, trash=2, text=(
    "[interrupt] → The first time you would do 1 or more net damage during each run against this "
    "server, instead you may pay 2[c] to do 1 core damage.",), on=(_tori_hanzo,),
    decisions=("use Tori Hanzō",))


TRANQUILITY = upgrade("Tranquility Home Grid", "Region", faction="haas-bioroid", cost=1, inf=2, trash=4, text=(
    "Remote server only.",
    "The first time each turn you install a card in the root of this server, gain 2[c] or draw 1 card.",
    "Limit 1 region per server."),
    on=(whenever("install", _gain_2_or_draw_1, _first_install_in_this_root, starts="The first time"),),
    decisions=("Tranquility Home Grid choice",))


TUCANA = upgrade("Tucana", "", faction="weyland-consortium", unique=True, cost=2, inf=3, trash=1, text=(
    "Remote server only.",
    "Persistent → Whenever an agenda is scored or stolen from the root of this server, you may search R&D "
    "for 1 piece of ice. <em>(Shuffle R&D after searching it.)</em> Install and rez that ice, paying a total "
    "of 3[c] less."),
    on=(whenever("stolen", _tucana, from_this_server, starts="Persistent", optional="use Tucana"),
        whenever("scored", _tucana, from_this_server, starts="Persistent", optional="use Tucana")),
    decisions=("Tucana target", "Tucana choice"))


def _advance_here_2_or_3(game: Game, ctx: Ctx) -> None:
    """The Holo Man: 2 advancement counters on 1 card in the root of or protecting this server, 3 if the Corp
    has installed no card from HQ this turn."""
    here = this_server(game, ctx.source)
    found = [*here.root, *here.ice] if here else []
    card = choose(game, ctx, found, "Corp", "no card is in or protecting this server", cites.C_ADVANCE_RULE)
    if card is not None:
        from_hq = unless_none_earlier(game, [1] * game.turn.installed_from_hq, ctx.source,
                                      "you have not installed any cards from HQ this turn")
        game.trace.add(f"{ctx.by}: the Corp {'has' if from_hq else 'has not'} installed a card from HQ this turn, "
                       f"so {2 if from_hq else 3} advancement counters.", cites.cr("rule_static_condition"))
        add_counters(game, card, "advancement", 2 if from_hq else 3, ctx.by)


THE_HOLO_MAN = upgrade("The Holo Man", "Academic - Executive - Sysop", faction="nbn", cost=2, inf=3, trash=2, text=(
    "When your turn begins, you may move this upgrade to the root of another server.",
    "Once per turn \u2192 [click], 4[c]: Place 2 advancement counters on 1 card in the root of or protecting this "
    "server. If you have not installed any cards from HQ this turn, instead place 3 advancement counters on that "
    "card."),
    on=(when_turn_begins(move_to_another_root()),
        paid(Clicks(1), Credits(4), effect=_advance_here_2_or_3, once_per_turn=True, starts="Once per turn")),
    decisions=("The Holo Man server",), unique=True)


def _bioroid_protecting_this_server(game: Game, card, imminent) -> bool:
    ice = imminent.target
    place = game.locate(ice) if ice is not None else None
    return place is not None and place[1] == "ice" and game.has_subtype(ice, "bioroid") \
        and is_this_server(game, card, place[0].name)


def _unrezzed_and_bioroid_here(game: Game, card, imminent) -> bool:
    return not card.rezzed and _bioroid_protecting_this_server(game, card, imminent)


def _rez_itself(game: Game, card, imminent) -> None:
    """Tyr's Hand's first [interrupt]: usable while unrezzed, it rezzes the upgrade, paying its rez cost."""
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, card, forced=True)


TYRS_HAND = upgrade("Tyr's Hand", "Hostile", faction="haas-bioroid", cost=1, inf=1, trash=1, text=(
    "[interrupt] → When a subroutine would be broken on a piece of bioroid ice protecting this server, you may rez "
    "this upgrade.",
    "[interrupt] → [trash]: Prevent 1 subroutine from being broken on a piece of bioroid ice protecting this server."),
    on=(lambda facts: Interrupt("break", facts.text[0], _rez_itself, _unrezzed_and_bioroid_here, while_unrezzed=True,
                                prevents=False, cites=(cites.C_INTERRUPT, cites.REZ)),
        prevent("break", 1, costs=(TrashSelf(),), condition=_bioroid_protecting_this_server,
                starts="[interrupt] → [trash]")))
