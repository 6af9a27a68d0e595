"""Events whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import for_that_run, run_event, when_run_ends
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.primitives.run import trash_accessed_card
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card, shuffle_into_rd
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.only_choice import ask_must


def _draw(n: int):
    def play(game, card, target) -> None:
        from rulesdb.engine.turns.turn import draw
        draw(game, "runner", n, card.title)
    return play


def _deja_vu(game: Game, ctx: Ctx) -> None:
    """Add 1 card, or up to 2 virus cards, from the heap to the grip."""
    heap = game.runner.discard
    if not heap:
        game.trace.add(f"{ctx.by}: the heap is empty.")
        return
    first = _from_heap(game, ctx, [c.title for c in heap], "Déjà Vu target")
    viruses = [c.title for c in heap if c.card.facts.has("virus")]
    if first.card.facts.has("virus") and viruses:
        second = game.decider.ask("Déjà Vu choice", ["no", *viruses], "Runner")
        if second != "no":
            _from_heap(game, ctx, [second], "")


def _from_heap(game: Game, ctx: Ctx, titles: list[str], name: str):
    title = ask_must(game, name, titles, "Runner", cites.C_TARGETS) if name else titles[0]
    card = next(c for c in game.runner.discard if c.title == title)
    game.runner.discard.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: the Runner adds {title} from the heap to the grip.")
    return card


def _plain_run(game: Game, card, server) -> None:
    run_event()(game, card, server)


def _shuffle_back(card):
    """Direct Access: when its run ends, the Runner may shuffle it into the stack (decision "use Direct Access");
    having left the play area, it is not trashed (cr/rule_play_no_trash_left_play_area)."""
    def resolve(game: Game, ctx) -> None:
        if card.zone != "play" or game.decider.ask("use Direct Access", ["yes", "no"], "Runner") == "no":
            return
        game.runner.deck.append(game.change_zone(card, "stack"))
        card.zone = "stack"
        game.rng.shuffle(game.runner.deck)
        game.trace.add(f"{ctx.by}: Direct Access is shuffled into the stack.",
                       cites.cr("rule_play_no_trash_left_play_area"))
    return resolve


def _identities_blank_while_resolving(game: Game, card, server) -> None:
    """Direct Access: while the event resolves (its run, and the reaction window after the run
    ends), both identities lose all abilities (cr/rule_is_resolving)."""
    from rulesdb.engine.state.events import Lasting
    blank = Lasting("identities-lose-abilities", lambda game, card, subject: True, card.card.facts.text[0],
                    "event", None, card.title)
    game.effects.append(blank)
    game.trace.add(f"{card.title} is resolving: each player's identity loses all abilities.",
                   cites.cr("rule_is_resolving"))
    try:
        run_event(when_run_ends(_shuffle_back(card), starts="Run any server"))(game, card, server)
    finally:
        game.effects = [e for e in game.effects if e is not blank]
        game.trace.add(f"{card.title} has finished resolving: the identities have their abilities again.",
                       cites.cr("rule_is_resolving"))


DAY_JOB = event("Day Job", "", faction="anarch", cost=2, inf=1, text=(
    "As an additional cost to play this event, spend [click][click][click].", "Gain 10[c]."),
    on_play=on_play(gain(10)), play_costs=(Clicks(3),))


def _deep_dive(game: Game, ctx: Ctx) -> None:
    """Deep Dive: the top 8 cards of R&D set aside faceup (the set-aside zone, cr/rule_set_aside_zone); the Runner
    accesses 1 ("Deep Dive target"), then may spend [click] to access another ("Deep Dive choice": a title, or `no`);
    then the Corp shuffles the cards still set aside into R&D."""
    from rulesdb.engine.run.access import access_card
    corp = game.corp
    top, corp.deck[:] = corp.deck[:8], corp.deck[8:]
    game.set_aside.extend(top)
    game.trace.add(f"{ctx.by}: the Corp sets aside the top {counted(len(top), 'card')} of R&D faceup: "
                   f"{', '.join(c.title for c in top) or 'none'}.", cites.cr("rule_set_aside"), key=True)
    first = choose(game, ctx, list(game.set_aside), "Runner", "no card was set aside")
    if first is not None:
        access_card(game, first, "R&D")
    left = [c for c in game.set_aside if c is not first]
    titles = [c.title for c in left]
    second = game.decider.ask("Deep Dive choice", [*titles, "no"], "Runner") if left and game.runner.clicks else "no"
    if second != "no" and not game.over:
        game.runner.clicks -= 1
        game.trace.add(f"{ctx.by}: the Runner spends [click] ({game.runner.clicks}[click] left) to access another.",
                       cites.COST)
        access_card(game, left[titles.index(second)], "R&D")
    back = [c for c in top if any(o is c for o in game.set_aside)]  # its own cards still set aside
    shuffle_into_rd(game, ctx, back, game.set_aside, "the set-aside cards")


def _every_central_this_turn(game: Game, card) -> str:
    missing = [s for s in ("HQ", "R&D", "Archives") if not made_successful_run(game, s, asking=card)]
    return f"no successful run on {' or '.join(missing)} this turn" if missing else ""


DEEP_DIVE = event("Deep Dive", "", faction="shaper", cost=2, inf=5, text=(
    "Play only if you made a successful run on HQ, R&D, and Archives this turn.",
    "The Corp must set aside the top 8 cards of R&D faceup. Access 1 of those cards. You may spend [click] to access "
    "another 1 of those cards. Then, the Corp shuffles the set-aside cards into R&D."),
    playable=_every_central_this_turn, on_play=on_play(_deep_dive), decisions=("Deep Dive target", "Deep Dive choice"))


DIESEL = _card("Diesel", "shaper", "event", [], 0, 2, ["Draw 3 cards."], on_play=_draw(3))


DIRECT_ACCESS = event("Direct Access", "Run", faction="neutral-runner", cost=1, inf=1, text=(
    "While you are resolving this event, each playerʼs identity loses all abilities.",
    "Run any server. When that run ends, you may shuffle this event into your stack."),
    on_play=_identities_blank_while_resolving, decisions=("use Direct Access",))


DIRTY_LAUNDRY = event("Dirty Laundry", "Run", faction="neutral-runner", cost=2, inf=0, text=(
    "Run any server. When that run ends, if it was successful, gain 5[c].",),
    on_play=run_event(when_run_ends(gain(5), successful=True)))


DEJA_VU = event("Déjà Vu", "", faction="anarch", cost=2, inf=2, text=(
    "Add 1 card (or up to 2 virus cards) from your heap to your grip.",), on_play=on_play(_deja_vu))


def _demolition_run(game: Game, card, server) -> None:
    """Demolition Run: runs HQ or R&D only; while it resolves in the play area, its "Access →" ability can be used
    on each card accessed (cr/step_mid_access_ability)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.run.mid_access import IN_PLAY_AREA, RUN_EVENT_IN_PLAY
    from rulesdb.errors import ScenarioError
    if server not in ("HQ", "R&D"):
        raise ScenarioError(f"{game.decider.source}: Demolition Run runs HQ or R&D, not {server}")

    def begins(game: Game, ctx: Ctx) -> None:
        lasting(game, RUN_EVENT_IN_PLAY, lambda game, obj, subject: card, IN_PLAY_AREA, "run", ctx.by,
                refs=(cites.cr("rule_playing_timing_structure"),))
    run_event(for_that_run(begins, starts="Run HQ"))(game, card, server)


