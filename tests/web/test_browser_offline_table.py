"""The Table without a server: the engine in the browser (Pyodide) rules as the server rules.

One browser session loads the offline engine once and replays the scenarios both ways; the JSON is
compared whole (verdict, deciding step, every step with its citations, questions, error envelopes).
"""

from pathlib import Path

import pytest
from offline_table import pyodide_or_skip, scenario_boards, server_answer
from readiness import goto

from rulesdb.engine import SCENARIO_DIR

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]
SCENARIOS = 60

REPLAY = """async boards => {
  const engine = window.rulesdbOfflineTable;
  const answers = [];
  for (const board of boards) { answers.push(await engine.answer(board)); }
  return answers;
}"""


def boards_to_compare() -> list[tuple[str, dict]]:
    """Each scenario as written (its ruling) and without its answers (the first question)."""
    boards = []
    for name, board in scenario_boards(SCENARIO_DIR, SCENARIOS):
        boards.append((name, board))
        if board.get("decisions"):
            boards.append((name + " (unanswered)", {k: v for k, v in board.items() if k != "decisions"}))
    return boards


def test_the_browser_engine_gives_the_servers_json_for_every_scenario(page, server):
    pyodide_or_skip()
    boards = boards_to_compare()
    goto(page, server + "/table")
    browser_side = page.evaluate(REPLAY, [b for _, b in boards])
    differ = []
    for (name, board), offline in zip(boards, browser_side, strict=True):
        online = server_answer(server, board)
        if offline != online:
            differ.append(name)
    assert differ == []
    rulings = [a for a in browser_side if "verdict" in a["body"]]
    questions = [a for a in browser_side if "question" in a["body"]]
    assert len(rulings) >= 50 and len(questions) >= 10, (len(rulings), len(questions))
    cited = [c for r in rulings for step in r["body"]["trace"] for c in step["cites"]]
    assert cited and all(c["title"] and c["address"] for c in cited)
