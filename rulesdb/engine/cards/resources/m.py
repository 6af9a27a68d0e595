"""Resources whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import access_more
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import choose, runner_chooses
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import threat_level
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.companions import companion_credits, companion_upkeep
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _playing_events(game, card, payment) -> bool:
    return payment.purpose == "play" and payment.subject is not None and payment.subject.card.facts.type == "event"


def _breach_hq_or_rd_while_tagged(game: Game, card, event) -> bool:
    """Manuel Lattes de Moura: a breach of HQ or R&D while the Runner has a tag (checked as the breach begins)."""
    return event.info.get("server") in ("HQ", "R&D") and game.runner.tags > 0


def _corp_trashes_from_hq_at_threat_3(game: Game, card, resource) -> tuple:
    """Threat 3: the Corp's basic action to trash this resource also costs 1 card from HQ (cr/rule_additional_cost)."""
    return (TrashFromHand(1, payer="corp"),) if resource is card and threat_level(game) >= 3 else ()


MANUEL_LATTES_DE_MOURA = resource("Manuel Lattes de Moura", "Connection", faction="anarch", unique=True, cost=2, inf=2,
    text=("Whenever you breach HQ or R&D while you are tagged, access 1 additional card.",
          "Threat 3 → As an additional cost to trash this resource with the basic action, the Corp must trash 1 card "
          "from HQ. <em>(This ability is active if any player has 3 or more agenda points.)</em>"),
    on=(whenever("breach", access_more(1), _breach_hq_or_rd_while_tagged, starts="Whenever"),
        constant("trash-resource-cost", _corp_trashes_from_hq_at_threat_3, starts="Threat 3")))


def _random_grip_card(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    grip = game.runner.hand
    if not grip:
        game.trace.add(f"{ctx.by}: the grip is empty, so no card is trashed.")
        return
    card = game.rng.choice(grip)
    grip.remove(card)
    game.runner.discard.append(game.change_zone(card, "heap"))
    grip_or_stack_trashed(game, game.runner.discard[-1:], "grip")
    game.trace.add(f"{ctx.by}: {card.title} is trashed from the grip at random.", cites.TRASH, key=True)


def _mr_li(game: Game, ctx: Ctx) -> None:
    """Mr. Li: draw 2 cards, then 1 of the cards drawn (the Runner's pick) goes to the bottom of the stack."""
    from rulesdb.engine.turns.turn import draw as draw_cards
    before = {id(c) for c in game.runner.hand}
    draw_cards(game, "runner", 2, ctx.by)
    drawn = [c for c in game.runner.hand if id(c) not in before]
    card = choose(game, ctx, drawn, "Runner", "no card was drawn")
    if card is not None:
        game.runner.hand.remove(card)
        game.runner.deck.append(game.change_zone(card, "stack"))
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} to the bottom of the stack.")


MR_LI = resource("Mr. Li", "Connection", faction="criminal", unique=True, cost=3, inf=2, text=(
    "[click]: Draw 2 cards. When you do, add 1 of those cards to the bottom of your stack.",),
    on=(paid(Clicks(1), effect=_mr_li),), decisions=("Mr. Li target",))


MYSTIC_MAEMI = resource("Mystic Maemi", "Companion - Virtual", faction="anarch", unique=True, cost=1, inf=2, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "You can spend hosted credits to play events.",
    "When your turn ends, if there are 3 or more hosted credits, you must trash 1 card from your grip at random or "
    "trash this resource."),
    credit_source=CreditSource(_playing_events, "playing events"),
    on=(*companion_credits(),
        companion_upkeep(runner_chooses({"trash 1 card from your grip at random": _random_grip_card,
                                         "trash this resource": trash_self},
                                        resolvable={"trash 1 card from your grip at random":
                                                    lambda game, ctx: bool(game.runner.hand)}))),
    decisions=("Mystic Maemi choice",))


def _look_at_top_of_stack(game: Game, ctx: Ctx) -> None:
    top = game.runner.deck[0].title if game.runner.deck else "nothing: the stack is empty"
    game.trace.add(f"{ctx.by}: the Runner looks at the top card of the stack: {top}.",
                   cites.cr("rule_look_reveal_expose_access_distinct"))


MOTIVATION = resource("Motivation", "", faction="shaper", cost=0, inf=1, text=(
    "When your turn begins, you may look at the top card of your stack.",),
    on=(when_turn_begins(_look_at_top_of_stack, optional="use Motivation"),), decisions=("use Motivation",))
