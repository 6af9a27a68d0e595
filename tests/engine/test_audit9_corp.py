"""Corp cards of the ninth card audit (seed 20261209; the draw is described in test_audit9_runner.py), each test
asserting what the printed text and CR 25.08 make happen, never what the engine printed: clauses no earlier test
asserted."""


from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
NUVEM = "Nuvem SA: Law of the Land"
SYNAPSE = "Synapse Global: Faster than Thought"
ESA = "Esâ Afontov: Eco-Insurrectionist"


def _score(tmp_path, agenda, counters, *, servers=None, name="score", answers=None, **corp):
    servers = {"Server 1": {"root": [{"card": agenda, "advancement": counters}]}, **(servers or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": list(RD), "servers": servers, **corp}, runner={"grip": list(GRIP)},
                    decisions={"score": "yes", "rez": "no", **(answers or {})})


# --- Nuvem SA -------------------------------------------------------------------------------------------------------
def test_nuvem_gains_nothing_for_a_trash_from_rd_during_the_runners_turn(tmp_path):
    """Esâ's sabotage in the Runner's turn: the Corp trashes the top 2 cards of R&D, but "during each of your turns"
    is the Corp's own turn only."""
    result = scenario(tmp_path, actions=[{"runner": "play Running Hot"}],
                      corp={"identity": NUVEM, "hq": ["Hedge Fund"], "rd": list(RD)},
                      runner={"identity": ESA, "credits": 1, "grip": ["Running Hot", "Sure Gamble"],
                              "stack": ["Diesel"]},
                      decisions={"use Esâ Afontov": "yes", f"{ESA} choice": []})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (RD[:2], 5)


# --- Focus Group (and Moon Pool, which shares the clause) ---------------------------------------------------------
def test_focus_group_may_place_its_counters_on_an_installed_runner_card(tmp_path):
    """"Place X advancement counters on 1 installed card": placing is not advancing and nothing restricts the card
    (cr/rule_placing_advancement_counter), so the Runner's Corroder is a card the Corp may choose, as for Sericulture
    Expansion and Seamless Launch. It was left out: with no Corp card installed the Corp paid nothing."""
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "play Focus Group"}]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Focus Group"], "rd": list(RD)},
                      runner={"grip": ["Sure Gamble", "Easy Mark"], "rig": ["Corroder"]},
                      decisions={"jack out": "no", "Focus Group choice": "event", "Focus Group X": 2,
                                 "Focus Group target": "Corroder"})
    assert (at(result, "cards[Corroder].counters"), at(result, "corp.credits")) == ({"advancement": 2}, 5 - 3 - 2)


def test_moon_pool_may_place_its_counter_on_an_installed_runner_card(tmp_path):
    """"you may place 1 advancement counter on an installed card": the Runner's Corroder too (as Akhet, Cohort
    Guidance Program and Tennin Institute, whose text is the same)."""
    game = board(tmp_path, turn="corp", decisions={"Moon Pool target": ["Hedge Fund"], "Moon Pool choice": ["Hostile Takeover"],
                                                   "Moon Pool target #2": "Corroder"},
                 corp={"hq": ["Hedge Fund"], "archives": ["Hostile Takeover"],
                       "servers": {"Server 1": {"root": ["Moon Pool"]}}},
                 runner={"rig": ["Corroder"]})
    assert use(game, "Moon Pool")
    assert game.runner.play[0].counters == {"advancement": 1}


# --- Synapse Global -------------------------------------------------------------------------------------------------
def test_synapse_global_installs_when_the_runner_removes_a_tag_and_only_the_first_time_that_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "remove tag"}, {"runner": "remove tag"}],
                      corp={"identity": SYNAPSE, "hq": ["Enigma", "Ice Wall"], "rd": list(RD)},
                      runner={"tags": 2, "credits": 4},
                      decisions={"use Synapse Global": "yes", f"{SYNAPSE} install": "Enigma",
                                 f"{SYNAPSE} install where": "HQ"})
    assert (at(result, "runner.tags"), at(result, "corp.servers.HQ.ice"), at(result, "corp.hq")) == \
        (0, ["Enigma"], ["Ice Wall"])
    assert at(result, "corp.credits") == 5  # ignoring all costs


