"""Ice whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice, subroutine_may_have_forbidden
from rulesdb.engine.cards.primitives.card_counters import place_counters, remove_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, give_tags
from rulesdb.engine.cards.primitives.run import cannot
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects import pools
from rulesdb.engine.state.carddef import Subroutine
from rulesdb.engine.state.game import Game


def _lose_click(game, ice) -> None:
    pools.lose_clicks(game, "runner", 1, f"{ice.title}'s subroutine")


ELI = ice("Eli 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=3, strength=4, inf=1, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] End the run.", "[sub] End the run."), subs=(ETR, ETR), breaker=lose_clicks_to_break())


def _may_put_a_card_from_hq_on_rd(game: Game, ctx) -> None:
    """"You may add 1 card from HQ to the top of R&D" (decision "Empiricist target": a title or "none")."""
    titles = [c.title for c in game.corp.hand]
    picked = game.decider.ask(f"{ctx.source.title} target", titles + ["none"], "Corp") if titles else "none"
    if picked == "none":
        game.trace.add(f"{ctx.by}: the Corp adds no card from HQ to R&D.")
        return
    card = game.corp.hand.pop(titles.index(picked))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))  # a new object there
    game.trace.add(f"{ctx.by}: the Corp adds a card from HQ to the top of R&D.")


EMPIRICIST = ice("Empiricist", "Sentry - AP - Observer", faction="jinteki", cost=7, strength=5, inf=3, text=(
    "[sub] Draw 1 card. You may add 1 card from HQ to the top of R&D.",
    "[sub] Do 1 net damage. Give the Runner 1 tag.", "[sub] Do 2 net damage."),
    subs=(seq(draw(1), _may_put_a_card_from_hq_on_rd), seq(damage("net", 1), give_tags(1)), damage("net", 2)),
    decisions=("Empiricist target",))


ENIGMA = _ice("Enigma", "neutral-corp", ["Code Gate"], 3, 2, 0, ["[sub] The Runner loses [click].",
                                                 "[sub] End the run."],
              [Subroutine("The Runner loses [click].", _lose_click), ETR_SUB])


ENVELOPE = ice("Envelope", "Barrier - AP", faction="jinteki", cost=4, strength=3, inf=2,
               text=("[sub] Do 1 net damage.", "[sub] End the run."), subs=(damage("net", 1), ETR))


def _power(game, card) -> int:
    return card.counters.get("power", 0)


def _harmonic_rezzed(game, card, event) -> bool:
    return event.subject is not None and event.subject.is_ice and game.has_subtype(event.subject, "harmonic")


ECHO = ice("Echo", "Barrier - Harmonic", faction="haas-bioroid", cost=2, strength=0, inf=2, text=(
    "Whenever you rez a piece of harmonic ice, place 1 power counter on this ice.",
    "This ice gains \"[sub] End the run.\" for each hosted power counter."),
    on=(whenever("rezzed", place_counters("power", 1), _harmonic_rezzed, starts="Whenever"),
        own_subroutines(_power, "End the run.", ETR, starts="This ice gains")))


ENGRAM_TYPES = ("event", "hardware", "program", "resource")


def _engram_choose(game: Game, ctx: Ctx) -> None:
    """Engram Flush: the Corp chooses a card type for this encounter only ("Engram Flush choice")."""
    kind = game.decider.ask("Engram Flush choice", list(ENGRAM_TYPES), "Corp")
    ctx.source.chosen = (game.encounter.number, kind)
    game.trace.add(f"{ctx.by}: the Corp chooses {kind} for the remainder of the encounter.", key=True)


def _engram_reveal(game: Game, ctx: Ctx) -> None:
    """"Reveal the grip"; during the encounter in which a type was chosen, the Corp may trash 1 revealed card of
    that type ("Engram Flush target", or `no`)."""
    from rulesdb.engine.effects.reveal import revealed
    from rulesdb.engine.effects.trashing import trash
    grip = list(game.runner.hand)
    game.trace.add(f"{ctx.by}: the grip is revealed: {', '.join(c.title for c in grip) or 'empty'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "corp", len(grip))
    enc, chosen = game.encounter, ctx.source.chosen
    if not (isinstance(chosen, tuple) and enc is not None and not enc.ended and enc.ice is ctx.source
            and enc.number == chosen[0]):
        return
    found = [c for c in grip if c.card.facts.type == chosen[1]]
    titles = [c.title for c in found]
    pick = game.decider.ask("Engram Flush target", [*titles, "no"], "Corp") if found else "no"
    if pick != "no":
        trash(game, found[titles.index(pick)], ctx.by, who="corp")


ENGRAM_FLUSH = ice("Engram Flush", "Code Gate - Observer", faction="jinteki", cost=2, strength=5, inf=1, text=(
    "When the Runner encounters this ice, choose a card type. For the remainder of the encounter, whenever you reveal "
    "the grip with a subroutine on this ice, you may trash 1 revealed card of the chosen type.",
    "[sub] Reveal the grip.", "[sub] Reveal the grip."),
    subs=(_engram_reveal, _engram_reveal), on=(when_encountered(_engram_choose),),
    decisions=("Engram Flush choice", "Engram Flush target"))


ENVELOPMENT = ice("Envelopment", "Barrier", faction="weyland-consortium", cost=5, strength=5, inf=3, text=(
    "When you rez this ice, place 4 power counters on it.", "When your turn begins, remove 1 hosted power counter.",
    "This ice gains \"[sub] End the run.\" before its printed subroutine for each hosted power counter.",
    "[sub] Trash this ice."), subs=(trash_self,),
    on=(when_rezzed(place_counters("power", 4)), when_turn_begins(remove_counters("power", 1)),
        own_subroutines(_power, "End the run.", ETR, starts="This ice gains")))


EXCALIBUR = ice("Excalibur", "Mythic - Grail", faction="neutral-corp", unique=True, cost=2, strength=3, inf=0, text=(
    "[sub] The Runner cannot make another run this turn.",),
    subs=(cannot("run", lambda game, ctx, server: True, "The Runner cannot make another run this turn.", "turn"),),
    on=(subroutine_may_have_forbidden(lambda game, card, asked: asked[0] == "run"),))


def _gain_1_or_draw_1(game: Game, ctx: Ctx) -> None:
    """Errand Boy: the Corp gains 1[c] or draws 1 card ("Errand Boy choice")."""
    from rulesdb.engine.cards.primitives.players import gain
    choice = game.decider.ask("Errand Boy choice", ["gain 1[c]", "draw 1 card"], "Corp")
    game.trace.add(f"{ctx.by}: the Corp chooses to {choice}.", cites.cr("rule_choice_instruction"))
    (gain(1) if choice == "gain 1[c]" else draw(1))(game, ctx)


ERRAND_BOY = ice("Errand Boy", "Sentry", faction="weyland-consortium", cost=4, strength=1, inf=1, text=(
    "[sub] The Corp gains 1[c] or draws 1 card.",) * 3, subs=(_gain_1_or_draw_1,) * 3, decisions=("Errand Boy choice",))
