"""The Table on a phone (360x780, touch) in headless Chromium: the judge sets up the board, answers the
engine's questions and gets the ruling within the interaction goal; the ruling's link gives the same
ruling on another phone; without JavaScript the same form still works."""

import json
import sys
from pathlib import Path

import pytest
from readiness import click_to, goto, ticked_and_sent

from rulesdb import yamlsafe
from rulesdb.engine import SCENARIO_DIR
from rulesdb.table.ruling import share_url

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from table_flow import ANSWERS, GOAL, PHONE, VERDICT, set_up_and_rule  # noqa: E402  (shared with the bench)

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


def test_a_judge_sets_up_the_run_answers_and_gets_the_ruling_within_the_goal(phone, server, browser):
    done = set_up_and_rule(phone, server)
    print(f"\nTable on a phone: {done['taps']} taps + {done['keys']} keystrokes = {done['interactions']} "
          f"interactions, {done['seconds']:.1f} s from the home page to the ruling")
    assert done["asked"] == list(ANSWERS)
    assert done["verdict"] == VERDICT
    assert done["interactions"] <= GOAL
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360  # nothing wider than the phone

    other = browser.new_context(**PHONE)
    again = other.new_page()
    goto(again, server + done["link"])
    assert again.inner_text("p.verdict") == VERDICT
    assert again.locator("section.question").count() == 0
    other.close()


def test_a_typo_and_a_curly_apostrophe_still_find_the_card(phone, server):
    goto(phone, server + "/table")
    phone.wait_for_function("() => Number(document.querySelector('form.table-board').dataset.cardsLoaded) > 0")
    rig = phone.locator("[name='runner.rig']")
    rig.tap()
    phone.keyboard.type("gordain")
    assert phone.locator(".suggest button").first.inner_text().startswith("Gordian Blade")
    for typed in ("the makers ey", "THE MAKER’S", "maker's eye"):  # straight, curly, none; any case
        phone.fill("[name='runner.grip']", "")
        phone.locator("[name='runner.grip']").tap()
        phone.keyboard.type(typed)
        assert phone.locator(".fld:has([name='runner.grip']) .suggest button").first.inner_text().startswith(
            "The Maker’s Eye"), typed


def test_without_javascript_the_form_reaches_the_ruling(browser, server):
    context = browser.new_context(java_script_enabled=False, **PHONE)
    page = context.new_page()
    page.goto(server + "/table")
    page.fill("[name='runner.credits']", "3")
    page.fill("[name='runner.rig']", "Corroder")
    page.fill("[name='corp.servers.Server 1.ice']", "Ice Wall\nEnigma (unrezzed)")
    page.fill("[name='actions']", "run Server 1")
    click_to(page, "button.ask")
    while page.locator("section.question").count():  # read from the page each answer opened
        name = page.inner_text("section.question h2").split(": ", 1)[1]
        click_to(page, f"a.option:text-is('{ANSWERS[name]}')")
    assert page.inner_text("p.verdict") == VERDICT
    context.close()


def unanswered(scenario: str) -> dict:
    """A shipped scenario's board without its answers, as the Table plays it."""
    path = next(SCENARIO_DIR.rglob(f"{scenario}.yaml"))
    board = yamlsafe.load(path.read_text(encoding="utf-8"), path.name)
    return json.loads(json.dumps({k: v for k, v in board.items() if k not in ("expect", "decisions")}, default=str))


#: Titanium Ribs: the Runner names exactly 3 cards of the grip, the answer several options make
RIBS = unanswered("rule_modify_ability_with_choice-1")


def test_without_javascript_three_cards_are_ticked_and_two_are_one_line_saying_so(browser, server):
    context = browser.new_context(java_script_enabled=False, **PHONE)
    page = context.new_page()
    page.goto(server + share_url(RIBS))
    assert page.inner_text("section.question h2") == "Runner decides: Titanium Ribs choice"
    ticked_and_sent(page, "form.answer", ("Easy Mark", "Diesel"), opens_page=True)
    assert page.inner_text(".answer-wrong") == "tick exactly 3 of the options (you ticked 2)"
    ticked_and_sent(page, "form.answer", ("Easy Mark", "Diesel", "Forked"), opens_page=True)
    answered = dict(RIBS, decisions={"Titanium Ribs choice": ["Easy Mark", "Diesel", "Forked"]})
    assert page.url == server + share_url(answered)
    assert page.inner_text("section.question h2") == "Runner decides: jack out at HQ"
    context.close()


TAP_TARGETS_JS = (Path(__file__).parent / "js" / "tap_targets.js").read_text()
AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
SERIOUS = ("axe.run(document, {resultTypes: ['violations']}).then(r => r.violations"
           ".filter(v => v.impact === 'serious' || v.impact === 'critical')"
           ".map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')))")


def test_every_state_of_the_table_has_44_px_targets_and_no_serious_accessibility_problem(browser, server):
    """The empty form, a question, a refused board (errors at the fields) and the ruling."""
    context = browser.new_context(bypass_csp=True, **PHONE)
    page = context.new_page()
    done = set_up_and_rule(page, server)
    states = {"empty": "/table", "ruling": done["link"], "several cards": share_url(RIBS),
              "refused": "/table?f=1&runner.rig=Corrodr&corp.servers.Server+1.root=Ice+Wall&actions=run+HQ"}
    for name, url in states.items():
        goto(page, server + url)
        assert page.evaluate(TAP_TARGETS_JS) == [], name
        page.add_script_tag(path=str(AXE))
        assert page.evaluate(SERIOUS) == [], name
    context.close()
