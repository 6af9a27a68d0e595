"""Dr. Lovegood's choice as the Runner's turn began, on a board that starts after it (in the action phase).

"When your turn begins, choose 1 of your installed cards. That card loses its printed abilities for the remainder of
the turn." The choice is mandatory, and Dr. Lovegood is itself an installed card, so as the turn began exactly one
card the Runner had installed lost its printed abilities (cr/rule_lose_ability); a board starting in the action phase
does not show which. What the engine knows: a card the scenario installed was not installed then, so it kept its
abilities; the Corp's cards, and every card in the Corp's turn, are untouched. The board may say the choice
(`{card: Dr. Lovegood, chosen: Corroder}`): the card's own effect makes it again (a constant of kind
CHOSE_AS_TURN_BEGAN).
Otherwise, an ability of one of the Runner's cards on the board is refused, in one line naming Dr. Lovegood, only
where it is used: a paid ability used, a break, a conditional ability resolving, a constant ability's value read
that changes a result (`guard`, `guarded`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown, new_this_turn
from rulesdb.engine.state.objects import PLAY_AREA

# a Static of Dr. Lovegood: value(game, card, written) makes its choice as the turn began again, `written` the card the
# board names; the board's word settles the question (`stated`)
CHOSE_AS_TURN_BEGAN = "chose-as-turn-began"
STATED = "stated-turn-began-choice"  # a Lasting the board lays: value(game, None, chooser) -> the board said it
BEGAN_UNSHOWN = "began unshown"  # the history's note of a turn whose beginning the scenario does not show
UNSURE = "read as printed"  # the history's note of a value the board shows as printed, though the choice may take it
_READING: set[int] = set()  # the games whose board is being read for a snapshot, not played
_SETTLING: set[int] = set()  # the games whose memory is being read with each possible choice (`memory_decides`)
MEMORY_KINDS = ("memory", "memory-cost", "hosted-memory-free")  # constants that change the memory limit or used


def chooses_as_turn_begins(card) -> bool:
    """Whether a card definition makes a choice as the turn begins that the board may say (`chosen`)."""
    return any(rule.kind == CHOSE_AS_TURN_BEGAN for rule in card.statics)


def lay_chosen(game: Game, shown: bool) -> None:
    """As a board that starts inside the Runner's turn begins: the choice it says a card made as the turn began
    (`{card: Dr. Lovegood, chosen: Corroder}`) is made again by the card's own effect, and the question settled;
    refused when the scenario shows the turn's beginning (`shown`), or starts in the Corp's turn."""
    from rulesdb.engine.state.events import Lasting
    from rulesdb.engine.state.unseen_lasting import BOARD, TheBoardsTurn
    from rulesdb.errors import ScenarioError
    if not shown:
        game.history.append((game.turn.number, BEGAN_UNSHOWN, frozenset(), ""))
    for said in (u for u in game.earlier_this_turn if u.kind == "chose"):
        card = said.obj
        if shown or game.turn.active != "runner":
            when = "the Corp's turn" if game.turn.active != "runner" else "the beginning of the turn"
            raise ScenarioError(f"{game.decider.at(said.line, said.field)}: it chooses as the Runner's "
                                f"turn begins, and the scenario starts at {when} (answer '{card.title} target' there)")
        game.effects.append(Lasting(STATED, lambda g, c, subject, card=card: subject is card,
                                    f"the board says what {card.title} chose", "turn", TheBoardsTurn(game), BOARD))
        rule = next(r for r in card.card.statics if r.kind == CHOSE_AS_TURN_BEGAN)
        rule.value(game, card, said)


def chooser(game: Game):
    """The card whose choice as the turn began is unknown: in play as a Runner's-turn board starting in the action
    phase, after that choice, began (every [click] left or fewer), with a CHOSE_AS_TURN_BEGAN constant, its choice not
    stated; else None."""
    if CHOSE_AS_TURN_BEGAN not in game.static_kinds or game.turn.active != "runner" or not any(
            number == game.turn.number and what == BEGAN_UNSHOWN for number, what, *_ in game.history):
        return None
    for obj in game.runner.play:
        if any(r.kind == CHOSE_AS_TURN_BEGAN for r in obj.card.statics) and not new_this_turn(game, obj) \
                and not any(e.kind == STATED and e.value(game, None, obj) for e in game.effects):
            return obj
    return None


def guard(game: Game, card, what: str) -> None:
    """Before `what` (an ability of `card` used, or read to a result): refused when `card`, a Runner card on the
    board, may be the one whose printed abilities the unknown choice took, or whose abilities a piece of ice rezzed
    before the board took (Klevetnik: state.unseen_rez_blank)."""
    found = chooser(game)
    if found is None or not _may_be_chosen(game, found, card):
        _guard_rez_blank(game, card, what)
        return
    if id(game) in _READING:  # the final state read, not played: shown as printed, with a caveat
        _note(game, found, card, what)
        return
    raise EarlierTurnUnknown(
        game.decider.source,
        f"{found.title} chose 1 of the Runner's installed cards as this turn began, and it lost its printed abilities "
        f"for the remainder of the turn (a board starting in the Runner's action phase cannot say which): {what} "
        f"depends on whether it was {card.title}; say it on the board ({found.title} (chosen {card.title}), or "
        f"chosen {found.title} itself), or start the scenario at the beginning of the turn",
        found.title, "the card chosen as the turn began")


def _guard_rez_blank(game: Game, card, what: str) -> None:
    from rulesdb.engine.state.unseen_rez_blank import blanker, caveat, refusal
    ice = blanker(game, card)
    if ice is None:
        return
    if id(game) in _READING:
        _caveat(game, caveat(ice, card, what))
        return
    raise refusal(game, ice, card, what)


def _may_be_unknown(game: Game, card) -> bool:
    """Whether an unknown choice made before the board may have taken `card`'s abilities."""
    from rulesdb.engine.state.unseen_rez_blank import blanker
    found = chooser(game)
    return (found is not None and _may_be_chosen(game, found, card)) or blanker(game, card) is not None


