"""Genesis cycle cards that change other ice or their own subtypes (2012-2013): Chimera, Sensei and Amazon
Industrial Zone, each through the engine with the card it changes."""

from tests.engine.card_play import at, run_past, scenario, traced


def test_chimera_is_a_code_gate_once_rezzed_as_one_so_a_decoder_breaks_it(tmp_path):
    corp = {"credits": 2, "servers": {"Server 1": {"ice": [{"card": "Chimera", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Gordian Blade"]},
                      decisions={"rez": "yes", "Chimera choice": "code gate", "jack out": "no",
                                 "break Chimera": "Gordian Blade"})
    assert at(result, "runs.0.outcome") == "successful"
    as_sentry = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Gordian Blade"]},
                         name="sentry", decisions={"rez": "yes", "Chimera choice": "sentry", "jack out": "no",
                                                   "break Chimera": "no"})
    assert at(as_sentry, "runs.0.outcome") == "unsuccessful"  # a decoder cannot break a sentry's subroutine


def test_chimera_is_derezzed_as_the_turn_ends(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Chimera"]}}})
    assert at(result, "cards.Chimera.rezzed") is False
    assert traced(result, "Chimera is derezzed")


def test_sensei_makes_the_next_ice_end_the_run_after_its_own_subroutines(tmp_path):
    # outermost first: Sensei is encountered first; its subroutine makes Ice Wall (broken by Corroder) gain one
    result = run_past(tmp_path, ["Sensei", "Ice Wall"], runner={"credits": 5, "rig": ["Corroder", "Gordian Blade"]},
                      decisions={"break Sensei": "no", "break Ice Wall": {"with": "Corroder", "subroutines": [1]}})
    assert traced(result, "Ice Wall gains 1 \"[sub] End the run.\"")
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Corroder broke the printed subroutine, not the gained one
    broken = run_past(tmp_path, ["Sensei", "Ice Wall"], name="broken", runner={"credits": 5, "rig": ["Corroder"]},
                      decisions={"break Sensei": "no", "break Ice Wall": {"with": "Corroder", "subroutines": [1, 2]}})
    assert at(broken, "runs.0.outcome") == "successful"


def test_amazon_industrial_zone_rezzes_ice_installed_on_its_server_for_3_less(tmp_path):
    corp = {"credits": 1, "hq": ["Enigma"], "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Amazon Industrial Zone"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Enigma on Server 1"}], corp=corp,
                      decisions={"use Amazon Industrial Zone": "yes"})
    assert (at(result, "cards.Enigma.rezzed"), at(result, "corp.credits")) == (True, 1 - 0)  # 3 - 3
    elsewhere = scenario(tmp_path, turn="corp", actions=[{"corp": "install Enigma on HQ"}], corp=corp, name="hq",
                         decisions={"use Amazon Industrial Zone": "yes", "rez Enigma": "no"})
    assert at(elsewhere, "cards.Enigma.rezzed") is False
