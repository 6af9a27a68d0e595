"""Cards that the current Comprehensive Rules' worked examples name, for the scenarios replaying them.

Composed like the rest of the library: printed facts (checked against NetrunnerDB) plus small
behaviour pieces; only the cards the library lacks are here. A printed ability no scenario
reaches yet is listed in NOT_MODELLED, so nothing pretends to work.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.carddef import CardDef, Facts, Subroutine, TriggerDef
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.damage import do_damage
from rulesdb.engine.effects import end_the_run, gain_credits, trash

NOT_MODELLED = {
    "Bulwark": "When you rez this ice, take 1 bad publicity.",
    "Fairchild 2.0": "Lose [click][click]: Break up to 2 subroutines on this ice.",
}


def _ice(title, subtypes, cost, strength, influence, text, subs=(), **behaviour) -> CardDef:
    facts = Facts(title, "corp", "ice", tuple(subtypes), cost, strength, len(subs), influence,
                  text=tuple(text))
    return CardDef(facts, subroutines=tuple(subs), **behaviour)


def _encountered(game, card, event) -> bool:
    return event.subject is card


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


# --- DNA Tracker: net damage and lost credits ------------------------------------------------
def _net_and_lose(game, ice) -> None:
    do_damage(game, "net", 1, f"{ice.title}'s subroutine")
    if game.winner is None:
        lose_credits(game, "runner", 2, f"{ice.title}'s subroutine")


_DNA = "Do 1 net damage. The Runner loses 2[c]."
DNA_TRACKER = _ice("DNA Tracker", ["Code Gate", "AP"], 8, 6, 3, [f"[sub] {_DNA}"] * 3,
                   [Subroutine(_DNA, _net_and_lose)] * 3)
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


DEFINITIONS = (DNA_TRACKER, BULWARK, FAIRCHILD_2)
