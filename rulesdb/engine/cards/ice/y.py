"""Ice whose title begins with Y, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.primitives.choices import may, seq
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import ice


def _look_at_top_of_rd(game, ctx) -> None:
    top = game.corp.deck[0].title if game.corp.deck else None
    game.trace.add(f"{ctx.by}: the Corp looks at the top card of R&D" + (f" ({top})." if top else ": R&D is empty."))


def _top_of_rd_to_bottom(game, ctx) -> None:
    if game.corp.deck:
        game.corp.deck.append(game.corp.deck.pop(0))
        game.trace.add(f"{ctx.by}: the Corp adds the top card of R&D to the bottom of R&D.")


YAGURA = ice("Yagura", "Code Gate - AP", faction="jinteki", cost=1, strength=0, inf=2, text=(
    "[sub] Look at the top card of R&D. You may add that card to the bottom of R&D.", "[sub] Do 1 net damage."),
    subs=(seq(_look_at_top_of_rd, may(_top_of_rd_to_bottom, "add it to the bottom of R&D")), damage("net", 1)),
    decisions=("Yagura choice",))
