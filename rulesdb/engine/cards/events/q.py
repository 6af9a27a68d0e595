"""Events whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.earlier import one_named
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.primitives.run import cannot
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import ran_every_central_this_turn
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.earlier_this_turn import MADE_EARLIER
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL


def _queens_gambit(game: Game, ctx: Ctx) -> None:
    """Queen's Gambit: up to 3 advancement counters on 1 unrezzed card in a remote root ("Queen's Gambit target",
    then "Queen's Gambit choice": 0 to 3), 2[c] per counter, and that card cannot be accessed this turn."""
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for s in game.servers.values() if s.name not in CENTRAL for o in s.root if is_facedown(game, o)]
    card = choose(game, ctx, found, "Runner", "there is no unrezzed card in the root of a remote server")
    if card is None:
        return

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
            raise ValueError(f"{value!r} must be a number of counters from 0 to 3")
        return value
    n = game.decider.ask("Queen's Gambit choice", ["0..3"], "Runner", check=check)
    if n:
        add_counters(game, card, "advancement", n, ctx.by)
    gain(2 * n)(game, ctx)
    _not_accessed_this_turn(game, ctx, card)


def _not_accessed_this_turn(game: Game, ctx: Ctx, card) -> None:
    cannot("access", lambda game, ctx, subject: subject is card,
           f"The Runner cannot access {card.title} for the remainder of the turn.", until="turn")(game, ctx)


def _gambit_made_earlier(game: Game, card, used) -> None:
    """Queen's Gambit played earlier this turn, the board naming the card it chose (in the root of a remote server;
    rezzed since, perhaps): the Runner cannot access it this turn."""
    roots = [o for s in game.servers.values() if s.name not in CENTRAL for o in s.root]
    chosen = one_named(game, card, used, roots, "card in the root of a remote server")
    _not_accessed_this_turn(game, Ctx(card, "runner", card.title), chosen)


QUEENS_GAMBIT = event("Queen's Gambit", "Double", faction="anarch", cost=0, inf=3, text=(
    "As an additional cost to play this event, spend [click].",
    "Place up to 3 advancement counters on 1 unrezzed card in the root of a remote server. Gain 2[c] for each "
    "counter placed this way. You cannot access that card for the remainder of the turn."),
    play_costs=(Clicks(1),), on_play=on_play(_queens_gambit),
    on=(constant(MADE_EARLIER, _gambit_made_earlier, starts="Place up to"),),
    decisions=("Queen's Gambit target", "Queen's Gambit choice"))


QUALITY_TIME = event("Quality Time", "", faction="shaper", cost=3, inf=1, text=("Draw 5 cards.",),
                     on_play=on_play(draw(5)))


def _access_installed_non_ice(game: Game, ctx: Ctx) -> None:
    """Quest Completed: the Runner accesses 1 installed Corp card that is not ice ("Quest Completed target"),
    outside a run."""
    from rulesdb.engine.run.access import access_card
    found = [o for o in game.installed() if o.owner == "corp" and not o.is_ice]
    card = choose(game, ctx, found, "Runner", "there is no installed Corp card that is not ice")
    if card is not None:
        access_card(game, card, game.server_of(card))


QUEST_COMPLETED = event("Quest Completed", "", faction="anarch", cost=0, inf=2, text=(
    "Play only if you made a successful run on R&D, HQ, and Archives this turn.", "Access 1 installed card (non-ice)."),
    playable=ran_every_central_this_turn, on_play=on_play(_access_installed_non_ice),
    decisions=("Quest Completed target",))
