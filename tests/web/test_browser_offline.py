"""The app with the venue's Wi-Fi gone: pages opened before, and saved ones, still open and search.

Headless Debian Chromium via Playwright; the browser context's offline mode cuts the network.
"""

from pathlib import Path
from urllib.parse import quote

import pytest
from readiness import controlled, goto, kept, save_for_offline, until_saved
from typed_forms import RELEASE, TYPED

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]

OFFLINE_MARK = "p.offline-mark:not([hidden])"
RULE_ETR = "rule_end_the_run"


def test_a_rule_opened_before_reloads_offline_and_links_to_another_opened_page(page, server):
    goto(page, server + "/nisei-cr-1.6/1.10.3c")
    controlled(page)
    page.click(".versions a[href='/nisei-cr-1.4/1.10.3c']")  # a second page, now through the worker
    page.wait_for_url(server + "/nisei-cr-1.4/1.10.3c")
    page.go_back()
    page.wait_for_url(server + "/nisei-cr-1.6/1.10.3c")
    assert not page.is_visible(OFFLINE_MARK)
    kept(page, "/nisei-cr-1.6/1.10.3c", "/nisei-cr-1.4/1.10.3c")

    page.context.set_offline(True)
    page.reload()
    assert page.inner_text("h1") == "Rule 1.10.3c"
    page.wait_for_selector(OFFLINE_MARK)
    assert page.inner_text(OFFLINE_MARK).startswith("Offline — showing the copy saved on ")
    page.click(".versions a[href='/nisei-cr-1.4/1.10.3c']")
    page.wait_for_url(server + "/nisei-cr-1.4/1.10.3c")
    assert page.inner_text("h1") == "Rule 1.10.3c"
    assert "nisei-cr-1.4 (v1.4)" in page.inner_text("p.meta")
    page.wait_for_selector(OFFLINE_MARK)


def test_a_page_never_opened_offline_says_it_is_not_saved(page, server):
    goto(page, server + "/")
    controlled(page)
    page.context.set_offline(True)
    page.goto(server + "/ffg-rr-1.0/term/bypass")
    assert page.inner_text("h1") == "This page is not saved on this device"
    page.wait_for_selector(OFFLINE_MARK)


def test_save_for_offline_then_search_offline_and_open_a_hit(page, server):
    goto(page, server + "/")
    controlled(page)
    save_for_offline(page)
    status = page.inner_text("[data-save-status]")
    assert status.startswith("Saved for offline: ") and "failed" not in status, status

    page.context.set_offline(True)
    page.fill("header input[name=q]", "bypass")
    page.press("header input[name=q]", "Enter")
    page.wait_for_url("**/search?q=bypass")
    page.wait_for_selector(OFFLINE_MARK)
    page.wait_for_selector("[data-browser-search][data-searched]")
    hits = page.locator("[data-browser-search] ol.hits > li > a")
    links = hits.evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert links[0].startswith("/nsg-cr-"), links[:10]  # the current rules first, as on the server
    assert "/ffg-rr-1.0/term/bypass" in links[:10], links[:10]
    page.click("[data-browser-search] a[href='/ffg-rr-1.0/term/bypass']")
    page.wait_for_url(server + "/ffg-rr-1.0/term/bypass")
    assert page.inner_text("h1") == "Bypass"
    page.wait_for_selector(OFFLINE_MARK)


def test_a_saved_page_opened_online_shows_no_offline_mark(page, server):
    goto(page, server + "/")
    controlled(page)
    goto(page, server + "/scenarios")  # saved when the worker installed: answered from the cache
    assert page.locator("p.offline-mark[data-saved]").count() == 1
    page.wait_for_selector("p.offline-mark[data-network]", state="attached")  # the page's network probe is done
    assert page.get_attribute("p.offline-mark", "data-network") == "online"
    assert not page.is_visible(OFFLINE_MARK)


def test_a_new_site_version_saves_everything_again_when_it_had_been_saved(page, server):
    """The worker of a new build drops the old copies; a judge who saved everything keeps it."""
    goto(page, server + "/")
    controlled(page)
    save_for_offline(page)
    # Stand in for a new build: the same saved copies, under an older version's cache name (copied all at
    # once: one after another, the ~4,800 copies took 15 s).
    assert page.evaluate(
        """async () => {
          const [name] = (await caches.keys()).filter(n => n.startsWith('rulesdb-'));
          const old = await caches.open('rulesdb-older');
          const cache = await caches.open(name);
          const requests = await cache.keys();
          await Promise.all(requests.map(async request => old.put(request, await cache.match(request))));
          const copied = (await old.keys()).length;
          await caches.delete(name);
          return copied === requests.length;
        }"""
    )
    registration = page.evaluate_handle("navigator.serviceWorker.getRegistration()")
    page.evaluate("r => r.unregister()", registration)
    goto(page, server + "/")
    controlled(page)
    goto(page, server + "/scenarios")  # a fetch: the worker starts saving again, and tells the page
    until_saved(page)
    assert page.inner_text("[data-save-status]").startswith("Saved for offline: ")
    saved = page.evaluate(
        """async () => {
          const names = await caches.keys();
          const cache = await caches.open(names.find(n => n.startsWith('rulesdb-') && n !== 'rulesdb-older'));
          return [names.includes('rulesdb-older'), Boolean(await cache.match('/ffg-rr-1.0/term/bypass'))];
        }"""
    )
    assert saved == [False, True]


def test_each_typed_form_finds_its_node_first_in_the_offline_app(page, server):
    """A number typed any way, an id, an address, a pasted link with its anchor and a card name, searched
    with the network gone: find.js over the tables the worker kept answers with the node first."""
    goto(page, server + "/")
    controlled(page)
    fetched = page.evaluate("Promise.all(['offline/search.json', 'offline/phrases.json'].map(u => fetch(u).then(r => r.ok)))")
    assert fetched == [True, True]  # fetched through the worker, which keeps them
    kept(page, "/offline/search.json", "/offline/phrases.json")
    page.context.set_offline(True)
    for typed, address in [*TYPED, ("Femme Fatale", "cards/Femme%20Fatale"), ('"end the run"', RULE_ETR)]:
        page.goto(server + "/search?q=" + quote(typed))
        page.wait_for_selector("[data-browser-search][data-searched]")
        listed = "ul.named" if address.startswith("cards/") else "ol.hits"  # the cards apart, as on the server
        first = page.locator(f"[data-browser-search] {listed} > li > a").first.get_attribute("href")
        assert first == "/" + (address if "/" in address else f"{RELEASE}/{address}"), typed


def test_a_saved_rule_opens_offline_by_its_number_address(page, server):
    """`/nsg-cr-25.08/6.9.4b` is the server's redirect to the step's page; offline the worker has no copy
    under that address, and the "not saved" page opens the saved step the number names instead."""
    goto(page, server + "/")
    controlled(page)
    goto(page, server + f"/{RELEASE}/step_before_jack_out_paw")  # opened once: the worker keeps it
    assert page.evaluate("fetch('/offline/search.json').then(r => r.ok)")
    kept(page, f"/{RELEASE}/step_before_jack_out_paw", "/offline/search.json")
    page.context.set_offline(True)
    page.goto(server + f"/{RELEASE}/6.9.4b")
    page.wait_for_url(server + f"/{RELEASE}/step_before_jack_out_paw")
    assert page.inner_text("h1").startswith("6.9.4b")
    page.goto(server + "/ffg-rr-1.0/term/no-such-term")  # names nothing: the page says it is not saved
    page.wait_for_selector("[data-not-saved][data-looked]")
    assert page.inner_text("h1") == "This page is not saved on this device"
