"""Cards that the current Comprehensive Rules' worked examples name, for the scenarios replaying them.

Composed like the rest of the library: printed facts (checked against NetrunnerDB) plus small
behaviour pieces. A printed ability no scenario reaches yet is listed in NOT_MODELLED, so nothing
pretends to work: Data Raven's hosted-counter ability, Bulwark's rez ability, Fairchild 2.0's
click-loss break ability, and Spinal Modem's core damage after a successful trace.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.carddef import CardDef, CreditSource, Facts, Interrupt, Subroutine, TriggerDef
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.costtypes import TrashSelf
from rulesdb.engine.damage import do_damage
from rulesdb.engine.effects import end_the_run, gain_credits, give_tags, trace, trash

NOT_MODELLED = {
    "Data Raven": "Hosted power counter: Give the Runner 1 tag.",
    "Bulwark": "When you rez this ice, take 1 bad publicity.",
    "Fairchild 2.0": "Lose [click][click]: Break up to 2 subroutines on this ice.",
    "Spinal Modem": "Whenever there is a successful trace during a run, suffer 1 core damage.",
}


def _ice(title, subtypes, cost, strength, influence, text, subs=(), **behaviour) -> CardDef:
    facts = Facts(title, "corp", "ice", tuple(subtypes), cost, strength, len(subs), influence,
                  text=tuple(text))
    return CardDef(facts, subroutines=tuple(subs), **behaviour)


def _encountered(game, card, event) -> bool:
    return event.subject is card


def _etr(game, ice) -> None:
    end_the_run(game, f"{ice.title}'s subroutine")


def lose_credits(game, side: str, n: int, by: str) -> int:
    """Lose up to `n` credits from the pool: all there are when fewer, nothing when it is empty."""
    player = game.player(side)
    lost = min(n, player.credits)
    player.credits -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[c] of {n}[c] (now {player.credits}[c]).",
                   cites.CREDIT_POOL, key=True)
    return lost


def _installed_programs(game) -> list:
    return [o for o in game.runner.play if o.card.facts.type == "program"]


# --- Little Engine, DNA Tracker, Cortex Lock: plain subroutines -----------------------------
def _runner_gains_5(game, ice) -> None:
    gain_credits(game, "runner", 5, f"{ice.title}'s subroutine", cites.SUBROUTINE)


def _net_and_lose(game, ice) -> None:
    do_damage(game, "net", 1, f"{ice.title}'s subroutine")
    if game.winner is None:
        lose_credits(game, "runner", 2, f"{ice.title}'s subroutine")


def _net_per_unused_mu(game, ice) -> None:
    unused = max(game.memory_limit() - game.memory_used(), 0)
    if unused:
        do_damage(game, "net", unused, f"{ice.title}'s subroutine")
    else:
        game.trace.add(f"{ice.title}'s subroutine: the Runner has no unused MU, so it does no "
                       "damage.", cites.MEMORY, key=True)


ETR = Subroutine("End the run.", _etr)
LITTLE_ENGINE = _ice("Little Engine", ["Code Gate"], 5, 7, 2,
                     ["[sub] End the run.", "[sub] End the run.", "[sub] The Runner gains 5[c]."],
                     [ETR, ETR, Subroutine("The Runner gains 5[c].", _runner_gains_5)])
_DNA = "Do 1 net damage. The Runner loses 2[c]."
DNA_TRACKER = _ice("DNA Tracker", ["Code Gate", "AP"], 8, 6, 3, [f"[sub] {_DNA}"] * 3,
                   [Subroutine(_DNA, _net_and_lose)] * 3)
_CORTEX = "Do 1 net damage for each unused MU the Runner has."
CORTEX_LOCK = _ice("Cortex Lock", ["Sentry", "AP"], 2, 4, 2, [f"[sub] {_CORTEX}"],
                   [Subroutine(_CORTEX, _net_per_unused_mu)])


# --- Pop-up Window: a nested cost the Runner may pay -----------------------------------------
def _corp_gains_1(game, pending) -> None:
    gain_credits(game, "corp", 1, "Pop-up Window's ability", cites.CONDITIONAL)


def _etr_unless_1(game, ice) -> None:
    payment = Payment("runner", 1, "ability", f"{ice.title}'s subroutine")
    if able(game, payment):
        if game.decider.ask(f"pay 1[c] for {ice.title}", ["yes", "no"], "Runner") == "yes":
            pay(game, payment, cites.NESTED_COST)
            return
    else:
        game.trace.add("The Runner is not able to pay 1[c].", cites.NESTED_COST)
    end_the_run(game, f"{ice.title}'s subroutine")


_POPUP = "When the Runner encounters this ice, gain 1[c]."
POP_UP_WINDOW = _ice("Pop-up Window", ["Code Gate", "Advertisement"], 0, 0, 1,
                     [_POPUP, "[sub] End the run unless the Runner pays 1[c]."],
                     [Subroutine("End the run unless the Runner pays 1[c].", _etr_unless_1)],
                     triggers=(TriggerDef("encounter", _POPUP, _corp_gains_1, _encountered,
                                          "encounter"),))


# --- Data Raven: the Runner's choice on encounter --------------------------------------------
def _tag_or_etr(game, pending) -> None:
    choice = game.decider.ask("take 1 tag or end the run", ["take 1 tag", "end the run"], "Runner")
    if choice == "take 1 tag":
        give_tags(game, 1, "Data Raven's ability (the Runner's choice)")
    else:
        end_the_run(game, "Data Raven's ability (the Runner's choice)")


def _raven_trace(game, ice) -> None:
    if trace(game, 3, ice.title):
        ice.counters["power"] = ice.counters.get("power", 0) + 1
        game.trace.add(f"{ice.title}'s subroutine places 1 power counter on it.", cites.TRACE)


_RAVEN = "When the Runner encounters this ice, they must take 1 tag or end the run."
DATA_RAVEN = _ice("Data Raven", ["Sentry", "Tracer", "Observer"], 4, 4, 2,
                  [_RAVEN, "Hosted power counter: Give the Runner 1 tag.",
                   "[sub] Trace[3]. If successful, place 1 power counter on this ice."],
                  [Subroutine("Trace[3]. If successful, place 1 power counter on this ice.",
                              _raven_trace)],
                  triggers=(TriggerDef("encounter", _RAVEN, _tag_or_etr, _encountered, "encounter",
                                       cites=(cites.MUST,)),),
                  decisions=("take 1 tag or end the run",))


# --- Bulwark: the Runner chooses the program it trashes ---------------------------------------
def _gain_2_if_ai(game, pending) -> None:
    if any(o.card.facts.has("AI") for o in _installed_programs(game)):
        gain_credits(game, "corp", 2, "Bulwark's ability", cites.CONDITIONAL)


def _runner_trashes_program(game, ice) -> None:
    programs = _installed_programs(game)
    if not programs:
        game.trace.add(f"{ice.title}'s subroutine: the Runner has no installed program to trash.",
                       cites.SUBROUTINE, key=True)
        return
    titles = [o.title for o in programs]
    choice = game.decider.ask(f"{ice.title} target", titles, "Runner")
    trash(game, programs[titles.index(choice)], f"{ice.title}'s subroutine", cites.SUBROUTINE)


def _gain_2_etr(game, ice) -> None:
    gain_credits(game, "corp", 2, f"{ice.title}'s subroutine", cites.SUBROUTINE)
    end_the_run(game, f"{ice.title}'s subroutine")


_BULWARK = "When the Runner encounters this ice, gain 2[c] if there is an installed AI program."
_GAIN_ETR = Subroutine("Gain 2[c]. End the run.", _gain_2_etr)
BULWARK = _ice("Bulwark", ["Barrier", "Illicit"], 10, 8, 3,
               ["When you rez this ice, take 1 bad publicity.", _BULWARK,
                "[sub] The Runner trashes 1 installed program.", "[sub] Gain 2[c]. End the run.",
                "[sub] Gain 2[c]. End the run."],
               [Subroutine("The Runner trashes 1 installed program.", _runner_trashes_program),
                _GAIN_ETR, _GAIN_ETR],
               triggers=(TriggerDef("encounter", _BULWARK, _gain_2_if_ai, _encountered,
                                    "encounter"),))


# --- Fairchild 2.0: a mandatory choice between two costs --------------------------------------
def _pay_or_trash(game, ice) -> None:
    payment = Payment("runner", 2, "ability", f"{ice.title}'s subroutine")
    options = (["pay 2[c]"] if able(game, payment) else []) + (
        ["trash an installed card"] if game.runner.play else [])
    if not options:
        game.trace.add(f"{ice.title}'s subroutine: the Runner can neither pay 2[c] nor trash an "
                       "installed card, so nothing happens.", cites.MUST, key=True)
        return
    choice = options[0] if len(options) == 1 else game.decider.ask(
        "pay 2[c] or trash an installed card", options, "Runner")
    if choice == "pay 2[c]":
        pay(game, payment, cites.MUST)
        return
    titles = [o.title for o in game.runner.play]
    target = game.decider.ask(f"{ice.title} trash", titles, "Runner")
    trash(game, game.runner.play[titles.index(target)], f"{ice.title}'s subroutine", cites.MUST)


def _core_1(game, ice) -> None:
    do_damage(game, "core", 1, f"{ice.title}'s subroutine")


_FAIRCHILD = "The Runner must pay 2[c] or trash 1 of their installed cards."
FAIRCHILD_2 = _ice("Fairchild 2.0", ["Code Gate", "Bioroid", "AP"], 4, 3, 2,
                   ["Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner "
                    "can use this ability.", f"[sub] {_FAIRCHILD}", f"[sub] {_FAIRCHILD}",
                    "[sub] Do 1 core damage."],
                   [Subroutine(_FAIRCHILD, _pay_or_trash)] * 2 + [
                       Subroutine("Do 1 core damage.", _core_1)],
                   decisions=("pay 2[c] or trash an installed card", "Fairchild 2.0 trash"))


# --- Spinal Modem: recurring credits for icebreakers -----------------------------------------
def _for_icebreakers(game, card, payment) -> bool:
    return payment.purpose == "icebreaker"


SPINAL_MODEM = CardDef(
    Facts("Spinal Modem", "runner", "hardware", ("Console",), 4, influence=2,
          text=("+1[MU], 2[recurring]", "You can spend hosted credits to use icebreakers.",
                "Whenever there is a successful trace during a run, suffer 1 core damage.",
                "Limit 1 console per player.")),
    recurring=2, memory_bonus=1,
    credit_source=CreditSource(_for_icebreakers, "using icebreakers"))

# --- Decoy: an interrupt that prevents a tag ---------------------------------------------------
def _prevent_one(game, card, imminent) -> None:
    imminent.prevented += 1


DECOY = CardDef(Facts("Decoy", "runner", "resource", ("Connection",), 1, influence=2,
                      text=("[interrupt] → [trash]: Prevent 1 tag.",)),
                interrupts=(Interrupt("tags", "Prevent 1 tag.", _prevent_one, costs=(TrashSelf(),),
                                      cites=(cites.C_PREVENT,)),))

DEFINITIONS = (LITTLE_ENGINE, DNA_TRACKER, CORTEX_LOCK, POP_UP_WINDOW, DATA_RAVEN, BULWARK,
               FAIRCHILD_2, SPINAL_MODEM, DECOY)
