"""Hardware whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import (
    on_install,
    prevent,
)
from rulesdb.engine.cards.primitives import (
    place_counters,
    trash_self,
    when,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.state.carddef import CreditSource


def _empty(game, ctx) -> bool:
    return not ctx.source.counters.get("power")


def _for_events(game, card, payment) -> bool:
    return payment.purpose == "play" and payment.subject is not None \
        and payment.subject.card.facts.type == "event"


PATCHWORK = hardware("Patchwork", "Console", faction="anarch", unique=True, cost=4, inf=3, text=(
    "+1[MU]", "[interrupt], once per turn → When you would play or install a card, you may trash 1 "
    "card from your grip. If you do, instead play or install that card paying 2[c] less.",
    CONSOLE_LIMIT), memory_bonus=1, decisions=("use Patchwork", "Patchwork target"),
    waits_for="interrupts")  # used only for installs an ability makes (searches.py)


PLASCRETE = hardware("Plascrete Carapace", "Gear", faction="neutral-runner", cost=3, inf=0, text=(
    "When you install this hardware, load 4 power counters onto it. When it is empty, trash it.",
    "[interrupt] → Hosted power counter: Prevent 1 meat damage."),
    on_install=on_install(place_counters("power", 4)),
    on=(prevent("damage", 1, kinds=("meat",), costs=(HostedCounters("power", 1),), then=when(_empty, trash_self)),))


VOICEPAD = hardware("Prepaid VoicePAD", "Gear", faction="neutral-runner", cost=2, inf=0, text=(
    "1[recurring] <em>(When you install this card and before your turn begins, refill to 1 hosted "
    "credit.)</em>", "You can spend hosted credits to play events."), recurring=1,
    credit_source=CreditSource(_for_events, "playing events"))
