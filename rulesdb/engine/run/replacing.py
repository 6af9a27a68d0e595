"""Replacing the breach: "instead of breaching" effects, and "cannot breach" (cr/step_breach).

A breach the Runner cannot make has nothing to replace; otherwise the replacement effects that
apply to it are applied as the rules say: automatically unless their text says "may", in the order
the Runner chooses when several compete (cr/rule_order_of_replacement_effects).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.using import used
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.replacements import offers_choice

FROM_GRIP = "breach-replacement-from-grip"  # a Static of a card in the grip: value(game, card, server) -> replacement


def replaced_or_forbidden(game: Game, server: str) -> bool:
    forbidden = game.forbidden("breach", server)
    if forbidden:
        game.trace.add(f"The Runner cannot breach {server} ({forbidden}): \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return True
    found = [(obj.title if obj else card_named(getattr(rule, "source", "") or rule.text), rule, replacement, obj)
             for obj, rule in list(game.statics("breach-replacement"))
             for replacement in [rule.value(game, obj, server)] if replacement is not None]
    # "instead of breaching, you may install this resource from your grip": it works from the grip (the shards,
    # cr/rule_active_exception_catchall)
    found += [(obj.title, rule, replacement, obj) for obj in list(game.runner.hand) for rule in obj.card.statics
              if rule.kind == FROM_GRIP for replacement in [rule.value(game, obj, server)] if replacement is not None]
    chosen, declined = _choose_breach_replacement(game, found)
    if chosen is None:
        return False
    source, rule, replacement, obj = chosen
    if offers_choice(rule.text):  # the Runner chose to apply it: they use its card (cr/rule_using)
        used(game, obj, "runner")
    if game.run is not None:  # the verdict says what became of the breach
        game.run.record["breach_replaced_by"] = source
    game.trace.add(f"Instead of breaching {server}: {source}'s \"{rule.text}\"", cites.cr(
        "rule_if_successful_lingering_effect"), cites.cr("sec_replacement_effects"), key=True)
    _nothing_left_to_replace(game, server, [f for f in found if f is not chosen and f[0] not in declined], source)
    replacement(game)
    return True


def _nothing_left_to_replace(game: Game, server: str, others: list, applied: str) -> None:
    """The other replacements of the same breach, not declined: the breach they would replace is gone, said so a
    judge sees why they do not apply (cr/rule_replacement_effect_must_have_something_to_replace)."""
    for source, *_ in others:
        game.trace.add(f"{source}'s \"instead of breaching {server}\" has nothing left to replace: {applied}'s "
                       "replacement applied first, and the breach no longer happens.",
                       cites.cr("rule_replacement_effect_must_have_something_to_replace"),
                       cites.cr("rule_order_of_replacement_effects"))


def _choose_breach_replacement(game: Game, found: list) -> tuple[tuple | None, set[str]]:
    """The replacement that replaces the breach. One written without "may" applies automatically
    (cr/sec_replacement_effects); the Runner is asked ("instead of breaching <source>") about one with
    "may" (cr/rule_if_successful_ability_optional), or about a mandatory one only when another could
    go first, the order being theirs (cr/rule_order_of_replacement_effects); the first applied leaves
    nothing for the others (cr/rule_replacement_effect_must_have_something_to_replace). Also the optional ones the
    Runner declined, by source."""
    declined_mandatory, declined = None, set()
    for i, (source, rule, *_) in enumerate(found):
        optional = offers_choice(rule.text)
        if not optional and i == len(found) - 1 and declined_mandatory is None:
            game.trace.add(f"{source}: a replacement effect written without \"may\" applies automatically; the "
                           "Runner is not asked.", cites.cr("sec_replacement_effects"), key=True)
            return found[i], declined
        if game.decider.ask(f"instead of breaching {source}", ["yes", "no"], "Runner",
                            general=("instead of breaching",)) == "yes":
            return found[i], declined
        if optional:
            declined.add(source)
        elif declined_mandatory is None:
            declined_mandatory = found[i]
    if declined_mandatory is not None:
        game.trace.add(f"{declined_mandatory[0]}: the Runner applied no other replacement first, so this one, "
                       "written without \"may\", applies.", cites.cr("rule_order_of_replacement_effects"),
                       cites.cr("sec_replacement_effects"), key=True)
    return declined_mandatory, declined


def card_named(source: str) -> str:
    """"Account Siphon's ability" -> "Account Siphon": how a decision names the card."""
    for suffix in ("'s ability", "'s subroutine"):
        if source.endswith(suffix):
            return source[: -len(suffix)]
    return source
