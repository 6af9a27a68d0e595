"""Standard agendas acting when scored (or stolen): Fujii Asset Retrieval, Tomorrowʼs Headline,
Post-Truth Dividend and Superconducting Hub (whose +2 hand size works from the score area)."""

from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
ADV = {"Fujii Asset Retrieval": 5, "Tomorrowʼs Headline": 3, "Post-Truth Dividend": 2, "Superconducting Hub": 3}


def score(tmp_path, agenda, name="score", **answers):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"], "servers": {"Server 1": {
                        "root": [{"card": agenda, "advancement": ADV[agenda]}]}}},
                    runner={"grip": GRIP}, decisions={"score": "yes", **answers})


def steal(tmp_path, agenda, name="steal"):
    return run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [agenda]}}},
                    runner={"grip": GRIP}, decisions={"steal": "yes"}, name=name)


def test_fujii_does_2_net_damage_when_scored_and_when_stolen(tmp_path):
    assert at(score(tmp_path, "Fujii Asset Retrieval"), "damage.net") == 2
    stolen = steal(tmp_path, "Fujii Asset Retrieval")
    assert (at(stolen, "damage.net"), at(stolen, "runner.agenda_points")) == (2, 3)


def test_tomorrows_headline_tags_the_runner_when_scored_and_when_stolen(tmp_path):
    assert at(score(tmp_path, "Tomorrowʼs Headline"), "runner.tags") == 1
    assert at(steal(tmp_path, "Tomorrowʼs Headline"), "runner.tags") == 1


def test_post_truth_dividend_may_draw_1_when_scored(tmp_path):
    drawn = score(tmp_path, "Post-Truth Dividend", "yes", **{"use Post-Truth Dividend": "yes"})
    declined = score(tmp_path, "Post-Truth Dividend", "no", **{"use Post-Truth Dividend": "no"})
    assert len(at(drawn, "corp.hq")) == len(at(declined, "corp.hq")) + 1
    assert at(steal(tmp_path, "Post-Truth Dividend"), "corp.hq") == []  # stealing draws nothing


def test_superconducting_hub_may_draw_2_and_gives_2_hand_size_from_the_score_area(tmp_path):
    result = score(tmp_path, "Superconducting Hub", **{"use Superconducting Hub": "yes"})
    assert len(at(result, "corp.hq")) == 1 + 2
    assert at(result, "corp.hand_size") == 5 + 2
    stolen = steal(tmp_path, "Superconducting Hub")
    assert at(stolen, "corp.hand_size") == 5  # the Runner's score area: the Corp gets nothing
