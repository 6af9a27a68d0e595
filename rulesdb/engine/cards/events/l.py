"""Events whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import bad_publicity, draw, gain, remove_tags
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game

LEGWORK = event("Legwork", "Run", faction="criminal", cost=2, inf=2, text=(
    "Run HQ. If successful, access 2 additional cards when you breach HQ.",),
    on_play=run_event(during_the_run("access-hq", 2, "Legwork: access 2 additional cards from HQ",
                                     if_successful=True)))


def _lie_low(game: Game, ctx: Ctx) -> None:
    """Lie Low: the Runner resolves 1 mode (decision "Lie Low choice"); "up to 2 tags" lets them remove
    fewer than they could."""
    most = min(2, game.runner.tags)
    options = ["draw 4 cards"] + [f"remove {counted(n, 'tag')}" for n in range(most, -1, -1)]
    picked = game.decider.ask(f"{ctx.source.title} choice", options, "Runner")
    (draw(4) if picked == "draw 4 cards" else remove_tags(int(picked.split()[1])))(game, ctx)


LIE_LOW = event("Lie Low", "Double", faction="criminal", cost=1, inf=1, text=(
    "As an additional cost to play this event, spend [click].",
    "Resolve 1 of the following:<ul><li>Draw 4 cards.</li><li>Remove up to 2 tags.</li></ul>"),
    on_play=on_play(_lie_low), play_costs=(Clicks(1),), decisions=("Lie Low choice",))


LUCKY_FIND = event("Lucky Find", "Double", faction="neutral-runner", cost=3, inf=2, text=(
    "As an additional cost to play this event, spend [click].", "Gain 9[c]."),
    on_play=on_play(gain(9)), play_costs=(Clicks(1),))


def _levy_ar_lab_access(game: Game, ctx: Ctx) -> None:
    """Levy AR Lab Access: grip and heap shuffled into the stack, 5 cards drawn, then the event is removed from the
    game instead of being trashed."""
    from rulesdb.engine.cards.events.common import shuffle_grip_and_heap_into_stack
    from rulesdb.engine.effects.card_moves import remove_from_game
    shuffle_grip_and_heap_into_stack(game, ctx)
    draw(5)(game, ctx)
    remove_from_game(game, ctx.source, ctx.by)


LEVY_AR_LAB_ACCESS = event("Levy AR Lab Access", "", faction="shaper", cost=5, inf=3, text=(
    "Shuffle your grip and heap into your stack. Draw 5 cards. Remove Levy AR Lab Access from the game instead of "
    "trashing it.",), on_play=on_play(_levy_ar_lab_access))


def _up_to_2_tags(game: Game, ctx: Ctx) -> None:
    """Lawyer Up: the Runner names how many tags to remove, up to 2 ("Lawyer Up X")."""
    most = min(2, game.runner.tags)
    remove_tags(ask_number(game, "Lawyer Up X", most, "Runner", "tags to remove") if most else 0)(game, ctx)


LAWYER_UP = event("Lawyer Up", "Double", faction="criminal", cost=2, inf=1, text=(
    "As an additional cost to play this event, spend [click].", "Remove up to 2 tags and draw 3 cards."),
    play_costs=(Clicks(1),), on_play=on_play(seq(_up_to_2_tags, draw(3))), decisions=("Lawyer Up X",))


def _bad_publicity_or_no_damage(game: Game, ctx: Ctx) -> None:
    """Leverage: the Corp may take 2 bad publicity ("Leverage choice"); if they do not, all damage the Runner would
    take is prevented until the Runner's next turn begins (damage that cannot be prevented still happens)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    if game.decider.ask("Leverage choice", ["take 2 bad publicity", "no"], "Corp") != "no":
        bad_publicity(2)(game, ctx)
        return
    game.trace.add(f"{ctx.by}: the Corp does not take the bad publicity.", cites.cr("rule_choice_instruction"))
    lasting(game, "prevent-all-damage", lambda g, c, imminent: not imminent.info.get("unpreventable"),
            "Leverage: all damage the Runner would take is prevented", "next turn", ctx.by)


LEVERAGE = event("Leverage", "", faction="criminal", cost=1, inf=2, text=(
    "Play only if you made a successful run on HQ this turn.",
    "The Corp may take 2 bad publicity. If they do not, whenever you would take damage until your next turn begins, "
    "prevent all of that damage."),
    playable=lambda game, card: "" if made_successful_run(game, "HQ", asking=card) else
    "no successful run on HQ this turn",
    on_play=on_play(_bad_publicity_or_no_damage), decisions=("Leverage choice",))
