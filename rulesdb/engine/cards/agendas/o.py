"""Agendas whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, requirement_less
from rulesdb.engine.cards.hooks import constant, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
    gain,
    give_tags,
    when,
)
from rulesdb.engine.effects.costtypes import (
    SufferDamage,
)
from rulesdb.engine.state.game import Game


def _oaktown_gain(game: Game, ctx: Ctx) -> None:
    gain(3 if ctx.source.counters.get("advancement", 0) >= 5 else 2)(game, ctx)


OAKTOWN_RENOVATION = _agenda("Oaktown Renovation", "Public - Initiative", "weyland-consortium", 2, 4, [
    "Install only faceup. <em>(This agenda is neither rezzed nor unrezzed.)</em>",
    "Whenever you advance this agenda, gain 2[c]. If there are 5 or more hosted advancement counters "
    "<em>(including the counter just placed)</em>, gain 3[c] instead."],
    on=(whenever("advanced", _oaktown_gain, lambda game, card, event: event.subject is card and card.faceup,
                 starts="Whenever you advance", refs=(cites.cr("rule_placing_advancement_counter"),),
                 inactive_ok=True),))  # a faceup installed agenda's abilities are active


OBOKATA = _agenda("Obokata Protocol", "Ambush", "jinteki", 3, 5, [
    "As an additional cost to steal Obokata Protocol, the Runner must suffer 4 net damage."],
    steal_costs=(SufferDamage("net", 4),), waits_for="")


OFFWORLD_OFFICE = _agenda("Offworld Office", "Expansion", "neutral-corp", 2, 4, [
    "When you score this agenda, gain 7[c]."], on=(when_scored(gain(7)),), waits_for="", inf=0)


ORBITAL_SUPERIORITY = _agenda("Orbital Superiority", "Security", "neutral-corp", 2, 4, [
    "When you score this agenda, if the Runner is tagged, do 4 meat damage; otherwise, give the Runner 1 tag."],
    inf=0, on=(when_scored(when(lambda game, ctx: game.runner.tags > 0, damage("meat", 4), give_tags(1))),),
    waits_for="")


ONTOLOGICAL_DEPENDENCE = _agenda("Ontological Dependence", "Research", "haas-bioroid", 2, 4, [
    "This agenda gets -1 advancement requirement for each core damage the Runner has taken this game."],
    on=(constant("advancement-requirement", requirement_less(lambda game: game.runner.core_damage)),), waits_for="")
