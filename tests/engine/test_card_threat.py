"""Threat level (the higher score) and Boto: +2 strength at threat 4; its subroutines do 2 net damage
and let the Corp trash a card from HQ to end the run."""

import pytest

from tests.engine.card_play import at, run_past

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


@pytest.mark.parametrize(("corp_score", "runner_score", "strength"), [
    (["Vanity Project"], [], 6), ([], ["Vanity Project"], 6), (["NAPD Contract"], ["Hostile Takeover"], 4)])
def test_boto_gets_2_strength_while_either_player_has_4_points(tmp_path, corp_score, runner_score, strength):
    result = run_past(tmp_path, "Boto", corp={"score_area": corp_score, "hq": ["Hedge Fund"]},
                      runner={"score_area": runner_score, "grip": GRIP}, decisions={"Boto target": "no"})
    assert at(result, "runs.0.encounters.0.strength") == strength


def test_boto_ends_the_run_only_if_the_corp_trashes_a_card_from_hq(tmp_path):
    ended = run_past(tmp_path, "Boto", corp={"hq": ["Hedge Fund", "Ice Wall"]}, runner={"grip": GRIP},
                     decisions={"Boto target": "Ice Wall"})
    assert (at(ended, "runs.0.outcome"), at(ended, "corp.archives"), at(ended, "damage.net")) == (
        "unsuccessful", ["Ice Wall"], 2)
    kept = run_past(tmp_path, "Boto", corp={"hq": ["Hedge Fund"]}, runner={"grip": GRIP},
                    decisions={"Boto target": "no"}, name="kept")
    assert (at(kept, "runs.0.outcome"), at(kept, "corp.hq")) == ("successful", ["Hedge Fund"])
