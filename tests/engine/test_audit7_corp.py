"""Corp cards of the seventh card audit (seed 20261207), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed; the Runner cards are in test_audit7_runner.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261207).sample(titles, 30)`; a title that a commit of `git log --oneline -400 | grep -i audit` names
(whole words; its short name too: "Eru", "AirbladeX", "WAKE Implant", "Nebula Talent Management") was skipped and
replaced by `choice(titles)` of the same Random, in order (Euler, Eru Ayase-Pessoa, AirbladeX (JSRF Ed.), WAKE Implant
v2A-JRJ, Simulchip, Nebula Talent Management, then Clean Getaway and Kessleroid among the replacements). The 30: Flower
Sermon, Complete Image, Physarum Entangler, Orbital Superiority, Nova Initiumia, Cat's Cradle, Architect Deployment
Test, Carnivore, Pantograph, F2P, LEO Construction, IP Enforcement, Smartware Distributor, The Catalyst, Divested Trust,
Jailbreak, Increased Drop Rates, Living Mural, SDS Drone Deployment, VRcation, Measured Response, Diviner, Muse,
Maintenance Access, Big Deal, Corporate Hospitality, Ganked!, Colossus, Arruaceiras Crew, Regulatory Capture. Ten more
chosen for intricate text, of the types the draw had few of: Mr. Hendrik, Unsmiling Tsarevna, Stavka, Devil Charm,
Mitra Aman, Arissana Rocha Nahu, Hippocampic Mechanocytes, Starlit Knight, Mercia B4LL4RD, PT Untaian.

Defect found and fixed here: Big Deal placed its 4 advancement counters only on a Corp card, though it says "1 installed
card" (placing counters is not advancing, cr/rule_placing_advancement_counter). The other tests pin clauses no earlier
test asserted."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError
from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
ADT = "Architect Deployment Test"
LEO = "LEO Construction: Labor Solutions"


# --- Flower Sermon ------------------------------------------------------------------------------------------------------
def test_flower_sermon_is_used_in_the_runners_run_with_no_click(tmp_path):
    """"Once per turn → Hosted agenda counter:" is a paid ability, not a [click] one: the Corp uses it as the Runner
    approaches a piece of ice, draws the top 2 cards and puts PAD Campaign back on top of R&D."""
    result = run_past(tmp_path, ["Ice Wall"], corp={"rd": list(RD), "hq": ["PAD Campaign"], "score_area": [
        {"card": "Flower Sermon", "counters": {"agenda": 2}}]}, runner={"rig": ["Corroder"]},
        decisions={"abilities at approach Ice Wall": "Flower Sermon", "Flower Sermon target": "PAD Campaign",
                   "break Ice Wall": "Corroder"})
    assert at(result, "cards.Flower Sermon.counters") == {"agenda": 1}
    assert (at(result, "corp.hq"), at(result, "corp.rd")[0]) == (["Hedge Fund", "Ice Wall"], "PAD Campaign")


# --- Architect Deployment Test ------------------------------------------------------------------------------------------
def _score_adt(tmp_path, rd, install, where, name, **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"credits": 0, "rd": rd, **corp, "servers": {
                        **corp.pop("servers", {}), "Server 1": {"root": [{"card": ADT, "advancement": 4}]}}},
                    decisions={"score": "yes", f"{ADT} install": install, f"{ADT} install where": where})


def test_architect_deployment_test_ignores_the_install_cost_and_an_additional_rez_cost(tmp_path):
    """Archer as the second piece of ice on HQ (install cost 1[c]) with 0[c], and Archer's "forfeit 1 agenda" to rez
    it: "ignoring all costs" pays neither (cr/rule_ignore_all_costs)."""
    result = _score_adt(tmp_path, ["Hedge Fund", "Archer", "Ice Wall"], "Archer", "HQ", "archer",
                        score_area=["Hostile Takeover"], servers={"HQ": {"ice": ["Ice Wall"]}})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "cards.Archer.rezzed")) == (["Archer", "Ice Wall"], True)
    assert sorted(at(result, "corp.score_area")) == [ADT, "Hostile Takeover"]
    assert at(result, "corp.credits") == 0 + 1  # the action's 1[c] only


def test_architect_deployment_test_installs_an_agenda_it_cannot_rez(tmp_path):
    """Scored, the agenda left Server 1 empty, so it ceased to exist; the new remote is the only remote."""
    result = _score_adt(tmp_path, ["Hedge Fund", "Hostile Takeover", "Ice Wall"], "Hostile Takeover", "new remote",
                        "agenda")
    remotes = {n: s["root"] for n, s in at(result, "corp.servers").items() if n.startswith("Server")}
    assert (list(remotes.values()), at(result, "cards.Hostile Takeover.rezzed")) == ([["Hostile Takeover"]], False)


# --- Divested Trust -----------------------------------------------------------------------------------------------------
def test_divested_trust_declined_leaves_the_agenda_stolen(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}},
                                          "score_area": ["Divested Trust"]},
                      decisions={"steal": "yes", "use Divested Trust": "no"})
    assert (at(result, "runner.score_area"), at(result, "corp.score_area")) == (["Hostile Takeover"], ["Divested Trust"])
    assert at(result, "corp.credits") == 5


# --- LEO Construction ---------------------------------------------------------------------------------------------------
def test_leo_construction_cannot_end_a_second_run_the_same_turn(tmp_path):
    """"Once per turn": the first run ends trashing the outer Eli 1.0; in the second, LEO is not among the abilities
    the Corp could use as the Runner approaches the other Eli 1.0."""
    corp = {"identity": LEO, "servers": {"Server 1": {"root": ["PAD Campaign"], "ice": ["Eli 1.0", "Eli 1.0"]}}}
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}], corp=corp,
                 runner={"rig": ["Corroder"]},
                 decisions={"jack out": "no", "abilities at approach Eli 1.0": [LEO],
                            f"{LEO} cost": "Eli 1.0 protecting Server 1 (outermost)"})
    assert asked.value.name == "abilities at approach Eli 1.0 #2"
    assert not any(LEO in option for option in asked.value.options)


# --- IP Enforcement -----------------------------------------------------------------------------------------------------
def test_ip_enforcement_places_no_counter_once_the_runner_is_untagged(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play IP Enforcement"}],
                      corp={"hq": ["IP Enforcement"], "rd": ["Hedge Fund"]},
                      runner={"tags": 1, "score_area": ["Hostile Takeover"]},
                      decisions={"X for IP Enforcement": 1, "IP Enforcement target": "Hostile Takeover",
                                 "IP Enforcement install where": "new remote", "rez": "no"})
    assert (at(result, "corp.servers.Server 1.root"), at(result, "runner.tags")) == (["Hostile Takeover"], 0)
    assert at(result, "cards.Hostile Takeover.counters") == {}


# --- Complete Image, Measured Response, Big Deal ------------------------------------------------------------------------
def test_complete_image_needs_a_successful_run_last_turn_as_well_as_3_points(tmp_path):
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "play Complete Image"}]
    with pytest.raises(ScenarioError, match="successful run"):
        scenario(tmp_path, actions=actions, corp={"hq": ["Complete Image"], "rd": list(RD),
                                                  "servers": {"Archives": {"ice": ["Ice Wall"]}}},
                 runner={"score_area": ["Hostile Takeover"] * 3, "grip": list(GRIP)},
                 decisions={"jack out": "no", "break Ice Wall": "no", "rez": "no"})


def test_measured_response_paid_off_with_8_credits_does_no_damage(tmp_path):
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "play Measured Response"}]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Measured Response"], "rd": list(RD),
                                                        "score_area": ["Hostile Takeover"] * 4},
                      runner={"grip": list(GRIP), "credits": 5},
                      decisions={"jack out": "no", "rez": "no", "Measured Response choice": "pay 8[c]"})
    assert (at(result, "runner.credits"), at(result, "damage.meat")) == (5 + 3 - 8, 0)


def test_big_deal_declining_the_score_leaves_4_counters_on_the_agenda(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Big Deal"}],
                      corp={"hq": ["Big Deal"], "rd": list(RD), "credits": 17,
                            "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      decisions={"Big Deal target": "Hostile Takeover", "score Hostile Takeover": "no", "rez": "no"})
    assert (at(result, "cards.Hostile Takeover.counters.advancement"), at(result, "corp.score_area")) == (4, [])
    assert at(result, "corp.removed") == ["Big Deal"]


def test_big_deal_places_its_counters_on_a_runner_card_when_that_is_the_only_installed_card(tmp_path):
    """"Place 4 advancement counters on 1 installed card": placing counters is not advancing
    (cr/rule_placing_advancement_counter), so any installed card, a Runner's too; it cannot be scored."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Big Deal"}],
                      corp={"hq": ["Big Deal"], "rd": list(RD), "credits": 17}, runner={"rig": ["Corroder"]},
                      decisions={"Big Deal target": "Corroder", "rez": "no"})
    assert (at(result, "cards.Corroder.counters"), at(result, "corp.removed")) == ({"advancement": 4}, ["Big Deal"])


