"""Events whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.events.common import play_only_as_first_click
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.earlier import made_earlier
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.primitives.players import gain, give_tags, lose_credits
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.this_turn import successful_runs
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.choice_labels import by_server
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must


def _tinkering(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    found = [o for o in game.installed() if o.is_ice]
    if not found:
        return
    names = by_server(game, found)
    ice = found[names.index(ask_must(game, "Tinkering target", names, "Runner", cites.C_TARGETS))]
    lasting(game, "subtype-gain",
            lambda game, card, subject: int(subject[0] is ice and subject[1] in ("sentry", "code gate", "barrier")),
            f"Tinkering: {ice.title} gains sentry, code gate, and barrier", "turn", ctx.by)


def _test_run(game: Game, ctx: Ctx) -> None:
    """Test Run: find a program in the stack or heap, set it aside, install it ignoring all costs; a
    delayed ability returns it to the top of the stack when the turn ends (cr/rule_playing_lingering_effects)."""
    from rulesdb.engine.effects.searches import search_and_install
    from rulesdb.engine.state.events import Lingering
    pile = game.decider.ask("Test Run choice", ["stack", "heap"], "Runner")
    program = search_and_install(game, pile, ("program",), "Test Run target", ctx.by, ignore_costs=True,
                                 chosen="either your stack or your heap")
    if program is None:
        return
    game.lingering.append(Lingering("Test Run", "runner", _TEST_RUN_RETURN, game.turn, {"program": program}))
    game.trace.add(f"{ctx.by}: a delayed ability will return {program.title} to the top of the stack when the "
                   "turn ends; Test Run itself has resolved.", cites.cr("rule_playing_lingering_effects"), key=True)


def _back_to_stack(game: Game, pending) -> None:
    program = pending.lingering.data["program"]
    game.lingering = [ling for ling in game.lingering if ling is not pending.lingering]
    if not game.is_installed(program):  # hosted on a piece of ice, a trojan is still installed
        game.trace.add(f"Test Run: {program.title} has been uninstalled, so it stays where it is.")
        return
    from rulesdb.engine.effects.card_moves import to_stack
    to_stack(game, program, "Test Run", cites.C_LASTING)
    from rulesdb.engine.state.events import Event, emit
    emit(game, Event("uninstalled", program, {"by": "runner"}))  # "when this program is uninstalled" (Nanuq)


_TEST_RUN_RETURN = TriggerDef("turn-ends", "When your turn ends, if that program has not been uninstalled, add "
                              "it to the top of your stack.", _back_to_stack,
                              lambda game, ling, event: event.info.get("side") == "runner", "")


def _noble_path(game: Game, card, server) -> None:
    """The Noble Path: the grip is trashed, then a run during which all damage is prevented."""
    grip = game.runner.hand
    game.runner.discard.extend(game.change_zone(c, "heap") for c in grip)
    grip_or_stack_trashed(game, game.runner.discard[-len(grip):] if grip else [], "grip")
    game.trace.add(f"The Noble Path: the Runner trashes all {counted(len(grip), 'card')} from their grip.", cites.TRASH)
    grip.clear()
    shield = during_the_run("prevent-all-damage", lambda game, obj, imminent: True,
                            "The Noble Path: all damage during this run is prevented", starts="Trash")
    run_event(shield)(game, card, server)


TEST_RUN = event("Test Run", "", faction="shaper", cost=3, inf=3, text=(
    "Search either your stack or your heap for 1 program. <em>(Shuffle your stack after searching "
    "it.)</em> Install that program, ignoring all costs. When your turn ends, if that program has not"
    " been uninstalled, add it to the top of your stack.",), on_play=on_play(_test_run),
    decisions=("Test Run choice", "Test Run target"))


MAKERS_EYE = event("The Maker’s Eye", "Run", faction="shaper", cost=2, inf=2, text=(
    "Run R&D. If successful, access 2 additional cards when you breach R&D.",),
    on_play=run_event(during_the_run("access-rd", 2, "The Maker’s Eye: access 2 additional cards when you breach R&D",
                                     if_successful=True)))


NOBLE_PATH = event("The Noble Path", "Run", faction="anarch", cost=0, inf=2, text=(
    "Trash all cards from your grip. Run any server. Whenever you would take damage during that run, "
    "prevent all of that damage.",), on_play=_noble_path)


TINKERING = event("Tinkering", "Mod", faction="shaper", cost=0, inf=4, text=(
    "Choose a piece of ice. That ice gains sentry, code gate, and barrier until the end of the turn.",),
    on_play=on_play(_tinkering), decisions=("Tinkering target",),
    on=(made_earlier(_tinkering, target="Tinkering target", what="piece of ice"),))


TREAD_LIGHTLY = event("Tread Lightly", "Run", faction="criminal", cost=1, inf=1, text=(
    "Run any server. During that run, the rez cost of each piece of ice is increased by 3[c].",),
    on_play=run_event(during_the_run("rez-cost", lambda game, card, subject: 3 if subject.is_ice else 0,
                                     "the rez cost of each piece of ice is increased by 3[c]")))


def _transfer_of_wealth(game: Game, ctx: Ctx) -> None:
    """Transfer of Wealth: take 1 tag; the Corp loses 3[c]; gain 2[c] for each credit lost this way."""
    from rulesdb.engine.effects.pools import gain_credits
    give_tags(1)(game, ctx)
    lost = lose_credits(game, "corp", 3, ctx.by)
    if lost:
        gain_credits(game, "runner", 2 * lost, ctx.by, cites.CREDIT_POOL)


TRANSFER_OF_WEALTH = event("Transfer of Wealth", "Run", faction="criminal", cost=0, inf=4, text=(
    "Run HQ. If successful, take 1 tag and the Corp loses 3[c]. Gain 2[c] for each credit lost this way.",),
    on_play=run_event(whenever("successful", _transfer_of_wealth, starts="Run HQ")))


def _the_price(game: Game, ctx: Ctx) -> None:
    """The Price: trash the top 4 of the stack; the Runner may install 1 of them, 3[c] less."""
    stack = game.runner.deck
    top = stack[:4]
    del stack[:len(top)]
    trashed = [game.change_zone(c, "heap") for c in top]
    game.runner.discard.extend(trashed)
    grip_or_stack_trashed(game, trashed, "stack")
    game.trace.add(f"{ctx.by}: the top {counted(len(top), 'card')} of the stack {'is' if len(top) == 1 else 'are'} "
                   f"trashed: {', '.join(c.title for c in top) or 'none'}.", cites.TRASH)
    install_one(game, ctx, trashed, game.runner.discard, "The Price target", less=3)


THE_PRICE = event("The Price", "", faction="anarch", cost=1, inf=2, text=(
    "Trash the top 4 cards of your stack. You may install 1 of those cards, paying 3[c] less.",),
    on_play=on_play(_the_price), decisions=("The Price target",))


def _trick_shot(game: Game, card, server) -> None:
    """Trick Shot: 4[c] placed on it, spendable during runs while it resolves; the run on R&D, which, if successful,
    places 2[c] more on it and accesses 1 additional card from R&D; when that run ends, the Runner may run a remote
    server ("Trick Shot choice": a remote server, or `no`) before the event finishes resolving."""
    from rulesdb.engine.cards.hooks.runs import that_run
    from rulesdb.engine.cards.primitives.run import run_server_choice
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.run.steps import make_run
    from rulesdb.engine.state.objects import CENTRAL
    resolving = {"now": True}
    add_counters(game, card, "credits", 4, "Trick Shot")
    lasting(game, "hosted-credits-in-pool", lambda g, obj, payment: card if resolving["now"] and g.run else None,
            "Trick Shot: you can spend its hosted credits during runs", "turn", "Trick Shot")
    def if_successful(game, ctx) -> None:  # one "If successful" ability: 2[c] more, then 1 more card from R&D
        add_counters(game, card, "credits", 2, "Trick Shot")
        lasting(game, "access-rd", lambda g, obj, breached: int(breached == "R&D"),
                "Trick Shot: access 1 additional card when you breach R&D", "run", ctx.by, **that_run(True))
    run_event(whenever("successful", if_successful, starts="Run R&D"))(game, card, server)
    remotes = [name for name in game.servers if name not in CENTRAL]
    if not game.over and remotes:
        choice = run_server_choice(game, "Trick Shot choice", remotes, "Trick Shot", may=True,
                                   decline="no")
        if choice is not None:
            make_run(game, choice, "Trick Shot")
    resolving["now"] = False


TRICK_SHOT = event("Trick Shot", "Run", faction="shaper", cost=1, inf=3, text=(
    "Place 4[c] on this event. You can spend hosted credits during runs.",
    "Run R&D. If successful, place 2[c] on this event and access 1 additional card when you breach R&D.",
    "When that run ends, you may run a remote server."), on_play=_trick_shot, decisions=("Trick Shot choice",))


def _2_per_successful_run(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.players import gain
    refuse_unknown(game, ctx.source, "each successful run you made during this turn")
    runs = len(successful_runs(game))
    game.trace.add(f"{ctx.by}: the Runner made {counted(runs, 'successful run')} this turn.",
                   cites.cr("rule_delayed_conditional_ability_relevant_once"))
    if runs:
        gain(2 * runs)(game, ctx)


THREE_STEPS_AHEAD = event("Three Steps Ahead", "Priority", faction="criminal", cost=1, inf=2, text=(
    "Play only as your first [click].", "When this turn ends, gain 2[c] for each successful run you made during it."),
    playable=play_only_as_first_click,
    on_play=on_play(delayed("turn-ends", _2_per_successful_run, "When this turn ends, gain 2[c] for each successful "
                                                                 "run you made during it.")))


def _half_the_trashed_hardware(game: Game, ctx: Ctx) -> None:
    """Trade-In: half the install cost (rounded down) of the hardware trashed as its additional cost, the last
    hardware the Runner trashed this turn (the game's history)."""
    trashed = [s for n, kind, s, by in game.history if n == game.turn.number and kind == "trashed" and by == "runner"
               and s is not None and s.card.facts.type == "hardware"]
    half = (trashed[-1].card.facts.cost or 0) // 2 if trashed else 0
    game.trace.add(f"{ctx.by}: half the install cost of {trashed[-1].title if trashed else 'nothing'} is {half}[c].",
                   cites.ADDITIONAL_COST)
    if half:
        gain(half)(game, ctx)


TRADE_IN = event("Trade-In", "", faction="shaper", cost=1, inf=2, text=(
    "As an additional cost to play this event, trash an installed piece of hardware.",
    "Gain credits equal to half the install cost of the trashed hardware (rounded down) and search your stack for a "
    "piece of hardware, reveal it, and add it to your grip. Shuffle your stack."),
    play_costs=(TrashInstalled("hardware"),),
    on_play=on_play(seq(_half_the_trashed_hardware, search_stack("hardware"))),
    decisions=("Trade-In cost", "Trade-In target"))
