"""Operations whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.choice_labels import labels, take_named
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_stole_last_turn

GOVERNMENT_SUBSIDY = operation("Government Subsidy", TRANSACTION, faction="weyland-consortium", cost=10, inf=1,
                               text=("Gain 15[c].",), on_play=on_play(gain(15)))


GREEN_LEVEL = operation("Green Level Clearance", TRANSACTION, faction="haas-bioroid", cost=1, inf=1,
                        text=("Gain 3[c] and draw 1 card.",), on_play=on_play(seq(gain(3), draw(1))))


def _greasing_the_palm(game: Game, ctx: Ctx) -> None:
    """Gain 5[c]; the Corp may install 1 card from HQ (paying its cost), then may remove 1 tag to place 1
    advancement counter on that card ("use Greasing the Palm")."""
    from rulesdb.engine.effects.pools import add_counters
    gain(5)(game, ctx)
    installed = corp_installs("hq")(game, ctx)
    if installed is None or not game.runner.tags:
        return
    if game.decider.ask(f"use {ctx.source.title}", ["yes", "no"], "Corp") == "yes":
        game.runner.tags -= 1
        game.trace.add(f"{ctx.by}: the Corp removes 1 tag ({game.runner.tags} left).", cites.TAG)
        from rulesdb.engine.effects.pools import tags_removed
        tags_removed(game, 1, "corp")
        add_counters(game, installed, "advancement", 1, ctx.by)


GREASING_THE_PALM = operation("Greasing the Palm", TRANSACTION, faction="haas-bioroid", cost=3, inf=3, text=(
    "Gain 5[c]. You may install 1 card from HQ. You may remove 1 tag to place 1 advancement counter on that card.",),
    on_play=on_play(_greasing_the_palm), decisions=(*installs_asked("Greasing the Palm"), "use Greasing the Palm"))


def _game_over(game: Game, ctx: Ctx) -> None:
    """Game Over: the Corp chooses a Runner card type ("Game Over choice"); every installed non-icebreaker card of
    that type is to be trashed, all at once, except those the Runner pays 3[c] each to save ("Game Over saves": the
    titles, as far as their credits go) (cr/rule_act_on_multiple_cards)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.trashing import trash_together
    from rulesdb.engine.state.decisions import picking, titles_from
    kind = game.decider.ask("Game Over choice", ["program", "hardware", "resource"], "Corp")
    doomed = [o for o in game.installed() if o.owner == "runner" and not o.facedown and o.card.facts.type == kind
              and not game.has_subtype(o, "icebreaker")]
    titles = labels(game, doomed, "runner")
    check = picking(lambda v: [] if v in ("none", None) else titles_from(titles, "the rig")(v))
    saved = game.decider.ask("Game Over saves", titles, "Runner", check=check) if doomed else []
    left = list(doomed)
    for title, card in zip(saved, take_named(doomed, titles, saved)):
        payment = Payment("runner", 3, "ability", f"{ctx.by} (3[c] to save {title})")
        if not able(game, payment):
            game.trace.add(f"{ctx.by}: the Runner cannot pay 3[c] to save {title}.", cites.COST)
            continue
        pay(game, payment, cites.COST)
        left.remove(card)
        game.trace.add(f"{ctx.by}: the Runner pays 3[c]: {title} is not trashed.", cites.C_PREVENT)
    trash_together(game, left, ctx.by, who="corp")


GAME_OVER = operation("Game Over", "Illicit - Gray Ops", faction="nbn", cost=4, inf=3, text=(
    "Play only if the Runner stole an agenda during their last turn.",
    "Choose a Runner card type. Trash all installed non-icebreaker cards of the chosen type. For each card that "
    "would be trashed this way, the Runner may pay 3[c] to prevent that card from being trashed.",
    "Take 1 bad publicity."), playable=runner_stole_last_turn(),
    on_play=on_play(seq(_game_over, bad_publicity(1))), decisions=("Game Over saves",))
