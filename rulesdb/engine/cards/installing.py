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
