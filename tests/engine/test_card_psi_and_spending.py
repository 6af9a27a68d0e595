"""Psi games bid only what a player could spend, and the cards around them: Adrian Seis, The Future
Perfect, Fencer Fueno's credits after a successful run, RSVP's "cannot spend any credits"."""

import pytest
import yaml

from rulesdb.engine import run_scenario
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past

ADRIAN = {"servers": {"Server 1": {"root": ["Hostile Takeover", "Adrian Seis"]}}}


def _adrian_run(tmp_path, corp_bid, runner_bid, *, credits=5, rig=(), ice=(), name="adrian"):
    corp = {"servers": {"Server 1": {"ice": list(ice), "root": ["Hostile Takeover", "Adrian Seis"]}}}
    return run_past(tmp_path, list(ice), corp=corp, runner={"credits": credits, "clicks": 4, "rig": list(rig)},
                    decisions={"Corp psi bid Adrian Seis": corp_bid, "Runner psi bid Adrian Seis": runner_bid,
                               "trash Adrian Seis": "no", "steal": "yes"}, name=name)


def test_adrian_seis_differing_bids_leave_only_the_upgrade_to_access(tmp_path):
    result = _adrian_run(tmp_path, 0, 1)
    assert at(result, "runs.0.accessed") == ["Adrian Seis"]
    assert (at(result, "runner.credits"), at(result, "corp.credits")) == (4, 5)


def test_adrian_seis_matching_bids_forbid_accessing_the_upgrade(tmp_path):
    result = _adrian_run(tmp_path, 2, 2)
    assert at(result, "runs.0.accessed") == ["Hostile Takeover"]
    assert at(result, "runner.score_area") == ["Hostile Takeover"]


def test_a_psi_bid_above_what_the_player_can_spend_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="must be a bid from 0 to 1"):
        _adrian_run(tmp_path, 0, 2, credits=1)


def test_fencer_fueno_credits_pay_only_after_a_successful_run(tmp_path):
    rig = [{"card": "Fencer Fueno", "credits": 2}]
    result = _adrian_run(tmp_path, 0, 2, credits=0, rig=rig)
    assert at(result, "payments.0.from") == {"Fencer Fueno": 2}
    # before the run is successful (Tollbooth's encounter) the hosted credits cannot pay
    toll = run_past(tmp_path, "Tollbooth", runner={"credits": 0, "clicks": 4, "rig": rig}, name="toll")
    assert at(toll, "runs.0.outcome") == "unsuccessful"
    assert at(toll, "cards[Fencer Fueno].counters.credits") == 2


def test_fencer_fueno_gains_a_credit_when_the_turn_begins_and_on_each_steal(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Fencer Fueno"]}, decisions={"steal": "yes"})
    assert at(result, "cards[Fencer Fueno].counters.credits") == 2


def _turn_ends(tmp_path, choice, credits=5):
    path = tmp_path / f"{choice[:3]}.yaml"
    path.write_text(yaml.safe_dump({
        "title": "Fencer Fueno upkeep", "example": "ffg-rr-1.0/term/encounter", "until": "end of turn",
        "runner": {"credits": credits, "clicks": 1, "rig": [{"card": "Fencer Fueno", "credits": 3}]},
        "actions": [{"runner": "draw"}], "decisions": {"Fencer Fueno choice": choice},
        "expect": [{"turn.active": "runner"}]}), encoding="utf-8")
    return run_scenario(path)


def test_fencer_fueno_with_3_credits_costs_1_credit_or_is_trashed_when_the_turn_ends(tmp_path):
    kept, trashed = _turn_ends(tmp_path, "pay 1[c]"), _turn_ends(tmp_path, "trash")
    assert (at(kept, "runner.credits"), at(kept, "runner.rig")) == (4, ["Fencer Fueno"])
    assert (at(trashed, "runner.credits"), at(trashed, "runner.heap")) == (5, ["Fencer Fueno"])


def test_rsvp_forbids_spending_credits_for_the_rest_of_the_run(tmp_path):
    result = run_past(tmp_path, ["RSVP", "Tollbooth"], runner={"credits": 9})
    assert at(result, "runs.0.encounters.0.subroutines_resolved") == [
        "The Runner cannot spend any credits for the remainder of this run."]
    assert at(result, "runner.credits") == 9
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Tollbooth's 3[c] cannot be paid


def test_the_future_perfect_psi_game_only_when_accessed_outside_the_play_area(tmp_path):
    bids = {"Corp psi bid The Future Perfect": 2, "Runner psi bid The Future Perfect": 0, "steal": "yes"}
    hq = run_past(tmp_path, [], server="HQ", corp={"hq": ["The Future Perfect"]}, decisions=bids, name="hq")
    assert at(hq, "runner.score_area") == []
    remote = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["The Future Perfect"]}}},
                      decisions={"steal": "yes"}, name="remote")
    assert at(remote, "runner.score_area") == ["The Future Perfect"]
