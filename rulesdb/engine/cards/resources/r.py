"""Resources whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    expose_a_card,
    gain,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    Clicks,
    TrashSelf,
)
from rulesdb.engine.state.game import Game


def _breach_hq_without_root(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "HQ", with_root=False, by=ctx.by)


RAYMOND_FLINT = resource("Raymond Flint", "Connection", faction="neutral-runner", unique=True, cost=2, inf=0, text=(
    "Whenever the Corp takes bad publicity, breach HQ. You cannot access cards in the root of HQ during "
    "this breach.", "[trash]: Expose 1 card."),
    on=(whenever("bad-publicity-taken", _breach_hq_without_root, starts="Whenever"),
        paid(TrashSelf(), effect=expose_a_card, starts="[trash]")), decisions=("Raymond Flint target",))


RENT_RIOTERS = resource("Rent Rioters", "Connection - Seedy", faction="anarch", cost=2, inf=1, text=(
    "[click][click][click],[trash]: Gain 9[c].",), on=(paid(Clicks(3), TrashSelf(), effect=gain(9)),))
