"""The verdict's tags when a run both gave and removed some: both said, then the net result as a judge says it, so
the reader never adds two counts up. Each expected text worked out from the cards' text before the engine ran."""

from tests.web.test_table_rulings import rule


def hunters(n: int) -> dict:
    """The Runner (1 tag, 0[c], Forger: +1[link], "[trash]: Remove 1 tag.") runs HQ through `n` rezzed Hunters
    ("[sub] Trace[3]. If successful, give the Runner 1 tag."), trashing Forger after passing the outermost."""
    return {"runner": {"credits": 0, "tags": 1, "rig": ["Forger"]},
            "corp": {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Hunter", "rezzed": True}] * n}}},
            "actions": [{"runner": "run HQ"}, {"runner": "use Forger", "at": "movement after Hunter"}],
            "decisions": {"jack out": "no", "Corp trace boost Hunter": "0", "prevent 1 tag": "no"}}


def test_two_tags_taken_and_one_removed_in_a_run_says_both_and_one_more_than_before(client):
    """Trace 3 against link 1 (Forger), then against link 0 (Forger trashed): both succeed (cr/rule_trace_success),
    2 tags given; Forger removes 1: 1 + 2 - 1 = 2 tags. The old verdict said only "the Runner takes 1 tag", as if
    one tag had been given."""
    ruling = rule(client, hunters(2), {"runner.tags": 2, "runner.heap": ["Forger"], "runs.0.tags.taken": 2,
                                       "runs.0.tags.removed_by_runner": 1})
    assert ruling["verdict"] == ["The run on HQ is successful; the Runner takes 2 tags and removes 1: "
                                 "1 tag more than before."]


def test_one_tag_taken_and_one_removed_says_so_though_the_count_is_as_before(client):
    """1 + 1 - 1 = 1 tag: the old verdict said nothing of tags, though a tag was given and Forger spent."""
    ruling = rule(client, hunters(1), {"runner.tags": 1, "runner.heap": ["Forger"]})
    assert ruling["verdict"] == ["The run on HQ is successful; the Runner takes 1 tag and removes 1: "
                                 "as many tags as before."]


def test_net_damage_in_two_runs_says_the_whole_beside_the_runs_own(client):
    """Two runs on a Snare! each ("the Corp may pay 4[c] to do 3 net damage and give the Runner 1 tag"), the Corp
    paying 8[c]: 3 net damage in each, 6 of the 8 cards trashed. The last run's sentence claims its own 3; the other
    sentence said "Outside that run, the Runner takes 3 net damage", two counts for the reader to add up; then "and 1
    tag" in each sentence, the tags left to add up (2 in all, none removed)."""
    ruling = rule(client, {
        "runner": {"grip": ["Sure Gamble"] * 8},
        "corp": {"credits": 8, "servers": {"Server 1": {"root": ["Snare!"]}, "Server 2": {"root": ["Snare!"]}}},
        "actions": [{"runner": "run Server 1"}, {"runner": "run Server 2"}],
        "decisions": {"jack out": "no", "use Snare!": "yes", "trash Snare!": "no"}},
        {"damage.net": 6, "runner.grip": {"count": 2}, "runner.tags": 2, "corp.credits": 0})
    assert ruling["verdict"][1:] == [
        "The run on Server 2 is successful and the Runner accesses Snare!; the Runner takes 3 net damage and 1 tag.",
        "Outside that run, the Runner takes 3 net damage and 1 tag: 6 net damage and 2 tags in all."]
