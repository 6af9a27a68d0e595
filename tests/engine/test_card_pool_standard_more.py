"""More Standard cards composed of existing primitives, each test stating what its printed text makes
happen: Ballista, Capacitor, Doomscroll."""

from tests.engine.card_play import at, board, run_past

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_ballista_trashes_a_program_the_corp_chooses_and_the_run_goes_on(tmp_path):
    result = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="program",
                      decisions={"Ballista choice": "trash 1 installed program", "Ballista target": "Corroder",
                                 "break Ballista": "no"})
    assert (at(result, "runner.heap"), at(result, "runs.0.outcome")) == (["Corroder"], "successful")


def test_ballista_ends_the_run_when_the_corp_chooses_to_or_there_is_no_program(tmp_path):
    chosen = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="chosen",
                      decisions={"Ballista choice": "end the run", "break Ballista": "no"})
    assert (at(chosen, "runner.heap"), at(chosen, "runs.0.outcome")) == ([], "unsuccessful")
    bare = run_past(tmp_path, "Ballista", name="bare")
    assert at(bare, "runs.0.outcome") == "unsuccessful"


def test_capacitor_gets_2_strength_only_while_the_runner_is_tagged(tmp_path):
    tagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, runner={"tags": 1}, name="tagged")
    untagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, name="untagged")
    assert tagged.ice_strength(tagged.servers["HQ"].ice[0]) == 3 + 2
    assert untagged.ice_strength(untagged.servers["HQ"].ice[0]) == 3


def test_capacitor_gains_1_credit_per_tag_then_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Capacitor", runner={"tags": 3})
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 + 3, "unsuccessful")


def test_doomscroll_does_2_more_net_damage_only_once_the_runner_has_2_tags(tmp_path):
    one = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP}, name="one")
    assert (at(one, "runner.tags"), at(one, "damage.net")) == (1, 1)
    two = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP, "tags": 1}, name="two")
    assert (at(two, "runner.tags"), at(two, "damage.net")) == (2, 1 + 2)
