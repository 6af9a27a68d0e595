"""Resources whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import add_accesses, breaching
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_emptied, when_turn_begins
from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.companions import companion_credits, companion_upkeep
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.effects.static_conditions import STATIC, static_ability
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import new_this_turn, refuse_unknown
from rulesdb.engine.state.subtypes import has_subtype

PROFESSIONAL_CONTACTS = resource("Professional Contacts", "Connection", faction="shaper", cost=5, inf=2,
                                 text=("[click]: Gain 1[c] and draw 1 card.",),
                                 on=(paid(Clicks(1), effect=seq(gain(1), draw(1))),))


def _2_less_after_hq(game, card, subject) -> int:
    return -2 if subject is card and made_successful_run(game, "HQ", asking=card) else 0


def _during_runs(game, card, payment) -> bool:
    return game.run is not None and not game.run.ended


PENUMBRAL_TOOLKIT = resource("Penumbral Toolkit", "Stealth - Virtual", faction="criminal", cost=2, inf=2, text=(
    "If you made a successful run on HQ this turn, this resource costs 2[c] less to install.",
    "When you install this resource, load 4[c] onto it. When it is empty, trash it.",
    "You can spend hosted credits during runs."), hosted_credits=4,
    credit_source=CreditSource(_during_runs, "any payment during a run"),
    on=(constant("install-cost", _2_less_after_hq, starts="If you made"),
        when_emptied(trash_self, starts="When you install")))


def _if_allowed_2_in_rd(game: Game, ctx: Ctx) -> None:
    """"Whenever you breach R&D, if you are allowed to access 2 or more cards ...": the "if" follows the trigger
    condition, so it is checked as the ability resolves (cr/rule_condition_requirements_part_of_effect), after any
    other "whenever you breach" ability resolved first (Manuel Lattes de Moura's +1)."""
    from rulesdb.engine.run.breach import access_limit
    allowed, why = access_limit(game, "R&D"), cites.cr("rule_condition_requirements_part_of_effect")
    if allowed >= 2:
        add_accesses(game, "R&D", 1, ctx.by, why)
    else:
        game.trace.add(f"{ctx.by}: the Runner is allowed to access {counted(allowed, 'card')} in R&D, not 2 or more: "
                       "no additional card.", why)


PRETTY_MARY = resource("“Pretty” Mary da Silva", "Connection - Seedy", faction="shaper", unique=True, cost=1, inf=1,
                       text=("Whenever you breach R&D, if you are allowed to access 2 or more cards in R&D during this "
                             "breach, you may access 1 additional card.",),
                       on=(whenever("breach", _if_allowed_2_in_rd, breaching("R&D"), starts="Whenever",
                                    optional="use “Pretty” Mary da Silva"),))


def _installing_non_connection(game, card, payment) -> bool:
    subject = payment.subject
    return payment.purpose == "install" and subject is not None and not subject.card.facts.has("connection")


def _trash_an_installed_card(game: Game, ctx: Ctx) -> None:
    """Paladin Poemu: the Runner trashes 1 of their installed cards (decision "Paladin Poemu target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    card = choose(game, ctx, [o for o in game.installed() if o.owner == "runner"], "Runner", "nothing is installed")
    if card is not None:
        trash(game, card, ctx.by, who="runner")


PALADIN_POEMU = resource("Paladin Poemu", "Companion - Virtual", faction="anarch", unique=True, cost=1, inf=3, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "You can spend hosted credits to install non-connection cards.",
    "When your turn ends, if there are 3 or more hosted credits, trash 1 of your installed cards."),
    credit_source=CreditSource(_installing_non_connection, "installing non-connection cards"),
    on=(*companion_credits(), companion_upkeep(_trash_an_installed_card)), decisions=("Paladin Poemu target",))


def _host_program_or_hardware(game: Game, ctx: Ctx) -> None:
    """Paule's Café: host 1 program or piece of hardware from the grip faceup on it, not installed."""
    grip = [c for c in game.runner.hand if c.card.facts.type in ("program", "hardware")]
    card = choose(game, ctx, grip, "Runner", "there is no program or hardware in the grip to host", suffix="choice")
    if card is not None:
        host_uninstalled(game, ctx.source, card, game.runner.hand, ctx.by)


def _unique_connections(game: Game) -> int:
    return sum(1 for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource"
               and o.card.facts.unique and has_subtype(game, o, "connection"))


def _first_this_way(game: Game, cafe, first: str) -> bool:
    """Whether an install now is the first by this Café during the Runner's turn. On a board that starts after an
    unshown action of the turn, with a Café that was in play then and none shown this turn, an earlier one is not
    known (state.midturn)."""
    if game.turn.active != "runner" or first in cafe.used:
        return False
    if not new_this_turn(game, cafe):
        refuse_unknown(game, cafe, "the first card you install this way during each of your turns")
    return True


def _install_hosted_card(game: Game, ctx: Ctx) -> None:
    """Paule's Café: install 1 hosted card (decision "Pauleʼs Café target"); the first installed this way during each
    of the Runner's turns costs 1[c] less for each unique connection resource installed."""
    cafe, first = ctx.source, f"installed by Pauleʼs Café in turn {game.turn.number}"
    connections = _unique_connections(game)
    less = connections if connections and _first_this_way(game, cafe, first) else 0
    if install_one(game, ctx, list(cafe.hosted), cafe.hosted, "Pauleʼs Café target", less=less,
                   optional=False) is not None:
        cafe.used.add(first)


PAULES_CAFE = resource("Pauleʼs Café", "Location - Seedy", faction="shaper", unique=True, cost=1, inf=4, text=(
    "[click]: Host 1 program or piece of hardware from your grip faceup on this resource.",
    "1[c]: Install 1 hosted card. The first card you install this way during each of your turns costs 1[c] less to "
    "install for each unique (♦) connection resource you have installed."),
    on=(paid(Clicks(1), effect=_host_program_or_hardware, starts="[click]"),
        paid(Credits(1), effect=_install_hosted_card, starts="1[c]")),
    decisions=("Pauleʼs Café choice", "Pauleʼs Café target"), hosts_uninstalled=True)


PUBLIC_SYMPATHY = resource("Public Sympathy", "", faction="neutral-runner", cost=2, inf=0, text=(
    "Your maximum hand size is increased by 2.",),
    on=(constant("hand-size", lambda game, card, side: 2 if side == "runner" else 0, starts="Your"),))


def _host_with_power_counters(game: Game, ctx: Ctx) -> None:
    """Personal Workshop: host a program or piece of hardware from the grip on it, not installed ("Personal Workshop
    choice"), with power counters equal to its install cost; with none, it is installed at once."""
    from rulesdb.engine.effects.pools import add_counters
    grip = [c for c in game.runner.hand if c.card.facts.type in ("program", "hardware")]
    card = choose(game, ctx, grip, "Runner", "there is no program or hardware in the grip to host", suffix="choice")
    if card is None:
        return
    hosted = host_uninstalled(game, ctx.source, card, game.runner.hand, ctx.by)
    cost = max(0, (hosted.card.facts.cost or 0) + game.own_modifier("install-cost", hosted))
    if cost:
        add_counters(game, hosted, "power", cost, ctx.by)


def _remove_power_from_hosted(game: Game, ctx: Ctx) -> None:
    """Personal Workshop: remove 1 power counter from a hosted card ("Personal Workshop target"); a card left with none
    is installed, ignoring all costs."""
    found = [o for o in ctx.source.hosted if o.counters.get("power", 0) > 0]
    card = choose(game, ctx, found, "Runner", "no hosted card has a power counter")
    if card is None:
        return
    card.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter is removed from {card.title} ({card.counters['power']} left).",
                   cites.C_COUNTERS)


