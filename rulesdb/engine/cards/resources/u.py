"""Resources whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import shard
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _corp_discards_2_at_random(game: Game, ctx: Ctx) -> None:
    hand = game.corp.hand
    chosen = game.rng.sample(hand, min(2, len(hand)))
    for card in chosen:
        hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp discards {counted(len(chosen), 'card')} from HQ at random "
                   f"({', '.join(c.title for c in chosen) or 'none'}); HQ now holds {len(hand)}.",
                   cites.cr("rule_trashed_vs_discarded"))


UNDERWORLD_CONTACT = resource("Underworld Contact", "Connection", faction="neutral-runner", cost=2, inf=0,
                              text=("When your turn begins, gain 1[c] if you have at least 2[link].",),
                              on=(when_turn_begins(when(lambda game, ctx: game.link() >= 2, gain(1))),))


UTOPIA_SHARD = resource("Utopia Shard", "Virtual - Source", faction="neutral-runner", unique=True, cost=7, inf=1, text=(
    "Whenever you make a successful run on HQ, instead of breaching HQ, you may install this resource "
    "from your grip, ignoring all costs.", "[trash]: The Corp discards 2 cards from HQ at random.",
    "Limit 1 per deck."),
    on=(shard("HQ"), paid(TrashSelf(), effect=_corp_discards_2_at_random, starts="[trash]")))


def _trojan_to_grip(game: Game, ctx: Ctx) -> None:
    """Urban Art Vernissage: the Runner may add 1 installed non-virus trojan to the grip; if they do, 2[c] on it."""
    from rulesdb.engine.effects.card_moves import to_grip
    found = [o for o in game.installed() if o.owner == "runner" and game.has_subtype(o, "trojan")
             and not game.has_subtype(o, "virus")]
    titles = labels(game, found, "runner")
    answer = game.decider.ask("Urban Art Vernissage target", ["no", *titles], "Runner") if found else "no"
    if answer != "no":
        to_grip(game, found[titles.index(answer)], ctx.by)
        place_counters("credits", 2)(game, ctx)


URBAN_ART_VERNISSAGE = resource("Urban Art Vernissage", "Job - Ritzy", faction="shaper", cost=2, inf=2, text=(
    "When your turn begins, you may add 1 installed non-virus trojan program to your grip. If you do, place 2[c] on "
    "this resource.", "You can spend hosted credits to install cards."),
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "install", "installing cards"),
    on=(when_turn_begins(_trojan_to_grip),), decisions=("Urban Art Vernissage target",))
