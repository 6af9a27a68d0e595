"""Upgrades whose abilities resolve one subroutine of a piece of ice, and "this server" on it
(cr/rule_this_server): ZATO City Grid, Nanisivik Grid, Border Control's count."""

import pytest

from tests.engine.card_play import at, run_past, scenario, traced

ZATO_BOARD = {"servers": {"Server 1": {"root": ["ZATO City Grid"]}}}
GAIN = "1: Gain 1[c] for each piece of ice protecting this server."


def test_zato_city_grid_trashes_the_ice_to_resolve_the_chosen_subroutine(tmp_path):
    result = run_past(tmp_path, ["Border Control", "Ice Wall", "Ice Wall"], corp=ZATO_BOARD,
                      decisions={"use ZATO City Grid": "yes", "use ZATO City Grid (2)": "no",
                                 "ZATO City Grid choice": GAIN})
    assert at(result, "corp.archives") == ["Border Control"]
    assert at(result, "corp.credits") == 7  # the 2 Ice Walls left protecting the server it left


def test_zato_city_grid_grants_nothing_to_ice_of_another_server(tmp_path):
    corp = {"servers": {"Server 2": {"root": ["ZATO City Grid"]}}}
    result = run_past(tmp_path, ["Border Control"], corp=corp)
    assert at(result, "corp.archives") == []
    assert at(result, "corp.credits") == 6  # Border Control resolved normally: 1 piece of ice


def test_zato_city_grid_grants_nothing_to_ice_hosting_hush(tmp_path):
    # Hush: "Host ice cannot gain abilities and loses all abilities except its printed subroutines" (dependent.py)
    result = run_past(tmp_path, [{"card": "Border Control", "hosted": ["Hush"]}], corp=ZATO_BOARD, name="hush",
                      decisions={"use ZATO City Grid": "yes", "ZATO City Grid choice": GAIN,
                                 "trash ZATO City Grid": "no"})
    assert at(result, "corp.archives") == []
    assert not traced(result, "ZATO City Grid's ability triggers")


def test_nanisivik_grid_turns_archives_ice_faceup_on_approach(tmp_path):
    corp = {"archives": ["Border Control"], "servers": {"Archives": {"ice": ["Ice Wall"]},
                                                        "Server 1": {"root": ["Nanisivik Grid"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      decisions={"use Nanisivik Grid": "yes", "Nanisivik Grid target": "Border Control",
                                 "Nanisivik Grid choice": GAIN, "jack out": "no",
                                 "trash Nanisivik Grid": "no"})
    assert at(result, "corp.credits") == 6  # Archives: 1 piece of ice


def test_nanisivik_grid_without_facedown_ice_in_archives_is_not_usable(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Nanisivik Grid"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      decisions={"jack out": "no", "trash Nanisivik Grid": "no"})
    assert at(result, "abilities.not_usable") == ["Nanisivik Grid"]


@pytest.mark.parametrize(("ice", "hq"), [([], ["Beanstalk Royalties", "Hedge Fund"]), (["Ice Wall"], ["Hedge Fund"])])
def test_clone_suffrage_movement_returns_an_operation_only_from_an_unprotected_server(tmp_path, ice, hq):
    corp = {"rd": ["Hedge Fund"], "archives": ["Beanstalk Royalties"],
            "servers": {"Server 1": {"ice": ice, "root": ["Clone Suffrage Movement"]}}}
    decisions = {} if ice else {"use Clone Suffrage Movement": "yes",
                                "Clone Suffrage Movement target": "Beanstalk Royalties"}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, decisions=decisions)
    assert at(result, "corp.hq") == hq


def test_crisium_grid_stops_runs_on_its_server_from_being_declared_successful(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"root": ["Crisium Grid"]}, "Server 1": {"root": ["PAD Campaign"]}}}
    here = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp,
                    decisions={"jack out": "no", "access order": ["Crisium Grid", "HQ"], "trash Crisium Grid": "no"})
    elsewhere = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="elsewhere",
                         decisions={"jack out": "no", "trash PAD Campaign": "no"})
    # the Success Phase still breaches the server (cr/step_breach): only the label is missing
    assert (at(here, "runs.0.outcome"), at(here, "runs.0.accessed")) == ("neither", ["Crisium Grid", "Hedge Fund"])
    assert at(elsewhere, "runs.0.outcome") == "successful"


@pytest.mark.parametrize(("root", "credits", "accessed"),
                         [(["Crisium Grid"], 0, ["Crisium Grid", "Hedge Fund"]), ([], 10, [])])
def test_if_successful_abilities_apply_only_to_a_run_declared_successful(tmp_path, root, credits, accessed):
    """Account Siphon under Crisium Grid: no "instead of breaching", the Runner breaches HQ (cr/rule_if_successful)."""
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"root": root}}}
    decisions = {"jack out": "no", "access order": ["Crisium Grid", "HQ"]} if root else \
        {"jack out": "no", "instead of breaching Account Siphon": "yes"}
    result = scenario(tmp_path, actions=[{"runner": "play Account Siphon"}], corp=corp, decisions=decisions,
                      runner={"credits": 0, "grip": ["Account Siphon"]})
    assert (at(result, "runner.credits"), at(result, "runs.0.accessed")) == (credits, accessed)
