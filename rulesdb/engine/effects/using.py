"""Using a card (cr/rule_using): a player uses a card when they resolve an optional ability of it or an optional
part of one; entirely mandatory abilities are not "used". Reported as event "used" (The Back's "the first time each
turn you use a piece of hardware during a run").

Where it happens: a paid ability once its trigger cost is paid (cr/rule_paid_ability_used_condition), a conditional
ability once its optional effect is chosen (cr/rule_conditional_ability_used_condition), a card whose hosted credits
or counters pay a cost (cr/rule_hosted_counter_used_condition), an optional interrupt or replacement chosen.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

USED = "used"
USED_IN_A_RUN = "used during a run"  # the game's history (state/lastturn.py) keeps both, turn by turn
RULES = {"paid": "rule_paid_ability_used_condition", "conditional": "rule_conditional_ability_used_condition",
         "hosted": "rule_hosted_counter_used_condition"}


def used(game: Game, card: CardObj | None, side: str, how: str = "conditional") -> None:
    """`side` used `card` (`how`: "paid", "conditional" or "hosted"); nothing for an effect with no source card."""
    if card is None or USED not in game.trigger_events:
        return
    why = {"paid": "its trigger cost is paid", "hosted": "what it hosts pays a cost"}.get(how, "an optional effect "
                                                                                        "of it is chosen")
    game.trace.add(f"The {game.player(side).name} uses {card.title}: {why}.", cites.cr("rule_using"),
                   cites.cr(RULES[how]))
    during_run = game.run is not None and not game.run.ended
    game.history.append((game.turn.number, USED_IN_A_RUN if during_run else USED, card, side))  # "the first time"
    emit(game, Event(USED, card, {"side": side, "how": how}))
