"""Events whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event, when_run_ends
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _trash_from_hq(game: Game, ctx: Ctx) -> None:
    """Wanton Destruction: spend any number of [click] to trash that many cards from HQ at random."""
    most = min(game.runner.clicks, len(game.corp.hand))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of clicks from 0 to {most}")
        return value

    n = game.decider.ask("Wanton Destruction choice", [f"0..{most}"], "Runner", check=check)
    game.runner.clicks -= n
    for _ in range(n):
        card = game.corp.hand.pop(game.rng.randrange(len(game.corp.hand)))
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: {card.title} is trashed from HQ at random.")
        pile_trashed(game, "hq", [card], "runner")


WANTON_DESTRUCTION = event("Wanton Destruction", "Run - Sabotage", faction="anarch", cost=1, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may spend any number of [click] to force the"
    " Corp to trash that many cards from HQ at random.",),
    on_play=run_event(instead_of_breaching("HQ", _trash_from_hq, "Wanton Destruction")),
    decisions=("Wanton Destruction choice",))


def _corps_choice(game: Game, ctx: Ctx) -> None:
    """Wildcat Strike: the Corp chooses which the Runner resolves (decision "Wildcat Strike choice")."""
    picked = game.decider.ask(f"{ctx.source.title} choice", ["gain 6 credits", "draw 4 cards"], "Corp")
    (gain(6) if picked == "gain 6 credits" else draw(4))(game, ctx)


WILDCAT_STRIKE = event("Wildcat Strike", "", faction="anarch", cost=2, inf=1, text=(
    "Resolve 1 of the following of the Corpʼs choice:<ul><li>Gain 6[c].</li><li>Draw 4 cards.</li></ul>",),
    on_play=on_play(_corps_choice), decisions=("Wildcat Strike choice",))


def _window_of_opportunity(game: Game, card, server) -> None:
    """Window of Opportunity: the Runner may install 1 program or hardware from the grip, then runs; as the run
    begins 1 rezzed ice protecting the server is derezzed; as it ends the Corp may rez that ice ignoring all costs."""
    ctx = Ctx(card, "runner", card.title, target=server)
    install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Window of Opportunity target",
                types=("program", "hardware"))
    derezzed: list = []

    def derez_one(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.derez import derez
        rezzed = [o for o in game.servers[server].ice if o.rezzed] if server in game.servers else []
        titles = labels(game, rezzed, "runner")
        if not rezzed:
            game.trace.add(f"{ctx.by}: no rezzed ice protects {server}.")
            return
        ice = rezzed[titles.index(ask_must(game, "Window of Opportunity choice", titles, "Runner", cites.C_TARGETS))]
        if derez(game, ice, ctx.by):
            derezzed.append(ice)

    def may_rez(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine import cites
        for ice in derezzed:
            if game.is_installed(ice) and not ice.rezzed and \
                    game.decider.ask("use Window of Opportunity", ["yes", "no"], "Corp") == "yes":
                from rulesdb.engine.state.events import Event, emit
                ice.rezzed = True
                game.trace.add(f"{ctx.by}: the Corp rezzes {ice.title}, ignoring all costs.", cites.C_REZ, key=True)
                emit(game, Event("rezzed", ice))  # "when you rez" conditions are met
    run_event(whenever("run-begins", derez_one, starts="Run any server"),
              when_run_ends(may_rez, starts="Run any server"))(game, card, server)


WINDOW_OF_OPPORTUNITY = event("Window of Opportunity", "Run", faction="criminal", cost=1, inf=2, text=(
    "You may install 1 program or piece of hardware from your grip.",
    "Run any server. When that run begins, derez 1 piece of ice protecting that server. When that run ends, the Corp "
    "may rez the ice derezzed this way, ignoring all costs."), on_play=_window_of_opportunity,
    decisions=("Window of Opportunity target", "Window of Opportunity choice", "use Window of Opportunity"))


def _windfall(game: Game, ctx: Ctx) -> None:
    """Windfall: shuffle the stack, trash its top card, gain its install cost (0 for an event, which has none)."""
    stack = game.runner.deck
    game.rng.shuffle(stack)
    game.trace.add(f"{ctx.by}: the Runner shuffles the stack.", cites.SHUFFLE)
    top = stack[0] if stack else None
    trash_top_of_stack(1)(game, ctx)
    if top is not None and top.card.facts.type != "event":
        gain(top.card.facts.cost or 0)(game, ctx)


WINDFALL = event("Windfall", "", faction="neutral-runner", cost=0, inf=0, text=(
    "Shuffle your stack. Trash the top card of your stack. Gain X[c] where X is equal to the install cost of that "
    "card.",), on_play=on_play(_windfall))
