"""Programs whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.breaking import breaks, when_breaks
from rulesdb.engine.cards.hooks.hosting import on_rezzed_ice
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _installed_this_turn, _mark_installed_this_turn
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game


def _per_icebreaker(game, card, breaker) -> int:
    """Echelon: +1 strength for each installed icebreaker, itself included."""
    if breaker is not card:
        return 0
    return sum(o.card.facts.has("icebreaker") and not o.facedown for o in game.installed() if o.owner == "runner")


EGRET_SUBTYPES = ("barrier", "code gate", "sentry")


ECHELON = _breaker("Echelon", "Killer", faction="shaper", cost=3, strength=0, inf=1, mu=1, text=(
    "This program gets +1 strength for each installed icebreaker <em>(including this one)</em>.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "3[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=3, amount=2),
    on=(constant("breaker-strength", _per_icebreaker, starts="This program"),))


EGRET = program("Egret", "Trojan", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Install only on a rezzed piece of ice.", "Host ice gains barrier, code gate, and sentry."),
    on=(constant("subtype-gain", lambda game, card, subject: int(
        subject[0] is card.host and subject[1] in EGRET_SUBTYPES), starts="Host ice"),),
    install_on=on_rezzed_ice)


EULER = _breaker("Euler", "Decoder", faction="shaper", cost=2, strength=2, inf=3, mu=1, text=(
    "Interface → 0[c]: Break 1 code gate subroutine. Use this ability only if this program was installed this turn.",
    "Interface → 2[c]: Break up to 2 code gate subroutines.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 0, boost=1, usable=_installed_this_turn,
                   restriction="Use this ability only if this program was installed this turn.",
                   also=(breaks("code gate", 2, up_to=2),)),
    on_install=_mark_installed_this_turn)


def _reveal_hq(game: Game, ctx: Ctx) -> None:
    hq = game.corp.hand
    game.trace.add(f"{ctx.by}: all cards in HQ are revealed: {', '.join(c.title for c in hq) or 'none'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "runner", len(hq))


def _analyzer_run(game: Game, ctx: Ctx) -> None:
    run_event(instead_of_breaching("HQ", _reveal_hq, "Expert Schedule Analyzer", starts="[click]"))(
        game, ctx.source, "HQ")


EXPERT_SCHEDULE_ANALYZER = program("Expert Schedule Analyzer", "", faction="criminal", cost=1, inf=2, mu=1, text=(
    "[click]: Run HQ. If successful, instead of breaching HQ, you may reveal all cards in HQ.",),
    on=(paid(Clicks(1), effect=_analyzer_run, starts="[click]"),))


def _only_end_the_run(game, card, subject) -> bool:
    """Endless Hunger breaks only subroutines reading exactly "End the run." (cr/rule_break_subroutine)."""
    from rulesdb.engine.state.subroutines import of_encounter
    enc, breaker, group = subject
    if breaker is not card:
        return False
    subs = of_encounter(game, enc)
    return any(subs[i].text != "End the run." for i in group)


ENDLESS_HUNGER = _breaker("Endless Hunger", "", faction="apex", cost=0, strength=11, inf=2, mu=4, text=(
    'Interface → Trash 1 installed card: Break 1 "[sub] End the run." subroutine.',),
    breaker=breaks(None, 0, costs=(TrashInstalled("card"),)),
    on=(constant("cannot-break-subroutines", _only_end_the_run, starts="Interface"),),
    decisions=("Endless Hunger cost",))


def _no_access_this_run(game: Game, ctx: Ctx) -> None:
    """Eater: "You cannot access cards for the remainder of this run", a lasting "cannot" of its break ability."""
    from rulesdb.engine.effects.lasting_effects import lasting
    if game.run is not None:
        lasting(game, "cannot-access", lambda game, card, subject: True,
                "Eater: the Runner cannot access cards for the remainder of this run", "run", ctx.by)


EATER = _breaker("Eater", "AI", faction="anarch", cost=4, strength=2, inf=3, mu=1, text=(
    "Interface → 1[c]: Break 1 subroutine. You cannot access cards for the remainder of this run.",
    "1[c]: +1 strength."), breaker=breaks(None, 1, boost=1), on=(when_breaks(_no_access_this_run, starts="Interface"),))
