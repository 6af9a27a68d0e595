"""The offline Table's cost: what the engine (Pyodide, the engine's wheel, the saved citations)
weighs on the wire, and how long the first ruling takes on a desktop Chromium with its CPU slowed 4x.

    RULESDB_DATA=/path/to/build python scripts/bench_offline_table.py [BASE-URL]

Three figures of time: the first ruling with the engine fetched from the server (a first visit), the
first ruling from the copy saved for offline with the network cut (the judge at the table), and then
the same board typed into the saved Table's form (read on the device, as the server reads it).
Then the judge's next taps: from the first question on the board's link to the ruling, seconds per
answer (and for a moment of the run), each answered by the engine the page already loaded.
"""

from __future__ import annotations

import base64
import json
import os
import sys
import time
from urllib.parse import urlencode

CHROMIUM = "/usr/bin/chromium"
THROTTLE = 4
BOARD = {
    "runner": {"credits": 3, "rig": ["Corroder"]},
    "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                      "root": ["Hostile Takeover"]}}},
    "actions": [{"runner": "run Server 1"}],
    "decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"},
}
#: The same board as the form sends it (the answers carried in `keep`, as a shared board's are).
FORM = {"f": "1", "runner.credits": "3", "runner.rig": "Corroder",
        "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)", "corp.servers.Server 1.root": "Hostile Takeover",
        "actions": "run Server 1", "keep": json.dumps({"decisions": BOARD["decisions"]})}
TARGET_SECONDS = 10.0  # the first offline ruling on a slowed desktop, engine already saved
RULED = "() => document.documentElement.dataset.offlineTable === 'ruled'"


