"""The Corp's and the Runner's turns, step by step, and the actions players take in them.

A scenario starts at the beginning of one player's turn and plays turns in alternation until its
listed actions run out (it ends right after the last one resolves) or the game ends.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.earlier_this_turn import lay_earlier
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import note_started_mid
from rulesdb.engine.state.objects import Turn
from rulesdb.engine.state.unseen_blank import lay_chosen
from rulesdb.engine.state.unseen_lasting import lay_made_when_scored, may_have_forbidden
from rulesdb.engine.state.unseen_next_turn import may_have_given_clicks
from rulesdb.engine.state.unseen_rez_blank import note_unseen
from rulesdb.engine.timing.flow import walk, window
from rulesdb.engine.timing.steps import CORP_TURN, RUNNER_TURN
from rulesdb.engine.turns.actions import perform, written_at
from rulesdb.errors import ScenarioError


def play(game: Game, first: str, clicks: int | None = None) -> None:
    """Play turns from the start of `first`'s turn until the actions run out or someone wins.

    With `clicks`, the scenario starts inside `first`'s action phase with that many [click] left.
    """
    side, start = first, "1"
    if clicks is not None:
        game.player(first).clicks = clicks
        start = "2.2" if first == "corp" else "1.6"
    while not game.over and not game.stopped:
        taking = game.player(side)  # fewer [click] than allotted: an earlier action of this turn is not known
        game.turn = Turn(game.turn.number + 1, side,
                         started_mid=start != "1" and taking.clicks < taking.allotted_clicks)
        note_started_mid(game)
        if start != "1":  # the board's agendas scored this turn: their lasting effects were made then
            lay_made_when_scored(game)
        if game.turn.number == 1:  # the cards the board says were used earlier in its turn (refused at its start)
            lay_earlier(game)
            lay_chosen(game, shown=start == "1")  # and Dr. Lovegood's choice as it began
            note_unseen(game, shown=start == "1")  # and what Klevetnik may have blanked, rezzed before the board
        for player in (game.corp, game.runner):
            player.scored_this_turn = [] if start == "1" else player.scored_this_turn
        table = CORP_TURN if side == "corp" else RUNNER_TURN
        if start != "1":
            game.trace.add(f"The scenario starts in the {game.active.name}'s action phase with "
                           f"{game.active.clicks}[click] left.", cites.CLICKS)
        walk(game, table, _handlers(side), start=start, stop=lambda: game.stopped)
        game.turn.ended = not game.stopped
        if game.until_turn_end and not game.actions and not game.stopped and not game.over:
            game.stopped = True
            game.trace.add("The turn is over and no more actions are listed: the scenario ends here.")
        side, start = ("runner" if side == "corp" else "corp"), "1"
        for obj in game.in_play():
            obj.used.clear()


def _handlers(side: str) -> dict:
    return CORP_HANDLERS if side == "corp" else RUNNER_HANDLERS


def _announce(name: str):
    def handler(game: Game):
        game.trace.add(f"The {game.active.name}'s {name} begins.")
    return handler


def _window(table: dict, number: str):
    return lambda game: window(game, table[number])


def _gain_clicks(game: Game):
    """The allotted clicks, with constant abilities that add to them (kind "allotted-clicks": Basilar
    Synthgland 2KVJ; cr/rule_allotted_clicks)."""
    player = game.active
    may_have_given_clicks(game, player)  # Týr's +1 allotted [click], given before a board that started mid-turn
    allotted = max(0, player.allotted_clicks + player.next_allotted + game.modifier("allotted-clicks", player.side))
    if player.next_allotted:  # "+/-1 allotted [click] for their next turn": this turn, then it is over
        game.trace.add(f"The {player.name}'s allotted clicks are {player.next_allotted:+d} for this turn.",
                       cites.cr("rule_allotted_clicks"))
        player.next_allotted = 0
    player.clicks += allotted
    game.trace.add(f"The {player.name} gains {allotted}[click] (now {player.clicks}).",
                   cites.CLICKS, *((cites.cr("rule_allotted_clicks"),) if allotted != player.allotted_clicks else ()))


def _refill(game: Game):
    for obj in game.installed() + [p.identity for p in (game.corp, game.runner) if p.identity]:
        if obj.card.recurring and obj.owner == game.turn.active and game.is_active(obj):
            obj.counters["credits"] = obj.card.recurring_credits(game, obj)
            game.trace.add(f"{obj.title}'s recurring credits refill to {obj.counters['credits']}[c].",
                           cites.RECURRING)


def _turn_begins(game: Game):
    game.turn.begun = True
    if game.turn.active == "corp" and game.lockdowns:
        from rulesdb.engine.effects.lockdowns import expire_lockdowns
        expire_lockdowns(game)
    game.trace.add(f"The {game.active.name}'s turn begins.")
    emit(game, Event("turn-begins", info={"side": game.turn.active}))
    checkpoint(game)


def _mandatory_draw(game: Game):
    draw(game, "corp", 1, "The mandatory draw")


def _rd_runs_out(game: Game, by: str, n: int) -> None:
    """The Corp must draw `n` cards and R&D holds fewer: the Runner wins (cr/rule_empty_rnd), unless the board never
    laid out R&D, whose contents are then unknown rather than empty. A draw sets aside that many cards from the top
    of R&D facedown, and only once the abilities that wait for them are done are they added to HQ
    (cr/rule_draw_procedure): the cards R&D holds are set aside (cr/rule_do_as_much_as_you_can), the Corp cannot draw
    the rest, and the game ends there (cr/rule_game_end), so they never reach HQ."""
    if "corp.rd" in game.unlaid:
        raise ScenarioError(f"{game.decider.source}: corp.rd: {by} draws from R&D, which the board does not lay "
                            "out; R&D empty here means the Runner wins, so list its cards (top first), or write "
                            "`rd: []` (on the Table: 'empty') if it is empty")
    held = list(game.corp.deck)
    if held:
        game.corp.deck.clear()
        game.set_aside.extend(game.change_zone(card, "set aside") for card in held)
        game.trace.add(f"{by}: the Corp must draw {counted(n, 'card')}; R&D holds {counted(len(held), 'card')}, "
                       "set aside facedown as drawn, not yet added to HQ.", cites.cr("rule_draw_procedure"),
                       cites.cr("rule_do_as_much_as_you_can"))
    game.winner, game.reason = "runner", "R&D empty"
    more = " more" if held else ""
    game.trace.add(f"{by}: the Corp must draw a card{more} but R&D is empty: the Runner wins"
                   f"{', and the game ends before the drawn cards reach HQ' if held else ''}.", cites.WINNING,
                   cites.cr("rule_empty_rnd"), *((cites.cr("rule_game_end"),) if held else ()), key=True)


def _take_actions(game: Game):
    """Take actions while clicks remain, then the action phase formally ends: its conditions are met once
    (cr/step_corp_turn_action_phase_end, cr/step_runner_turn_action_phase_end; after a terminal operation,
    cr/rule_terminal_checkpoint), not again as the discard phase begins."""
    _actions(game)
    if not game.over and not game.stopped:
        side = game.turn.active
        step = cites.C_CORP_ACTION_PHASE_END if side == "corp" else cites.C_RUNNER_ACTION_PHASE_END
        game.trace.add(f"The {game.active.name}'s action phase ends.", step)
        during = game.trace.cr  # what meets "when your action phase ends" cites that step, not "take actions"
        game.trace.cr = step
        emit(game, Event("action-phase-ends", info={"side": side}))
        checkpoint(game)
        game.trace.cr = during


def _actions(game: Game):
    """The actions: the action phase's paid ability window comes before each (the first one is the step
    before) and after the last listed action, then the scenario ends."""
    side, player = game.turn.active, game.active
    table = CORP_TURN if side == "corp" else RUNNER_TURN
    between = table["2.1"] if side == "corp" else table["1.6"]
    first = True
    while player.clicks > 0 and not game.over and not game.turn.action_phase_over:
        if not game.actions:
            if game.probe is not None:  # the action window the legal actions are listed at
                game.probe(game, None, "")
            _stop(game)
            return
        if not first:
            window(game, between)
            if game.over:
                return
        first = False
        action = game.actions[0]
        if action.player != side and not (action.attempt or action.window):  # an attempt is refused instead
            other = "Corp" if side == "runner" else "Runner"
            raise ScenarioError(f"{written_at(game, action)}: the {player.name} "
                                f"still has {player.clicks}[click] to spend before the {other} "
                                f"acts (a player spends all their clicks in their action phase)")
        _take(game, game.actions.pop(0), between)
        if game.actions and not player.clicks and not game.over and not game.turn.action_phase_over:
            window(game, between)  # after the last action too, then on to the action phase's end (5.6.2c, 5.7.1g)
        if not game.actions and not game.over:
            window(game, between)
            if game.over:
                return
            if game.probe is not None:
                continue  # on to the next action window: this turn's, or the next player's
            if not game.until_turn_end:
                _stop(game)
            elif player.clicks and not game.turn.action_phase_over:
                raise ScenarioError(f"{written_at(game, action)}: the scenario "
                                    f"plays to the end of the turn, but the {player.name} still has "
                                    f"{player.clicks}[click] and no more actions are listed")
            return


def _take(game: Game, action, between) -> None:
    """Take one listed action (only attempted, if so written), with what the file does at the moments
    of the run it makes; then the state after it, if a check looks there. A rez or a paid ability is
    no action: it is taken in the action phase's paid ability window (`between`)."""
    from rulesdb.engine.turns.anytime import during, in_window
    if action.window:
        in_window(game, action, between)
        return
    if action.attempt:
        from rulesdb.engine.state.attempts import attempt
        during(game, action, lambda g, a: attempt(g, a, perform))
    else:
        during(game, action, perform)
    if game.after is not None:
        from rulesdb.engine.state.snapshot import final_state
        game.after.append(final_state(game))


