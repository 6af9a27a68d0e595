""""Install 1 card from among these, paying N[c] less": the Runner picks one they could install (its
cost, less the discount, payable; memory to spare) or none, and it is installed from where it was."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.effects.costs import Payment, able
from rulesdb.engine.state.as_if_in_grip import as_if_in_grip, take_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

RUNNER_TYPES = ("program", "hardware", "resource")


def install_one(game: Game, ctx: Ctx, cards: list[CardObj], pile: list[CardObj], decision: str, *,
                less: int = 0, types: tuple[str, ...] = RUNNER_TYPES, optional: bool = True) -> CardObj | None:
    """Ask `decision` among `cards` (in `pile`) of `types` the Runner could install; install the one named."""
    from rulesdb.engine.effects.searches import install_found, install_notes, installable
    if pile is game.runner.hand:  # "from your grip": also the cards hosted as if there (Bling)
        cards = [*cards, *as_if_in_grip(game)]
    fits = [c for c in cards if c.card.facts.type in types and installable(game, c, less=less)]
    titles = list(dict.fromkeys(c.title for c in fits))
    if not titles:
        game.trace.add(f"{ctx.by}: there is no card the Runner could install.")
        return None
    notes = install_notes(game, cards, types, less=less)
    options = [*(["no"] if optional else []), *titles]
    choice = game.decider.ask(decision, options, "Runner", notes=notes) if optional else \
        ask_must(game, decision, options, "Runner", cites.C_TARGETS, notes=notes)
    if choice == "no":
        return None
    card = next(c for c in fits if c.title == choice)
    take_from(game, card, pile)
    return install_found(game, card, ctx.by, less=less)


def may_install_one(game: Game, ctx: Ctx, name: str, cards: list, lower: int, pile: list) -> None:
    """The Runner may install one of `cards` (decision "<name> target", or `no`), lowering its cost."""
    titles = [c.title for c in cards]
    choice = game.decider.ask(f"{name} target", [*titles, "no"], "Runner") if cards else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Runner installs no card.")
        return
    install_lowered(game, ctx, cards[titles.index(choice)], lower, pile)


def install_lowered(game: Game, ctx: Ctx, card, lower: int, taken_from: list) -> None:
    """Install `card` (from the list it is in: the grip, a host's cards) lowering its cost by `lower`; a card that
    can be installed only on another (a trojan) is hosted on the one the Runner names (`install_found`)."""
    from rulesdb.engine.effects.searches import WHY_NOT_CITES, install_found, installable, why_not_installable
    cost = max(0, (card.card.facts.cost or 0) - lower)
    payment = Payment("runner", cost, "install", f"installing {card.title}", card)
    if not installable(game, card, ignore_costs=True):
        game.trace.add(f"{ctx.by}: the Runner cannot install {card.title}: {why_not_installable(game, card)}.",
                       *WHY_NOT_CITES)
        return
    if not able(game, payment):
        game.trace.add(f"{ctx.by}: the Runner cannot install {card.title}: it costs {cost}[c].", cites.COST)
        return
    take_from(game, card, taken_from)
    install_found(game, card, ctx.by, less=lower)