def _no_power_left(game: Game, card) -> list:
    return [o for o in card.hosted if not o.counters.get("power", 0)]


def _any_without_power(game: Game, card) -> bool:
    return bool(_no_power_left(game, card))


def _install_if_no_power_left(game: Game, ctx: Ctx) -> None:
    """"When there are no power counters left on a hosted card, install it, ignoring all costs" (a static
    condition, checked as each checkpoint begins: one card each time; from the host: the hosting ends,
    cr/rule_install_from_hosted)."""
    from rulesdb.engine.effects.searches import WHY_NOT_CITES, install_found, installable, why_not_installable
    from rulesdb.engine.state.as_if_in_grip import take_from
    found = _no_power_left(game, ctx.source)
    card = next((o for o in found if installable(game, o, ignore_costs=True)), None)
    if card is None:
        for other in found:
            game.trace.add(f"{ctx.by}: {other.title} cannot be installed: {why_not_installable(game, other)}.",
                           *WHY_NOT_CITES, cites.cr("rule_do_as_much_as_you_can"))
        return
    take_from(game, card, ctx.source.hosted)
    card.host = None
    install_found(game, card, f"{ctx.source.title}'s ability", ignore_costs=True)


PERSONAL_WORKSHOP = resource("Personal Workshop", "Location", faction="shaper", cost=1, inf=4, text=(
    "[click]: Host a program or piece of hardware from your grip on Personal Workshop and place power counters on it "
    "equal to its install cost.", "1[c]: Remove 1 power counter from a hosted card.",
    "When your turn begins, remove 1 power counter from a hosted card.",
    "When there are no power counters left on a hosted card, install it, ignoring all costs."),
    hosts_uninstalled=True,
    on=(paid(Clicks(1), effect=_host_with_power_counters, starts="[click]"),
        paid(Credits(1), effect=_remove_power_from_hosted, starts="1[c]"),
        when_turn_begins(_remove_power_from_hosted),
        whenever(STATIC, *static_ability(_install_if_no_power_left, _any_without_power),
                 starts="When there are")),
    decisions=("Personal Workshop choice", "Personal Workshop target"))


POWER_TAP = resource("Power Tap", "", faction="criminal", cost=2, inf=1, text=(
    "Gain 1[c] whenever a trace is initiated.",), on=(whenever("trace-initiated", gain(1), starts="Gain 1[c]"),))
