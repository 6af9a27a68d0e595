"""Ice whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.hooks.runs import when_encountered, when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import (
    _RESOLVING,
    ETR,
    _advancements,
    at_most_one_printed,
    cannot_break_printed_this,
    protecting,
    rez_cost_lowered_per_advancement,
)
from rulesdb.engine.cards.primitives.card_counters import place_advancement
from rulesdb.engine.cards.primitives.choices import choose, seq, trace
from rulesdb.engine.cards.primitives.installed import (
    runner_card_to_grip,
    runner_installed,
    trash_installed,
    trash_program,
)
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.piles import trash_from_hq_to
from rulesdb.engine.cards.primitives.players import damage, gain, lose, threat_level
from rulesdb.engine.cards.primitives.run import cannot
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.cards.shared import may_trash_own_installed_to
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.trashing import trash


def _encounter_it(game, ctx) -> None:
    """Archangel: the Runner encounters it now, then the access goes on (cr/rule_forced_encounter); outside a run
    (Gang Sign) the engine refuses to go on (`forced_encounter`)."""
    from rulesdb.engine.run.encounter import forced_encounter
    forced_encounter(game, ctx.source, ctx.by)


def _attini_sub(game, ctx) -> None:
    """Attini: "Do 1 net damage unless the Runner pays 2[c]"; while it resolves (its interrupt
    window included) Attini's threat ability may forbid spending credits (cr/rule_is_resolving)."""
    resolving = _RESOLVING.setdefault(game, set())
    resolving.add(ctx.source.object_id)
    try:
        payment = Payment("runner", 2, "ability", f"{ctx.by} (2[c] to avoid the damage)")
        if able(game, payment) and game.decider.ask(f"pay 2[c] for {ctx.source.title}", ["yes", "no"],
                                                    "Runner") == "yes":
            pay(game, payment)
            return
        damage("net", 1)(game, ctx)
    finally:
        resolving.discard(ctx.source.object_id)


def _threat_3_while_resolving(game, card, payment) -> bool:
    """Threat 3: active if any player has 3 or more agenda points."""
    return threat_level(game) >= 3 and card.object_id in _RESOLVING.get(game, ()) and payment.player == "runner"


_ATTINI_SUB = "[sub] Do 1 net damage unless the Runner pays 2[c]."


def _corp_card(game, ctx, subject) -> bool:
    return getattr(subject, "owner", None) == "corp"


ANSEL = ice("Ansel 1.0", "Sentry - Bioroid - Destroyer", faction="haas-bioroid", cost=6, strength=4, inf=3, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] Trash 1 installed Runner card.", "[sub] You may install 1 card from HQ or Archives.",
    "[sub] The Runner cannot steal or trash Corp cards for the remainder of this run."),
    subs=(trash_installed("card"), corp_installs("hq", "archives"),
          seq(cannot("steal", _corp_card, "The Runner cannot steal Corp cards for the remainder of this run."),
              cannot("trash", _corp_card, "The Runner cannot trash Corp cards for the remainder of this run."))),
    breaker=lose_clicks_to_break(), decisions=installs_asked("Ansel 1.0"))


ARCHANGEL = ice("Archangel", "Code Gate - Tracer - Ambush", faction="nbn", cost=4, strength=6, inf=4, text=(
    "While the Runner is accessing this ice in R&D, they must reveal it.",
    "When the Runner accesses this ice anywhere except in Archives, you may pay 3[c]. If you do, they "
    "encounter it.", "[sub] Trace[6]. If successful, add 1 installed Runner card to the grip."),
    subs=(trace(6, runner_card_to_grip),),
    on=(when_accessed(_encounter_it, pay_credits=3, not_in=("Archives",), starts="When the Runner accesses"),))


ARCHER = ice("Archer", "Sentry - Destroyer", faction="weyland-consortium", cost=4, strength=6, inf=2,
             text=("As an additional cost to rez this ice, forfeit 1 agenda.", "[sub] Gain 2[c].",
                   "[sub] Trash 1 installed program.", "[sub] Trash 1 installed program.",
                   "[sub] End the run."), subs=(gain(2), trash_program, trash_program, ETR),
             rez_costs=(ForfeitAgenda(),))


ARCHITECT = ice("Architect", "Sentry", faction="haas-bioroid", cost=4, strength=3, inf=2, text=(
    "Players cannot trash this ice.",
    "[sub] Look at the top 5 cards of R&D. You may install 1 of those cards, ignoring the install cost.",
    "[sub] You may install 1 card from Archives or HQ."),
    subs=(corp_installs("rd", top=5, ignore_cost=True), corp_installs("archives", "hq")),
    on=(constant("cannot-trash", lambda game, card, subject: subject is card),),
    decisions=installs_asked("Architect"))


ASHIGARU = ice("Ashigaru", "Barrier", faction="jinteki", cost=9, strength=4, inf=3, text=(
    'Ashigaru gains "[sub] End the run." for each card in HQ.',),
    on=(own_subroutines(lambda game, card: len(game.corp.hand), "End the run.", ETR, starts="Ashigaru gains"),))


