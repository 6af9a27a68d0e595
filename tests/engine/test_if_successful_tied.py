"""A run's "If successful" abilities are tied to the servers the ability that initiated the run could have chosen
(CR 25.08 cr/rule_if_successful_tied_to_server): when the attacked server changes mid-run to one it could not have
chosen, they do not meet their trigger conditions; to one it could have chosen, they still do. Mirāju broken moves
the Runner to the outermost position of Archives, the attacked server becoming Archives. Before, the engine applied a
run event's "If successful" ability to whatever server the run ended up successful on."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

HQ_MIRAJU = {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Mirāju"]}}}
BREAK = {"break Mirāju": "Gordian Blade", "jack out": "no"}


def _played(tmp_path, play, grip, name, **kw):
    return scenario(tmp_path, actions=[{"runner": play}], corp=HQ_MIRAJU, name=name,
                    runner={"credits": 5, "rig": ["Gordian Blade"], "grip": grip, "stack": ["Sure Gamble", "Diesel"],
                            **kw}, decisions=BREAK)


def test_jailbreak_moved_to_archives_draws_nothing(tmp_path):
    """"Run HQ or R&D. If successful, draw 1 card ...": the run on Archives is successful, but Jailbreak could not
    have run Archives."""
    result = _played(tmp_path, "play Jailbreak on HQ", ["Jailbreak"], "jailbreak")
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("Archives", "successful")
    assert at(result, "runner.grip") == []
    step = next(e for e in result["trace"] if "could not have run" in e["text"])
    assert step["text"] == ("Jailbreak: the run was made on HQ and the attacked server is now Archives, which "
                            "Jailbreak could not have run: its \"If successful\" ability does not meet its trigger "
                            "condition.")
    assert "cr/rule_if_successful_tied_to_server" in step["cites"]


def test_jailbreak_unmoved_draws_1(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Jailbreak on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Jailbreak"], "stack": ["Sure Gamble", "Diesel"]}, decisions={"jack out": "no"},
                      name="unmoved")
    assert len(at(result, "runner.grip")) == 1


def test_clean_getaway_moved_to_archives_still_gains_6(tmp_path):
    """"Run any server. If successful, gain 6[c]": Clean Getaway could have run Archives, so its "If successful"
    ability applies after the move: 5[c] - 3[c] to play - 1[c] to break Mirāju + 6[c]."""
    result = _played(tmp_path, "play Clean Getaway on HQ", ["Clean Getaway"], "any")
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("Archives", "successful")
    assert at(result, "runner.credits") == 5 - 3 - 1 + 6
    assert traced(result, "the attacked server is now Archives, which Clean Getaway could have run")


def test_red_team_moved_to_another_central_server_not_run_this_turn_takes_3(tmp_path):
    """"Run a central server you have not run this turn": Archives, not run this turn, could have been chosen."""
    result = scenario(tmp_path, actions=[{"runner": "use Red Team"}], corp=HQ_MIRAJU, name="red",
                      runner={"credits": 5, "rig": ["Gordian Blade", "Red Team"]},
                      decisions={**BREAK, "Red Team choice": "HQ"})
    assert (at(result, "runs.0.server"), at(result, "runner.credits")) == ("Archives", 5 - 1 + 3)


def test_the_servers_a_run_could_have_been_made_on_are_read_from_its_run_sentence():
    from rulesdb.engine.cards import lookup
    from rulesdb.engine.run.tied_server import could_have_run
    jailbreak = could_have_run(lookup("Jailbreak").facts.text)
    assert [s for s in ("HQ", "R&D", "Archives", "Server 1") if jailbreak(s)] == ["HQ", "R&D"]
    conduit = could_have_run(lookup("Conduit").facts.text)  # "[click]: Run R&D. If successful, ..."
    assert [s for s in ("HQ", "R&D", "Archives", "Server 1") if conduit(s)] == ["R&D"]
    assert could_have_run(lookup("Red Team").facts.text) is None  # "... you have not run this turn": not read


def test_a_run_whose_servers_are_not_read_is_refused_once_the_attacked_server_changes(tmp_path):
    """Which servers the initiating ability could have run is unknown: the engine refuses rather than guess."""
    from rulesdb.engine.run.tied_server import tied
    from tests.engine.card_play import board
    game = board(tmp_path)
    assert tied(game, "Test", "HQ", "HQ", None)  # not changed: nothing to decide
    with pytest.raises(ScenarioError, match="which servers Test could have run is not modelled"):
        tied(game, "Test", "HQ", "Archives", None)
