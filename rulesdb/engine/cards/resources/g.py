"""Resources whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_turn_begins, when_turn_ends
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import gain, lose_clicks
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import _encountering
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.carddef import CreditSource, TriggerDef
from rulesdb.engine.state.game import Game


def _keep_guru(game: Game, ctx: Ctx) -> None:
    """Guru Davinder prevented damage: it is trashed unless the Runner pays 4[c]."""
    payment = Payment("runner", 4, "ability", "keeping Guru Davinder")
    if able(game, payment) and game.decider.ask("pay 4[c] to Guru Davinder", ["yes", "no"], "Runner") == "yes":
        pay(game, payment)
        return
    trash_self(game, ctx)


def _breach_hq(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "HQ")


def _break_the_last(game: Game, ctx: Ctx) -> None:
    """Gbahali: break the last subroutine the encountered ice has now."""
    from rulesdb.engine.run.breaking import break_subroutines
    from rulesdb.engine.state.subroutines import of_encounter
    enc = game.encounter
    if enc is None or enc.ended or not of_encounter(game, enc):
        game.trace.add(f"{ctx.by}: there is no subroutine to break.", cites.SUBROUTINE)
        return
    last = len(of_encounter(game, enc)) - 1
    if last in enc.broken:
        game.trace.add(f"{ctx.by}: the last subroutine of {enc.ice.title} is already broken.", cites.SUBROUTINE)
        return
    break_subroutines(game, enc, ctx.source, [last])


def _during_run(game, card, payment) -> bool:
    return game.run is not None and not game.run.ended


def _emptied(game, card, event) -> bool:
    return event.subject is card and card.counters.get("credits", 0) == 0


def _trash_self(game, pending) -> None:
    trash(game, pending.source, f"{pending.label}'s ability")


GANG_SIGN = resource("Gang Sign", "Virtual", faction="criminal", cost=1, inf=3, text=(
    "Whenever the Corp scores an agenda, breach HQ. You cannot access cards in the root of HQ during "
    "this breach.",), on=(whenever("scored", _breach_hq),))


GBAHALI = resource("Gbahali", "Virtual", faction="shaper", cost=2, inf=1, text=(
    "[trash]: Break the last subroutine on the encountered piece of ice.",),
    on=(paid(TrashSelf(), effect=_break_the_last, when=_encountering, starts="[trash]", breaks_subroutines=True),))


GHOST_RUNNER = _card(
    "Ghost Runner", "neutral-runner", "resource", ["Stealth", "Virtual"], 1, 0,
    [("Place 3[c] on Ghost Runner when it is installed. When there are no credits left on "
      "Ghost Runner, trash it."), "You can use the credits on Ghost Runner during a run."],
    hosted_credits=3,
    credit_source=CreditSource(_during_run, "any payment during a run"),
    triggers=(TriggerDef("credits-taken", "When there are no credits left on Ghost Runner, "
                         "trash it.", _trash_self, _emptied, cites=(cites.CREDITS_ON_CARDS,)),))


GURU_DAVINDER = resource("Guru Davinder", "Connection", faction="neutral-runner", unique=True, cost=1, inf=1, text=(
    "[interrupt] → Whenever you would take net or meat damage, prevent all of that damage.",
    "Whenever this resource prevents 1 or more damage, trash it unless you pay 4[c]."),
    on=(prevent("damage", None, kinds=("net", "meat"), then=_keep_guru, optional=False),))


GRIFTER = resource("Grifter", "Virtual", faction="criminal", cost=2, inf=1, text=(
    "When your turn ends, gain 1[c] if you made a successful run this turn; otherwise, trash Grifter.",),
    on=(when_turn_ends(when(lambda game, ctx: made_successful_run(game, asking=ctx.source), gain(1), trash_self)),))


def _at_least_2_link(game: Game, card) -> str:
    """Globalsec Security Clearance's "Install only if you have at least 2[link]" (refused where a printed +[link]
    Dr. Lovegood's unknown choice may have taken decides it: state.unseen_blank)."""
    from rulesdb.engine.state.unseen_blank import link_decides
    link_decides(game, lambda: game.link() >= 2, f"installing {card.title} (\"{card.card.facts.text[0]}\")")
    return "" if game.link() >= 2 else "you have fewer than 2[link]"


def _look_at_top_of_rd(game: Game, ctx) -> None:
    """Globalsec Security Clearance: the Runner looks at the top card of R&D (only the Runner learns it)."""
    top = game.corp.deck[0].title if game.corp.deck else "nothing: R&D is empty"
    game.trace.add(f"{ctx.by}: the Runner looks at the top card of R&D: {top}.", cites.cr("rule_look"))


GLOBALSEC_SECURITY_CLEARANCE = resource(
    "Globalsec Security Clearance", "Virtual", faction="sunny-lebeau", cost=2, inf=2, text=(
        "Install only if you have at least 2[link].",
        "When your turn begins, you may lose [click]. If you do, look at the top card of R&D."),
    playable=lambda game, card: _at_least_2_link(game, card),
    on=(when_turn_begins(seq(lose_clicks(1), _look_at_top_of_rd), optional="use Globalsec Security Clearance",
                         usable=lambda game, pending: "" if game.runner.clicks else "the Runner has no [click]"),),
    decisions=("use Globalsec Security Clearance",))
