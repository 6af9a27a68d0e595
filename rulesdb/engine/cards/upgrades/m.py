"""Upgrades whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    end_the_run_unless_either,
)
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _rez_here(game: Game, card, payment) -> bool:
    """Mahkota Langit Grid: its credits pay to rez assets in the root of this server and ice protecting it."""
    subject, here = payment.subject, game.locate(card)
    there = game.locate(subject) if subject is not None else None
    return (payment.purpose == "rez" and here is not None and there is not None and there[0] is here[0]
            and (there[1] == "ice" or subject.card.facts.type == "asset"))


MAHKOTA = upgrade("Mahkota Langit Grid", "Region", faction="neutral-corp", cost=2, inf=0, trash=2, text=(
    "2[recurring] <em>(When you rez this upgrade and before your turn begins, refill to 2 hosted credits.)</em>",
    "You can spend hosted credits to rez assets in the root of this server and ice protecting this server.",
    "Persistent → The trash cost of each asset in the root of this server is increased by 2[c].",
    "Limit 1 region per server."), recurring=2,
    credit_source=CreditSource(_rez_here, "rezzing in this server"),
    waits_for="constant abilities")  # the trash cost increase: the engine reads printed trash costs


MANEGARM = upgrade("Manegarm Skunkworks", "", faction="haas-bioroid", unique=True, cost=2, inf=3, trash=3, text=(
    "Whenever the Runner approaches this server, end the run unless they either spend [click][click] or "
    "pay 5[c].",),
    on=(whenever("approach-server", end_the_run_unless_either({"spend [click][click]": (Clicks(2),),
                                                              "pay 5[c]": (Credits(5),)}),
                 lambda game, card, event: is_this_server(game, card, event.info.get("server")),
                 starts="Whenever", structure="run"),))


MUMBAD_TOUR = upgrade("Mumbad Virtual Tour", "Alliance", faction="neutral-corp", cost=0, inf=2, trash=5,
                      text=("This upgrade costs 0 influence if you have 7 or more assets in your deck.",
                            "When the Runner accesses this upgrade while it is installed, they must "
                            "trash it, if able."),
                      on=(constant("must-trash-when-accessed", lambda game, card, subject: True, starts="When"),))
