"""Events whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain, gain_clicks
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import ran_every_central_this_turn
from rulesdb.engine.state.game import Game


def _siphon(game: Game, ctx: Ctx) -> None:
    """Account Siphon: the Corp loses up to 5[c]; the Runner gains 2[c] for each and takes 2 tags."""
    from rulesdb.engine.cards.primitives.players import give_tags, lose_credits

    lost = lose_credits(game, "corp", 5, ctx.by)
    gain(2 * lost, "runner")(game, ctx)
    give_tags(2)(game, ctx)


def _ashen_epilogue(game, ctx) -> None:
    """Ashen Epilogue: grip and heap into the stack, shuffle, remove the top 5, draw 5, and finally
    remove itself, so it is not trashed after resolving."""
    from rulesdb.engine.cards.events.common import shuffle_grip_and_heap_into_stack
    from rulesdb.engine.effects.card_moves import remove_from_game
    from rulesdb.engine.turns.turn import draw
    runner = game.runner
    shuffle_grip_and_heap_into_stack(game, ctx)
    for card in list(runner.deck[:5]):
        runner.deck.remove(card)
        remove_from_game(game, card, ctx.by)
    draw(game, "runner", 5, ctx.by)
    remove_from_game(game, ctx.source, ctx.by)


def _apocalypse(game: Game, ctx: Ctx) -> None:
    """Apocalypse: the Runner trashes every installed Corp card (it names no one else to do it:
    cr/rule_trigger_condition_effect_by_player), then turns every installed Runner card facedown."""
    from rulesdb.engine.effects.trashing import trash_together
    trash_together(game, [o for o in game.installed() if o.owner == "corp"], ctx.by, who="runner")
    turned = [o for o in game.installed() if o.owner == "runner" and not o.facedown]
    for obj in turned:
        obj.facedown = True
    game.trace.add(f"{ctx.by}: the Runner's installed cards are turned facedown ("
                   f"{', '.join(o.title for o in turned) or 'none'}).", cites.cr("sec_facedown_runner_cards"))


ACCOUNT_SIPHON = event("Account Siphon", "Run - Sabotage", faction="criminal", cost=0, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[c], then "
    "you gain 2[c] for each credit lost and take 2 tags.",),
    on_play=run_event(instead_of_breaching("HQ", _siphon, "Account Siphon")))


APOCALYPSE = event("Apocalypse", "", faction="apex", cost=3, inf=3, text=(
    "Play only if you made a successful run on HQ, R&D and Archives this turn.",
    "Trash all installed Corp cards. Turn all installed Runner cards facedown."),
    on_play=on_play(_apocalypse), playable=ran_every_central_this_turn)


ASHEN_EPILOGUE = event("Ashen Epilogue", "", faction="neutral-runner", cost=5, inf=2, text=(
    "Shuffle your grip and heap into your stack, then remove the top 5 cards of your stack from the "
    "game. Draw 5 cards.", "Remove this event from the game."), on_play=on_play(_ashen_epilogue))


BACKUP_PLAN_BYPASS = ("During the second run, whenever you encounter the last piece of ice you encountered during the "
                      "first run, bypass it.")


def _always_have_a_backup_plan(game: Game, card, server) -> None:
    """Always Have a Backup Plan: the last ice encountered during the first run, read from the turn's encounters as
    that run ends (no ability of the card's is met by an encounter in the first run). "When that run ends" is met
    at the end of the first run (cr/rule_run_ends_condition): if it was unsuccessful the Runner may
    ("use Always Have a Backup Plan") run the attacked server again right there, while the first run's other "when
    the run ends" abilities wait, ignoring any additional costs to run (cr/rule_ignore_general_cost), bypassing
    that ice at each encounter with it (cr/rule_bypass)."""
    first, last = len(game.runs), {}  # the first run's record will be game.runs[first]
    seen = len(game.turn.encounters)  # the encounters of this turn before the first run

    def in_first_run(game: Game, ling, event) -> bool:
        return game.run is not None and game.run.record is game.runs[first]

    def unsuccessful(game: Game, ling, event) -> bool:
        return in_first_run(game, ling, event) and event.info.get("outcome") == "unsuccessful"

    def run_again(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.ending import bypass
        from rulesdb.engine.run.steps import make_run
        from rulesdb.engine.state.carddef import TriggerDef
        from rulesdb.engine.state.events import Lingering
        met = game.turn.encounters[seen:]
        last["ice"] = met[-1][0].ice if met else None
        again = TriggerDef("encounter", BACKUP_PLAN_BYPASS,
                           lambda game, pending: bypass(game, pending.event.subject, "Always Have a Backup Plan"),
                           lambda game, ling, event: event.subject is not None and event.subject is last.get("ice"),
                           "encounter", cites=(cites.BYPASS,))
        make_run(game, game.runs[first]["server"], card.title, Lingering(card.title, "runner", again, None),
                 ignore_run_costs=True)
    run_event(whenever("run-ends", run_again, unsuccessful, starts="Run any server",
                       optional="use Always Have a Backup Plan"))(game, card, server)


ALWAYS_HAVE_A_BACKUP_PLAN = event("Always Have a Backup Plan", "Run", faction="criminal", cost=2, inf=3, text=(
    "Run any server. When that run ends, if it was unsuccessful, you may run the attacked server again, ignoring any "
    "additional costs to run. During the second run, whenever you encounter the last piece of ice you encountered "
    "during the first run, bypass it.",), on_play=_always_have_a_backup_plan,
    decisions=("use Always Have a Backup Plan",))


AMPED_UP = event("Amped Up", "", faction="anarch", cost=1, inf=3, text=(
    "Gain [click][click][click] and suffer 1 core damage. This damage cannot be prevented.",),
    on_play=on_play(seq(gain_clicks(3), damage("core", 1, preventable=False))))
