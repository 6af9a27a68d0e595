"""Hardware whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets, for_using
from rulesdb.engine.cards.hardware.d import _corp_trash_cost_1_less
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import runner_chooses
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import from_heap
from rulesdb.engine.cards.primitives.players import damage, draw, gain, gain_clicks, remove_tags
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects import ending, lasting_effects, pools, traces
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.costtypes import Cost, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, runner_trashed_corp_card
from rulesdb.engine.state.midturn import unless_none_earlier


def _for_icebreakers(game, card, payment) -> bool:
    return payment.purpose == "icebreaker"


def _nexus_trace(game: Game, ctx: Ctx) -> None:
    """Once per turn: the Corp traces 5; success gives 1 tag and ends the run, failure bypasses."""
    ctx.source.used.add("Security Nexus")  # the engine clears `used` when a turn begins
    ice_obj = ctx.event.subject
    if traces.trace(game, 5, "Security Nexus"):
        pools.give_tags(game, 1, ctx.by)
        ending.end_the_run(game, ctx.by, side="runner")  # the Runner's own card ends it, not the Corp
    else:
        ending.bypass(game, ice_obj, "Security Nexus")


def _nexus_unused(game, card, event) -> bool:
    return "Security Nexus" not in card.used and event.subject is not None


SECURITY_NEXUS = hardware(
    "Security Nexus", "Console", faction="sunny-lebeau", unique=True, cost=8, inf=3, link=1, memory_bonus=1,
    text=("+1[MU], +1[link]",
          "Once per turn → When you encounter a piece of ice, you may have the Corp trace[5]. If "
          "successful, they give you 1 tag and end the run. If unsuccesful, bypass the encountered ice.",
          "Limit 1 console per player."),
    on=(whenever("encounter", _nexus_trace, _nexus_unused, starts="Once per turn", structure="encounter",
                 optional="use Security Nexus"),))


def _successful_trace_during_a_run(game: Game, card, event) -> bool:
    return event.info.get("successful") is True and game.run is not None and not game.run.complete


SPINAL_MODEM = hardware("Spinal Modem", "Console", faction="anarch", unique=True, cost=4, inf=2, text=(
    "+1[MU], 2[recurring]", "You can spend hosted credits to use icebreakers.",
    "Whenever there is a successful trace during a run, suffer 1 core damage.", CONSOLE_LIMIT),
    memory_bonus=1, recurring=2, credit_source=CreditSource(_for_icebreakers, "icebreakers"),
    on=(whenever("trace-determined", damage("core", 1), _successful_trace_during_a_run, starts="Whenever"),))


def _same_credits(game, card, event) -> bool:
    return event.info.get("side") == "runner" and game.runner.credits == game.corp.credits


SUPERCORRIDOR = hardware("Supercorridor", "Console", faction="shaper", unique=True, cost=4, inf=2, text=(
    "+2[MU]", "You get +1 maximum hand size.",
    "When your turn ends, if you and the Corp have the same number of credits, you may gain 2[c].", CONSOLE_LIMIT),
    memory_bonus=2, on=(constant("hand-size", _runner_gets(1), starts="You get"),
                        whenever("turn-ends", gain(2), _same_credits, starts="When your turn ends",
                                 structure="turn", optional="use Supercorridor")))


def _run_event_played(game, event) -> bool:
    played = event.subject
    return played.owner == "runner" and played.card.facts.has("run")


def _first_run_event_this_turn(game, card, event) -> bool:
    """A run event played before Swift was installed this turn was already the first."""
    return first_each_turn(game, event, _run_event_played)


SWIFT = hardware("Swift", "Console - Vehicle", faction="criminal", unique=True, cost=2, inf=2, text=(
    "+1[MU]", "The first time each turn you play a run event, gain [click].", CONSOLE_LIMIT),
    memory_bonus=1, on=(whenever("played", gain_clicks(1), _first_run_event_this_turn, starts="The first"),))


def _first_corp_card_trashed(game, card, event) -> bool:
    return first_each_turn(game, event, runner_trashed_corp_card)


def _badge_upkeep(game: Game, ctx: Ctx) -> None:
    """Solidarity Badge: remove 1 hosted power counter to draw 1 card or remove 1 tag."""
    from rulesdb.engine import cites
    badge = ctx.source
    badge.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from Solidarity Badge.", cites.C_COUNTERS)
    runner_chooses({"draw 1 card": draw(1), "remove 1 tag": remove_tags(1)})(game, ctx)


SOLIDARITY_BADGE = hardware("Solidarity Badge", "Chip", faction="anarch", unique=True, cost=1, inf=1, text=(
    "The first time each turn you trash a Corp card, place 1 power counter on this hardware.",
    "When your turn begins, you may remove 1 hosted power counter to draw 1 card or remove 1 tag."),
    on=(whenever("trashed", place_counters("power", 1), _first_corp_card_trashed, starts="The first"),
        whenever("turn-begins", _badge_upkeep, lambda game, card, event: event.info.get("side") == "runner"
                 and card.counters.get("power", 0) > 0, starts="When your turn", structure="turn",
                 optional="use Solidarity Badge")),
    decisions=("Solidarity Badge choice",))


def _program_trashed_this_turn(game: Game) -> bool:
    """"Ignore this cost if an installed program has already been trashed this turn" (Simulchip)."""
    from rulesdb.engine.state.lastturn import happened
    trashed = [o for o in happened(game, game.turn.number, "trashed installed")
               if o is not None and o.card.facts.type == "program"]
    return bool(unless_none_earlier(game, trashed, "Simulchip", "an installed program has already been trashed "
                                    "this turn"))


class _TrashAProgramUnlessOneWas(Cost):
    """Simulchip's additional cost (cr/rule_additional_cost): trash 1 installed program (decision "Simulchip
    cost"), ignored once an installed program was trashed this turn (the game's history, state/lastturn.py)."""

    __slots__ = ()

    def label(self, card) -> str:
        return "trash 1 installed program"

    def payable(self, game: Game, side: str, card) -> bool:
        return _program_trashed_this_turn(game) or TrashInstalled("program").payable(game, side, card)

    def pay(self, game: Game, side: str, card) -> None:
        if _program_trashed_this_turn(game):
            game.trace.add(f"An installed program was already trashed this turn: {card.title}'s additional cost "
                           "is ignored.", cites.C_ADDITIONAL_COST, key=True)
            return
        TrashInstalled("program").pay(game, side, card)


