"""Resources whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn

KATI = ("Place 3[c] on this resource.", "Take all credits from this resource.")  # the abilities' effect texts


def _kati_unused(game: Game, card) -> bool:
    """"You cannot use this resource more than once per turn": neither ability used this turn."""
    return not set(KATI) & card.used


KATI_JONES = resource("Kati Jones", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0, text=(
    "You cannot use this resource more than once per turn.", "[click]: Place 3[c] on this resource.",
    "[click]: Take all credits from this resource."),
    on=(paid(Clicks(1), effect=place_counters("credits", 3), starts="[click]: Place", when=_kati_unused,
             once_per_turn=True),
        paid(Clicks(1), effect=lambda game, ctx: take_credits(ctx.source.counters.get("credits", 0))(game, ctx),
             starts="[click]: Take", when=_kati_unused, once_per_turn=True)))


def _knickknack(game: Game, ctx: Ctx) -> None:
    """“Knickknack” O’Brian: the Runner may trash 1 other installed card of theirs (decision
    "“Knickknack” O’Brian target", or none); if they do, gain its printed install cost and draw 1 card."""
    from rulesdb.engine.effects.trashing import trash_as_cost
    found = [o for o in game.installed() if o.owner == "runner" and o is not ctx.source]
    titles = labels(game, found, "runner")
    picked = game.decider.ask("“Knickknack” O’Brian target", [*titles, "none"], "Runner") if found else "none"
    if picked == "none":
        return
    card = found[titles.index(picked)]
    if trash_as_cost(game, card, ctx.by, who="runner") is not None:
        gain(card.card.facts.cost or 0)(game, ctx)
        draw(1)(game, ctx)


KNICKKNACK = resource("“Knickknack” O’Brian", "Connection", faction="shaper", unique=True, cost=2, inf=3, text=(
    "The first time each turn a run begins, you may trash 1 of your other installed cards. If you do, gain credits "
    "equal to its printed install cost and draw 1 card.",),
    on=(whenever("run-begins", _knickknack, lambda game, card, event: first_each_turn(game, event, any_event),
                 starts="The first"),),
    decisions=("“Knickknack” O’Brian target",))
