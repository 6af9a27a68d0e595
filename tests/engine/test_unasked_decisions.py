"""A decision the engine never asks is refused, never silently ignored: a caller's override always,
the file's own answers when it runs as written."""

import pytest

from rulesdb.engine import SCENARIO_DIR, run_scenario
from rulesdb.engine.scenario.reader import load_file
from rulesdb.errors import ScenarioError

HEADLINE = "femme-fatale-vs-tollbooth"


def test_an_override_the_run_never_asks_is_refused_naming_it_and_what_is_asked():
    with pytest.raises(ScenarioError) as caught:
        run_scenario(HEADLINE, decisions={"break Tollbooth": "Corroder"})
    assert str(caught.value) == ("decisions.break Tollbooth: the engine never asks this decision in "
                                 "this run (it asks: bypass with Femme Fatale, jack out at HQ)")


def test_an_override_the_run_asks_is_used_and_the_files_unasked_answers_are_listed():
    result = run_scenario(HEADLINE, decisions={"bypass with Femme Fatale": "no"})
    assert result["unused_decisions"] == ["jack out"]  # the variant ends the run before it is asked
    assert result["final_state"]["runs"][0]["outcome"] == "unsuccessful"


def with_extra_answer(tmp_path, answer: str):
    """The headline scenario with one more answer under `decisions:`; returns (path, its line)."""
    lines = (SCENARIO_DIR / f"{HEADLINE}.yaml").read_text(encoding="utf-8").splitlines()
    at = lines.index("  jack out: no") + 1
    lines.insert(at, f"  {answer}")
    path = tmp_path / "extra.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, at + 1


def test_a_file_answer_the_run_never_asks_is_refused_with_file_and_line(tmp_path):
    path, line = with_extra_answer(tmp_path, "break Tollbooth: Corroder")
    load_file(path)  # a form the engine asks, so the file loads; only the run shows it is never asked
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    assert str(caught.value).endswith(
        f"extra.yaml:{line}: decisions.break Tollbooth: the engine never asks this decision in this "
        "run (it asks: bypass with Femme Fatale, jack out at HQ)")


def test_the_cli_refuses_it_in_one_line(tmp_path, capsys):
    from rulesdb.cli.commands import main

    path, line = with_extra_answer(tmp_path, "break Tollbooth: Corroder")
    assert main(["scenario", "run", str(path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and f"extra.yaml:{line}: decisions.break Tollbooth: the engine never asks" in err[0]
