"""More Lunar cycle cards (Information Overload, Virgo, Industrial Genomics: Growing Solutions, Docklands Crackdown, The
Root, Hades Fragment, Utopia Fragment, Rachel Beckman, Zona Sul Shipping), each through the engine."""

from tests.engine.card_play import at, run_past, scenario

RD = ["Hedge Fund"] * 4


def test_information_overload_tags_then_has_a_trash_subroutine_per_tag(tmp_path):
    result = run_past(tmp_path, "Information Overload", corp={"credits": 0}, runner={"credits": 0, "tags": 1,
                                                                                      "rig": ["Corroder", "Kati Jones"]},
                      decisions={"break Information Overload": "no", "Corp trace boost Information Overload": 0,
                                 "Runner link boost Information Overload": 0,
                                 "Information Overload target": "Kati Jones",
                                 "Information Overload target (2)": "Corroder"})
    assert (at(result, "runner.tags"), sorted(at(result, "runner.heap"))) == (2, ["Corroder", "Kati Jones"])


def test_virgo_gives_a_second_tag_at_trace_strength_5(tmp_path):
    result = run_past(tmp_path, "Virgo", corp={"credits": 3}, runner={"credits": 0},
                      decisions={"break Virgo": "no", "Corp trace boost Virgo": 3, "Runner link boost Virgo": 0})
    assert at(result, "runner.tags") == 2


def test_industrial_genomics_raises_trash_costs_per_facedown_card_in_archives(tmp_path):
    corp = {"identity": "Industrial Genomics: Growing Solutions", "credits": 5,
            "archives": [{"card": "Hedge Fund", "faceup": False}, {"card": "Ice Wall", "faceup": False},
                         {"card": "Enigma", "faceup": True}],
            "servers": {"Server 1": {"root": ["PAD Campaign"]}}}
    result = run_past(tmp_path, [], corp=corp, runner={"credits": 6},
                      decisions={"trash PAD Campaign": "yes", "use PAD Campaign": "no"})
    assert (at(result, "runner.credits"), at(result, "corp.archives")[-1]) == (6 - 4 - 2, "PAD Campaign")


def test_docklands_crackdown_taxes_the_runners_first_install_each_turn(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Docklands Crackdown", "counters": {"power": 2}}]}}}
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Kati Jones"}], corp=corp,
                      runner={"credits": 10, "grip": ["Corroder", "Kati Jones"]})
    assert at(result, "runner.credits") == 10 - (2 + 2) - 2


def test_the_root_pays_for_rezzing(tmp_path):
    corp = {"credits": 0, "servers": {"Server 1": {"root": [{"card": "The Root", "counters": {"credits": 3}}]},
                                      "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], server="HQ", corp=corp,
                      decisions={"rez Ice Wall": "yes", "pay rezzing Ice Wall": {"The Root": 1},
                                 "break Ice Wall": "no"})
    assert (at(result, "cards[Ice Wall].rezzed"), at(result, "cards[The Root].counters.credits")) == (True, 2)


def test_hades_fragment_puts_a_card_from_archives_under_rd_from_the_score_area(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "archives": ["Ice Wall"], "score_area": ["Hades Fragment"]},
                      decisions={"use Hades Fragment": "yes", "Hades Fragment target": "Ice Wall"})
    assert (at(result, "corp.rd"), at(result, "corp.archives")) == (["Ice Wall"], [])  # Hedge Fund drawn


def test_utopia_fragment_charges_2_per_advancement_token_to_steal(tmp_path):
    corp = {"score_area": ["Utopia Fragment"],
            "servers": {"Server 1": {"root": [{"card": "Project Atlas", "advancement": 2, "rezzed": False}]}}}
    stolen = run_past(tmp_path, [], corp=corp, runner={"credits": 4}, decisions={"steal": "yes"})
    assert (at(stolen, "runner.score_area"), at(stolen, "runner.credits")) == (["Project Atlas"], 0)
    poor = run_past(tmp_path, [], corp=corp, runner={"credits": 3}, decisions={"steal": "yes"}, name="poor")
    assert at(poor, "runner.score_area") == []


def test_rachel_beckman_gives_a_click_and_goes_when_the_runner_is_tagged(tmp_path):
    clicks = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp={"rd": RD}, runner={"rig": ["Rachel Beckman"]},
                      name="clicks")
    assert at(clicks, "runner.clicks") == 4 + 1 - 1
    tagged = run_past(tmp_path, "Data Raven", runner={"rig": ["Rachel Beckman"]},
                      decisions={"break Data Raven": "no", "Data Raven choice": "take 1 tag",
                                 "Corp trace boost Data Raven": 0, "Runner link boost Data Raven": 0}, name="tagged")
    assert (at(tagged, "runner.tags"), at(tagged, "runner.heap")) == (1, ["Rachel Beckman"])


def test_zona_sul_shipping_banks_a_credit_each_turn_and_goes_when_tagged(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Zona Sul Shipping"}], corp={"rd": RD},
                      runner={"credits": 0, "rig": [{"card": "Zona Sul Shipping", "counters": {"credits": 2}}]})
    assert at(result, "runner.credits") == 3
    tagged = scenario(tmp_path, actions=[{"runner": "install Zona Sul Shipping"}], corp={"rd": RD}, name="tagged",
                      runner={"tags": 1, "grip": ["Zona Sul Shipping"]})
    assert at(tagged, "runner.heap") == ["Zona Sul Shipping"]
