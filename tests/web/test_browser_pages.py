"""Pages that say what they are, in a real browser at 360 px (headless Debian Chromium): short on a
phone, long lists folded, icon titles on one line, defined terms set apart, the diff's word filter
matching whole words. Skipped when /usr/bin/chromium is not installed."""

from pathlib import Path

import pytest
from readiness import goto

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]

#: Page -> the most a phone should scroll through, in CSS pixels (they were 38,528, 74,282 and 29,910).
TALLEST = {"/": 2_500, "/scenarios": 4_000, "/nsg-cr-25.08/step_before_jack_out_paw": 4_000}

#: Where the icon and the words beside it sit, for a link whose title holds an icon.
ICON_LINE_JS = """link => {
  const icon = link.querySelector('.ic');
  const box = icon.getBoundingClientRect();
  const centre = node => {
    const range = document.createRange();
    const text = node.nodeType === 3 ? node : node.firstChild;
    const at = node === icon.previousSibling ? text.length - 1 : 0;
    range.setStart(text, at); range.setEnd(text, at + 1);
    const r = range.getBoundingClientRect();
    return (r.top + r.bottom) / 2;
  };
  const around = [icon.previousSibling, icon.nextSibling].filter(n => n && n.textContent.trim());
  return around.every(n => { const c = centre(n); return c > box.top - 2 && c < box.bottom + 2; });
}"""


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("path", list(TALLEST))
def test_a_long_page_is_short_on_a_phone(phone, server, path):
    goto(phone, server + path)
    height = phone.evaluate("document.documentElement.scrollHeight")
    assert height < TALLEST[path], (path, height)


def test_folded_citing_scenarios_open_with_their_count(phone, server):
    goto(phone, server + "/nsg-cr-25.08/step_before_jack_out_paw")
    more = phone.locator("details.more")
    assert phone.locator("details.more li").first.is_hidden()
    more.locator("summary").click()
    total = int(phone.inner_text("h2:has-text('Cited by scenarios') .count"))
    assert phone.locator("details.more[open] li").count() == total - 5
    assert phone.locator("details.more li").first.is_visible()


def test_a_link_whose_title_holds_an_icon_stays_one_line_of_text(phone, server):
    goto(phone, server + "/nsg-cr-25.08/rule_abilities_during_a_run")
    link = phone.locator("ul.listed a:has(.ic)").first
    assert link.evaluate(ICON_LINE_JS)
    # the control: laid out as a flex box (as before), the words leave the icon's line
    link.evaluate("a => a.style.setProperty('display', 'inline-flex', 'important')")
    assert not link.evaluate(ICON_LINE_JS)


def test_a_defined_term_is_set_in_small_capitals_with_its_words_unchanged(phone, server):
    goto(phone, server + "/nsg-cr-25.08/rule_end_the_run")
    term = phone.locator(".text .term").first
    assert term.inner_text() == "end the run"
    assert term.evaluate("t => getComputedStyle(t).fontVariantCaps") == "small-caps"


def test_the_diff_word_filter_matches_whole_words(phone, server):
    goto(phone, server + "/diff?from=nsg-cr-24.09&to=nsg-cr-25.04")
    changes = phone.locator("ol.changes > li.change")
    texts = changes.all_text_contents()
    runner_only = [i for i, t in enumerate(texts) if "Runner" in t and not _has_word(t, "run")]
    assert runner_only  # a change naming the Runner but never a run
    phone.fill("[data-diff-filter] input[type=search]", "run")
    visible = phone.locator("ol.changes > li.change:visible").all_text_contents()
    assert visible and all(_has_word(t, "run") for t in visible)
    assert all(changes.nth(i).is_hidden() for i in runner_only)


def _has_word(text: str, word: str) -> bool:
    import re

    return re.search(rf"(^|[^a-z0-9]){word}(?![a-z0-9])", text, re.I) is not None
