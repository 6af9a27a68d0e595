"""The paid ability windows on the Table: a judge answers the window that decides, not every window.

The dispute (test_table_rulings5's Pelangi ruling): Pelangi's hosted virus counter makes Maskirovka a code gate for the
encounter ("The ice you are encountering gains that subtype"), so Buzzsaw breaks it. Pelangi's ability refers to the
encountered ice, so it can be used only in the encounter's paid ability window
(cr/rule_paid_ability_refers_to_encountered_ice): the Table asks there, unasked by the board. Once the board answers one
window, every window where some ability could be used is asked (Buzzsaw's "+1 strength" in each of them); each such
question also offers to pass until a later window ("pass until encounter Maskirovka": `abilities until <moment>`), or in
every window the board does not answer (`abilities: pass`), and the ruling's steps name each window passed and the
answer that passed it.
"""

import copy
import json
from html import unescape

from rulesdb.answers import verdict
from rulesdb.cli.commands import main
from rulesdb.table.ruling import share_url
from rulesdb.table.windows import PASS_EVERY

PELANGI = "Pelangi (remove 1 virus counter: Choose an ice subtype. The ice you are encountering gains that subtype " \
          "for the remainder of this encounter.)"
SUCCESSFUL = "The run on Server 1 is successful and the Runner accesses PAD Campaign."
BUZZSAW_PUMP = "Buzzsaw (3[c]: +1 strength.)"
#: The answers that decide the ruling, as the judge taps them
DECIDING = {"abilities at encounter Maskirovka": PELANGI, "Pelangi choice": "code gate", "break Maskirovka": "Buzzsaw",
            "jack out at Server 1": "no", "trash PAD Campaign": "no"}


def board(decisions: dict | None = None) -> dict:
    return {"runner": {"credits": 5, "rig": ["Buzzsaw", {"card": "Pelangi", "counters": {"virus": 2}}]},
            "corp": {"servers": {"Server 1": {"ice": ["Maskirovka"], "root": ["PAD Campaign"]}}},
            "actions": [{"runner": "run Server 1"}], "decisions": dict(decisions or {})}


def posted(client, situation: dict) -> dict:
    response = client.post("/api/table", json=situation)
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    return response.get_json()


def tapped(situation: dict, question: dict, option: str) -> dict:
    """The board as the option's link leaves it (the key and value the question's shape gives the option)."""
    shape = question["answer"]
    answered = copy.deepcopy(situation)
    answered["decisions"][(shape.get("keys") or {}).get(option, question["name"])] = \
        (shape.get("values") or {}).get(option, option)
    return answered


def followed(client, situation: dict, choose) -> tuple[list[str], dict, dict]:
    """Tap through the questions as the page links them (`choose`: the option tapped for a question): the questions
    asked, the ruling and the board it was reached with. Each link tapped is checked to be on the page."""
    asked = []
    for _ in range(20):
        found = posted(client, situation)
        if "question" not in found:
            return asked, found, situation
        question = found["question"]
        asked.append(question["name"])
        option = choose(question)
        assert option in question["options"], (option, question["options"])
        following = tapped(situation, question, option)
        page = unescape(client.get(share_url(situation)).get_data(as_text=True))
        assert share_url(following) in page, option
        situation = following
    raise AssertionError(f"still asking after 20 answers: {asked}")


def judge(question: dict) -> str:
    """The judge's answers: those that decide, and for any other window of paid abilities, pass in every other one."""
    return DECIDING.get(question["name"], PASS_EVERY)


def test_pelangi_makes_maskirovka_a_code_gate_in_one_tap_more_than_the_deciding_answers(client):
    """From a board that answers nothing: asked first at the encounter (Pelangi can be used only there), then, the board
    now answering a window, at the Runner's turn start, where "pass here and in every window not yet answered" answers
    every window the board leaves unanswered. Buzzsaw then breaks both subroutines for 1[c]: 4[c] left, 1 virus counter on Pelangi."""
    asked, ruling, answered = followed(client, board(), judge)
    assert asked == ["abilities at encounter Maskirovka", "abilities at Runner turn start", "Pelangi choice",
                     "break Maskirovka", "jack out at Server 1", "trash PAD Campaign"]
    assert len(asked) <= len(DECIDING) + 1
    assert answered["decisions"]["abilities"] == "pass"
    texts = [s["text"] for s in ruling["trace"]]
    assert "Buzzsaw breaks subroutines 1 and 2 of Maskirovka" in " ".join(texts)
    assert ('Paid ability window at approach Maskirovka: Buzzsaw could be used; both players pass (the answer '
            '"abilities: pass", for every window not answered on its own).') in texts
    assert ruling["verdict"] == [SUCCESSFUL]
    again = client.get("/api/table?s=" + ruling["share_url"].split("s=", 1)[1]).get_json()
    assert again == ruling


def test_pelangi_is_asked_at_the_encounter_unasked_by_the_board(client):
    """Pelangi's ability can be used only while Maskirovka is encountered: the Table asks there rather than rule, as it
    did, that the Runner passed ("Pelangi could be used, but the scenario gives no "abilities" decision")."""
    question = posted(client, board())["question"]
    assert question["name"] == "abilities at encounter Maskirovka"
    assert question["rule"]["address"] == "nsg-cr-25.08/step_encounter_paw"
    assert question["options"] == ["pass", PELANGI, PASS_EVERY]


