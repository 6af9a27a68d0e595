"""Who may look at a card (cr/sec_card_visibility): open information, hidden and secret zones.

Faceup cards in public zones are seen by both players; a facedown installed card only by the player
who controls it (cr/rule_look_at_controlled_facedown); a hand only by its owner; a deck by nobody
(cr/rule_deck_hidden); the card the Runner is accessing, and those accessed earlier in the breach, by the Runner
too. Corp cards keep in
Archives the status they had for the Runner when they were trashed (cr/rule_archives_faceup_facedown),
and breaching Archives turns them all faceup (cr/step_flip_archives).
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

SIDES = ("corp", "runner")


def visible_to(game: Game, obj: CardObj, side: str) -> bool:
    """Whether the player `side` may look at `obj` now."""
    owner = game.player(obj.owner)
    if any(o is obj for o in owner.deck):  # the Corp too, for an ambush card revealed as it is accessed in R&D
        return _accessing(game, obj) and (side == "runner" or _revealed_in_rd(game, obj))
    if any(o is obj for o in owner.hand):
        return side == obj.owner or _accessing(game, obj)
    if any(o is obj for o in owner.discard):
        # facedown in Archives: the Runner looks once they accessed it (cr/rule_archives_facedowns_after_breach)
        return obj.owner == "runner" or obj.faceup or side == "corp" or _accessing(game, obj)
    if is_facedown(game, obj):
        return side == obj.owner or _accessing(game, obj)
    return True  # faceup in the play area, score areas, the current, identities


def seen_by(game: Game, obj: CardObj) -> list[str]:
    return [side for side in SIDES if visible_to(game, obj, side)]


def label_for(game: Game, obj: CardObj, side: str) -> str:
    """How the player `side` names an installed card in a choice: its title, or, for a facedown card they cannot
    look at, what is open about it. A Runner card: where it is and its place among the facedown cards there in the
    order they were installed (cr/rule_hosted_facedown_distinct): "facedown card in the rig (1)", "facedown card
    hosted on Dhegdheer (1)". A Corp card: where it is, a piece of ice by its position counted from the server
    (cr/rule_count_positions): "unrezzed ice protecting Server 1 (2nd from the server)", "unrezzed card in the root
    of Server 2" (numbered in install order when several share the root)."""
    if visible_to(game, obj, side) or not game.is_installed(obj) or not is_facedown(game, obj):
        return obj.title
    if obj.owner == "corp":
        return _unrezzed_label(game, obj, side)
    host = obj.host
    group = host.hosted if host is not None else game.runner.play
    hidden = [o for o in group if o.owner == "runner" and o.facedown]
    n = next((i for i, o in enumerate(hidden, 1) if o is obj), len(hidden) + 1)
    where = "in the rig" if host is None else f"hosted on {label_for(game, host, side)}"
    return f"facedown card {where} ({n})"


def label_before_access(game: Game, obj: CardObj) -> str:
    """How the Runner names `obj`, the card chosen to access next, before they access it (a cost to access is paid
    first: Gagarin Deep Space): as `label_for` does, but not yet looked at for being accessed now."""
    breach = game.access
    if (breach is None or breach.current is not obj or any(o is obj for o in breach.accessed)
            or obj.owner != "corp" or not game.is_installed(obj) or not is_facedown(game, obj)):
        return label_for(game, obj, "runner")
    return _unrezzed_label(game, obj, "runner")


def _unrezzed_label(game: Game, obj: CardObj, side: str) -> str:
    """An installed Corp card `side` cannot look at, named by where it is (see label_for)."""
    found = game.locate(obj)
    if found is not None and found[1] == "ice":
        server, _, i = found
        return f"unrezzed ice protecting {server.name} ({ordinal(len(server.ice) - i)} from the server)"
    if found is not None:
        group, where = found[0].root, f"in the root of {found[0].name}"
    elif obj.host is not None:
        group, where = obj.host.hosted, f"hosted on {label_for(game, obj.host, side)}"
    else:
        return "unrezzed card"
    hidden = [o for o in group if o.owner == "corp" and is_facedown(game, o)]
    n = next((i for i, o in enumerate(hidden, 1) if o is obj), 0)
    return f"unrezzed card {where}" + (f" ({n})" if len(hidden) > 1 else "")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def is_facedown(game: Game, obj: CardObj) -> bool:
    """An installed card that is facedown: an unrezzed Corp card (unless turned faceup) or a
    Runner card installed facedown (cr/rule_rezzed_unrezzed, cr/sec_facedown_runner_cards)."""
    if obj.owner == "runner":
        return obj.facedown
    return obj.card.facts.type in ("ice", "asset", "upgrade", "agenda") and not (obj.rezzed or obj.faceup)


def trashed_faceup(game: Game, obj: CardObj) -> bool:
    """How a Corp card enters Archives: faceup if the Runner could see it when it was trashed."""
    return visible_to(game, obj, "runner")


def flip_archives(game: Game) -> None:
    """Breaching Archives turns every facedown card in it faceup (cr/step_flip_archives)."""
    facedown = [c for c in game.corp.discard if not c.faceup]
    for card in facedown:
        card.faceup = True
    if facedown:
        game.trace.add(f"The Runner breaches Archives: its {counted(len(facedown), 'facedown card')} "
                       f"{'is' if len(facedown) == 1 else 'are'} turned faceup.",
                       cites.cr("step_flip_archives"), cites.cr("rule_breaching_archives"))


def _accessing(game: Game, obj: CardObj) -> bool:
    """The card the Runner is accessing, or one they accessed earlier in this breach: it remains visible to them
    for the remainder of the breach (cr/rule_visibility_after_access, CR 25.08)."""
    breach = game.access
    return breach is not None and (breach.current is obj or any(o is obj for o in breach.accessed))


_MUST_REVEAL = re.compile(r"while the runner is accessing this \w+ in r&d, they must reveal it"
                          r"|is accessed from r&d, (?:then )?(?:the )?runner must reveal it", re.IGNORECASE)


def must_reveal_in_rd(obj: CardObj) -> bool:
    """Whether `obj`'s own text makes the Runner reveal it while accessing it in R&D ("While the Runner is accessing
    this asset in R&D, they must reveal it.", or the older "If Trojan is accessed from R&D, then Runner must reveal
    it."): a static ability for the entire access (cr/rule_ambush_text)."""
    return obj.owner == "corp" and any(_MUST_REVEAL.search(line) for line in obj.card.facts.text)


def _revealed_in_rd(game: Game, obj: CardObj) -> bool:
    """The card the Runner is accessing in R&D, revealed by its own ability: the Corp sees it too, for the access."""
    breach = game.access
    return breach is not None and breach.current is obj and must_reveal_in_rd(obj)


def expose(game: Game, card: CardObj, by: str) -> bool:
    """Expose an installed, unrezzed card: reveal it to both players, then it stays as it was
    (cr/rule_expose, cr/rule_reveal); a card that is not installed and facedown cannot be exposed."""
    from rulesdb.engine.state.events import Event, emit
    if not game.is_installed(card) or not is_facedown(game, card):
        game.trace.add(f"{by}: {card.title} is not an installed unrezzed card, so it cannot be exposed.",
                       cites.cr("rule_expose"))
        return False
    game.trace.add(f"{by}: the Runner exposes {card.title}; both players see it, and it stays unrezzed.",
                   cites.cr("rule_expose"), cites.cr("rule_reveal"), key=True)
    emit(game, Event("exposed", card))
    return True
