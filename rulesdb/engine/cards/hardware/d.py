"""Hardware whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.breaches import access_more
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import (
    constant,
    first_time_this_turn,
    when_successful_run,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    gain,
    remove_self_from_game,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.state.game import Game

DESPERADO = hardware("Desperado", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]", "Gain 1[c] whenever you make a successful run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_successful_run(gain(1), starts="Gain 1[c]"),))


DETENTE = hardware("Detente", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]",
    "The first time each turn you make a successful run on HQ, you may host 1 card from HQ at random faceup on "
    "this hardware. <em>(It is not installed or rezzed.)</em>",
    "[click], add 2 hosted cards to HQ: The Runner may access 1 card in HQ at random. Any player can use this "
    "ability.", CONSOLE_LIMIT), memory_bonus=1, waits_for="access")


def _successful_run_ended(game: Game, card, event) -> bool:
    return event.info.get("outcome") == "successful" and f"Doppelgänger {game.turn.number}" not in card.used


def _run_any_server(game: Game, ctx: Ctx) -> None:
    """Doppelgänger (once per turn, counted when used): a new run on any server the Runner names."""
    from rulesdb.engine.run.steps import make_run
    ctx.source.used.add(f"Doppelgänger {game.turn.number}")
    server = game.decider.ask("Doppelgänger choice", list(game.servers), "Runner")
    forbidden = game.forbidden("run", server)
    if forbidden:
        game.trace.add(f"{ctx.by}: the Runner cannot run on {server} ({forbidden}).")
        return
    make_run(game, server, "Doppelgänger")


DOPPELGANGER = hardware("Doppelgänger", "Console", faction="criminal", unique=True, cost=3, inf=2, text=(
    "+1[MU]", "Once per turn → When a successful run ends, you may run any server.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("run-ends", _run_any_server, _successful_run_ended, starts="Once per turn",
                 optional="use Doppelgänger"),),
    decisions=("Doppelgänger choice",))


DYSON_MEM_CHIP = hardware("Dyson Mem Chip", "Chip - Link", faction="neutral-runner", cost=3, inf=0,
                          text=("+1[MU], +1[link]",), memory_bonus=1, link=1)


def _ice_6_weaker_this_run(game: Game, ctx: Ctx) -> None:
    """Devil Charm: removed from the game; the encountered ice gets −6 strength for the remainder of this run."""
    from rulesdb.engine.effects.common import lasting
    ice = ctx.event.subject
    remove_self_from_game(game, ctx)
    lasting(game, "ice-strength", lambda game, obj, subject: -6 if subject is ice else 0,
            f"{ice.title} gets −6 strength for the remainder of this run", "run", ctx.by)


DEVIL_CHARM = hardware("Devil Charm", "Chip", faction="anarch", unique=True, cost=1, inf=2, text=(
    "Whenever you encounter a piece of ice, you may remove this hardware from the game. If you do, that ice gets −6 "
    "strength for the remainder of this run.",),
    on=(whenever("encounter", _ice_6_weaker_this_run, starts="Whenever", structure="encounter",
                 optional="use Devil Charm"),))


def _first_hq_breach(game, card, event) -> bool:
    return event.info.get("server") == "HQ" and first_time_this_turn(game, card, "breach HQ")


def _hosts_one_non_ai_icebreaker(game, host, card) -> bool:
    facts = card.card.facts
    return facts.type == "program" and facts.has("icebreaker") and not facts.has("AI") and not host.hosted


def _hosted_icebreaker_gets_2(game, card, breaker) -> int:
    return 2 if breaker is not None and breaker.host is card else 0


DINOSAURUS = hardware("Dinosaurus", "Console", faction="shaper", unique=True, cost=5, inf=2, text=(
    "Dinosaurus can host a single non-AI icebreaker. The memory cost of the hosted icebreaker does not count against "
    "your memory limit.", "Hosted icebreaker has +2 strength.", CONSOLE_LIMIT),
    can_host=_hosts_one_non_ai_icebreaker,
    on=(constant("hosted-memory-free", lambda game, card, host: host is card, starts="Dinosaurus"),
        constant("breaker-strength", _hosted_icebreaker_gets_2, starts="Hosted")))


DOCKLANDS_PASS = hardware("Docklands Pass", "", faction="criminal", unique=True, cost=2, inf=2, text=(
    "The first time each turn you breach HQ, access 1 additional card.",),
    on=(whenever("breach", access_more(1), _first_hq_breach, starts="The first"),))


def _corp_trash_cost_1_less(game, card, subject) -> int:
    return -1 if subject is not None and subject.owner == "corp" else 0


def _first_corp_card_trashed(game, card, event) -> bool:
    trashed = event.subject
    return (event.info.get("by") == "runner" and trashed is not None and trashed.owner == "corp"
            and first_time_this_turn(game, card, "trash a Corp card"))


DEMOLISHER = hardware("Demolisher", "Console", faction="anarch", unique=True, cost=4, inf=2, text=(
    "+1[MU]", "The trash cost of each Corp card is lowered by 1[c].",
    "The first time each turn you trash a Corp card, gain 1[c].", CONSOLE_LIMIT), memory_bonus=1,
    on=(constant("trash-cost", _corp_trash_cost_1_less, starts="The trash cost"),
        whenever("trashed", gain(1), _first_corp_card_trashed, starts="The first")))


def _first_program_this_turn_1_less(game: Game, card, subject) -> int:
    """DZMZ Optimizer: -1[c] on a program's install cost while no program of yours was installed this turn
    (the game's history, state/lastturn.py)."""
    from rulesdb.engine.state.lastturn import happened
    if subject is None or subject.owner != "runner" or subject.card.facts.type != "program":
        return 0
    earlier = [o for o in happened(game, game.turn.number, "install", owner="runner")
               if o is not None and o.card.facts.type == "program"]
    return 0 if earlier else -1


DZMZ_OPTIMIZER = hardware("DZMZ Optimizer", "", faction="shaper", cost=2, inf=2, text=(
    "+1[MU]", "The first program you install each turn costs 1[c] less to install."), memory_bonus=1,
    on=(constant("install-cost", _first_program_this_turn_1_less, starts="The first program"),))