def _stop(game: Game) -> None:
    game.stopped = True
    game.trace.add("No more actions are listed: the scenario ends here.")


def _discard(game: Game):
    """The discard step (cr/rule_discard_step): skipped whole when an effect says so, flatline check included
    (cr/rule_skip_discard_step); the Runner is flatlined if their maximum hand size is below 0
    (cr/rule_runner_discard_step, cr/rule_flatline); else the player discards down to their maximum."""
    player = game.active
    if any(e.kind == "skip-discard" and e.value(game, None, player.side) for e in game.effects):
        game.trace.add(f"The {player.name} skips their discard step this turn: they do not check their hand size or "
                       "discard.", cites.cr("rule_skip_discard_step"), key=True)
        return
    size = game.hand_size(player.side)
    if player.side == "runner" and size < 0:  # checked as the discard step begins (CR 25.04), not at the turn's end
        game.winner, game.reason = "corp", "flatline"
        game.trace.add(f"The Runner's maximum hand size is {size}, less than 0, as their discard step begins: they "
                       "are flatlined and the Corp wins the game.", cites.C_RUNNER_DISCARD_FLATLINE, cites.C_FLATLINE,
                       cites.FLATLINE, key=True)
        return
    extra = len(player.hand) - size
    if extra <= 0:
        return
    titles = [c.title for c in player.hand]

    def check(value):
        chosen = value if isinstance(value, list) else [value]
        if len(chosen) != extra or any(t not in titles for t in chosen):
            raise ValueError(f"{value!r} must name {counted(extra, 'card')} in hand")
        return chosen

    discarded = []
    for title in game.decider.ask("discard", titles, player.name, check=check):
        card = next(c for c in player.hand if c.title == title)
        player.hand.remove(card)
        discarded.append(game.change_zone(card, "archives" if player.side == "corp" else "heap"))
        player.discard.append(discarded[-1])
    _say_discarded(game, player, discarded, size)
    emit(game, Event("discarded", info={"side": player.side, "cards": tuple(discarded)}))  # Magdalene
    checkpoint(game)


