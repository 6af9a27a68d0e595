"""Hardware whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import ran_every_central_this_turn
from rulesdb.engine.cards.this_turn import central_success_this_turn
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _access_one_of_top_5(game, card, server: str):
    """Top Hat: instead of breaching R&D, access the card at a position 1-5 the Runner names."""
    if server != "R&D":
        return None

    def replace(game) -> None:
        from rulesdb.engine.run.access import access_card
        top = game.corp.deck[:5]
        if not top:
            return

        def check(value):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= len(top):
                raise ValueError(f"{value!r} must be a position from 1 to {len(top)}")
            return value
        position = ask_must(game, "Top Hat choice", [str(n) for n in range(1, len(top) + 1)], "Runner",
                            cites.C_TARGETS, check=check)
        game.trace.add(f"Top Hat: the Runner chooses card {position} from the top of R&D and accesses it.",
                       cites.cr("rule_rnd_candidates_1_at_a_time"))
        access_card(game, top[position - 1], "R&D")
    return replace


T400 = hardware("T400 Memory Diamond", "Chip", faction="neutral-runner", cost=2, inf=0, text=(
    "+1[MU]", "You get +1 maximum hand size."), memory_bonus=1,
    on=(constant("hand-size", _runner_gets(1), starts="You get"),))


TITANIUM_RIBS = hardware("Titanium Ribs", "Cybernetic", faction="criminal", unique=True, cost=1, inf=2, text=(
    "When you install Titanium Ribs, suffer 2 meat damage.",
    "You choose the card(s) from your grip to trash whenever you take damage (including the damage "
    "taken by installing Titanium Ribs)."), on_install=on_install(damage("meat", 2)),
    on=(constant("choose-damage-cards", lambda game, card, kind: True, starts="You choose"),),
    decisions=("Titanium Ribs choice",))


TOP_HAT = hardware("Top Hat", "", faction="shaper", cost=0, inf=1, text=(
    "Whenever you make a successful run on R&D, instead of breaching R&D, you may choose 1 of the top"
    " 5 cards in R&D and access it.",),
    on=(constant("breach-replacement", _access_one_of_top_5, starts="Whenever"),), decisions=("Top Hat choice",))


def _time_bomb_ticks(game: Game, ctx: Ctx) -> None:
    """Time Bomb: at 3 or more power counters, trash it and sabotage 3; otherwise 1 more counter."""
    if ctx.source.counters.get("power", 0) >= 3:
        trash_self(game, ctx)
        sabotage(3)(game, ctx)
    else:
        place_counters("power", 1)(game, ctx)


TIME_BOMB = hardware("Time Bomb", "Weapon", faction="anarch", unique=True, cost=1, inf=3, text=(
    "Install only if you made a successful run on a central server this turn. When you install this hardware, place "
    "1 power counter on it.",
    "When your turn begins, if there are 3 or more hosted power counters, trash this hardware and sabotage 3. "
    "<em>(The Corp trashes 3 cards of their choice from HQ and/or the top of R&D.)</em> Otherwise, place 1 power "
    "counter on this hardware."), playable=central_success_this_turn,
    on_install=on_install(place_counters("power", 1)), on=(when_turn_begins(_time_bomb_ticks),),
    decisions=("Time Bomb choice",))


def _every_central_this_turn(game: Game, card) -> bool:
    return not ran_every_central_this_turn(game, card)


def _wizards_chest(game: Game, ctx: Ctx) -> None:
    """The Wizard's Chest: cards set aside from the top until 2 of the chosen type; 1 of those 2 may be installed
    ignoring all costs; the rest are shuffled into the stack."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.searches import install_found, install_notes, installable
    kind = game.decider.ask("The Wizard’s Chest choice", ["hardware", "program", "resource"], "Runner")
    stack, aside = game.runner.deck, []
    while stack and sum(c.card.facts.type == kind for c in aside) < 2:
        aside.append(stack.pop(0))
    game.trace.add(f"{ctx.by}: set aside faceup: {', '.join(c.title for c in aside) or 'nothing'}.",
                   cites.cr("rule_set_aside"))
    found = [c for c in aside if c.card.facts.type == kind and installable(game, c, ignore_costs=True)]
    titles = [c.title for c in found]
    notes = install_notes(game, aside, (kind,), ignore_costs=True)
    answer = game.decider.ask("The Wizard’s Chest target", ["no", *titles], "Runner", notes=notes) if found else "no"
    if answer != "no":
        chosen = found[titles.index(answer)]
        aside.remove(chosen)
        install_found(game, chosen, ctx.by, ignore_costs=True)
    stack.extend(aside)
    game.rng.shuffle(stack)


def _on_icebreaker(game, host) -> bool:
    """an icebreaker"""
    return host.card.facts.type == "program" and host.card.facts.has("icebreaker")


def _host_icebreaker_gets_1(game, card, breaker) -> int:
    return 1 if breaker is not None and card.host is breaker else 0


THE_PERSONAL_TOUCH = hardware("The Personal Touch", "Mod", faction="shaper", cost=2, inf=2, text=(
    "Install The Personal Touch only on an icebreaker.", "Host icebreaker has +1 strength."),
    install_on=_on_icebreaker, on=(constant("breaker-strength", _host_icebreaker_gets_1, starts="Host"),))


WIZARDS_CHEST = hardware("The Wizard’s Chest", "", faction="anarch", unique=True, cost=0, inf=2, text=(
    "Use this hardware only if you made a successful run on HQ, R&D, and Archives this turn.",
    "[trash]: Choose hardware, program, or resource. Set aside cards from the top of your stack faceup until you set "
    "aside 2 cards of the chosen type. You may install 1 of those 2 cards, ignoring all costs. Shuffle the rest of "
    "the set-aside cards into your stack."),
    on=(paid(TrashSelf(), effect=_wizards_chest, when=_every_central_this_turn, starts="[trash]"),),
    decisions=("The Wizard’s Chest choice", "The Wizard’s Chest target"))


THE_TOOLBOX = hardware("The Toolbox", "Console", faction="shaper", unique=True, cost=9, inf=2, text=(
    "+2[MU] +2[link]", "2[recurring]", "Use these credits to pay for using icebreakers.", CONSOLE_LIMIT),
    memory_bonus=2, link=2, recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "icebreaker", "icebreakers"))
