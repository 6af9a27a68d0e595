"""On a phone (390x844, touch) in headless Chromium, with and without JavaScript: a refused board's page lands on the
first field at fault, focused and in view, its refusal beside it; before, the page stayed at its top and an action's
refusal was only in the list there."""

from pathlib import Path

import pytest
from readiness import goto

from rulesdb.table.ruling import share_url

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
MISSPELT = {"runner": {"grip": ["Sure Gamble"]}, "actions": [{"runner": "play Sure Gamle"}]}
IN_VIEW = """id => { const r = document.getElementById(id).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight; }"""


@pytest.mark.parametrize("script", [True, False])
def test_the_first_field_at_fault_is_focused_in_view_with_its_did_you_mean_beside_it(browser, server, script):
    context = browser.new_context(java_script_enabled=script, **PHONE)
    page = context.new_page()
    if script:
        goto(page, server + share_url(MISSPELT))
    else:
        page.goto(server + share_url(MISSPELT))
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'f-actions'")
    assert page.evaluate(IN_VIEW, "f-actions")
    assert page.inner_text("#f-actions-e") == "line 1: unknown card 'Sure Gamle' (did you mean Sure Gamble?) Sure Gamble"
    context.close()
