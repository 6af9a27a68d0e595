"""Identities whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, paid, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner, flip_identity, on_side
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, lose
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.cards.shared import from_archives_to_hq, rez_one_for_less
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import REVEALED, revealed
from rulesdb.engine.effects.winning import FEWER_POINTS
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, happened
from rulesdb.engine.state.midturn import unless_none_earlier


def _passed_rezzed_bioroid(game: Game, card, event) -> bool:
    ice = event.subject
    return (ice is not None and ice.rezzed and game.has_subtype(ice, "Bioroid")
            and first_time_this_turn(game, card, "passed a rezzed bioroid"))


_rez_bioroid_4_less = rez_one_for_less(lambda game, card: game.has_subtype(card, "Bioroid"), 4, "no bioroid card")


HB_ARCHITECTS_OF_TOMORROW = _corp("Haas-Bioroid: Architects of Tomorrow", "Megacorp", "haas-bioroid", [
    "The first time each turn the Runner passes a rezzed piece of bioroid ice, you may rez 1 bioroid card, paying "
    "4[c] less."], limit=12,
    on=(whenever("pass", _rez_bioroid_4_less, _passed_rezzed_bioroid, starts="The first time", structure="run"),),
    decisions=("Haas-Bioroid: Architects of Tomorrow target",), waits_for="")


def _first_install_of(side: str):
    def condition(game: Game, card, event) -> bool:
        return first_each_turn(game, event, lambda game, past: past.subject.owner == side)
    return condition


HB_ETF = _corp("Haas-Bioroid: Engineering the Future", "Megacorp", "haas-bioroid", [
    "The first time you install a card each turn, gain 1[c]."],
    on=(whenever("install", gain(1), _first_install_of("corp")),), waits_for="")


HB_PRECISION_DESIGN = _corp("Haas-Bioroid: Precision Design", "Megacorp", "haas-bioroid", [
    "You get +1 maximum hand size.", "Whenever you score an agenda, you may add 1 card from Archives to HQ."], deck=40,
    on=(constant("hand-size", lambda game, card, side: 1 if side == "corp" else 0, starts="You get"),
        whenever("scored", from_archives_to_hq(1), lambda game, card, event: bool(game.corp.discard),
                 starts="Whenever", optional="use Haas-Bioroid: Precision Design")), waits_for="")


def _accessed_this_turn(game: Game, card) -> bool:
    accessed = [run for run in game.runs if run["turn"] == game.turn.number and run["accessed"]]
    return bool(unless_none_earlier(game, accessed, card, "you accessed a card this turn"))


def _turn_ends_having_accessed(accessed: bool):
    def condition(game: Game, card, event) -> bool:
        return event.info.get("side") == "runner" and _accessed_this_turn(game, card) == accessed
    return condition


HB_STRONGER_TOGETHER = _corp("Haas-Bioroid: Stronger Together", "Megacorp", "haas-bioroid", [
    "All bioroid ice has +1 strength."],
    on=(constant("ice-strength", lambda game, card, ice: 1 if ice.card.facts.has("bioroid") else 0, starts="All"),),
    waits_for="")


HOSHIKO_SHIRO = _runner("Hoshiko Shiro: Untold Protagonist", "Natural", "anarch", 0, [
    "When your turn ends, if you accessed a card this turn, gain 2[c] and flip this identity.", "Flip side:",
    "When your turn begins, draw 1 card and lose 1[c].",
    "When your turn ends, if you did not access any cards this turn, flip this identity."],
    on=(*on_side(False, whenever("turn-ends", seq(gain(2), flip_identity), _turn_ends_having_accessed(True),
                                 starts="When your turn ends, if you accessed", structure="turn")),
        *on_side(True, whenever("turn-begins", seq(draw(1), lose(1, "you")),
                                lambda game, card, event: event.info.get("side") == "runner",
                                starts="When your turn begins", structure="turn"),
                 whenever("turn-ends", flip_identity, _turn_ends_having_accessed(False),
                          starts="When your turn ends, if you did not", structure="turn"))), waits_for="")


def _reveal_grip_or_stack(game: Game, ctx: Ctx) -> None:
    """Hyoubu Institute: the Corp reveals 1 card from the grip at random (seeded) or the top card of the stack
    ("<identity> choice": grip or stack); it stays where it is (cr/rule_reveal)."""
    runner = game.runner
    options = [*(["grip"] if runner.hand else []), *(["stack"] if runner.deck else [])]
    if not options:
        game.trace.add(f"{ctx.by}: the grip and the stack are empty; nothing is revealed.", cites.cr("rule_reveal"))
        return
    where = game.decider.ask(f"{ctx.source.title} choice", options, "Corp")
    card = runner.hand[game.rng.randrange(len(runner.hand))] if where == "grip" else runner.deck[0]
    how = "at random from the grip" if where == "grip" else "from the top of the stack"
    game.trace.add(f"{ctx.by}: the Corp reveals {card.title} {how}.", cites.cr("rule_reveal"), key=True)
    revealed(game, "corp", 1)


HYOUBU_INSTITUTE = _corp("Hyoubu Institute: Absolute Clarity", "Division", "jinteki", [
    "The first time each turn you reveal a card, gain 1[c].",
    "[click]: Reveal 1 card from the grip at random or the top card of the stack."],
    on=(whenever(REVEALED, gain(1), lambda game, card, event: first_each_turn(
                     game, event, lambda game, past: past.info.get("by") == card.owner), starts="The first time",
                 refs=(cites.cr("rule_reveal"),)),
        paid(Clicks(1), effect=_reveal_grip_or_stack, starts="[click]")),
    decisions=("Hyoubu Institute: Absolute Clarity choice",), waits_for="")


HARMONY_MEDTECH = identity("Harmony Medtech: Biomedical Pioneer", "Division", faction="jinteki", deck=40, limit=12,
                           text=("Each player needs 1 fewer agenda point to win the game.",),
                           on=(constant(FEWER_POINTS, lambda game, card, side: 1, starts="Each player"),))


HAARPSICHORD_STUDIOS = _corp("Haarpsichord Studios: Entertainment Unleashed", "Division", "nbn", [
    "The Runner cannot steal more than one agenda each turn."],
    on=(constant("cannot-steal", lambda game, card, agenda: bool(unless_none_earlier(
        game, happened(game, game.turn.number, "stolen"), card, "the Runner stole an agenda this turn")),
                 starts="The Runner cannot"),), waits_for="")
