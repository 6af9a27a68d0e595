"""Agendas whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, when_scored_may
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.game import Game


def _kimberlite_field(game: Game, ctx: Ctx) -> None:
    """Trash 1 of the Corp's rezzed cards; if it is trashed, trash 1 installed Runner card whose printed install cost
    is at most the printed rez cost of the Corp card ("Kimberlite Field choice")."""
    from rulesdb.engine.effects.trashing import trash
    mine = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    card = choose(game, ctx, mine, "Corp", "the Corp has no rezzed card", cites.TRASH)
    if card is None or trash(game, card, ctx.by, who="corp") is None:
        return
    limit = card.card.facts.cost or 0
    theirs = [o for o in game.installed()
              if o.owner == "runner" and not o.facedown and (o.card.facts.cost or 0) <= limit]
    target = choose(game, ctx, theirs, "Corp", f"no installed Runner card has a printed install cost of {limit} or "
                    "less", cites.TRASH, suffix="choice")
    if target is not None:
        trash(game, target, ctx.by, who="corp")


def _draw_up_to_3_then_add_a_small_agenda(game: Game, ctx: Ctx) -> None:
    """Kingmaking: draw 0 to 3 cards ("Kingmaking draw"), then the Corp may add 1 agenda worth 1 or less agenda
    points from HQ to its score area ("Kingmaking target" or no): added, not scored."""
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
            raise ValueError(f"{value!r} must be a number from 0 to 3")
        return value
    draw(game.decider.ask("Kingmaking draw", ["0..3"], "Corp", check=check))(game, ctx)
    small = [c for c in game.corp.hand if c.card.facts.type == "agenda" and (c.card.facts.agenda_points or 0) <= 1]
    titles = [c.title for c in small]
    choice = game.decider.ask("Kingmaking target", [*titles, "no"], "Corp") if small else "no"
    if choice == "no":
        return
    card = small[titles.index(choice)]
    game.corp.hand.remove(card)
    add_to_score_area(game, "corp", card, ctx.by, origin="HQ")


KIMBERLITE_FIELD = _agenda("Kimberlite Field", "Expansion", "weyland-consortium", 2, 4, [
    "When you score this agenda, you may trash 1 of your rezzed cards. If you do, trash 1 installed Runner card with "
    "a printed install cost equal to or less than the printed rez cost of the Corp card you trashed."],
    on=(when_scored_may(_kimberlite_field, "Kimberlite Field"),), waits_for="")


KINGMAKING = _agenda("Kingmaking", "Research", "nbn", 2, 4, [
    "When you score this agenda, draw up to 3 cards. You may add 1 agenda worth 1 or less agenda points from HQ to "
    "your score area."], on=(when_scored(_draw_up_to_3_then_add_a_small_agenda),),
    decisions=("Kingmaking draw",), waits_for="")
