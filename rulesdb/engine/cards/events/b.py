"""Events whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import instead_of_breaching, on_play, run_event, when_run_ends, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    draw,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _bravado_play(game: Game, card, server) -> None:
    """Bravado: 6[c] plus 1[c] per distinct ice object passed during the run, counted from the run's
    history, so a passed piece of ice trashed later still counts (cr/rule_previous_object)."""
    passed: set[int] = set()

    def count(game: Game, ctx: Ctx) -> None:
        passed.add(ctx.event.subject.object_id)

    def pay_out(game: Game, ctx: Ctx) -> None:
        game.trace.add(f"{ctx.by}: the Runner passed {len(passed)} different piece(s) of ice during the run, "
                       "including any no longer installed.", cites.cr("rule_previous_object"), key=True)
        gain(6 + len(passed))(game, ctx)

    run_event(whenever("pass", count, starts="Run"), when_run_ends(pay_out, starts="Run"))(game, card, server)


def _shuffle_root_into_rd(game: Game, ctx: Ctx) -> None:
    """Because I Can: every card in the root of the server is shuffled into R&D."""
    server = game.servers[ctx.target]
    moved = [game.change_zone(c, "rd") for c in server.root]
    server.root.clear()
    game.corp.deck.extend(moved)
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: {len(moved)} card(s) from the root of {ctx.target} are shuffled into R&D.")


BECAUSE_I_CAN = event("Because I Can", "Run", faction="shaper", cost=0, inf=1, text=(
    "Run a remote server. If successful, instead of breaching that server, you may force the Corp to "
    "shuffle all cards in the root of that server into R&D.",),
    on_play=run_event(instead_of_breaching(None, _shuffle_root_into_rd, "Because I Can")))


BRAVADO = event("Bravado", "Run", faction="criminal", cost=3, inf=3, text=(
    "Run a server protected by ice. When that run ends, gain 6[c] plus 1[c] for each piece of ice you"
    " passed during that run.",), on_play=_bravado_play)


BUILD_SCRIPT = event("Build Script", "", faction="neutral-runner", cost=0, inf=1,
                     text=("Gain 1[c] and draw 2 cards.",), on_play=on_play(seq(gain(1), draw(2))))


def _blueberry_diesel(game: Game, ctx: Ctx) -> None:
    """Blueberry!™ Diesel: look at the top 2 cards of the stack, maybe add 1 to the bottom, draw 2."""
    from rulesdb.engine import cites
    stack = game.runner.deck
    top = stack[:2]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {len(top)} card(s) of their stack.",
                   cites.cr("rule_look_reveal_instruction"))
    titles = [c.title for c in top]
    choice = game.decider.ask("Blueberry!™ Diesel choice", ["no", *titles], "Runner") if top else "no"
    if choice != "no":
        card = top[titles.index(choice)]
        stack.remove(card)
        stack.append(card)
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} to the bottom of the stack.")
    draw(2)(game, ctx)


BLUEBERRY_DIESEL = event("Blueberry!™ Diesel", "", faction="criminal", cost=0, inf=2, text=(
    "Look at the top 2 cards of your stack. You may add 1 of those cards to the bottom of your stack. Draw 2 cards.",),
    on_play=on_play(_blueberry_diesel), decisions=("Blueberry!™ Diesel choice",))
