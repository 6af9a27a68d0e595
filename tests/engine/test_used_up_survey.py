"""Every card of the Standard pool that is spent in being used (an event or operation played, a card trashed, removed
from the game or forfeited as it is used) and whose printed effect outlives that moment ("for the remainder of this
turn", "until the end of the run", "the next time", "for their next turn"), and why a board that starts after an
unshown action of the turn, the card already gone, is not ruled wrongly because of it (state.earlier_this_turn,
state.midturn). A card added to the pool with such text fails here until it is placed in one group.

A board starts between two actions of an action phase (turns.turn.play: never inside a run), so an effect lasting
only the run or encounter it was made in is over; one lasting the turn or longer is what the board cannot show."""

import re

import pytest

from rulesdb.engine.cards import CARDS
from tests.engine.printed_text import newest_printings, plain_lines
from tests.engine.test_this_turn_survey import assert_each_in_one_group

PLAYED = ("event", "operation")
# a cost or an instruction that takes this card out of play as it is used
SPENT = re.compile(r"\[trash\][^:.]*:|(?:trash|remove|forfeit) this (?:hardware|program|resource|asset|upgrade|ice|"
                   r"agenda)", re.I)
# an effect that lasts beyond the moment it is made, or words that ask about the turn
LASTS = re.compile(r"remainder of (?:the|this) (?:turn|run|encounter)|until the end of (?:the|your|their|this) "
                   r"(?:turn|run|encounter)|this (?:turn|run|encounter)\b|next (?:time|turn)|until (?:your|their) "
                   r"next|when (?:this|that) run ends|during that run", re.I)
# lasting past the run it was made in: the words a board starting between actions may still be under
PAST_THE_RUN = re.compile(r"remainder of (?:the|this) turn|until the end of (?:the|your|their|this) turn|this turn|"
                          r"next turn|until (?:your|their) next|next time(?! this run)", re.I)

# the board lists it (`earlier_this_turn`) and its own effect makes what lasts again; unlisted in the heap or Archives
# it is refused where what it would have made decides an install, a score or a rez, unless marked
# `not_played_this_turn` (state.earlier_this_turn: MADE_EARLIER, DECIDES)
ASKED_IN_THE_PILE = ("Digital Rights Management", "In the Groove", "Mitosis")
# its mark for the turn: a card that reads the mark refuses one the scenario did not identify (state.mark)
MARK = ("Carpe Diem",)
# lasts only the run or encounter it was used in, over before the action phase a board starts in resumed
OVER_WITH_THE_RUN = (
    "Always Have a Backup Plan", "Bahia Bands", "Boomerang", "Bravado", "Charm Offensive", "Concerto", "Devil Charm",
    "Direct Access", "Into the Depths", "Light the Fire!", "Mayfly", "Overclock", "Raindrops Cut Stone", "S-Dobrado",
    "Tread Lightly", "Whistleblower", "Window of Opportunity",
)
# a lockdown, not trashed until the Corp's next turn begins: in play, shown by the board (the Corp's `current`)
STAYS_IN_PLAY = ("Argus Crackdown", "Hyoubu Precog Manifold", "NAPD Cordon", "NEXT Activation Command",
                 "SYNC Rerouting")
# "After you resolve this operation, your action phase ends": no board in that action phase can follow it
ENDS_THE_ACTION_PHASE = ("Active Policing",)
# removed from the game as it resolves, where no board shows a card (no removed-from-game zone): left, see REMOVED's
# test. Climactic Showdown's choice as the Runner's turn began; Hypoxia's −1 allotted [click] for the Runner's next
# turn, read once a board starting in the Corp's action phase plays on into the Runner's turn
REMOVED = ("Climactic Showdown", "Hypoxia")
# the words ask what happened this turn (a condition of its use), and what it makes lasts no longer than the moment:
# refused where the answer needs the turn's unshown part (tests/engine/test_this_turn_survey.py)
ASKS_ONLY = ("Lucky Charm", "Mutual Favor", "Neurospike", "Petty Cash", "Reprise", "Seamless Launch",
             "Sudden Commandment")

SURVEY = {"asked in the pile": ASKED_IN_THE_PILE, "mark": MARK, "over with the run": OVER_WITH_THE_RUN,
          "stays in play": STAYS_IN_PLAY, "ends the action phase": ENDS_THE_ACTION_PHASE, "removed": REMOVED,
          "asks only": ASKS_ONLY}


@pytest.fixture(scope="module")
def lasting_lines(nrdb) -> dict[str, list[str]]:
    """Each Standard card spent in being used, with its printed lines that say what outlives the moment: any such
    line of an event or operation, the line that spends it of any other card."""
    from rulesdb.cardpool.coverage import pools
    from rulesdb.cardpool.records import records
    newest = newest_printings(nrdb)
    found = {}
    for title in pools(records(nrdb))["standard"]:
        lines = plain_lines(newest[title].get("text", ""))
        played = CARDS[title].facts.type in PLAYED
        lasting = [line for line in lines if LASTS.search(line) and (played or SPENT.search(line))]
        if lasting:
            found[title] = lasting
    return found


def test_every_standard_card_spent_in_use_with_an_effect_outliving_it_is_in_one_group(lasting_lines):
    assert_each_in_one_group(SURVEY, set(lasting_lines))