def _install_from_heap_3_less(game: Game, ctx: Ctx) -> None:
    """Install 1 program from the heap, paying 3[c] less (a discount lasting only for that install)."""
    lasting_effects.lasting(game, "install-cost",
                            lambda g, c, subject: -3 if any(subject is o for o in g.runner.discard) else 0,
                            "a program installed from the heap costs 3[c] less", "turn", ctx.by, only="that install")
    discount = game.effects[-1]
    try:
        from_heap("program", "install")(game, ctx)
    finally:
        game.effects.remove(discount)


SIMULCHIP = hardware("Simulchip", "Chip", faction="shaper", cost=1, inf=2, text=(
    "As an additional cost to use this hardware, trash 1 installed program. Ignore this cost if an installed "
    "program has already been trashed this turn.",
    "[trash]: Install 1 program from your heap, paying 3[c] less."),
    on=(paid(_TrashAProgramUnlessOneWas(), TrashSelf(), effect=_install_from_heap_3_less, starts="[trash]"),),
    decisions=("Simulchip cost", "Simulchip target"))


SILENCER = hardware("Silencer", "Chip - Stealth", faction="criminal", cost=1, inf=3, text=(
    "1[recurring]", "Use this credit to pay for using killers."), recurring=1, credit_source=for_using("killer"))


def _chosen_icebreakers(game, found: list) -> list:
    """Security Chip: 1 icebreaker, or any number if every one chosen is a cloud icebreaker ("Security Chip cards")."""
    from rulesdb.engine.state.choice_labels import labels, take_named
    from rulesdb.engine.state.decisions import picking, titles_from
    titles = labels(game, found, "runner")  # two copies named by where each is: "Corroder (2nd installed)"
    cloud = {name for o, name in zip(found, titles) if game.has_subtype(o, "cloud")}

    @picking
    def check(value):
        named = titles_from(titles, "installed icebreakers")(value)
        if len(named) > 1 and any(t not in cloud for t in named):
            raise ValueError("only cloud icebreakers may be chosen more than one at a time")
        return named
    named = game.decider.ask("Security Chip cards", titles, "Runner", check=check) if found else []
    return take_named(found, titles, named)


def _plus_link_strength_this_run(game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    found = [o for o in game.installed() if o.owner == "runner" and game.has_subtype(o, "icebreaker")]
    chosen = _chosen_icebreakers(game, found)
    if chosen:
        lasting(game, "breaker-strength", lambda g, obj, breaker: g.link() if any(b is breaker for b in chosen) else 0,
                f"{', '.join(o.title for o in chosen)} +1 strength for each [link] for the remainder of this run.",
                "run", ctx.by)


SECURITY_CHIP = hardware("Security Chip", "Chip", faction="sunny-lebeau", cost=0, inf=1, text=(
    "[trash]: Choose an icebreaker (or any number of cloud icebreakers). Each chosen icebreaker has +1 strength for "
    "each [link] you have for the remainder of this run. Use this ability only during a run.",),
    on=(paid(TrashSelf(), effect=_plus_link_strength_this_run, starts="[trash]",
             when=lambda game, card: game.run is not None and not game.run.ended),),
    decisions=("Security Chip cards",))


SKULLJACK = hardware("Skulljack", "Cybernetic", faction="anarch", unique=True, cost=2, inf=2, text=(
    "When you install this hardware, suffer 1 core damage.", "The trash cost of each Corp card is lowered by 1."),
    on_install=on_install(damage("core", 1)),
    on=(constant("trash-cost", _corp_trash_cost_1_less, starts="The trash cost"),))
