""""Install 1 card from among these, paying N[c] less": the Runner picks one they could install (its
cost, less the discount, payable; memory to spare) or none, and it is installed from where it was."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.state.as_if_in_grip import as_if_in_grip, take_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

RUNNER_TYPES = ("program", "hardware", "resource")


def could_install(game: Game, card: CardObj, less: int = 0) -> bool:
    from rulesdb.engine.effects.costs import Payment, able
    from rulesdb.engine.effects.memory import could_fit
    from rulesdb.engine.effects.searches import hosts_for
    facts = card.card.facts
    if facts.type not in RUNNER_TYPES or (card.card.playable and card.card.playable(game, card)):
        return False
    if hosts_for(game, card) == []:  # "Install only on a piece of ice" with no ice installed
        return False
    if facts.type == "program" and not could_fit(game, card):  # programs may be trashed to make room
        return False
    cost = max(0, (facts.cost or 0) + game.own_modifier("install-cost", card) - less)
    return able(game, Payment("runner", cost, "install", f"installing {card.title}", card))


def install_one(game: Game, ctx: Ctx, cards: list[CardObj], pile: list[CardObj], decision: str, *,
                less: int = 0, types: tuple[str, ...] = RUNNER_TYPES, optional: bool = True) -> CardObj | None:
    """Ask `decision` among `cards` (in `pile`) of `types` the Runner could install; install the one named."""
    from rulesdb.engine.effects.searches import install_found
    if pile is game.runner.hand:  # "from your grip": also the cards hosted as if there (Bling)
        cards = [*cards, *as_if_in_grip(game)]
    fits = [c for c in cards if c.card.facts.type in types and could_install(game, c, less)]
    titles = list(dict.fromkeys(c.title for c in fits))
    if not titles:
        game.trace.add(f"{ctx.by}: there is no card the Runner could install.")
        return None
    options = [*(["no"] if optional else []), *titles]
    choice = game.decider.ask(decision, options, "Runner") if optional else \
        ask_must(game, decision, options, "Runner", cites.C_TARGETS)
    if choice == "no":
        return None
    card = next(c for c in fits if c.title == choice)
    take_from(game, card, pile)
    return install_found(game, card, ctx.by, less=less)
