"""Upgrades whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, purge_virus_counters, remove_counters
from rulesdb.engine.cards.primitives.choices import may, psi_game
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import give_tags
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, Cost, Credits, TrashSelf
from rulesdb.engine.run.run_costs import RUN_COSTS
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.earlier_this_turn import MADE_EARLIER
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.thisserver import is_this_server


def _advanced_ice_here(game: Game, card) -> list:
    place = game.locate(card)
    return [o for o in place[0].ice if o.counters.get("advancement", 0)] if place else []


def _cayambe_toll(game: Game, ctx: Ctx) -> None:
    """"End the run unless they pay 2[c] for each advanced piece of ice protecting this server": one
    nested cost, paid as a single payment (cr/rule_cost_quantities)."""
    n = 2 * len(_advanced_ice_here(game, ctx.source))
    payment = Payment("runner", n, "ability", f"{ctx.source.title}'s ability", ctx.source)
    if n and able(game, payment) and game.decider.ask(
            f"pay {n}[c] to {ctx.source.title}", ["yes", "no"], "Runner", general=("pay",)) == "yes":
        pay(game, payment, cites.NESTED_COST)
        return
    if n:
        end_the_run(game, ctx)


def _approaching_this_server(game: Game, card, event) -> bool:
    place = game.locate(card)
    return place is not None and event.info.get("server") == place[0].name


def _advance_ice_here(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.pools import add_counters
    place = game.locate(ctx.source)
    ice_list = list(place[0].ice) if place else []
    if not ice_list:
        return
    titles = labels(game, ice_list, "corp")
    ice = ice_list[titles.index(ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS))]
    add_counters(game, ice, "advancement", 1, ctx.by)


CAPRICE = upgrade("Caprice Nisei", "Clone - Psi", faction="jinteki", unique=True, cost=2, inf=4, trash=1, text=(
    "Whenever the Runner passes all of the ice protecting this server, you and the Runner secretly "
    "spend 0[c], 1[c], or 2[c]. Reveal spent credits. If you and the Runner spent a different number "
    "of credits, end the run.",),
    on=(whenever("approach-server", psi_game(end_the_run), lambda game, card, event: is_this_server(
        game, card, event.info.get("server")), starts="Whenever", structure="run"),))


CAYAMBE_GRID = upgrade("Cayambe Grid", "Region", faction="weyland-consortium", cost=3, inf=3, trash=3, text=(
    "When your turn begins, place 1 advancement counter on a piece of ice protecting this server.",
    "Whenever the Runner approaches this server, end the run unless they pay 2[c] for each advanced piece of "
    "ice protecting this server.",
    "Limit 1 region per server."),
    on=(when_turn_begins(_advance_ice_here),
        whenever("approach-server", _cayambe_toll, _approaching_this_server, starts="Whenever the Runner",
                 structure="run")),
    decisions=("Cayambe Grid target",))  # "Limit 1 region per server": turns/root_limits.py


CRISIUM = upgrade("Crisium Grid", "Region", faction="weyland-consortium", cost=3, inf=1, trash=5, text=(
    "Runs against this server cannot be declared successful. <em>(This effect does not cause runs to "
    "become unsuccessful.)</em>", "Limit 1 region per server."),
    on=(constant("cannot-declare-successful", is_this_server,
                 starts="Runs against"),))


def _click_and_credit_per_counter(game, card, server) -> tuple:
    n = card.counters.get("power", 0)
    return (Clicks(n), Credits(n)) if n and server == game.server_of(card) else ()


COLD_SITE_SERVER = upgrade("Cold Site Server", "Facility", faction="haas-bioroid", cost=0, inf=3, trash=3, text=(
    "[click]: Place 1 power counter on this upgrade.",
    "As an additional cost to run this server, the Runner must spend [click] and 1[c] for each hosted power counter.",
    "When your turn begins, remove all hosted power counters."),
    on=(paid(Clicks(1), effect=place_counters("power", 1), starts="[click]"),
        constant(RUN_COSTS, _click_and_credit_per_counter, starts="As an additional cost"),
        when_turn_begins(remove_counters("power", None))))


class XCredits(Cost):
    """"X[c]" as the cost of a paid ability: the player names X ("<card> X", 0 up to what they can pay) as they
    pay it (cr/rule_cost_x); the effect reads the X paid."""

    __slots__ = ()

    def label(self, card) -> str:
        return "X[c]"

    def payable(self, game: Game, side: str, card) -> bool:
        return True  # X may be 0

    def pay(self, game: Game, side: str, card) -> None:
        player = game.player(side)
        x = ask_number(game, f"{card.title} X", player.credits, player.name, "a number of credits")
        pay(game, Payment(side, x, "ability", f"{card.title}'s ability (X = {x})", card), cites.COST,
            cites.cr("rule_cost_x"))
        card.counters["x"] = x  # as an X play cost is kept while the card resolves (turns/actions.py)


def _stronger_for_the_turn(game: Game, ctx: Ctx) -> None:
    """Corporate Troubleshooter: 1 rezzed ice protecting this server ("Corporate Troubleshooter target") gets +X
    strength for the remainder of the turn (a lasting effect)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.state.thisserver import this_server
    x, server = ctx.source.counters.get("x", 0), this_server(game, ctx.source)
    ice = choose(game, ctx, [o for o in (server.ice if server else []) if o.rezzed], "Corp",
                 "no rezzed ice protects this server")
    if ice is not None:
        lasting(game, "ice-strength", lambda g, c, subject: x if subject is ice else 0,
                f"{ice.title} gets +{x} strength", "turn", ctx.by)


