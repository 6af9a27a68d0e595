"""Cards that make the Runner encounter a piece of ice again or out of the run's order (The Twins)."""

from tests.engine.card_play import at, run_past, scenario

TWINS = {"hq": ["Enigma"], "servers": {"Server 1": {"root": ["The Twins"]}}}


def test_the_twins_trash_a_copy_from_hq_to_encounter_the_passed_ice_again(tmp_path):
    result = run_past(tmp_path, ["Enigma"], corp=TWINS, runner={"credits": 4, "rig": ["Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade", "use The Twins": "yes"})
    assert [e["broken"] for e in at(result, "runs.0.encounters")] == [2, 2]
    assert at(result, "corp.archives") == ["Enigma"]
    assert at(result, "runner.credits") == 0


def test_the_twins_cannot_be_used_without_a_copy_of_the_passed_ice_in_hq(tmp_path):
    corp = {"hq": ["Ice Wall"], "servers": {"Server 1": {"root": ["The Twins"]}}}
    result = run_past(tmp_path, ["Enigma"], corp=corp, runner={"credits": 2, "rig": ["Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade"})
    assert at(result, "abilities.not_usable") == ["The Twins"]
    assert at(result, "runs.0.outcome") == "successful"


def test_chrysalis_accessed_in_rd_is_encountered_but_not_in_archives(tmp_path):
    rd = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Chrysalis"]},
                  runner={"grip": ["Diesel", "Diesel", "Diesel"]}, decisions={"jack out": "no", "trash Chrysalis": "no"})
    archives = scenario(tmp_path, actions=[{"runner": "run Archives"}], corp={"archives": ["Chrysalis"]},
                        runner={"grip": ["Diesel", "Diesel", "Diesel"]}, decisions={"jack out": "no", "trash Chrysalis": "no"},
                        name="archives")
    assert (at(rd, "damage.net"), at(archives, "damage.net")) == (2, 0)


def test_shiro_breach_of_rd_skips_its_root(tmp_path):
    result = run_past(tmp_path, ["Shiro"], server="HQ",
                      corp={"rd": ["Hedge Fund"], "hq": ["Beanstalk Royalties"],
                            "servers": {"R&D": {"root": ["Georgia Emelyov"]}}},
                      decisions={"Shiro choice": ["Hedge Fund"], "pay 1[c] to Shiro": "no"})
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "Beanstalk Royalties"]


def test_ganked_is_not_usable_without_rezzed_ice_protecting_its_server(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}], "root": ["Ganked!"]}}},
                      decisions={"jack out": "no", "rez": "no", "trash Ganked!": "no"})
    assert at(result, "abilities.not_usable") == ["Ganked!"]


def test_cell_portal_sends_the_runner_back_out_then_derezzes(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Cell Portal"], runner={"rig": ["Corroder"]},
                      decisions={"break Ice Wall": "Corroder", "jack out at Cell Portal": "no", "rez": "no"})
    # back to approach Ice Wall, encountered again (cr/rule_move_to_specific_position), then the unrezzed Cell Portal
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Cell Portal", "Ice Wall"]
    assert at(result, "corp.servers.Server 1.unrezzed") == ["Cell Portal"]
    assert at(result, "runs.0.outcome") == "successful"
