"""Hardware whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.primitives.players import damage, draw
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import pick_cards
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, first_would_each_turn

MARROW = hardware("Marrow", "Console - Cybernetic", faction="anarch", unique=True, cost=2, inf=2, text=(
    "+1[MU]", "You get +3 maximum hand size.", "When you install this hardware, suffer 1 core damage.",
    "Whenever the Corp scores an agenda, sabotage 1. <em>(The Corp trashes 1 card of their choice from HQ or the "
    "top of R&D.)</em>", CONSOLE_LIMIT), memory_bonus=1, on_install=on_install(damage("core", 1)),
    on=(constant("hand-size", _runner_gets(3), starts="You get"),
        whenever("scored", sabotage(1), starts="Whenever the Corp")),
    decisions=("Marrow choice",))


def _trash_to_derez(game: Game, ctx: Ctx) -> None:
    """Maglectric Rapid: trash it (the cost of "you may ... to"), then derez 1 installed Corp card."""
    from rulesdb.engine.effects.derez import derez
    from rulesdb.engine.effects.trashing import trash_as_cost
    rezzed = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    if trash_as_cost(game, ctx.source, ctx.by, who="runner") is None:
        return
    card = choose(game, ctx, rezzed, "Runner", "there is no rezzed Corp card to derez")
    if card is not None:
        derez(game, card, ctx.by)


MAGLECTRIC_RAPID = hardware("Maglectric Rapid (748 Mod)", "Weapon", faction="criminal", unique=True, cost=1, inf=2,
                            text=("Whenever you make a successful run on HQ, you may trash this hardware to derez 1 "
                                  "installed Corp card.",),
                            on=(whenever("successful", _trash_to_derez,
                                         lambda game, card, event: event.info.get("server") == "HQ", starts="Whenever",
                                         structure="run", optional="use Maglectric Rapid (748 Mod)"),),
                            decisions=("Maglectric Rapid (748 Mod) target",))


def _first_hardware_this_turn(game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.subject is not None
                           and past.subject.owner == "runner" and past.subject.card.facts.type == "hardware")


def _hardware_1_more(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.using import used
    if install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Masterwork (v37) target", less=-1,
                   types=("hardware",)) is not None:
        used(game, ctx.source, "runner")  # its optional part chosen (cr/rule_using)


MASTERWORK = hardware("Masterwork (v37)", "Console", faction="criminal", unique=True, cost=2, inf=4, text=(
    "+1[MU]", "The first time each turn you install a piece of hardware, draw 1 card.",
    "Whenever a run begins, you may install 1 piece of hardware from your grip, paying 1[c] more.", CONSOLE_LIMIT),
    memory_bonus=1, on=(whenever("install", draw(1), _first_hardware_this_turn, starts="The first"),
                        whenever("run-begins", _hardware_1_more, starts="Whenever a run")),
    decisions=("Masterwork (v37) target",))


def _stealth_payment(amount: int, card):
    """Paid for using Mu Safecracker (its subject), so a stealth card paying "to use hardware" (Mantle) can."""
    from rulesdb.engine.effects.costs import Payment
    return Payment("runner", amount, "ability", "Mu Safecracker's ability", card, "stealth")


def _mu_safecracker(amount: int):
    """Mu Safecracker: pay `amount` from stealth cards (if able and the Runner agrees) to access 1 more card."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine import cites
        from rulesdb.engine.cards.breaches import add_accesses
        from rulesdb.engine.effects.costs import able, pay
        server = ctx.event.info["server"]
        if not able(game, _stealth_payment(amount, ctx.source)):
            game.trace.add(f"{ctx.by}: stealth cards hold less than {amount}[c] (it is used only by spending "
                           "credits from stealth cards).", cites.COST)
            return
        if game.decider.ask("use Mu Safecracker", ["yes", "no"], "Runner") == "yes":
            from rulesdb.engine.effects.using import used
            used(game, ctx.source, "runner")  # its optional part chosen (cr/rule_using)
            pay(game, _stealth_payment(amount, ctx.source), cites.COST)
            add_accesses(game, server, 1, ctx.by)
    return resolve


