"""Ice whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_encountered,
    whenever,
)
from rulesdb.engine.cards.ice.common import ETR, _advancements, stronger_protecting
from rulesdb.engine.cards.primitives import (
    end_the_run_unless_pays,
    gain,
    give_tags,
    trash_self,
)
from rulesdb.engine.cards.printed import ice


def _pharos(game, card) -> int:
    return 5 if _advancements(game, card) >= 3 else 0


def _fully_broken(game, card, event) -> bool:
    return event.subject is card


PALISADE = ice("Palisade", "Barrier", faction="neutral-corp", cost=3, strength=2, inf=0, text=(
    "While this ice is protecting a remote server, it gets +2 strength.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=stronger_protecting(2))


PAPER_WALL = ice("Paper Wall", "Barrier", faction="neutral-corp", cost=0, strength=1, inf=0, text=(
    "When the Runner fully breaks this ice, trash it.", "[sub] End the run."), subs=(ETR,),
    on=(whenever("fully-broken", trash_self, _fully_broken),))


PHAROS = ice("Pharos", "Barrier", faction="weyland-consortium", cost=7, strength=5, inf=3, text=(
    "You can advance this ice. It gets +5 strength while there are 3 or more hosted advancement "
    "counters.", "[sub] Give the Runner 1 tag.", "[sub] End the run.", "[sub] End the run."),
    subs=(give_tags(1), ETR, ETR), strength_bonus=_pharos)



def _rezzed_during_a_run_here(game, card, event) -> bool:
    """"When you rez this ice during a run against this server" (cr/rule_this_server)."""
    from rulesdb.engine.state.thisserver import is_this_server
    run = game.run
    return event.subject is card and run is not None and not run.ended and is_this_server(game, card, run.server)


PING = ice("Ping", "Barrier", faction="nbn", cost=2, strength=1, inf=2, text=(
    "When you rez this ice during a run against this server, give the Runner 1 tag.", "[sub] End the run."),
    subs=(ETR,), on=(whenever("rezzed", give_tags(1), _rezzed_during_a_run_here, starts="When you rez"),))

POP_UP_WINDOW = ice("Pop-up Window", "Code Gate - Advertisement", faction="nbn", cost=0, strength=0,
                    inf=1, text=("When the Runner encounters this ice, gain 1[c].",
                                 "[sub] End the run unless the Runner pays 1[c]."),
                    subs=(end_the_run_unless_pays(1),), on=(when_encountered(gain(1)),))
