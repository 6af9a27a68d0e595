"""Operations whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import corp_may_pay, threat
from rulesdb.engine.cards.primitives import end_action_phase, give_tags, seq
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.lastturn import runner_stole_last_turn

OPPO_RESEARCH = operation("Oppo Research", "Terminal - Gray Ops", faction="nbn", cost=2, inf=2, text=(
    "Play only if the Runner stole or trashed a Corp card during their last turn.",
    "After you resolve this operation, your action phase ends.", "Give the Runner 2 tags.",
    "Threat 3 → You may pay 5[c] to give the Runner 2 tags. <em>(This ability is active if any player has 3 or "
    "more agenda points.)</em>"), playable=runner_stole_last_turn(also_trashed=True),
    on_play=on_play(seq(give_tags(2), threat(3, corp_may_pay(5, give_tags(2))), end_action_phase)))
