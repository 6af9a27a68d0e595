"""Resources whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    paid,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    gain,
    when,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    TrashSelf,
)
from rulesdb.engine.state.game import Game


def _corp_discards_2_at_random(game: Game, ctx: Ctx) -> None:
    hand = game.corp.hand
    chosen = game.rng.sample(hand, min(2, len(hand)))
    for card in chosen:
        hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp discards {len(chosen)} card(s) from HQ at random "
                   f"({', '.join(c.title for c in chosen) or 'none'}); HQ now holds {len(hand)}.",
                   cites.cr("rule_trashed_vs_discarded"))


UNDERWORLD_CONTACT = resource("Underworld Contact", "Connection", faction="neutral-runner", cost=2, inf=0,
                              text=("When your turn begins, gain 1[c] if you have at least 2[link].",),
                              on=(when_turn_begins(when(lambda game, ctx: game.link() >= 2, gain(1))),))


UTOPIA_SHARD = resource("Utopia Shard", "Virtual - Source", faction="neutral-runner", unique=True, cost=7, inf=1, text=(
    "Whenever you make a successful run on HQ, instead of breaching HQ, you may install this resource "
    "from your grip, ignoring all costs.", "[trash]: The Corp discards 2 cards from HQ at random.",
    "Limit 1 per deck."),
    on=(paid(TrashSelf(), effect=_corp_discards_2_at_random, starts="[trash]"),), waits_for="access")