# --- ice: Colossus, Starlit Knight, Stavka ------------------------------------------------------------------------------
def test_colossus_with_2_advancement_counters_gives_1_tag_and_trashes_only_a_program(tmp_path):
    result = run_past(tmp_path, [{"card": "Colossus", "advancement": 2}], runner={"rig": ["Corroder", "Ghost Runner"]},
                      decisions={"Colossus target": "Corroder", "Colossus target #2": "Ghost Runner"})
    assert (at(result, "runner.tags"), at(result, "runner.heap")) == (1, ["Corroder"])
    assert at(result, "runs.0.encounters.0.strength") == 4 + 2


def test_starlit_knight_below_threat_4_gains_no_subroutine(tmp_path):
    result = run_past(tmp_path, "Starlit Knight", runner={"tags": 2}, decisions={"break Starlit Knight": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.tags")) == ("successful", 2 + 2)


def test_stavka_without_a_card_trashed_keeps_its_printed_strength(tmp_path):
    """Mimic (strength 3) breaks Stavka at its printed 2 when the Corp trashes nothing as it rezzes it."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"rig": ["Mimic"], "credits": 9},
                      corp={"servers": {"Server 1": {"ice": [{"card": "Stavka", "rezzed": False}],
                                                     "root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "rez Stavka": "yes", "Stavka target": "none",
                                 "break Stavka": "Mimic", "trash PAD Campaign": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runs.0.encounters.0.strength")) == ("successful", 2)
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]


# --- upgrades: Mr. Hendrik, Mitra Aman ----------------------------------------------------------------------------------
def test_mr_hendrik_cannot_be_prevented_by_a_runner_with_no_click_left(tmp_path):
    """"If the Runner has any [click] remaining": the run took the Runner's last [click], so the damage is done."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Mr. Hendrik"]}}},
                      runner={"grip": list(GRIP), "clicks": 1},
                      decisions={"jack out": "no", "rez": "no", "use Mr. Hendrik": "yes",
                                 "Mr. Hendrik choice": "lose all [click]", "trash Mr. Hendrik": "no"})
    assert (at(result, "damage.core"), at(result, "corp.credits")) == (1, 5 - 2)


def test_mitra_aman_trashed_gains_3_even_when_the_corp_swaps_nothing(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"rig": ["Corroder"], "credits": 9},
                      corp={"hq": ["Enigma"], "servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Mitra Aman"]}}},
                      decisions={"jack out": "no", "use Mitra Aman": "yes", "Mitra Aman target": "no",
                                 "break Ice Wall": "Corroder"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.hq")) == (["Ice Wall"], ["Enigma"])
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 + 3, ["Mitra Aman"])


