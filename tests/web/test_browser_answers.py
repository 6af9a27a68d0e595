"""Answer first, in a real browser (headless Debian Chromium): a scenario stepped to its verdict in
one tap, a counterfactual re-run and its shared URL opened in a fresh context, a typed rule number
opening the rule in one step, and a copy-link control that copies. Skipped without /usr/bin/chromium;
the server and the browser are the shared fixtures of tests/web/conftest.py.
"""

import re
from pathlib import Path

import pytest
from readiness import goto, ready

CHROMIUM = Path("/usr/bin/chromium")
SCENARIO = "femme-fatale-vs-tollbooth"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    yield context.new_page()
    context.close()


def test_one_tap_on_the_verdict_steps_the_scenario_to_its_deciding_step(phone, server):
    goto(phone, f"{server}/scenarios/{SCENARIO}")
    verdict = phone.locator("section.verdict")
    assert verdict.is_visible() and "never resolves" in verdict.inner_text()
    deciding = phone.locator("ol.trace > li.deciding")
    step = deciding.get_attribute("id").removeprefix("step-")
    phone.click("section.verdict a.jump")
    phone.wait_for_selector(f"#trace[data-step-shown='{step}']")  # shown once the link's hashchange is handled
    assert deciding.is_visible() and phone.locator("ol.trace > li:visible").count() == 1
    assert phone.inner_text("[data-step=count]").startswith(f"Step {step} of ")
    assert "does not trigger or resolve" in deciding.inner_text()
    assert deciding.locator("details.board-at").get_attribute("open") is not None


def test_a_citation_shows_the_rules_text_on_tap(phone, server):
    goto(phone, f"{server}/scenarios/{SCENARIO}")
    cite = phone.locator("section.verdict details.cite").first
    assert re.fullmatch(r"CR \d+(\.\d+)+[a-z]? \S.*", cite.locator("summary").inner_text())
    cite.locator("summary").click()
    assert cite.get_attribute("open") is not None
    address = cite.locator("a").get_attribute("href").lstrip("/")
    rule_text = phone.request.get(f"{server}/api/node/{address}").json()["text"]
    assert " ".join(rule_text.split())[:60] in " ".join(cite.inner_text().split())


def test_a_counterfactual_re_run_has_its_own_title_and_checks_and_its_url_opens_elsewhere(browser, phone, server):
    goto(phone, f"{server}/scenarios/{SCENARIO}")
    phone.select_option("select[name='decision.bypass with Femme Fatale']", "no")
    phone.click("form.decisions button")
    phone.wait_for_url("**decision.bypass+with+Femme+Fatale=no**")
    ready(phone)
    title = phone.inner_text("h1")
    assert title.endswith("if the Runner declines to bypass with Femme Fatale")
    assert phone.locator(".checks li.failed").count() == 0
    assert phone.locator(".variant-checks li.differs").count() >= 3
    shared = phone.get_attribute("section.verdict a.share", "href")
    fresh = browser.new_context(viewport={"width": 360, "height": 740})
    page = fresh.new_page()
    goto(page, server + shared)
    assert page.inner_text("h1") == title
    assert page.inner_text("section.verdict") == phone.inner_text("section.verdict")
    fresh.close()


def test_a_typed_rule_number_opens_the_rule_in_one_step(phone, server):
    goto(phone, server + "/")
    phone.fill("header input[name=q]", "1.10.3c")
    phone.press("header input[name=q]", "Enter")
    phone.wait_for_url(server + "/nsg-cr-25.08/rule_spend_credits")
    assert phone.inner_text("h1") == "Rule 1.10.3c"


def test_the_copy_link_control_copies_the_rules_address(browser, server):
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    goto(page, server + "/ffg-rr-1.0/term/bypass")
    page.click("a.copy-link")
    page.wait_for_selector("a.copy-link[data-copied]")  # the clipboard's write is done
    assert page.evaluate("navigator.clipboard.readText()") == server + "/ffg-rr-1.0/term/bypass"
    assert page.url == server + "/ffg-rr-1.0/term/bypass"
    context.close()


ANSWER_PAGES = [
    "/search?q=can+femme+fatale+bypass+tolbooth",
    "/cards/Tollbooth",
    f"/scenarios/{SCENARIO}?decision.bypass+with+Femme+Fatale=no",
]
JS = Path(__file__).parent / "js" / "tap_targets.js"
AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"


@pytest.mark.parametrize("path", ANSWER_PAGES)
def test_answer_pages_fit_a_touch_phone_with_44_px_targets(browser, server, path):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    goto(page, server + path)
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    small = page.evaluate(JS.read_text())
    context.close()
    assert widths[0] <= widths[1] and small == [], (widths, small)


@pytest.mark.parametrize("path", ANSWER_PAGES)
def test_answer_pages_have_no_serious_accessibility_violation(browser, server, path):
    context = browser.new_context(viewport={"width": 1000, "height": 900}, bypass_csp=True)
    page = context.new_page()
    goto(page, server + path)
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations"
        ".filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => v.id))"
    )
    context.close()
    assert found == []
