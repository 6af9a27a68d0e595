"""Identities whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant, first_time_this_turn
from rulesdb.engine.cards.identities.common import _corp, _runner


def _first_net_damage_this_turn(game, card, kind) -> str:
    """Chronos Protocol: for the first net damage each turn the Corp may select the first card trashed,
    the rest then at random (damage.py: "first")."""
    return "first" if kind == "net" and first_time_this_turn(game, card, "net damage") else ""


CHAOS_THEORY = _runner("Chaos Theory: Wünderkind", "G-mod", "shaper", 0, ["+1[MU]"], deck=40,
                       on=(constant("memory", lambda game, card, subject: 1),), waits_for="")


CHRONOS = _corp("Chronos Protocol: Selective Mind-mapping", "Division", "jinteki", [
    "For the first net damage the Runner suffers each turn, you may look at the Runner's grip and "
    "select the card that is trashed."],
    on=(constant("choose-damage-cards", _first_net_damage_this_turn, starts="For the first net damage"),),
    decisions=("Chronos Protocol: Selective Mind-mapping target",), waits_for="")
