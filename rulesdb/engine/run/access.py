"""Breach and access (cr/step_breach, cr/sec_steps_of_breaching_a_server): the breach replaced or
forbidden, and each card accessed.

A breach may be replaced ("instead of breaching") or forbidden ("cannot breach"); otherwise the
candidates are chosen one at a time (breach.py). Each accessed card goes through cr/step_card_accessed
to cr/step_access_complete: "when accessed" abilities, the mid-access window (the basic trash ability or
an "Access →" ability), stealing with its additional costs, then it is set aside; stealing 7 points
wins the game.

The mid-access step lives in mid_access.py, stealing in stealing.py, the card accessed in accessed_card.py.
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run.accessed_card import current_card, still_there
from rulesdb.engine.run.breach import Breach, ask_runner_about, begin, choose_next, expected, say_more_accesses
from rulesdb.engine.run.mid_access import mid_access_step
from rulesdb.engine.run.replacing import card_named, replaced_or_forbidden
from rulesdb.engine.run.reveal_in_rd import reveal_if_ambush
from rulesdb.engine.run.stealing import steal
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.steps import Jump


def _determine(game: Game):
    run = game.run
    server = run.server
    if replaced_or_forbidden(game, server):
        run.record["to_access"] = 0
        game.access = None
        return "step_breach_complete"
    game.access = _begin(game, server, cites.ACCESSING, cites.C_BREACH, cites.C_CANDIDATES)
    run.record["to_access"] = expected(game, game.access)[0]
    if game.run.ended:
        return Jump("step_breach_complete", "access ended")
    return "step_card_accessed" if choose_next(game, game.access) else "step_breach_complete"


def _begin(game: Game, server: str, *refs: str, with_root: bool = True, by: str = "") -> Breach:
    """The breach begins: its conditions resolve, then the random access limit is set
    (cr/step_breaching_begins, cr/step_determine_candidates_limit); an ability may replace the
    accesses from HQ (Rip Deal: "hq-access-replacement")."""
    if game.run is not None:  # "if you breached that server during that run" (Info Bounty)
        game.run.used.add(f"breached {server}")
    emit(game, Event("breach", info={"server": server}))
    checkpoint(game)
    breach = begin(game, server, with_root=with_root, with_zone=not _hq_accesses_replaced(game, server))
    count, how = expected(game, breach)
    if not with_root:
        how = how.replace(", and the root", "")
    game.trace.add(f"{by + ': t' if by else 'T'}he Runner breaches {server} and will access "
                   f"{counted(count, 'card')}{how}.",
                   *refs)
    if breach.limit:
        say_more_accesses(game, server)
    return breach


def _hq_accesses_replaced(game: Game, server: str) -> bool:
    """"When you determine the number of cards in HQ you are allowed to access" (Rip Deal): an
    ability may replace those accesses; the root can still be accessed."""
    if server != "HQ":
        return False
    from rulesdb.engine.run.breach import access_limit
    return any(rule.value(game, obj, access_limit(game, server)) for obj, rule in
               list(game.statics("hq-access-replacement")))


def breach(game: Game, server: str, *, with_root: bool = True, by: str = "") -> None:
    """Breach a server outside the run's own cr/step_breach (an ability says "breach HQ"); during another
    breach it waits for that breach to end (cr/rule_consecutive_breaches)."""
    if game.access is not None:
        game.after_breach.append((server, with_root, by))
        game.trace.add(f"{by}: a breach is already in progress, so the breach of {server} takes place "
                       "when it ends.", cites.cr("rule_consecutive_breaches"), key=True)
        return
    ended = game.run is not None and game.run.ended  # "when the run ends, breach HQ" (Virtuoso)
    game.access = _begin(game, server, cites.C_BREACH, with_root=with_root, by=by)
    while not game.over and (ended or not (game.run and game.run.ended)) and choose_next(game, game.access):
        access_one(game)
        emit(game, Event("access-ends", game.access.current))
    game.access = None
    breaches_waiting(game)


def breaches_waiting(game: Game) -> None:
    """The breaches that waited for the one just ended, one after another."""
    while game.after_breach and not game.over:
        server, with_root, by = game.after_breach.pop(0)
        breach(game, server, with_root=with_root, by=by)


def access_card(game: Game, card: CardObj, server: str) -> None:
    """Access one card outside a breach's own choices ("choose 1 of the top 5 cards in R&D and access it")."""
    saved = game.access
    game.access = Breach(server, current=card)
    access_one(game)
    emit(game, Event("access-ends", card))
    game.access = saved


