"""Ice whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import as_subroutine, constant
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.ice.common import ETR, rez_cost_lowered_per_advancement
from rulesdb.engine.cards.primitives.choices import trace, when
from rulesdb.engine.cards.primitives.installed import trash_program
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags, threat_level
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.state.carddef import Breaker, Subroutine
from rulesdb.engine.state.subroutines import GAINED

NEURAL_KATANA = ice("Neural Katana", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2,
                    text=("[sub] Do 3 net damage.",), subs=(damage("net", 3),))


def _threat_at_least(n: int):
    return lambda game, ctx: threat_level(game) >= n


N_POT = ice("N-Pot", "Code Gate", faction="nbn", cost=4, strength=4, inf=2, text=(
    "3[c]: Break 1 subroutine on this ice. Only the Runner can use this ability.", "[sub] End the run.",
    "[sub] If the threat level is 2 or greater, end the run.",
    "[sub] If the threat level is 4 or greater, end the run."),
    subs=(ETR, when(_threat_at_least(2), ETR), when(_threat_at_least(4), ETR)), breaker=Breaker(None, 3, this_ice=True))


def _rezzed_next_ice(game, ice) -> int:
    """NEXT Bronze: +1 strength for each rezzed piece of NEXT ice, itself included once rezzed."""
    return sum(1 for o in game.installed() if o.is_ice and o.rezzed and game.has_subtype(o, "NEXT"))


NEXT_BRONZE = ice("NEXT Bronze", "Code Gate - NEXT", faction="haas-bioroid", cost=2, strength=0, inf=2, text=(
    "NEXT Bronze has +1 strength for each rezzed piece of NEXT ice.", "[sub] End the run."), subs=(ETR,),
    strength_bonus=_rezzed_next_ice)


NEXT_SILVER = ice("NEXT Silver", "Barrier - NEXT", faction="haas-bioroid", cost=3, strength=1, inf=2, text=(
    "NEXT Silver gains \"[sub] End the run.\" for each rezzed piece of NEXT ice.",),
    on=(own_subroutines(_rezzed_next_ice, "End the run.", ETR, starts="NEXT Silver gains"),))


_NEWS_HOUND_ETR = Subroutine("End the run.", as_subroutine(ETR))


NEWS_HOUND = ice("News Hound", "Sentry - Tracer", faction="nbn", cost=2, strength=4, inf=2, text=(
    'If a current is active, News Hound gains "[sub] End the run." after all its other subroutines.',
    "[sub] Trace[3]. If successful, give the Runner 1 tag."), subs=(trace(3, give_tags(1)),),
    on=(constant(GAINED, lambda game, card, subject: (_NEWS_HOUND_ETR,) if subject is card and game.current is not None
                 else (), starts="If a current"),))


NEGOTIATOR = ice("Negotiator", "Sentry - Destroyer", faction="weyland-consortium", cost=4, strength=3, inf=2, text=(
    "2[c]: Break 1 subroutine on this ice. Only the Runner can use this ability.", "[sub] Gain 2[c].",
    "[sub] Trash 1 installed program."), subs=(gain(2), trash_program), breaker=Breaker(None, 2, this_ice=True))


NEBULA = ice("Nebula", "Sentry - Destroyer", faction="weyland-consortium", cost=9, strength=5, inf=2, text=(
    "Nebula can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
    "[sub] Trash 1 program."), subs=(trash_program,), advanceable=True, on=(rez_cost_lowered_per_advancement(),))