# --- Mavirus -------------------------------------------------------------------------------------------------------
def test_mavirus_accessed_in_archives_may_purge_but_does_no_damage(tmp_path):
    """"When the Runner accesses this upgrade" works wherever it is accessed; in Archives it is not rezzed, so no net
    damage (Datasucker's 2 counters and the 1 its successful run on Archives placed are purged)."""
    result = run_past(tmp_path, [], server="Archives", corp={"archives": [{"card": "Mavirus", "faceup": True}]},
                      runner={"rig": [{"card": "Datasucker", "counters": {"virus": 2}}], "grip": list(GRIP)},
                      decisions={"Mavirus choice": "purge virus counters"})
    assert (at(result, "runner.hosted"), at(result, "damage.net")) == ({}, 0)


# --- Hansei Review --------------------------------------------------------------------------------------------------
def test_hansei_review_with_hq_empty_gains_10_and_trashes_nothing(tmp_path):
    """The turn's draw takes Hedge Fund, played first: HQ holds nothing once Hansei Review is played."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}, {"corp": "play Hansei Review"}],
                      corp={"hq": ["Hansei Review"], "rd": ["Hedge Fund", "Ice Wall"], "credits": 5})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 - 5 + 9 - 5 + 10,
                                                                         ["Hedge Fund", "Hansei Review"])


# --- Lamplighter ----------------------------------------------------------------------------------------------------
def test_lamplighter_is_trashed_when_the_corp_scores_an_agenda_from_its_servers_root(tmp_path):
    result = _score(tmp_path, "Hostile Takeover", 2, servers={
        "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}], "ice": ["Lamplighter"]},
        "Server 2": {"ice": ["Lamplighter"]}}, answers={"order Corp abilities": ["Hostile Takeover", "Lamplighter"]})
    assert (at(result, "corp.score_area"), at(result, "corp.archives")) == (["Hostile Takeover"], ["Lamplighter"])
    assert at(result, "corp.servers.Server 2.ice") == ["Lamplighter"]


def test_lamplighter_protecting_hq_is_trashed_when_an_agenda_is_stolen_from_hq_not_from_rd(tmp_path):
    from_hq = run_past(tmp_path, "Lamplighter", server="HQ", corp={"hq": ["Hostile Takeover"]}, name="hq",
                       runner={"rig": ["Garrote"]}, decisions={"break Lamplighter": "Garrote", "steal": "yes"})
    assert (at(from_hq, "runner.score_area"), at(from_hq, "corp.archives")) == (["Hostile Takeover"], ["Lamplighter"])
    from_rd = run_past(tmp_path, [], server="R&D", corp={"rd": ["Hostile Takeover"], "servers": {
        "HQ": {"ice": ["Lamplighter"]}}}, decisions={"steal": "yes"}, name="rd")
    assert (at(from_rd, "runner.score_area"), at(from_rd, "corp.archives")) == (["Hostile Takeover"], [])


# --- Logjam ---------------------------------------------------------------------------------------------------------
def test_logjam_gets_1_strength_per_advancement_and_its_first_subroutine_gains_2_and_ends_the_run(tmp_path):
    result = run_past(tmp_path, [{"card": "Logjam", "advancement": 3}], decisions={"break Logjam": "no"})
    assert (at(result, "cards.Logjam.strength"), at(result, "corp.credits"), at(result, "runs.0.outcome")) == \
        (3, 5 + 2, "unsuccessful")


# --- Thule Subsea ---------------------------------------------------------------------------------------------------
def test_thule_subsea_does_core_damage_when_the_runner_steals_with_no_click_left(tmp_path):
    """The steal on the Runner's last [click]: they cannot spend [click] and 2[c], so the damage is done."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={
        "identity": "Thule Subsea: Safety Below", "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
        runner={"clicks": 1, "grip": list(GRIP)},
        decisions={"jack out": "no", "steal": "yes", "Thule Subsea: Safety Below choice": "spend [click] and 2[c]"})
    assert (at(result, "runner.score_area"), at(result, "damage.core"), at(result, "runner.credits")) == \
        (["Hostile Takeover"], 1, 5)


# --- SDS Drone Deployment -------------------------------------------------------------------------------------------
def test_sds_drone_deployment_cannot_be_stolen_without_a_program_to_trash(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["SDS Drone Deployment"]}}},
                      decisions={"steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "corp.servers.Server 1.root")) == \
        ([], ["SDS Drone Deployment"])


def test_sds_drone_deployment_cannot_be_stolen_by_trashing_a_program_madani_hosts(tmp_path):
    """A program hosted on Madani is not installed (cr/sec_host): it cannot pay "trash 1 installed program"."""
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["SDS Drone Deployment"]}}},
                      runner={"rig": [{"card": "Madani", "hosted": ["Corroder"]}]},
                      decisions={"steal": "yes", "SDS Drone Deployment cost": "Corroder"})
    assert (at(result, "runner.score_area"), at(result, "runner.heap")) == ([], [])


