"""Lasting effects a board that starts inside a turn cannot see, made in the turn's unshown part by a card active as
the board started (state.midturn.on_the_board), and the board's own word on them.

A board starting after an unshown action shows no effect made in that action: a non-AI icebreaker beside Cybertrooper
Talut may have been installed in it, with +2 strength until the turn ends; Excalibur may have said "The Runner cannot
make another run this turn". The engine asks only where such an effect would be read during play, and refuses there,
in one line naming the card and the unknown, when the answer turns on it:
- a strength compared in an encounter (`compared`: an icebreaker below the ice, or matching ice that may be stronger),
  for a card with a constant `MAY_HAVE_BOOSTED` (Cybertrooper Talut, LLDS Processor, Gauss, Living Mural,
  Gebrselassie, IT Department); the final state's strengths are reported, never refused;
- a run, draw, advance, score or bioroid break being taken (`may_have_forbidden`), for a card with a constant
  `MAY_HAVE_FORBIDDEN` (Excalibur, Uroboros, Lockdown, Efficiency Committee, Hákarl 1.0, A Teia).
The board may state a strength change instead (`strength_this_turn`: `lay_stated`), and an agenda it says was scored
this turn lays what its scoring made (`lay_made_when_scored`: Luminal Transubstantiation, Midnight-3 Arcology).
"""

from __future__ import annotations

import re

from rulesdb.engine.state.events import Lasting
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown, on_the_board
from rulesdb.engine.state.objects import CardObj

# a Static: value(game, card, subject) -> the +N strength it may have given `subject` (0: none), or a phrase when N is
# not known ("+1 or more strength")
MAY_HAVE_BOOSTED = "may-have-boosted-this-turn"
MAY_HAVE_FORBIDDEN = "may-have-forbidden-this-turn"  # a Static: value(game, card, (action, subject)) -> bool
STATED = "stated-strength-this-turn"  # a Lasting the board lays: value(game, None, breaker) -> the board stated it
MADE_WHEN_SCORED = "made-when-scored-this-turn"  # a Static: value(game, agenda, None) lays its lasting effect
BOARD = "the board"


class TheBoardsTurn:
    """The duration "the remainder of the turn" of an effect the board states: the turn the scenario starts in."""

    def __init__(self, game: Game):
        self.game = game

    @property
    def ended(self) -> bool:
        turn = self.game.turn
        return turn.number > 1 or (turn.number == 1 and turn.ended)


STRENGTHS = ("breaker-strength", "ice-strength")


def lay_stated(game: Game, card: CardObj, amount: int) -> None:
    """The board's `strength_this_turn: N` on an icebreaker or a piece of ice: +N strength for the remainder of the
    turn (0: none), made before the board by what it does not show, and the engine's question about it settled."""
    token = TheBoardsTurn(game)
    game.effects.append(Lasting(STATED, lambda g, c, subject: subject is card,
                                f"the board states {card.title}'s strength this turn", "turn", token, BOARD))
    if amount:
        game.effects.append(Lasting(STRENGTHS[card.is_ice], lambda g, c, subject: amount if subject is card else 0,
                                    f"{card.title} has {amount:+d} strength for the remainder of the turn",
                                    "turn", token, BOARD))


def stated(game: Game, card: CardObj) -> int | None:
    """The +N strength for the remainder of the turn the board states `card` has (0: none), or None."""
    if not any(e.kind == STATED and e.source == BOARD and e.value(game, None, card) for e in game.effects):
        return None
    return sum(e.value(game, None, card) for e in game.effects if e.kind in STRENGTHS and e.source == BOARD)


def unseen(game: Game, breaker: CardObj) -> list[tuple[str, int | str]]:
    """(card, +N) for each card in play that may have given `breaker` (an icebreaker or a piece of ice) +N strength
    for the remainder of the turn before a board that starts after an unshown action: both were active as the board
    started (what the scenario does, the engine sees), and the board does not state its strength."""
    if MAY_HAVE_BOOSTED not in game.static_kinds or not on_the_board(game, breaker):
        return []
    if stated(game, breaker) is not None:
        return []
    found = [(obj.title, rule.value(game, obj, breaker)) for obj, rule in game.statics(MAY_HAVE_BOOSTED)
             if obj is not None and on_the_board(game, obj)]
    return [(title, amount) for title, amount in found if amount]


