"""Resources whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.counters import spend_counter_then
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_install, when_empty, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw, gain_clicks, give_tags
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import refuse_unknown


def _first_success(game, card, event) -> bool:
    return first_successful_run(game, asking=card)


def _first_unsuccessful(game, card, event) -> bool:
    """John Masanori: the run just declared unsuccessful is this turn's first (earlier runs count even from before
    the card was installed)."""
    first = sum(r.get("turn") == game.turn.number and r["outcome"] == "unsuccessful" for r in game.runs) == 1
    if first:
        refuse_unknown(game, card, "the first time you make an unsuccessful run each turn")
    return first


def _tag_at_turn_end_unknown(game, card, event) -> bool:
    """Whether Joshua B. gained [click] as the Runner's turn began, and so gives 1 tag as it ends, is not known on a
    board that starts after an unshown action of that turn (state.midturn)."""
    if event.info.get("side") == card.owner:
        refuse_unknown(game, card, "you gained [click] when your turn began, so take 1 tag when this turn ends")
    return False


JOHN_MASANORI = resource("John Masanori", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0, text=(
    "The first time you make a successful run each turn, draw 1 card.",
    "The first time you make an unsuccessful run each turn, take 1 tag."),
    on=(whenever("successful", draw(1), _first_success, starts="The first time you make a successful"),
        whenever("unsuccessful", give_tags(1), _first_unsuccessful, starts="The first time you make an unsuccessful")))


JOSHUA_B = resource("Joshua B.", "Connection", faction="anarch", unique=True, cost=1, inf=3, text=(
    "When your turn begins, you may gain [click]. If you do, take 1 tag when this turn ends.",),
    on=(when_turn_begins(seq(gain_clicks(1), delayed("turn-ends", give_tags(1), "Take 1 tag when this turn ends.")),
                         optional="use Joshua B."),
        whenever("turn-ends", lambda game, ctx: None, _tag_at_turn_end_unknown, starts="When your turn begins")))


def _used_a_resource(game, event) -> bool:
    """An "action-taken" event: the Runner used a [click] ability of a resource (a resource's abilities are
    used while it is installed), met once its cost is paid (cr/rule_action_conditional_ability_trigger)."""
    from rulesdb.engine.cards import lookup
    if event.info.get("side") != "runner" or event.info.get("verb") != "use":
        return False
    used = lookup(str(event.info.get("card")))
    return used is not None and used.facts.type == "resource"


def _action_on_installed_resource(game, card, event) -> bool:
    """The first such action this turn, even one taken before this resource was installed."""
    return bool(card.counters.get("power")) and first_each_turn(game, event, _used_a_resource)


JULI_MOREIRA_LEE = resource("Juli Moreira Lee", "Connection", faction="criminal", unique=True, cost=2, inf=1, text=(
    "When you install this resource, load 4 power counters onto it. When it is empty, trash it.",
    "The first time each turn you take an action on an installed resource, remove 1 hosted power counter and gain "
    "[click]."), on_install=on_install(place_counters("power", 4)),
    on=(when_empty("power", trash_self),
        whenever("action-taken", spend_counter_then("power", gain_clicks(1)), _action_on_installed_resource,
                 starts="The first", refs=(cites.cr("rule_action_conditional_ability_trigger"),))))