def test_passing_until_the_encounter_passes_each_window_before_it_and_still_asks_at_the_encounter(client):
    """The question at the Runner's turn start offers to pass until each later window where some ability could be used
    (not the next one: "pass" reaches it); "pass until encounter Maskirovka" passes the turn's windows, the run's
    initiation and the approach, and the encounter is asked. Each window passed is a step saying so."""
    first = posted(client, board({"abilities at movement after Maskirovka": "pass"}))["question"]
    assert first["name"] == "abilities at Runner turn start"
    assert first["options"] == ["pass", BUZZSAW_PUMP, "pass until initiation on Server 1",
                                "pass until approach Maskirovka", "pass until encounter Maskirovka",
                                "pass until Runner action phase", PASS_EVERY]
    until = tapped(board({"abilities at movement after Maskirovka": "pass"}), first, "pass until encounter Maskirovka")
    assert until["decisions"]["abilities until encounter Maskirovka"] == "pass"
    second = posted(client, until)["question"]
    assert second["name"] == "abilities at encounter Maskirovka"
    assert second["options"][:2] == ["pass", PELANGI]
    answered = dict(until, decisions={**until["decisions"], **DECIDING, "abilities": "pass"})
    ruling = posted(client, answered)
    passed = [s["text"] for s in ruling["trace"] if "abilities until encounter Maskirovka" in s["text"]]
    assert passed == [f'Paid ability window at {w}: Buzzsaw could be used; both players pass (the answer "abilities '
                      'until encounter Maskirovka: pass").'
                      for w in ("Runner turn start", "Runner turn begins", "initiation on Server 1",
                                "approach Maskirovka")]
    assert ruling["verdict"] == [SUCCESSFUL]


def test_the_answers_per_window_still_rule_as_before(client):
    """The ruling with every window answered on its own (as test_table_rulings5 writes it) is the ruling reached by
    passing until the encounter: the same verdict, Buzzsaw's break and Pelangi's counter."""
    each = {f"abilities at {w}": "pass" for w in ("Runner turn start", "Runner turn begins", "initiation on Server 1",
                                                  "approach Maskirovka", "movement after Maskirovka",
                                                  "movement before Server 1", "Runner action phase")}
    one = posted(client, board({**each, **DECIDING}))
    other = posted(client, board({"abilities until encounter Maskirovka": "pass", "abilities": "pass", **DECIDING}))
    assert one["verdict"] == other["verdict"] == [SUCCESSFUL]
    assert [s["text"] for s in one["trace"] if "Buzzsaw" in s["text"] and "break" in s["text"]] == \
        [s["text"] for s in other["trace"] if "Buzzsaw" in s["text"] and "break" in s["text"]]


def test_the_corps_and_the_runners_abilities_are_one_window_and_passing_until_passes_both(client):
    """A paid ability window gives both players priority, the active player first; it closes once both pass in
    succession (cr/rule_ability_window_priority): one question to both players, Corroder's "+1 strength" beside
    Reconstruction Contract's [trash] ability, and "pass until" passes them both, each window a step naming both."""
    contract = "Reconstruction Contract ([trash]: Move any number of advancement tokens from Reconstruction Contract " \
               "to a card that can be advanced.)"
    situation = {"runner": {"credits": 5, "rig": ["Corroder"]},
                 "corp": {"servers": {"Server 1": {"ice": ["Ice Wall"], "root": [
                     {"card": "Reconstruction Contract", "advancement": 3}]}, "Server 2": {"root": ["Project Vitruvius"]}}},
                 "actions": [{"runner": "run Server 1"}], "decisions": {"abilities at Runner turn start": "pass"}}
    question = posted(client, situation)["question"]
    assert (question["name"], question["who"]) == ("abilities at Runner turn begins", "both players")
    assert question["options"] == ["pass", "Corroder (1[c]: +1 strength.)", contract, "pass until approach Ice Wall",
                                   "pass until encounter Ice Wall", PASS_EVERY]
    until = tapped(situation, question, "pass until encounter Ice Wall")
    at_encounter = posted(client, until)["question"]
    assert (at_encounter["name"], at_encounter["options"][:2]) == ("abilities at encounter Ice Wall", ["pass", contract])
    ruling = posted(client, dict(until, decisions={**until["decisions"], "abilities": "pass", "break Ice Wall": "Corroder",
                                                   "jack out": "no", "trash Reconstruction Contract": "no"}))
    passed = [s["text"] for s in ruling["trace"] if "abilities until" in s["text"]]
    assert passed == [f"Paid ability window at {w}: Corroder, Reconstruction Contract could be used; both players pass "
                      '(the answer "abilities until encounter Ice Wall: pass").'
                      for w in ("Runner turn begins", "initiation on Server 1", "approach Ice Wall")]


def test_the_pelangi_ruling_downloaded_as_a_scenario_replays_to_the_same_verdict(client, built_data, tmp_path, capsys):
    """The answers the taps left (`abilities: pass` beside the encounter's own) are a scenario file's answers: run
    outside the Table, it gives the same verdict."""
    _, ruling, answered = followed(client, board(), judge)
    response = client.get("/table/scenario.yaml?s=" + share_url(answered).split("s=", 1)[1])
    assert response.status_code == 200
    path = tmp_path / "pelangi.yaml"
    path.write_bytes(response.data)
    capsys.readouterr()
    code = main(["--data", str(built_data), "scenario", "run", str(path), "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["ok"] is True
    assert verdict(result)["sentences"] == ruling["verdict"] == [SUCCESSFUL]