def _say_discarded(game: Game, player, discarded: list, size: int) -> None:
    """The discard, naming the cards (the discarding player chose them, cr/rule_discarding_process); the Corp's go to
    Archives facedown whether or not the Runner saw them (cr/rule_discarding_facedown_status)."""
    names = ", ".join(c.title for c in discarded)
    if player.side == "corp":
        game.trace.add(f"The Corp discards {names} to reach their maximum hand size of {size}: facedown in "
                       "Archives.", cites.C_HAND_SIZE, cites.cr("rule_discarding_process"),
                       cites.cr("rule_discarding_facedown_status"), key=True)
        return
    game.trace.add(f"The Runner discards {names} to reach their maximum hand size of {size}.", cites.C_HAND_SIZE,
                   cites.cr("rule_discarding_process"), key=True)


def _lose_clicks(game: Game):
    player = game.active
    if player.clicks:
        game.trace.add(f"The {player.name} loses {player.clicks} unspent [click].", cites.CLICKS)
    player.clicks = 0


def _turn_ends(game: Game):
    game.trace.add(f"The {game.active.name}'s turn ends.")
    emit(game, Event("turn-ends", info={"side": game.turn.active}))
    checkpoint(game)


def draw(game: Game, side: str, n: int, by: str, *, bottom: bool = False) -> None:
    """Draw `n` cards from the top of the deck (or its bottom: Window) into HQ or the grip."""
    player = game.player(side)
    forbidden = game.forbidden("draw", side)
    if forbidden:
        game.trace.add(f"The {player.name} cannot draw cards ({forbidden}): \"cannot\" beats "
                       "\"can\".", cites.C_CANNOT, key=True)
        return
    if n > 0:  # an unseen "cannot draw cards for the remainder of this turn" (Lockdown)
        may_have_forbidden(game, "draw", side)
    after: list = []  # what an interrupt does "when you draw those cards" (Daily Business Show)
    if n > 0:  # an interrupt window: "the first time you would draw..." (The Class Act)
        from rulesdb.engine.effects.interrupts import Imminent, window
        n = window(game, Imminent("draw", n, source=by, info={"side": side, "after": after})).remaining
    if side == "corp" and n > len(player.deck):
        _rd_runs_out(game, by, n)
        return
    drawn = []
    for _ in range(min(n, len(player.deck))):
        card = player.deck.pop(-1 if bottom else 0)
        drawn.append(game.change_zone(card, "hq" if side == "corp" else "grip"))
        player.hand.append(drawn[-1])
    where = "HQ" if side == "corp" else "the grip"
    game.trace.add(f"{by}: the {player.name} draws {counted(len(drawn), 'card')} into {where}.", cites.DRAW)
    for then in after:
        then(game, drawn)
    if drawn:  # "whenever the Corp draws a card" (Bug)
        emit(game, Event("drawn", info={"side": side, "cards": drawn}))


CORP_HANDLERS = {
    "1": _announce("draw phase"), "1.1": _gain_clicks, "1.2": _window(CORP_TURN, "1.2"),
    "1.3": _refill, "1.4": _turn_begins, "1.5": _mandatory_draw,
    "2": _announce("action phase"), "2.1": _window(CORP_TURN, "2.1"), "2.2": _take_actions,
    "3": _announce("discard phase"), "3.1": _discard, "3.2": _window(CORP_TURN, "3.2"),
    "3.3": _lose_clicks, "3.4": _turn_ends,
}
RUNNER_HANDLERS = {
    "1": _announce("action phase"), "1.1": _gain_clicks, "1.2": _window(RUNNER_TURN, "1.2"),
    "1.3": _refill, "1.4": _turn_begins, "1.5": _window(RUNNER_TURN, "1.5"), "1.6": _take_actions,
    "2": _announce("discard phase"), "2.1": _discard, "2.2": _window(RUNNER_TURN, "2.2"),
    "2.3": _lose_clicks, "2.4": _turn_ends,
}
