"""Hardware whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import _runner_gets
from rulesdb.engine.cards.hooks import (
    constant,
    on_install,
)
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import hardware


def _access_one_of_top_5(game, card, server: str):
    """Top Hat: instead of breaching R&D, access the card at a position 1-5 the Runner names."""
    if server != "R&D":
        return None

    def replace(game) -> None:
        from rulesdb.engine.run.access import access_card
        top = game.corp.deck[:5]
        if not top:
            return

        def check(value):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= len(top):
                raise ValueError(f"{value!r} must be a position from 1 to {len(top)}")
            return value
        position = game.decider.ask("Top Hat choice", [str(n) for n in range(1, len(top) + 1)], "Runner",
                                    check=check)
        game.trace.add(f"Top Hat: the Runner chooses card {position} from the top of R&D and accesses it.",
                       cites.cr("rule_rnd_candidates_1_at_a_time"))
        access_card(game, top[position - 1], "R&D")
    return replace


T400 = hardware("T400 Memory Diamond", "Chip", faction="neutral-runner", cost=2, inf=0, text=(
    "+1[MU]", "You get +1 maximum hand size."), memory_bonus=1,
    on=(constant("hand-size", _runner_gets(1), starts="You get"),))


TITANIUM_RIBS = hardware("Titanium Ribs", "Cybernetic", faction="criminal", unique=True, cost=1, inf=2, text=(
    "When you install Titanium Ribs, suffer 2 meat damage.",
    "You choose the card(s) from your grip to trash whenever you take damage (including the damage "
    "taken by installing Titanium Ribs)."), on_install=on_install(damage("meat", 2)),
    on=(constant("choose-damage-cards", lambda game, card, kind: True, starts="You choose"),),
    decisions=("Titanium Ribs choice",))


TOP_HAT = hardware("Top Hat", "", faction="shaper", cost=0, inf=1, text=(
    "Whenever you make a successful run on R&D, instead of breaching R&D, you may choose 1 of the top"
    " 5 cards in R&D and access it.",),
    on=(constant("breach-replacement", _access_one_of_top_5, starts="Whenever"),), decisions=("Top Hat choice",))
