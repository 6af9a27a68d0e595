"""Cards that avoid tags or react to it, to [trash] abilities (chain reactions), or blank identities."""

from tests.engine.card_play import at, scenario

SIPHON = {"jack out": "no", "instead of breaching Account Siphon": "yes"}


def siphon(tmp_path, grip, rig, name="siphon", **answers):
    return scenario(tmp_path, actions=[{"runner": "play Account Siphon"}], corp={"hq": ["Hedge Fund"]},
                    runner={"credits": 0, "grip": ["Account Siphon", *grip], "rig": rig},
                    decisions={**SIPHON, **answers}, name=name)


def test_thunder_art_gallery_installs_a_card_1_cheaper_when_a_tag_is_avoided(tmp_path):
    result = siphon(tmp_path, ["Corroder"], ["Decoy", "Thunder Art Gallery"],
                    **{"prevent": "Decoy", "Thunder Art Gallery target": "Corroder"})
    assert at(result, "runner.rig") == ["Thunder Art Gallery", "Corroder"]
    assert (at(result, "runner.tags"), at(result, "runner.credits")) == (1, 9)


def test_thunder_art_gallery_installs_a_trojan_on_a_piece_of_ice(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Account Siphon"}], name="trojan",
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
                      runner={"credits": 0, "grip": ["Account Siphon", "Hush"], "rig": ["Decoy", "Thunder Art Gallery"]},
                      decisions={**SIPHON, "rez": "no", "prevent": "Decoy", "Thunder Art Gallery target": "Hush",
                                 "Hush host": "unrezzed ice protecting HQ (1st from the server)"})
    assert (at(result, "runner.rig"), at(result, "cards.Hush.host")) == (["Thunder Art Gallery"], "Ice Wall")


def test_no_one_home_trashed_prevents_all_tags_when_the_trace_fails(tmp_path):
    result = siphon(tmp_path, [], ["No One Home"], name="noh",
                    **{"prevent": "No One Home", "Runner link boost No One Home": 0})
    assert (at(result, "runner.tags"), at(result, "runner.heap")) == (0, ["No One Home", "Account Siphon"])


def test_geist_draws_a_card_whenever_a_trash_ability_is_used(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Fermenter"}], name="geist",
                      runner={"identity": 'Armand "Geist" Walker', "clicks": 4, "stack": ["Diesel"],
                              "rig": [{"card": "Fermenter", "counters": {"virus": 1}}]})
    assert (at(result, "runner.grip"), at(result, "runner.credits")) == (["Diesel"], 7)


def test_direct_access_blanks_both_identities_while_it_resolves(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Direct Access on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"identity": "Zahya Sadeghi", "credits": 1, "grip": ["Direct Access"]},
                      decisions={"jack out": "no", "use Direct Access": "no"}, name="direct")
    # only Direct Access's own "when that run ends" ability: the blanked identity met nothing
    assert (at(result, "abilities.met"), at(result, "runner.credits")) == (["Direct Access"], 0)
