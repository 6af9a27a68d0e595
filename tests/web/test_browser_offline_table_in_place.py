"""The offline Table answers each next step in place: one Pyodide per page life, however many taps.

With the network cut, the Corroder board from its link is answered question by question by the
engine loaded once (no navigation in between: a mark set on the first page survives to the ruling);
the address follows each step as the situation's link, back and forward rule again in place, and
what the page shows is what a full navigation to the same link shows.
"""

from pathlib import Path

import pytest
from offline_table import ANSWERS, CORRODER_VS_ICE_WALL_AND_ENIGMA, pyodide_or_skip, server_answer
from readiness import controlled, goto, save_for_offline

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]


RULED = "() => document.documentElement.dataset.offlineTable === 'ruled'"
ASKING = """name => document.documentElement.dataset.offlineTable === 'ruled' &&
  (document.querySelector('.offline-answer .question h2') || {}).textContent === name"""
RULING_SHOWN = """() => document.documentElement.dataset.offlineTable === 'ruled' &&
  document.querySelector('.offline-answer .verdict') !== null"""
#: Pyodide's module fetched by this page life, as the browser counts its resources.
WASM_FETCHES = "() => performance.getEntriesByType('resource').filter(e => e.name.endsWith('/pyodide.asm.wasm')).length"
SHOWN = """() => ({main: document.querySelector('main').innerHTML,
  fields: [...document.querySelector('form.table-board').elements].map(f => [f.name, f.value, f.checked])})"""


def answer_for(name: str) -> str:
    return next(a for prefix, a in ANSWERS.items() if name.startswith(prefix))


def same_life(page) -> dict:
    return page.evaluate("""() => ({mark: window.onePageLife === true,
      loads: document.documentElement.dataset.pyodideLoads})""")


def test_the_corroder_board_is_answered_in_place_with_pyodide_loaded_once(page, server):
    pyodide_or_skip()
    goto(page, server + "/")
    controlled(page)
    save_for_offline(page, ("engine",))
    start = server_answer(server, CORRODER_VS_ICE_WALL_AND_ENIGMA)["body"]
    page.context.set_offline(True)
    page.goto(server + start["share_url"])
    page.wait_for_function(RULED)
    page.evaluate("() => { window.onePageLife = true; }")  # gone if any step navigates
    asked, links, decisions = [], [page.url], {}
    while page.locator(".offline-answer .question h2").count():
        name = page.inner_text(".offline-answer .question h2").split(": ", 1)[1]
        asked.append(name)
        decisions[name] = answer_for(name)
        page.click(f".offline-answer a.option:text-is('{decisions[name]}')")
        page.wait_for_function(RULED)
        links.append(page.url)
    ruling = server_answer(server, dict(CORRODER_VS_ICE_WALL_AND_ENIGMA, decisions=decisions))["body"]
    assert asked == ["break Ice Wall", "jack out at Enigma", "rez Enigma"]
    assert page.inner_text(".offline-answer .verdict") == " ".join(ruling["verdict"])
    assert page.url == server + ruling["share_url"]
    assert same_life(page) == {"mark": True, "loads": "1"}
    assert page.evaluate(WASM_FETCHES) == 1
    in_place = page.evaluate(SHOWN)

    # Back: the previous question again, at its own link; forward: the ruling again. Still one engine.
    page.go_back()
    page.wait_for_function(ASKING, arg="Corp decides: rez Enigma")
    assert page.url == links[-2]
    assert page.locator(".offline-answer .verdict").count() == 0
    page.go_forward()
    page.wait_for_function(RULING_SHOWN)
    assert page.url == server + ruling["share_url"]
    assert page.evaluate(SHOWN) == in_place

    # The form sent again (its answers kept) rules the same board to the same link, in place.
    page.click("button.ask")
    page.wait_for_function(RULING_SHOWN)
    assert page.url == server + ruling["share_url"]
    assert page.inner_text(".offline-answer .verdict") == " ".join(ruling["verdict"])

    # A moment of the run: what may be done there, in place.
    moment = page.locator(".offline-answer a.moment").first
    moment_link = moment.get_attribute("href")
    moment.click()
    page.wait_for_function("() => document.documentElement.dataset.offlineTable === 'ruled' && "
                           "document.querySelector('.offline-answer .legal') !== null")
    assert page.url == server + moment_link
    assert same_life(page) == {"mark": True, "loads": "1"}
    assert page.evaluate(WASM_FETCHES) == 1

    # A full navigation to the ruling's link shows exactly what the steps in place showed.
    page.goto(server + ruling["share_url"])
    page.wait_for_function(RULING_SHOWN)
    assert same_life(page) == {"mark": False, "loads": "1"}
    assert page.evaluate(SHOWN) == in_place


def test_online_the_tables_links_still_go_to_the_server(page, server):
    """The server's own page: a question's option is a navigation the server answers, nothing in place."""
    start = server_answer(server, CORRODER_VS_ICE_WALL_AND_ENIGMA)["body"]
    goto(page, server + start["share_url"])
    assert page.evaluate("document.documentElement.dataset.offlineTable") == "idle"
    page.evaluate("() => { window.onePageLife = true; }")
    page.click("section.question a.option:text-is('Corroder')")
    page.wait_for_selector("section.question h2:text-is('Runner decides: jack out at Enigma')")
    ready_page = page.evaluate("() => window.onePageLife === undefined")
    assert ready_page  # a new page, answered by the server
    assert page.locator(".offline-answer").count() == 0
