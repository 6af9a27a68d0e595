"""The static export carries the Table with its engine: a situation's link rules in the browser as
the server rules, and a scenario re-run link never shows the run as written as if it were its own."""

import re
from html import unescape
from pathlib import Path
from urllib.parse import urlencode

import pytest
from offline_table import pyodide_or_skip, serve_folder
from readiness import goto, table_ruled

from rulesdb.web.export_static import export

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]
CORRODER_RULED = {
    "runner": {"credits": 3, "rig": ["Corroder"]},
    "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                      "root": ["Hostile Takeover"]}}},
    "actions": [{"runner": "run Server 1"}],
    "decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"},
}


@pytest.fixture(scope="module")
def static_site(built_data, tmp_path_factory):
    """A small export (the scenarios; every export has the Table), served over HTTP."""
    pyodide_or_skip()
    folder = tmp_path_factory.mktemp("static-table") / "site"
    export(built_data, folder, parts=("scenarios",))
    yield from (base + "/" for base in serve_folder(folder))


def test_the_exports_table_link_gives_the_servers_ruling(page, static_site, client):
    online = client.post("/api/table", json=CORRODER_RULED).get_json()
    goto(page, static_site + "table/index.html?" + online["share_url"].split("?", 1)[1])
    table_ruled(page)
    assert page.inner_text(".offline-answer .verdict") == " ".join(online["verdict"])


def open_rerun_on_the_table(page, base: str, scenario: str, changed: dict) -> str:
    """Open a re-run link of the export; check it shows no verdict; follow it to the Table."""
    goto(page, base + f"scenarios/{scenario}/index.html?" + urlencode(changed))
    page.wait_for_selector("a[data-rerun-table]")
    shown = page.inner_text("main")
    assert "cannot re-run the scenario with other decisions" in shown
    page.click("a[data-rerun-table]")
    table_ruled(page)
    return shown


def test_a_rerun_link_in_the_export_says_it_cannot_and_the_table_gives_the_servers_verdict(page, static_site,
                                                                                          client):
    scenario, changed = "femme-fatale-after-chum", {"decision.jack out at HQ": "yes"}
    as_written = client.get(f"/scenarios/{scenario}?format=json").get_json()["verdict"]["sentences"]
    rerun = client.get(f"/scenarios/{scenario}?" + urlencode({**changed, "format": "json"})).get_json()
    assert rerun["verdict"]["sentences"] != as_written  # the variant the export once showed wrongly
    shown = open_rerun_on_the_table(page, static_site, scenario, changed)
    assert not any(sentence in shown for sentence in as_written)
    assert page.inner_text(".offline-answer .verdict") == " ".join(rerun["verdict"]["sentences"])


def test_a_rerun_the_table_cannot_rule_is_said_so_with_no_verdict(page, static_site, client):
    """The file's standing answer `jack out: no` goes unasked once Femme Fatale does not bypass: the
    server's re-run allows that, the Table refuses an answer it never asks; it says so, and no verdict."""
    scenario, changed = "femme-fatale-vs-tollbooth", {"decision.bypass with Femme Fatale": "no"}
    open_rerun_on_the_table(page, static_site, scenario, changed)
    assert "never asks this decision" in page.inner_text(".offline-answer .error")
    assert page.locator(".offline-answer .verdict").count() == 0


def test_a_board_typed_in_the_export_is_refused_at_its_field_as_the_server_refuses_it(page, static_site, client):
    typed = {"runner.credits": "3", "runner.rig": "Corrodr\nDatasucker (2 virus)",
             "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)", "actions": "run Server 1"}
    sent = client.get("/table", query_string=dict(typed, f="1"))
    html = client.get(sent.headers["Location"]).get_data(as_text=True)
    on_the_server = re.search(r'<ul class="field-error" id="f-runner-rig-e">(.*?)</ul>', html, re.S)[1]
    goto(page, static_site + "table/index.html")
    for name, value in typed.items():
        page.fill(f"[name='{name}']", value)
    page.click("button.ask")
    table_ruled(page)
    assert page.url.endswith("table/index.html?" + sent.headers["Location"].split("?", 1)[1])
    rig = page.locator("[name='runner.rig']")
    assert rig.get_attribute("aria-invalid") == "true" and rig.input_value() == typed["runner.rig"]
    shown = page.inner_text("#f-runner-rig-e")
    assert shown == re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", on_the_server))).strip()
    assert shown.startswith("runner.rig[0]: unknown card 'Corrodr'")
    assert page.locator(".offline-answer .error a[href='#f-runner-rig']").count() == 1
    assert page.locator(".offline-answer .verdict, .offline-answer .question").count() == 0
    page.click("#f-runner-rig-e a.fix:text-is('Corroder')")  # the "did you mean" puts the card in place
    table_ruled(page)
    assert page.inner_text(".offline-answer .question h2") == "Runner decides: break Ice Wall"
    assert page.input_value("[name='runner.rig']") == "Corroder\nDatasucker (2 virus)"


