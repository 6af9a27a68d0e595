"""A run event that names the servers it may run ("Run HQ or R&D.", "Run a central server.", "Run a
remote server.") is refused, at its action, on any other server; on one of them it runs."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario

BOARD = {"rd": ["Hedge Fund"], "hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["PAD Campaign"]}}}


def play(tmp_path, action: str):
    title = action.split(" on ")[0].removeprefix("play ")
    return scenario(tmp_path, actions=[{"runner": action}], corp=BOARD, runner={"grip": [title], "credits": 10},
                    decisions={"jack out": "no", "trash PAD Campaign": "no", "instead of breaching Because I Can": "no"})


@pytest.mark.parametrize(("action", "said"), [
    ("play Jailbreak on Server 1", "Jailbreak runs HQ or R&D, not Server 1"),
    ("play Jailbreak on Archives", "Jailbreak runs HQ or R&D, not Archives"),
    ("play Because I Can on HQ", "Because I Can runs a remote server, not HQ"),
    ("play S-Dobrado on Server 1", "S-Dobrado runs a central server, not Server 1"),
])
def test_a_server_the_card_does_not_name_is_refused_at_the_action(tmp_path, action, said):
    with pytest.raises(ScenarioError, match=f"actions\\[0\\].runner: {said}"):
        play(tmp_path, action)


@pytest.mark.parametrize(("title", "server"), [("Jailbreak", "HQ"), ("Jailbreak", "R&D"),
                                               ("Because I Can", "Server 1"), ("S-Dobrado", "Archives")])
def test_a_server_the_card_names_is_run(tmp_path, title, server):
    runs = play(tmp_path, f"play {title} on {server}")["final_state"]["runs"]
    assert [(r["server"], r["by"]) for r in runs] == [(server, title)]
