"""The web app's performance budget, measured for scripts/bench_web.py.

- every page under 30 KB compressed (gzip -6), each page of the build asked once in process: lists,
  documents and release parts, nodes, references, histories, diff pages, topics, scenarios, cards, searches;
- the home page interactive (DOMContentLoaded done: the deferred scripts have run) under 1 s on
  an emulated slow 3G network in Chromium, on a first visit and on a return visit (service worker);
- the service worker's answer for a saved page with the network gone, under 50 ms.
"""

from __future__ import annotations

import gzip
import html
import re
import statistics
from pathlib import Path
from urllib.parse import quote

PAGE_KB, HOME_MS, OFFLINE_MS = 30, 1000, 50
CHROMIUM = Path("/usr/bin/chromium")
#: Chrome DevTools' "Slow 3G" preset (its latency is 400 ms x 5, its throughput 500 kbit/s x 0.8),
#: and WebPageTest's "3G Slow" (400 ms round trip, 400 kbit/s), for comparison.
PROFILES = {
    "DevTools Slow 3G": {
        "latency": 2000, "downloadThroughput": 500_000 / 8 * 0.8, "uploadThroughput": 500_000 / 8 * 0.8,
    },
    "WebPageTest 3G Slow": {"latency": 400, "downloadThroughput": 400_000 / 8, "uploadThroughput": 400_000 / 8},
}
QUERIES = ["bypass", "1.10.3c", "[3.1]", "recurring credits", "Femme Fatale", "jack out", "seruer"]


def page_urls(app) -> dict[str, list[str]]:
    """Every page of the build, by type."""
    from rulesdb.web.diffs import TOPICS, family_pairs
    from rulesdb.web.offline import card_urls
    from rulesdb.web.releases import part_urls

    db = app.extensions["rulesdb"]
    with app.test_request_context("/"):
        pairs = [p["url"] for p in family_pairs()]
    return {
        "lists": ["/", "/scenarios", "/diff", "/compare", "/offline", "/search"],
        "document": ["/" + d for d in db.documents],
        "release part": part_urls(db),
        "node": ["/" + a for a in db.nodes],
        "refs": ["/refs/" + a for a in db.nodes],
        "history": ["/history/" + a for a in db.nodes],
        "diff": pairs,
        "compare": ["/compare?topic=" + quote(t) for t in TOPICS],
        "scenario": ["/scenarios/" + s["id"] for s in db.scenarios()],
        "card": card_urls(db),
        "search": ["/search?q=" + quote(q) for q in QUERIES],
    }


def page_sizes(data: Path) -> dict[str, dict]:
    """Compressed size of every page, by type: count, median and largest KB, pages over budget."""
    from rulesdb.web import create_app

    app = create_app({"RULESDB_DATA": str(data), "PAGE_CACHE_SIZE": 1})
    client = app.test_client()
    out = {}
    for kind, urls in page_urls(app).items():
        sizes = []
        for url in urls:
            response = client.get(url)
            if response.status_code == 200:
                sizes.append((len(gzip.compress(response.get_data(), 6)) / 1024, url))
                urls += later_pages(response.get_data(as_text=True))  # measured in turn by this loop
        sizes.sort()
        out[kind] = {
            "pages": len(sizes),
            "median_kb": statistics.median(s for s, _ in sizes),
            "max_kb": sizes[-1][0],
            "largest": sizes[-1][1],
            "top": [(round(s, 1), u) for s, u in sizes[::-1][:5]],
            "over": [u for s, u in sizes if s >= PAGE_KB],
        }
    return out


def later_pages(page: str) -> list[str]:
    """The pages after the first of a list read in pages (a long diff, a term's references)."""
    nav = re.search(r'<nav class="pages"[^>]*>(.*?)</nav>', page, re.S)
    if nav is None or 'aria-current="page">' not in nav[1].split("<a ", 2)[1]:  # only from the first page
        return []
    return [html.unescape(href) for href in re.findall(r'<a href="([^"]+)"', nav[1])[1:]]


def _interactive_ms(page) -> float:
    return page.evaluate(
        "(() => { const n = performance.getEntriesByType('navigation')[0];"
        " return n.domContentLoadedEventEnd - n.startTime; })()"
    )


def home_on_slow_3g(base: str, browser, profile: dict, visits: int = 3) -> dict:
    """Median ms to interactive for the home page: first visits (empty cache) and return visits."""
    first, again = [], []
    for _ in range(visits):
        context = browser.new_context()
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, **profile})
        page.goto(base + "/", wait_until="domcontentloaded")
        first.append(_interactive_ms(page))
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.goto(base + "/", wait_until="domcontentloaded")
        again.append(_interactive_ms(page))
        context.close()
    return {"first_ms": statistics.median(first), "return_ms": statistics.median(again)}


def offline_answer(base: str, browser, visits: int = 10) -> dict:
    """ms from the start of a navigation to the end of the worker's answer, network gone."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + "/nisei-cr-1.6/1.10.3c")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.goto(base + "/nisei-cr-1.6/1.10.3c")  # now saved
    context.set_offline(True)
    times = []
    for _ in range(visits):
        page.reload(wait_until="domcontentloaded")
        times.append(page.evaluate(
            "(() => { const n = performance.getEntriesByType('navigation')[0];"
            " return n.responseEnd - n.startTime; })()"
        ))
    context.close()
    return {"median_ms": statistics.median(times), "max_ms": max(times)}


def browser_budget(base: str) -> dict | None:
    """The Chromium measurements, or None when Debian's chromium is not installed."""
    if not CHROMIUM.exists():
        return None
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--headless", "--no-sandbox"])
        try:
            home = {name: home_on_slow_3g(base, browser, profile) for name, profile in PROFILES.items()}
            return {"home": home, "offline": offline_answer(base, browser)}
        finally:
            browser.close()


def report(sizes: dict, browser: dict | None) -> list[str]:
    """Print the budget's figures; returns the targets missed."""
    print(f"\n{'page type':<12} {'pages':>6} {'median KB gz':>12} {'max KB gz':>9}  largest")
    for kind, s in sizes.items():
        print(f"{kind:<12} {s['pages']:>6} {s['median_kb']:>12.1f} {s['max_kb']:>9.1f}  {s['largest']}")
    missed = [f"{len(s['over'])} {kind} pages >= {PAGE_KB} KB compressed, e.g. {s['over'][0]}"
              for kind, s in sizes.items() if s["over"]]
    if browser is None:
        print("\nChromium budgets: skipped (no /usr/bin/chromium)")
        return missed
    for name, h in browser["home"].items():
        print(f"home interactive, {name}: first visit {h['first_ms']:.0f} ms, "
              f"return visit (service worker) {h['return_ms']:.0f} ms (target < {HOME_MS} ms)")
    off = browser["offline"]
    print(f"service worker answer offline: median {off['median_ms']:.1f} ms, max {off['max_ms']:.1f} ms "
          f"(target < {OFFLINE_MS} ms)")
    slow = browser["home"]["DevTools Slow 3G"]
    if slow["return_ms"] >= HOME_MS:
        missed.append(f"home on DevTools Slow 3G, return visit: {slow['return_ms']:.0f} ms")
    if off["median_ms"] >= OFFLINE_MS:
        missed.append(f"offline answer: {off['median_ms']:.1f} ms")
    return missed
