"""Ice whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice, no_jack_out_until_next_encounter, rezzed_ice
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_program
from rulesdb.engine.cards.primitives.players import damage, give_tags, lose
from rulesdb.engine.cards.printed import ice

LOSE_CLICK_TO_BREAK = "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability."


ICE_WALL = _ice("Ice Wall", "weyland-consortium", ["Barrier"], 1, 1, 1,
                ["You can advance this ice. It gets +1 strength for each hosted advancement counter.",
                 "[sub] End the run."], [ETR_SUB],
                strength_bonus=lambda game, card: card.counters.get("advancement", 0))


ICHI = ice("Ichi 1.0", "Sentry - Bioroid - Tracer - Destroyer", faction="haas-bioroid", cost=5,
           strength=4, inf=2, text=(LOSE_CLICK_TO_BREAK, "[sub] Trash 1 installed program.",
                                    "[sub] Trash 1 installed program.",
                                    "[sub] Trace[1]. If successful, do 1 core damage and give the "
                                    "Runner 1 tag."),
           subs=(trash_program, trash_program, trace(1, seq(damage("core", 1), give_tags(1)))),
           breaker=lose_clicks_to_break())


IRERESS = ice("Ireress", "Code Gate", faction="weyland-consortium", cost=0, strength=2, inf=1, text=(
    "Ireress gains \"[sub] The Runner loses 1[c]\" for each bad publicity you have.",),
    on=(own_subroutines(lambda game, card: game.corp.bad_publicity, "The Runner loses 1[c]", lose(1, "runner"),
                        starts="Ireress gains"),))


IVIK = ice("Ivik", "Barrier - AP", faction="jinteki", cost=7, strength=5, inf=2, text=(
    "The rez cost of this ice is lowered by 1[c] for each rezzed piece of code gate ice.",
    "[sub] Do 2 net damage.", "[sub] End the run."), subs=(damage("net", 2), ETR),
    on=(constant("rez-cost", lambda game, card, subject: -rezzed_ice(game, "code gate") if subject is card else 0,
                 starts="The rez cost"),))


ICHI_2 = ice("Ichi 2.0", "Sentry - Bioroid - Destroyer - Tracer", faction="haas-bioroid", cost=8, strength=5, inf=3,
             text=(
    "Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner can use this ability.",
    "[sub] Trash 1 installed program.", "[sub] Trash 1 installed program.",
    "[sub] Trace[3]. If successful, do 1 core damage and give the Runner 1 tag."),
    subs=(trash_program, trash_program, trace(3, seq(damage("core", 1), give_tags(1)))),
    breaker=lose_clicks_to_break(2, up_to=2))


def _no_breaking_on_the_next_encounter(game, ctx) -> None:
    """Inazuma: during the next encounter this run (the one after this), its ice's subroutines cannot be broken."""
    from rulesdb.engine.effects.lasting_effects import lasting
    nth = len(game.turn.encounters)  # the index the next encounter will have among this turn's encounters

    def applies(g, card, subject) -> bool:
        enc = g.encounter
        return enc is not None and len(g.turn.encounters) > nth and g.turn.encounters[nth][0] is enc \
            and subject[0] is enc.ice
    lasting(game, "cannot-break", applies, "Inazuma: the Runner cannot break subroutines on the ice of their next "
            "encounter this run", "run", ctx.by)


INAZUMA = ice("Inazuma", "Code Gate", faction="jinteki", cost=3, strength=5, inf=2, text=(
    "[sub] During the next encounter this run, the Runner cannot break subroutines on the encountered ice.",
    "[sub] The Runner cannot jack out this run until after their next encounter with a piece of ice begins."),
    subs=(_no_breaking_on_the_next_encounter, no_jack_out_until_next_encounter))


IQ = ice("IQ", "Code Gate", faction="haas-bioroid", cost=0, strength=0, inf=2, text=(
    "The rez cost of IQ is increased by 1 for each card in HQ.", "IQ has +1 strength for each card in HQ.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=lambda game, card: len(game.corp.hand),
    on=(constant("rez-cost", lambda game, card, subject: len(game.corp.hand) if subject is card else 0,
                 starts="The rez cost"),))


INFORMATION_OVERLOAD = ice("Information Overload", "Sentry - Tracer", faction="nbn", cost=6, strength=4, inf=2, text=(
    "When the Runner encounters this ice, Trace[1]. If successful, give them 1 tag.",
    "This ice gains \"[sub] The Runner trashes 1 of their installed cards.\" for each tag the Runner has."),
    on=(when_encountered(trace(1, give_tags(1))),
        own_subroutines(lambda game, card: game.runner.tags, "The Runner trashes 1 of their installed cards.",
                        trash_installed("card", chooser="Runner"),
                        starts="This ice gains")), decisions=("Information Overload target",))
