"""Resources whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_turn_begins, when_turn_ends
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import gain, give_tags, lose, remove_tags
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _another_resource(game: Game, card, imminent) -> bool:
    target = imminent.target
    return target is not None and target is not card and target.card.facts.type == "resource" \
        and target.owner == "runner"


def _after_a_successful_run(game: Game, card, payment) -> bool:
    """Fencer Fueno: "whenever you make a successful run, you can spend hosted credits for the
    remainder of that run" (its credits are spendable once the run has been successful)."""
    return game.run is not None and game.run.successful and not game.run.ended


def _fencer_upkeep(game: Game, ctx: Ctx) -> None:
    card = ctx.source
    if card.counters.get("credits", 0) < 3:
        return
    payment = Payment("runner", 1, "ability", "keeping Fencer Fueno")
    options = ["pay 1[c]", "trash"] if able(game, payment) else ["trash"]
    if ask_must(game, "Fencer Fueno choice", options, "Runner", cites.C_MUST_CHOOSE) == "pay 1[c]":
        pay(game, payment)
    else:
        trash_self(game, ctx)


def _stolen(game: Game, card, event) -> bool:
    return True


def _untagged(game, card) -> bool:
    return not game.runner.tags


FRIEND_OF_A_FRIEND = resource("Friend of a Friend", "Connection", faction="anarch", cost=3, inf=1, text=(
    "[click], [trash]: Gain 5[c] and remove 1 tag.",
    "[click], [trash]: Gain 9[c] and take 1 tag. Use this ability only if you are not tagged."),
    on=(paid(Clicks(1), TrashSelf(), effect=seq(gain(5), remove_tags(1))),
        paid(Clicks(1), TrashSelf(), effect=seq(gain(9), give_tags(1)), when=_untagged,
             starts="[click], [trash]: Gain 9")))


FALL_GUY = resource("Fall Guy", "Connection", faction="criminal", cost=0, inf=1, text=(
    "[interrupt] → [trash]: Prevent a player from trashing another installed resource.",
    "[trash]: Gain 2[c]."), on=(prevent("trash", costs=(TrashSelf(),), condition=_another_resource),
                                paid(TrashSelf(), effect=gain(2), starts="[trash]")))


FENCER_FUENO = resource("Fencer Fueno", "Companion - Virtual", faction="anarch", unique=True, cost=0, inf=1, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "Whenever you make a successful run, you can spend hosted credits for the remainder of that run.",
    "When your turn ends, if there are 3 or more hosted credits, you must pay 1[c] or trash this resource."),
    credit_source=CreditSource(_after_a_successful_run, "any payment after a successful run, for that run"),
    on=(when_turn_begins(place_counters("credits", 1)), whenever("stolen", place_counters("credits", 1), _stolen),
        when_turn_ends(_fencer_upkeep)), decisions=("Fencer Fueno choice",))


def _ice_costs_1_more(game, card, subject) -> int:
    return 1 if subject is not None and subject.is_ice else 0


def _trash_to_bypass(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    from rulesdb.engine.effects.trashing import trash_as_cost
    ice = ctx.event.subject
    if trash_as_cost(game, ctx.source, ctx.by, who="runner") is not None:
        bypass(game, ice, ctx.by)


FRANSOFIA_WARD = resource("Fransofia Ward", "Connection", faction="criminal", unique=True, cost=3, inf=3, text=(
    "The rez cost of each piece of ice is increased by 1[c].",
    "Whenever you encounter a piece of ice, if the Corp has 15[c] or more, you may trash this resource to bypass "
    "that ice. <em>(Pass that ice. No subroutines or further \"when encountered\" abilities resolve.)</em>"),
    on=(constant("rez-cost", _ice_costs_1_more, starts="The rez cost"),
        whenever("encounter", _trash_to_bypass, lambda game, card, event: game.corp.credits >= 15, starts="Whenever",
                 structure="encounter", optional="use Fransofia Ward")))


FESTER = resource("Fester", "Virtual", faction="anarch", cost=1, inf=1, text=(
    "Whenever the Corp purges virus counters, if the Corp has at least 2[c], they lose 2[c].",),
    on=(whenever("purge", when(lambda game, ctx: game.corp.credits >= 2, lose(2, "corp")), starts="Whenever"),))


def _fan_site_to_score_area(game, ctx: Ctx) -> None:
    """Fan Site: it leaves the rig for the Runner's score area as a 0-point agenda; it is not stolen
    (cr/rule_added_agendas_not_scored_or_stolen), and there its ability no longer works."""
    from rulesdb.engine.effects.score_area import add_to_score_area
    from rulesdb.engine.effects.uninstalling import remove_installed
    card = ctx.source
    if not any(o is card for o in game.runner.play):
        return
    remove_installed(game, card)
    game.orphans += card.hosted
    add_to_score_area(game, "runner", card, ctx.by, as_agenda="an agenda worth 0 agenda points")


FAN_SITE = resource("Fan Site", "Virtual", faction="shaper", cost=0, inf=1, text=(
    "Whenever the Corp scores an agenda, add Fan Site to your score area as an agenda worth 0 agenda points.",),
    on=(whenever("scored", _fan_site_to_score_area, starts="Whenever"),))
