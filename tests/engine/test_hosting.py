"""Cards that can only be installed hosted (cr/rule_host_on_ability), and hosts that change what a
hosted card costs or what it counts against (Dhegdheer, Off-Campus Apartment)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

GRIP = ["Sure Gamble", "Diesel", "Easy Mark"]


def install(tmp_path, action, *, ice=None, rig=(), grip=(), name="install", **runner):
    corp = {"servers": {"HQ": {"ice": ice or [{"card": "Enigma"}]}}}
    return scenario(tmp_path, actions=[{"runner": action}], corp=corp,
                    runner={"rig": list(rig), "grip": [*grip, *GRIP], "stack": GRIP, **runner}, name=name)


def test_a_trojan_is_installed_hosted_on_ice(tmp_path):
    result = install(tmp_path, "install Chisel on Enigma", grip=["Chisel"])
    assert at(result, "cards.Chisel.host") == "Enigma"
    assert at(result, "runner.memory.used") == 1
    assert at(result, "runner.credits") == 3


def test_a_trojan_cannot_be_installed_without_ice_to_host_it(tmp_path):
    with pytest.raises(ScenarioError, match="Chisel can only be installed on a piece of ice"):
        install(tmp_path, "install Chisel", grip=["Chisel"])


def test_parasite_needs_a_rezzed_piece_of_ice(tmp_path):
    with pytest.raises(ScenarioError, match="Parasite can only be installed on a rezzed piece of ice, which Enigma is not"):
        install(tmp_path, "install Parasite on Enigma", ice=[{"card": "Enigma", "rezzed": False}], grip=["Parasite"])
    result = install(tmp_path, "install Parasite on Enigma", grip=["Parasite"], name="rezzed")
    assert at(result, "cards.Parasite.host") == "Enigma"


def test_a_trojan_listed_in_the_rig_is_refused_when_the_file_loads(tmp_path):
    with pytest.raises(ScenarioError, match=r"runner.rig\[0\]: Botulus is installed only on a piece of ice"):
        install(tmp_path, "gain credit", rig=["Botulus"])


def test_dhegdheer_lowers_the_install_cost_and_frees_the_memory_of_its_hosted_program(tmp_path):
    result = install(tmp_path, "install Corroder on Dhegdheer", rig=["Dhegdheer"], grip=["Corroder"])
    assert at(result, "runner.credits") == 5 - (2 - 1)
    assert at(result, "runner.memory.used") == 0
    assert at(result, "cards.Corroder.host") == "Dhegdheer"


def test_dhegdheer_hosts_only_one_program(tmp_path):
    with pytest.raises(ScenarioError, match="Mimic cannot be installed on Dhegdheer"):
        install(tmp_path, "install Mimic on Dhegdheer", rig=[{"card": "Dhegdheer", "hosted": ["Corroder"]}],
                grip=["Mimic"])


def test_off_campus_apartment_draws_a_card_when_a_connection_is_installed_on_it(tmp_path):
    hosted = install(tmp_path, "install Fall Guy on Off-Campus Apartment", rig=["Off-Campus Apartment"],
                     grip=["Fall Guy"])
    beside = install(tmp_path, "install Fall Guy", rig=["Off-Campus Apartment"], grip=["Fall Guy"], name="beside")
    assert at(hosted, "cards.Fall Guy.host") == "Off-Campus Apartment"
    assert len(at(hosted, "runner.grip")) == len(at(beside, "runner.grip")) + 1


def test_rejig_can_return_a_program_hosted_on_another_card(tmp_path):
    # "add 1 installed program or piece of hardware to your grip": Corroder hosted on Dhegdheer is installed
    # (cr/rule_host_on_ability); reinstalled, it costs its 2[c] less
    from tests.engine.card_play import at, scenario
    result = scenario(tmp_path, actions=[{"runner": "play Rejig"}], name="rejig",
                      runner={"grip": ["Rejig"], "rig": [{"card": "Dhegdheer", "hosted": ["Corroder"]}]},
                      decisions={"Rejig cost": "Corroder", "Rejig target": "Corroder"})
    assert "Corroder" in at(result, "runner.rig") and at(result, "runner.credits") == 5


def test_a_host_and_its_hosted_card_trashed_together_are_each_trashed_once(tmp_path):
    # Independent Thinking trashes Dhegdheer and the Corroder it hosts at once (cr/rule_act_on_multiple_cards);
    # what a card leaving play hosted is trashed at the next checkpoint (cr/rule_trash_hosted_objects_when_host_trashed,
    # cr/step_checkpoint_hosted_on_installed_cards), by which time Corroder is already in the heap: the engine
    # trashed it with its host at once, then again, putting 2 Corroders in the heap
    result = scenario(tmp_path, actions=[{"runner": "play Independent Thinking"}], name="together",
                      runner={"grip": ["Independent Thinking"], "stack": GRIP,
                              "rig": [{"card": "Dhegdheer", "hosted": ["Corroder"]}]},
                      decisions={"Independent Thinking cards": ["Dhegdheer", "Corroder"]})
    assert (at(result, "runner.heap"), len(at(result, "runner.grip"))) == (
        ["Dhegdheer", "Corroder", "Independent Thinking"], 2)


def test_a_card_hosted_on_a_trashed_host_is_trashed_at_the_next_checkpoint(tmp_path):
    # Independent Thinking trashes Dhegdheer only: Corroder, hosted on it, goes at the checkpoint after, by the game
    # (cr/step_checkpoint_hosted_on_installed_cards), so it is not a card "trashed" by Independent Thinking: 1 draw
    result = scenario(tmp_path, actions=[{"runner": "play Independent Thinking"}], name="host",
                      runner={"grip": ["Independent Thinking"], "stack": GRIP,
                              "rig": [{"card": "Dhegdheer", "hosted": ["Corroder"]}]},
                      decisions={"Independent Thinking cards": ["Dhegdheer"]})
    assert (sorted(at(result, "runner.heap")), len(at(result, "runner.grip"))) == (
        ["Corroder", "Dhegdheer", "Independent Thinking"], 1)
    step = next(e for e in result["trace"] if "Corroder was hosted on Dhegdheer" in e["text"])
    assert "cr/step_checkpoint_hosted_on_installed_cards" in step["cites"]
