"""Corp installs made by card abilities (Architect, Brân 1.0), an operation that ends the
action phase (IPO), and an upgrade lowering advancement requirements (SanSan City Grid)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario


def test_architect_installs_from_hq_in_a_new_remote_paying_the_install_cost(tmp_path):
    result = run_past(tmp_path, "Architect", server="R&D", corp={"hq": ["PAD Campaign"], "rd": ["Ice Wall"] * 6},
                      decisions={"Architect install": "no", "Architect install (2)": "PAD Campaign",
                                 "Architect install where": "new remote", "rez": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]
    assert at(result, "corp.hq") == []


def test_an_asset_installed_by_an_ability_cannot_go_in_a_central_root(tmp_path):
    with pytest.raises(ScenarioError, match="PAD Campaign cannot be installed in the root of HQ"):
        run_past(tmp_path, "Architect", corp={"archives": ["PAD Campaign"]},
                 decisions={"Architect install": "PAD Campaign", "Architect install where": "HQ"})


def test_bran_installs_ice_directly_inward_which_the_runner_then_approaches(tmp_path):
    result = run_past(tmp_path, "Brân 1.0", corp={"hq": ["Ice Wall"]}, runner={"clicks": 1},
                      decisions={"Brân 1.0 target": "Ice Wall", "rez": "yes"})
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


def test_shipment_from_mirrormorph_installs_up_to_3_cards_paying_their_costs(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Shipment from MirrorMorph"}],
                      corp={"clicks": 3, "credits": 5, "hq": ["Shipment from MirrorMorph", "Ice Wall", "Enigma", "PAD Campaign"]},
                      decisions={"Shipment from MirrorMorph install": "Ice Wall",
                                 "Shipment from MirrorMorph install (2)": "Enigma",
                                 "Shipment from MirrorMorph install (3)": "no",
                                 "Shipment from MirrorMorph install where": "HQ", "rez": "no"})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma", "Ice Wall"]
    assert at(result, "corp.credits") == 5 - 1 - 0 - 1  # the operation, then 0[c] and 1[c] for the ice
    assert at(result, "corp.hq") == ["PAD Campaign"]


def test_vaporframe_fabricator_installs_from_hq_once_per_turn_ignoring_costs(tmp_path):
    corp = {"clicks": 3, "credits": 0, "hq": ["Ice Wall", "Enigma"],
            "servers": {"Server 1": {"root": ["Vaporframe Fabricator"]}}}
    decisions = {"Vaporframe Fabricator install": "Ice Wall", "Vaporframe Fabricator install where": "HQ", "rez": "no"}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Vaporframe Fabricator"}], corp=corp,
                      decisions=decisions)
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall"]
    with pytest.raises(ScenarioError, match="only once per turn"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Vaporframe Fabricator"}] * 2, corp=corp,
                 decisions=decisions, name="twice")


def test_vaporframe_trashed_by_the_runner_installs_but_not_in_its_own_root(tmp_path):
    corp = {"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["Vaporframe Fabricator"]}}}
    result = run_past(tmp_path, [], corp=corp, decisions={
        "trash Vaporframe Fabricator": "yes", "use Vaporframe Fabricator": "yes",
        "Vaporframe Fabricator install": "PAD Campaign", "Vaporframe Fabricator install where": "new remote",
        "rez": "no"})
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]
    with pytest.raises(ScenarioError, match="cannot be installed in the root of Server 1"):
        run_past(tmp_path, [], corp=corp, name="here", decisions={
            "trash Vaporframe Fabricator": "yes", "use Vaporframe Fabricator": "yes",
            "Vaporframe Fabricator install": "PAD Campaign", "Vaporframe Fabricator install where": "Server 1"})


def test_vaporframe_trashed_while_unrezzed_installs_nothing(tmp_path):
    """Inactive as it left play, its "when the Runner trashes" ability does not trigger
    (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    corp = {"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": [
        {"card": "Vaporframe Fabricator", "rezzed": False}]}}}
    result = run_past(tmp_path, [], corp=corp, decisions={
        "trash Vaporframe Fabricator": "yes", "use Vaporframe Fabricator": "yes",
        "Vaporframe Fabricator install": "PAD Campaign", "rez": "no"})
    assert (at(result, "corp.hq"), at(result, "corp.archives")) == (["PAD Campaign"], ["Vaporframe Fabricator"])


@pytest.mark.parametrize(("choice", "credits", "hq"), [("gain 2[c]", 5 + 2, []), ("draw 1 card", 5, ["Hedge Fund"])])
def test_tranquility_home_grid_pays_the_first_install_in_its_root_each_turn(tmp_path, choice, credits, hq):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in Server 1"},
                                                      {"corp": "install Melange Mining Corp. in Server 1"}],
                      corp={"clicks": 3, "hq": ["PAD Campaign", "Melange Mining Corp."], "rd": ["Hedge Fund"],
                            "servers": {"Server 1": {"root": ["Tranquility Home Grid"]}}},
                      decisions={"Tranquility Home Grid choice": choice, "rez": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (credits, hq)
