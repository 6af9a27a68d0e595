"""The offline search's speed where a judge meets it: in Chromium, from the copy saved for offline,
with the network cut. Each of the players' questions is answered by the page's own search code
(find.js over offline/search.json) and timed in the page; once at full speed and once with the CPU
slowed 4x (a mid-range phone). Node's figures (scripts/bench_search.py) run the same code in the
same engine; these include the page's own setting.

    RULESDB_DATA=/path/to/build python scripts/bench_browser_search.py [BASE-URL]
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

import yaml
from bench_offline_table import save_parts  # scripts/: the same way to save for offline

CHROMIUM = "/usr/bin/chromium"
THROTTLE = 4
TARGET_MS = 50.0  # the goal for a search in the browser, offline
PLAYERS = Path(__file__).resolve().parents[1] / "tests" / "data" / "player_questions.yaml"

# Open the tables the search page opened, then time each query; the page's own scripts are loaded.
TIMED = r"""async (queries) => {
  const script = document.querySelector('script[data-href-search-data]');
  const root = new URL(script.src).pathname.replace(/assets\/[^/]+\/app\.js$/, '');
  let start = performance.now();
  const data = await (await fetch(root + script.dataset.hrefSearchData)).json();
  const db = window.rulesdbFind.open(data);
  const openMs = performance.now() - start;
  const ms = [];
  for (const q of queries) {
    start = performance.now();
    try { window.rulesdbFind.find(db, q, 10); } catch (e) { if (!(e instanceof window.rulesdbFind.BadQuery)) throw e; }
    ms.push(performance.now() - start);
  }
  return { openMs, ms };
}"""


def offline_search_page(browser, base: str):
    """A page of the saved app, offline, whose search has run once (its scripts are loaded)."""
    context = browser.new_context(viewport={"width": 360, "height": 780})
    page = context.new_page()
    save_parts(page, base, lambda part: part != "engine")  # search needs the rules, not the engine
    context.set_offline(True)
    page.goto(base + "/search?q=bypass")
    page.wait_for_function("() => document.querySelector('[data-browser-search]').dataset.searched === 'bypass'")
    return context, page


def figures(sample: list[float]) -> str:
    ordered = sorted(sample)
    median = statistics.median(ordered)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    verdict = "ok" if median < TARGET_MS else "too slow"
    return (f"median {median:6.2f} ms  p90 {p90:6.2f} ms  max {ordered[-1]:6.2f} ms  "
            f"({median / TARGET_MS:.2f} of the {TARGET_MS:.0f} ms target: {verdict})")


def main() -> None:
    from bench_phone import serve  # the app over the default build, in a thread
    from playwright.sync_api import sync_playwright

    queries = [q["q"] for q in yaml.safe_load(PLAYERS.read_text("utf-8"))]
    base, srv = (sys.argv[1].rstrip("/"), None) if len(sys.argv) > 1 else serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        context, page = offline_search_page(browser, base)
        page.evaluate(TIMED, queries)  # warm-up: the engine compiles find.js
        full = page.evaluate(TIMED, queries)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
        slow = page.evaluate(TIMED, queries)
        browser.close()
    print(f"offline search in Chromium, {len(queries)} players' questions, from the saved copy, network cut")
    print("  (open: read the saved tables from the cache, parse and index them; then each question)")
    print(f"  full speed      open {full['openMs']:7.1f} ms   {figures(full['ms'])}")
    print(f"  CPU slowed {THROTTLE}x   open {slow['openMs']:7.1f} ms   {figures(slow['ms'])}")
    print(f"machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs (compare runs at a like load)")
    if srv is not None:
        srv.close()


if __name__ == "__main__":
    main()
