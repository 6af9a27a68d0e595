"""What several ice share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

import weakref

from rulesdb.engine.cards.primitives import (
    end_the_run,
)
from rulesdb.engine.cards.printed import Printed, ice_hosts_programs
from rulesdb.engine.effects import common
from rulesdb.engine.state.carddef import CardDef, Subroutine
from rulesdb.engine.state.game import CENTRAL


def _ice(title, faction, subtypes, cost, strength, influence, text, subs=(), **behaviour) -> CardDef:
    facts = Printed(title, "corp", "ice", tuple(subtypes), cost, strength, len(subs), influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, subroutines=tuple(subs), can_host=ice_hosts_programs, **behaviour)


def _etr(game, ice) -> None:
    common.end_the_run(game, f"{ice.title}'s subroutine")


ETR_SUB = Subroutine("End the run.", _etr)


ETR = end_the_run


def _advancements(game, card) -> int:
    return card.counters.get("advancement", 0)


_RESOLVING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> ice objects resolving a sub


def stronger_protecting(bonus: int, server: str | None = None):
    """"While this ice is protecting `server` (None: a remote server), it gets +`bonus` strength."."""
    def strength_bonus(game, card) -> int:
        place = game.locate(card)
        name = place[0].name if place else None
        protecting = name == server if server else name is not None and name not in CENTRAL
        return bonus if protecting else 0
    return strength_bonus