MU_SAFECRACKER = hardware("Mu Safecracker", "", faction="criminal", unique=True, cost=2, inf=3, text=(
    "Use this hardware only by spending credits from stealth cards.",
    "Whenever you make a successful run on HQ, you may pay 1[c] to access 1 additional card when you breach HQ.",
    "Whenever you make a successful run on R&D, you may pay 2[c] to access 1 additional card when you breach R&D."),
    on=(whenever("successful", _mu_safecracker(1), lambda game, card, event: event.info.get("server") == "HQ",
                 starts="Whenever you make a successful run on HQ", structure="run"),
        whenever("successful", _mu_safecracker(2), lambda game, card, event: event.info.get("server") == "R&D",
                 starts="Whenever you make a successful run on R&D", structure="run")),
    decisions=("use Mu Safecracker",))


def _host_programs_from_grip(game: Game, ctx: Ctx) -> None:
    """Madani: any number of programs from the grip (decision "Madani choice": titles, or none) hosted faceup on
    it; they are not installed (cr/sec_host)."""
    programs = [c for c in game.runner.hand if c.card.facts.type == "program"]
    for card in pick_cards(game, "Madani choice", programs, "the grip's programs", "Runner"):
        host_uninstalled(game, ctx.source, card, game.runner.hand, ctx.by)


def _install_hosted_program(game: Game, ctx: Ctx) -> None:
    """Madani: install 1 hosted program, paying its install cost (decision "Madani target")."""
    hosted = list(ctx.source.hosted)
    install_one(game, ctx, hosted, ctx.source.hosted, "Madani target", types=("program",), optional=False)


MADANI = hardware("Madani", "Console", faction="shaper", unique=True, cost=2, inf=3, text=(
    "[click]: Host any number of programs from your grip faceup on this hardware. <em>(They are not installed.)</em>",
    "Once per turn → 0[c]: Install 1 hosted program <em>(paying its install cost)</em>.", CONSOLE_LIMIT),
    on=(paid(Clicks(1), effect=_host_programs_from_grip, starts="[click]"),
        paid(effect=_install_hosted_program, once_per_turn=True, starts="Once per turn")),
    decisions=("Madani choice", "Madani target"), hosts_uninstalled=True)


def _first_meat_damage_this_turn(game, card, imminent) -> bool:
    return first_would_each_turn(game, imminent, lambda game, past: past.event == "damage" and past.kind == "meat")


MURESH_BODYSUIT = hardware("Muresh Bodysuit", "Gear", faction="criminal", cost=1, inf=1, text=(
    "[interrupt] \u2192 The first time each turn you would suffer meat damage, prevent 1 meat damage.",),
    on=(prevent("damage", 1, kinds=("meat",), condition=_first_meat_damage_this_turn, once_per_turn=True,
                optional=False),))


def _install_3_programs_4_less(game: Game, ctx: Ctx) -> None:
    """Monolith: up to 3 programs from the grip, each chosen and installed before the next ("Monolith target", or
    `no`), each paying 4[c] less (cr/rule_install_one_at_a_time); only one the Runner can install is offered."""
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.effects.searches import install_notes, installable_among
    from rulesdb.engine.turns.runner_installs import install_by_ability
    for _ in range(3):
        programs = installable_among(game, game.runner.hand, ("program",), less=4)
        card = choose(game, ctx, programs, "Runner", "there is no program in the grip the Runner can install",
                      cites.cr("rule_install_one_at_a_time"), or_none="the Runner installs no more programs",
                      notes=install_notes(game, game.runner.hand, ("program",), less=4))
        if card is None:
            return
        with discounted(game, "install-cost", card, 4, ctx.by):
            install_by_ability(game, card)


MONOLITH = hardware("Monolith", "Console", faction="shaper", unique=True, cost=18, inf=3, text=(
    "+3[MU]", "When you install this hardware, install up to 3 programs from your grip, paying 4[c] less for each.",
    "[interrupt] → Trash 1 program from your grip: Prevent 1 core damage or 1 net damage.", CONSOLE_LIMIT),
    memory_bonus=3, on_install=on_install(_install_3_programs_4_less),
    on=(prevent("damage", 1, kinds=("core", "net"), costs=(TrashFromHand(1, "program"),)),),
    decisions=("Monolith target", "Monolith cost"))
