"""Identities whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn


def _advance_one(game: Game, ctx: Ctx) -> None:
    """Pravdivost: 1 advancement counter on an installed card the Corp can advance."""
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed() if can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


PRAVDIVOST = _corp("Pravdivost Consulting: Political Solutions", "Division", "nbn", [
    "The first time each turn the Runner makes a successful run, you may place 1 advancement counter on an "
    "installed card you can advance."],
    on=(whenever("successful", _advance_one, lambda game, card, event: first_each_turn(game, event, any_event),
                 optional="use Pravdivost Consulting"),), waits_for="")


def _small_hq_at_discard_end(game: Game, card, event) -> bool:
    return event.info.get("side") == "corp" and len(game.corp.hand) <= 3 \
        and able(game, Payment("corp", 1, "ability", "PT Untaian"))


def _pay_1_to_advance_unrezzed(game: Game, ctx: Ctx) -> None:
    """PT Untaian: pay 1[c] to place 1 advancement counter on an unrezzed card the Corp can advance, which cannot be
    scored this turn."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for o in game.installed() if o.owner == "corp" and is_facedown(game, o) and can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "there is no unrezzed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is None:
        return
    pay(game, Payment("corp", 1, "ability", ctx.by), cites.COST)
    add_counters(game, card, "advancement", 1, ctx.by)
    lasting(game, "cannot-score", lambda g, c, subject: subject is card,
            f"The Corp cannot score {card.title} this turn.", "turn", ctx.by)


PT_UNTAIAN = _corp("PT Untaian: Life's Building Blocks", "Division", "jinteki", [
    "When your discard phase ends, if there are 3 or fewer cards in HQ, you may pay 1[c] to place 1 advancement "
    "counter on an unrezzed card you can advance. <em>(You cannot score that card this turn.)</em>"],
    on=(whenever("turn-ends", _pay_1_to_advance_unrezzed, _small_hq_at_discard_end, structure="turn",
                 optional="use PT Untaian"),), waits_for="")


POETRI = _corp("Poétrï Luxury Brands: All the Rage", "Division", "haas-bioroid", [
    "Whenever you score an agenda, look at the top 3 cards of R&D. You may install 1 non-agenda card from among them.",
    "Whenever an agenda is stolen, you may install 1 non-agenda card from HQ."],
    on=(whenever("scored", corp_installs("rd", top=3, types=("ice", "asset", "upgrade")), starts="Whenever you score"),
        whenever("stolen", corp_installs("hq", types=("ice", "asset", "upgrade")),
                 starts="Whenever an agenda is stolen")),
    decisions=installs_asked("Poétrï Luxury Brands: All the Rage"), waits_for="")
