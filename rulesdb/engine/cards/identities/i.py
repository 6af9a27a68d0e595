"""Identities whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.effects.winning import FEWER_POINTS
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import happened
from rulesdb.engine.state.midturn import unless_none_earlier


def _scored_untouched_this_turn(game: Game, card, event) -> bool:
    """Issuaq Adaptics: the Corp scored an agenda it neither installed nor advanced this turn (the same card
    through its zone changes: its first object)."""
    if event.kind != "scored" or event.subject is None or card.owner != "corp":
        return False
    first = event.subject.first_object
    touched = happened(game, game.turn.number, "install") + happened(game, game.turn.number, "advanced")
    return not unless_none_earlier(game, [o for o in touched if o is not None and o.first_object == first], card,
                                   f"{event.subject.title} was installed or advanced this turn")


ISSUAQ_ADAPTICS = _corp("Issuaq Adaptics: Sustaining Diversity", "Division", "jinteki", [
    "Whenever you score an agenda that you did not install or advance this turn, place 1 power counter on this "
    "identity.", "For each hosted power counter, you need 1 less agenda point to win the game."],
    on=(whenever("scored", place_counters("power", 1), _scored_untouched_this_turn, starts="Whenever you score",
                 refs=(cites.cr("rule_win_agenda_points"),)),
        constant(FEWER_POINTS, lambda game, card, side: card.counters.get("power", 0) if side == card.owner else 0,
                 starts="For each hosted power counter")),
    waits_for="")


def _corp_ahead(game: Game, ctx) -> bool:
    return game.agenda_points("corp") > game.agenda_points("runner")


IAIN_STIRLING = identity("Iain Stirling: Retired Spook", "Natural", faction="criminal", link=1, deck=45, limit=10,
                         text=("When your turn begins, gain 2[c] if the Corp has more scored agenda points than you.",),
                         on=(when_turn_begins(when(_corp_ahead, gain(2))),))


INDUSTRIAL_GENOMICS = _corp("Industrial Genomics: Growing Solutions", "Division", "jinteki", [
    "The trash cost of each card is increased by 1 for each facedown card in Archives."],
    on=(constant("trash-cost", lambda game, card, subject: sum(1 for c in game.corp.discard if not c.faceup),
                 starts="The trash cost"),), waits_for="")
