"""What an event or operation costs to play and whether it may be played: the one calculation the play action
(`turns.actions.play_card`) and an effect that plays a card it found (Planned Assault) both use.

The play cost is the printed cost, or X, with every play-cost modifier (cr/rule_cost_calculation,
cr/rule_modifiable_value_cost); additional costs are the card's own unless an effect or a constant ignores them
(cr/rule_ignore_general_cost); a card whose restriction or a "cannot" stops it is not played (cr/rule_act_restriction,
cr/rule_cannot_precedence)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able
from rulesdb.engine.effects.costtypes import label, payable
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

IGNORE_ADDITIONAL_PLAY_COSTS = "ignore-additional-play-costs"  # a Static: value(game, card, played) -> bool


def play_cost(game: Game, card: CardObj, x: int = 0) -> int:
    """The play cost of `card`: its printed cost, or `x` for an X cost, with every play-cost modifier (Ghosttongue,
    Donut Taganes), never below 0. Patchwork, the Runner's choice, is apart (`searches.patchwork_discount`)."""
    printed = x if card.card.x_cost else card.card.facts.cost or 0
    return max(0, printed + game.modifier("play-cost", card))


def additional_costs(game: Game, card: CardObj, ignore_additional: bool = False,
                     x: int | None = None) -> tuple[tuple, str | None]:
    """`card`'s additional costs to play, and, when they are ignored, why: "" when the effect playing it says so
    (`ignore_additional`: Planned Assault), the text of a constant ignoring them (Starlight Crusade Funding);
    None when they are paid. A cost counted by X ("remove X tags": IP Enforcement) is bound to the `x` named."""
    extra = card.card.play_costs
    if x is not None:
        extra = tuple(c for cost in extra for c in (cost.for_x(x) if hasattr(cost, "for_x") else (cost,)))
    ignoring = [rule.text for o, rule in game.statics(IGNORE_ADDITIONAL_PLAY_COSTS) if rule.value(game, o, card)]
    if extra and (ignoring or ignore_additional):
        return (), (f"\"{ignoring[0]}\": " if ignoring else "")
    return extra, None


def refusal(game: Game, card: CardObj) -> tuple[str, str] | None:
    """Why `card` cannot be played now whatever is paid, and the rule: its own restriction ("Play only if ...",
    cr/rule_act_restriction) or a "cannot" (The News Now Hour); None when neither stops it."""
    reason = card.card.playable(game, card) if card.card.playable else None
    if reason:
        return reason, cites.cr("rule_act_restriction")
    forbidden = game.forbidden("play", card)
    return (forbidden, cites.C_CANNOT) if forbidden else None


def why_unplayable(game: Game, player: str, card: CardObj, ignore_additional: bool = False) -> str | None:
    """Why `player` ("runner", "corp") could not play `card` now: a `refusal`, an additional cost they cannot pay, or
    a play cost (`play_cost`, X named 0 at least) they cannot pay, Patchwork counted for the Runner; None when they
    could."""
    from rulesdb.engine.effects.searches import patchwork_lowers
    refused = refusal(game, card)
    if refused:
        return refused[0]
    extra, _ = additional_costs(game, card, ignore_additional)
    if extra and not payable(game, player, card, extra):
        return f"the {game.player(player).name} cannot pay its additional cost ({label(extra, card)})"
    cost = max(0, play_cost(game, card) - (patchwork_lowers(game, card) if player == "runner" else 0))
    if not able(game, Payment(player, cost, "play", f"playing {card.title}", card)):
        return f"the {game.player(player).name} cannot pay its play cost of {cost}[c]"
    return None
