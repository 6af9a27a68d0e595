"""What several events share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.pools import gain_credits
from rulesdb.engine.state.counts import counted


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
        return (f"the Runner already spent [click] this turn ({counted(len(game.turn.actions), 'action')} before): "
                "it must be "
                "their first [click] (cr/rule_priority_subtype)")
    return ""



def stole_this_turn(game, card) -> str:
    """"Play only if you stole an agenda this turn" (Reprise, Kraken): "" when the Runner did."""
    from rulesdb.engine.state.midturn import unless_none_earlier
    stolen = [r for r in game.runs if r.get("turn") == game.turn.number and r.get("stolen")]
    return "" if unless_none_earlier(game, stolen, card, "you stole an agenda this turn") else \
        "the Runner stole no agenda this turn"


def shuffle_grip_and_heap_into_stack(game, ctx) -> None:
    """"Shuffle your grip and heap into your stack" (Ashen Epilogue, Levy AR Lab Access)."""
    runner = game.runner
    for pile in (runner.hand, runner.discard):
        runner.deck.extend(game.change_zone(card, "stack") for card in pile)
        pile.clear()
    game.rng.shuffle(runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles their grip and heap into the stack ({len(runner.deck)} cards).",
                   cites.SHUFFLE)


def run_trashing_first_fully_broken(title: str, subtype: str):
    """"Run any server. The first time you fully break a <subtype> during that run, trash that <subtype>." (Forked,
    Knifed, Spooned): a lasting conditional ability of that run, on the ice's "fully-broken" event."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.trashing import trash
    from rulesdb.engine.state.carddef import TriggerDef
    from rulesdb.engine.state.events import Lingering

    def first_of_subtype(game, ling, event) -> bool:
        run = game.run
        return (run is not None and title not in run.used and event.subject is not None
                and game.has_subtype(event.subject, subtype))

    def trash_it(game, pending) -> None:
        game.run.used.add(title)
        trash(game, pending.event.subject, title, cites.ICEBREAKER, who="runner")

    def play(game, card, server) -> None:
        from rulesdb.engine.run.steps import make_run
        text = f"The first time you fully break a {subtype} during that run, trash that {subtype}."
        make_run(game, server, title, Lingering(title, "runner", TriggerDef("fully-broken", text, trash_it,
                                                                            first_of_subtype), None))
    return play
