"""Ice whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.runs import when_encountered, when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import ETR, _advancements, rezzed_ice, stronger_protecting
from rulesdb.engine.cards.operations.common import unless_runner_pays
from rulesdb.engine.cards.primitives.choices import may, when
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags, lose_clicks, lose_credits
from rulesdb.engine.cards.primitives.run import end_the_run_unless, end_the_run_unless_pays
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.player_costs import EitherCost, RemoveTags, TakeBadPublicity


def _pharos(game, card) -> int:
    return 5 if _advancements(game, card) >= 3 else 0


def _fully_broken(game, card, event) -> bool:
    return event.subject is card


PALISADE = ice("Palisade", "Barrier", faction="neutral-corp", cost=3, strength=2, inf=0, text=(
    "While this ice is protecting a remote server, it gets +2 strength.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=stronger_protecting(2))


PAPER_WALL = ice("Paper Wall", "Barrier", faction="neutral-corp", cost=0, strength=1, inf=0, text=(
    "When the Runner fully breaks this ice, trash it.", "[sub] End the run."), subs=(ETR,),
    on=(whenever("fully-broken", trash_self, _fully_broken),))


PHAROS = ice("Pharos", "Barrier", faction="weyland-consortium", cost=7, strength=5, inf=3, text=(
    "You can advance this ice. It gets +5 strength while there are 3 or more hosted advancement "
    "counters.", "[sub] Give the Runner 1 tag.", "[sub] End the run.", "[sub] End the run."),
    subs=(give_tags(1), ETR, ETR), strength_bonus=_pharos)



PING = ice("Ping", "Barrier", faction="nbn", cost=2, strength=1, inf=2, text=(
    "When you rez this ice during a run against this server, give the Runner 1 tag.", "[sub] End the run."),
    subs=(ETR,), on=(when_rezzed_during_a_run_here(give_tags(1)),))

POP_UP_WINDOW = ice("Pop-up Window", "Code Gate - Advertisement", faction="nbn", cost=0, strength=0,
                    inf=1, text=("When the Runner encounters this ice, gain 1[c].",
                                 "[sub] End the run unless the Runner pays 1[c]."),
                    subs=(end_the_run_unless_pays(1),), on=(when_encountered(gain(1)),))


BAD_PUBLICITY_OR_TAG = EitherCost(((TakeBadPublicity(1),), (RemoveTags(1),)))
BAD_PUBLICITY_OR_TAG_TEXT = "As an additional cost to rez this ice, take 1 bad publicity or remove 1 tag."


def _grip_of_4(game, *_) -> bool:
    return len(game.runner.hand) >= 4


PHONEUTRIA = ice("Phoneutria", "Sentry - AP - Observer", faction="jinteki", cost=4, strength=2, inf=2, text=(
    "When the Runner passes this ice, if there are 4 or more cards in the grip, give them 1 tag.",
    "[sub] Do 1 net damage.", "[sub] Do 1 net damage."), subs=(damage("net", 1), damage("net", 1)),
    on=(whenever("pass", when(_grip_of_4, give_tags(1)), lambda game, card, event: event.subject is card
                 and _grip_of_4(game), starts="When the Runner passes", structure="run"),))


PIRANHAS = ice("Piranhas", "Code Gate - Illicit - AP", faction="nbn", cost=5, strength=6, inf=3, text=(
    BAD_PUBLICITY_OR_TAG_TEXT, "[sub] You may draw 1 card.", "[sub] Do 1 net damage.",
    "[sub] End the run if there are more cards in HQ than in the grip."),
    subs=(may(draw(1), "draw 1"), damage("net", 1),
          when(lambda game, ctx: len(game.corp.hand) > len(game.runner.hand), ETR)),
    rez_costs=(BAD_PUBLICITY_OR_TAG,), decisions=("Piranhas choice", "Piranhas cost"))


def _lose_per_harmonic(game, ctx) -> None:
    lose_credits(game, "runner", rezzed_ice(game, "harmonic"), ctx.by)


PULSE = ice("Pulse", "Code Gate - Harmonic", faction="haas-bioroid", cost=3, strength=1, inf=2, text=(
    "When you rez this ice during a run against this server, the Runner loses [click].",
    "[sub] The Runner loses 1[c] for each rezzed piece of harmonic ice.",
    "[sub] End the run unless the Runner spends [click]."),
    subs=(_lose_per_harmonic, end_the_run_unless("spend [click]", Clicks(1))),
    on=(when_rezzed_during_a_run_here(lose_clicks(1)),))


PUP = ice("Pup", "Sentry - AP", faction="jinteki", cost=1, strength=0, inf=1, text=(
    "[sub] Do 1 net damage unless the Runner pays 1[c].", "[sub] Do 1 net damage unless the Runner pays 1[c]."),
    subs=(unless_runner_pays(1, damage("net", 1), "suffer 1 net damage"),) * 2)


PACHINKO = ice("Pachinko", "Barrier", faction="nbn", cost=1, strength=4, inf=1, text=(
    "[sub] End the run if the Runner is tagged.", "[sub] End the run if the Runner is tagged."),
    subs=(when(lambda game, ctx: game.runner.tags > 0, ETR),) * 2)
