"""Programs whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    breaks,
    constant,
    on_ice,
    paid,
    when_fully_breaks,
    when_run_ends_after_breaking,
)
from rulesdb.engine.cards.primitives import (
    gain,
    trash_self,
)
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _interface, _printed_breaker
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.carddef import Breaker, CreditSource


def _broke_on_other_ice_this_run(game, card, subject) -> bool:
    """Mongoose: it cannot break subroutines on more than one ice per run."""
    ice, breaker = subject
    done = game.run.broke_on.get(card.object_id, set()) if game.run else set()
    return breaker is card and bool(done - {ice.object_id})


MAGNUM_OPUS = program("Magnum Opus", "", faction="shaper", cost=5, inf=2, mu=2,
                      text=("[click]: Gain 2[c].",), on=(paid(Clicks(1), effect=gain(2)),))


MAKLER = _breaker("Makler", "Fracter", faction="criminal", cost=5, strength=2, inf=2, mu=1, text=(
    "Interface → 2[c]: Break up to 2 barrier subroutines.", "2[c]: +2 strength.",
    "The first time each turn this program fully breaks a piece of ice, gain 1[c]."),
    breaker=breaks("barrier", 2, boost=2, amount=2, up_to=2), on=(when_fully_breaks(gain(1)),))


def _using_hardware_or_a_program(game, card, payment) -> bool:
    """A payment for using a piece of hardware or a program: its paid abilities, an icebreaker's break
    and strength abilities."""
    subject = payment.subject
    return payment.purpose in ("ability", "icebreaker") and subject is not None \
        and subject.card.facts.type in ("hardware", "program")


MANTLE = program("Mantle", "Stealth", faction="shaper", cost=1, inf=2, mu=1, text=(
    "1[recurring]", "You can spend hosted credits to use hardware and programs."), recurring=1,
    credit_source=CreditSource(_using_hardware_or_a_program, "using hardware and programs"))


MAYFLY = _breaker("Mayfly", "AI", faction="neutral-runner", cost=1, strength=1, inf=0, mu=2, text=(
    "Interface → 1[c]: Break 1 subroutine. When this run ends, trash this program.",
    "1[c]: +1 strength."), breaker=breaks(None, 1, boost=1),
    on=(when_run_ends_after_breaking(trash_self, starts="Interface"),))


MIMIC = _printed_breaker("Mimic", "anarch", ["Killer"], 3, 3, 1, 1, [_interface("sentry", 1)], Breaker("sentry", 1))


MONGOOSE = _breaker("Mongoose", "Killer", faction="criminal", cost=3, strength=1, inf=2, mu=1, text=(
    "You cannot use this program to break subroutines on more than one ice per run.",
    "Interface → 1[c]: Break up to 2 sentry subroutines.", "2[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=2, amount=2, up_to=2),
    on=(constant("cannot-break", _broke_on_other_ice_this_run, starts="You cannot"),))


def _monkeywrench(game, card, ice) -> int:
    """Host ice -2; each other ice protecting the same server -1."""
    host = card.host
    if ice is None or host is None or not host.is_ice:
        return 0
    if ice is host:
        return -2
    place, other = game.locate(host), game.locate(ice)
    return -1 if place and other and other[1] == "ice" and place[0] is other[0] else 0


MONKEYWRENCH = program("Monkeywrench", "Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "Host ice gets −2 strength. Each other piece of ice protecting this server gets −1 strength."),
    install_on=on_ice, on=(constant("ice-strength", _monkeywrench, starts="Host ice"),))


MARJANAH = _breaker("Marjanah", "Fracter", faction="criminal", cost=0, strength=1, inf=1, mu=1, text=(
    "Interface → 2[c]: Break 1 barrier subroutine. If you made a successful run this turn, this ability costs 1[c] "
    "less to use.", "1[c]: +1 strength."),
    breaker=breaks("barrier", 2, boost=1, discount=lambda game, card: int(made_successful_run(game))))
