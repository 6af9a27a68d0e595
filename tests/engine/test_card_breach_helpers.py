"""R&D Interface's additional access from R&D, and Alice Merchant making the Corp trash from HQ once
per turn after a successful run on Archives."""

from tests.engine.card_play import at, run_past, scenario


def test_r_and_d_interface_accesses_the_top_2_cards_of_r_and_d_but_1_from_hq(tmp_path):
    rd = run_past(tmp_path, [], server="R&D", corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]},
                  runner={"rig": ["R&D Interface"]}, decisions={"access order": ["Hedge Fund", "Ice Wall"]})
    assert at(rd, "runs.0.accessed") == ["Hedge Fund", "Ice Wall"]
    hq = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund", "Ice Wall"]},
                  runner={"rig": ["R&D Interface"]}, name="hq")
    assert at(hq, "runs.0.to_access") == 1


def test_alice_merchant_makes_the_corp_trash_a_card_it_picks_on_the_first_archives_run_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]}, runner={"identity": "Alice Merchant"},
                      decisions={"jack out": "no", "Alice Merchant: Clan Agitator target": "Ice Wall"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma"]
    assert at(result, "corp.archives") == ["Ice Wall"]