def compared(game: Game, breaker: CardObj, ice: CardObj, more: int = 0) -> int:
    """`breaker`'s strength where it is compared with `ice`'s during an encounter (`more`: the boosts a plan adds).
    An unseen increase can only raise it, so a breaker already as strong as the ice is answered; one weaker is
    refused when a card in play may have raised it earlier in the turn (the comparison's answer turns on it)."""
    have = game.breaker_strength(breaker)
    need = game.ice_strength(ice)
    from rulesdb.engine.state.unseen_blank import link_decides  # Security Chip's +1 strength for each [link]
    link_decides(game, lambda: game.breaker_strength(breaker) + more >= game.ice_strength(ice),
                 f"whether {breaker.title} (strength {have + more}) matches {ice.title}'s strength {need}")
    if have + more >= need:  # an unseen increase of the ice's (IT Department) may make it stronger
        for title, amount in unseen(game, ice):
            refuse(game, title, ice, amount, f"whether {breaker.title} (strength {have + more}) still matches "
                   f"{ice.title}'s strength ({need} without it) depends on it")
        return have
    for title, amount in unseen(game, breaker):
        refuse(game, title, breaker, amount, f"whether {breaker.title} (strength {have + more} without it) "
               f"matches {ice.title}'s strength {need} depends on it")
    if stated(game, breaker) is None:
        from rulesdb.engine.state.earlier_this_turn import may_have_been_used
        may_have_been_used(game, "match", breaker)  # The Helpful AI in the heap: "+2 strength until the end of turn"
    return have


def refuse(game: Game, title: str, card: CardObj, amount: int | str, why: str) -> None:
    """One line: the card, the effect it may have made, why it matters, and the way out."""
    said = f"+{amount} strength" if isinstance(amount, int) else amount
    example = f"+{amount}" if isinstance(amount, int) else "+N"
    raise EarlierTurnUnknown(
        game.decider.source,
        f"{title} may already have given {card.title} {said} this turn (a board starting after an unshown action "
        f"cannot say): {why}; state it on the board ({card.title} ({example} strength this turn), or +0 for none: "
        "`strength_this_turn`), or start the scenario at the beginning of the turn",
        title, f"{said} for the remainder of the turn")


def may_have_forbidden(game: Game, action: str, subject=None) -> None:
    """Before `action` the known effects allow: refused when a card active as the board started may have made a
    "cannot <action>" for the remainder of the turn in its unshown part (Excalibur's "The Runner cannot make another
    run this turn", Lockdown's "cannot draw", Efficiency Committee's "cannot advance"); the board has no way to state
    one, so the way out is the turn's beginning."""
    if MAY_HAVE_FORBIDDEN not in game.static_kinds:
        return
    for obj, rule in game.statics(MAY_HAVE_FORBIDDEN):
        if obj is not None and on_the_board(game, obj) and rule.value(game, obj, (action, subject)):
            said = _cannot_sentence(rule.text)
            raise EarlierTurnUnknown(
                game.decider.source,
                f"{obj.title} may already have made \"{said}\" earlier this turn (a board starting after an unshown "
                f"action cannot say), and {_the(action, subject)} depends on it; start the scenario at the beginning "
                "of the turn", obj.title, said)


def _cannot_sentence(text: str) -> str:
    """The printed sentence saying the "cannot" ("The Runner cannot draw cards for the remainder of this turn."),
    without the subroutine mark or what leads to it ("If you do, ")."""
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", text.replace("[sub]", ""))]
    found = next((s for s in sentences if "cannot" in s), text)
    for lead in ("If you do, ", "If successful, "):
        found = found.split(lead)[-1]
    return found[0].upper() + found[1:]


def _the(action: str, subject) -> str:
    """The action the refusal is about, as a judge says it."""
    if action == "run":
        return f"the run on {subject}"
    if action in ("advance", "score"):
        return f"{'advancing' if action == 'advance' else 'scoring'} {subject.title}"
    return {"draw": "drawing", "break": "breaking with a paid ability printed on bioroid ice"}.get(action, action)


def lay_made_when_scored(game: Game) -> None:
    """As a board that starts in the action phase begins: an agenda it says was scored this turn (`scored_this_turn`)
    made its "for the remainder of the turn" effect then (Luminal Transubstantiation's "You cannot score agendas",
    Midnight-3 Arcology's "Skip your discard step"); the agenda's constant of kind MADE_WHEN_SCORED lays it now."""
    for agenda in game.corp.score:
        if agenda.title not in game.corp.scored_this_turn:
            continue
        for rule in agenda.card.statics:
            if rule.kind == MADE_WHEN_SCORED:
                rule.value(game, agenda, None)
