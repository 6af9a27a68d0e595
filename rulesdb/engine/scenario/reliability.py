"""Whether a scenario's verdict can be trusted: the cards it uses that still wait for an engine mechanism.

A card with `waits_for` carries its printed facts but not every printed ability, so a run that
uses it may reach a confident, wrong verdict. Running such a scenario is refused unless the caller
opts in; then the result says the verdict is unreliable and names each card and what it waits for.
"""

from __future__ import annotations

from rulesdb.engine.cards import lookup
from rulesdb.engine.scenario.model import Scenario
from rulesdb.errors import ScenarioError

OPT_IN = "allow_incomplete"  # the keyword, API field and form field that opt in


def incomplete_cards(scenario: Scenario) -> list[dict]:
    """[{"card", "waits_for"}] for each card of the scenario whose definition waits for a mechanism."""
    found = []
    for title in scenario.cards:
        card = lookup(title)
        waits_for = getattr(card, "waits_for", "") if card is not None else ""
        if waits_for and all(f["card"] != card.title for f in found):
            found.append({"card": card.title, "waits_for": waits_for})
    return found


def describe(found: list[dict]) -> str:
    """"Spinal Modem (waits for traces), Wendigo (waits for constant abilities)"."""
    return ", ".join(f"{f['card']} (waits for {f['waits_for']})" for f in found)


def check_complete(scenario: Scenario, allow_incomplete: bool = False) -> list[dict]:
    """The scenario's incomplete cards (allowed), or a ScenarioError in one line naming them."""
    found = incomplete_cards(scenario)
    if found and not allow_incomplete:
        raise ScenarioError(f"{scenario.id}: uses {describe(found)}, which the engine does not fully implement, "
                            "so its verdict would be unreliable; run it with --allow-incomplete (API and web: "
                            f"{OPT_IN}=1) to see it marked unreliable")
    return found


def unreliable_line(found: list[dict]) -> str:
    """The warning shown above an unreliable verdict, in text and on the page."""
    return f"UNRELIABLE VERDICT: it rests on cards the engine does not fully implement: {describe(found)}."
