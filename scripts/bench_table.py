"""The Table on a phone, measured: interactions and seconds from the home page to a ruling for "the
Runner with Corroder and 3 credits runs a remote protected by a rezzed Ice Wall (outermost) and an
unrezzed Enigma", in headless Debian Chromium at 360x780 with touch; and what the page weighs.

    python scripts/bench_table.py [--data DIR] [--runs 3] [--check]

Each run is a new browser context (nothing cached: the first visit a judge makes). Prints taps,
keystrokes, their sum against the goal (at most 40), the seconds (first and median), the Table
page and its card list compressed (the page under 30 KB without the engine). --check exits 1 when a
goal is missed.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import threading
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from table_flow import GOAL, PHONE, VERDICT, set_up_and_rule  # noqa: E402  (shared with the browser test)

PAGE_KB = 30
CHROMIUM = "/usr/bin/chromium"


def serve(data: str | None) -> tuple[str, object]:
    """The app over the build in `data` (default: $RULESDB_DATA or the default folder), in a thread."""
    from rulesdb.web import create_app
    from rulesdb.web.serve import server

    srv = server(create_app({"RULESDB_DATA": data} if data else {}), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=srv.run, daemon=True).start()
    return f"http://127.0.0.1:{srv.effective_port}", srv


def compressed_kb(url: str) -> float:
    with urllib.request.urlopen(url, timeout=60) as answer:
        return len(gzip.compress(answer.read(), 6)) / 1024


def flows(base: str, runs: int) -> list[dict]:
    from playwright.sync_api import sync_playwright

    done = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        for _ in range(runs):
            context = browser.new_context(**PHONE)
            done.append(set_up_and_rule(context.new_page(), base))
            context.close()
        browser.close()
    return done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    base, srv = serve(args.data)
    try:
        done = flows(base, args.runs)
        page_kb = compressed_kb(base + "/table")
        ruling_kb = compressed_kb(base + done[0]["link"])
        cards_kb = compressed_kb(base + "/table/cards.json")
    finally:
        srv.task_dispatcher.shutdown(timeout=30)  # requests still answered finish before the sockets close
        srv.close()
    first, seconds = done[0], [d["seconds"] for d in done]
    right = all(d["verdict"] == VERDICT for d in done)
    count = first["interactions"]
    print(f"interactions      {count:>5}  ({first['taps']} taps + {first['keys']} keystrokes; "
          f"goal <= {GOAL}: {'ok' if count <= GOAL else 'over'}, ratio {count / GOAL:.2f})")
    print(f"seconds           {seconds[0]:>5.1f}  first run; median {statistics.median(seconds):.1f} "
          f"of {len(seconds)}")
    print(f"questions         {len(first['asked']):>5}  ({', '.join(first['asked'])}); "
          f"verdict {'right' if right else 'WRONG'}")
    print(f"/table            {page_kb:>5.1f} KB compressed (budget {PAGE_KB}, ratio {page_kb / PAGE_KB:.2f})")
    print(f"the ruling page   {ruling_kb:>5.1f} KB compressed (budget {PAGE_KB}, ratio {ruling_kb / PAGE_KB:.2f})")
    print(f"card list         {cards_kb:>5.1f} KB compressed (fetched once by the script, cached a year)")
    missed = first["interactions"] > GOAL or page_kb >= PAGE_KB or ruling_kb >= PAGE_KB or not right
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
