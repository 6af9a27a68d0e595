"""Ice whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_passed
from rulesdb.engine.cards.ice.common import (
    ETR,
    _advancements,
    _ice,
    choose_subtypes_as_rezzed,
    chosen_subtype,
    derez_self,
    stronger_protecting,
)
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_program, unused_memory
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, gain, give_tags
from rulesdb.engine.cards.primitives.run import unless_either
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import SufferDamage
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.effects.derez import derez
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.state.carddef import Subroutine, TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.midturn import unless_none_earlier


def _chum_next(game, encounter, ling) -> None:
    if ling.data.get("target") is None:
        ling.data["target"] = encounter
        encounter.strength_bonus += 2
        game.trace.add(f"Chum's effect: {encounter.ice.title} gets +2 strength for this encounter "
                       f"(now {game.ice_strength(encounter.ice)}).", cites.STRENGTH, key=True)


def _chum_condition(game, ling, event) -> bool:
    enc = event.info.get("encounter")
    return enc is not None and enc is ling.data.get("target") and not enc.fully_broken()


def _chum_damage(game, pending) -> None:
    do_damage(game, "net", 3, "Chum's effect")


CHUM_TEXT = ("[sub] The next piece of ice the Runner encounters during this run gets +2 strength. "
             "When that encounter ends, if the Runner did not fully break that ice, do 3 net damage.")


CHUM_TRIGGER = TriggerDef("encounter-ended", "When that encounter ends, if the Runner did not "
                          "fully break that ice, do 3 net damage.", _chum_damage, _chum_condition,
                          cites=(cites.BYPASS,))


def _chum(game, ice) -> None:
    game.lingering.append(Lingering("Chum", "corp", CHUM_TRIGGER, game.run,
                                    {"target": None, "on_encounter": _chum_next}))
    game.trace.add("Chum's subroutine resolves: the next piece of ice the Runner encounters this "
                   "run gets +2 strength, with 3 net damage when that encounter ends unless the "
                   "Runner fully broke it.", cites.SUBROUTINE)


def _cell_portal(game, ctx) -> None:
    """Cell Portal: back to the outermost position of the attacked server, to approach that ice again
    (moves.py), with a chance to jack out; then derez it. In the Success Phase (a forced encounter
    during a breach) the Runner has no position, so only the derez happens."""
    from rulesdb.engine.effects.jacking_out import may_jack_out
    from rulesdb.engine.run.moves import move_to_outermost
    run, ice = game.run, ctx.source
    if run is not None and move_to_outermost(game, run.server, ctx.by):
        may_jack_out(game, ice.title)
    derez(game, ice, ctx.by)


def _cortex_lock(game, ctx) -> None:
    damage("net", unused_memory(game))(game, ctx)


def _colossus(few, many):
    def resolve(game, ctx) -> None:
        (many if _advancements(game, ctx.source) >= 3 else few)(game, ctx)
    return resolve


def _encounter_it(game, ctx) -> None:
    """Chrysalis: accessed anywhere but Archives, the Runner encounters it (a forced encounter)."""
    from rulesdb.engine.run.encounter import forced_encounter
    forced_encounter(game, ctx.source, ctx.by)


CADUCEUS = ice("Caduceus", "Sentry - Tracer", faction="weyland-consortium", cost=3, strength=3, inf=2,
               text=("[sub] Trace[3]. If successful, the Corp gains 3[c].",
                     "[sub] Trace[2]. If successful, end the run."),
               subs=(trace(3, gain(3)), trace(2, ETR)))


def _plus_2_while_tagged(game, card, ice) -> int:
    return 2 if ice is card and game.runner.tags else 0


def _gain_1_per_tag(game, ctx) -> None:
    gain(game.runner.tags)(game, ctx)


CAPACITOR = ice("Capacitor", "Barrier", faction="nbn", cost=4, strength=3, inf=1, text=(
    "While the Runner is tagged, this ice gets +2 strength.", "[sub] Gain 1[c] for each tag the Runner has.",
    "[sub] End the run."), subs=(_gain_1_per_tag, ETR),
    on=(constant("ice-strength", _plus_2_while_tagged, starts="While"),))


CELL_PORTAL = ice("Cell Portal", "Code Gate - Deflector", faction="jinteki", cost=5, strength=7, inf=2, text=(
    "[sub] The Runner moves to the outermost position of the attacked server. They may jack out. Derez "
    "this ice.",), subs=(_cell_portal,))


CHRYSALIS = ice("Chrysalis", "Sentry - AP", faction="jinteki", cost=3, strength=2, inf=2, trash=1, text=(
    "While the Runner is accessing this ice in R&D, they must reveal it.",
    "When the Runner accesses this ice anywhere except in Archives, they encounter it.",
    "[sub] Do 2 net damage."),
    subs=(damage("net", 2),), on=(when_accessed(_encounter_it, not_in=("Archives",), starts="When the Runner"),))


CHUM = _ice("Chum", "jinteki", ["Code Gate"], 1, 4, 1, [CHUM_TEXT], [Subroutine(CHUM_TEXT[6:], _chum)])


COBRA = ice("Cobra", "Sentry - Destroyer - AP", faction="neutral-corp", cost=4, strength=1, inf=0,
            text=("[sub] Trash 1 program.", "[sub] Do 2 net damage."), subs=(trash_program, damage("net", 2)))


COLOSSUS = ice("Colossus", "Sentry - Destroyer", faction="weyland-consortium", cost=6, strength=4, inf=2,
               text=("You can advance this ice. It gets +1 strength for each hosted advancement counter.",
                     "[sub] Give the Runner 1 tag. If there are 3 or more hosted advancement counters, "
                     "instead give the Runner 2 tags.",
                     "[sub] Trash 1 installed program. If there are 3 or more hosted advancement "
                     "counters, instead trash 1 installed program and 1 installed resource."),
               subs=(_colossus(give_tags(1), give_tags(2)),
                     _colossus(trash_program, seq(trash_program, trash_installed("resource")))),
               strength_bonus=_advancements)


CONGRATULATIONS = ice("Congratulations!", "Code Gate - Advertisement", faction="nbn", cost=1, strength=3, inf=2,
                      text=("When the Runner passes this ice, gain 1[c].", "[sub] Gain 2[c]. The Runner gains 1[c]."),
                      subs=(seq(gain(2), gain(1, "runner")),),
                      on=(when_passed(gain(1), starts="When the Runner passes"),))


CORTEX_LOCK = ice("Cortex Lock", "Sentry - AP", faction="jinteki", cost=2, strength=4, inf=2,
                  text=("[sub] Do 1 net damage for each unused MU the Runner has.",), subs=(_cortex_lock,))


def _rezzed_this_turn(game, card, event) -> bool:
    """Cloud Eater: rezzed this turn, read from this turn's events (no ability of its own notes the rez: it has no
    "when rezzed" ability to show); rezzed on the board a scenario starts after an action of the turn, it may have
    been rezzed earlier in it (state.midturn)."""
    if event.subject is not card:
        return False
    rezzed = any(past.kind == "rezzed" and past.subject is card for past in game.turn.events)
    return bool(unless_none_earlier(game, [card] if rezzed else [], card, "this ice was rezzed this turn"))


_RUNNER_CARD = ("card",)  # "1 installed Runner card": any, facedown too


CLOUD_EATER = ice("Cloud Eater", "Sentry - AP - Destroyer - Observer", faction="jinteki", cost=10, strength=6, inf=3,
                  text=("Whenever an encounter with this ice ends, if it was rezzed this turn, trash 1 installed "
                        "Runner card unless the Runner takes 2 tags or suffers 3 net damage.",
                        "[sub] Trash 1 installed Runner card.", "[sub] Give the Runner 2 tags.",
                        "[sub] Do 3 net damage."),
                  subs=(trash_installed(*_RUNNER_CARD), give_tags(2), damage("net", 3)),
                  on=(whenever("encounter-ended", unless_either({"take 2 tags": (TakeTag(2),),
                                                                 "suffer 3 net damage": (SufferDamage("net", 3),)},
                                                                trash_installed(*_RUNNER_CARD),
                                                                "let the Corp trash 1 installed card"),
                               _rezzed_this_turn, starts="Whenever"),),
                  decisions=("Cloud Eater choice", "Cloud Eater target"), unique=True)


CHIMERA = ice("Chimera", "Mythic", faction="neutral-corp", cost=2, strength=0, inf=0, text=(
    "When you rez Chimera, choose sentry, code gate, or barrier. Chimera gains that subtype until derezzed.",
    "When a turn ends, derez Chimera.", "[sub] End the run."), subs=(ETR,),
    on=(when_rezzed(choose_subtypes_as_rezzed("Chimera", only_one=True)),
        constant("subtype-gain", chosen_subtype, starts="When you rez"),
        whenever("turn-ends", derez_self, starts="When a turn ends")), decisions=("Chimera choice",))


def _outermost(game, card) -> int:
    """Curtain Wall: +4 strength while the outermost piece of ice protecting a server."""
    place = game.locate(card)
    return 4 if place is not None and place[1] == "ice" and place[2] == 0 else 0


CURTAIN_WALL = ice("Curtain Wall", "Barrier", faction="weyland-consortium", cost=14, strength=6, inf=2, text=(
    "If Curtain Wall is the outermost piece of ice protecting a server, it has +4 strength.",
    "[sub] End the run.", "[sub] End the run.", "[sub] End the run."), subs=(ETR, ETR, ETR), strength_bonus=_outermost)


def _odd(card) -> bool:
    return card.counters.get("advancement", 0) % 2 == 1


CHANGELING = ice("Changeling", "Barrier - Morph", faction="weyland-consortium", cost=5, strength=4, inf=2, text=(
    "Changeling can be advanced.",
    "While Changeling has an odd number of advancement tokens on it, it gains sentry and loses barrier.",
    "[sub] End the run."), subs=(ETR,),
    on=(constant("subtype-gain", lambda game, card, subject: int(subject[0] is card and subject[1] == "sentry"
                                                                 and _odd(card)), starts="While"),
        constant("subtype-loss", lambda game, card, subject: int(subject[0] is card and subject[1] == "barrier"
                                                                 and _odd(card)), starts="While")))


CRICK = ice("Crick", "Code Gate", faction="jinteki", cost=1, strength=3, inf=3, text=(
    "Crick has +3 strength while protecting Archives.",
    "[sub] Install a card from Archives (paying its install cost)."),
    subs=(corp_installs("archives", optional=False),), strength_bonus=stronger_protecting(3, "Archives"),
    decisions=installs_asked("Crick"))


def _meat_damage_when_this_run_is_successful(game, ctx: Ctx) -> None:
    """Checkpoint: "do 3 meat damage when this run is successful", a delayed ability tied to this run only."""
    from rulesdb.engine.cards.delayed import delayed
    this_run = game.run
    delayed("successful", damage("meat", 3), "Do 3 meat damage when this run is successful.",
            condition=lambda game, ling, event: game.run is this_run)(game, ctx)


CHECKPOINT = ice("Checkpoint", "Code Gate - Tracer - Illicit", faction="weyland-consortium", cost=4, strength=7, inf=2,
                 text=("When you rez Checkpoint, take 1 bad publicity.",
                       "[sub] Trace[5]. If successful, do 3 meat damage when this run is successful."),
                 subs=(trace(5, _meat_damage_when_this_run_is_successful),), on=(when_rezzed(bad_publicity(1)),))
