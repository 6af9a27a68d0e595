"""A card's break abilities, each its own option at the Table (cr/rule_break_subroutine: the Runner uses a break
ability it can use and pay for; which of a card's abilities is its choice). "break <ice>" offered each card once,
with its first usable break ability: Odore's "0[c]: Break 1 sentry subroutine", usable with 3 virtual resources,
could be chosen only in YAML (`{with: Odore, ability: 2}`). A card with 2 or more usable break abilities is now
offered once for each, by its printed words."""

from tests.web.test_table_rulings import rule
from tests.web.test_table_two_breakers import KESSLEROID, follow, run_on

COBRA = {"Server 1": {"ice": ["Cobra"], "root": ["PAD Campaign"]}}  # sentry, strength 1, 2 subroutines
VIRTUAL3 = ["Backstitching", "Caldera", "Cacophony"]  # 3 installed virtual resources: Odore's second ability
ODORE_ANY = "Odore: 2[c]: Break any number of sentry subroutines."
ODORE_ONE = "Odore: 0[c]: Break 1 sentry subroutine."
TAPS = {"jack out at Server 1": "no", "trash PAD Campaign": "no"}


def test_odore_breaks_cobra_with_its_free_ability_tapped_at_the_table(client):
    """With 3 virtual resources both of Odore's break abilities can be used: both are offered; the free one, tapped,
    breaks both of Cobra's subroutines for 0[c] each after 3[c] for +3 strength (7[c] left of 10), as the
    written `{with: Odore, ability: 2}` rules."""
    board = run_on({"credits": 10, "rig": ["Odore", *VIRTUAL3]}, COBRA)
    facts = {"runner.credits": 7, "runs.0.outcome": "successful"}
    ruling, questions = follow(client, board, dict(TAPS, **{"break Cobra": ODORE_ONE}), facts)
    assert questions[0]["options"][:3] == ["no", ODORE_ANY, ODORE_ONE]
    written = rule(client, dict(board, decisions=dict(TAPS, **{"break Cobra": {"with": "Odore", "ability": 2}})),
                   facts)
    assert written["verdict"] == ruling["verdict"]


def test_odore_named_alone_still_uses_its_first_usable_ability(client):
    """The old answer "Odore" rules as before: its first usable ability, 2[c] for both subroutines (5[c] left)."""
    board = run_on({"credits": 10, "rig": ["Odore", *VIRTUAL3]}, COBRA,
                   dict(TAPS, **{"break Cobra": "Odore"}))
    rule(client, board, {"runner.credits": 5, "runs.0.outcome": "successful"})


def test_odore_without_virtual_resources_is_offered_once_by_its_title(client):
    """Without 3 virtual resources only the 2[c] ability can be used: one option, the title, as before."""
    board = run_on({"credits": 10, "rig": ["Odore"]}, COBRA)
    _, questions = follow(client, board, dict(TAPS, **{"break Cobra": "Odore"}), {"runner.credits": 5})
    assert questions[0]["options"][:2] == ["no", "Odore"]


def test_asked_again_after_odores_free_break_both_its_abilities_are_offered(client):
    """Odore's free ability breaks Cobra's first subroutine only; "break Cobra #2" offers both abilities again, and
    the 2[c] one breaks the second: 3[c] + 0[c] + 2[c] of 10, the run succeeds."""
    board = run_on({"credits": 10, "rig": ["Odore", *VIRTUAL3]}, COBRA)
    _, questions = follow(client, board, dict(TAPS, **{
        "break Cobra": ODORE_ONE + ": some subroutines", f"break Cobra with {ODORE_ONE}": ["1: Trash 1 program."],
        "break Cobra #2": ODORE_ANY}), {"runner.credits": 5, "runs.0.outcome": "successful"})
    assert questions[2]["options"][:3] == ["let the rest resolve", ODORE_ANY, ODORE_ONE]


def test_break_kessleroid_is_numbered_through_the_game_not_restarted_by_a_second_run(client):
    """'#n' is the n-th time "break <ice>" is asked in the game, as every repeated decision is (decisions.py): run 1
    asks "break Kessleroid" and, after Corroder breaks one, "break Kessleroid #2" (let the rest resolve: the run
    ends); run 2's first question is the 3rd (answered, as the decider reads any later time, by the first time's
    answer), and its re-ask is "#4", never a second "#2" a file's answer could mean for either run."""
    board = {"runner": {"credits": 5, "rig": ["Corroder", "Mayfly"]}, "corp": {"servers": KESSLEROID},
             "actions": [{"runner": "run Server 1"}, {"runner": "run Server 1"}], "decisions": {}}
    _, questions = follow(client, board, dict(TAPS, **{
        "break Kessleroid": "Corroder: some subroutines", "break Kessleroid with Corroder": ["1: End the run."],
        "break Kessleroid #2": "let the rest resolve", "break Kessleroid #4": "Mayfly"}),
        {"runner.credits": 2, "runs.1.outcome": "successful"})
    assert [q["name"] for q in questions if q["name"].startswith("break Kessleroid #")] == [
        "break Kessleroid #2", "break Kessleroid #4"]
