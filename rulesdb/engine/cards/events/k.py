"""Events whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import run_trashing_first_fully_broken, stole_this_turn
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card, shuffle_into_rd
from rulesdb.engine.effects import trashing
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _heap_to_grip(game: Game, ctx: Ctx) -> None:
    """Katorga Breakout: add 1 card from the heap to the grip (decision "Katorga Breakout target")."""
    from rulesdb.engine import cites
    heap = game.runner.discard
    titles = [c.title for c in heap]
    card = heap[titles.index(ask_must(game, "Katorga Breakout target", titles, "Runner", cites.C_TARGETS))] \
        if heap else None
    if card is not None:
        game.runner.discard.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} from the heap to the grip.", cites.NEW_OBJECT)


KATORGA_BREAKOUT = event("Katorga Breakout", "Run", faction="anarch", cost=2, inf=3, text=(
    "Run any server. If successful, add 1 card from your heap to your grip.",),
    on_play=run_event(whenever("successful", _heap_to_grip, starts="Run any server")),
    decisions=("Katorga Breakout target",))


def _install_cost_greater_than_0(value):
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"expected an install cost greater than 0[c], got {value!r}")
    return value


def _set_aside_top_of_rd(game: Game, x: int) -> list:
    """The top `x` cards of R&D set aside faceup, each a new object that still counts as coming from R&D
    (cr/rule_set_aside, cr/rule_set_aside_default_faceup, cr/rule_set_aside_zone_passthrough)."""
    aside = []
    for card in game.corp.deck[:x]:
        game.corp.deck.remove(card)
        obj = game.change_zone(card, "set aside")
        obj.faceup, obj.left_server = True, "R&D"
        game.set_aside.append(obj)
        aside.append(obj)
    return aside


def _khusyuk(game: Game, ctx: Ctx) -> None:
    """Khusyuk, instead of breaching R&D: the Runner names an install cost ("Khusyuk choice", a number above 0);
    X is how many of their faceup installed cards print it, up to 6; the Corp sets aside the top X cards of R&D
    faceup, the Runner accesses 1 of them ("Khusyuk target"), and the rest go back into R&D, shuffled."""
    mine = [o for o in game.installed() if o.owner == "runner" and not o.facedown]
    printed = sorted({o.card.facts.cost for o in mine if (o.card.facts.cost or 0) > 0})
    cost = game.decider.ask("Khusyuk choice", [str(c) for c in printed], "Runner", check=_install_cost_greater_than_0)
    x = min(6, sum(1 for o in mine if o.card.facts.cost == cost))
    aside = _set_aside_top_of_rd(game, x)
    game.trace.add(f"Khusyuk: the Runner chooses the install cost {cost}[c]; X = {x}, so the Corp sets aside "
                   f"{counted(len(aside), 'card')} from the top of R&D faceup: "
                   f"{', '.join(o.title for o in aside) or 'none'}.",
                   cites.cr("rule_set_aside"), cites.cr("rule_set_aside_default_faceup"), key=True)
    card = choose(game, ctx, aside, "Runner", "no card was set aside, so the Runner accesses nothing")
    if card is not None:
        from rulesdb.engine.run.access import access_card
        access_card(game, card, "R&D")
    left = [o for o in aside if any(s is o for s in game.set_aside)]
    if left:
        shuffle_into_rd(game, ctx, left, game.set_aside, "the set-aside cards")


KHUSYUK = event("Khusyuk", "Run", faction="shaper", cost=3, inf=2, text=(
    "Run R&D. If successful, instead of breaching R&D, choose an install cost greater than 0[c]. The Corp sets "
    "aside the top X cards of R&D faceup, where X is equal to the number of your installed cards with that printed "
    "install cost, up to 6. Access 1 of the set-aside cards. The Corp shuffles the set-aside cards into R&D.",),
    on_play=run_event(instead_of_breaching("R&D", _khusyuk, "Khusyuk")), decisions=("Khusyuk choice", "Khusyuk target"))


def _corp_trashes_ice_of_a_server(game: Game, ctx: Ctx) -> None:
    """Kraken: the Runner chooses a server ("Kraken choice"); the Corp trashes 1 piece of ice protecting it, its pick
    ("Kraken target")."""
    server = game.decider.ask("Kraken choice", list(game.servers), "Runner")
    found = list(game.servers[server].ice)
    card = choose(game, ctx, found, "Corp", f"no ice protects {server}")
    if card is not None:
        trashing.trash(game, card, ctx.by, cites.TRASH, who="corp")


KRAKEN = event("Kraken", "", faction="neutral-runner", cost=3, inf=0, text=(
    "Play only if you stole an agenda this turn.",
    "Choose a server. The Corp trashes 1 piece of ice protecting that server."),
    playable=stole_this_turn, on_play=on_play(_corp_trashes_ice_of_a_server),
    decisions=("Kraken choice", "Kraken target"))


KNIFED = _card("Knifed", "anarch", "event", ["Run", "Sabotage"], 1, 3, [
    "Run any server. The first time you fully break a barrier during that run, trash that barrier."],
    on_play=run_trashing_first_fully_broken("Knifed", "barrier"))