# --- Ganked! -----------------------------------------------------------------------------------------------------------
def _ganked(tmp_path, server, name, **corp):
    return scenario(tmp_path, actions=[{"runner": f"run {server}"}], runner={"rig": ["Corroder"]}, corp=corp, name=name,
                    decisions={"jack out": "no", "rez": "no", "break Ice Wall": "Corroder", "break Ice Wall #2": "no",
                               "use Ganked!": "yes", "Ganked! target": "Ice Wall"})


def test_ganked_trashed_makes_the_runner_encounter_the_ice_protecting_its_server_again(tmp_path):
    result = _ganked(tmp_path, "Server 1", "remote", servers={"Server 1": {"ice": ["Ice Wall"], "root": ["Ganked!"]}})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Ice Wall"]
    assert (at(result, "runs.0.ended_by"), at(result, "corp.archives")) == ("Ice Wall's subroutine", ["Ganked!"])


def test_ganked_accessed_in_rd_chooses_ice_protecting_rd(tmp_path):
    """"This server" of a card in R&D is R&D (cr/rule_this_server): the ice protecting R&D, not Server 1's Enigma."""
    result = _ganked(tmp_path, "R&D", "rd", rd=["Ganked!", "Hedge Fund"],
                     servers={"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Enigma"]}})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Ice Wall"]
    assert (at(result, "runs.0.ended_by"), at(result, "corp.archives")) == ("Ice Wall's subroutine", ["Ganked!"])


# --- PT Untaian ---------------------------------------------------------------------------------------------------------
def test_pt_untaian_does_nothing_with_4_cards_in_hq(tmp_path):
    """3 Hedge Funds and the card drawn as the turn began: 4 cards in HQ when the discard phase ends."""
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    result = scenario(tmp_path, turn="corp", actions=actions, corp={
        "identity": "PT Untaian: Life's Building Blocks", "rd": list(RD), "hq": ["Hedge Fund"] * 3,
        "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
        decisions={"use PT Untaian": "yes", "PT Untaian: Life's Building Blocks target": "Hostile Takeover"})
    assert (len(at(result, "corp.hq")), at(result, "cards.Hostile Takeover.counters")) == (4, {})
    assert at(result, "corp.credits") == 5 + 3
