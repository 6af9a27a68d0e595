"""Resources whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.primitives import Ctx, runner_chooses, trash_self
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.companions import companion_credits, companion_upkeep
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _playing_events(game, card, payment) -> bool:
    return payment.purpose == "play" and payment.subject is not None and payment.subject.card.facts.type == "event"


def _random_grip_card(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    grip = game.runner.hand
    if not grip:
        game.trace.add(f"{ctx.by}: the grip is empty, so no card is trashed.")
        return
    card = game.rng.choice(grip)
    grip.remove(card)
    game.runner.discard.append(game.change_zone(card, "heap"))
    game.trace.add(f"{ctx.by}: {card.title} is trashed from the grip at random.", cites.TRASH, key=True)


MYSTIC_MAEMI = resource("Mystic Maemi", "Companion - Virtual", faction="anarch", unique=True, cost=1, inf=2, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "You can spend hosted credits to play events.",
    "When your turn ends, if there are 3 or more hosted credits, you must trash 1 card from your grip at random or "
    "trash this resource."),
    credit_source=CreditSource(_playing_events, "playing events"),
    on=(*companion_credits(),
        companion_upkeep(runner_chooses({"trash 1 card from your grip at random": _random_grip_card,
                                         "trash this resource": trash_self}))),
    decisions=("Mystic Maemi choice",))
