""""Install and rez the card, ignoring credit costs" (Ob Superheavy Logistics): the rez is a real rez, after the
install and its checkpoint, that pays no credits but every other additional cost to rez, which the Corp may decline;
a card the Corp cannot or does not rez is revealed (cr/rule_install_and_rez, cr/rule_reveal_for_install_and_rez)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import Credits, label, payable
from rulesdb.engine.effects.installing import rez_installed
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def rez_ignoring_credit_costs(game: Game, obj: CardObj, by: str, decision: str) -> bool:
    """Rez the just-installed `obj` ignoring credit costs; its other additional costs to rez are paid if the Corp
    can and chooses to (decision `decision`: pay or reveal). False, the card revealed, when it is not rezzed."""
    checkpoint(game)  # the install's conditions, met while the card is inactive (cr/rule_install_and_rez)
    extra = tuple(c for c in obj.card.rez_costs if not isinstance(c, Credits))
    why = _cannot_rez(game, obj)
    if not why and extra:
        what = label(extra, obj)
        if not payable(game, "corp", obj, extra):
            why = f"the Corp cannot pay its additional cost to rez it ({what})"
        elif game.decider.ask(decision, ["pay", "reveal"], "Corp") == "reveal":
            why = f"the Corp declines to pay its additional cost to rez it ({what})"
    if why:
        game.trace.add(f"{by}: {why}, so the Corp reveals {obj.title}, which stays installed and unrezzed.",
                       cites.cr("rule_reveal_for_install_and_rez"), key=True)
        revealed(game, "corp", 1)
        return False
    rez_installed(game, obj, by, "ignoring credit costs" + (f", paying {label(extra, obj)}" if extra else ""), extra)
    return True


def _cannot_rez(game: Game, obj: CardObj) -> str:
    """Why `obj` cannot be rezzed at all now: an ability forbids it, or its own restriction ("Rez only ...")."""
    forbidden = game.forbidden("rez", obj)
    if forbidden:
        return f"{obj.title} cannot be rezzed ({forbidden})"
    own = next((rule.text for rule in obj.card.statics if rule.kind == "cannot-rez" and rule.value(game, obj, obj)),
               "")
    return f"{obj.title} cannot be rezzed now (\"{own}\")" if own else ""
