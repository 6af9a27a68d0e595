"""Ice whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    when_passed,
)
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives import (
    damage,
    seq,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.common import may_jack_out

KAKUGO = ice("Kakugo", "Barrier - AP", faction="jinteki", cost=4, strength=1, inf=3, text=(
    "When the Runner passes Kakugo, do 1 net damage.", "[sub] End the run."), subs=(ETR,),
    on=(when_passed(damage("net", 1), starts="When the Runner passes"),))


def _may_jack_out(game, ctx) -> None:
    """"The Runner may jack out" (decision "jack out at Karunā"): if they do, the run and this
    encounter end, so the next subroutine does not resolve."""
    may_jack_out(game, ctx.source.title)


KARUNA = ice("Karunā", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2, text=(
    "[sub] Do 2 net damage. The Runner may jack out.", "[sub] Do 2 net damage."),
    subs=(seq(damage("net", 2), _may_jack_out), damage("net", 2)), decisions=("jack out at Karunā",))


KESSLEROID = ice("Kessleroid", "Barrier", faction="weyland-consortium", cost=2, strength=1, inf=1, text=(
    "The Runner cannot trash this ice <em>(while it is rezzed)</em>.", "[sub] End the run.", "[sub] End the run."),
    subs=(ETR, ETR), on=(constant("cannot-runner-trash", lambda game, card, subject: subject is card,
                                  starts="The Runner cannot"),))