def share(board: dict) -> str:
    packed = json.dumps(board, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return "/table?s=" + base64.urlsafe_b64encode(packed.encode()).decode().rstrip("=")


def slowed(context, page):
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
    cdp.send("Network.enable")
    return cdp


def first_visit(browser, base: str) -> dict:
    """Open the Table, rule once with the engine fetched now; bytes on the wire per engine file (no
    service worker: every file comes from the network, as on a first visit)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    cdp = slowed(context, page)
    urls, sizes = {}, {}
    cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.loadingFinished", lambda e: sizes.__setitem__(e["requestId"], e["encodedDataLength"]))
    page.goto(base + "/table")
    page.wait_for_function("() => window.rulesdbOfflineTable !== undefined")
    start = time.perf_counter()
    answer = page.evaluate("b => window.rulesdbOfflineTable.answer(b)", BOARD)
    seconds = time.perf_counter() - start
    engine = {urls[r].rsplit("/", 1)[1]: n for r, n in sizes.items() if "/table/engine" in urls.get(r, "")}
    context.close()
    return {"seconds": seconds, "files": engine, "verdict": answer["body"].get("verdict")}


def save_parts(page, base: str, keep) -> None:
    """From the home page, "Save for offline" keeping the parts `keep(value)` accepts ("engine", the
    newest rules, the cards, the scenarios), and wait until saving is done."""
    page.goto(base + "/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.click("button[data-save]")
    page.wait_for_selector("form[data-save-choice]")
    for box in page.locator("form[data-save-choice] input[type=checkbox]").all():
        box.set_checked(keep(box.get_attribute("value")))
    page.click("button[data-save-confirm]")
    page.wait_for_function("() => document.documentElement.dataset.saved !== undefined", timeout=600_000)


def saved_and_cut(browser, base: str):
    """A new browser context with the engine saved for offline, then the network cut and the CPU slowed."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    save_parts(page, base, lambda part: part == "engine")
    context.set_offline(True)
    slowed(context, page)
    return context, page


def saved_offline(browser, base: str) -> tuple[float, float]:
    """Save the engine for offline, cut the network, open the situation's link: seconds to its ruling;
    then the board sent from the saved Table's form: seconds to its ruling."""
    context, page = saved_and_cut(browser, base)
    start = time.perf_counter()
    page.goto(base + share(BOARD))
    page.wait_for_function(RULED, timeout=300_000)
    seconds = time.perf_counter() - start
    start = time.perf_counter()
    page.goto(base + "/table?" + urlencode(FORM))
    page.wait_for_function(RULED, timeout=300_000)
    typed = time.perf_counter() - start
    assert page.locator(".offline-answer .verdict").count() == 1, page.inner_text("main")[:500]
    context.close()
    return seconds, typed


#: The judge's answer to each question, by the start of its name.
ANSWERS = {"break Ice Wall": "Corroder", "jack out": "no", "rez Enigma": "yes"}
#: Done: the page ruled at the link it was sent to (the next page, or the same page in place).
RULED_AT = "href => location.href === href && document.documentElement.dataset.offlineTable === 'ruled'"


def tap(page, link) -> float:
    """Seconds from a tap on `link` to its ruling shown at its own address."""
    href = link.evaluate("a => a.href")
    start = time.perf_counter()
    link.click()
    for _ in range(3):  # a navigation may replace the page being waited on
        try:
            page.wait_for_function(RULED_AT, arg=href, timeout=300_000)
            break
        except Exception as exc:  # noqa: BLE001 - only "context destroyed" is retried
            if "destroyed" not in str(exc):
                raise
    return time.perf_counter() - start


def next_steps(browser, base: str) -> list[tuple[str, float]]:
    """Saved with the engine, network cut, CPU slowed: the unanswered board's link ruled (the first
    question), then each answer tapped and one moment of the run: seconds per step."""
    context, page = saved_and_cut(browser, base)
    board = {k: v for k, v in BOARD.items() if k != "decisions"}
    page.goto(base + share(board))
    page.wait_for_function(RULED, timeout=300_000)
    steps = []
    while page.locator(".offline-answer .question h2").count():
        name = page.inner_text(".offline-answer .question h2").split(": ", 1)[1]
        reply = next(a for prefix, a in ANSWERS.items() if name.startswith(prefix))
        option = page.locator(f".offline-answer a.option:text-is('{reply}')")
        steps.append((f"answer {name!r}: {reply}", tap(page, option)))
    assert page.locator(".offline-answer .verdict").count() == 1, page.inner_text("main")[:500]
    moment = page.locator(".offline-answer a.moment").first
    steps.append((f"moment {moment.inner_text()!r}", tap(page, moment)))
    context.close()
    return steps


def main() -> None:
    from bench_phone import serve  # the app over the default build, in a thread
    from playwright.sync_api import sync_playwright

    from rulesdb.web import pyodide_dist

    pyodide_dist.ensure()
    base, srv = (sys.argv[1].rstrip("/"), None) if len(sys.argv) > 1 else serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        first = first_visit(browser, base)
        offline, typed = saved_offline(browser, base)
        steps = next_steps(browser, base)
        browser.close()
    total = sum(first["files"].values())
    pyodide = sum(n for name, n in first["files"].items() if name in pyodide_dist.FILES)
    print(f"Pyodide {pyodide_dist.VERSION}, CPU slowed {THROTTLE}x (desktop Chromium)")
    for name, size in sorted(first["files"].items(), key=lambda kv: -kv[1]):
        print(f"  {name:<48} {size / 1e6:7.2f} MB on the wire")
    print(f"Pyodide transfer            {pyodide / 1e6:7.2f} MB")
    print(f"engine transfer, all        {total / 1e6:7.2f} MB")
    print(f"first ruling, engine fetched now     {first['seconds']:6.1f} s")
    print(f"first ruling, saved copy, no network {offline:6.1f} s  "
          f"(target < {TARGET_SECONDS:.0f} s: {'ok' if offline < TARGET_SECONDS else 'too slow'})")
    print(f"a typed form's ruling, saved copy   {typed:6.1f} s  (read on the device, then ruled)")
    print(f"verdict: {' '.join(first['verdict'] or ['(none)'])}")
    print("after the first question, each next tap, saved copy, no network (one engine per page life):")
    for what, seconds in steps:
        print(f"  {what:<40} {seconds:6.1f} s")
    answers = sum(seconds for what, seconds in steps if what.startswith("answer"))
    print(f"  {'every answer to the ruling':<40} {answers:6.1f} s")
    load = os.getloadavg()[0]
    print(f"machine load average {load:.1f} on {os.cpu_count()} CPUs (times grow with it: compare runs at a like load)")
    if srv is not None:
        srv.close()


if __name__ == "__main__":
    main()
