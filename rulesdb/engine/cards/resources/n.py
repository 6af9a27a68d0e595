"""Resources whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import must_trash
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import gain, remove_tags
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects import traces
from rulesdb.engine.effects.costtypes import Credits, TrashSelf
from rulesdb.engine.state.carddef import Interrupt
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _no_one_home(event: str, kinds: tuple = ()):
    """No One Home: once each turn (its two interrupts share the limit), trash it for the Corp to
    trace[0]; if unsuccessful, prevent all of the tags or net damage. A conditional interrupt: only
    if it was active when the window opened."""
    def resolve(game: Game, card, imminent) -> None:
        if not traces.trace(game, 0, "No One Home"):
            imminent.prevented += imminent.remaining
            imminent.avoided = True
            game.trace.add(f"No One Home: the trace is unsuccessful, all of the {imminent.describe()} is "
                           "prevented.", cites.C_PREVENT)

    def applies(game: Game, card, imminent) -> bool:
        return (not kinds or imminent.kind in kinds) and imminent.remaining > 0

    def hook(facts) -> Interrupt:
        return Interrupt(event, facts.text[0], resolve, applies, (TrashSelf(),), True, True, (), True)
    return hook


def _first_trash_cost_access(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.subject is not None
                           and past.subject.card.facts.trash_cost is not None)


def _nat_must_trash(game: Game, ctx: Ctx) -> None:
    game.trace.add(f"{ctx.by}: the Runner reveals {ctx.event.subject.title}.", cites.cr("rule_reveal"))
    must_trash("basic")(game, ctx)


NEUTRALIZE_ALL_THREATS = resource("Neutralize All Threats", "Directive - Virtual", faction="adam",
    unique=True, cost=0, inf=3,
                                  text=("The first time each turn you access a card with a trash cost, reveal it. "
                                        "You must trash that card by paying its trash cost, if able.",
                                        "Whenever you breach HQ, access 1 additional card."),
                                  on=(whenever("access", _nat_must_trash, _first_trash_cost_access),
                                      constant("access-hq", lambda game, card, subject: 1, starts="Whenever")))



NO_FREE_LUNCH = resource("No Free Lunch", "", faction="criminal", cost=0, inf=1, text=(
    "[trash]: Gain 3[c].", "[trash]: Remove 1 tag."),
    on=(paid(TrashSelf(), effect=gain(3), starts="[trash]: Gain"),
        paid(TrashSelf(), effect=remove_tags(1), starts="[trash]: Remove")))

NO_ONE_HOME = resource("No One Home", "Virtual", faction="criminal", cost=0, inf=1, text=(
    "[interrupt] → The first time each turn you would take tags or suffer net damage, you may trash this "
    "resource to have the Corp trace[0]. If unsuccessful, prevent all tags or all net damage.",),
    on=(_no_one_home("tags"), _no_one_home("damage", ("net",))))


NEW_ANGELES_CITY_HALL = resource("New Angeles City Hall", "Location - Government", faction="neutral-runner",
                                 unique=True, cost=1, inf=0, text=(
    "[interrupt] \u2192 2[c]: Prevent 1 tag.", "When you steal an agenda, trash this resource."),
    on=(prevent("tags", 1, costs=(Credits(2),)), whenever("stolen", trash_self, starts="When you steal")))
