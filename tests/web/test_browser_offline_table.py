"""The Table without a server: the engine in the browser (Pyodide) rules as the server rules.

One browser session loads the offline engine once and replays the scenarios both ways; the JSON is
compared whole (verdict, deciding step, every step with its citations, questions, error envelopes).
"""

from pathlib import Path

import pytest
from offline_table import ANSWERS, CORRODER_VS_ICE_WALL_AND_ENIGMA, pyodide_or_skip, scenario_boards, server_answer
from readiness import controlled, goto, save_for_offline, table_ruled, ticked_and_sent
from test_browser_table import unanswered

from rulesdb.engine import SCENARIO_DIR
from rulesdb.table.ruling import share_url

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]
SCENARIOS = 60
RIBS = unanswered("rule_modify_ability_with_choice-1")  # Titanium Ribs: the Runner names exactly 3 cards

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


def first_difference(offline, online, at: str = "") -> tuple[str, object, object]:
    """Where two answers first differ (a path of keys and indexes) and the two values there: what a failure shows."""
    if isinstance(offline, dict) and isinstance(online, dict):
        for key in sorted(set(offline) | set(online)):
            if offline.get(key) != online.get(key):
                return first_difference(offline.get(key), online.get(key), f"{at}.{key}")
    if isinstance(offline, list) and isinstance(online, list) and len(offline) == len(online):
        for n, (a, b) in enumerate(zip(offline, online, strict=True)):
            if a != b:
                return first_difference(a, b, f"{at}[{n}]")
    return at, offline, online


def test_the_browser_engine_gives_the_servers_json_for_every_scenario(page, server):
    pyodide_or_skip()
    boards = boards_to_compare()
    goto(page, server + "/table")
    browser_side = page.evaluate(REPLAY, [b for _, b in boards])
    differ = []
    for (name, board), offline in zip(boards, browser_side, strict=True):
        online = server_answer(server, board)
        if offline != online:
            differ.append((name, first_difference(offline, online)))
    assert differ == []
    rulings = [a for a in browser_side if "verdict" in a["body"]]
    questions = [a for a in browser_side if "question" in a["body"]]
    assert len(rulings) >= 50 and len(questions) >= 10, (len(rulings), len(questions))
    cited = [c for r in rulings for step in r["body"]["trace"] for c in step["cites"]]
    assert cited and all(c["title"] and c["address"] for c in cited)


def test_saved_with_the_engine_the_situations_link_asks_and_rules_with_the_network_cut(page, server):
    pyodide_or_skip()
    goto(page, server + "/")
    controlled(page)
    offered = save_for_offline(page, ("engine",))
    assert any(label.startswith("The Table's engine") and label.endswith(" MB") for label in offered), offered
    assert sum("about " in label for label in offered) == len(offered) - 1  # pages sampled, the engine exact
    online = server_answer(server, CORRODER_VS_ICE_WALL_AND_ENIGMA)

    page.context.set_offline(True)
    page.goto(server + online["body"]["share_url"])
    asked = []
    while True:
        table_ruled(page)
        question = page.locator(".offline-answer .question h2")
        if not question.count():
            break
        name = question.inner_text().split(": ", 1)[1]
        asked.append(name)
        reply = next(a for prefix, a in ANSWERS.items() if name.startswith(prefix))
        page.click(f".offline-answer a.option:text-is('{reply}')")
    board = dict(CORRODER_VS_ICE_WALL_AND_ENIGMA, decisions={q: next(
        a for p, a in ANSWERS.items() if q.startswith(p)) for q in asked})
    ruling = server_answer(server, board)["body"]
    assert asked == ["break Ice Wall", "jack out at Enigma", "rez Enigma"]
    assert page.inner_text(".offline-answer .verdict") == " ".join(ruling["verdict"])
    assert page.url == server + ruling["share_url"]
    # A scenario's re-run link is the server's to answer: offline it says so, never the run as written.
    page.goto(server + "/scenarios/femme-fatale-vs-tollbooth?decision.bypass+with+Femme+Fatale=no")
    assert page.inner_text("h1") == "This page is not saved on this device"


#: The Corroder board as the judge types it into the form, field by field.
TYPED = {"runner.credits": "3", "runner.rig": "Corroder",
         "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)", "corp.servers.Server 1.root": "Hostile Takeover",
         "actions": "run Server 1"}