def test_without_a_script_the_exports_rerun_form_shows_no_verdict_and_says_it_cannot(browser, static_site, client):
    """The export holds each scenario run as written; its re-run form, sent with other decisions and
    no script to hand them to the Table, lands on a page that says it cannot re-run, with no verdict."""
    scenario, decision, answer = "femme-fatale-after-chum", "jack out at HQ", "yes"
    as_written = client.get(f"/scenarios/{scenario}?format=json").get_json()["verdict"]["sentences"]
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(static_site + f"scenarios/{scenario}/index.html")
        assert " ".join(as_written) in page.inner_text("#verdict")  # the run as written, under its own address
        assert "cannot re-run the scenario with other decisions" in page.inner_text("main")  # said, without a script
        page.select_option(f"form.decisions [name='decision.{decision}']", answer)
        with page.expect_navigation():
            page.click("form.decisions button")
        assert f"scenarios/{scenario}/rerun/index.html?" in page.url and "decision.jack+out+at+HQ=yes" in page.url
        shown = page.inner_text("main")
        assert "This copy cannot re-run the scenario with other decisions, so it shows no verdict for them" in shown
        assert not any(sentence in shown for sentence in as_written)
        assert page.locator("#verdict, .verdict").count() == 0
        # A re-run address typed or shared, opened without a script: the page says it cannot, by the verdict.
        page.goto(static_site + f"scenarios/{scenario}/index.html?decision.jack+out+at+HQ=yes")
        said = page.inner_text("main")
        assert said.index("whatever its address asks: it cannot re-run") < said.index(as_written[0])
    finally:
        context.close()
    # With a script, the same form hands the decisions to the Table (the engine on this device).
    page = browser.new_page()
    goto(page, static_site + f"scenarios/{scenario}/rerun/index.html?decision.{decision}={answer}")
    page.wait_for_selector("a[data-rerun-table]")
    page.close()


def test_in_the_export_a_question_inside_a_run_lists_the_options_at_its_moments_as_the_server_does(
        page, static_site, client):
    board = {k: v for k, v in CORRODER_RULED.items() if k != "decisions"}
    board["decisions"] = {"break Ice Wall": "Corroder"}
    link = client.post("/api/table", json=board).get_json()["share_url"]
    on_the_server = client.get(link).get_data(as_text=True)
    moments = [unescape(m) for m in re.findall(r'<a class="option moment" href="[^"]+">([^<]+)</a>', on_the_server)]
    goto(page, static_site + "table/index.html?" + link.split("?", 1)[1])
    table_ruled(page)
    assert page.locator(".offline-answer a.moment").all_inner_texts() == moments and "encounter Ice Wall" in moments
    page.click(".offline-answer a.moment:text-is('encounter Ice Wall')")
    table_ruled(page)
    listed = client.get(unescape(re.search(r'<a class="option moment" href="([^"]+)">encounter Ice Wall<',
                                           on_the_server)[1])).get_data(as_text=True)
    server_links = [(unescape(m[1]).strip(), unescape(m[0]).split("?", 1)[1]) for m in re.findall(
        r'<section class="legal">.*', listed, re.S) for m in re.findall(r'<a class="option[^"]*" href="([^"]+)">([^<]+)</a>', m)]
    offline = page.locator(".offline-answer section.legal a.option")
    offline_links = [(a.inner_text(), a.get_attribute("href").split("?", 1)[1]) for a in offline.all()]
    assert offline_links == server_links and len(offline_links) >= 3


def test_an_engine_that_never_finishes_loading_says_what_it_waits_for(browser, static_site, client):
    """A first load that stalls (here Python's WebAssembly never arrives) is not an endless "Ruling…":
    past the slow mark the page names what the engine still waits for and what the judge can do. The export's
    service worker is kept out: `page.route` does not see the requests a service worker answers (Playwright's
    documented limit), and in one loaded run the WebAssembly arrived after all."""
    context = browser.new_context(viewport={"width": 1000, "height": 900}, service_workers="block")
    try:
        _stalled_engine_says_what_it_waits_for(context.new_page(), static_site, client)
    finally:
        context.close()


def _stalled_engine_says_what_it_waits_for(page, static_site, client):
    page.clock.install()
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
    online = client.post("/api/table", json=CORRODER_RULED).get_json()
    page.goto(static_site + "table/index.html?" + online["share_url"].split("?", 1)[1])
    page.wait_for_function("() => (document.documentElement.dataset.engineWaits || '').split(' ')"
                           ".includes('python')")
    line = page.locator(".offline-answer p.meta")
    assert line.inner_text() == "Ruling on this device (no server)…"
    page.clock.run_for(31_000)
    assert line.inner_text().startswith("Still loading the engine on this device (waiting for Python")
    assert line.inner_text().endswith("if nothing changes, reload this page.")
    assert page.get_attribute("html", "data-offline-table") == "ruling"  # no verdict, no question: still waiting
