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
