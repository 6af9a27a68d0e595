"""More Standard identities and agendas, each test stating what its printed text makes happen: A Teia (the second
card cannot be scored this turn), Transport Monopoly, Proprionegation, Nyusha "Sable" Sintashta, Tāo Salonga,
Topan, Thunderbolt Armaments, Mercury, Ryō “Phoenix” Ōno, PT Untaian, Poétrï Luxury Brands and LEO Construction."""

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def test_a_teia_cannot_score_the_second_card_it_installs_this_turn(tmp_path):
    actions = [{"corp": "install PAD Campaign in new remote"}, {"corp": "advance Hostile Takeover"},
               {"corp": "advance Hostile Takeover"}]
    result = scenario(tmp_path, turn="corp", actions=actions, name="teia", corp={
        "identity": "A Teia: IP Recovery", "hq": ["PAD Campaign", "Hostile Takeover"], "rd": list(RD)},
        decisions={"use A Teia": "yes", "A Teia target": "Hostile Takeover", "A Teia choice": "new remote",
                   "score": "yes", "rez": "no"})
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 2
    assert at(result, "corp.score_area") == []


def test_a_teia_installing_an_asset_in_a_root_with_an_asset_trashes_the_old_one(tmp_path):
    # a remote's root holds one asset or agenda: installing another trashes it (cr/rule_steps_installing_trash_like_cards)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Nico Campaign in new remote"}], name="over",
                      corp={"identity": "A Teia: IP Recovery", "hq": ["Nico Campaign", "Anthill Excavation Contract"],
                            "rd": list(RD), "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"use A Teia": "yes", "A Teia target": "Anthill Excavation Contract",
                                 "A Teia choice": "Server 1", "rez": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["Anthill Excavation Contract"]
    assert at(result, "corp.archives") == ["PAD Campaign"]


def _deciding(result: dict) -> str:
    from rulesdb.answers.verdicts import verdict
    return result["trace"][verdict(result)["deciding"]]["text"]


def test_a_teia_never_installs_an_operation(tmp_path):
    """"Install 1 card from HQ": an operation is never installed (cr/rule_operation_play), so with only Hedge
    Fund left in HQ (and the one drawn as the turn began) A Teia installs nothing."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}], name="op",
                      corp={"identity": "A Teia: IP Recovery", "hq": ["PAD Campaign", "Hedge Fund"],
                            "rd": ["Hedge Fund"]},
                      decisions={"use A Teia": "yes", "rez": "no"})
    assert (at(result, "corp.hq"), sorted(at(result, "corp.servers"))) == (["Hedge Fund"] * 2, ["Archives", "HQ", "R&D", "Server 1"])
    assert _deciding(result) == "A Teia: IP Recovery's ability: there is no card in HQ the Corp can install."


def test_a_teia_installs_its_only_card_in_its_only_server_and_that_install_decides(tmp_path):
    """After PAD Campaign creates Server 1, "another remote server" can only be a new one (Server 2: 2 remotes, within
    the limit), and Palisade is the only card in HQ: both are the targets the instruction requires, taken without
    asking; the verdict's deciding step is the install, naming the server."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}], name="only",
                      corp={"identity": "A Teia: IP Recovery", "hq": ["PAD Campaign", "Palisade"], "rd": list(RD)},
                      decisions={"use A Teia": "yes", "rez": "no"})
    assert (at(result, "corp.servers.Server 2.ice"), at(result, "corp.credits")) == (["Palisade"], 5)
    assert _deciding(result) == ("A Teia: IP Recovery's ability: the Corp installs Palisade protecting Server 2, "
                                 "ignoring all costs.")


def test_a_teias_agenda_install_decides_naming_that_it_cannot_be_scored(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}], name="agenda",
                      corp={"identity": "A Teia: IP Recovery", "hq": ["PAD Campaign", "Hostile Takeover"],
                            "rd": list(RD), "servers": {"Server 2": {"root": ["Nico Campaign"]}}},
                      decisions={"use A Teia": "yes", "A Teia choice": "Server 2", "rez": "no"})
    assert at(result, "corp.servers.Server 2.root") == ["Hostile Takeover"]
    assert _deciding(result) == ("A Teia: IP Recovery's ability: the Corp installs Hostile Takeover in the root of "
                                 "Server 2, ignoring all costs; the Corp cannot score it this turn.")


def test_transport_monopoly_spends_a_counter_so_the_run_cannot_be_declared_successful(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={
        "servers": {"Server 1": {"root": ["PAD Campaign"]}},
        "score_area": [{"card": "Transport Monopoly", "counters": {"agenda": 2}}]},
        decisions={"abilities at approach Ice Wall": "Transport Monopoly", "rez": "no", "trash PAD Campaign": "no"})
    assert at(result, "runs.0.outcome") != "successful"
    assert traced(result, "cannot be declared successful")
    assert at(result, "cards.Transport Monopoly.counters") == {"agenda": 1}


