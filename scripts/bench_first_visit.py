#!/usr/bin/env python3
"""A judge's first visit to the home page over a slow venue connection, in Chromium with its network
throttled through the DevTools protocol: what is sent (every request, its bytes on the wire and when
it ended), first contentful paint, the page usable (DOMContentLoaded: parsed, styled, its links and
search form working), enhanced (app.js has run) and loaded. Target: usable within 1 s on slow 3G.

The real server (waitress) serves a build; each visit is a fresh browser context (empty cache, no
service worker). Usage:

    python scripts/bench_first_visit.py [--data DIR] [--visits 3] [--path /] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_web import free_port, start_server  # noqa: E402
from web_budget import CHROMIUM, HOME_MS, PROFILES  # noqa: E402

TIMES = """(() => {
  const n = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const enhanced = performance.getEntriesByName('rulesdb-enhanced')[0];
  return {fcp_ms: paint ? paint.startTime : null, usable_ms: n.domContentLoadedEventEnd - n.startTime,
          enhanced_ms: enhanced ? enhanced.startTime : null, load_ms: n.loadEventEnd - n.startTime};
})()"""


def one_visit(browser, url: str, profile: dict) -> dict:
    """A first visit: times and every request with its encoded bytes, in the order they finished."""
    context = browser.new_context()
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", {"offline": False, **profile})
    requests: dict[str, dict] = {}
    cdp.on("Network.requestWillBeSent", lambda e: requests.setdefault(
        e["requestId"], {"url": e["request"]["url"], "start": e["timestamp"]}))
    cdp.on("Network.loadingFinished", lambda e: requests.get(e["requestId"], {}).update(
        bytes=e["encodedDataLength"], end=e["timestamp"]))
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)  # late requests (the worker's registration) show up too
    times = page.evaluate(TIMES)
    context.close()
    first = min((r["start"] for r in requests.values()), default=0)
    sent = sorted(
        ({"url": r["url"].split("//", 1)[-1].split("/", 1)[-1] or "/", "bytes": r.get("bytes", 0),
          "ended_ms": round((r.get("end", r["start"]) - first) * 1000)} for r in requests.values()),
        key=lambda r: r["ended_ms"],
    )
    return dict(times, requests=sent, total_bytes=sum(r["bytes"] for r in sent))


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def measure(base: str, path: str, visits: int) -> dict:
    from playwright.sync_api import sync_playwright

    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--headless", "--no-sandbox"])
        try:
            for name, profile in PROFILES.items():
                runs = [one_visit(browser, base + path, profile) for _ in range(visits)]
                out[name] = {key: _median([r[key] for r in runs if r[key] is not None])
                             for key in ("fcp_ms", "usable_ms", "enhanced_ms", "load_ms", "total_bytes")}
                out[name]["requests"] = runs[-1]["requests"]
        finally:
            browser.close()
    return out


def report(result: dict, path: str) -> int:
    missed = 0
    for name, r in result.items():
        print(f"\nfirst visit to {path} on {name}: {len(r['requests'])} requests, "
              f"{r['total_bytes'] / 1024:.1f} KB on the wire")
        for req in r["requests"]:
            print(f"  {req['ended_ms']:>6} ms  {req['bytes'] / 1024:>6.1f} KB  {req['url'][:90]}")
        print(f"  first contentful paint {r['fcp_ms']:.0f} ms · usable {r['usable_ms']:.0f} ms · "
              f"enhanced {r['enhanced_ms']:.0f} ms · loaded {r['load_ms']:.0f} ms (median)")
    slow = result["DevTools Slow 3G"]
    # DevTools' Slow 3G adds 2 s to every request: no page can arrive sooner, so the target
    # (usable within 1 s) is checked on WebPageTest's 3G Slow, and DevTools' figure reported.
    usable = result["WebPageTest 3G Slow"]["usable_ms"]
    verdict = "met" if usable < HOME_MS else "MISSED"
    missed += usable >= HOME_MS
    print(f"\ntarget usable < {HOME_MS} ms on 3G Slow (400 ms, 400 kbit/s): {usable:.0f} ms, {verdict}; "
          f"DevTools Slow 3G (2 s per request): {slow['usable_ms']:.0f} ms")
    return 1 if missed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, help="a data folder with a build (default: build into a temp folder)")
    parser.add_argument("--visits", type=int, default=3, help="first visits per profile (the median is shown)")
    parser.add_argument("--path", default="/", help="the page visited")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        print("skipped: no /usr/bin/chromium")
        return 0
    data = args.data or Path(tempfile.mkdtemp(prefix="rulesdb-bench-first-"))
    from rulesdb.build.pipeline import build

    build(data)
    port = free_port()
    server = start_server(data, port, 4)
    try:
        result = measure(f"http://127.0.0.1:{port}", args.path, args.visits)
    finally:
        server.terminate()
        server.wait(timeout=10)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    return report(result, args.path)


if __name__ == "__main__":
    sys.exit(main())