ATTINI = ice("Attini", "Code Gate - AP", faction="jinteki", cost=6, strength=5, inf=3, text=(
    "Threat 3 → The Runner cannot spend credits while subroutines on this ice are resolving. <em>(This "
    "ability is active if any player has 3 or more agenda points.)</em>", _ATTINI_SUB, _ATTINI_SUB, _ATTINI_SUB),
    subs=(_attini_sub,) * 3, on=(constant("cannot-spend-credits", _threat_3_while_resolving, starts="Threat 3"),))


AFSHAR = ice("Afshar", "Code Gate", faction="weyland-consortium", cost=3, strength=1, inf=2, text=(
    "While this ice is protecting HQ, the Runner cannot break more than 1 of its printed subroutines during "
    "each encounter.", "[sub] The Runner loses 2[c].", "[sub] End the run."), subs=(lose(2, "runner"), ETR),
    on=(constant("cannot-break-subroutines", at_most_one_printed(protecting("HQ")), starts="While"),))


def _three_or_more(game, card) -> bool:
    return _advancements(game, card) >= 3


AKHET = ice("Akhet", "Barrier", faction="weyland-consortium", cost=3, strength=2, inf=2, text=(
    "You can advance this ice.",
    "While there are 3 or more hosted advancement counters, this ice gets +3 strength and the Runner cannot "
    "break more than 1 of its printed subroutines during each encounter.",
    "[sub] Gain 1[c]. Place 1 advancement counter on an installed card.", "[sub] End the run."),
    subs=(seq(gain(1), place_advancement(where=lambda game, card: True)), ETR),
    strength_bonus=lambda game, card: 3 if _three_or_more(game, card) else 0,
    on=(constant("cannot-break-subroutines", at_most_one_printed(_three_or_more), starts="While"),),
    decisions=("Akhet target",))


ANEMONE = ice("Anemone", "Sentry - AP", faction="jinteki", cost=3, strength=2, inf=2, text=(
    "When you rez this ice during a run against this server, you may trash 1 card from HQ to do 2 net damage.",
    "[sub] Do 1 net damage."), subs=(damage("net", 1),),
    on=(when_rezzed_during_a_run_here(trash_from_hq_to(damage("net", 2))),), decisions=("Anemone target",))


def _anvil_lock(game, ctx) -> None:
    """Anvil: the Runner cannot break its printed subroutines for the remainder of this encounter."""
    cannot_break_printed_this(ctx.source, "The Runner cannot break Anvil's printed subroutines for the "
                              "remainder of this encounter.", "encounter", ctx.by, game)


def _runner_trashes_own(game, ctx) -> None:
    """"The Runner trashes 1 of their installed cards": the Runner picks it and trashes it."""
    card = choose(game, ctx, runner_installed(game), "Runner", "the Runner has no installed card",
                  cites.SUBROUTINE, suffix="choice")
    if card is not None:
        trash(game, card, ctx.by, cites.SUBROUTINE, who="runner")


ANVIL = ice("Anvil", "Code Gate", faction="weyland-consortium", cost=4, strength=3, inf=2, text=(
    "When the Runner encounters this ice, you may trash 1 of your other installed cards. If you do, the "
    "Runner cannot break this iceʼs printed subroutines for the remainder of this encounter.",
    "[sub] Gain 1[c]. The Runner loses 1[c].", "[sub] The Runner trashes 1 of their installed cards."),
    subs=(seq(gain(1), lose(1, "runner")), _runner_trashes_own),
    on=(when_encountered(may_trash_own_installed_to(_anvil_lock, other=True)),),
    decisions=("Anvil target", "Anvil choice"))


ABLATIVE_BARRIER = ice("Ablative Barrier", "Barrier", faction="haas-bioroid", cost=2, strength=1, inf=2, text=(
    "Threat 3 \u2192 When you rez this ice during a run against this server, you may install 1 non-agenda card from HQ "
    "or Archives in the root of or protecting another server. <em>(This ability is active if any player has 3 or more "
    "agenda points.)</em>", "[sub] End the run."), subs=(ETR,),
    on=(when_rezzed_during_a_run_here(corp_installs("hq", "archives", types=("ice", "asset", "upgrade"),
                                                    elsewhere=True), threat=3, starts="Threat 3"),),
    decisions=installs_asked("Ablative Barrier"))


ASSASSIN = ice("Assassin", "Sentry - Destroyer - AP - Tracer", faction="neutral-corp", cost=7, strength=5, inf=0, text=(
    "[sub] Trace[5]. If successful, do 3 net damage.", "[sub] Trace[4]. If successful, trash 1 program."),
    subs=(trace(5, damage("net", 3)), trace(4, trash_program)))


ASTEROID_BELT = ice("Asteroid Belt", "Barrier", faction="weyland-consortium", cost=9, strength=6, inf=2, text=(
    "Asteroid Belt can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
    "[sub] End the run."), subs=(ETR,), advanceable=True, on=(rez_cost_lowered_per_advancement(),))
