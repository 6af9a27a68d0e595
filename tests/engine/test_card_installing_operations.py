"""Operations that install from HQ and place advancement counters (Priority Construction, Mushin No
Shin), and Oaktown Renovation, which pays only for advancing, not for counters placed."""

from tests.engine.card_play import at, scenario


def _corp_turn(tmp_path, hq, actions, decisions=None, servers=None, name="corp"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions],
                    corp={"clicks": 3, "credits": 5, "hq": hq, "servers": servers or {}},
                    decisions={"rez": "no", **(decisions or {})}, name=name)


def test_priority_construction_installs_ice_free_in_a_new_remote_with_3_advancement_counters(tmp_path):
    result = _corp_turn(tmp_path, ["Priority Construction", "Enigma", "Ice Wall"], ["play Priority Construction"],
                        {"Priority Construction target": "Enigma", "Priority Construction choice": "new remote"})
    assert at(result, "corp.servers.Server 1.ice") == ["Enigma"]
    assert at(result, "cards.Enigma.counters") == {"advancement": 3}
    assert (at(result, "corp.credits"), at(result, "corp.clicks"), at(result, "corp.hq")) == (4, 1, ["Ice Wall"])


def test_mushin_no_shin_installs_in_a_new_root_and_oaktown_gains_only_when_advanced(tmp_path):
    result = _corp_turn(tmp_path, ["Mushin No Shin", "Oaktown Renovation"],
                        ["play Mushin No Shin", "advance Oaktown Renovation"],
                        {"Mushin No Shin target": "Oaktown Renovation"})  # it cannot be scored this turn
    assert at(result, "cards[Oaktown Renovation]")["faceup"] is True
    assert at(result, "corp.credits") == 6  # 5, nothing for 3 placed counters, -1 to advance, +2


def test_oaktown_renovation_gains_3_when_advanced_to_5_or_more(tmp_path):
    root = {"Server 1": {"root": [{"card": "Oaktown Renovation", "advancement": 4, "faceup": True}]}}
    result = _corp_turn(tmp_path, [], ["advance Oaktown Renovation"], {"score Oaktown Renovation": "no"}, root)
    assert at(result, "corp.credits") == 7


def test_targeted_marketing_gains_10_when_the_runner_plays_the_named_card_and_not_another(tmp_path):
    def run(named, name):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "play Targeted Marketing"},
                                                         {"runner": "play Sure Gamble"}],
                        corp={"clicks": 1, "credits": 5, "hq": ["Targeted Marketing"]},
                        runner={"grip": ["Sure Gamble"]}, decisions={"Targeted Marketing choice": named}, name=name)
    assert at(run("Sure Gamble", "named"), "corp.credits") == 15
    assert at(run("Diesel", "other"), "corp.credits") == 5


def test_oaktown_renovation_installed_by_the_install_action_is_faceup_and_gains_when_advanced(tmp_path):
    """"Install only faceup" (cr/rule_agendas_faceup): the install action puts it faceup, its ability
    active, so advancing it gains 2[c]."""
    result = _corp_turn(tmp_path, ["Oaktown Renovation"], ["install Oaktown Renovation in new remote",
                                                           "advance Oaktown Renovation"])
    assert at(result, "cards[Oaktown Renovation]")["faceup"] is True
    assert at(result, "corp.credits") == 6  # 5, -1 to advance, +2
