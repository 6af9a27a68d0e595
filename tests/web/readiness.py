"""Waiting in browser tests on what the page itself says, never on a clock.

Each of the site's scripts adds its name to `<html data-ready>` once it has done its work; the save
for offline counts its progress in `data-saving` and sets `data-saved` when done. A wait below ends
when the page says so; the pages' timeout (`conftest.CEILING_MS`) is only the ceiling for a page that
says nothing.
"""

from __future__ import annotations

from playwright.sync_api import TimeoutError as PageTimeout

#: The Table in the browser has given its ruling (`<html data-offline-table>`); a page that a click is still
#: leaving has no document element for a moment, so the wait reads it only once there is one.
TABLE_RULED = "() => !!document.documentElement && document.documentElement.dataset.offlineTable === 'ruled'"


def table_ruled(page) -> None:
    """Wait until the Table in the browser has ruled. A wait that runs out says what the engine's
    load still waited for (`<html data-engine-waits>`), so a load that stalls names where."""
    try:
        page.wait_for_function(TABLE_RULED)
    except PageTimeout as timeout:
        waits = page.evaluate("() => document.documentElement.dataset.engineWaits")
        where = f"its load still waited for: {waits}" if waits else "its load had ended" if waits == "" else "no load began"
        raise AssertionError(f"the Table did not rule; the engine: {where}") from timeout


#: The site's own scripts, each announcing itself in `data-ready` (the browser's search scripts load on demand).
PAGE_SCRIPTS = ("app", "steps", "copylink", "release", "table", "offlinesteps", "offlinetable")

_SCRIPTS_DONE = """names => {
  const ready = (document.documentElement.dataset.ready || '').split(' ');
  const mine = [...document.scripts].map(s => (s.src.match(/\\/assets\\/[^/]+\\/(\\w+)\\.js$/) || [])[1]);
  return mine.filter(name => names.includes(name)).every(name => ready.includes(name));
}"""

_SAVING = """last => {
  const html = document.documentElement.dataset;
  if (html.saved !== undefined) { return 'saved'; }
  return (html.saving || '') !== last ? 'saving ' + (html.saving || '') : false;
}"""


def ready(page) -> None:
    """Wait until every script of the page has said it is done (a page without JavaScript has none)."""
    page.wait_for_function(_SCRIPTS_DONE, arg=list(PAGE_SCRIPTS))


def goto(page, url: str) -> None:
    """Open `url` and wait until its scripts are done."""
    page.goto(url)
    ready(page)


def until_saved(page) -> None:
    """Wait until saving every page for offline is done: as long as it makes progress, it may take
    as long as it needs; only a save that stops moving runs into the timeout."""
    last = ""
    while True:
        state = page.wait_for_function(_SAVING, arg=last).json_value()
        if state == "saved":
            return
        last = state.removeprefix("saving ")


_KEPT = """paths => {
  const asked = window.rulesdbKeptAsked = window.rulesdbKeptAsked || {};
  const key = paths.join(' ');
  if (asked[key] === 'kept') { return true; }
  if (asked[key] !== 'asking') {
    asked[key] = 'asking';
    Promise.all(paths.map(p => caches.match(new URL(p, location.href).href, { ignoreVary: true })))
      .then(hits => { asked[key] = hits.every(Boolean) ? 'kept' : 'not yet'; });
  }
  return false;
}"""


def kept(page, *paths: str) -> None:
    """Wait until the service worker has stored `paths` (it stores a page it answered after the
    answer, so a test going offline at once could find it not there yet)."""
    page.wait_for_function(_KEPT, arg=list(paths))


def controlled(page) -> None:
    """Wait until the service worker is active and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")


def save_for_offline(page, parts: tuple[str, ...] | None = None) -> list[str]:
    """Press "Save for offline", keep only `parts` (all when None) in the choice it offers with
    their sizes, save, and wait until saving is done; returns the labels it offered."""
    page.click("button[data-save]")
    page.wait_for_function("() => document.documentElement.dataset.saveChoice === 'shown'")
    labels = [t.strip() for t in page.locator("form[data-save-choice] label").all_inner_texts()]
    if parts is not None:
        for box in page.locator("form[data-save-choice] input[type=checkbox]").all():
            box.set_checked(box.get_attribute("value") in parts)
    page.click("button[data-save-confirm]")
    until_saved(page)
    return labels


def click_to(page, selector: str) -> None:
    """A click that opens another page (a link, or a form sent without a script): wait until the new page
    is there, so what is read next is read from it and never from the page the click is leaving."""
    with page.expect_navigation():
        page.click(selector)


def ticked_and_sent(page, form: str, titles: tuple[str, ...], opens_page: bool = False) -> None:
    """The answer form `form` (a selector) with each of `titles` ticked, then sent: a "several" question answered as
    a judge answers it, on the server's page (`opens_page`: sent without a script) or the offline Table."""
    for title in titles:
        page.check(f"{form} input[value='{title}']")
    if opens_page:
        click_to(page, f"{form} button")
    else:
        page.click(f"{form} button")


#: A phone held by a judge filling the Table's form with one thumb (390x844, touch).
FORM_PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


def table_form_on_a_phone(browser, server: str):
    """For a fixture to `yield from`: the Table's empty form on a phone, once its card names for the autocomplete
    are loaded; the phone's context is closed after the test."""
    context = browser.new_context(**FORM_PHONE)
    page = context.new_page()
    goto(page, server + "/table")
    page.wait_for_function("() => Number(document.querySelector('form.table-board').dataset.cardsLoaded) > 0")
    yield page
    context.close()
