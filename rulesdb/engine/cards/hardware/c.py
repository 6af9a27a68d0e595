"""Hardware whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import (
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    from_heap,
    remove_self_from_game,
    trash_accessed_card,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.effects.costtypes import TrashFromHand, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _for_icebreakers(game, card, payment) -> bool:
    if payment.purpose == "icebreaker":
        return True
    subject = payment.subject
    return payment.purpose == "install" and subject is not None and subject.card.facts.has("virus")


CARNIVORE = hardware("Carnivore", "Console", faction="anarch", unique=True, cost=4, inf=3, text=(
    "+1[MU]", "Access, once per turn → Trash 2 cards from your grip: Trash the card you are accessing.",
    CONSOLE_LIMIT), memory_bonus=1,
    on=(paid(TrashFromHand(2), effect=trash_accessed_card, access=True, once_per_turn=True, starts="Access"),))

CLONE_CHIP = hardware("Clone Chip", "Chip", faction="shaper", cost=1, inf=2, text=(
    "[trash]: Install a program from your heap (paying the install cost).",),
    on=(paid(TrashSelf(), effect=from_heap("program", "install")),), decisions=("Clone Chip target",),
    waits_for="")


CYBERFEEDER = _card("Cyberfeeder", "anarch", "hardware", ["Chip"], 2, 1,
                    ["1[recurring]", ("Use this credit to pay for using icebreakers or for "
                                      "installing virus programs.")], recurring=1,
                    credit_source=CreditSource(_for_icebreakers, "icebreakers and virus installs"))


def _remove_to_derez(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.derez import derez
    remove_self_from_game(game, ctx)
    derez(game, ctx.event.subject, ctx.by)


CAPYBARA = hardware("Capybara", "", faction="criminal", unique=True, cost=2, inf=2, text=(
    "Whenever you bypass a piece of ice, you may remove this hardware from the game to derez that ice.",),
    on=(whenever("bypassed", _remove_to_derez, starts="Whenever", optional="use Capybara"),))
