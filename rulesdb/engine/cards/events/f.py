"""Events whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import play_only_as_first_click, run_trashing_first_fully_broken
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import bad_publicity, draw
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.game import Game

FORKED = _card("Forked", "anarch", "event", ["Run", "Sabotage"], 2, 3, [
    "Run any server. The first time you fully break a sentry during that run, trash that sentry."],
    on_play=run_trashing_first_fully_broken("Forked", "sentry"))


FINALITY = event("Finality", "Run", faction="anarch", cost=2, inf=3, text=(
    "As an additional cost to play this event, suffer 1 core damage.",
    "Run R&D. If successful, access 3 additional cards when you breach R&D."),
    play_costs=(SufferDamage("core", 1),),
    on_play=run_event(during_the_run("access-rd", 3, "Finality: access 3 additional cards from R&D",
                                     if_successful=True)))


def _rez_or_trash(game: Game, ctx: Ctx) -> None:
    """Forged Activation Orders: the Runner chooses 1 unrezzed installed ice; the Corp may rez it, paying its
    costs (decision "rez <ice>"); if they do not, or cannot, they trash it."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.timing.flow import offer_rez
    unrezzed = [o for o in game.installed() if o.is_ice and not o.rezzed]
    ice = choose(game, ctx, unrezzed, "Runner", "no installed piece of ice is unrezzed")
    if ice is not None and not offer_rez(game, ice):
        trash(game, ice, ctx.by, who="corp")


FORGED_ACTIVATION_ORDERS = event("Forged Activation Orders", "Sabotage", faction="criminal", cost=1, inf=2, text=(
    "Choose 1 unrezzed piece of ice. The Corp may rez that ice. If they do not, they trash it.",),
    on_play=on_play(_rez_or_trash), decisions=("Forged Activation Orders target",))


def _freelance_coding_contract(game: Game, ctx: Ctx) -> None:
    """Freelance Coding Contract: up to 5 programs of the grip named ("Freelance Coding Contract target"), trashed
    together; 2[c] for each one that was trashed."""
    from rulesdb.engine.cards.primitives.players import gain
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.trashing import trash_together
    programs = [c for c in game.runner.hand if c.card.facts.type == "program"]
    picked = pick_cards(game, "Freelance Coding Contract target", programs, "the grip's programs", "Runner", most=5)
    before = len(game.runner.discard)
    trash_together(game, picked, ctx.by, who="runner")
    gain(2 * (len(game.runner.discard) - before))(game, ctx)


FREELANCE_CODING_CONTRACT = event("Freelance Coding Contract", "Job", faction="shaper", cost=0, inf=1, text=(
    "Trash up to 5 programs from your grip. Gain 2[c] for each program trashed.",),
    on_play=on_play(_freelance_coding_contract), decisions=("Freelance Coding Contract target",))


def _first_2_encounters(game, ling, event) -> bool:
    return game.run is not None and len([k for k in game.run.used if k.startswith("Feint ")]) < 2


def _feint_bypass(game, ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    run = game.run
    run.used.add(f"Feint {len([k for k in run.used if k.startswith('Feint ')]) + 1}")
    bypass(game, ctx.event.subject, "Feint")


FEINT = event("Feint", "Run", faction="criminal", cost=2, inf=3, text=(
    "Run HQ. The first 2 times this run you encounter a piece of ice, bypass that ice. If successful, you cannot "
    "breach HQ.",),
    on_play=run_event(whenever("encounter", _feint_bypass, _first_2_encounters, structure="encounter",
                               starts="Run HQ", refs=(cites.BYPASS,)),
                      during_the_run("cannot-breach", lambda game, card, server: server == "HQ",
                                     "If successful, you cannot breach HQ.", if_successful=True)))


def _forfeit_then_bad_publicity(game: Game, ctx: Ctx) -> None:
    """Frame Job: the Runner forfeits an agenda (decision "forfeit"); only if they do does the Corp take 1 bad
    publicity."""
    if not game.runner.score:
        game.trace.add(f"{ctx.by}: the Runner has no agenda to forfeit, so the Corp takes no bad publicity.")
        return
    ForfeitAgenda().pay(game, "runner", ctx.source)
    bad_publicity(1)(game, ctx)


FRAME_JOB = event("Frame Job", "Double", faction="anarch", cost=1, inf=2, text=(
    "As an additional cost to play this event, spend [click].",
    "Forfeit an agenda. If you do, give the Corp 1 bad publicity."), play_costs=(Clicks(1),),
    on_play=on_play(_forfeit_then_bad_publicity))


FISK_INVESTMENT_SEMINAR = event("Fisk Investment Seminar", "Priority", faction="criminal", cost=0, inf=2, text=(
    "Play only as your first [click].", "Each player draws 3 cards."), playable=play_only_as_first_click,
    on_play=on_play(seq(draw(3, "runner"), draw(3, "corp"))))
