"""Ice whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, if_trace_strength_5
from rulesdb.engine.cards.ice.p import BAD_PUBLICITY_OR_TAG, BAD_PUBLICITY_OR_TAG_TEXT
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters
from rulesdb.engine.cards.primitives.choices import seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import (
    able_to_pay,
    corp_pays,
    damage,
    draw,
    gain,
    give_tags,
    lose,
    lose_clicks,
)
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.state.game import Game

VANILLA = ice("Vanilla", "Barrier", faction="neutral-corp", cost=0, strength=0, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))


def _may_draw_1_or_2(game: Game, ctx: Ctx) -> None:
    """"You may draw 1 or 2 cards": the Corp picks (decision "Vampyronassa choice")."""
    picked = game.decider.ask(f"{ctx.source.title} choice", ["draw 2", "draw 1", "draw none"], "Corp")
    if picked != "draw none":
        draw(int(picked.split()[1]))(game, ctx)
    else:  # said: "did the Corp draw?" is what the judge is asked
        game.trace.add(f"{ctx.by}: the Corp chooses to draw no card.", cites.cr("step_resolve_subroutine"))


VAMPYRONASSA = ice("Vampyronassa", "Code Gate - AP", faction="jinteki", cost=7, strength=4, inf=3, text=(
    "[sub] The Runner loses 2[c].", "[sub] Gain 2[c].", "[sub] Do 2 net damage.",
    "[sub] You may draw 1 or 2 cards."), subs=(lose(2), gain(2), damage("net", 2), _may_draw_1_or_2),
    decisions=("Vampyronassa choice",))


VIKTOR = ice("Viktor 1.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=3, strength=3,
             inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                          "this ability.", "[sub] Do 1 core damage.", "[sub] End the run."),
             subs=(damage("core", 1), ETR), breaker=lose_clicks_to_break())


VALENTAO = ice("Valentão", "Code Gate - Illicit", faction="weyland-consortium", cost=5, strength=6, inf=3, text=(
    BAD_PUBLICITY_OR_TAG_TEXT, "[sub] Gain 2[c].", "[sub] The Runner loses 2[c].",
    "[sub] End the run if you have more credits than the Runner."),
    subs=(gain(2), lose(2, "runner"), when(lambda game, ctx: game.corp.credits > game.runner.credits, ETR)),
    rez_costs=(BAD_PUBLICITY_OR_TAG,), decisions=("Valentão cost",))


VASILISA = ice("Vasilisa", "Sentry - Observer", faction="nbn", cost=2, strength=2, inf=2, text=(
    "When the Runner encounters this ice, you may pay 1[c]. If you do, place 1 advancement counter on an installed "
    "card you can advance.", "[sub] Give the Runner 1 tag."), subs=(give_tags(1),),
    on=(when_encountered(corp_pays(1, place_advancement()), optional="use Vasilisa", usable=able_to_pay(1)),),
    decisions=("Vasilisa target",))


def _not_broken_with_a_decoder(game, card, event) -> bool:
    """Passing it after an encounter in which its printed subroutine was not broken using a decoder."""
    enc = game.encounter
    if event.subject is not card or enc is None or enc.ice is not card:
        return False
    breaker = enc.broken_with.get(("printed", 0))
    return breaker is None or not game.has_subtype(breaker, "decoder")


VIRTUAL_SERVICE_AGENT = ice("Virtual Service Agent", "Code Gate - Observer", faction="nbn", cost=2, strength=2, inf=2,
                            text=("Whenever the Runner passes this ice after encountering it, if they did not "
                                  "break its printed subroutine with a decoder during that encounter, give them 1 tag.",
                                  "[sub] The Runner loses 1[c]."), subs=(lose(1, "runner"),),
                            on=(whenever("pass", give_tags(1), _not_broken_with_a_decoder, starts="Whenever",
                                         structure="run"),))


VIPER = ice("Viper", "Code Gate - Tracer", faction="haas-bioroid", cost=3, strength=4, inf=1, text=(
    "[sub] Trace[3]. If successful, the Runner loses [click], if able.", "[sub] Trace[3]. If successful, end the run."),
    subs=(trace(3, lose_clicks(1)), trace(3, end_the_run)))


VIKTOR_2 = ice("Viktor 2.0", "Code Gate - Bioroid - Tracer - AP", faction="haas-bioroid", cost=5, strength=5, inf=3,
               text=(
    "Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner can use this ability.",
    "Hosted power counter: Do 1 core damage.", "[sub] Trace[2]. If successful, place 1 power counter on this ice.",
    "[sub] End the run."),
    subs=(trace(2, place_counters("power", 1)), ETR), breaker=lose_clicks_to_break(2, up_to=2),
    on=(paid(HostedCounters("power"), effect=damage("core", 1), starts="Hosted power counter"),))


VIRGO = ice("Virgo", "Sentry - Tracer", faction="nbn", cost=4, strength=5, inf=2, text=(
    "[sub] Trace[2]. If successful, give the Runner 1 tag. If your trace strength is 5 or greater, give the Runner 1 "
    "tag.",), subs=(seq(trace(2, give_tags(1)), if_trace_strength_5(give_tags(1), "1 more tag")),))
