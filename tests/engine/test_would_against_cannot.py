"""An ability waiting for what "would" happen is relevant only to what is expected to happen: when
another card forbids it, the expected effects no longer include it and the ability does nothing
(cr/rule_would_relevant, cr/rule_expected_effects). In the library: Sneakdoor Beta ("if that run would
be declared successful") against Crisium Grid ("cannot be declared successful"), and The Class Act
("the first time each turn you would draw") against Lockdown ("cannot draw")."""

from tests.engine.card_play import at, scenario, traced

SNEAKDOOR = {"clicks": 4, "rig": ["Sneakdoor Beta"]}


def _sneakdoor(tmp_path, crisium_in: str, **decisions):
    corp = {"hq": ["Hedge Fund"], "servers": {crisium_in: {"root": ["Crisium Grid"]}}}
    return scenario(tmp_path, actions=[{"runner": "use Sneakdoor Beta"}], corp=corp, runner=SNEAKDOOR,
                    decisions={"jack out": "no", "trash Crisium Grid": "no", **decisions})


def test_sneakdoor_beta_does_not_change_a_run_that_crisium_grid_stops_being_successful(tmp_path):
    result = _sneakdoor(tmp_path, "Archives")
    assert at(result, "runs.0.server") == "Archives"  # the run would not be declared successful
    assert (at(result, "runs.0.outcome"), at(result, "runs.0.accessed")) == ("neither", ["Crisium Grid"])
    assert traced(result, "would not be declared successful, so this does not apply")


def test_sneakdoor_beta_moves_the_run_to_hq_where_crisium_grid_then_stops_it(tmp_path):
    """The Archives run would be declared successful, so the server changes; then it is a run on HQ,
    which Crisium Grid forbids to be declared successful. HQ is still breached (cr/step_breach)."""
    result = _sneakdoor(tmp_path, "HQ", **{"access order": ["Crisium Grid", "HQ"]})
    assert at(result, "runs.0.server") == "HQ"
    assert (at(result, "runs.0.outcome"), at(result, "runs.0.accessed")) == ("neither",
                                                                            ["Crisium Grid", "Hedge Fund"])


def test_sneakdoor_beta_without_crisium_grid_is_a_successful_run_on_hq(tmp_path):
    result = _sneakdoor(tmp_path, "Server 1")
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("HQ", "successful")
    assert at(result, "runs.0.accessed") == ["Hedge Fund"]


def test_the_class_act_is_not_relevant_to_a_draw_lockdown_forbids(tmp_path):
    """No "The Class Act choice" is answered: the engine would stop if it asked one."""
    result = scenario(tmp_path, name="draw", actions=[{"runner": "run Server 1"}, {"runner": "draw"}],
                      corp={"servers": {"Server 1": {"ice": ["Lockdown"]}}},
                      runner={"clicks": 4, "rig": ["The Class Act"], "stack": ["Sure Gamble", "Easy Mark"]},
                      decisions={"jack out": "no"})
    assert (at(result, "runner.grip"), at(result, "runner.stack")) == ([], ["Sure Gamble", "Easy Mark"])
    assert traced(result, "cannot draw cards")
