"""Cards that change an access: added to the Corp's score area (Quantum Predictive Model), a forced
encounter the Corp pays for (Archangel), a card that must be trashed (Mumbad Virtual Tour), accessing
from the bottom of R&D (Showing Off) or one of the top 5 instead of breaching (Top Hat)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario


@pytest.mark.parametrize(("tags", "corp_area", "runner_area"), [(1, ["Quantum Predictive Model"], []),
                                                                (0, [], ["Quantum Predictive Model"])])
def test_qpm_accessed_while_tagged_goes_to_the_corps_score_area(tmp_path, tags, corp_area, runner_area):
    result = run_past(tmp_path, [], server="R&D", corp={"rd": ["Quantum Predictive Model"]}, runner={"tags": tags})
    assert (at(result, "corp.score_area"), at(result, "runner.score_area")) == (corp_area, runner_area)


def test_archangel_accessed_in_hq_is_encountered_if_the_corp_pays_3(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["Archangel"], "credits": 3},
                      runner={"rig": ["Corroder"]},
                      decisions={"use Archangel": "yes", "Corp trace boost Archangel": 0,
                                 "Runner link boost Archangel": 0, "Archangel target": "Corroder"})
    assert at(result, "corp.credits") == 0
    assert at(result, "runner.grip") == ["Corroder"]  # its trace succeeded: back to the grip


def test_mumbad_virtual_tour_must_be_trashed_when_the_runner_can_pay(tmp_path):
    with pytest.raises(ScenarioError, match="'no' is not one of the options"):
        run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Mumbad Virtual Tour"]}}},
                 runner={"credits": 5}, decisions={"trash Mumbad Virtual Tour": "no"})
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Mumbad Virtual Tour"]}}},
                      runner={"credits": 4}, name="poor")
    assert at(result, "corp.servers.Server 1.root") == ["Mumbad Virtual Tour"]  # unable: it stays


def test_showing_off_accesses_the_bottom_card_of_rd(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Showing Off"}], runner={"grip": ["Showing Off"]},
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]}, decisions={"jack out": "no"})
    assert at(result, "runs.0.accessed") == ["Enigma"]


def test_top_hat_accesses_the_chosen_card_of_the_top_5_instead_of_breaching(tmp_path):
    result = run_past(tmp_path, [], server="R&D", runner={"rig": ["Top Hat"]},
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Hostile Takeover", "Enigma"]},
                      decisions={"instead of breaching Top Hat": "yes", "Top Hat choice": 3})
    assert at(result, "runs.0.accessed") == ["Hostile Takeover"]
    assert at(result, "runner.score_area") == ["Hostile Takeover"]


@pytest.mark.parametrize(("trash", "credits", "stolen"), [("yes", 5, []), ("yes", 6, ["Hostile Takeover"]),
                                                         ("no", 4, [])])
def test_red_herrings_still_taxes_the_steal_after_it_is_trashed(tmp_path, trash, credits, stolen):
    # Persistent (cr/subsec_persistent): trashed first, its additional cost still applies this run
    result = run_past(tmp_path, [], runner={"credits": credits},
                      corp={"servers": {"Server 1": {"root": ["Red Herrings", "Hostile Takeover"]}}},
                      decisions={"access order": ["Red Herrings"], "trash Red Herrings": trash,
                                 "steal Hostile Takeover": "yes"})
    assert at(result, "runner.score_area") == stolen


def test_amaze_amusements_tags_the_runner_even_when_trashed_during_the_run(tmp_path):
    result = run_past(tmp_path, [], runner={"credits": 3},
                      corp={"servers": {"Server 1": {"root": ["AMAZE Amusements", "Hostile Takeover"]}}},
                      decisions={"access order": ["AMAZE Amusements"], "trash AMAZE Amusements": "yes"})
    assert at(result, "corp.archives") == ["AMAZE Amusements"]
    assert at(result, "runner.tags") == 2
