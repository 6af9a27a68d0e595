"""Hardware whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets, for_using
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.primitives.installed import expose_a_card
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.card_costs import RemoveSelf
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED


def _program_installed(game, event) -> bool:
    installed = event.subject
    return installed.owner == "runner" and installed.card.facts.type == "program"


def _first_program_this_turn(game, card, event) -> bool:
    """A program installed before LilyPAD this turn was already the first."""
    return first_each_turn(game, event, _program_installed)


LILYPAD = hardware("LilyPAD", "Console", faction="shaper", unique=True, cost=4, inf=3, text=(
    "+2[MU]", "The first time each turn you install a program, you may draw 1 card.", CONSOLE_LIMIT),
    memory_bonus=2, on=(whenever("install", draw(1), _first_program_this_turn, starts="The first",
                                 optional="use LilyPAD"),))


def _corp_ending_after_hq_success(game, card, imminent) -> bool:
    """A Corp card's ability ends the run, and the Runner made a successful run on HQ this turn."""
    if imminent.target is None or imminent.target.owner != "corp":
        return False
    return made_successful_run(game, "HQ", asking=card)


LUCKY_CHARM = hardware("Lucky Charm", "Chip", faction="criminal", unique=True, cost=1, inf=2, text=(
    "[interrupt] → Remove this hardware from the game: Prevent a Corp card ability from ending the run. Use this "
    "ability only if you made a successful run on HQ this turn.",),
    on=(prevent("end-the-run", costs=(RemoveSelf(),), condition=_corp_ending_after_hq_success),))


LEMURIA_CODECRACKER = hardware("Lemuria Codecracker", "", faction="criminal", cost=1, inf=1, text=(
    "[click], 1[c]: Expose 1 card. Use this ability only if you have made a successful run on HQ this turn.",),
    on=(paid(Clicks(1), Credits(1), effect=expose_a_card,
             when=lambda game, card: made_successful_run(game, "HQ", asking=card), starts="[click]"),),
    decisions=("Lemuria Codecracker target",))


LOGOS = hardware("Logos", "Console", faction="criminal", unique=True, cost=4, inf=2, text=(
    "+1[MU]", "Your maximum hand size is increased by 1.",
    "Whenever the Corp scores an agenda, you may search your stack for a card and add it to your grip. Shuffle your "
    "stack.", CONSOLE_LIMIT), memory_bonus=1,
    on=(constant("hand-size", _runner_gets(1), starts="Your maximum"),
        whenever("scored", search_stack("", "grip", reveal=False), optional="use Logos", starts="Whenever")),
    decisions=("Logos target",))


def _installed_icebreaker(game, card, event) -> bool:
    return event.subject.owner == "runner" and game.has_subtype(event.subject, "icebreaker")


def _stronger_this_turn(game, ctx) -> None:
    """LLDS Processor: +1 strength for the icebreaker just installed, until the end of the turn."""
    from rulesdb.engine.effects.lasting_effects import lasting
    breaker = ctx.event.subject
    lasting(game, "breaker-strength", lambda g, c, subject: 1 if subject is breaker else 0,
            f"{breaker.title} has +1 strength.", "turn", ctx.by)


LLDS_PROCESSOR = hardware("LLDS Processor", "Chip", faction="shaper", cost=1, inf=1, text=(
    "Whenever you install an icebreaker, that icebreaker has +1 strength until the end of the turn.",),
    on=(whenever("install", _stronger_this_turn, _installed_icebreaker, starts="Whenever"),
        constant(MAY_HAVE_BOOSTED, lambda game, card, breaker: 1 if game.has_subtype(breaker, "icebreaker") else 0,
                 starts="Whenever")))


LOCKPICK = hardware("Lockpick", "Chip - Stealth", faction="shaper", cost=1, inf=3, text=(
    "1[recurring]", "Use this credit to pay for using decoders."), recurring=1, credit_source=for_using("decoder"))
