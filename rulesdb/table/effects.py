"""What did not happen as printed in a run: abilities that met their trigger but never resolved,
were declined or could not be used, and actions the rules refused, each with the engine's reason;
the ruling lists them under the verdict so a judge sees what was stopped, not only what happened."""

from __future__ import annotations

WHY = {"not_resolved": "met its trigger condition but never resolved",
       "declined": "was declined", "not_usable": "could not be used"}


def not_as_printed(final: dict) -> list[str]:
    """One sentence per ability stopped and per action refused, in the order the result lists them."""
    abilities = final.get("abilities") or {}
    lines = [f"{name}'s ability {why}." for key, why in WHY.items() for name in abilities.get(key) or []]
    if "attempts" in final:  # each attempt is listed on its own, allowed or refused, with its rule
        return lines
    for refused in final.get("refused") or []:
        if isinstance(refused, dict):
            lines.append(f"Refused: {refused.get('action')}, because {refused.get('reason')}.")
    return lines
