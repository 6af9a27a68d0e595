"""A run event naming its one server ("Run HQ.") while the Runner cannot run on that server: no rule restricts
playing it (the CR dropped "potential to change the game state" in 25.04), so it is played and paid for; the
"cannot" takes precedence over its run (cr/rule_cannot_precedence, cr/rule_cannot_run_abilities) and that part of
the instruction is ignored (cr/rule_do_as_much_as_you_can): no run, nothing "if successful", the event trashed.
The engine refused the whole scenario instead."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from tests.engine.card_play import at, scenario, step

EXCALIBUR = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Excalibur"]}}}


def _after_excalibur(tmp_path, event, name):
    # Excalibur's "[sub] The Runner cannot make another run this turn." resolves in the run on Server 1
    return scenario(tmp_path, name=name, corp=dict(EXCALIBUR, credits=5),
                    runner={"credits": 3, "grip": [event]},
                    actions=[{"runner": "run Server 1"}, {"runner": f"play {event}"}],
                    decisions={"jack out": "no", "break Excalibur": "no"})


def test_account_siphon_is_played_but_its_run_on_hq_is_not_made(tmp_path):
    result = _after_excalibur(tmp_path, "Account Siphon", "siphon")
    assert [r["server"] for r in at(result, "runs")] == ["Server 1"]
    assert at(result, "runner.heap") == ["Account Siphon"] and at(result, "runner.clicks") == 2
    assert (at(result, "corp.credits"), at(result, "runner.credits"), at(result, "runner.tags")) == (5, 3, 0)
    said = step(result, "the Runner cannot run on HQ")
    assert said["text"].startswith("Account Siphon: the Runner cannot run on HQ (The Runner cannot make another run "
                                   "this turn.): the \"cannot\" takes precedence, so no run is made")
    assert {c.rsplit("/", 1)[-1] for c in said["cites"]} >= {"rule_cannot_precedence", "rule_cannot_run_abilities",
                                                             "rule_do_as_much_as_you_can"}


def test_a_run_event_choosing_its_server_is_still_refused_on_a_forbidden_one(tmp_path):
    """Inside Job ("Run any server."): the Runner chooses the server as it plays it, and cannot choose one it cannot
    run on; the play is refused before its cost is paid, as before."""
    with pytest.raises(ActionRefused, match="cannot run on HQ"):
        scenario(tmp_path, name="inside-job", corp=EXCALIBUR, runner={"grip": ["Inside Job"]},
                 actions=[{"runner": "run Server 1"}, {"runner": "play Inside Job on HQ"}],
                 decisions={"jack out": "no", "break Excalibur": "no"})
