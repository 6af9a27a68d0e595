"""Two breaks on one piece of ice, tapped at the Table (cr/rule_break_subroutine: each use of a break ability breaks
the subroutines it pays for; in the encounter's paid ability window, cr/step_encounter_paw, the Runner may use another
break ability after it). Once the judge answered "<breaker>: some subroutines", "break <ice>" was never asked again:
a second breaker, Poison Vial after a partial break, could be written only as a list of plans. It is now asked again
("break <ice> #2") while a subroutine is unbroken and another break can be used and paid for, saying what is broken;
"let the rest resolve" stops. Each test follows the questions as the page does: it taps an offered option."""

from tests.web.test_table_rulings import rule
from tests.web.test_table_rulings3 import steps

KESSLEROID = {"Server 1": {"ice": ["Kessleroid"], "root": ["PAD Campaign"]}}  # 2 x "End the run.", strength 1
GRIP3 = ["Sure Gamble", "Jailbreak", "Bravado"]
VAMPYRONASSA = ["1: The Runner loses 2[c].", "2: Gain 2[c].", "3: Do 2 net damage.", "4: You may draw 1 or 2 cards."]


def run_on(runner: dict, servers: dict, decisions: dict | None = None) -> dict:
    return {"runner": runner, "corp": {"servers": servers}, "actions": [{"runner": "run Server 1"}],
            "decisions": decisions or {}}


def follow(client, board: dict, taps: dict, facts: dict) -> tuple[dict, list[dict]]:
    """Answer each question the Table asks with the option `taps` names for it (an offered option, or offered
    options ticked), as the page posts it; the ruling on the board so answered (its `facts` checked, as the share
    link replays it) and the questions asked."""
    decisions, questions = dict(board.get("decisions") or {}), []
    while True:
        found = client.post("/api/table", json=dict(board, decisions=decisions)).get_json()
        if "question" not in found:
            return rule(client, dict(board, decisions=decisions), facts), questions
        question = found["question"]
        questions.append(question)
        tap = taps[question["name"]]
        assert all(t in question["options"] for t in (tap if isinstance(tap, list) else [tap])), question
        decisions[question["name"]] = tap


def test_corroder_breaks_one_of_kessleroids_subroutines_and_mayfly_the_other(client):
    """Corroder (1[c]: break 1 barrier subroutine) breaks the first; "break Kessleroid" comes back, naming what is
    broken, and Mayfly (1[c]: break 1 subroutine, strength 1 as Kessleroid) breaks the second: 2[c] paid, the run
    goes on to the breach."""
    board = run_on({"credits": 5, "rig": ["Corroder", "Mayfly"]}, KESSLEROID)
    ruling, questions = follow(client, board, {
        "break Kessleroid": "Corroder: some subroutines", "break Kessleroid with Corroder": ["1: End the run."],
        "break Kessleroid #2": "Mayfly", "jack out at Server 1": "no", "trash PAD Campaign": "no"},
        {"runner.credits": 3, "runs.0.outcome": "successful"})
    again = questions[2]
    assert again["name"] == "break Kessleroid #2"
    assert again["options"] == ["let the rest resolve", "Corroder", "Mayfly"]
    assert again["notes"][0] == "Subroutine 2 of Kessleroid is unbroken; 1 broken by Corroder."
    assert [s["text"] for s in steps(ruling, "Mayfly breaks")] == [
        'Mayfly breaks subroutine 2 of Kessleroid: "End the run."']


def test_the_judge_lets_kessleroids_second_subroutine_resolve_after_corroder_breaks_the_first(client):
    """Asked again, "let the rest resolve": nothing more is broken, Kessleroid's second "End the run." ends it."""
    board = run_on({"credits": 5, "rig": ["Corroder", "Mayfly"]}, KESSLEROID)
    ruling, _ = follow(client, board, {
        "break Kessleroid": "Corroder: some subroutines", "break Kessleroid with Corroder": ["1: End the run."],
        "break Kessleroid #2": "let the rest resolve"}, {"runner.credits": 4, "runs.0.outcome": "unsuccessful"})
    assert steps(ruling, "The Runner does not break any more subroutine on Kessleroid.")
    assert not steps(ruling, "Mayfly breaks")
    written = rule(client, dict(board, decisions={
        "break Kessleroid": "Corroder: some subroutines", "break Kessleroid with Corroder": ["1: End the run."],
        "break Kessleroid (2nd)": "no"}), {"runner.credits": 4, "runs.0.outcome": "unsuccessful"})  # as YAML says it
    assert written["verdict"] == ruling["verdict"]


