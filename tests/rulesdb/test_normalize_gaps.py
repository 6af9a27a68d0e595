"""The rulebook's lost icons: restored where the context makes them certain, reported everywhere else."""

import pytest

from rulesdb.normalize import Draft, clean
from rulesdb.normalize.gaps import fill_icon_gaps, find_gaps, icon_for

FILLED = [
    ("Gain 1.", "Gain 1[c]."),
    ("Gain 1 (one credit).", "Gain 1[c] (one credit)."),
    ("PAD Campaign, which reads, “Gain 1 when your turn begins.”",
     "PAD Campaign, which reads, “Gain 1[c] when your turn begins.”"),
    ("credits quicker than the regular “ for 1” action.", "credits quicker than the regular “[click] for 1[c]” action."),
    ("For , the Corporation takes 1 from the bank.", "For [click], the Corporation takes 1[c] from the bank."),
    ("he gains 1 to spend during the run", "he gains 1[c] to spend during the run"),
    ("Credit: This is the basic unit of wealth, represented by .",
     "Credit: This is the basic unit of wealth, represented by [c]."),
    ("Click: This is the basic unit of work, represented by .",
     "Click: This is the basic unit of work, represented by [click]."),
    ("  • : Draw one card from R&D.", "  • [click]: Draw one card from R&D."),
    ("  • : Make a run.", "  • [click]: Make a run."),
    ("  • , 1: Advance a card.", "  • [click], 1[c]: Advance a card."),
    ("  • , 2: Remove one tag.", "  • [click], 2[c]: Remove one tag."),
    ("  • Trigger a ability on an active card (cost varies).",
     "  • Trigger a [click] ability on an active card (cost varies)."),
    ("For and 2, the Runner removes one of his tags.", "For [click] and 2[c], the Runner removes one of his tags."),
    ("the Corporation can spend and 2 to choose one", "the Corporation can spend [click] and 2[c] to choose one"),
    ("Click (): The basic unit of work.", "Click ([click]): The basic unit of work."),
    ("Credit, Recurring (): A credit that returns.", "Credit, Recurring ([recurring]): A credit that returns."),
    ("Link (): A value.", "Link ([link]): A value."),
    ("one or more subroutines () in its text box", "one or more subroutines ([sub]) in its text box"),
    ("with three clicks ( ) and", "with three clicks ([click][click][click]) and"),
    ("the ability “1: Break barrier subroutine”", "the ability “1[c]: Break barrier subroutine”"),
    ("Subroutines are abilities of a piece of ice marked by the symbol.",
     "Subroutines are abilities of a piece of ice marked by the [sub] symbol."),
    ("When trashing a card as a cost for its own paid ability (), it resolves.",
     "When trashing a card as a cost for its own paid ability ([trash]), it resolves."),
    (": This symbol stands for credit. It always appears with a numeral, such as 1, which means “one credit.”",
     "[c]: This symbol stands for credit. It always appears with a numeral, such as 1[c], which means “one credit.”"),
    ((": This symbol stands for a single click. Multiple clicks are represented by multiple symbols, "
      "such as , which means “two clicks.”"),
     ("[click]: This symbol stands for a single click. Multiple clicks are represented by multiple symbols, "
      "such as [click][click], which means “two clicks.”")),
    (": This symbol stands for memory unit. Such as +2 which means “plus 2 memory units.”",
     "[MU]: This symbol stands for memory unit. Such as +2[MU] which means “plus 2 memory units.”"),
    (": This symbol stands for trash. Such as “: Draw 2 cards,” which means “trash this card.”",
     "[trash]: This symbol stands for trash. Such as “[trash]: Draw 2 cards,” which means “trash this card.”"),
]

LEFT_AND_REPORTED = [
    ("  • : Purge virus counters.", "icon gap: '• : Purge virus counters.'", "  • [?]: Purge virus counters."),
    ("For , the Corporation removes all virus counters.", "icon gap: 'For , the Corporation removes'",
     "For [?], the Corporation removes all virus counters."),
    ("The Corporation has with which to perform actions.", "icon gap: 'The Corporation has with which to'",
     "The Corporation has [?] with which to perform actions."),
    ("Cards are represented by .", "icon gap: 'represented by .'", "Cards are represented by [?]."),
    ("takes actions by spending . He can", "icon gap: 'by spending . He can'", "takes actions by spending [?]. He can"),
    ("Magnum Opus, which reads, “: Gain 2.”", "icon gap: 'reads, “ : Gain 2[c].”'",
     "Magnum Opus, which reads, “[?]: Gain 2[c].”"),
]

UNTOUCHED = [
    "Each player also gains 2 prestige for the game.",
    "The Runner takes 3 net damage from Chum's ability.",
    "The Corporation begins the game with five credits.",
    "...Either the Runner jacks out: go to [6]",
]


@pytest.mark.parametrize(("written", "restored"), FILLED)
def test_icon_is_restored_where_context_makes_it_certain(written, restored):
    draft = fill_icon_gaps(Draft(written))
    assert (draft.text, draft.unmapped) == (restored, [])


@pytest.mark.parametrize(("written", "report", "marked"), LEFT_AND_REPORTED)
def test_uncertain_gap_is_marked_unknown_and_reported(written, report, marked):
    draft = fill_icon_gaps(Draft(written))
    assert (draft.text, draft.unmapped) == (marked, [report])


@pytest.mark.parametrize("written", UNTOUCHED)
def test_text_without_a_lost_icon_is_left_alone(written):
    draft = fill_icon_gaps(Draft(written))
    assert (draft.text, draft.unmapped) == (written, [])


def test_purging_virus_counters_is_not_guessed_as_one_click():
    assert fill_icon_gaps(Draft("  • : Purge virus counters.")).text == "  • [?]: Purge virus counters."


def test_rulebook_profile_fills_gaps_and_keeps_the_original():
    cleaned = clean("  • : Gain 1 (one credit).", "ffg-rulebook")
    assert (cleaned.text, cleaned.original, cleaned.unmapped) == (
        "• [click]: Gain 1[c] (one credit).", "  • : Gain 1 (one credit).", ())


def test_each_line_of_a_text_is_filled_on_its_own_context():
    draft = fill_icon_gaps(Draft("Credit: wealth, represented by .\nClick: work, represented by ."))
    assert draft.text == "Credit: wealth, represented by [c].\nClick: work, represented by [click]."


def test_paragraph_naming_two_icons_leaves_the_symbol_placeholder():
    line = "Spend clicks and credits as listed by the symbol."
    draft = fill_icon_gaps(Draft(line))
    assert (draft.text, draft.unmapped) == ("Spend clicks and credits as listed by the [?] symbol.",
                                            ["icon gap: 'listed by the symbol.'"])
    assert find_gaps(line) == ["icon gap: 'listed by the symbol.'"]


@pytest.mark.parametrize(("word", "icon"), [("clicks", "[click]"), ("Credit, Recurring", "[recurring]"),
                                            ("recurring credits", "[recurring]"), ("memory units", "[MU]"),
                                            ("trashing", "[trash]"), ("ice", None)])
def test_icon_words_name_their_icon(word, icon):
    assert icon_for(word) == icon
