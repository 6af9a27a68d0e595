"""A card's subtypes as abilities change them: each subtype's printed, gained and lost instances are
counted, and the card has the subtype while it has more instances than losses (cr/rule_add_remove_subtypes)."""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def has_subtype(game: Game, card: CardObj, subtype: str) -> bool:
    printed = 1 if card.card.facts.has(subtype) else 0
    gained = sum(rule.value(game, obj, (card, subtype.lower())) for obj, rule in game.statics("subtype-gain"))
    gained += sum(1 for e in game.encounters  # "gains that subtype for the remainder of this encounter"
                  if e.ice is card and not e.ended and subtype.lower() in e.gained_subtypes)
    lost = sum(rule.value(game, obj, (card, subtype.lower())) for obj, rule in game.statics("subtype-loss"))
    return printed + gained > lost


class CurrentSubtypes:
    """A card's subtypes as they are now, asked like printed facts: `.has("sentry")`."""

    def __init__(self, game: Game, card: CardObj):
        self.game, self.card = game, card

    def has(self, subtype: str) -> bool:
        return has_subtype(self.game, self.card, subtype)
