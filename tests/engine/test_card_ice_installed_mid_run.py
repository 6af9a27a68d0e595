"""Ice installed or swapped in during a run (Brân 1.0, Drafter, Tatu-Bola, A Teia): where it goes and
whether it is approached."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

BREAK_ETRS = {"break Brân 1.0": {"with": "Corroder", "subroutines": [2, 3]}}


def test_bran_installs_ice_from_archives_directly_inward_ignoring_costs(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Brân 1.0", "Enigma"], corp={"archives": ["Wall of Static"]},
                      runner={"credits": 7, "rig": ["Corroder"]},
                      decisions={**BREAK_ETRS, "break Ice Wall": "Corroder", "Brân 1.0 target": "Wall of Static", "rez": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall", "Brân 1.0", "Wall of Static", "Enigma"]
    assert at(result, "corp.credits") == 5  # ignoring all costs



def test_bran_lets_the_corp_choose_the_archives_copy_of_ice_also_in_hq(tmp_path):
    """'from HQ or Archives': with Wall of Static in both, the Corp may take the one in Archives, keeping HQ's."""
    result = run_past(tmp_path, ["Ice Wall", "Brân 1.0", "Enigma"],
                      corp={"archives": ["Wall of Static"], "hq": ["Wall of Static"]},
                      runner={"credits": 7, "rig": ["Corroder"]},
                      decisions={**BREAK_ETRS, "break Ice Wall": "Corroder", "rez": "no",
                                 "Brân 1.0 target": "Wall of Static from Archives"})
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall", "Brân 1.0", "Wall of Static", "Enigma"]
    assert (at(result, "corp.archives"), at(result, "corp.hq")) == ([], ["Wall of Static"])

def test_bran_with_no_ice_in_hq_or_archives_installs_nothing(tmp_path):
    result = run_past(tmp_path, ["Brân 1.0"], corp={"hq": ["Hedge Fund"]}, runner={"credits": 6, "rig": ["Corroder"]},
                      decisions=BREAK_ETRS)
    assert at(result, "corp.servers.Server 1.ice") == ["Brân 1.0"]
    assert at(result, "runs.0.outcome") == "successful"


def test_drafter_installs_ice_outermost_on_another_server_ignoring_costs(tmp_path):
    result = run_past(tmp_path, ["Drafter"], corp={"credits": 0, "hq": ["Ice Wall"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      decisions={"Drafter choice": {"install": "Ice Wall", "in": "HQ"}})
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall", "Enigma"]
    assert at(result, "corp.credits") == 0


def test_drafter_answer_naming_ice_not_in_hq_or_archives_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="no such ice"):
        run_past(tmp_path, ["Drafter"], corp={"hq": ["Ice Wall"]},
                 decisions={"Drafter choice": {"install": "Enigma", "in": "HQ"}})


def test_tatu_bola_swaps_with_ice_from_hq_and_gains_4(tmp_path):
    result = run_past(tmp_path, ["Tatu-Bola"], corp={"hq": ["Enigma"]}, runner={"rig": ["Corroder"]},
                      decisions={"break Tatu-Bola": "Corroder", "use Tatu-Bola": "yes", "Tatu-Bola target": "Enigma"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.hq")) == (["Enigma"], ["Tatu-Bola"])
    assert at(result, "corp.credits") == 9


def test_a_teia_installs_a_second_card_after_the_first_remote_install_of_the_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}],
                      corp={"identity": "A Teia", "hq": ["PAD Campaign", "Ice Wall"], "rd": ["Hedge Fund"]},
                      decisions={"use A Teia": "yes", "A Teia target": "Ice Wall", "A Teia choice": "new remote",
                                 "rez": "no"})
    assert (at(result, "corp.servers.Server 2.ice"), at(result, "corp.credits")) == (["Ice Wall"], 5)


def test_tatu_bola_swapped_into_hq_leaves_its_hosted_trojan_to_be_trashed(tmp_path):
    # a host that changes zones: what it hosted is trashed at the next checkpoint
    # (cr/rule_trash_hosted_objects_when_host_trashed, cr/step_checkpoint_hosted_on_installed_cards)
    result = run_past(tmp_path, [{"card": "Tatu-Bola", "hosted": ["Botulus"]}], corp={"hq": ["Enigma"]},
                      runner={"rig": ["Corroder"]},
                      decisions={"break Tatu-Bola": "Corroder", "use Tatu-Bola": "yes", "Tatu-Bola target": "Enigma"})
    assert (at(result, "corp.hq"), at(result, "runner.heap")) == (["Tatu-Bola"], ["Botulus"])
    assert at(result, "cards.Enigma.hosted") == []


def test_descent_added_to_hq_leaves_its_hosted_trojan_to_be_trashed(tmp_path):
    # "When your turn begins, you may add this ice to HQ": its hosted trojan is trashed at the next checkpoint
    # (cr/rule_trash_hosted_objects_when_host_trashed)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Descent",
                                                                              "hosted": ["Botulus"]}]}}},
                      decisions={"use Descent": "yes"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "runner.heap")) == ([], ["Botulus"])
