"""Cards played or trashed earlier in the turn for an effect that lasts the turn, on a board that starts inside it.

A board starting after an unshown action shows no event or operation played in that action, nor a card trashed for
its ability: In the Groove lies in the heap, its "For the remainder of this turn, whenever you install ..." unseen;
Cortez Chip's "+2[c] to rez that ice until the end of the turn" left with the chip. The board says what was used
(`runner.earlier_this_turn` / `corp.earlier_this_turn`: `In the Groove`, `{card: Cortez Chip, target: Ice Wall}`):
as the turn starts, each card's own effect makes its lasting part again (`lay_earlier`), through a constant of kind
MADE_EARLIER the card carries; a card without one is refused naming it. The card lies where it went after use.

An event or operation of that kind lying in the heap or Archives as such a board starts, which the board does not list
and does not mark `not_played_this_turn`, may have been played in the unshown part: where what it would have made
decides the answer (a constant of kind DECIDES, asked where the value is read: an install, a score, a rez), the
scenario is refused in one line naming the card and the way out (`may_have_been_used`).
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.errors import ScenarioError

# a Static: value(game, card, used) makes the card's lasting effect for the rest of the turn again (`used`: the
# board's entry, with its `targets` and `x`), raising ScenarioError naming the card when it cannot
MADE_EARLIER = "made-earlier-this-turn"
# a Static of an event or operation: value(game, card, (action, subject)) -> True when the lasting effect it would
# have made decides `action` ("install", "score", "rez") on `subject`
DECIDES = "decides-if-made-earlier-this-turn"
PILES = "piles as started"  # the history's note of the cards in the heap and Archives as such a board started
PLAYED = ("event", "operation")


class Used:
    """One card the board says was used earlier this turn: its object, the targets its effect chose, and X."""

    def __init__(self, obj, targets: tuple[str, ...] = (), x: int | None = None, line: int = 0, kind: str = "used",
                 where: str = ""):
        self.obj, self.targets, self.x, self.line = obj, targets, x, line
        # "used"; "not played": the board marks a card in the heap or Archives not played this turn; "chose": what a
        # card in play chose as the turn began (Dr. Lovegood: state.unseen_blank); "blanked": what a piece of ice
        # chose as it was rezzed before the board (Klevetnik: state.unseen_rez_blank), `where` its field
        self.kind, self.where = kind, where

    @property
    def field(self) -> str:
        """Where the board says it, for a line refusing what it names: `<side>.earlier_this_turn: <card>: target`,
        or a card in play's `chosen`."""
        chose = self.kind in ("chose", "blanked")
        where = self.where or (f"{self.obj.owner}.rig" if chose else f"{self.obj.owner}.earlier_this_turn")
        return f"{where}: {self.obj.title}: " + ("chosen" if chose else "target")


def lay_earlier(game: Game) -> None:
    """As a board that starts inside a turn begins: each card it lists as used earlier this turn makes its lasting
    effect again, and the cards in the heap and Archives are noted (`may_have_been_used` asks about them)."""
    if game.turn.started_mid:
        piles = frozenset(o.object_id for o in (*game.corp.discard, *game.runner.discard))
        game.history.append((game.turn.number, PILES, piles, ""))
        _played_first(game)
    for used in game.earlier_this_turn:
        if used.kind == "used":
            _lay(game, used)


def _played_first(game: Game) -> None:
    """A Priority card listed ("Play only as your first [click]."): played with the basic action, only if no other
    [click] was spent that turn (cr/rule_priority_subtype), so before every other card listed as played, each with
    its own [click]; a listing the board's [click] cannot hold is refused (a [click] gained earlier in the turn, which
    could make room, is not modelled)."""
    player = game.active
    played = [u for u in game.earlier_this_turn if u.kind == "used" and u.obj.owner == player.side
              and u.obj.card.facts.type in PLAYED]
    first = [u for u in played if game.has_subtype(u.obj, "Priority")]
    if not first:
        return
    where = game.decider.at(first[-1].line, f"{player.side}.earlier_this_turn: {first[-1].obj.title}")
    spent = player.allotted_clicks - player.clicks
    if len(first) > 1:
        raise ScenarioError(f"{where}: {len(first)} Priority cards listed ({', '.join(u.obj.title for u in first)}), "
                            "each played only as the first [click] spent in the turn: only one can have been")
    if len(played) > spent:
        raise ScenarioError(
            f"{where}: it is Priority, played only as the first [click] spent in the turn, and "
            f"{len(played)} cards listed as played took a [click] each, but the board shows {spent} [click] spent "
            f"({player.allotted_clicks} allotted, {player.clicks} left; a [click] gained earlier this turn is not "
            "modelled): list fewer, or give the player fewer [click]")


