"""Composing effects and asking for a choice: in order, if, "you may", a card picked by title, the Runner's
choice among effects, and the two contests a card may start (a trace, a psi game)."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect, subroutine_refs
from rulesdb.engine.effects import psi_games, traces
from rulesdb.engine.state.choice_labels import ask_card
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

TAG_OR_ETR = "take 1 tag or end the run"  # the general name for "take 1 tag or end the run" choices


def trace(base: int, success: Effect, failure: Effect | None = None) -> Effect:
    """Trace[base]. If successful, `success`; if unsuccessful, `failure`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        if traces.trace(game, base, name):
            success(game, ctx)
        elif failure is not None:
            failure(game, ctx)
    return resolve


def runner_chooses(options: dict[str, Effect], also: str = "",
                   resolvable: dict[str, Callable[[Game, Ctx], bool]] | None = None) -> Effect:
    """The Runner picks one of the named effects (decision "<card> choice", or the general `also`). For a "must"
    ability, `resolvable` says which options can be fully resolved now: only those are offered, one is taken without
    asking, and with none the ability does nothing (cr/rule_mandatory_choice)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        offered = [o for o in options if resolvable is None or resolvable.get(o, lambda g, c: True)(game, ctx)]
        if resolvable is not None and len(offered) < len(options):
            if not offered:
                game.trace.add(f"{ctx.by}: no option can be fully resolved, so the ability does nothing.",
                               cites.cr("rule_mandatory_choice"))
                return
            game.trace.add(f"{ctx.by}: only {' or '.join(offered)} can be fully resolved; the Runner must choose "
                           f"{'it' if len(offered) == 1 else 'one of them'}.", cites.cr("rule_mandatory_choice"))
        name = f"{ctx.source.title} choice" if ctx.source else f"{ctx.by} choice"
        choice = offered[0] if len(offered) == 1 and resolvable is not None else \
            game.decider.ask(name, offered, "Runner", general=(also,) if also else ())
        game.trace.add(f"{ctx.by}: the Runner chooses to {choice}.", *subroutine_refs(ctx))
        options[choice](game, ctx)
    return resolve


def seq(*steps: Effect) -> Effect:
    """Each effect in order, stopping if the game ends."""
    def resolve(game: Game, ctx: Ctx) -> None:
        for step in steps:
            if game.over:
                return
            step(game, ctx)
    return resolve


def when(condition: Callable[[Game, Ctx], bool], then: Effect, otherwise: Effect | None = None) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        if condition(game, ctx):
            then(game, ctx)
        elif otherwise is not None:
            otherwise(game, ctx)
    return resolve


def choose(game: Game, ctx: Ctx, cards: list, chooser: str, nothing: str, *refs: str,
           suffix: str = "target", or_none: str = "",
           why: str = cites.C_TARGETS, notes: list[str] | None = None) -> CardObj | None:
    """The card `chooser` ("Corp", "Runner") picks among `cards` by title (decision "<card> target",
    or "<card> <suffix>"); None, with `nothing` traced, when there is none to pick. With `or_none` ("you may
    ..."), the chooser may also answer `no`: None, with `or_none` traced. Otherwise the choice is the target the
    instruction requires (cr/rule_announce_targets; `why` names the rule that makes it required): one card alone is
    taken without asking, the trace citing `why`. A search is no target choice (cr/rule_searching_does_not_target):
    it asks `finding.find_one`, which alone decides whether it may fail to find. `notes`: why a card the chooser
    might expect is not offered (`searches.left_out`)."""
    if not cards:  # the effect does nothing: what decides a dispute over it (Seamless Launch on a new agenda)
        game.trace.add(f"{ctx.by}: {nothing}.", *refs, key=True)
        return None
    name = ctx.source.title if ctx.source else ctx.by
    optional = bool(or_none)
    # a facedown card hidden from the chooser keeps its hidden label; copies of one title are named by where they are
    answer = ask_card(game, f"{name} {suffix}", cards, chooser, extra=("no",) if optional else (),
                      must="" if optional else why, notes=notes)
    if optional and answer == "no":
        game.trace.add(f"{ctx.by}: {or_none}.", *refs)
        return None
    return answer


def psi_game(if_differ: Effect | None = None, if_match: Effect | None = None) -> Effect:
    """Play a Psi Game (both players secretly bid 0-2[c]); then the effect for differing or matching bids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        then = if_differ if psi_games.psi(game, name) else if_match
        if then is not None:
            then(game, ctx)
    return resolve


def may(effect: Effect, what: str) -> Effect:
    """"You may <what>": the controller answers "<card> choice" with `what` or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = f"{ctx.source.title if ctx.source else ctx.by} choice"
        if game.decider.ask(name, [what, "no"], ctx.side.capitalize()) == what:
            effect(game, ctx)
        else:
            game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} chooses not to {what}.")
    return resolve


def said_choices(game: Game, ctx: Ctx, side: str, names: list[str]) -> None:
    """After a card resolved several of its choices ("Resolve 2 of the following"), one key step naming each, as the
    verdict of a card with several choices names them all, not only the last (cr/rule_choice_instruction):
    "Red Level Clearance: the Corp gains 2[c] and draws 2 cards."; nothing for one choice, or once the game is over."""
    if len(names) < 2 or game.over:
        return
    title = ctx.source.title if ctx.source is not None else ctx.by
    done = [third_person(name, title) for name in names]
    last = ", then " if any(" and " in said for said in done) else " and "  # "draws 1 card and shuffles 1 into R&D"
    game.trace.add(f"{title}: the {game.player(side).name} {', '.join(done[:-1])}{last}{done[-1]}.",
                   cites.cr("rule_choice_instruction"), key=True)


_ES = ("s", "sh", "ch", "x", "z", "o")


def third_person(choice: str, title: str) -> str:
    """A choice as printed ("draw 2 cards", "gain 4[c] and draw 2 cards") said of its player ("draws 2 cards", "gains
    4[c] and draws 2 cards"); "your" is theirs and "this event" the card."""
    words = choice.split()
    for i, word in enumerate(words):
        if i == 0 or (words[i - 1] == "and" and word.isalpha() and word.islower()):
            words[i] = word + ("es" if word.endswith(_ES) else "s")
    said = " ".join(words).replace(" your ", " their ")
    for this in ("this event", "this operation", "this asset"):
        said = said.replace(this, title)
    return said
