"""The legal actions on a board: at the next action window (after the board's actions), or at a moment
of the run its last action makes (`encounter Ice Wall`). Each option is judged by the engine itself:
an action by trying it (the board played again with it attempted: the same checks that guard the real
thing answer, and nothing of the board is touched), a paid ability or a rez by the checks that guard
using and rezzing in that window. Each has its cost and the rule that allows or forbids it.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace

from rulesdb.engine.scenario.model import Scenario
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.state.attempts import attempts
from rulesdb.engine.state.decisions import Decider
from rulesdb.engine.timing.paid import moment
from rulesdb.engine.timing.steps import CORP_TURN, RUNNER_TURN
from rulesdb.engine.turns.actions import Action
from rulesdb.engine.turns.options import allowing, candidates, cannot_tell, option, priced, window_options
from rulesdb.errors import DecisionNeeded, ScenarioError

PROBE = "probe"
MAX_TRIED = 80  # actions tried by replaying the board: a real action window offers a few dozen at most


class _Reached(Exception):
    """The game reached the point the options are listed at (not an error: it stops the play there)."""

    def __init__(self, game, step, where: str):
        super().__init__(where)
        self.game, self.step, self.where = game, step, where


def _stop_here(game, step, where: str) -> None:
    raise _Reached(game, step, where)


class _Began(Exception):
    """The action tried has passed its checks and the engine asks its first question: it is allowed."""


class _TrialDecider(Decider):
    """The board's answers up to the action tried; once that action is under way, its first question
    ends the trial (the board's answers are about the board's own actions, not this one)."""

    def __init__(self, base: Decider, game, trying: Action):
        self.__dict__.update(base.__dict__)
        self.game, self.trying = game, trying

    def ask(self, name, options, player, **kwargs):
        if self.game.doing is self.trying:
            raise _Began(name)
        return super().ask(name, options, player, **kwargs)


def legal_actions(scenario: Scenario, at: str = "", seed: int | None = None) -> dict:
    """{"at": the moment (or "action window"), "player": who has priority, "options": [...]}; each
    option {"player", "action", "item" (what to add to `actions` to take it), "cost", "allowed",
    "reason", "rule"}. DecisionNeeded when the board needs an answer before that point."""
    seed = scenario.seed if seed is None else seed
    reached = _play_to(scenario, at, seed)
    game = reached.game
    if at:
        return {"at": reached.where, "player": "both", "options": window_options(game, reached.step, reached.where)}
    side = game.turn.active
    found = candidates(game, side)
    step = CORP_TURN["2.1"] if side == "corp" else RUNNER_TURN["1.6"]  # the paid ability window before it
    options = [_tried(scenario, game, action, seed) for action in found[:MAX_TRIED]]
    options += [dict(option(a.player, a.text, "", priced(game, a)[0], None, allowing(a)), allowed=None, rule=None,
                     reason=f"not tried: the listing tries the first {MAX_TRIED} actions") for a in found[MAX_TRIED:]]
    # a paid ability or a rez is no action: it is used in the paid ability window before the action
    options += window_options(game, step, moment(game, step), in_run=False)
    return {"at": "action window", "player": side, "options": options}


def _prepared(scenario: Scenario, at: str, seed: int, extra: tuple = ()):
    """The board (with `extra` actions after its own) built to stop at the listing point."""
    actions = scenario.actions + extra
    if at:
        actions += (Action("runner", PROBE, "list the legal actions", 0, at=at),)
    played = replace(scenario, actions=actions, expect=())
    game = build(played, {}, seed)
    game.probe = _stop_here
    return played, game


def _play_to(scenario: Scenario, at: str, seed: int) -> _Reached:
    """Play the board to the listing point."""
    from rulesdb.engine import play_game
    if at and not [a for a in scenario.actions if not a.at]:
        raise ScenarioError(f"{scenario.path}: legal: a moment of a run needs the action that makes the run, "
                            "last in actions")
    played, game = _prepared(scenario, at, seed)
    try:
        play_game(game, played)
    except _Reached as reached:
        return reached
    except DecisionNeeded as needed:
        needed.game = game  # the question is put with the game where it was asked
        raise
    if game.over:
        raise ScenarioError(f"{scenario.path}: the game is over ({game.reason}): no player has an action to take")
    raise ScenarioError(f"{scenario.path}: the board never reaches an action window")


def run_moments(scenario: Scenario, seed: int | None = None) -> list[str]:
    """The moments of the run the board's last action makes, in the order they came (up to a question
    the board leaves unanswered, or the run's end): the points `legal_actions` and `at` can name."""
    from rulesdb.engine import play_game
    seed = scenario.seed if seed is None else seed
    played, game = _prepared(scenario, _NO_MOMENT, seed)  # waits for a moment that never comes
    with contextlib.suppress(_Reached, DecisionNeeded, ScenarioError):
        play_game(game, played)
    return list(dict.fromkeys(game.reached))


_NO_MOMENT = "no moment of any run"


def _tried(scenario: Scenario, game, action: Action, seed: int) -> dict:
    """The engine's answer to `action`, attempted at the action window: the board played again with
    it added (`attempt: true`), so the checks that guard it decide, and the board is left as it was.
    A question the engine asks while carrying it out means it began: it is allowed."""
    from rulesdb.engine import play_game
    price, unknown = priced(game, action)
    if unknown:  # its price asks what the board cannot know: not tried (taking it is refused, naming the card)
        return cannot_tell(action.player, action.text, "", price, unknown, allowing(action))
    trying = replace(action, attempt=True)
    played, trial = _prepared(scenario, "", seed, (trying,))
    trial.decider = _TrialDecider(trial.decider, trial, trying)
    try:
        play_game(trial, played)
    except (_Reached, _Began):
        pass
    except ScenarioError as exc:  # the engine failed on it: say so, never guess
        return cannot_tell(action.player, action.text, "", price, str(exc).split(": ", 1)[-1], allowing(action))
    found = attempts(trial)
    answer = found[-1] if found else {"allowed": True}
    refusal = None if answer["allowed"] else (answer["reason"], answer["rule"])
    return option(action.player, action.text, "", price, refusal, allowing(action))