def _lay(game: Game, used: Used) -> None:
    card = used.obj
    where = game.decider.at(used.line, f"{card.owner}.earlier_this_turn: {card.title}")
    if not game.turn.started_mid:
        raise ScenarioError(f"{where}: the scenario starts at the beginning of the turn, so nothing was used earlier "
                            "in it (give the player fewer [click] than allotted)")
    if card.card.facts.type in PLAYED and game.turn.active != card.owner:
        raise ScenarioError(f"{where}: {card.title} is {_an(card.card.facts.type)}, played only in the "
                            f"{game.player(card.owner).name}'s turn, and this is the {game.active.name}'s")
    rule = next((r for r in card.card.statics if r.kind == MADE_EARLIER), None)
    if rule is None:
        raise ScenarioError(f"{where}: what {card.title} made earlier in the turn is not modelled (the engine "
                            "reproduces only an effect that lasts the turn, made by a card it knows how to make again)")
    game.trace.add(f"The board says {card.title} was {_how(card)} earlier this turn: what it made then lasts the "
                   "turn.", *_lasting_cites(card))
    rule.value(game, card, used)


def said(game: Game, card) -> bool:
    """Whether the board lists `card` as used earlier this turn, or marks it not played this turn."""
    return any(used.obj is card and used.kind not in ("chose", "blanked") for used in game.earlier_this_turn)


def may_have_been_used(game: Game, action: str, subject=None) -> None:
    """Before `action` on `subject` ("install", "score", "rez", "match": a breaker's strength against the ice's):
    refused when a card in the heap or Archives as a board starting after an unshown action began may have been used
    then (an event or operation played by the player whose turn it is; a card trashed for its paid ability, by its
    owner in either turn: Cortez Chip, The Helpful AI), and what it would have made decides `action`."""
    if not game.turn.started_mid:
        return
    for obj in _in_the_piles(game):
        if obj.card.facts.type in PLAYED and obj.owner != game.turn.active:
            continue
        for rule in obj.card.statics:
            if rule.kind == DECIDES and rule.value(game, obj, (action, subject)):
                _refuse(game, obj, rule.text, action, subject)


def _in_the_piles(game: Game) -> list:
    started = frozenset().union(*(ids for number, what, ids, _ in game.history
                                  if number == game.turn.number and what == PILES))
    return [o for o in (*game.runner.discard, *game.corp.discard)
            if o.object_id in started and not said(game, o) and any(r.kind == DECIDES for r in o.card.statics)]


def _refuse(game: Game, obj, text: str, action: str, subject) -> None:
    pile = "heap" if obj.owner == "runner" else "Archives"
    title = obj.title
    raise EarlierTurnUnknown(
        game.decider.source,
        f"{title} ({pile}) may have been {_how(obj)} earlier this turn (a board starting after an unshown action "
        f"cannot say), and its \"{_lasting_sentence(text)}\" decides {_doing(action, subject)}; list it on the "
        f"board ({obj.owner}.earlier_this_turn: {_listed(obj)}) or mark it \"{title} (not {_verb(obj)} this "
        "turn)\", or start the scenario at the beginning of the turn", title, f"{title} {_verb(obj)} this turn")


def _listed(obj) -> str:
    """How the board lists the card: its title, with the target its effect chose when it chooses one."""
    chooses = f"{obj.title} target" in obj.card.decisions  # its effect's choice, asked by that decision
    return f"{{card: {obj.title}, target: ...}}" if chooses else obj.title


def _verb(obj) -> str:
    return "played" if obj.card.facts.type in PLAYED else "used"


def _lasting_sentence(text: str) -> str:
    """The printed sentence making the effect that lasts the turn (Mitosis's "You cannot score or rez either of those
    cards this turn."), else the whole line."""
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", text)]
    return next((s for s in sentences if "turn" in s), text)


def _lasting_cites(card) -> tuple[str, ...]:
    """The rules the step applies: the effect the card made lingers for its duration, independent of the card, now in
    the heap or Archives (cr/rule_lingering_effect); an event's or operation's, once played and trashed
    (cr/rule_playing_lingering_effects)."""
    played = (cites.C_PLAYED_LINGERING,) if card.card.facts.type in PLAYED else ()
    return (*played, cites.C_LINGERING)


def _how(card) -> str:
    return "played" if card.card.facts.type in PLAYED else "trashed for its ability"


def _doing(action: str, subject) -> str:
    if action == "match" and subject is not None:
        return f"whether {subject.title}'s strength matches the ice's"
    words = {"install": "installing", "score": "scoring", "rez": "rezzing"}
    return f"{words.get(action, action)} {subject.title}" if subject is not None else words.get(action, action)


def _an(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word
