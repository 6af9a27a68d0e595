"""A card letting the Runner choose the server to run (Debbie "Downtown" Moreira's "Run any server", Trick Shot's and
Doppelgänger's "you may run", Hannah "Wheels" Pilintra's "Run a remote server", Red Team's central, Same Old Thing and
Planned Assault playing a run event) offers only the servers the Runner may announce as the attacked server, by the
check every run's announcement makes (run/announcing.py, cr/rule_cannot_run_abilities); the question's notes name
each server left out and the "cannot" that forbids it. A run event's play naming a forbidden server is refused as an
action, and Carpe Diem does not offer to run a mark it cannot run. Found by the twelfth card audit (seed 20261212; the
draw is in test_audit12_runner.py): these offered every server, and picking a forbidden one was refused as an error."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError
from tests.engine.card_play import at, scenario

DEBBIE = 'Debbie "Downtown" Moreira'
HANNAH = 'Hannah "Wheels" Pilintra'
FRONT = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["PAD Campaign"]},
                                           "Server 2": {"root": ["Front Company"]}}}
FIRST_RUN = "The first run each turn cannot be made against a remote server."


def _asked(tmp_path, **kw) -> DecisionNeeded:
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, **kw)
    return asked.value


def test_debbie_offers_no_remote_for_the_first_run_under_front_company(tmp_path):
    asked = _asked(tmp_path, actions=[{"runner": f"use {DEBBIE}"}], corp=FRONT, runner={"rig": [DEBBIE]})
    assert (asked.name, asked.options) == (f"{DEBBIE} choice", ["HQ", "R&D", "Archives"])
    assert asked.notes == [f"Server 1: the Runner cannot run on it ({FIRST_RUN})",
                           f"Server 2: the Runner cannot run on it ({FIRST_RUN})"]


def test_debbie_offers_the_remotes_once_the_turn_has_had_its_first_run(tmp_path):
    asked = _asked(tmp_path, actions=[{"runner": "run HQ"}, {"runner": f"use {DEBBIE}"}], corp=FRONT,
                   runner={"rig": [DEBBIE]}, decisions={"jack out": "no"})
    assert (asked.options, asked.notes) == (["HQ", "R&D", "Archives", "Server 1", "Server 2"], [])


def test_trick_shot_does_not_offer_the_remote_off_the_grid_protects(tmp_path):
    """"You may run a remote server": Off the Grid's "The Runner cannot initiate a run on this server" leaves Server
    1 out; Server 2 and declining are offered."""
    asked = _asked(tmp_path, actions=[{"runner": "play Trick Shot"}], runner={"grip": ["Trick Shot"]}, corp={
        "rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [{"card": "Off the Grid", "rezzed": True}]},
                                               "Server 2": {"root": ["PAD Campaign"]}}}, decisions={"jack out": "no"})
    assert (asked.name, asked.options) == ("Trick Shot choice", ["Server 2", "no"])
    assert asked.notes == ["Server 1: the Runner cannot run on it (The Runner cannot initiate a run on this server.)"]


def test_trick_shot_with_no_remote_it_may_run_asks_nothing_and_makes_one_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Trick Shot"}], runner={"grip": ["Trick Shot"]}, corp={
        "rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [{"card": "Off the Grid", "rezzed": True}]}}},
        decisions={"jack out": "no"})
    assert [r["server"] for r in at(result, "runs")] == ["R&D"]
    step = next(e for e in result["trace"] if "no server the Runner may run" in e["text"])
    assert "cr/rule_cannot_run_abilities" in step["cites"]


def test_doppelganger_offers_only_the_servers_off_the_grid_leaves(tmp_path):
    """After a run on R&D (a successful one on HQ would trash Off the Grid)."""
    asked = _asked(tmp_path, actions=[{"runner": "run R&D"}], runner={"rig": ["Doppelgänger"]}, corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Off the Grid", "rezzed": True}]}}},
        decisions={"jack out": "no", "use Doppelgänger": "yes"})
    assert (asked.name, asked.options) == ("Doppelgänger choice", ["HQ", "R&D", "Archives"])
    assert asked.notes == ["Server 1: the Runner cannot run on it (The Runner cannot initiate a run on this server.)"]


def test_hannah_with_every_remote_forbidden_is_refused_naming_why(tmp_path):
    """"Gain [click]. Run a remote server.": with Front Company forbidding the turn's first run on each remote there
    is no server to run; whether the ability still resolves without its run is not modelled."""
    with pytest.raises(ScenarioError, match=r"cannot run on any server it offers \(Server 1: .*first run each turn"):
        scenario(tmp_path, actions=[{"runner": f"use {HANNAH}"}], corp=FRONT, runner={"rig": [HANNAH]})


def test_same_old_thing_plays_a_remote_run_event_only_on_a_remote(tmp_path):
    """Same Old Thing plays a run event from the heap; Because I Can's "Run a remote server" offers only the remote
    servers, not every server."""
    asked = _asked(tmp_path, actions=[{"runner": "use Same Old Thing"}], runner={
        "rig": ["Same Old Thing"], "heap": ["Because I Can"]}, corp={"servers": {
            "Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["PAD Campaign"]}}},
        decisions={"Same Old Thing target": "Because I Can"})
    assert (asked.name, asked.options) == ("Same Old Thing choice", ["Server 1", "Server 2"])


def test_carpe_diem_after_excalibur_gains_4_and_does_not_run_its_mark(tmp_path):
    """"Gain 4[c]. You may run your mark.": Excalibur's "The Runner cannot make another run this turn" leaves no run
    to take, so the "may" is not offered (it was, and taking it was refused as an error)."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "play Carpe Diem"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Excalibur"]}}},
                      runner={"credits": 1, "grip": ["Carpe Diem"]},
                      decisions={"jack out": "no", "break Excalibur": "no", "use Carpe Diem": "yes"})
    assert (at(result, "runner.credits"), len(at(result, "runs"))) == (1 - 1 + 4, 1)
    step = next(e for e in result["trace"] if "so they do not run their mark" in e["text"])
    assert "cr/rule_cannot_run_abilities" in step["cites"]


def test_a_run_event_naming_a_server_the_runner_cannot_run_is_refused_as_an_action(tmp_path):
    """Pinhole Threading on Server 2 for the turn's first run: choosing that server is what the rules forbid, so the
    play is refused before its cost is paid (an ActionRefused with the rule), as the basic run action is."""
    from rulesdb.engine.state.attempts import ActionRefused
    with pytest.raises(ActionRefused, match="cannot run on Server 2 .*first run each turn") as refused:
        scenario(tmp_path, actions=[{"runner": "play Pinhole Threading on Server 2"}], corp=FRONT,
                 runner={"grip": ["Pinhole Threading"]}, decisions={"jack out": "no"})
    assert refused.value.rule == "cr/rule_cannot_run_abilities"


def test_red_team_after_excalibur_offers_no_central_and_is_refused_naming_why(tmp_path):
    """"[click]: Run a central server you have not run this turn": Excalibur's "cannot make another run this turn"
    forbids each; a mandatory run with none left is refused, naming the "cannot" for each server."""
    with pytest.raises(ScenarioError, match=r"cannot run on any server it offers \(HQ: the Runner cannot run on it "
                                            r"\(The Runner cannot make another run this turn\.\); R&D: "):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "use Red Team"}],
                 corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Excalibur"]}}},
                 runner={"rig": [{"card": "Red Team", "credits": 12}]},
                 decisions={"jack out": "no", "break Excalibur": "no"})
