"""A release read as one document in the browser: later parts load as the reader scrolls or jumps,
a link to a rule of any part lands on the rule, and the parts open offline once saved.

Headless Debian Chromium via Playwright (skipped without /usr/bin/chromium).
"""

from pathlib import Path

import pytest
from readiness import controlled, goto, save_for_offline

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]

LOADED = ".part[data-part='{}']:not(.pending)"


def in_view(page, selector: str) -> bool:
    return page.evaluate(
        "s => { const r = document.querySelector(s).getBoundingClientRect();"
        " return r.top >= 0 && r.top < innerHeight; }", selector)


def test_a_link_to_a_rule_of_a_later_part_loads_that_part_and_shows_the_rule(page, server):
    """6.1.4 End the Run is in part 7: /nsg-cr-25.08#rule_end_the_run still lands on it."""
    page.goto(server + "/nsg-cr-25.08#rule_end_the_run")
    page.wait_for_selector(LOADED.format(7) + " #rule_end_the_run")
    page.wait_for_function("() => { const r = document.getElementById('rule_end_the_run').getBoundingClientRect();"
                           " return r.top >= 0 && r.top < innerHeight; }")
    assert page.url == server + "/nsg-cr-25.08#rule_end_the_run"
    assert page.locator(".part.pending[data-part='2']").count() == 1  # only the part asked for


def test_reading_on_past_the_end_of_a_part_loads_the_next(page, server):
    goto(page, server + "/nsg-cr-25.08")
    assert page.locator(LOADED.format(2)).count() == 0
    page.locator(".part.pending[data-part='2']").scroll_into_view_if_needed()
    page.wait_for_selector(LOADED.format(2) + " #sec_card_visibility")
    # the loaded part's links still lead to their pages and permalinks
    href = page.get_attribute(LOADED.format(2) + " #sec_card_visibility a.copy-link", "href")
    assert href == server + "/cr/sec_card_visibility"


def test_a_contents_entry_in_a_later_part_loads_it_in_place(page, server):
    goto(page, server + "/nsg-cr-25.08")
    page.click(".toc a[href='/nsg-cr-25.08/part/7#sec_steps_of_a_run']")
    page.wait_for_selector(LOADED.format(7) + " #sec_steps_of_a_run")
    page.wait_for_url(server + "/nsg-cr-25.08#sec_steps_of_a_run")
    assert in_view(page, "#sec_steps_of_a_run")


def test_a_part_page_asked_for_a_rule_of_another_part_opens_that_part(page, server):
    page.goto(server + "/nsg-cr-25.08/part/7#rule_card_precedence")
    page.wait_for_url(server + "/nsg-cr-25.08#rule_card_precedence")
    page.wait_for_selector("#rule_card_precedence")


def test_saved_for_offline_a_rule_of_a_later_part_opens_without_the_network(page, server):
    """The documents' part is saved (test_browser_offline.py saves every part; here the cards and scenarios
    would double the time and hold no part of a document)."""
    goto(page, server + "/")
    controlled(page)
    save_for_offline(page, ("rules",))
    assert "failed" not in page.inner_text("[data-save-status]")
    page.context.set_offline(True)
    page.goto(server + "/nsg-cr-25.08#rule_end_the_run")
    page.wait_for_selector(LOADED.format(7) + " #rule_end_the_run")
    page.goto(server + "/nsg-cr-25.08/part/10")
    assert page.locator(LOADED.format(10)).count() == 1