def _may_be_chosen(game: Game, found, card) -> bool:
    return card is not None and card is not found and card.owner == "runner" and not new_this_turn(game, card) \
        and card.zone == PLAY_AREA


@contextmanager
def reading_the_board(game: Game) -> Iterator[None]:
    """While the board is read for a snapshot (the final state, a moment's state): a value the unknown choice may
    have taken is shown as printed and noted for the verdict (`unsure_caveats`), never refused, since nothing in play
    turned on it there; a refusal is decided where a value is read during play."""
    _READING.add(id(game))
    try:
        yield
    finally:
        _READING.discard(id(game))


def _note(game: Game, found, card, what: str) -> None:
    _caveat(game, f"{found.title} chose 1 of the Runner's installed cards as this turn began (the board cannot say "
                  f"which): the state shows {what} as printed, though {card.title} may be the card that lost its "
                  "printed abilities.")


def _caveat(game: Game, text: str) -> None:
    if not any(entry[1] == UNSURE and entry[3] == text for entry in game.history):
        game.history.append((game.turn.number, UNSURE, frozenset(), text))


def unsure_caveats(game: Game) -> list[str]:
    """The verdict's sentences for the values the final state shows as printed though the unknown choice may have
    taken them (`reading_the_board`)."""
    return [entry[3] for entry in game.history if entry[1] == UNSURE]


def printed_decides(game: Game, attr: str, holds: Callable[[int], bool], what: str) -> None:
    """Where a printed +[MU] or +[link] (`attr`: "memory_bonus", "link") is read to a result during play: `holds(n)`
    is the result with n taken from the total; refused naming the first Runner card whose printed bonus an unknown
    choice (Dr. Lovegood's, Klevetnik's) may have taken and whose bonus changes the result."""
    from rulesdb.engine.state.unseen_rez_blank import MAY_HAVE_BLANKED
    if chooser(game) is None and MAY_HAVE_BLANKED not in game.static_kinds:
        return
    unit = "[MU]" if attr == "memory_bonus" else "[link]"
    for obj in game.installed():
        n = getattr(obj.card, attr) or 0
        if n and not obj.facedown and _may_be_unknown(game, obj) and holds(0) != holds(n):
            guard(game, obj, f"{what} (with {obj.title}'s printed +{n}{unit})")