def test_each_card_over_with_the_run_says_nothing_lasting_past_it(lasting_lines):
    """Its lines say "this run", "that run", "the encounter": none lasts the turn or names a next turn."""
    assert {t: [line for line in lasting_lines[t] if PAST_THE_RUN.search(line)] for t in OVER_WITH_THE_RUN} == {
        t: [] for t in OVER_WITH_THE_RUN}


def test_each_card_asked_in_the_pile_is_made_again_and_asked_where_it_decides():
    from rulesdb.engine.state.earlier_this_turn import DECIDES, MADE_EARLIER
    assert {t: {r.kind for r in CARDS[t].statics} >= {MADE_EARLIER, DECIDES} for t in ASKED_IN_THE_PILE} == {
        t: True for t in ASKED_IN_THE_PILE}


def test_each_card_staying_in_play_is_a_lockdown(nrdb):
    newest = newest_printings(nrdb)
    assert {t: (CARDS[t].facts.has("lockdown"), "not trashed until your next turn begins" in newest[t]["text"])
            for t in STAYS_IN_PLAY} == {t: (True, True) for t in STAYS_IN_PLAY}


def test_each_card_ending_the_action_phase_says_so(nrdb):
    newest = newest_printings(nrdb)
    assert all("After you resolve this operation, your action phase ends." in plain_lines(newest[t]["text"])
               for t in ENDS_THE_ACTION_PHASE)


def test_each_card_removed_leaves_no_pile_to_find_it_in(nrdb):
    """Removed from the game as it is used: the heap or Archives a board shows never holds it, so nothing on such a
    board says it may have been used; a board has no removed-from-game zone (scenario.board), so it is left."""
    newest = newest_printings(nrdb)
    removes = re.compile(r"remove this (?:resource|operation) from the game", re.I)
    assert all(any(removes.search(line) for line in plain_lines(newest[t]["text"])) for t in REMOVED)


def test_each_card_that_only_asks_makes_nothing_lasting_the_turn(lasting_lines):
    """Its words about the turn are a condition ("if you made a successful run this turn", "Play only if"), never an
    effect for the remainder of the turn or a next turn."""
    lasting = re.compile(r"remainder of|until the end of|next turn|next time|until (?:your|their) next", re.I)
    assert {t: [line for line in lasting_lines[t] if lasting.search(line)] for t in ASKS_ONLY} == {
        t: [] for t in ASKS_ONLY}


# Every card of the Standard pool whose printed effect lasts into a player's next turn, spent or not, and what a board
# that starts after an unshown action does with one that card may have made before it
INTO_THE_NEXT_TURN = re.compile(r"(?:for|until) (?:your|their) next turn", re.I)

# "+1 allotted [click] for your next turn": as the Corp's turn begins after a Runner's turn the board started inside,
# refused naming the card (state.unseen_next_turn: MAY_HAVE_GIVEN_CLICKS)
GIVES_NEXT_TURN_CLICKS = ("Aggressive Trendsetting", "Týr")
# Klevetnik, rezzed on such a board, may have taken all abilities from a Runner resource until the Corp's next turn
# ends, when it was rezzed in a run of the unshown part (or of the Runner's turn before a Corp's-turn board): a
# resource's ability used or read to a result is refused naming it (state.unseen_rez_blank: MAY_HAVE_BLANKED)
BLANKS_UNTIL_NEXT_TURN_ENDS = ("Klevetnik",)

NEXT_TURN_SURVEY = {"gives next turn clicks": GIVES_NEXT_TURN_CLICKS, "stays in play": STAYS_IN_PLAY,
                    "ends the action phase": ENDS_THE_ACTION_PHASE, "removed": ("Hypoxia",),
                    "blanks until next turn ends": BLANKS_UNTIL_NEXT_TURN_ENDS}


def test_every_standard_card_with_an_effect_lasting_into_a_next_turn_is_in_one_group(nrdb):
    from rulesdb.cardpool.coverage import pools
    from rulesdb.cardpool.records import records
    newest = newest_printings(nrdb)
    found = {title for title in pools(records(nrdb))["standard"]
             if any(INTO_THE_NEXT_TURN.search(line) for line in plain_lines(newest[title].get("text", "")))}
    assert_each_in_one_group(NEXT_TURN_SURVEY, found)


def test_each_card_blanking_until_next_turn_ends_says_so_by_a_constant():
    from rulesdb.engine.state.unseen_rez_blank import MAY_HAVE_BLANKED
    assert {t: any(r.kind == MAY_HAVE_BLANKED for r in CARDS[t].statics) for t in BLANKS_UNTIL_NEXT_TURN_ENDS} == {
        t: True for t in BLANKS_UNTIL_NEXT_TURN_ENDS}


def test_each_card_giving_next_turn_clicks_says_so_by_a_constant():
    from rulesdb.engine.state.unseen_next_turn import MAY_HAVE_GIVEN_CLICKS
    assert {t: any(r.kind == MAY_HAVE_GIVEN_CLICKS for r in CARDS[t].statics) for t in GIVES_NEXT_TURN_CLICKS} == {
        t: True for t in GIVES_NEXT_TURN_CLICKS}
