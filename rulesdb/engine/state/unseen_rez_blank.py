"""Klevetnik's choice when it was rezzed during a run before the board: a resource that may have lost all abilities.

"When you rez this ice during a run against this server, you may have the Runner gain 2[c]. If you do, choose 1
installed resource. That resource loses all abilities until your next turn ends." A piece of ice rezzed as the board
starts may have been rezzed that way where the scenario cannot see it: earlier in the Runner's turn, on a board that
starts after an unshown action, or in the Runner's turn before a board that starts in the Corp's turn. Until the end
of the first Corp turn the scenario plays (cr/rule_lose_ability, cr/rule_lingering_effect), 1 resource installed as
the board started may have lost all abilities, or none did; the board does not show which. At the start of the
Runner's turn any such effect has ended with the Corp's turn before it.
The board may say it (`{card: Klevetnik, chosen: Daily Casts}`, or `chosen: none`); otherwise an ability of such a
resource is refused, in one line naming the ice, only where it is used or changes a result (state.unseen_blank's
`guard`, `guarded` and `printed_decides` ask `blanker`). A card carries a constant of kind MAY_HAVE_BLANKED.
"""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown, _side_of
from rulesdb.engine.state.objects import PLAY_AREA
from rulesdb.errors import ScenarioError

# a Static of a piece of ice: value(game, ice, subject) -> True when `subject` may be the card its rez took all
# abilities from (Klevetnik: an installed resource)
MAY_HAVE_BLANKED = "may-have-blanked-until-corp-turn-ends"
UNSEEN = "rez blank unseen"  # the history's note: the Runner's cards in play as such a board started
BY = "rez blank by"  # the history's note: one rezzed ice (the subject) that may have blanked one of them
STATED = "rez blank stated"  # the history's note: the board said what this ice (the subject) chose (its `chosen`)
NONE = "none"


def says_what_it_chose(card) -> bool:
    """Whether the board may say, with `chosen`, what this card chose when it was rezzed before the board."""
    return any(rule.kind == MAY_HAVE_BLANKED for rule in card.statics)


def note_unseen(game: Game, shown: bool) -> None:
    """As the scenario's first turn begins: note the ice that may have blanked a card unseen and the cards it may
    have blanked, unless the turn is the Runner's and its beginning is shown (`shown`); then lay what the board says
    each chose."""
    said = [u for u in game.earlier_this_turn if u.kind == "blanked"]
    unseen = game.turn.active == "corp" or not shown
    for used in said:
        if not unseen:
            raise ScenarioError(f"{game.decider.at(used.line, used.field)}: the scenario starts at the beginning of "
                                f"the Runner's turn, so what {used.obj.title} chose as it was rezzed in an earlier "
                                "run lasted only until the end of the Corp's turn before it (leave it out)")
    ice = [o for o in game.installed() if o.rezzed and says_what_it_chose(o.card)]
    if not unseen or not ice:
        return
    cards = [o for o in game.installed() if o.owner == "runner" and not o.facedown]
    game.history.append((game.turn.number, UNSEEN, frozenset(o.object_id for o in cards), ""))
    game.history.extend((game.turn.number, BY, obj, "") for obj in ice)
    for used in said:
        _lay(game, used)


def _until(game: Game) -> int:
    """The number of the first Corp turn the scenario plays: the effect lasts until it ends."""
    return 1 if _side_of(game, 1) == "corp" else 2


def _lay(game: Game, used) -> None:
    """The board's `chosen`: the resource it names loses all abilities until the Corp's turn ends (`none`: no card
    did); the question settled either way."""
    from rulesdb.engine import cites
    from rulesdb.engine.state.choice_labels import named_by
    from rulesdb.engine.state.dependent import LOSES
    from rulesdb.engine.state.events import Lasting, UntilNextTurnEnds
    ice, where = used.obj, game.decider.at(used.line, used.field)
    if not ice.rezzed:
        raise ScenarioError(f"{where}: {ice.title} is unrezzed on the board, so it chose nothing (leave it out)")
    game.history.append((game.turn.number, STATED, ice, ""))
    if used.targets[0].strip().lower() == NONE:
        game.trace.add(f"The board says no card lost its abilities to {ice.title} before it.", cites.C_LINGERING)
        return
    rule = next(r for r in ice.card.statics if r.kind == MAY_HAVE_BLANKED)
    among = [o for o in game.installed() if o.owner == "runner" and not o.facedown and rule.value(game, ice, o)]
    found = named_by(game, among, "runner", used.targets[0])
    if len(found) != 1:
        raise ScenarioError(f"{where}: {used.targets[0]!r} names {len(found)} installed cards it could have "
                            f"chosen (name one, or `none` when the Corp did not use it)")
    card = found[0]
    text = f"{card.title} loses all abilities until the Corp's turn ends."
    game.effects.append(Lasting(LOSES, lambda g, c, subject: subject is card, text,
                                "end of the Corp's turn", UntilNextTurnEnds(game, _until(game)), ice.title))
    game.trace.add(f"The board says {ice.title} chose {card.title} as it was rezzed before the board: {text}",
                   cites.cr("rule_lose_ability"), cites.C_LINGERING)


def blanker(game: Game, card):
    """The rezzed ice whose choice, made before the board, may have taken all abilities from `card` (a Runner card
    in play as the board started, where it was then) while that choice lasts, its choice not said; else None."""
    if MAY_HAVE_BLANKED not in game.static_kinds or card is None or card.owner != "runner" \
            or card.zone != PLAY_AREA or game.turn.number > _until(game):
        return None
    noted = frozenset().union(*(ids for number, what, ids, _ in game.history if what == UNSEEN))
    if card.object_id not in noted:
        return None
    stated = [ice for number, what, ice, _ in game.history if what == STATED]
    for _turn, what, ice, _ in game.history:  # wherever the ice is now: what it made lasts without it
        if what == BY and all(s is not ice for s in stated) and _may_have_chosen(game, ice, card):
            return ice
    return None


def _may_have_chosen(game: Game, ice, card) -> bool:
    return any(r.kind == MAY_HAVE_BLANKED and r.value(game, ice, card) for r in ice.card.statics)


def refusal(game: Game, ice, card, what: str) -> EarlierTurnUnknown:
    """One line: the ice, the choice it may have made, what depends on it, and the ways out."""
    when = ("earlier in this turn (a board starting after an unshown action" if _side_of(game, 1) == "runner"
            else "in the Runner's turn before this one (a board starting in the Corp's turn")
    start = ("at the beginning of the turn" if _side_of(game, 1) == "runner"
             else "in the Runner's turn before, at its beginning")
    return EarlierTurnUnknown(
        game.decider.source,
        f"{ice.title} may have been rezzed during a run against its server {when} cannot say), and if the Corp had "
        f"the Runner gain 2[c], 1 installed resource lost all abilities until the Corp's turn ends: {what} depends "
        f"on whether it was {card.title}; say it on the board ({ice.title} (chosen {card.title}), or chosen none), "
        f"or start the scenario {start}", ice.title, "the resource chosen as it was rezzed")


def caveat(ice, card, what: str) -> str:
    """The verdict's sentence for a value the final state shows, though the unseen choice may have taken it."""
    return (f"{ice.title} may have been rezzed during a run before the board and chosen 1 installed resource, which "
            f"lost all abilities (the board cannot say which): the state shows {what}, though {card.title} may be "
            "that resource.")
