"""How tall the long pages are on a phone (360 px wide), in headless Debian Chromium.

    python scripts/bench_phone.py [BASE-URL]     (default: serve the build in --data / $RULESDB_DATA)

Prints each page's height in CSS pixels against the target: a page a judge opens at the table should
not be scrolled through for minutes; long lists fold behind a count.
"""

from __future__ import annotations

import sys
import threading

PAGES = {"home": "/", "scenario list": "/scenarios", "rule 6.9.4b": "/6.9.4b"}
TARGET_PX = 6000
CHROMIUM = "/usr/bin/chromium"


def heights(base: str) -> dict[str, int]:
    """Each page's scroll height at 360 x 740, after its own load event."""
    from playwright.sync_api import sync_playwright

    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
        page = context.new_page()
        for name, path in PAGES.items():
            page.goto(base + path, wait_until="load")
            out[name] = page.evaluate("document.documentElement.scrollHeight")
        browser.close()
    return out


def serve() -> tuple[str, object]:
    """The app over the default build, on a free port, in a thread."""
    from rulesdb.web import create_app
    from rulesdb.web.serve import server

    srv = server(create_app({}), host="127.0.0.1", port=0, threads=2)
    threading.Thread(target=srv.run, daemon=True).start()
    return f"http://127.0.0.1:{srv.effective_port}", srv


def main() -> None:
    base = sys.argv[1] if len(sys.argv) > 1 else None
    srv = None
    if base is None:
        base, srv = serve()
    for name, px in heights(base).items():
        print(f"{name:<15} {px:>7,} px  (target < {TARGET_PX:,}: {'ok' if px < TARGET_PX else 'too tall'})")
    if srv is not None:
        srv.close()


if __name__ == "__main__":
    main()
