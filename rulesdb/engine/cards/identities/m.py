"""Identities whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError


def _three_different_actions(game: Game, card, event) -> bool:
    """MirrorMorph: the third action of the Corp's turn completes, and the first three differ."""
    first = game.turn.actions[:3]
    return event.info.get("side") == card.owner == game.turn.active and event.info.get("number") == 3 \
        and len(set(first)) == 3


def _gain_or_another_action(game: Game, ctx: Ctx) -> None:
    """MirrorMorph: gain 1[c], or take another action different from the first three, paying [click] less
    ("<identity> choice"); the other action is the next one the scenario lists for the Corp."""
    choice = game.decider.ask(f"{ctx.source.title} choice", ["gain 1[c]", "another action"], "Corp")
    if choice == "gain 1[c]":
        gain(1)(game, ctx)
        return
    from rulesdb.engine.turns.actions import initiated_from, perform, stop
    action = game.actions[0] if game.actions else None
    if action is None or action.player != "corp" or action.window or action.attempt:
        raise ScenarioError(f"{game.decider.source}: {ctx.source.title}: the Corp chose another action, but the "
                            "next listed action is not a Corp action")
    if initiated_from(action) in game.turn.actions[:3]:
        stop(game, action, f"{ctx.source.title}: the other action must differ from the first three "
                           f"({', '.join(game.turn.actions[:3])}) (cr/rule_defferent_actions)")
    game.actions.pop(0)
    corp = game.corp
    before = corp.clicks
    corp.clicks += 1  # "paying [click] less": one [click] of its cost is not paid
    game.trace.add(f"{ctx.by}: the Corp takes another, different action, paying [click] less: {action.text}.",
                   cites.cr("rule_defferent_actions"), key=True)
    perform(game, action)
    if corp.clicks > before:  # an action with no [click] in its cost: nothing to pay less
        corp.clicks = before


MIRRORMORPH = _corp("MirrorMorph: Endless Iteration", "Division", "haas-bioroid", [
    "If the first, second, and third actions you take on your turn are each different from one another, "
    "when the third action completes, you may gain 1[c] or take another different action, paying "
    "[click] less."],
    on=(whenever("action-done", _gain_or_another_action, _three_different_actions, optional="use MirrorMorph",
                 refs=(cites.cr("rule_defferent_actions"),)),),
    decisions=("MirrorMorph: Endless Iteration choice",), waits_for="")


def _muslihat(game: Game, ctx: Ctx) -> None:
    """MuslihaT: the Runner looks at the top card of the stack; an icebreaker or a run event may be revealed and
    added to the grip ("use MuslihaT" asked only then)."""
    from rulesdb.engine import cites
    stack = game.runner.deck
    if not stack:
        game.trace.add(f"{ctx.by}: the stack is empty.")
        return
    top = stack[0]
    facts = top.card.facts
    fits = facts.has("icebreaker") or (facts.type == "event" and facts.has("run"))
    game.trace.add(f"{ctx.by}: the Runner looks at the top card of the stack"
                   f"{'' if fits else '; it is neither an icebreaker nor a run event'}.", cites.cr("rule_reveal"))
    if fits and game.decider.ask("use MuslihaT", ["yes", "no"], "Runner") == "yes":
        stack.pop(0)
        game.runner.hand.append(game.change_zone(top, "grip"))
        game.trace.add(f"{ctx.by}: the Runner reveals {top.title} and adds it to the grip.", cites.cr("rule_reveal"))


MUSLIHAT = _runner("MuslihaT: Multifarious Marketeer", "Natural", "criminal", 0, [
    "When your turn begins, look at the top card of your stack. If that card is an icebreaker or a run event, you "
    "may reveal it and add it to your grip."], on=(when_turn_begins(_muslihat),), decisions=("use MuslihaT",),
    waits_for="")


def _breach_without_breaking(game: Game, card, event) -> bool:
    """Mercury: a breach of HQ or R&D during a run in which no subroutine was broken; once per turn."""
    run = game.run
    return (event.info.get("server") in ("HQ", "R&D") and run is not None and "Mercury" not in card.used
            and not any(enc.get("broken") for enc in run.record["encounters"]))


def _one_more_access(game: Game, ctx: Ctx) -> None:
    server = ctx.event.info["server"]
    ctx.source.used.add("Mercury")
    game.breach_extra[server] = game.breach_extra.get(server, 0) + 1
    game.trace.add(f"{ctx.by}: the Runner will access 1 additional card from {server}.",
                   cites.cr("rule_once_per_turn_flag"), key=True)


MERCURY = _runner("Mercury: Chrome Libertador", "Bioroid", "criminal", 0, [
    "Once per turn → When you breach HQ or R&D during a run, if you did not break any subroutines during that run, "
    "you may access 1 additional card."],
    on=(whenever("breach", _one_more_access, _breach_without_breaking, optional="use Mercury"),), waits_for="")


def _install_one_discarded(game: Game, ctx: Ctx) -> None:
    """Magdalene: install 1 program or piece of hardware from among the cards just discarded, paying its install cost
    ("<identity> target" or no)."""
    from rulesdb.engine.effects.searches import install_notes, installable_among
    from rulesdb.engine.turns.runner_installs import install_by_ability
    discarded = [c for c in ctx.event.info["cards"] if any(o is c for o in game.runner.discard)]
    cards = installable_among(game, discarded, ("program", "hardware"))
    card = choose(game, ctx, cards, "Runner", "no program or hardware discarded can be installed",
                  cites.INSTALL_PROGRAM, notes=install_notes(game, discarded, ("program", "hardware")))
    if card is not None:
        install_by_ability(game, card, game.runner.discard)


MAGDALENE = _runner("Magdalene Keino-Chemutai: Cryptarchitect", "Cyborg", "shaper", 0, [
    "Whenever you discard cards to reach your maximum hand size, you may install 1 program or piece of hardware from "
    "among those cards."],
    on=(whenever("discarded", _install_one_discarded, lambda game, card, event: event.info.get("side") == "runner"
                 and any(c.card.facts.type in ("program", "hardware") for c in event.info["cards"]),
                 optional="use Magdalene"),), waits_for="")


MAXX = _runner("MaxX: Maximum Punk Rock", "G-mod", "anarch", 0, [
    "When your turn begins, trash the top 2 cards of your stack. Draw 1 card."],
    on=(when_turn_begins(seq(trash_top_of_stack(2), draw(1))),), waits_for="")
