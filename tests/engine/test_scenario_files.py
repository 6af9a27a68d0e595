"""Scenario files: listing, loading by id, and malformed files rejected with file, line and field."""

import pytest

from rulesdb.engine import SCENARIO_DIR, list_scenarios, load_scenario, run_scenario
from rulesdb.errors import ScenarioError

GOOD = """
    title: A run on an empty server
    example: ffg-rr-1.0/term/run/example/1
    corp:
      hq: [Hedge Fund]
    runner:
      credits: 5
    actions:
      - runner: run HQ
    decisions:
      jack out: no
    expect:
      - runs.0.outcome: successful
"""


def rejected(write_scenario, text: str) -> str:
    path = write_scenario(text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    return str(err.value).replace(str(path), "case.yaml")


def test_scenario_dir_is_the_sources_scenarios_folder():
    assert SCENARIO_DIR.parts[-2:] == ("sources", "scenarios")
    assert (SCENARIO_DIR / "femme-fatale-vs-tollbooth.yaml").is_file()


def test_list_scenarios_gives_id_title_example_and_cards():
    listed = {s["id"]: s for s in list_scenarios()}
    assert listed["femme-fatale-vs-tollbooth"] == {
        "id": "femme-fatale-vs-tollbooth",
        "title": "Femme Fatale bypasses Tollbooth before Tollbooth's ability can resolve",
        "example": "ffg-rr-1.0/term/abilities/trigger-steps/example/2",
        "cards": ["Hedge Fund", "Ice Wall", "Tollbooth", "Sure Gamble", "Femme Fatale"],
        "incomplete": [],
    }
    assert len(listed) == len(list(SCENARIO_DIR.glob("*.yaml")))


def test_load_scenario_by_id_and_by_path_agree():
    by_id = load_scenario("ghost-runner-and-tollbooth")
    by_path = load_scenario(SCENARIO_DIR / "ghost-runner-and-tollbooth.yaml")
    assert by_id == by_path
    assert by_id.runner.rig[0].credits == 3


def test_unknown_scenario_id_lists_the_known_ones():
    with pytest.raises(ScenarioError, match=r"unknown scenario 'femme-fatale-vs-tolbooth' \(known: "):
        load_scenario("femme-fatale-vs-tolbooth")


def test_a_valid_inline_scenario_runs(write_scenario):
    result = run_scenario(write_scenario(GOOD))
    assert result["ok"] is True
    assert result["checks"] == [{"expect": "runs.0.outcome == successful",
                                 "actual": "successful", "ok": True, "line": 12}]


def test_missing_required_field_names_the_field(write_scenario):
    text = GOOD.replace("    title: A run on an empty server\n", "")
    assert rejected(write_scenario, text) == "case.yaml:1: (top level): missing required field 'title'"


def test_wrong_type_names_line_and_field(write_scenario):
    text = GOOD.replace("credits: 5", "credits: five")
    assert rejected(write_scenario, text) == (
        "case.yaml:6: runner.credits: expected a whole number, got text ('five')")


def test_unknown_card_in_a_zone_suggests_the_spelling(write_scenario):
    text = GOOD.replace("hq: [Hedge Fund]", "hq: [Hedge Fund, Tolbooth]")
    assert rejected(write_scenario, text) == (
        "case.yaml:4: corp.hq[1]: unknown card 'Tolbooth' (did you mean Tollbooth?)")


def test_unknown_card_in_an_action(write_scenario):
    text = GOOD.replace("- runner: run HQ", "- runner: play Forkd on HQ")
    assert rejected(write_scenario, text) == (
        "case.yaml:8: actions[0].runner: unknown card 'Forkd' (did you mean Forked?)")


def test_card_on_the_wrong_side_is_rejected(write_scenario):
    text = GOOD.replace("credits: 5", "credits: 5\n      rig: [Tollbooth]")
    assert rejected(write_scenario, text) == "case.yaml:7: runner.rig[0]: Tollbooth is a Corp card"


def test_femme_fatale_target_must_be_installed_ice(write_scenario):
    text = GOOD.replace("credits: 5", "credits: 5\n      rig:\n        - card: Femme Fatale\n"
                                      "          chosen: Tollbooth")
    assert rejected(write_scenario, text) == (
        "case.yaml:9: runner.rig[0].chosen: no installed ice named 'Tollbooth'")


def test_unknown_field_and_unknown_server(write_scenario):
    assert rejected(write_scenario, GOOD + "    colour: red\n") == (
        "case.yaml:13: colour: unknown field (expected one of: title, example, see_also, seed, "
        "turn, until, corp, runner, actions, decisions, expect, notes)")
    assert rejected(write_scenario, GOOD.replace("run HQ", "run Server 9")) == (
        "case.yaml:8: actions[0].runner: unknown server 'Server 9' (known: HQ, R&D, Archives)")


def test_invalid_yaml_reports_its_line(write_scenario):
    text = GOOD.replace("      credits: 5", "      credits: 5\n     oops: 1")
    message = rejected(write_scenario, text)
    assert message.startswith("case.yaml:7: not valid YAML: ")


def test_unknown_result_field_in_expect(write_scenario):
    text = GOOD.replace("runs.0.outcome", "rnus.0.outcome")
    assert rejected(write_scenario, text).startswith(
        "case.yaml:12: expect[0].rnus.0.outcome: unknown result field 'rnus' (known: winner, ")


def test_missing_decision_names_the_decision_and_its_options(write_scenario):
    path = write_scenario(GOOD.replace("    decisions:\n      jack out: no\n", ""))
    with pytest.raises(ScenarioError) as err:
        run_scenario(path)
    assert str(err.value) == (f"{path}: decision needed at cr/step_jack_out_choice: "
                              "'jack out at HQ' (Runner decides; options: yes, no)")


def test_an_answer_of_the_wrong_shape_is_rejected_when_the_file_loads(write_scenario):
    assert rejected(write_scenario, GOOD.replace("jack out: no", "jack out: maybe")) == (
        "case.yaml:10: decisions.jack out: expected yes or no, got 'maybe'")


def test_an_override_that_is_not_an_option_names_the_options(write_scenario):
    path = write_scenario(GOOD)
    with pytest.raises(ScenarioError) as err:
        run_scenario(path, decisions={"jack out": "maybe"})
    assert str(err.value) == (f"{path} (override): decisions.jack out: 'maybe' is not one of the "
                              "options (options: yes, no)")


def test_actions_for_the_other_player_wait_until_the_clicks_are_spent(write_scenario):
    path = write_scenario(GOOD.replace("- runner: run HQ", "- runner: run HQ\n      - corp: draw"))
    with pytest.raises(ScenarioError) as err:
        run_scenario(path)
    assert str(err.value) == (f"{path}:9: actions[1].corp: the Runner still has 3[click] to spend before "
                              "the Corp acts (a player spends all their clicks in their action phase)")


def test_decision_overrides_accept_name_equals_answer_strings():
    result = run_scenario("femme-fatale-vs-tollbooth", decisions=["bypass with Femme Fatale=no"])
    assert result["final_state"]["abilities"]["declined"] == ["Femme Fatale"]


def test_scoring_written_as_a_corp_action_is_refused_saying_how_scoring_is_asked(write_scenario):
    text = GOOD.replace("- runner: run HQ", "- corp: score Hostile Takeover")
    assert rejected(write_scenario, text) == (
        "case.yaml:8: actions[0].corp: 'score Hostile Takeover': scoring is not an action; the engine asks the "
        "Corp 'score <agenda>' in each paid ability window of its turn once the agenda is advanced enough: "
        "advance it, then answer")


@pytest.mark.parametrize("servers, message", [
    ("    HQ:\n          root: [PAD Campaign]",
     "corp.servers.HQ.root[0]: PAD Campaign is an asset, expected upgrade"),
    ("    Server 1:\n          root: [PAD Campaign, Hostile Takeover]",
     "corp.servers.Server 1.root: a remote server's root holds at most 1 asset or agenda (CR 4.6.6e)"),
])
def test_a_root_no_game_could_reach_is_refused(write_scenario, servers, message):
    """Only upgrades go in a central server's root; a remote server's holds 1 asset or agenda at most (4.6.6e)."""
    text = GOOD.replace("      hq: [Hedge Fund]", f"      hq: [Hedge Fund]\n      servers:\n    {servers}")
    assert rejected(write_scenario, text).split(": ", 1)[1] == message
