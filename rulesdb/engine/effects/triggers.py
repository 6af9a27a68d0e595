"""Conditional abilities: meeting trigger conditions, and the checkpoint that resolves them in order.

Abilities that meet their condition wait in `game.pending`. At a checkpoint a reaction window opens for those
no open window holds: the active player resolves theirs first, choosing the order among their own, then the other
player; abilities that become pending meanwhile get their own window, at once (CR 25.08 9.2.8, 10.3.2). Before
each one resolves the engine checks that its source is still active and the timing structure its condition is tied
to is still current; if not, it never resolves.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.using import used
from rulesdb.engine.state.events import Pending, trigger_active
from rulesdb.engine.state.game import Game


def checkpoint(game: Game) -> None:
    """The checkpoint's housekeeping, then a reaction window for the abilities it finds pending: active player
    first, each player choosing among their own (cr/rule_reaction_window_priority). Abilities that become pending
    while the window resolves, at a checkpoint inside an ability or after one, get a new window that opens at once,
    even during this one (cr/rule_after_checkpoint_reaction_window, cr/rule_chain_reaction): a window handles only
    the fixed set of abilities it opened with (cr/rule_reaction_window_linked_to_pending_conditional_abilities)."""
    _housekeeping(game)
    outer = game.windows
    window = [p for p in game.pending if not any(p is q for q in outer)]
    if not window:
        return
    game.windows = outer + tuple(window)
    try:
        _reaction_window(game, window)
    finally:
        game.windows = outer


def _reaction_window(game: Game, window: list) -> None:
    announced = False
    while window and not game.over:
        window[:] = [p for p in window if any(p is q for q in game.pending)]  # none taken out meanwhile
        _drop_invalid(game, window)
        if not window:
            return
        side = game.turn.active
        if not announced and len({p.controller for p in window}) == 2:
            announced = True
            game.trace.add(f"Abilities of both players are waiting to trigger. It is the "
                           f"{game.active.name}'s turn, so the {game.active.name} (the active "
                           f"player) triggers theirs first.", cites.cr("rule_reaction_window_priority"),
                           cites.TRIGGER_STEPS, key=True)
        if not any(p.controller == side for p in window):
            side = "corp" if side == "runner" else "runner"
        mine = [p for p in window if p.controller == side]
        chosen = _order_cannot_matter(game, mine) or _ask_order(game, side, mine)
        window.remove(chosen)
        game.pending.remove(chosen)
        _resolve(game, chosen)
        checkpoint(game)  # the abilities its resolution made pending: a new window, before this one goes on


def _housekeeping(game: Game) -> None:
    """The checkpoint's state checks: lasting effects past their duration, the memory limit, hosting,
    agenda points, uniqueness and consoles, empty remote servers; first, the static conditions true as it begins."""
    from rulesdb.engine.effects.static_conditions import check_static_conditions
    check_static_conditions(game)  # cr/rule_conditional_ability_check_start_of_checkpoint
    if game.effects:
        kept = [e for e in game.effects if not _duration_over(e.token)]
        ended = dict.fromkeys((e.text, e.until) for e in game.effects if e not in kept)  # one sentence, one step
        for text, until in ended:
            game.trace.add(f"The lasting effect \"{text}\" ends with the {until}.", cites.C_DURATION_END)
        game.effects = kept
    from rulesdb.engine.effects.memory import enforce_limit
    enforce_limit(game)
    if game.orphans:
        from rulesdb.engine.effects.trashing import trash_orphans
        trash_orphans(game)
    if game.boosts:
        from rulesdb.engine.effects import boosts
        boosts.checkpoint(game)
    enc = game.encounter
    if enc is not None and not enc.ended and enc.counted:  # subroutines gained or lost show at once
        from rulesdb.engine.state.subroutines import of_encounter
        of_encounter(game, enc)
    from rulesdb.engine.effects.hosting_checks import enforce_hosting
    enforce_hosting(game)
    from rulesdb.engine.effects.empty import check_empty
    check_empty(game)  # cr/rule_load_and_empty: "When it is empty", however the last counter left
    from rulesdb.engine.effects.winning import check_agenda_wins
    check_agenda_wins(game)  # cr/step_checkpoint_agenda_points
    from rulesdb.engine.effects.uniqueness import enforce_uniqueness
    enforce_uniqueness(game)
    for name in [n for n, s in game.servers.items() if n.startswith("Server ")]:
        server = game.servers[name]
        if server.ice or server.root or game.installing == name:
            continue
        run = game.run
        if run is not None and run.server == name and run.successful and not run.ended:
            continue  # being breached: it goes at the first checkpoint after the run
        del game.servers[name]
        game.trace.add(f"{name} has no ice and nothing in its root: it ceases to exist.",
                       cites.C_REMOTE_CHECKPOINT, cites.C_SERVER_GONE)
        run = game.run
        if run is not None and run.server == name and not run.ended:
            run.ended, run.server_gone = True, True
            game.trace.add("The attacked server no longer exists: the run ends, neither successful "
                           "nor unsuccessful.", cites.C_SERVER_GONE_RUN, key=True)


def _duration_over(token) -> bool:
    """A run's durations end when the whole run is complete, not when "end the run" resolves
    (cr/rule_run_ends_condition); a turn's or an encounter's when it has ended."""
    complete = getattr(token, "complete", None)
    return complete if complete is not None else getattr(token, "ended", False)


def _drop_invalid(game: Game, window: list) -> None:
    for pending in list(window):
        reason, *rule = _invalid(game, pending)
        if reason:
            window.remove(pending)
            game.pending.remove(pending)
            game.log["not_resolved"].append(pending.label)
            game.trace.add(f"{pending.label}'s ability does not trigger or resolve: {reason}.",
                           cites.TRIGGER_STEPS, *rule, *pending.trigger.cites, key=True)


#: a pending instance of an ability that became inactive (its card trashed first) never resolves
LOSES_PENDING = cites.cr("rule_conditional_ability_lose_pending_when_ability_becomes_inactive")


def _invalid(game: Game, pending: Pending) -> tuple:
    """Why a pending ability can no longer resolve, with the rule that says so; ("",) if it still can."""
    source = pending.source
    if source is not None and not trigger_active(game, source, pending.trigger):
        return f"{pending.label} is no longer active", LOSES_PENDING
    token = pending.token
    if token is not None and getattr(token, "ended", False):
        kind = pending.trigger.structure
        return (f"the {kind} timing structure its trigger condition belongs to has ended",)
    return ("",)


def _same_ability(mine: list[Pending]) -> bool:
    """One pending ability, or instances of one ability of one card (Hostile Infrastructure met
    three times): their order cannot change anything, so nobody is asked."""
    first = mine[0]
    return all(p.trigger is first.trigger and p.source is first.source and p.lingering is first.lingering
               for p in mine[1:])


def _order_cannot_matter(game: Game, mine: list[Pending]) -> Pending | None:
    """The ability to resolve next when the order of a player's pending abilities cannot change anything, so nobody
    is asked (cr/rule_reaction_window_priority lets them choose an order; there is none to choose): instances of one
    ability (`_same_ability`), or at most one that does anything now beside abilities that only create a lasting
    effect applied at a later step (`TriggerDef.for_later`: "If successful, instead of breaching", applied as the
    breach would begin, cr/rule_if_successful_ability_optional), which resolve first, traced. None: ask."""
    if _same_ability(mine):
        return mine[0]
    later = [p for p in mine if p.trigger.for_later]
    if not later or len(mine) - len(later) > 1:
        return None
    others = [p.label for p in mine if not p.trigger.for_later]
    beside = f" beside {others[0]}'s" if others else ""
    game.trace.add(f"{later[0].label}'s ability only creates a lasting effect applied as the breach would begin, so "
                   f"the order of the {game.player(later[0].controller).name}'s abilities{beside} cannot change "
                   "anything: it is not asked.", cites.TRIGGER_STEPS, cites.cr("rule_if_successful_lingering_effect"))
    return later[0]


def _ask_order(game: Game, side: str, mine: list[Pending]) -> Pending:
    names = _order_names(game, side, mine)
    player = game.player(side).name

    def check(value):
        order = value if isinstance(value, list) else [value]
        for title in order:
            for p, name in zip(mine, names):
                if str(title).lower() == name.lower():
                    return p
            # the card's title alone, for one card's two abilities: the first, as it was asked before (two copies
            # of a card, by their title alone, stay refused: which copy is meant matters)
            alike = [p for p in mine if str(title).lower() == p.label.lower()]
            if alike and all(p.source is alike[0].source for p in alike):
                return alike[0]
        raise ValueError(f"{value!r} names none of the pending abilities")

    chosen = game.decider.ask(f"order {player} abilities", names, player, check=check)
    named = next(n for p, n in zip(mine, names) if p is chosen)
    worded = named.startswith(f"{chosen.label}: ")  # one of a card's two abilities, named by its words
    said = f"{chosen.label}'s ability \"{chosen.trigger.text}\"" if worded else f"{named}'s ability"
    game.trace.add(f"The {player} chooses to resolve {said} first among theirs.", cites.TRIGGER_STEPS)
    return chosen


def _order_names(game: Game, side: str, mine: list[Pending]) -> list[str]:
    """Each pending ability as the order names it: its card's title, or, for copies of one card, where each copy is
    ("Daily Casts (2nd installed)": choice_labels), so the player orders the copy they mean."""
    from rulesdb.engine.state.choice_labels import labels
    names = [p.label for p in mine]
    copies = [i for i, p in enumerate(mine) if p.source is not None and names.count(p.label) > 1
              and sum(q.source is p.source for q in mine) == 1]
    for i, name in zip(copies, labels(game, [mine[i].source for i in copies], side)):
        names[i] = name if name.startswith(names[i]) else names[i]
    twins = [i for i, p in enumerate(mine) if names.count(names[i]) > 1
             and any(q.source is p.source and q.trigger is not p.trigger for q in mine)]
    for i in twins:  # two abilities of one card (Malandragem at Threat 4): named by their words
        names[i] = f"{names[i]}: {mine[i].trigger.text}"
    return names


def _resolve(game: Game, pending: Pending) -> None:
    trig, player = pending.trigger, game.player(pending.controller).name
    if trig.usable:
        reason, *refs = _as_tuple(trig.usable(game, pending))
        if reason:
            game.log["not_usable"].append(pending.label)
            game.trace.add(f"{pending.label}'s ability cannot be used: {reason}.",
                           cites.USING_ABILITIES, *refs, *trig.cites, key=True)
            return
    if trig.optional:
        answer = game.decider.ask(trig.optional, ["yes", "no"], player)
        game.trace.add(f"The {player} decides: {trig.optional}? {answer}.", *trig.cites)
        if answer == "no":
            game.log["declined"].append(pending.label)
            return
        used(game, pending.source, pending.controller)
    if _encounter_ability_prevented(game, pending):
        return
    from rulesdb.engine.state.unseen_blank import guard
    guard(game, pending.source, f"{pending.label}'s \"{trig.text}\"")  # Dr. Lovegood's unknown choice
    game.log["resolved"].append(pending.label)
    announced, keys = len(game.trace.entries), len(game.trace.keys)
    game.trace.add(f"{pending.label}'s ability triggers and resolves.", cites.TRIGGER_STEPS, *trig.cites)
    trig.resolve(game, pending)
    game.trace.ability_effect(announced, keys)  # what it did, not that it triggered, is what a ruling turns on


def _encounter_ability_prevented(game: Game, pending: Pending) -> bool:
    """A "when encountered" ability of a piece of ice is about to resolve: an [interrupt] may prevent it
    (cr/sec_prevent_avoid; AirbladeX); the window opens only when an active card has such an interrupt."""
    ice = pending.source
    if pending.event.kind != "encounter" or ice is None or not ice.is_ice or pending.event.subject is not ice:
        return False
    if not any(r.event == "encounter-ability" for o in game.in_play() for r in o.card.interrupts):
        return False
    from rulesdb.engine.effects.interrupts import Imminent, window
    if window(game, Imminent("encounter-ability", 1, source=pending.label, target=ice)).remaining:
        return False
    game.trace.add(f"{pending.label}'s \"when encountered\" ability is prevented: it does not resolve.",
                   cites.C_PREVENT, key=True)
    return True


def _as_tuple(value) -> tuple:
    return value if isinstance(value, tuple) else (value,)
