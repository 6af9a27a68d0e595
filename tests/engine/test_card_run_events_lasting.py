"""Run events whose effects last for their run and end with it (Stimhack)."""

from tests.engine.card_play import at, scenario


def test_stimhack_credits_pay_during_the_run_and_core_damage_follows_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Stimhack on HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      runner={"credits": 0, "grip": ["Stimhack", "Diesel", "Diesel"], "rig": ["Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade", "jack out": "no"})
    assert [at(result, f"payments.{n}.from") for n in (1, 2)] == [{"Stimhack": 1}, {"Stimhack": 1}]
    assert (at(result, "runner.core_damage"), len(at(result, "runner.grip"))) == (1, 1)
    assert at(result, "runner.heap")[-1] == "Stimhack"


def test_stimhack_credits_are_gone_after_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Stimhack on HQ"}, {"runner": "remove tag"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"credits": 2, "tags": 1, "grip": ["Stimhack", "Diesel"]},
                      decisions={"jack out": "no"})
    assert at(result, "payments.1.from") == {"pool": 2}  # Stimhack's 9[c] left with its run
