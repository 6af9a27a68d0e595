"""Windows, transitions and trigger conditions read from timing-step text, in both FFG documents' wording."""

import pytest

from rulesdb.model import Transition
from rulesdb.parsers.timing import transitions, triggers, windows

RUN = "d/timing/run"


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Players may use paid abilities. The Corp may rez non-ice cards and score agendas.",
            ("paid-abilities", "rez-non-ice", "score-agendas"),
        ),
        (
            "Approached ice can be rezzed, (paid abilities can be used), (non-ice cards can be rezzed)",
            ("paid-abilities", "rez-ice", "rez-non-ice"),
        ),
        (
            "2.3 Approached ice can be rezzed, Paid abilities can be triggered, Non-ice cards can be rezzed.",
            ("paid-abilities", "rez-ice", "rez-non-ice"),
        ),
        ("The run ends after any currently open paid ability windows close.", ()),
        ("The Corp loses unspent [click].", ()),
    ],
)
def test_windows_come_from_the_step_wording(text, expected):
    assert windows(text) == expected


def test_glyph_markers_add_their_windows_in_order():
    assert windows("(paid abilities can be used)", markers=("score-agendas",)) == (
        "paid-abilities",
        "score-agendas",
    )


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "- If the Runner jacks out, go to [7].\n- Otherwise, continue to [2.3].",
            [("7", "If the Runner jacks out"), ("2.3", "Otherwise")],
        ),
        (
            "- If the approached ice is **unrezzed**, the **approach** ends. Go to [4].",
            [("4", "If the approached ice is unrezzed, the approach ends")],
        ),
        (
            "- If there are no more pieces of **ice** protecting the server, continue to **[5]**.",
            [("5", "If there are no more pieces of ice protecting the server")],
        ),
        (
            "All accessed cards that were set aside are returned to the server. Continue to [6].",
            [("6", "")],
        ),
        (
            "If the attacked server has at least one piece of ice protecting it, the Runner proceeds to step [2].",
            [("2", "If the attacked server has at least one piece of ice protecting it")],
        ),
        (
            "• ...Either the Runner jacks out: go to [6] (cannot jack out if this is the first ice approached this run)",
            [("6", "the Runner jacks out")],
        ),
        (
            (
                "If the approached ice is rezzed, go to [3]. If the approached ice is unrezzed, the Runner passes it: "
                "go to [2] if there is another piece of ice protecting the server, go to [4] if there is not."
            ),
            [
                ("3", "If the approached ice is rezzed"),
                (
                    "2",
                    (
                        "If the approached ice is unrezzed, the Runner passes it; if there is another piece of ice "
                        "protecting the server"
                    ),
                ),
                ("4", "if there is not"),
            ],
        ),
        ("4.5 Access cards, then go to [5].", [("5", "")]),
        (
            (
                "This is the only point in the run during which the Runner can break subroutines. "
                "If [3.1] is never reached, no subroutines are broken."
            ),
            [],
        ),
    ],
)
def test_transitions_are_the_steps_the_text_sends_you_to(text, expected):
    assert transitions(text, RUN) == tuple(Transition(f"{RUN}/{n}", c) for n, c in expected)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            (
                'The Runner encounters the piece of ice. ("When encountered..." conditionals meet their trigger conditions.) '
                "If a piece of ice is uninstalled, the ice is passed."
            ),
            ("When encountered...",),
        ),
        (
            (
                'The run is successful ("If successful..." effects resolve, then "When successful..." conditionals '
                "meet their trigger conditions.)"
            ),
            ("When successful...",),
        ),
        (
            (
                'The run ends and is unsuccessful. "When unsuccessful..." and "When the run ends..." conditionals '
                "meet their trigger conditions.)"
            ),
            ("When unsuccessful...", "When the run ends..."),
        ),
        (
            (
                "The Corp's turn begins.\n- The Corp's \"When your turn begins...\" conditionals meet their trigger "
                "conditions."
            ),
            ("When your turn begins...",),
        ),
        (
            (
                "4.4 The run is considered to be successful. (“When successful” conditionals meet their trigger "
                "conditions)"
            ),
            ("When successful",),
        ),
        (
            '- "If successful..." effects resolve only if the attacked server is still the server specified.',
            (),
        ),
    ],
)
def test_triggers_are_the_conditions_the_step_meets(text, expected):
    assert triggers(text) == expected
