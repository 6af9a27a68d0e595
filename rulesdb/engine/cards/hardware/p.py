"""Hardware whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install, when_empty
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import may, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, gain, lose_credits
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.effects.using import used
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn


def _for_events(game, card, payment) -> bool:
    return payment.purpose == "play" and payment.subject is not None \
        and payment.subject.card.facts.type == "event"


def _look_at_top_of_stack(game: Game, ctx: Ctx) -> None:
    top = game.runner.deck[0].title if game.runner.deck else None
    game.trace.add(f"{ctx.by}: the Runner looks at the top card of the stack" +
                   (f" ({top})." if top else ": the stack is empty."))


def _top_of_stack_to_bottom(game: Game, ctx: Ctx) -> None:
    if game.runner.deck:
        game.runner.deck.append(game.runner.deck.pop(0))
        game.trace.add(f"{ctx.by}: the Runner adds the top card of the stack to the bottom.")


PARAGON = hardware("Paragon", "Console", faction="criminal", unique=True, cost=3, inf=2, text=(
    "+1[MU]", "The first time you make a successful run each turn, you may gain 1[c] and look at the top card of your "
    "stack. If you do, you may add that card to the bottom of your stack.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("successful", seq(gain(1), _look_at_top_of_stack,
                                   may(_top_of_stack_to_bottom, "add it to the bottom of the stack")),
                 lambda game, card, event: first_successful_run(game, asking=card), starts="The first",
                 optional="use Paragon"),),
    decisions=("Paragon choice",))


PATCHWORK = hardware("Patchwork", "Console", faction="anarch", unique=True, cost=4, inf=3, text=(
    "+1[MU]", "[interrupt], once per turn → When you would play or install a card, you may trash 1 "
    "card from your grip. If you do, instead play or install that card paying 2[c] less.",
    CONSOLE_LIMIT), memory_bonus=1, decisions=("use Patchwork", "Patchwork target"))
# its interrupt is asked as the Runner would play or install a card: effects.searches.patchwork_discount


PLASCRETE = hardware("Plascrete Carapace", "Gear", faction="neutral-runner", cost=3, inf=0, text=(
    "When you install this hardware, load 4 power counters onto it. When it is empty, trash it.",
    "[interrupt] → Hosted power counter: Prevent 1 meat damage."),
    on_install=on_install(place_counters("power", 4)),
    on=(when_empty("power", trash_self), prevent("damage", 1, kinds=("meat",), costs=(HostedCounters("power", 1),))))


VOICEPAD = hardware("Prepaid VoicePAD", "Gear", faction="neutral-runner", cost=2, inf=0, text=(
    "1[recurring] <em>(When you install this card and before your turn begins, refill to 1 hosted "
    "credit.)</em>", "You can spend hosted credits to play events."), recurring=1,
    credit_source=CreditSource(_for_events, "playing events"))


def _pan_weave(game: Game, ctx: Ctx) -> None:
    """PAN-Weave: the Corp loses 1[c]; only if they did, the Runner gains 1[c] (cr/rule_if_you_do)."""
    if lose_credits(game, "corp", 1, ctx.by):
        gain(1)(game, ctx)


PAN_WEAVE = hardware("PAN-Weave", "Cybernetic", faction="criminal", unique=True, cost=2, inf=4, text=(
    "When you install this hardware, suffer 1 meat damage.",
    "The first time each turn you make a successful run on HQ, the Corp loses 1[c]. If they do, gain 1[c]."),
    on_install=on_install(damage("meat", 1)),
    on=(whenever("successful", _pan_weave, lambda game, card, event: first_successful_run(game, "HQ", asking=card),
                 starts="The first", structure="run"),))


def _may_install_from_grip(game: Game, ctx: Ctx) -> None:
    """Pantograph: the Runner may install 1 card from the grip (decision "Pantograph target", or no)."""
    from rulesdb.engine.effects.searches import RUNNER_INSTALLABLE, install_found, install_notes, installable
    from rulesdb.engine.state.as_if_in_grip import from_grip, take_from
    fits = [c for c in from_grip(game) if installable(game, c)]
    titles = list(dict.fromkeys(c.title for c in fits))
    notes = install_notes(game, from_grip(game), RUNNER_INSTALLABLE)
    choice = game.decider.ask("Pantograph target", ["no", *titles], "Runner", notes=notes) if titles else "no"
    card = next((c for c in fits if c.title == choice), None)
    if card is not None:
        used(game, ctx.source, "runner")  # its optional part chosen (cr/rule_using)
        take_from(game, card, game.runner.hand)
        install_found(game, card, ctx.by, origin="grip")


PANTOGRAPH = hardware("Pantograph", "Console", faction="shaper", unique=True, cost=2, inf=3, text=(
    "+1[MU]", "Whenever an agenda is scored or stolen, gain 1[c]. Then, you may install 1 card from your grip.",
    CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("scored", seq(gain(1), _may_install_from_grip), starts="Whenever"),
        whenever("stolen", seq(gain(1), _may_install_from_grip), starts="Whenever")),
    decisions=("Pantograph target",))


def _take_all(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.card_counters import take_credits
    take_credits(ctx.source.counters.get("credits", 0))(game, ctx)


PENNYSHAVER = hardware("Pennyshaver", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]", "Whenever you make a successful run, place 1[c] on this hardware.",
    "[click]: Place 1[c] on this hardware, then take all credits from it.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("successful", place_counters("credits", 1), starts="Whenever", structure="run"),
        paid(Clicks(1), effect=seq(place_counters("credits", 1), _take_all), starts="[click]")))


def _broke_this_encounter(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and bool(enc.broken)


POISON_VIAL = hardware("Poison Vial", "Weapon", faction="criminal", cost=2, inf=2, text=(
    "When you install this hardware, load 3 power counters onto it. When it is empty, trash it.",
    "Hosted power counter: Break up to 2 subroutines. Use this ability only if you have already broken a subroutine "
    "during this encounter."),
    on_install=on_install(place_counters("power", 3)),
    breaker=breaks(None, 0, up_to=2, costs=(HostedCounters("power", 1),), usable=_broke_this_encounter,
                   restriction="Use this ability only if you have already broken a subroutine during this encounter."),
    on=(when_empty("power", trash_self),))


def _look_at_top_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    top = [c.title for c in game.runner.deck[:2]]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {counted(len(top), 'card')} of their stack: "
                   f"{', '.join(top) or 'none'}.", cites.cr("rule_look_reveal_instruction"))


def _reveal_top_and_install(game: Game, ctx: Ctx) -> None:
    """Prognostic Q-Loop: reveal the top card of the stack; a program or hardware may be installed."""
    from rulesdb.engine import cites
    stack = game.runner.deck
    if not stack:
        game.trace.add(f"{ctx.by}: the stack is empty.")
        return
    game.trace.add(f"{ctx.by}: the Runner reveals {stack[0].title}, the top card of their stack.",
                   cites.cr("rule_reveal"))
    install_one(game, ctx, stack[:1], stack, "Prognostic Q-Loop target", types=("program", "hardware"))


PROGNOSTIC_Q_LOOP = hardware("Prognostic Q-Loop", "Chip", faction="criminal", unique=True, cost=1, inf=3, text=(
    "The first time each turn a run begins, you may look at the top 2 cards of your stack.",
    "Once per turn → 1[c]: Reveal the top card of your stack. If that card is a program or piece of hardware, you may "
    "install it."),
    on=(whenever("run-begins", _look_at_top_2, lambda game, card, event: first_each_turn(game, event, any_event),
                 starts="The first", optional="use Prognostic Q-Loop"),
        paid(Credits(1), effect=_reveal_top_and_install, once_per_turn=True, starts="Once per turn")),
    decisions=("Prognostic Q-Loop target",))


def _for_run_events(game, card, payment) -> bool:
    return _for_events(game, card, payment) and payment.subject.card.facts.has("run")


PUBLIC_TERMINAL = hardware("Public Terminal", "", faction="criminal", cost=1, inf=2, text=(
    "1[recurring]", "Use this credit to play run events."), recurring=1,
    credit_source=CreditSource(_for_run_events, "playing run events"))
