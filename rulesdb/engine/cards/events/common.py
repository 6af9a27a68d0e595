"""What several events share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.effects.common import gain_credits


def _gain(n: int):
    def play(game, card, target) -> None:
        gain_credits(game, "runner", n, card.title)
    return play


def play_only_as_first_click(game, card) -> str:
    """"Play only as your first [click]." (a priority card, cr/rule_priority_subtype): only with the basic
    action to play an event, and only if no other [click] was spent this turn ("" when it may be played)."""
    doing = game.doing
    if doing is None or doing.verb != "play" or doing.card.lower() != card.title.lower():
        return "a priority card is played only with the basic action to play an event (cr/rule_priority_subtype)"
    if game.turn.actions:
        return (f"the Runner already spent [click] this turn ({len(game.turn.actions)} action(s) before): it must be "
                "their first [click] (cr/rule_priority_subtype)")
    return ""



def stole_this_turn(game, card) -> str:
    """"Play only if you stole an agenda this turn" (Reprise, Kraken): "" when the Runner did."""
    stolen = any(r.get("stolen") for r in game.runs if r.get("turn") == game.turn.number)
    return "" if stolen else "the Runner stole no agenda this turn"


def shuffle_grip_and_heap_into_stack(game, ctx) -> None:
    """"Shuffle your grip and heap into your stack" (Ashen Epilogue, Levy AR Lab Access)."""
    runner = game.runner
    for pile in (runner.hand, runner.discard):
        runner.deck.extend(game.change_zone(card, "stack") for card in pile)
        pile.clear()
    game.rng.shuffle(runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles their grip and heap into the stack ({len(runner.deck)} cards).")
