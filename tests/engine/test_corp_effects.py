"""Corp installs made by card abilities (Architect, Drafter, Brân 1.0), an operation that ends the
action phase (IPO), and an upgrade lowering advancement requirements (SanSan City Grid)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario


def test_drafter_installs_a_card_from_archives_ignoring_all_costs(tmp_path):
    result = run_past(tmp_path, "Drafter", corp={"archives": ["Ice Wall"], "credits": 0},
                      decisions={"Drafter target": "no", "Drafter install": "Ice Wall",
                                 "Drafter install where": "HQ"})
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall"]
    assert at(result, "corp.archives") == []
    assert at(result, "corp.credits") == 0


def test_architect_installs_from_hq_in_a_new_remote_paying_the_install_cost(tmp_path):
    result = run_past(tmp_path, "Architect", server="R&D", corp={"hq": ["PAD Campaign"], "rd": ["Ice Wall"] * 6},
                      decisions={"Architect install": "no", "Architect install (2)": "PAD Campaign",
                                 "Architect install where": "new remote", "rez": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]
    assert at(result, "corp.hq") == []


def test_an_asset_installed_by_an_ability_cannot_go_in_a_central_root(tmp_path):
    with pytest.raises(ScenarioError, match="PAD Campaign cannot be installed in the root of HQ"):
        run_past(tmp_path, "Drafter", corp={"archives": ["PAD Campaign"]},
                 decisions={"Drafter target": "no", "Drafter install": "PAD Campaign", "Drafter install where": "HQ"})


def test_bran_installs_ice_directly_inward_which_the_runner_then_approaches(tmp_path):
    result = run_past(tmp_path, "Brân 1.0", corp={"hq": ["Ice Wall"]}, runner={"clicks": 1},
                      decisions={"Brân 1.0 install": "Ice Wall", "rez": "yes"})
    assert at(result, "corp.servers.Server 1.ice") == ["Brân 1.0", "Ice Wall"]
    assert at(result, "runs.0.ended_by") == "Brân 1.0's subroutine"  # its two "End the run" resolve


def test_ipo_ends_the_action_phase_with_clicks_left(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play IPO"}],
                      corp={"clicks": 3, "credits": 8, "hq": ["IPO"]})
    assert at(result, "corp.credits") == 13
    assert at(result, "corp.clicks") == 2
    with pytest.raises(ScenarioError, match="the Runner still has 4\\[click\\] to spend before the Corp acts"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play IPO"}, {"corp": "gain credit"}],
                 corp={"clicks": 3, "credits": 8, "hq": ["IPO"]}, name="more")


@pytest.mark.parametrize(("upgrade", "scorable"), [("SanSan City Grid", True), ("Red Herrings", False)])
def test_sansan_city_grid_lowers_the_advancement_requirement_in_its_root(tmp_path, upgrade, scorable):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"clicks": 3, "servers": {"Server 1": {"root": [
                          {"card": "Project Vitruvius", "advancement": 2}, upgrade]}}},
                      decisions={"score Project Vitruvius": "yes"})
    assert (at(result, "corp.score_area") == ["Project Vitruvius"]) is scorable