def access_one(game: Game) -> None:
    _access(game)
    for step in (mid_access_step, steal):
        if game.over or (game.run and game.run.ended):
            return
        step(game)


def _access(game: Game):
    card = current_card(game)
    if _prohibited(game, card) or _access_replaced(game, card) or not _paid_to_access(game, card):
        game.access.done = True  # chosen, so no longer a candidate, but not accessed
        return
    if game.run:
        game.run.record["accessed"].append(card.title)
    game.access.accessed.append(card)  # it stays visible to the Runner for the rest of the breach
    game.trace.add(f"The Runner accesses {card.title}.", cites.ACCESSING, cites.C_WHEN_ACCESSED)
    reveal_if_ambush(game, card)
    emit(game, Event("access", card))
    checkpoint(game)


def _prohibited(game: Game, card: CardObj) -> bool:
    """A card the Runner is prohibited from accessing is no longer a candidate (cr/rule_prohibiting_access)."""
    forbidden = game.forbidden("access", card)
    if forbidden:
        game.trace.add(f"The Runner cannot access {card.title} ({forbidden}): it is no longer a candidate.",
                       cites.cr("rule_prohibiting_access"), cites.cr("rule_prohibiting_access_to_1"), key=True)
    return bool(forbidden)


def _access_replaced(game: Game, card: CardObj) -> bool:
    """"Whenever you would access ..., you may instead ...": the card was chosen, so it stops being
    a candidate, but it is not accessed (cr/rule_candidates_already_accessed)."""
    for obj, rule in list(game.statics("access-replacement")):
        replacement = rule.value(game, obj, card)
        if replacement is None:
            continue
        source = obj.title if obj is not None else card_named(getattr(rule, "source", "") or rule.text.split(":")[0])
        if game.decider.ask(f"use {source}", ["yes", "no"], "Runner") == "no":
            continue
        said = re.sub(r"\s*<em>.*?</em>", "", rule.text).rstrip(".")  # the printed line, without its reminder
        game.trace.add(f"Instead of accessing {card.title}: {said}. {card.title} was chosen, so it is no "
                       "longer a candidate.", cites.cr("rule_candidates_already_accessed"),
                       cites.cr("sec_replacement_effects"), key=True)
        replacement(game)
        return True
    return False


def _paid_to_access(game: Game, card: CardObj) -> bool:
    """An additional cost to access (Gagarin Deep Space): the Runner pays it or does not access the
    card, which was chosen all the same and is no longer a candidate (cr/rule_candidates_already_accessed)."""
    extra = game.modifier("access-cost", card)
    if not extra:
        return True
    payment = Payment("runner", extra, "access", f"accessing {card.title}", card)
    answer = ask_runner_about(game, f"pay {extra}[c] to access", card) if able(game, payment) else "no"
    if answer == "yes":
        return pay(game, payment, cites.C_ADDITIONAL_COST)
    game.trace.add(f"The Runner does not pay the additional {extra}[c] to access {card.title}, so they do not "
                   "access it; it was chosen, so it is no longer a candidate.",
                   cites.C_ADDITIONAL_COST, cites.cr("rule_candidates_already_accessed"), key=True)
    return False


def _set_aside(game: Game):
    if not game.access.done and still_there(game, current_card(game)):
        game.trace.add(f"{current_card(game).title} is set aside.", cites.ACCESSING)
    emit(game, Event("access-ends", current_card(game)))
    checkpoint(game)
    if game.run.ended:
        return "step_breach_complete"
    more = choose_next(game, game.access)  # cr/step_repeat_candidate_selection
    return "step_card_accessed" if more else "step_breach_complete"


def _return(game: Game):
    if game.access is not None:
        game.trace.add("The accessed cards set aside return to where they were, as they were.",
                       cites.ACCESSING)
    game.access = None
    breaches_waiting(game)
    return "step_success_complete"


def _in_run(step):
    """An access step that stops when the run has ended mid-access (cr/rule_end_run_ends_access)."""
    def handler(game: Game):
        if game.run.ended:
            return Jump("step_breach_complete", "access ended")
        move = step(game)
        return Jump("step_breach_complete", "access ended") if game.run.ended else move
    return handler


HANDLERS = {"step_breach": _determine, "step_card_accessed": _in_run(_access),
            "step_mid_access_ability": _in_run(mid_access_step), "step_access_agenda": _in_run(steal),
            "step_access_complete": _in_run(_set_aside), "step_breach_complete": _return}
