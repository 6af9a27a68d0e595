"""The card definitions the engine knows, by title; one definition per card in the modules here.

Cards are composed in `printed` (facts), `primitives` (effects) and `hooks` (when effects happen);
`WAITING` names, per card, the engine mechanism some of its printed abilities still wait for.
"""

from __future__ import annotations

from rulesdb.engine.carddef import CardDef
from rulesdb.engine.cards import (
    agendas,
    assets,
    barriers,
    breakers,
    code_gates,
    corp_cards,
    cr_examples,
    events,
    hardware,
    ice,
    identities,
    operations,
    programs,
    resources,
    runner_cards,
    sentries,
    upgrades,
    viruses,
)
from rulesdb.spelling import closest, fold_title

MODULES = (ice, barriers, code_gates, sentries, programs, breakers, viruses, hardware, resources,
           runner_cards, events, corp_cards, operations, assets, upgrades, agendas, identities,
           cr_examples)
CARDS: dict[str, CardDef] = {card.title: card for module in MODULES for card in module.DEFINITIONS}
WAITING: dict[str, str] = {title: card.waits_for for title, card in CARDS.items()
                           if getattr(card, "waits_for", "")}
_BY_LOWER = {fold_title(title): card for title, card in CARDS.items()}
_IDENTITIES = {fold_title(title.split(":")[0]): card for title, card in CARDS.items()
               if card.facts.type == "identity"}


def lookup(title: str) -> CardDef | None:
    """The definition for `title` as a judge types it (any case, straight or curly apostrophes,
    with or without accents; an identity also by the part before ':'), or None."""
    key = fold_title(title)
    return _BY_LOWER.get(key) or _IDENTITIES.get(key)


def suggest(title: str) -> list[str]:
    """Known titles the misspelt one could mean, best first, for error messages."""
    return closest(str(title), CARDS)