def test_a_board_typed_into_the_form_with_the_network_cut_gets_the_servers_ruling(page, server):
    """No share link to start from: the form itself is read into its board on the device, as the
    server reads it (the same link), then asked and ruled question by question."""
    pyodide_or_skip()
    goto(page, server + "/table")
    controlled(page)
    save_for_offline(page, ("engine",))
    page.context.set_offline(True)
    goto(page, server + "/table")
    for name, value in TYPED.items():
        page.fill(f"[name='{name}']", value)
    page.click("button.ask")
    asked = []
    while True:
        table_ruled(page)
        if not page.locator(".offline-answer .question h2").count():
            break
        name = page.inner_text(".offline-answer .question h2").split(": ", 1)[1]
        if not asked:  # the form read on the device gives the board the server's form gives: the same link
            typed_link = page.url.removeprefix(server)
        asked.append(name)
        page.click(f".offline-answer a.option:text-is('{next(a for p, a in ANSWERS.items() if name.startswith(p))}')")
    online = server_answer(server, dict(CORRODER_VS_ICE_WALL_AND_ENIGMA, decisions={
        q: next(a for p, a in ANSWERS.items() if q.startswith(p)) for q in asked}))["body"]
    assert typed_link == server_answer(server, CORRODER_VS_ICE_WALL_AND_ENIGMA)["body"]["share_url"]
    assert asked == ["break Ice Wall", "jack out at Enigma", "rez Enigma"]
    assert page.inner_text(".offline-answer .verdict") == " ".join(online["verdict"])
    assert page.url == server + online["share_url"]
    assert page.input_value("[name='corp.servers.Server 1.ice']") == TYPED["corp.servers.Server 1.ice"]


def opened_offline(page, server: str, board: dict) -> None:
    """The Table's engine saved from the server, the network cut, then the board's link opened on the device."""
    pyodide_or_skip()
    goto(page, server + "/table")
    controlled(page)
    save_for_offline(page, ("engine",))
    page.context.set_offline(True)
    page.goto(server + share_url(board))
    table_ruled(page)


def test_with_the_network_cut_three_cards_are_ticked_as_on_the_servers_page(page, server):
    """Titanium Ribs names exactly 3 cards: offline, the same form as the server's page, the same one line for
    two, and three lead to the board the server's form leads to."""
    opened_offline(page, server, RIBS)
    assert page.inner_text(".offline-answer .question h2") == "Runner decides: Titanium Ribs choice"
    ticked_and_sent(page, ".offline-answer form.answer", ("Easy Mark", "Diesel"))
    page.wait_for_selector(".offline-answer .answer-wrong")
    assert page.inner_text(".offline-answer .answer-wrong") == "tick exactly 3 of the options (you ticked 2)"
    ticked_and_sent(page, ".offline-answer form.answer", ("Easy Mark", "Diesel", "Forked"))
    answered = dict(RIBS, decisions={"Titanium Ribs choice": ["Easy Mark", "Diesel", "Forked"]})
    page.wait_for_function("url => location.href === url", arg=server + share_url(answered))
    table_ruled(page)
    assert page.inner_text(".offline-answer .question h2") == "Runner decides: jack out at HQ"
    assert page.evaluate("document.documentElement.dataset.pyodideLoads") == "1"  # one load for every step


def test_with_the_network_cut_not_in_this_window_answers_that_window_only(page, server):
    """The Corp's chance to rez an upgrade comes at every window: offline, "not in this window" answers the first
    (rez Manegarm Skunkworks #1) and the device asks again at 6.9.4e, as the server's link does."""
    from test_table_windows import BOARD

    from rulesdb.table.windows import NOT_NOW
    opened_offline(page, server, BOARD)
    page.click(f".offline-answer a.option:text-is('{NOT_NOW}')")
    table_ruled(page)
    assert page.inner_text(".offline-answer .question h2") == "Corp decides: rez Manegarm Skunkworks #2"
    answered = dict(BOARD, decisions={**BOARD["decisions"], "rez Manegarm Skunkworks #1": "no"})
    assert page.url == server + server_answer(server, answered)["body"]["share_url"]


def test_with_the_network_cut_up_to_2_agendas_are_ticked_and_a_breaker_not_offered_says_why(page, server):
    """Descent reveals up to 2 agendas: offline, ticked (none is an answer too); a breaker the Runner cannot pay
    for is not offered, the question saying why, as on the server's page."""
    from test_table_answers import DESCENT
    from test_table_offers import BROKE
    opened_offline(page, server, BROKE)
    assert page.inner_text(".offline-answer .question .notes").startswith(
        "Corroder: the Runner cannot pay the 1[c] it takes to break Ice Wall with Corroder")
    assert page.locator(".offline-answer .question a.option").all_inner_texts() == ["no"]
    page.goto(server + share_url(DESCENT))
    table_ruled(page)
    assert "Tick 0 to 2" in page.inner_text(".offline-answer form.answer")
    page.click(".offline-answer form.answer button")  # none ticked: no agenda revealed
    answered = dict(DESCENT, decisions={"Descent target": []})
    page.wait_for_function("url => location.href === url", arg=server + share_url(answered))


