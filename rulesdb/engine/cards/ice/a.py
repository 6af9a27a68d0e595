"""Ice whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    constant,
    lose_clicks_to_break,
    own_subroutines,
    when_accessed,
)
from rulesdb.engine.cards.ice.common import _RESOLVING, ETR
from rulesdb.engine.cards.primitives import (
    cannot,
    choose,
    corp_installs,
    damage,
    gain,
    installs_asked,
    seq,
    threat_level,
    trace,
    trash_installed,
    trash_program,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import ForfeitAgenda


def _encounter_it(game, ctx) -> None:
    """Archangel: the Runner encounters it now, then the access goes on (cr/rule_forced_encounter)."""
    from rulesdb.engine.run.encounter import forced_encounter
    if game.run is not None:
        forced_encounter(game, ctx.source, ctx.by)


def _to_grip(game, ctx) -> None:
    """Archangel: the Corp picks 1 installed Runner card; it goes back to the grip."""
    card = choose(game, ctx, list(game.runner.play), "Corp", "the Runner has no installed card", cites.SUBROUTINE)
    if card is None:
        return
    game.runner.play.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: {card.title} is added to the grip.")


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
    subs=(trash_installed("program", "hardware", "resource"), corp_installs("hq", "archives"),
          seq(cannot("steal", _corp_card, "The Runner cannot steal Corp cards for the remainder of this run."),
              cannot("trash", _corp_card, "The Runner cannot trash Corp cards for the remainder of this run."))),
    breaker=lose_clicks_to_break(), decisions=installs_asked("Ansel 1.0"))


ARCHANGEL = ice("Archangel", "Code Gate - Tracer - Ambush", faction="nbn", cost=4, strength=6, inf=4, text=(
    "While the Runner is accessing this ice in R&D, they must reveal it.",
    "When the Runner accesses this ice anywhere except in Archives, you may pay 3[c]. If you do, they "
    "encounter it.", "[sub] Trace[6]. If successful, add 1 installed Runner card to the grip."),
    subs=(trace(6, _to_grip),),
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
