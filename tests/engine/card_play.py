"""Small boards for card tests: one run past some ice, one card played or installed, one turn begun.

Each builds a scenario file from a few keyword arguments, runs it through the engine and returns the
final state, so a card's test reads as the situation and what the rules say comes of it.
"""

from __future__ import annotations

import yaml

from rulesdb.engine import run_scenario
from rulesdb.engine.scenario.result import MISSING, lookup_path


class _NoAliases(yaml.SafeDumper):
    """Repeated values written out in full: scenario files do not allow YAML aliases."""

    def ignore_aliases(self, data) -> bool:
        return True


def scenario(tmp_path, *, actions, turn="runner", corp=None, runner=None, decisions=None, seed=1,
             name="card") -> dict:
    """Run a scenario described by its parts; returns run_scenario's result. A card's own test may
    exercise what an incomplete card already does, so a card that waits for a mechanism is allowed;
    card tests share one set of answers among many boards, so an answer a board never asks is too."""
    return run_scenario(_write(tmp_path, actions, turn, corp, runner, decisions, seed, name),
                        allow_incomplete=True, allow_unasked=True)


def board(tmp_path, *, turn="runner", corp=None, runner=None, decisions=None, seed=1, name="board"):
    """The Game a scenario's starting state sets up, with the active player's clicks, not yet played."""
    from rulesdb.engine import load_scenario
    from rulesdb.engine.scenario.setup import build

    path = _write(tmp_path, [{"runner": "gain credit"}], turn, corp, runner, decisions, seed, name)
    from rulesdb.engine.state.objects import Turn

    game = build(load_scenario(path), {}, seed)
    game.turn = Turn(1, turn)
    game.active.clicks = game.active.allotted_clicks
    return game


def _write(tmp_path, actions, turn, corp, runner, decisions, seed, name):
    """The scenario file; paid ability windows pass unless `decisions` says otherwise."""
    data = {"title": name, "example": "ffg-rr-1.0/term/encounter", "seed": seed, "turn": turn,
            "corp": corp or {}, "runner": runner or {}, "actions": actions,
            "decisions": {"abilities": "pass", **(decisions or {})}, "expect": [{"turn.active": turn}]}
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.dump(data, Dumper=_NoAliases, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def run_past(tmp_path, ice, *, server="Server 1", corp=None, runner=None, decisions=None, **kw) -> dict:
    """The Runner runs `server`, protected by `ice` (a name or a list, outermost first, rezzed)."""
    corp = dict(corp or {})
    ice_list = ice if isinstance(ice, list) else [ice]
    servers = corp.setdefault("servers", {})
    servers.setdefault(server, {})["ice"] = ice_list
    answers = {"jack out": "no", **(decisions or {})}
    return scenario(tmp_path, actions=[{"runner": f"run {server}"}], corp=corp, runner=runner,
                    decisions=answers, **kw)


def at(result: dict, path: str):
    """The value at a dotted path in the final state (AssertionError if there is none)."""
    value = lookup_path(result["final_state"], path)
    assert value is not MISSING, f"no {path} in the final state"
    return value


#: an ordinary grip and R&D, so a draw, a discard or an access has cards to find
GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def step(result: dict, words: str) -> dict:
    """The first trace step that says `words` (StopIteration if none does)."""
    return next(entry for entry in result["trace"] if words in entry["text"])


def traced(result: dict, words: str) -> bool:
    """Whether some trace step says `words`."""
    return any(words in entry["text"] for entry in result["trace"])


def use(game, title: str, n: int = 0) -> bool:
    """Use the n-th paid ability of the card in play named `title`, as a player would: check its
    restrictions and costs, pay them, checkpoint, resolve. False when it cannot be used now."""
    from rulesdb.engine.effects.costtypes import pay_all, payable
    from rulesdb.engine.effects.triggers import checkpoint

    card = next(o for o in game.in_play() if o.title == title)
    ability = card.card.abilities[n]
    if ability.once_per_turn and ability.text in card.used:
        return False
    if (ability.when and not ability.when(game, card)) or not payable(game, card.owner, card, ability.costs):
        return False
    if ability.once_per_turn:
        card.used.add(ability.text)
    pay_all(game, card.owner, card, ability.costs)
    checkpoint(game)
    ability.resolve(game, card)
    checkpoint(game)
    return True


def refusal(play, *args, **kwargs) -> str:
    """The one line `play(*args, **kwargs)` is refused with: what a board starting mid-turn cannot know of the turn's
    unshown part."""
    import pytest

    from rulesdb.engine.state.midturn import EarlierTurnUnknown
    with pytest.raises(EarlierTurnUnknown) as refused:
        play(*args, **kwargs)
    return str(refused.value)
