"""The judge's way to a ruling on a phone, as a browser script: from the home page, set up "the Runner
with Corroder and 3 credits runs a remote protected by a rezzed Ice Wall (outermost) and an unrezzed
Enigma" on the Table, answer the engine's questions, read the ruling; every tap and keystroke counted.

Shared by tests/web/test_browser_table.py (it must work, within the goal) and scripts/bench_table.py
(interactions and seconds). Waits on the page's own readiness (`data-ready`), never on a clock.
"""

from __future__ import annotations

import time

PHONE = {"viewport": {"width": 360, "height": 780}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
GOAL = 40  # taps and keystrokes from the home page to the ruling
#: How the judge answers each question, by its name.
ANSWERS = {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"}
VERDICT = "The run on Server 1 ends unsuccessfully: Enigma's subroutine ends it."
READY = """() => {
  const ready = (document.documentElement.dataset.ready || '').split(' ');
  const mine = [...document.scripts].map(s => (s.src.match(/\\/assets\\/[^/]+\\/(\\w+)\\.js$/) || [])[1])
    .filter(Boolean);
  return mine.every(name => ready.includes(name));
}"""


class Judge:
    """A phone in one hand: taps and typed keys, counted."""

    def __init__(self, page):
        self.page, self.taps, self.keys = page, 0, 0

    def ready(self) -> None:
        self.page.wait_for_function(READY)

    def tap(self, locator) -> None:
        locator.tap()
        self.taps += 1

    def tap_to(self, locator) -> None:
        """A tap that opens another page: wait until it is there and its scripts are done."""
        with self.page.expect_navigation():
            locator.tap()
        self.taps += 1
        self.ready()

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.keys += len(text)

    def pick(self, field: str, typed: str, title: str) -> None:
        """Tap a card field, type the start of a name, tap the name among the suggestions."""
        self.tap(self.page.locator(f"[name='{field}']"))
        self.type(typed)
        self.tap(self.page.locator(".suggest button", has_text=title).first)


def set_up_and_rule(page, base: str) -> dict:
    """Home page -> Table -> board -> questions -> ruling; the counts, the seconds and what it shows."""
    judge, start = Judge(page), time.perf_counter()
    page.goto(base + "/")
    judge.ready()
    judge.tap_to(page.locator("nav a[href='/table']"))
    page.wait_for_function("() => Number(document.querySelector('form.table-board').dataset.cardsLoaded) > 0")
    judge.tap(page.locator("[name='runner.credits']"))
    judge.type("3")
    judge.pick("runner.rig", "corr", "Corroder")
    judge.pick("corp.servers.Server 1.ice", "ice w", "Ice Wall")
    judge.type("enig")
    judge.tap(page.locator(".suggest button", has_text="Enigma").first)
    judge.tap(page.locator(".suggest button", has_text="unrezzed"))
    judge.tap(page.locator("[data-actions] + .suggest button", has_text="run Server 1"))
    judge.tap_to(page.locator("button.ask"))
    asked = []
    while page.locator("section.question").count():
        name = page.inner_text("section.question h2").split(": ", 1)[1]
        asked.append(name)
        judge.tap_to(page.locator("a.option", has_text=ANSWERS[name]).first)
    seconds = time.perf_counter() - start
    return {"taps": judge.taps, "keys": judge.keys, "interactions": judge.taps + judge.keys,
            "seconds": seconds, "asked": asked, "verdict": page.inner_text("p.verdict"),
            "link": page.get_attribute("a.share", "href")}
