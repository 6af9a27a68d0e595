"""Ice whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    from_this_server,
    when_rezzed,
    whenever,
)
from rulesdb.engine.cards.ice.common import ETR, _advancements
from rulesdb.engine.cards.primitives import (
    gain,
    give_tags,
    seq,
    trash_program,
    trash_self,
    unless_either,
    when,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import Credits


def _logjam_counters(game, ctx) -> None:
    """Logjam: 1 advancement counter, plus 1 for each card type among faceup cards in Archives."""
    from rulesdb.engine.effects.common import add_counters
    types = {c.card.facts.type for c in game.corp.discard if c.faceup}
    add_counters(game, ctx.source, "advancement", 1 + len(types), ctx.by)


def _no_draws_this_turn(game, ctx) -> None:
    from rulesdb.engine.effects.common import lasting
    lasting(game, "cannot-draw", lambda game, card, side: side == "runner",
            "The Runner cannot draw cards for the remainder of this turn.", "turn", ctx.by)


def _odd_advancements(card) -> bool:
    return card.counters.get("advancement", 0) % 2 == 1


LITTLE_ENGINE = ice("Little Engine", "Code Gate", faction="nbn", cost=5, strength=7, inf=2, text=(
    "[sub] End the run.", "[sub] End the run.", "[sub] The Runner gains 5[c]."),
    subs=(ETR, ETR, gain(5, "runner")))


LOCKDOWN = ice("Lockdown", "Code Gate", faction="jinteki", cost=0, strength=5, inf=1,
               text=("[sub] The Runner cannot draw cards for the remainder of this turn.",),
               subs=(_no_draws_this_turn,))


LOGJAM = ice("Logjam", "Barrier", faction="weyland-consortium", cost=6, strength=0, inf=2, text=(
    "You can advance this ice. It gets +1 strength for each hosted advancement counter.",
    "When you rez this ice, place 1 advancement counter on it plus 1 advancement counter for each "
    "card type among faceup cards in Archives.",
    "[sub] Gain 2[c]. End the run.", "[sub] End the run.", "[sub] End the run."),
    subs=(seq(gain(2), ETR), ETR, ETR), strength_bonus=_advancements,
    on=(when_rezzed(_logjam_counters, starts="When you rez"),))


LYCAN = ice("Lycan", "Sentry - Destroyer - Morph", faction="weyland-consortium", cost=6, strength=3, inf=2, text=(
    "Lycan can be advanced.",
    "While Lycan has an odd number of advancement tokens on it, it gains code gate and loses sentry.",
    "[sub] Trash 1 program."),
    subs=(trash_program,),
    on=(constant("subtype-gain", lambda game, card, subject: int(
            subject[0] is card and subject[1] == "code gate" and _odd_advancements(card)), starts="While"),
        constant("subtype-loss", lambda game, card, subject: int(
            subject[0] is card and subject[1] == "sentry" and _odd_advancements(card)), starts="While")))


def _tagged(game, ctx) -> bool:
    return game.runner.tags > 0


LAMPLIGHTER = ice("Lamplighter", "Sentry - Observer", faction="neutral-corp", cost=2, strength=3, inf=0, text=(
    "When an agenda is scored or stolen from this server or its root, trash this ice.",
    "[sub] Give the Runner 1 tag unless they pay 3[c].", "[sub] End the run if the Runner is tagged."),
    subs=(unless_either({"pay 3[c]": (Credits(3),)}, give_tags(1), "take 1 tag"), when(_tagged, ETR)),
    on=(whenever("scored", trash_self, from_this_server, starts="When an agenda"),
        whenever("stolen", trash_self, from_this_server, starts="When an agenda")))
