"""Standard resources, each test stating what its printed text makes happen: Beatriz Friere Gonzalez,
Eru Ayase-Pessoa, Fransofia Ward, Lago Paranoá Shelter, “Pretty” Mary da Silva and “Knickknack” O’Brian."""

from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Beanstalk Royalties"]


def test_beatriz_runs_hq_and_breaches_r_and_d_with_one_more_access_instead(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Beatriz Friere Gonzalez"}],
                      corp={"hq": ["Hostile Takeover"], "rd": RD}, runner={"rig": ["Beatriz Friere Gonzalez"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "no"})
    assert (at(result, "runs.0.server"), at(result, "runs.0.accessed")) == ("HQ", RD[:2])
    assert at(result, "runner.clicks") == 4 - 2


def test_eru_takes_a_tag_runs_archives_and_breaches_r_and_d_once_per_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}], corp={"rd": RD, "archives": ["Enigma"]},
                      runner={"rig": ["Eru Ayase-Pessoa"]}, decisions={"jack out": "no"})
    assert (at(result, "runner.tags"), at(result, "runs.0.accessed")) == (1, RD[:1])
    threat = scenario(tmp_path, actions=[{"runner": "use Eru Ayase-Pessoa"}], name="threat",
                      corp={"rd": RD, "score_area": ["Hostile Takeover"] * 3}, runner={"rig": ["Eru Ayase-Pessoa"]},
                      decisions={"jack out": "no"})
    assert at(threat, "runs.0.accessed") == RD[:2]


def test_fransofia_ward_raises_ice_rez_costs_and_bypasses_when_the_corp_is_rich(tmp_path):
    rez = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], runner={"rig": ["Fransofia Ward"]},
                   decisions={"rez Ice Wall": "yes", "break Ice Wall": "no"}, name="rez")
    assert at(rez, "corp.credits") == 5 - 1 - 1
    rich = run_past(tmp_path, "Ice Wall", corp={"credits": 15}, runner={"rig": ["Fransofia Ward"]},
                    decisions={"use Fransofia Ward": "yes"}, name="rich")
    assert (at(rich, "runs.0.outcome"), at(rich, "runner.heap")) == ("successful", ["Fransofia Ward"])
    poor = run_past(tmp_path, "Ice Wall", corp={"credits": 14}, runner={"rig": ["Fransofia Ward"]},
                    decisions={"use Fransofia Ward": "yes", "break Ice Wall": "no"}, name="poor")
    assert at(poor, "runs.0.outcome") == "unsuccessful"


def test_lago_paranoa_trashes_the_top_of_the_stack_to_draw_when_the_corp_installs_in_a_root(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"},
                                                      {"corp": "install PAD Campaign in new remote"}],
                      corp={"hq": ["PAD Campaign", "PAD Campaign"], "rd": RD},
                      runner={"rig": ["Lago Paranoá Shelter"], "stack": GRIP}, decisions={"use Lago Paranoá Shelter": "yes", "rez": "no"})
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Sure Gamble"], ["Easy Mark"])


def test_pretty_mary_adds_an_access_only_when_at_least_2_are_allowed(tmp_path):
    def rd(name, grip):
        return scenario(tmp_path, actions=[{"runner": f"play {grip[0]}" if grip else "run R&D"}], name=name,
                        corp={"rd": RD}, runner={"grip": grip, "rig": ["“Pretty” Mary da Silva"]},
                        decisions={"jack out": "no", "use “Pretty” Mary da Silva": "yes", "trash PAD Campaign": "no"})
    assert len(at(rd("one", []), "runs.0.accessed")) == 1
    assert len(at(rd("makers", ["The Maker’s Eye"]), "runs.0.accessed")) == 3 + 1


def test_knickknack_trashes_another_card_for_its_install_cost_and_a_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"rig": ["“Knickknack” O’Brian", "Corroder"], "stack": GRIP},
                      decisions={"jack out": "no", "“Knickknack” O’Brian target": "Corroder"})
    assert (at(result, "runner.heap"), at(result, "runner.credits"), at(result, "runner.grip")) == \
        (["Corroder"], 5 + 2, ["Sure Gamble"])


def test_baklan_counts_first_encounters_and_spends_x_counters_to_derez_ice_of_strength_x(tmp_path):
    result = run_past(tmp_path, ["Enigma", "Ice Wall"], runner={"rig": [{"card": "“Baklan” Bochkin", "counters": {"power": 1}}]},
                      decisions={"abilities at encounter Enigma": "“Baklan” Bochkin", "“Baklan” Bochkin choice": 2,
                                 "break Ice Wall": "no"})
    assert (at(result, "cards[Enigma].rezzed"), at(result, "runner.tags"), at(result, "runner.heap")) == \
        (False, 1, ["“Baklan” Bochkin"])
    short = run_past(tmp_path, ["Enigma"], runner={"rig": ["“Baklan” Bochkin"]}, name="short",
                     decisions={"abilities at encounter Enigma": "“Baklan” Bochkin", "“Baklan” Bochkin choice": 1,
                                "break Enigma": "no"})
    assert (at(short, "cards[Enigma].rezzed"), at(short, "runner.tags")) == (True, 1)  # strength 2 > X = 1
