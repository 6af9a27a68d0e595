"""Cards that the current Comprehensive Rules' worked examples name and the library lacks, composed
like the library (printed facts, primitives, hooks) for the scenarios replaying those examples.

A printed ability today's engine cannot run is named by `waits_for`, as in the library.
"""

from __future__ import annotations

from rulesdb.engine.cards.hooks import lose_clicks_to_break, on_play, when_encountered, when_rezzed, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    bad_publicity,
    damage,
    end_the_run,
    gain,
    lose,
    seq,
    trash_installed,
    when,
)
from rulesdb.engine.cards.printed import hardware, ice, operation
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game

ETR = end_the_run


def _ai_installed(game: Game, ctx: Ctx) -> bool:
    return any(o.card.facts.type == "program" and o.card.facts.has("AI") for o in game.runner.play)


def _pay_2_or_trash_installed(game: Game, ctx: Ctx) -> None:
    """"The Runner must pay 2[c] or trash 1 of their installed cards": only possible options count."""
    payment = Payment("runner", 2, "ability", ctx.by)
    options = (["pay 2[c]"] if able(game, payment) else []) + (
        ["trash an installed card"] if game.runner.play else [])
    if not options:
        game.trace.add(f"{ctx.by}: the Runner can neither pay 2[c] nor trash an installed card, so "
                       "nothing happens.", key=True)
        return
    name = f"{ctx.source.title} choice"
    choice = options[0] if len(options) == 1 else game.decider.ask(name, options, "Runner")
    if choice == "pay 2[c]":
        pay(game, payment)
    else:
        trash_installed("program", "hardware", "resource", chooser="Runner")(game, ctx)


def _nexus_trace(game: Game, ctx: Ctx) -> None:
    """Once per turn: the Corp traces 5; success gives 1 tag and ends the run, failure bypasses."""
    ctx.source.used.add("Security Nexus")  # the engine clears `used` when a turn begins
    ice_obj = ctx.event.subject
    if common.trace(game, 5, "Security Nexus"):
        common.give_tags(game, 1, ctx.by)
        common.end_the_run(game, ctx.by)
    else:
        common.bypass(game, ice_obj, "Security Nexus")


def _nexus_unused(game, card, event) -> bool:
    return "Security Nexus" not in card.used and event.subject is not None


def _two_tags(game: Game, card) -> str:
    return "" if game.runner.tags >= 2 else "the Runner has fewer than 2 tags"


_DNA = "Do 1 net damage. The Runner loses 2[c]."
DNA_TRACKER = ice("DNA Tracker", "Code Gate - AP", faction="jinteki", cost=8, strength=6, inf=3,
                  text=(f"[sub] {_DNA}",) * 3, subs=(seq(damage("net", 1), lose(2)),) * 3)
BULWARK = ice("Bulwark", "Barrier - Illicit", faction="weyland-consortium", cost=10, strength=8, inf=3,
              text=("When you rez this ice, take 1 bad publicity.",
                    "When the Runner encounters this ice, gain 2[c] if there is an installed AI program.",
                    "[sub] The Runner trashes 1 installed program.", "[sub] Gain 2[c]. End the run.",
                    "[sub] Gain 2[c]. End the run."),
              subs=(trash_installed("program", chooser="Runner"), seq(gain(2), ETR), seq(gain(2), ETR)),
              on=(when_encountered(when(_ai_installed, gain(2))), when_rezzed(bad_publicity(1))))
_FAIRCHILD = "The Runner must pay 2[c] or trash 1 of their installed cards."
FAIRCHILD_2 = ice("Fairchild 2.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=4, strength=3,
                  inf=2, text=("Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner "
                               "can use this ability.", f"[sub] {_FAIRCHILD}", f"[sub] {_FAIRCHILD}",
                               "[sub] Do 1 core damage."),
                  subs=(_pay_2_or_trash_installed, _pay_2_or_trash_installed, damage("core", 1)),
                  decisions=("Fairchild 2.0 choice",), breaker=lose_clicks_to_break(2, up_to=2))
SECURITY_NEXUS = hardware(
    "Security Nexus", "Console", faction="sunny-lebeau", cost=8, inf=3, link=1, memory_bonus=1,
    text=("+1[MU], +1[link]",
          "Once per turn → When you encounter a piece of ice, you may have the Corp trace[5]. If "
          "successful, they give you 1 tag and end the run. If unsuccesful, bypass the encountered ice.",
          "Limit 1 console per player."),
    on=(whenever("encounter", _nexus_trace, _nexus_unused, starts="Once per turn", structure="encounter",
                 optional="use Security Nexus"),))
BOOM = operation("BOOM!", "Double - Black Ops", faction="weyland-consortium", cost=4, inf=3, trash=1,
                 text=("Play only if the Runner has at least 2 tags.",
                       "As an additional cost to play this operation, spend [click].", "Do 7 meat damage."),
                 playable=_two_tags, play_costs=(Clicks(1),), on_play=on_play(damage("meat", 7)))

DEFINITIONS = (DNA_TRACKER, BULWARK, FAIRCHILD_2, SECURITY_NEXUS, BOOM)
