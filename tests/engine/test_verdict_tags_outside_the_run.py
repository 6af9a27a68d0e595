"""The verdict says the tags taken or removed outside the last run (the basic action after it, an operation on the
Corp's turn), as it says the damage taken there: only the run's own tags were said, so a tag an operation gave after
the run, or one removed with [click] and 2[c] (cr/rule_basic_action_remove_tag), appeared nowhere in it."""

from rulesdb.answers import verdict
from tests.engine.card_play import at, scenario

SUCCESSFUL_RUN_ON_HQ = "The run on HQ is successful and the Runner accesses Hedge Fund"


def test_a_tag_removed_after_the_run_is_said_outside_it(tmp_path):
    result = scenario(tmp_path, name="removed-after", runner={"credits": 4, "tags": 1},
                      corp={"hq": ["Hedge Fund"]}, actions=[{"runner": "run HQ"}, {"runner": "remove tag"}],
                      decisions={"jack out": "no"})
    assert at(result, "runner.tags") == 0
    assert verdict(result)["sentences"] == [f"{SUCCESSFUL_RUN_ON_HQ}.", "Outside that run, the Runner removes 1 tag."]


def test_a_tag_given_by_an_operation_on_the_corps_turn_after_a_run_is_said(tmp_path):
    """SEA Source ("Play only if the Runner made a successful run during their last turn. Trace[3]. If successful,
    give the Runner 1 tag."), trace strength 3 against link 0, then Hedge Fund: the Corp's turn has no run, and the
    verdict reads its last step (Hedge Fund's 9[c]); the tag is said after it, where nothing said it."""
    result = scenario(tmp_path, name="sea-source", runner={"clicks": 1, "credits": 0},
                      corp={"credits": 7, "hq": ["Hedge Fund", "SEA Source", "Hedge Fund"], "rd": ["Ice Wall"]},
                      actions=[{"runner": "run HQ"}, {"corp": "play SEA Source"}, {"corp": "play Hedge Fund"}],
                      decisions={"jack out": "no", "access order": ["Hedge Fund"], "Corp trace boost SEA Source": 0,
                                 "Runner link boost SEA Source": 0})
    assert (at(result, "runner.tags"), at(result, "corp.credits")) == (1, 7 - 2 - 5 + 9)
    assert verdict(result)["sentences"] == ["Hedge Fund: the Corp gains 9[c] (now 9[c]).", "The Runner takes 1 tag."]


def _hunter_then(tmp_path, name: str, after: list[dict], tags: int = 1) -> dict:
    """The Runner (`tags` tags, 4[c]) runs HQ through a rezzed Hunter ("[sub] Trace[3]. If successful, give the Runner
    1 tag."), boosting no link: trace 3 against link 0 succeeds, 1 tag in the run; then `after`."""
    return scenario(tmp_path, name=name, runner={"credits": 4, "tags": tags},
                    corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Hunter", "rezzed": True}]}}},
                    actions=[{"runner": "run HQ"}, *after],
                    decisions={"jack out": "no", "Corp trace boost Hunter": 0, "Runner link boost Hunter": 0,
                               "prevent 1 tag": "no"})


def test_a_tag_taken_in_the_run_and_one_removed_after_it_says_how_many_are_left(tmp_path):
    """1 tag, 1 more from Hunter's trace, then the basic action removes 1 (cr/rule_basic_action_remove_tag): 1 left.
    The old verdict said "takes 1 tag" and "removes 1 tag" in two sentences and left the count to the reader."""
    result = _hunter_then(tmp_path, "hunter-then-remove", [{"runner": "remove tag"}])
    assert at(result, "runner.tags") == 1
    assert verdict(result)["sentences"][-2:] == [
        f"{SUCCESSFUL_RUN_ON_HQ}; the Runner takes 1 tag.",
        "Outside that run, the Runner removes 1 tag: the Runner has 1 tag at the end."]


def test_tags_taken_in_two_runs_say_the_whole_taken(tmp_path):
    """Two runs on HQ through the same Hunter, 1 tag in each: 2 taken in all, none removed."""
    result = _hunter_then(tmp_path, "two-hunters", [{"runner": "run HQ"}], tags=0)
    assert at(result, "runner.tags") == 2
    assert verdict(result)["sentences"][-2:] == [
        f"{SUCCESSFUL_RUN_ON_HQ}; the Runner takes 1 tag.",
        "Outside that run, the Runner takes 1 tag: 2 tags in all."]