def memory_decides(game: Game, result: Callable[[], object], what: str) -> None:
    """Where the Runner's memory is read to a result during play (how far installed programs are over the memory
    limit at a checkpoint): `result()` read again as if each Runner card the unknown choice (Dr. Lovegood's,
    Klevetnik's) may have taken had lost its printed abilities (cr/rule_lose_ability: a printed +[MU], Ekomind's
    memory limit, Puffer's memory cost, Omni-drive's free hosting); refused naming the first card whose loss changes
    the result, so a board that settles it whichever card was chosen goes on (read it inside `memory_settled`)."""
    deciding = memory_decider(game, result)
    if deciding is not None:
        guard(game, deciding, f"{what} (with {_memory_ability(deciding)})")


def memory_decider(game: Game, result: Callable[[], object]):
    """The first Runner card an unknown choice may have taken whose loss of its printed abilities changes
    `result()`, a reading of the memory; None when the board settles it (`memory_decides` refuses naming it)."""
    from rulesdb.engine.state.unseen_rez_blank import MAY_HAVE_BLANKED
    if chooser(game) is None and MAY_HAVE_BLANKED not in game.static_kinds:
        return None
    with memory_settled(game):
        shown = result()
        return next((obj for obj in game.installed() if _gives_memory(obj) and _may_be_unknown(game, obj)
                     and _as_if_blank(game, obj, result) != shown), None)


@contextmanager
def memory_settled(game: Game) -> Iterator[None]:
    """The Runner's memory read without refusing on a memory constant's value (its printed +[MU] never is):
    `memory_decides` found that no possible choice changes it; any other guard still refuses."""
    _SETTLING.add(id(game))
    try:
        yield
    finally:
        _SETTLING.discard(id(game))


def _gives_memory(obj) -> bool:
    return obj.owner == "runner" and not obj.facedown and bool(
        obj.card.memory_bonus or any(rule.kind in MEMORY_KINDS for rule in obj.card.statics))


def _memory_ability(obj) -> str:
    """`obj`'s ability that changes the memory, for the refusal: its printed +[MU], else its constant's text."""
    if obj.card.memory_bonus:
        return f"{obj.title}'s printed +{obj.card.memory_bonus}[MU]"
    text = next(rule.text for rule in obj.card.statics if rule.kind in MEMORY_KINDS)
    return f"{obj.title}'s \"{text}\""


def _as_if_blank(game: Game, obj, result: Callable[[], object]) -> object:
    """`result()` with `obj` having lost its abilities for the moment (a lasting effect laid and taken away)."""
    from rulesdb.engine.state.dependent import LOSES
    from rulesdb.engine.state.events import Lasting
    blank = Lasting(LOSES, lambda g, c, subject: subject is obj, f"as if {obj.title} had been chosen", "turn", None,
                    "the unknown choice")
    game.effects.append(blank)
    try:
        return result()
    finally:
        game.effects.remove(blank)


class _Guarded:
    """A constant ability of a Runner card on such a board: its value, once it changes a result, is refused."""

    def __init__(self, game: Game, card, rule):
        self.game, self.card, self.rule = game, card, rule
        self.kind, self.text = rule.kind, rule.text

    def value(self, game, card, subject):
        found = self.rule.value(game, card, subject)
        settled = self.kind in MEMORY_KINDS and id(self.game) in _SETTLING  # `memory_decides` asked it already
        if found and not settled:
            guard(self.game, self.card, f"{self.card.title}'s \"{self.text}\"")
        return found

    def __getattr__(self, name):
        return getattr(self.rule, name)


def guarded(game: Game, card, rule):
    """`rule` as game.statics yields it: guarded when the choice is unknown and `card` may have lost it."""
    if card is None or card.owner != "runner" or not _may_be_unknown(game, card):
        return rule
    return _Guarded(game, card, rule)


def link_decides(game: Game, result: Callable[[], bool], what: str) -> None:
    """Where the Runner's link is read to a result other than a trace's ("If you have at least 2[link], the memory
    cost of this program is 0[MU]": ZU.13 Key Master, Creeper; "Install only if you have at least 2[link]":
    Globalsec Security Clearance; Security Chip's +1 strength for each [link]): `result()` read again with each
    printed +[link] the unknown choice may have taken, refused as `printed_decides` refuses where it changes."""
    printed_decides(game, "link", lambda n: _with_less_link(game, n, result), what)


def _with_less_link(game: Game, n: int, result: Callable[[], bool]) -> bool:
    game.runner.link -= n
    try:
        return result()
    finally:
        game.runner.link += n
