"""The step-by-step record of a scenario run: what happened, in plain words, and what justifies it.

Every entry is tagged with the timing step the engine was in and cites that step and the rules and
terms the engine applied, the current CR's first. A scenario's worked example is where it comes
from, never a citation: the steps central to it are listed in `keys` instead.
"""

from __future__ import annotations

from rulesdb.engine.state.carddef import untagged
from rulesdb.engine.state.counts import said
from rulesdb.engine.timing.steps import Step

CURRENT_CR = "cr/"  # version-less addresses of the current Comprehensive Rules (cites.cr)


class Trace:
    """Collects entries; `at()` moves the current timing step, `add()` records one thing happening."""

    def __init__(self, example: str | None = None):
        self.example = example
        self.entries: list[dict] = []
        self.keys: list[int] = []  # the entries central to the worked example, by index
        self.effects: list[int] = []  # the last entry of each triggered ability's effect (ability_effect)
        self.lasting: set[int] = set()  # key entries whose effect lasts into a later turn ("-1 allotted [click]")
        self.label, self.address, self.cr = "setup", None, None

    def at(self, step: Step) -> None:
        self.label = f"{step.structure} [{step.number}]"
        self.address, self.cr = step.address, step.current_cr

    def outside(self, label: str) -> None:
        self.label, self.address, self.cr = label, None, None

    def add(self, text: str, *cites: str, key: bool = False, lasting: bool = False) -> None:
        """Record one step (a card's words quoted without the card data's `<em>` tags, a count "N card(s)" said by
        its number: `counts.said`); `key` marks what the worked example is about (the deciding step is the last
        such); `lasting`, a key step whose effect lasts into a later turn (`outlasts`)."""
        if lasting:
            self.lasting.add(len(self.entries))
        refs = [self.address] if self.address else []
        if self.cr:
            refs.append(self.cr)
        refs += [c for c in cites if c and c not in refs]
        if key:
            self.keys.append(len(self.entries))
        current = [r for r in refs if r.startswith(CURRENT_CR)]
        # a card's printed words as text: the card data's emphasis tags would be read out as they are
        self.entries.append({"step": self.label, "text": said(untagged(text)),
                             "cites": current + [r for r in refs if not r.startswith(CURRENT_CR)]})

    def outlasts(self, by: str) -> bool:
        """The last key step is `by`'s effect lasting into a later turn ("Active Policing: the Runner gets -1
        allotted [click] for their next turn."): what a ruling on it turns on, more than its turn's end."""
        last = self.keys[-1] if self.keys else None
        return last in self.lasting and self.entries[last]["text"].startswith(f"{by}:")

    def ability_effect(self, announced: int, keys_before: int) -> None:
        """A triggered ability announced at entry `announced` has resolved: unless its resolution marked a key step
        of its own, the last step it added is what it came to ("Bravado's ability: the Runner gains 7[c]"), the
        deciding step when no rule's step is key (answers.verdicts.deciding_step); the announcement never is."""
        if len(self.keys) == keys_before and len(self.entries) > announced + 1:
            self.effects.append(len(self.entries) - 1)


def format_trace(result: dict) -> str:
    """The JSON result of `run_scenario` as readable text: header, numbered steps, checks, verdict."""
    lines = [f"Scenario {result['scenario']}: {result.get('title', '')}".rstrip(": ")]
    if result.get("example"):
        lines.append(f"Example: {result['example']}")
    if result.get("seed") is not None:
        lines.append(f"Seed: {result['seed']}")
    lines.append("")
    for n, entry in enumerate(result["trace"], 1):
        lines.append(f"{n:3}. [{entry['step']}] {entry['text']}")
        if entry["cites"]:
            lines.append(f"       cites: {', '.join(entry['cites'])}")
    if result.get("checks"):
        lines += ["", "Checks:"]
        for check in result["checks"]:
            mark = "ok  " if check["ok"] else "FAIL"
            lines.append(f"  {mark} {check['expect']}  (actual: {_show(check['actual'])})")
    lines += ["", "Result: " + ("ok" if result["ok"] else "FAILED")]
    return "\n".join(lines) + "\n"


def _show(value) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