def test_proprionegation_moves_the_runner_to_the_outermost_position_of_archives(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={
        "servers": {"Server 1": {"root": ["PAD Campaign"]}}, "archives": ["Hedge Fund"],
        "score_area": [{"card": "Proprionegation", "counters": {"agenda": 1}}]},
        decisions={"abilities at approach Ice Wall": "Proprionegation", "rez": "no"})
    assert (at(result, "runs.0.server"), at(result, "runs.0.accessed")) == ("Archives", ["Hedge Fund"])


def test_nyusha_gains_a_click_for_the_first_successful_run_on_her_mark(tmp_path):
    actions = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"}]
    result = scenario(tmp_path, actions=actions, name="nyusha", corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"identity": 'Nyusha "Sable" Sintashta: Symphonic Prodigy'}, decisions={"jack out": "no"})
    assert at(result, "runner.clicks") == 4 - 3 + 1  # one of the three central servers is the mark


def test_tao_salonga_may_swap_2_installed_ice_when_an_agenda_is_scored(tmp_path):
    servers = {"HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Enigma"]},
               "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="tao",
                      corp={"servers": servers, "rd": list(RD)},
                      runner={"identity": "Tāo Salonga: Telepresence Magician"},
                      decisions={"score": "yes", "use Tāo Salonga": "yes", "order Runner abilities": "Tāo Salonga",
                                 "Tāo Salonga: Telepresence Magician choice": ["Ice Wall", "Enigma"]})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Enigma"], ["Ice Wall"])


def test_topan_installs_for_2_less_once_per_turn_and_suffers_1_meat(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Topan: Ormas Leader"}], name="topan",
                      runner={"identity": "Topan: Ormas Leader", "grip": ["Corroder", "Sure Gamble", "Diesel"]},
                      decisions={"Topan: Ormas Leader target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "damage.meat")) == (["Corroder"], 5, 1)
    assert at(result, "runner.clicks") == 4 - 1


def test_thunderbolt_gives_an_ap_ice_rezzed_during_a_run_1_strength_and_a_subroutine(tmp_path):
    result = run_past(tmp_path, [{"card": "Cobra", "rezzed": False}], server="HQ",
                      corp={"identity": "Thunderbolt Armaments: Peace Through Power", "hq": ["Hedge Fund"]},
                      runner={"grip": list(GRIP), "rig": ["Daily Casts"]},
                      decisions={"rez Cobra": "yes", "break Cobra": "no", "Cobra choice": "end the run"})
    assert traced(result, "Cobra gains 1 \"[sub] End the run unless the Runner trashes 1 of their installed cards.\"")
    assert (at(result, "runs.0.encounters.0.strength"), at(result, "runs.0.outcome")) == (1 + 1, "unsuccessful")


def test_mercury_accesses_1_more_card_from_hq_when_no_subroutine_was_broken(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund", "Enigma", "Ice Wall"]},
                      runner={"identity": "Mercury: Chrome Libertador"}, decisions={"use Mercury": "yes"})
    assert len(at(result, "runs.0.accessed")) == 2


def test_ryo_gains_1_and_the_corp_trashes_from_hq_when_a_run_succeeds_after_a_subroutine(tmp_path):
    result = run_past(tmp_path, ["Cobra"], server="HQ", corp={"hq": ["Hedge Fund", "Enigma"]},
                      runner={"identity": "Ryō “Phoenix” Ōno: Out of the Ashes", "grip": list(GRIP)},
                      decisions={"break Cobra": "no", "Ryō “Phoenix” Ōno: Out of the Ashes target": "Enigma"})
    assert (at(result, "runner.credits"), "Enigma" in at(result, "corp.archives")) == (5 + 1, True)


def test_pt_untaian_pays_1_to_advance_an_unrezzed_card_with_3_or_fewer_cards_in_hq(tmp_path):
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    result = scenario(tmp_path, turn="corp", actions=actions, name="untaian", corp={
        "identity": "PT Untaian: Life's Building Blocks", "rd": list(RD),
        "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
        decisions={"use PT Untaian": "yes", "PT Untaian: Life's Building Blocks target": "Hostile Takeover"})
    assert (at(result, "cards.Hostile Takeover.counters.advancement"), at(result, "corp.credits")) == (1, 5 + 3 - 1)


def test_poetri_installs_a_non_agenda_from_the_top_3_of_rd_when_scoring(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="poetri", corp={
        "identity": "Poétrï Luxury Brands: All the Rage", "rd": list(RD),
        "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
        decisions={"score": "yes", "order Corp abilities": ["Hostile Takeover", "Poétrï Luxury Brands: All the Rage"],
                   "Poétrï Luxury Brands: All the Rage install": "Ice Wall",
                   "Poétrï Luxury Brands: All the Rage install where": "HQ"})
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall"]


def test_leo_construction_trashes_a_rezzed_bioroid_of_the_attacked_server_to_end_the_run(tmp_path):
    result = run_past(tmp_path, ["Eli 1.0"], corp={"identity": "LEO Construction: Labor Solutions",
                                                    "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"abilities at approach Eli 1.0": "LEO Construction: Labor Solutions",
                                 "LEO Construction: Labor Solutions cost": "Eli 1.0"})
    assert (at(result, "runs.0.outcome"), at(result, "corp.archives")) == ("unsuccessful", ["Eli 1.0"])