def test_with_the_network_cut_corroder_breaks_the_subroutines_of_spiderweb_it_can_pay_for(page, server):
    """With 2[c] Corroder can pay to break 2 of Spiderweb's 3 subroutines: offline, "Corroder: some subroutines" is
    offered beside the note saying why the whole break is not, then the subroutines are ticked (1 to 2), as on the
    server's page, and lead to the board the server's form leads to."""
    from test_table_offers import board_of
    board = board_of(2, "Spiderweb")
    opened_offline(page, server, board)
    assert page.locator(".offline-answer .question a.option").all_inner_texts() == ["no", "Corroder: some subroutines"]
    assert page.inner_text(".offline-answer .question .notes").startswith(
        "Corroder: the Runner cannot pay the 3[c] it takes to break Spiderweb with Corroder")
    page.click(".offline-answer a.option:text-is('Corroder: some subroutines')")
    table_ruled(page)
    assert page.inner_text(".offline-answer .question h2") == "Runner decides: break Spiderweb with Corroder"
    assert "Tick 1 to 2" in page.inner_text(".offline-answer form.answer")
    ticked_and_sent(page, ".offline-answer form.answer", ("1: End the run.", "3: End the run."))
    answered = board_of(2, "Spiderweb", {"break Spiderweb": "Corroder: some subroutines",
                                         "break Spiderweb with Corroder": ["1: End the run.", "3: End the run."]})
    page.wait_for_function("url => location.href === url", arg=server + share_url(answered))


def test_with_the_network_cut_the_paid_ability_windows_are_answered_as_on_the_server(page, server):
    """Pelangi's encounter is asked unasked by the board; then, the board answering a window, the Runner's turn start,
    where "pass here and in every window not yet answered" answers the rest: offline, the same questions, the same
    links and the same JSON at each step (the options to pass until a later window included) as the server's."""
    from test_table_paid_windows import DECIDING, PELANGI
    from test_table_paid_windows import board as pelangi

    from rulesdb.table.windows import PASS_EVERY
    opened_offline(page, server, pelangi())
    asked = [page.inner_text(".offline-answer .question h2").split(": ", 1)[1]]
    page.click(f".offline-answer a.option:text-is('{PELANGI}')")
    table_ruled(page)
    asked.append(page.inner_text(".offline-answer .question h2").split(": ", 1)[1])
    page.click(f".offline-answer a.option:text-is('{PASS_EVERY}')")
    table_ruled(page)
    asked.append(page.inner_text(".offline-answer .question h2").split(": ", 1)[1])
    assert asked == ["abilities at encounter Maskirovka", "abilities at Runner turn start", "Pelangi choice"]
    boards = [pelangi(), pelangi({"abilities at encounter Maskirovka": PELANGI}),
              pelangi({"abilities at encounter Maskirovka": PELANGI, "abilities": "pass"})]
    assert page.url == server + server_answer(server, boards[-1])["body"]["share_url"]
    boards.append(pelangi({**DECIDING, "abilities": "pass"}))  # the ruling: each window passed a step citing its rule
    assert page.evaluate(REPLAY, boards) == [server_answer(server, b) for b in boards]
    assert "verdict" in server_answer(server, boards[-1])["body"]


def test_the_browser_engine_asks_break_again_after_a_partial_break_as_the_server_does(page, server):
    """Corroder breaks one of Kessleroid's two subroutines, "break Kessleroid #2" comes back, Mayfly breaks the other:
    each stage (the questions, then the ruling) the same offline as from the server."""
    pyodide_or_skip()
    taps = {"break Kessleroid": "Corroder: some subroutines", "break Kessleroid with Corroder": ["1: End the run."],
            "break Kessleroid #2": "Mayfly", "jack out at Server 1": "no"}
    base = {"runner": {"credits": 5, "rig": ["Corroder", "Mayfly"]},
            "corp": {"servers": {"Server 1": {"ice": ["Kessleroid"], "root": ["PAD Campaign"]}}},
            "actions": [{"runner": "run Server 1"}]}
    boards = [dict(base, decisions=dict(list(taps.items())[:n])) for n in range(len(taps) + 1)]
    goto(page, server + "/table")
    offline = page.evaluate(REPLAY, boards)
    online = [server_answer(server, board) for board in boards]
    assert offline == online
    assert online[2]["body"]["question"]["name"] == "break Kessleroid #2"
    assert "verdict" in online[-1]["body"]
