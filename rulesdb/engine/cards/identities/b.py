"""Identities whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.identities.common import _corp, _runner, install_from_grip
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags
from rulesdb.engine.effects.installing import AGENDAS_FACEUP
from rulesdb.engine.state.choice_labels import ask_card
from rulesdb.engine.state.game import Game

BARRY_WONG = _runner("Barry “Baz” Wong: Tri-Maf Veteran", "Cyborg", "criminal", 0, [
    "Whenever the Corp rezzes a piece of ice, you may install 1 resource or piece of hardware from your grip."],
    on=(whenever("rezzed", install_from_grip("resource", "hardware"),
                 lambda game, card, event: event.subject is not None and event.subject.is_ice,
                 optional="use Barry “Baz” Wong"),), waits_for="")


def _faceup_installed_agenda(game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.card.facts.type == "agenda" and subject.faceup \
        and game.is_installed(subject)


def _rezzed_card_to_hq(game: Game, ctx: Ctx) -> None:
    """Blue Sun: the Corp may add 1 rezzed card to HQ and gains credits equal to its rez cost (as it stood, rezzed)."""
    from rulesdb.engine.effects.card_moves import to_hq
    from rulesdb.engine.timing.priority import rez_cost
    found = [o for o in game.installed() if o.owner == "corp" and o.rezzed and o.host is None]
    card = ask_card(game, "Blue Sun: Powering the Future target", found, "Corp", extra=("no",)) if found else "no"
    if card == "no":
        game.trace.add(f"{ctx.by}: the Corp adds no card to HQ.")
        return
    credits = rez_cost(game, card)
    to_hq(game, card, ctx.by)
    gain(credits)(game, ctx)


BLUE_SUN = _corp("Blue Sun: Powering the Future", "Corp", "weyland-consortium", [
    "When your turn begins, you may add 1 rezzed card to HQ and gain credits equal to its rez cost."],
    on=(when_turn_begins(_rezzed_card_to_hq),), decisions=("Blue Sun: Powering the Future target",), waits_for="")


BANGUN = _corp("BANGUN: When Disaster Strikes", "Corp", "weyland-consortium", [
    "You may install agendas faceup. <em>(This does not make their abilities active.)</em>",
    "Whenever the Runner accesses a faceup installed agenda, do 2 meat damage and give the Runner 1 tag."],
    on=(constant(AGENDAS_FACEUP, lambda game, card, subject: True, starts="You may install"),
        whenever("access", seq(damage("meat", 2), give_tags(1)), _faceup_installed_agenda,
                 starts="Whenever the Runner accesses")),
    decisions=("BANGUN: When Disaster Strikes choice",), waits_for="")
