"""Operations whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import corp_may_pay, rez_ice_and_host_as_condition, threat
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import end_action_phase, give_tags
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_stole_last_turn

OPPO_RESEARCH = operation("Oppo Research", "Terminal - Gray Ops", faction="nbn", cost=2, inf=2, text=(
    "Play only if the Runner stole or trashed a Corp card during their last turn.",
    "After you resolve this operation, your action phase ends.", "Give the Runner 2 tags.",
    "Threat 3 → You may pay 5[c] to give the Runner 2 tags. <em>(This ability is active if any player has 3 or "
    "more agenda points.)</em>"), playable=runner_stole_last_turn(also_trashed=True),
    on_play=on_play(seq(give_tags(2), threat(3, corp_may_pay(5, give_tags(2))), end_action_phase)))


OVERSIGHT_AI_TEXT = "Trash host ice if all its subroutines are broken during a single encounter."


def _oversight_ai(game: Game, ctx: Ctx) -> None:
    """Oversight AI: the Corp rezzes a piece of ice ignoring all costs ("Oversight AI target"), then hosts this
    operation on it as a condition counter whose ability lasts while it stays hosted there."""
    counter = rez_ice_and_host_as_condition(game, ctx, lambda game, ice: True, "there is no unrezzed piece of ice "
                                            "to rez")
    if counter is None:
        return
    trigger = TriggerDef("fully-broken", OVERSIGHT_AI_TEXT, _trash_host, _host_fully_broken, cites=(cites.C_HOST,))
    game.lingering.append(Lingering("Oversight AI", "corp", trigger, None, {"counter": counter}))


def _host_fully_broken(game: Game, ling, event) -> bool:
    counter = ling.data["counter"]
    return event.subject is not None and counter.host is event.subject and any(o is counter for o in
                                                                               event.subject.hosted)


def _trash_host(game: Game, pending) -> None:
    from rulesdb.engine.effects.trashing import trash
    trash(game, pending.event.subject, "Oversight AI's condition counter", cites.C_HOST, who="corp")


OVERSIGHT_AI = operation("Oversight AI", "Condition", faction="weyland-consortium", cost=1, inf=2, text=(
    "Rez a piece of ice, ignoring all costs, and install Oversight AI on that ice as a hosted condition counter with "
    f"the text \"{OVERSIGHT_AI_TEXT}\"",), on_play=on_play(_oversight_ai), decisions=("Oversight AI target",))
