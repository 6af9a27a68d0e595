"""What a scenario that starts inside a turn cannot know: the turn's earlier part.

A board may start in a player's action phase with fewer [click] than allotted ("2 clicks left"): at least one action
of that turn came before the scenario, and the game's history holds nothing of it. A card whose text counts from the
turn's start ("the first time each turn", "if you made a successful run this turn", "if you have not finished an
action yet this turn", "during their last turn" when that turn is this one) would be answered from the scenario's
start instead; the engine refuses such a scenario with one line naming the card and what it cannot know.

An answer the scenario's own events settle stands: a successful run made during the scenario was made "this turn",
and a second install in the scenario is not "the first install each turn". Only an answer that needs the earlier
part of the turn to have held nothing (or to be counted) is refused.
"""

from __future__ import annotations

import re

from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError

STARTED_MID = "started mid"  # the history's note of a turn the scenario started inside (lastturn.happened)
FIRST_TIME = "the first time each turn"  # the fact state.lastturn's ordinal triggers refuse, before a card names it
_CLAUSE = re.compile(r"\bthe first time each turn[^,.]*", re.IGNORECASE)


class EarlierTurnUnknown(ScenarioError):
    """The answer depends on what happened in the turn before the scenario started; `reason` is the message
    without the scenario's name (a listing of options gives it as the reason an option is not known). `title`,
    `fact` and `turn` are what refuse_unknown was given, so a caller that knows the card can name it (`naming`)."""

    def __init__(self, source: str, reason: str, title: str = "", fact: str = "", turn: int | None = None):
        super().__init__(f"{source}: {reason}")
        self.reason, self.title, self.fact, self.turn = reason, title, fact, turn


def started_mid(game: Game, turn: int | None = None) -> bool:
    """Whether the scenario started inside `turn` (default: this turn) after an action of it, or (a turn number
    below 1) the turn came wholly before the scenario."""
    if turn is not None and turn < 1:
        return True
    if turn is None or turn == game.turn.number:
        return game.turn.started_mid
    return any(number == turn and what == STARTED_MID for number, what, *_ in game.history)


def note_started_mid(game: Game) -> None:
    """Keep in the history that this turn started inside the scenario (its earlier part unknown), for a later
    "during their last turn", with the cards active as it started (the only ones that could have acted in the
    turn's earlier part: `on_the_board`)."""
    if game.turn.started_mid:
        active = frozenset(obj.object_id for obj in game.in_play() if game.is_active(obj))
        game.history.append((game.turn.number, STARTED_MID, active, ""))


def on_the_board(game: Game, card, turn: int | None = None) -> bool:
    """Whether `card` was in play and active as this turn's (or `turn`'s) board started after an unshown action: what
    it did in that part of the turn is not known. A card the scenario installed, rezzed or scored later was not."""
    number_asked = game.turn.number if turn is None else turn
    return any(number == number_asked and what == STARTED_MID and card.object_id in active
               for number, what, active, _ in game.history)


def refuse_unknown(game: Game, card, fact: str, turn: int | None = None) -> None:
    """Stop the scenario when `fact` (what `card` asks about the turn) needs the turn's part before the scenario."""
    if not started_mid(game, turn):
        return
    title = card if isinstance(card, str) else card.title
    who = game.player(game.turn.active if turn is None else _side_of(game, turn)).name
    named = f"{title}: " if title else ""
    if turn is not None and turn < 1:
        raise EarlierTurnUnknown(game.decider.source, f"{named}\"{fact}\": that turn of the {who} came before the "
                                 "scenario began, so the engine cannot know (play that turn first)", title, fact, turn)
    raise EarlierTurnUnknown(game.decider.source,
                             f"{named}\"{fact}\": the scenario starts in the {who}'s action phase with fewer [click] "
                             "than allotted, so whether this happened earlier in the turn is not known; start the "
                             "scenario at the beginning of the turn", title, fact, turn)


def refuse_turn_began_unshown(game: Game, card, fact: str) -> None:
    """Stop the scenario when `fact` (a choice `card` made "When your turn begins") is asked in a turn whose beginning
    the scenario does not show: it starts in that turn's action phase, with every [click] left or fewer, after the
    choice. A card the scenario installed this turn was not in play as the turn began, so it made none."""
    if game.turn.begun or new_this_turn(game, card):
        return
    who = game.active.name
    raise EarlierTurnUnknown(game.decider.source, f"{card.title}: \"{fact}\": the scenario starts in the {who}'s "
                             "action phase, after their turn began, so what was chosen then is not known; start the "
                             "scenario at the beginning of the turn", card.title, fact)


def naming(game: Game, card, text: str, test, *args):
    """`test(*args)` (a trigger or interrupt condition of `card`, its printed line `text`): a refusal that names no
    card (state.lastturn's "the first time each turn", which sees only events) is given again naming `card` and the
    printed clause at stake."""
    try:
        return test(*args)
    except EarlierTurnUnknown as refused:
        if refused.title:
            raise
        title = card if isinstance(card, str) else card.title
        refuse_unknown(game, title, first_time_clause(card, text) if refused.fact == FIRST_TIME else refused.fact,
                       refused.turn)
        raise


def first_time_clause(card, text: str = "", default: str = FIRST_TIME) -> str:
    """The printed clause "the first time each turn ..." of `text` (else of `card`'s printed lines), up to its comma:
    what a refusal says is not known; `default` when the card words it otherwise."""
    lines = (text, *(() if isinstance(card, str) else card.card.facts.text))
    for line in lines:
        found = _CLAUSE.search(line or "")
        if found:
            clause = found.group(0).strip()
            return clause[0].lower() + clause[1:]
    return default


def unless_none_earlier(game: Game, found, card, fact: str, turn: int | None = None):
    """`found` (what this turn's history holds for `fact`), unless it is empty and the turn started before the
    scenario: then nothing found in the scenario does not mean nothing happened."""
    if not found:
        refuse_unknown(game, card, fact, turn)
    return found


def once_per_turn_known(game: Game, card) -> None:
    """A first use in the scenario of a once-per-turn ability ("Once per turn →", "Use this ability only once per
    turn") of a card in play before a board that starts after an unshown action: it may have been used then. A card
    the scenario installed this turn was not."""
    if not new_this_turn(game, card):
        refuse_unknown(game, card, "once per turn")


def new_this_turn(game: Game, card) -> bool:
    """Whether the scenario installed `card` (its first object) this turn: it was not in play before the scenario."""
    return any(number == game.turn.number and what == "install" and subject is not None
               and subject.first_object == card.first_object for number, what, subject, _ in game.history)


def known(test, *args) -> bool:
    """`test(*args)` (a use restriction, whether a cost can be paid) for a list of what could be used now: an ability
    whose answer needs the turn's part before the scenario is not offered, and is refused only if it is tried."""
    try:
        return bool(test(*args))
    except EarlierTurnUnknown:
        return False


def _side_of(game: Game, turn: int) -> str:
    """Whose turn `turn` was (turns alternate)."""
    return game.turn.active if (game.turn.number - turn) % 2 == 0 else \
        ("runner" if game.turn.active == "corp" else "corp")