def test_sds_drone_deployment_scored_with_no_program_installed_trashes_nothing(tmp_path):
    result = _score(tmp_path, "SDS Drone Deployment", 5)
    assert (at(result, "corp.score_area"), at(result, "runner.heap")) == (["SDS Drone Deployment"], [])


# --- Ballista -------------------------------------------------------------------------------------------------------
def test_ballista_ends_the_run_when_no_program_is_installed(tmp_path):
    result = run_past(tmp_path, "Ballista", decisions={"break Ballista": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert not any(d["decision"] == "Ballista choice" for d in at(result, "decisions"))


def test_ballista_cannot_trash_a_program_madani_hosts_and_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Ballista", runner={"rig": [{"card": "Madani", "hosted": ["Corroder"]}]},
                      decisions={"break Ballista": "no", "Ballista choice": "trash 1 installed program",
                                 "Ballista target": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap")) == ("unsuccessful", [])
    assert not any(d["decision"] == "Ballista choice" for d in at(result, "decisions"))


# --- Mahkota Langit Grid --------------------------------------------------------------------------------------------
def test_mahkota_langit_grids_credits_rez_ice_protecting_its_own_server_only(tmp_path):
    def run(server):
        mahkota = {"card": "Mahkota Langit Grid", "counters": {"credits": 2}}
        return run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], name=server.replace(" ", ""),
                        corp={"credits": 0, "servers": {server: {"root": [mahkota]}}},
                        decisions={"rez Ice Wall": "yes", "access order": ["Mahkota Langit Grid"]})
    elsewhere, here = run("Server 2"), run("Server 1")
    assert (at(elsewhere, "cards[Ice Wall].rezzed"), at(elsewhere, "runs.0.outcome")) == (False, "successful")
    assert (at(here, "cards[Ice Wall].rezzed"), at(here, "cards[Mahkota Langit Grid].counters")) == \
        (True, {"credits": 1})


# --- Azef Protocol --------------------------------------------------------------------------------------------------
def test_azef_protocol_cannot_trash_the_sansan_city_grid_that_lets_it_be_scored(tmp_path):
    """cr/rule_cost_restrictions' example: with SanSan City Grid its advancement requirement is 2; trashing SanSan
    to pay the cost would return it to 3, so that cost cannot be paid that way."""
    sansan = {"Server 1": {"root": [{"card": "Azef Protocol", "advancement": 2}, "SanSan City Grid"]}}
    alone = _score(tmp_path, "Azef Protocol", 2, servers=sansan, name="alone")
    assert (at(alone, "corp.score_area"), at(alone, "corp.archives")) == ([], [])
    with_pad = _score(tmp_path, "Azef Protocol", 2, name="pad", answers={"Azef Protocol target": "PAD Campaign"},
                      servers={**sansan, "Server 2": {"root": ["PAD Campaign"]}})
    assert (at(with_pad, "corp.score_area"), at(with_pad, "corp.archives")) == (["Azef Protocol"], ["PAD Campaign"])


# --- Superconducting Hub --------------------------------------------------------------------------------------------
def test_superconducting_hub_installed_unscored_gives_no_hand_size(tmp_path):
    game = board(tmp_path, turn="corp", corp={"servers": {"Server 1": {"root": ["Superconducting Hub"]}}})
    assert game.hand_size("corp") == 5


# --- Sprint ---------------------------------------------------------------------------------------------------------
def test_sprint_drawing_from_an_empty_rd_ends_the_game_before_anything_is_shuffled_back(tmp_path):
    """The turn's draw leaves 1 card in R&D; Sprint's draw of 3 cannot be made and the Runner wins
    (cr/rule_win_conditions): the game is over, so its "shuffle 2 cards from HQ into R&D" no longer resolves (it
    shuffled Hedge Fund back after the win)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Sprint"}],
                      corp={"hq": ["Sprint"], "rd": ["Hedge Fund", "Ice Wall"]},
                      decisions={"Sprint choice": ["Hedge Fund"]})
    assert (at(result, "winner"), at(result, "corp.hq")) == ("runner", ["Hedge Fund"])
    assert not traced(result, "shuffles")
