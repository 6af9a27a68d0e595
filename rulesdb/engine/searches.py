"""Searching the stack for a card to install: only a card that could be installed, costs paid, can be
found (cr/rule_valid_search_target_install_play), and the stack is shuffled right after the search,
before anything is done with the card (cr/rule_shuffle_deck_after_search)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.actions import finish_install
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.state import PLAY_AREA, CardObj, Game

RUNNER_INSTALLABLE = ("program", "resource", "hardware")


def _install_payment(game: Game, card: CardObj) -> Payment:
    cost = (card.card.facts.cost or 0) + game.modifier("install-cost", card)
    return Payment("runner", cost, "install", f"installing {card.title}", card)


def installable(game: Game, card: CardObj, ignore_costs: bool = False) -> bool:
    """A Runner card that can be installed now: the right type, its cost payable, memory to spare."""
    facts = card.card.facts
    if facts.type not in RUNNER_INSTALLABLE:
        return False
    if facts.memory and game.memory_used() + facts.memory > game.memory_limit():
        return False
    return ignore_costs or able(game, _install_payment(game, card))


def search_stack_and_install(game: Game, types: tuple[str, ...], name: str, by: str) -> None:
    """Search the stack for 1 card of `types` that can be installed (decision `name`), shuffle, install."""
    search_and_install(game, "stack", types, name, by)


def search_and_install(game: Game, pile: str, types: tuple[str, ...], name: str, by: str, *,
                       ignore_costs: bool = False) -> CardObj | None:
    """Search the stack or the heap for 1 card of `types` that could be installed (decision `name`);
    a searched stack is shuffled before the card is installed. Returns the installed card."""
    cards = game.runner.deck if pile == "stack" else game.runner.discard
    fits = [c for c in cards if c.card.facts.type in types and installable(game, c, ignore_costs)]
    titles = list(dict.fromkeys(c.title for c in fits))
    choice = game.decider.ask(name, titles, "Runner") if titles else None
    card = next((c for c in fits if c.title == choice), None)
    if card is not None:
        cards.remove(card)
    if pile == "stack":
        game.rng.shuffle(cards)
    found = f"finds {card.title}" if card else "finds nothing it could install"
    shuffled = "; the stack is shuffled" if pile == "stack" else ""
    game.trace.add(f"{by}: the Runner searches their {pile} and {found}{shuffled}.",
                   cites.cr("rule_valid_search_target_install_play"), cites.cr("rule_shuffle_deck_after_search"),
                   key=True)
    if pile == "stack":
        stack_searched(game)
    return install_found(game, card, by, ignore_costs=ignore_costs, origin=pile) if card else None


def stack_searched(game: Game) -> None:
    """The Runner searched their stack: abilities waiting for it (Personality Profiles) trigger."""
    from rulesdb.engine.triggers import Event, emit
    emit(game, Event("stack-searched", info={"side": "runner"}))


def install_found(game: Game, card: CardObj, by: str, *, ignore_costs: bool = False, origin: str = "") -> CardObj:
    """Install a Runner card an ability found (its install cost paid unless ignored)."""
    if not ignore_costs:
        pay(game, _install_payment(game, card), cites.INSTALL_PROGRAM)
    obj = game.change_zone(card, PLAY_AREA)
    game.runner.play.append(obj)
    costs = ", ignoring all costs" if ignore_costs else ""
    game.trace.add(f"{by}: the Runner installs {card.title}{costs}.", cites.INSTALL_PROGRAM, cites.C_INSTALL_STEPS)
    finish_install(game, obj, origin)
    return obj
