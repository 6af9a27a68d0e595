"""The diff for rules writers on a pair of whole releases: renumbered timing steps are reported with
their printed numbers, a section added inside a release is added (and a true changelog claim about it
confirmed), and the text output says the changelog's baseline as the JSON does."""

from rulesdb.cli import text
from rulesdb.diff import diff_documents
from tests.rulesdb.diff_fixture_docs import cr

OLD = """
# 6.9 Steps of a Run
step step_movement_jack_out 6.9.4a The Runner may jack out.
step step_before_jack_out_paw 6.9.4b A paid ability window occurs.
# 1.11 Clicks
1.11.1 A CLICK is the basic unit of activity.
"""
NEW = """
# 6.9 Steps of a Run
step step_movement_jack_out 6.9.4a The Runner may jack out.
step step_movement_rez 6.9.4b The Corp may rez approached ice.
step step_before_jack_out_paw 6.9.4c A paid ability window occurs.
# 1.11 Clicks
1.11.1 A CLICK is the basic unit of activity.
# 1.12 Objects
1.12.1 An OBJECT is an occurrence of a card or counter existing in a particular zone.
"""


def releases(summary=(), baseline=None):
    old = cr("25.04", OLD, family="nisei-cr", format="nsg-cr-yaml")
    new = cr("25.08", NEW, family="nisei-cr", format="nsg-cr-yaml", summary=summary, baseline=baseline)
    return old, new


def test_a_renumbered_step_is_reported_with_its_printed_numbers():
    diff = diff_documents(*releases())
    (moved,) = [c for c in diff["changes"] if c["node_kind"] == "step" and c["kind"] != "added"]
    assert (moved["kind"], moved["from"], moved["to"]) == (
        "renumbered", "nisei-cr-25.04/step_before_jack_out_paw", "nisei-cr-25.08/step_before_jack_out_paw")
    assert (moved["from_number"], moved["to_number"]) == ("6.9.4b", "6.9.4c")
    assert moved["notes"] == ["renumbered from 6.9.4b to 6.9.4c", "shifted by the insertion of 6.9.4b"]


def test_a_step_that_keeps_its_number_is_unchanged():
    diff = diff_documents(*releases(), include_unchanged=True)
    kept = next(c for c in diff["changes"] if c["to"] == "nisei-cr-25.08/step_movement_jack_out")
    assert kept["kind"] == "unchanged"


def test_a_section_added_inside_a_whole_release_is_added_not_outside_an_excerpt():
    diff = diff_documents(*releases())
    added = [(c["kind"], c["to"]) for c in diff["changes"] if c["kind"] == "added"]
    assert ("added", "nisei-cr-25.08/section/1.12") in added and ("added", "nisei-cr-25.08/1.12.1") in added
    assert diff["outside_excerpt"] == []
    assert diff["extent"] == {"nisei-cr-25.04": "the whole document", "nisei-cr-25.08": "the whole document"}


def test_a_true_changelog_claim_about_an_added_section_reads_confirmed():
    diff = diff_documents(*releases(summary=("Add section 1.12 defining objects.", "Step 6.9.4c renumbered.")))
    assert [c["status"] for c in diff["summary_claims"]] == ["confirmed", "confirmed"]


def test_the_same_section_past_an_excerpt_stays_outside_it():
    old = cr("1.4", "# 1.11 Clicks\n1.11.1 A CLICK is the basic unit of activity.")
    new = cr("1.6", NEW)
    assert "nisei-cr-1.6/section/1.12" in diff_documents(old, new)["outside_excerpt"]


def test_the_text_output_says_the_changelogs_baseline():
    stated = diff_documents(*releases(summary=("Add section 1.12 defining objects.",), baseline="25.01"))
    assert stated["summary_baseline"] == "25.01"
    assert "changelog of nisei-cr-25.08: changes from version 25.01" in text.diff(stated)
    unstated = diff_documents(*releases(summary=("Add section 1.12 defining objects.",)))
    assert "changelog of nisei-cr-25.08: does not say which version it describes changes from" in text.diff(unstated)
    assert "changelog" not in text.diff(diff_documents(*releases()))  # no changelog, nothing to say