def _not_made_again(game: Game, card, used) -> None:
    """Corporate Troubleshooter trashed earlier this turn: the ice "protecting this server" it could choose is not
    known once it has left its server, so the board states the ice's strength instead."""
    from rulesdb.errors import ScenarioError
    where = game.decider.at(used.line, "corp.earlier_this_turn: Corporate Troubleshooter")
    raise ScenarioError(f"{where}: the "
                        "server it was installed in, whose ice it chose, is not known once it is trashed; state the "
                        "ice's strength instead (Ice Wall (+X strength this turn): `strength_this_turn`)")


CORPORATE_TROUBLESHOOTER = upgrade("Corporate Troubleshooter", "", faction="haas-bioroid", cost=0, inf=1, trash=2,
                                   text=("X[c], [trash]: Choose 1 rezzed piece of ice protecting this server. That ice "
                                         "gets +X strength for the remainder of the turn.",),
    on=(paid(XCredits(), TrashSelf(), effect=_stronger_for_the_turn, starts="X[c]"),
        constant(MADE_EARLIER, _not_made_again, starts="X[c]")),
    decisions=("Corporate Troubleshooter X", "Corporate Troubleshooter target"))


def _successful_trace_in_a_run_here(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("successful") is True and run is not None and not run.complete \
        and is_this_server(game, card, run.server)


CHILO_CITY_GRID = upgrade("ChiLo City Grid", "Region", faction="nbn", cost=3, inf=2, trash=6, text=(
    "Whenever there is a successful trace during a run on this server, give the Runner 1 tag.",
    "Limit 1 region per server."),
    on=(whenever("trace-determined", give_tags(1), _successful_trace_in_a_run_here, starts="Whenever"),))


CYBERDEX_VIRUS_SUITE = upgrade("Cyberdex Virus Suite", "Ambush", faction="neutral-corp", cost=3, inf=0, trash=1, text=(
    "While the Runner is accessing this upgrade in R&D, they must reveal it.",
    "When the Runner accesses this upgrade, you may purge virus counters.", "[trash]: Purge virus counters."),
    on=(when_accessed(may(purge_virus_counters, "purge virus counters")),
        paid(TrashSelf(), effect=purge_virus_counters, starts="[trash]")), decisions=("Cyberdex Virus Suite choice",))
