"""Hardware whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.printed import hardware


def _installed_program_trashed(game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.card.facts.type == "program" and bool(event.info.get("installed"))


Q_COHERENCE_CHIP = hardware("Q-Coherence Chip", "Chip", faction="neutral-runner", cost=0, inf=0, text=(
    "+1[MU]", "When an installed program is trashed, trash this hardware."), memory_bonus=1,
    on=(whenever("trashed", trash_self, _installed_program_trashed, starts="When an installed program"),))
