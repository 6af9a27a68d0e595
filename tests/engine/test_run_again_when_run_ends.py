""""When that run ends ... you may run the attacked server again" (Always Have a Backup Plan): the second run
is made while the first run's "when the run ends" abilities resolve (cr/rule_run_ends_condition), so another
of them the Runner orders after it still waits until the second run is over (cr/rule_persistent_applicability)."""

from tests.engine.card_play import at, scenario, traced

SERVER = {"servers": {"Server 1": {"ice": ["Ice Wall", "Enigma"], "root": ["PAD Campaign"]}}}


def _backup_with_mayfly(tmp_path, first: str, name: str):
    """The first run: Mayfly breaks Ice Wall ("When this run ends, trash this program"), Enigma ends the run."""
    return scenario(tmp_path, actions=[{"runner": "play Always Have a Backup Plan on Server 1"}], name=name,
                    corp=SERVER, runner={"credits": 8, "grip": ["Always Have a Backup Plan"], "rig": ["Mayfly"]},
                    decisions={"jack out": "no", "use Always Have a Backup Plan": "yes", "trash PAD Campaign": "no",
                               "break Ice Wall": "Mayfly", "break Enigma": "no", "order Runner abilities": first})


def test_a_second_run_ordered_first_is_made_before_mayfly_is_trashed(tmp_path):
    """Mayfly is still installed in the second run: it breaks Ice Wall again, Enigma is bypassed; then it goes."""
    result = _backup_with_mayfly(tmp_path, "Always Have a Backup Plan", "backup-first")
    assert [run["outcome"] for run in at(result, "runs")] == ["unsuccessful", "successful"]
    assert (at(result, "runs.1.accessed"), at(result, "runner.rig")) == (["PAD Campaign"], [])
    assert "Mayfly" in at(result, "runner.heap")
    assert traced(result, "Always Have a Backup Plan bypasses Enigma")


def test_mayfly_ordered_first_is_trashed_before_the_second_run(tmp_path):
    result = _backup_with_mayfly(tmp_path, "Mayfly", "mayfly-first")
    assert [run["outcome"] for run in at(result, "runs")] == ["unsuccessful", "unsuccessful"]
    assert (at(result, "runner.rig"), "Mayfly" in at(result, "runner.heap")) == ([], True)
