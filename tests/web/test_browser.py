"""The site in a real browser: headless Debian Chromium via Playwright against the waitress server.

Screenshots go to artifacts/screenshots/. Skipped when /usr/bin/chromium is not installed.
"""

from pathlib import Path

import pytest
from readiness import goto, ready

CHROMIUM = Path("/usr/bin/chromium")

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_search_bypass_and_open_the_rules_reference_entry(page, server):
    goto(page, server + "/")
    page.fill("header input[name=q]", "bypass")
    page.press("header input[name=q]", "Enter")
    page.wait_for_url("**/search?q=bypass")
    shot(page, "search-bypass")
    page.click("ol.hits a[href='/ffg-rr-1.0/term/bypass']")
    page.wait_for_url(server + "/ffg-rr-1.0/term/bypass")
    assert page.inner_text("h1") == "Bypass"
    assert page.locator("section.example").count() == 1
    shot(page, "term-bypass")


def test_rule_page_links_to_its_earlier_version_and_the_diff(page, server):
    goto(page, server + "/nisei-cr-1.4/1.10.3c")
    assert page.inner_text("h1") == "Rule 1.10.3c"
    shot(page, "rule-1.4-1.10.3c")
    page.click(".versions a[href='/nisei-cr-1.3/1.10.3c']")
    page.wait_for_url(server + "/nisei-cr-1.3/1.10.3c")
    assert "nisei-cr-1.3 (v1.3)" in page.inner_text("p.meta")
    page.go_back()
    page.click(".versions li.current a.diff-link")
    page.wait_for_url("**/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&rule=1.10.3c&all=1")
    inserted = page.locator("ol.changes ins").all_inner_texts()
    assert any("synonymous" in words for words in inserted)
    shot(page, "diff-1.3-1.4-1.10.3c")


def test_femme_fatale_vs_tollbooth_steps_to_the_end(page, server):
    goto(page, server + "/scenarios")
    page.click("details:has(a[href='/scenarios/femme-fatale-vs-tollbooth']) > summary")  # its group, folded
    page.click("a[href='/scenarios/femme-fatale-vs-tollbooth']")
    page.wait_for_url("**/scenarios/femme-fatale-vs-tollbooth")
    ready(page)
    steps = page.locator("ol.trace > li")
    total = steps.count()
    last = steps.nth(total - 1).get_attribute("id").removeprefix("step-")
    assert page.locator("ol.trace > li:visible").count() == 1
    assert page.inner_text("[data-step=count]") == f"Step 2 of {last}"
    shot(page, "scenario-first-step")
    clicks = 0
    while page.is_enabled("[data-step=next]"):
        page.click("[data-step=next]")
        clicks += 1
    assert clicks == total - 1
    assert page.inner_text("[data-step=count]") == f"Step {last} of {last}"
    assert steps.nth(total - 1).is_visible() and not steps.nth(0).is_visible()
    shot(page, "scenario-last-step")
    page.click("[data-step=all]")
    assert page.locator("ol.trace > li:visible").count() == total
    assert page.locator(".checks li.failed").count() == 0


def test_scenario_without_javascript_shows_every_step(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server + "/scenarios/femme-fatale-vs-tollbooth")
    steps = page.locator("ol.trace > li")
    assert steps.count() > 10 and page.locator("ol.trace > li:visible").count() == steps.count()
    assert not page.is_visible(".stepper")
    context.close()


#: One page of every type, as a judge meets them.
EVERY_PAGE_TYPE = [
    "/",
    "/search?q=bypass",
    "/nisei-cr-1.6",
    "/nisei-cr-1.6/section/1.10",
    "/nisei-cr-1.6/1.10.3c",
    "/nisei-cr-1.6/1.10.3c/example/1",
    "/ffg-rr-1.0/term/bypass",
    "/ffg-rr-1.0/timing/run",
    "/refs/ffg-rr-1.0/term/turn",
    "/history/nisei-cr-1.6/1.10.3c",
    "/diff",
    "/diff?from=nisei-cr-1.3&to=nisei-cr-1.4",
    "/compare?topic=Bypass",
    "/scenarios",
    "/scenarios/femme-fatale-vs-tollbooth",
    "/offline",
]
TAP_TARGETS_JS = (Path(__file__).parent / "js" / "tap_targets.js").read_text()
AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"


@pytest.fixture(scope="module")
def phone(browser):
    """A 360 px touch screen, dark theme."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True, color_scheme="dark"
    )
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("path", EVERY_PAGE_TYPE)
def test_a_phone_at_360_px_never_scrolls_sideways_and_every_target_is_44_px(phone, server, path):
    goto(phone, server + path)
    assert phone.evaluate("matchMedia('(pointer: coarse)').matches")
    widths = phone.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], (path, widths)
    assert phone.evaluate(TAP_TARGETS_JS) == []
    if path == "/":
        shot(phone, "home-360-dark")


@pytest.fixture(scope="module")
def axe_page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 900}, bypass_csp=True)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/search?q=bypass",
        "/nisei-cr-1.6/1.10.3c",
        "/ffg-rr-1.0/term/bypass",
        "/ffg-rr-1.0/timing/run",
        "/diff?from=nisei-cr-1.3&to=nisei-cr-1.4",
        "/scenarios/femme-fatale-vs-tollbooth",
    ],
)
def test_axe_finds_no_serious_or_critical_violation(axe_page, server, path):
    goto(axe_page, server + path)
    axe_page.add_script_tag(path=str(AXE))
    violations = axe_page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations"
        ".filter(v => v.impact === 'serious' || v.impact === 'critical')"
        ".map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')))"
    )
    assert violations == [], path


def test_diff_on_a_phone_is_collapsed_and_filters_by_word_and_by_kind(phone, server):
    goto(phone, server + "/diff?from=nisei-cr-1.3&to=nisei-cr-1.6")
    changes = phone.locator("ol.changes > li.change")
    total = changes.count()
    assert total > 20
    assert phone.locator("ol.changes details[open]").count() == 0
    height = phone.evaluate("document.documentElement.scrollHeight")
    phone.fill("[data-diff-filter] input[type=search]", "synonymous")
    shown = phone.locator("ol.changes > li.change:visible")
    assert 1 <= shown.count() < total
    assert all("synonymous" in t.lower() for t in shown.all_text_contents())
    assert phone.inner_text("[data-diff-count]") == f"{shown.count()} of {total} shown"
    phone.fill("[data-diff-filter] input[type=search]", "")
    phone.check("[data-diff-filter] input[value=added]")
    kinds = phone.locator("ol.changes > li.change:visible").evaluate_all("lis => lis.map(li => li.dataset.kind)")
    assert set(kinds) == {"added"} and len(kinds) < total
    assert height < 13000
