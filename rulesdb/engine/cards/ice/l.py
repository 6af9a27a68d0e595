"""Ice whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import from_this_server, when_encountered
from rulesdb.engine.cards.ice.common import (
    ETR,
    _advancements,
    choose_subtypes_as_rezzed,
    chosen_subtype,
    derez_self,
    grail_reveal,
    subroutine_may_have_forbidden,
)
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_program, trash_self
from rulesdb.engine.cards.primitives.players import gain, give_tags, lose_clicks, lose_credits
from rulesdb.engine.cards.primitives.run import end_the_run_unless_pays, unless_either
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game


def _logjam_counters(game, ctx) -> None:
    """Logjam: 1 advancement counter, plus 1 for each card type among faceup cards in Archives."""
    from rulesdb.engine.effects.pools import add_counters
    types = {c.card.facts.type for c in game.corp.discard if c.faceup}
    add_counters(game, ctx.source, "advancement", 1 + len(types), ctx.by)


def _no_draws_this_turn(game, ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "cannot-draw", lambda game, card, side: side == "runner",
            "The Runner cannot draw cards for the remainder of this turn.", "turn", ctx.by)


def _odd_advancements(card) -> bool:
    return card.counters.get("advancement", 0) % 2 == 1


LITTLE_ENGINE = ice("Little Engine", "Code Gate", faction="nbn", cost=5, strength=7, inf=2, text=(
    "[sub] End the run.", "[sub] End the run.", "[sub] The Runner gains 5[c]."),
    subs=(ETR, ETR, gain(5, "runner")))


LOCKDOWN = ice("Lockdown", "Code Gate", faction="jinteki", cost=0, strength=5, inf=1,
               text=("[sub] The Runner cannot draw cards for the remainder of this turn.",),
               subs=(_no_draws_this_turn,),
               on=(subroutine_may_have_forbidden(lambda game, card, asked: asked == ("draw", "runner")),))


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


def _reveal_3_keep_1(game: Game, ctx: Ctx) -> None:
    """Loot Box: the top 3 cards of the stack are revealed; the Corp adds 1 to the grip ("Loot Box target") and
    gains its play or install cost; the Runner shuffles the stack; Loot Box is trashed."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.primitives.installed import trash_self
    top = game.runner.deck[:3]
    game.trace.add(f"{ctx.by}: the top 3 cards of the stack are revealed: {', '.join(c.title for c in top) or 'none'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "corp", len(top))
    card = choose(game, ctx, top, "Corp", "the stack is empty", cites.cr("rule_reveal"))
    if card is not None:
        game.runner.deck.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.trace.add(f"{ctx.by}: the Corp adds {card.title} to the grip.", cites.NEW_OBJECT)
        gain(_printed_cost(game, card, ctx.by))(game, ctx)
    game.rng.shuffle(game.runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles the stack.", cites.SHUFFLE)  # an instruction, no search
    trash_self(game, ctx)


def _printed_cost(game: Game, card, by: str) -> int:
    """Loot Box's X, "that card's play or install cost": the number printed in its corner
    (cr/rule_printed_cost_definition), kept by the card while inactive in the stack or grip
    (cr/rule_inactive_cards_characteristics), so no modifier to the cost of installing or playing it counts, its own
    included; an X cost counts as 0 where it is not being paid (cr/rule_cost_x_out_of_context)."""
    kind = "play" if card.card.facts.type == "event" else "install"
    x = card.card.x_cost
    cost = 0 if x else card.card.facts.cost or 0
    game.trace.add(f"{by}: X is {card.title}'s printed {kind} cost, {'X, counted as 0' if x else f'{cost}[c]'}.",
                   cites.cr("rule_printed_cost_definition"), cites.cr("rule_inactive_cards_characteristics"),
                   *((cites.cr("rule_cost_x_out_of_context"),) if x else ()))
    return cost


LOOT_BOX = ice("Loot Box", "Trap", faction="nbn", cost=0, strength=3, inf=1, text=(
    "[sub] End the run unless the Runner pays 2[c].",
    "[sub] Reveal the top 3 cards of the stack. Add 1 of those cards to the grip and gain X[c], where X is equal to "
    "that card\u02bcs play or install cost. The Runner shuffles the stack. Trash this ice."),
    subs=(end_the_run_unless_pays(2), _reveal_3_keep_1), decisions=("Loot Box target",))


LOTUS_FIELD = ice("Lotus Field", "Code Gate", faction="jinteki", cost=5, strength=4, inf=1, text=(
    "The strength of this ice cannot be lowered.", "[sub] End the run."), subs=(ETR,),
    on=(constant("cannot-lower-strength", lambda game, card, ice: ice is card, starts="The strength"),))


def _if_it_is(subtype: str, effect):
    return lambda game, ctx: effect(game, ctx) if game.has_subtype(ctx.source, subtype) else game.trace.add(
        f"{ctx.by}: Lycian Multi-Munition is not a {subtype}, so nothing happens.")


LYCIAN_MULTI_MUNITION = ice("Lycian Multi-Munition", "Mythic - Destroyer", faction="haas-bioroid", cost=3, strength=1,
                            inf=2, text=("When you rez this ice, choose 1 or more subtypes among barrier, code gate, "
                                         "and sentry. This ice gains the chosen subtypes while it remains rezzed.",
                                         "When a turn ends, derez this ice.",
                                         "[sub] If this ice is a code gate, the Runner loses [click] and 1[c].",
                                         "[sub] If this ice is a sentry, trash 1 installed program.",
                                         "[sub] If this ice is a barrier, gain 1[c] and end the run."),
                            subs=(_if_it_is("code gate", seq(lose_clicks(1), lambda g, c: lose_credits(g, "runner", 1,
                                                                                                       c.by))),
                                  _if_it_is("sentry", trash_program), _if_it_is("barrier", seq(gain(1), ETR))),
                            on=(when_rezzed(choose_subtypes_as_rezzed("Lycian Multi-Munition")),
                                constant("subtype-gain", chosen_subtype, starts="When you rez"),
                                whenever("turn-ends", derez_self, starts="When a turn ends")),
                            decisions=("Lycian Multi-Munition choice",), unique=True)


LANCELOT = ice("Lancelot", "Sentry - Grail - Destroyer", faction="neutral-corp", cost=4, strength=2, inf=1, text=(
    "When the Runner encounters Lancelot, you may reveal up to 2 grail ice from HQ. For the remainder of this run, "
    "Lancelot gains the subroutines of the revealed ice in the order of your choice.", "[sub] Trash 1 program."),
    subs=(trash_program,), on=(when_encountered(grail_reveal),), decisions=("Lancelot target",))


LAB_DOG = ice("Lab Dog", "Trap", faction="haas-bioroid", cost=2, strength=0, inf=2, text=(
    "[sub] The Runner trashes an installed piece of hardware. Trash Lab Dog.",),
    subs=(seq(trash_installed("hardware", chooser="Runner"), trash_self),))