def test_poison_vial_breaks_two_more_once_abaasy_has_broken_one_tapped_at_the_table(client):
    """Poison Vial ("Hosted power counter: Break up to 2 subroutines. Use this ability only if you have broken a
    subroutine this encounter") is not offered first; after Abaasy breaks Vampyronassa's first subroutine it is, and
    breaks the next two; asked a third time, the judge lets the fourth resolve. The same ruling as the list of plans rulings6 wrote."""
    runner = {"credits": 9, "grip": GRIP3, "rig": ["Abaasy", {"card": "Poison Vial", "counters": {"power": 3}}]}
    board = run_on(runner, {"Server 1": {"ice": ["Vampyronassa"], "root": ["PAD Campaign"]}})
    facts = {"cards.Poison Vial.counters.power": 2, "runner.credits": 4, "runner.grip": {"count": 3}}
    ruling, questions = follow(client, board, {
        "break Vampyronassa": "Abaasy: some subroutines", "break Vampyronassa with Abaasy": [VAMPYRONASSA[0]],
        "break Vampyronassa #2": "Poison Vial: some subroutines",
        "break Vampyronassa with Poison Vial": [VAMPYRONASSA[1], VAMPYRONASSA[2]],
        "break Vampyronassa #3": "let the rest resolve",  # Abaasy could break the fourth
        "Vampyronassa choice": "draw none", "jack out at Server 1": "no", "trash PAD Campaign": "no"}, facts)
    assert "Poison Vial" not in " ".join(questions[0]["options"])
    assert questions[2]["notes"][0] == "Subroutines 2, 3 and 4 of Vampyronassa are unbroken; 1 broken by Abaasy."
    assert [s["text"].split(":")[0] for s in steps(ruling, "Poison Vial breaks")] == [
        "Poison Vial breaks subroutines 2 and 3 of Vampyronassa"]
    listed = rule(client, dict(board, decisions={
        "break Vampyronassa": [{"with": "Abaasy", "subroutines": [1]}, {"with": "Poison Vial", "subroutines": [2, 3]}],
        "Vampyronassa choice": "draw none", "jack out": "no", "trash PAD Campaign": "no"}), facts)
    assert listed["verdict"] == ruling["verdict"]
    assert steps(listed, "Poison Vial breaks") == steps(ruling, "Poison Vial breaks")


def test_a_list_of_plans_is_not_asked_again(client):
    """A written list of plans is the whole of the Runner's breaking: Corroder breaks Kessleroid's first subroutine,
    no second "break Kessleroid" is asked, the second ends the run (as before)."""
    board = run_on({"credits": 5, "rig": ["Corroder", "Mayfly"]}, KESSLEROID,
                   {"break Kessleroid": [{"with": "Corroder", "subroutines": [1]}]})
    ruling = rule(client, board, {"runner.credits": 4, "runs.0.outcome": "unsuccessful"})
    assert [s["text"] for s in steps(ruling, "Corroder breaks")] == [
        'Corroder breaks subroutine 1 of Kessleroid: "End the run."']
    assert not steps(ruling, "The Runner does not break any more subroutine")


def test_a_second_copy_of_corroder_breaks_what_the_first_left(client):
    """Two installed Corroders: the 2nd breaks Kessleroid's first subroutine, the question comes back with both
    copies by where they are, and the 1st breaks the second: 2[c], the run succeeds."""
    board = run_on({"credits": 5, "rig": ["Corroder", "Corroder"]}, KESSLEROID)
    ruling, questions = follow(client, board, {
        "break Kessleroid": "Corroder (2nd installed): some subroutines",
        "break Kessleroid with Corroder (2nd installed)": ["1: End the run."],
        "break Kessleroid #2": "Corroder (1st installed)", "jack out at Server 1": "no", "trash PAD Campaign": "no"},
        {"runner.credits": 3, "runs.0.outcome": "successful"})
    assert questions[2]["options"] == ["let the rest resolve", "Corroder (1st installed)", "Corroder (2nd installed)"]
    assert len(steps(ruling, "Corroder breaks subroutine")) == 2
