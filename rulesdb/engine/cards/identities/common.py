"""What several identities share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.cards.printed import identity

SEATED = "identities"


def _runner(title, subtypes, faction, link, text, deck=45, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, link=link, deck=deck, limit=15, text=tuple(text),
                    waits_for=waits_for, **kw)


def _corp(title, subtypes, faction, text, deck=45, limit=15, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, deck=deck, limit=limit, text=tuple(text),
                    waits_for=waits_for, **kw)
