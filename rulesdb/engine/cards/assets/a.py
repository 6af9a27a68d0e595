"""Assets whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_self
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf


def _trash_programs(n: int):
    return seq(*[trash_installed("program")] * n)


ADONIS = asset("Adonis Campaign", "Advertisement", faction="haas-bioroid", cost=4, inf=2, trash=3, text=(
    "Put 12[c] from the bank on Adonis Campaign when rezzed. When there are no credits left on Adonis"
    " Campaign, trash it.", "Take 3[c] from Adonis Campaign when your turn begins."),
    on=(when_emptied(trash_self, starts="Put"), when_turn_begins(take_credits(3), starts="Take"),
        when_rezzed(place_counters("credits", 12), starts="Put")))


ANTHILL = asset("Anthill Excavation Contract", "Industrial", faction="weyland-consortium", cost=3, inf=2, trash=1,
                text=("When you rez this asset, load 8[c] onto it. When it is empty, trash it.",
                      "When your turn begins, take 4[c] from this asset and draw 1 card."),
                on=(when_emptied(trash_self, starts="When you rez"), when_turn_begins(seq(take_credits(4), draw(1))),
                    when_rezzed(place_counters("credits", 8))))


AGGRESSIVE_SECRETARY = asset("Aggressive Secretary", "Ambush", faction="haas-bioroid", cost=0, inf=2,
                             trash=0, text=("Aggressive Secretary can be advanced.",
                                            "If you pay 2[c] when the Runner accesses Aggressive "
                                            "Secretary, trash 1 program for each advancement token on "
                                            "Aggressive Secretary."),
                             on=(when_accessed(_per_advancement(1, _trash_programs), pay_credits=2,
                                               starts="If you pay"),))


def _corp_installed(game, card, event) -> bool:
    return event.subject is not None and event.subject.owner == "corp"


def _2_per_power_counter(game, ctx) -> None:
    gain(2 * ctx.source.counters.get("power", 0))(game, ctx)


ALIX_T4LB07 = asset("Alix T4LB07", "Bioroid", faction="haas-bioroid", unique=True, cost=1, inf=1, trash=2, text=(
    "Place 1 power counter on Alix T4LB07 whenever you install a card.",
    "[click],[trash]: Gain 2[c] for each power counter on Alix T4LB07."),
    on=(whenever("install", place_counters("power", 1), _corp_installed, starts="Place 1"),
        paid(Clicks(1), TrashSelf(), effect=_2_per_power_counter, starts="[click]")))