DEMOLITION_RUN = event("Demolition Run", "Run - Sabotage", faction="anarch", cost=2, inf=2, text=(
    "Run HQ or R&D.", "Access → 0[c]: Trash the card you are accessing."), on_play=_demolition_run,
    on=(paid(effect=trash_accessed_card, access=True, starts="Access", trashes_accessed=True),))


def _expose_in_a_remote_root_and_trash(game: Game, ctx: Ctx) -> None:
    """Drive By: the Runner picks a facedown card in the root of a remote server ("Drive By target"); if it is
    exposed (Underway Grid-like effects may stop it) and is an asset or upgrade, it is trashed (cr/rule_expose)."""
    from rulesdb.engine.effects.exposing import expose_card
    from rulesdb.engine.effects.trashing import trash
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for name, server in game.servers.items() if name not in CENTRAL for o in server.root
             if is_facedown(game, o)]
    card = choose(game, ctx, found, "Runner", "there is no unrezzed card in the root of a remote server",
                  cites.cr("rule_expose"))
    if card is not None and expose_card(game, card, ctx.by) and card.card.facts.type in ("asset", "upgrade"):
        trash(game, card, ctx.by, cites.cr("rule_expose"), who="runner")


DRIVE_BY = event("Drive By", "Double", faction="criminal", cost=0, inf=2, text=(
    "As an additional cost to play this event, spend [click].",
    "Expose 1 card installed in the root of a remote server. If you do and that card is an asset or upgrade, "
    "trash it."), play_costs=(Clicks(1),), on_play=on_play(_expose_in_a_remote_root_and_trash),
    decisions=("Drive By target",))
