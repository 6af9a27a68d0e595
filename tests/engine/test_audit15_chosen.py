"""Five Corp cards the fifteenth card audit chose for intricate text (outside its random sample, named by no audit
before), each test asserting what the printed text and CR 25.08 make happen, worked out before the engine ran:

- Adrian Seis: a psi game on a successful run with two opposite "cannot access" outcomes, and a move at turn end;
- Ablative Barrier: a threat-3 rez trigger limited to "during a run against this server", installing from two zones
  into "another server", root or ice;
- Angelique Garza Correa: an ability used from HQ at threat 3 and an access ability only "while it is rezzed";
- Pivot: a Double with a restricted search and a threat-3 play or install with its costs still paid;
- Tranquility Home Grid: "the first time each turn you install a card in the root of this server"."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, RD, at, run_past, scenario, traced

THREAT_3 = ["Fetal AI", "Hostile Takeover"]  # 2 + 1 agenda points
ANGELIQUE = "Angelique Garza Correa"
PIVOT_RD = ["Enigma", "Hedge Fund", "Ice Wall"]  # Enigma drawn as the turn begins; Hedge Fund left to find


# --- Adrian Seis -----------------------------------------------------------------------------------------------------
def _adrian_in_hq(tmp_path, corp_bid, runner_bid, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], name=name,
                    corp={"hq": ["Hostile Takeover"], "servers": {"HQ": {"root": ["Adrian Seis"]}}},
                    runner={"grip": list(GRIP)},
                    decisions={"jack out": "no", "Corp psi bid Adrian Seis": corp_bid,
                               "Runner psi bid Adrian Seis": runner_bid, "trash Adrian Seis": "no", "steal": "yes"})


def test_adrian_seis_in_hq_differing_bids_forbid_the_card_from_hq(tmp_path):
    """Bids 1 and 0 differ: "cannot access cards other than this upgrade", so Hostile Takeover in HQ is not accessed
    (nothing stolen); Adrian Seis, in the root, is."""
    result = _adrian_in_hq(tmp_path, 1, 0, "differ")
    assert (at(result, "runs.0.accessed"), at(result, "runner.score_area")) == (["Adrian Seis"], [])
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 - 1, 5)


def test_adrian_seis_in_hq_matching_bids_leave_hq_to_access(tmp_path):
    """Bids 0 and 0 match: Adrian Seis cannot be accessed; Hostile Takeover is, and is stolen."""
    result = _adrian_in_hq(tmp_path, 0, 0, "match")
    assert (at(result, "runs.0.accessed"), at(result, "runner.score_area")) == \
        (["Hostile Takeover"], ["Hostile Takeover"])


def test_adrian_seis_plays_no_psi_game_for_a_run_on_another_server(tmp_path):
    """"A successful run on this server": a run on HQ with Adrian Seis in Server 1 asks no bid, and no credit moves."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Adrian Seis"]}}},
                      decisions={"jack out": "no", "Corp psi bid Adrian Seis": 1, "Runner psi bid Adrian Seis": 1})
    assert (at(result, "runs.0.accessed"), at(result, "corp.credits"), at(result, "runner.credits")) == \
        (["Hedge Fund"], 5, 5)


# --- Ablative Barrier ------------------------------------------------------------------------------------------------
def _ablative(tmp_path, name, **answers):
    return run_past(tmp_path, [{"card": "Ablative Barrier", "rezzed": False}], name=name,
                    corp={"score_area": THREAT_3, "hq": ["Hostile Takeover"], "archives": ["Ice Wall"]},
                    decisions={"rez": "yes", "break Ablative Barrier": "no", "rez Ice Wall": "no", **answers})


def test_ablative_barrier_installs_ice_from_archives_protecting_another_server(tmp_path):
    """"From HQ or Archives ... protecting another server": Ice Wall from Archives goes on HQ, the first ice there, so
    its install cost is 0 (rez cost 2 paid for Ablative Barrier only)."""
    result = _ablative(tmp_path, "archives", **{"Ablative Barrier install": "Ice Wall",
                                                "Ablative Barrier install where": "HQ"})
    assert (at(result, "corp.servers.HQ.unrezzed"), at(result, "corp.archives"), at(result, "corp.credits")) == \
        (["Ice Wall"], [], 5 - 2)


def test_ablative_barrier_cannot_install_an_agenda(tmp_path):
    """"1 non-agenda card": Hostile Takeover in HQ is not one of the cards it may install."""
    with pytest.raises(ScenarioError, match="not one of the options"):
        _ablative(tmp_path, "agenda", **{"Ablative Barrier install": "Hostile Takeover",
                                         "Ablative Barrier install where": "new remote"})


def test_ablative_barrier_cannot_install_protecting_its_own_server(tmp_path):
    """"Another server": Server 1, the one it protects, is not one of the places offered."""
    with pytest.raises(ScenarioError, match="must be installed in the root of or protecting another server"):
        _ablative(tmp_path, "own", **{"Ablative Barrier install": "Ice Wall",
                                      "Ablative Barrier install where": "Server 1"})


# --- Angelique Garza Correa ------------------------------------------------------------------------------------------
def test_angelique_unrezzed_when_accessed_does_nothing(tmp_path):
    """"When the Runner accesses this upgrade while it is rezzed": unrezzed, the Corp cannot pay for meat damage."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": [{"card": ANGELIQUE, "rezzed": False}]}}},
                      runner={"grip": list(GRIP)},
                      decisions={"jack out": "no", "rez": "no", f"use {ANGELIQUE}": "yes", f"trash {ANGELIQUE}": "no"})
    assert (at(result, "runs.0.accessed"), at(result, "damage.meat"), at(result, "corp.credits")) == \
        ([ANGELIQUE], 0, 5)


def test_angelique_at_threat_3_is_used_from_hq_for_1_meat_damage(tmp_path):
    """Threat 3 → [click], 1[c], reveal and trash it from HQ: 1 meat damage; it goes to Archives."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": f"use {ANGELIQUE}"}],
                      corp={"score_area": THREAT_3, "hq": [ANGELIQUE], "rd": list(RD)}, runner={"grip": list(GRIP)})
    assert (at(result, "damage.meat"), at(result, "corp.credits"), at(result, "corp.clicks")) == (1, 5 - 1, 3 - 1)
    assert ANGELIQUE in at(result, "corp.archives") and ANGELIQUE not in at(result, "corp.hq")


def test_angelique_below_threat_3_cannot_be_used_from_hq(tmp_path):
    """At 1 agenda point no player is at threat 3: the ability is not active (cr/rule_threat)."""
    with pytest.raises(ActionRefused, match="Threat 3 is not met"):
        scenario(tmp_path, turn="corp", actions=[{"corp": f"use {ANGELIQUE}"}],
                 corp={"score_area": ["Hostile Takeover"], "hq": [ANGELIQUE], "rd": list(RD)},
                 runner={"grip": list(GRIP)})


# --- Pivot -----------------------------------------------------------------------------------------------------------
def test_pivot_cannot_find_a_piece_of_ice(tmp_path):
    """"Search R&D for 1 operation or agenda": Ice Wall is neither."""
    with pytest.raises(ScenarioError, match="not one of the options"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Pivot"}],
                 corp={"hq": ["Pivot"], "rd": list(RD)}, decisions={"Pivot target": "Ice Wall"})


def test_pivot_at_threat_3_plays_the_operation_it_found_paying_its_cost(tmp_path):
    """Hedge Fund found and played from HQ: 1[c] for Pivot, 5[c] for Hedge Fund (no "ignoring costs"), 9[c] gained;
    [click] and [click] for Pivot, none for Hedge Fund (played by an ability, not an action)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Pivot"}],
                      corp={"credits": 10, "score_area": THREAT_3, "hq": ["Pivot"], "rd": PIVOT_RD},
                      decisions={"Pivot target": "Hedge Fund", "Pivot choice": "play", "Pivot play": "Hedge Fund"})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (10 - 1 - 5 + 9, 3 - 2)
    assert sorted(at(result, "corp.archives")) == ["Hedge Fund", "Pivot"]


def test_pivot_at_threat_3_cannot_play_an_operation_it_cannot_pay_for(tmp_path):
    """5[c], 1[c] for Pivot: 4[c] left cannot pay Hedge Fund's 5[c] (cr/rule_cost), so it stays in HQ."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Pivot"}],
                      corp={"score_area": THREAT_3, "hq": ["Pivot"], "rd": PIVOT_RD},
                      decisions={"Pivot target": "Hedge Fund", "Pivot choice": "play", "Pivot play": "Hedge Fund"})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 - 1, ["Pivot"])
    assert "Hedge Fund" in at(result, "corp.hq") and traced(result, "the Corp plays no operation from HQ")


# --- Tranquility Home Grid -------------------------------------------------------------------------------------------
def test_tranquility_home_grid_ignores_ice_installed_protecting_its_server(tmp_path):
    """"In the root of this server": Ice Wall protecting Server 1 is not in its root, so nothing is gained or drawn."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Ice Wall in Server 1"}],
                      corp={"hq": ["Ice Wall"], "rd": ["Hedge Fund", "Enigma"],
                            "servers": {"Server 1": {"root": ["Tranquility Home Grid"]}}},
                      decisions={"Tranquility Home Grid choice": "gain 2[c]", "rez": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.hq"), at(result, "corp.servers.Server 1.unrezzed")) == \
        (5, ["Hedge Fund"], ["Ice Wall"])
    assert not traced(result, "Tranquility Home Grid's ability meets its trigger condition")


def test_tranquility_home_grid_ignores_an_install_in_another_root(tmp_path):
    """PAD Campaign installed in Server 2's root: not this server, so nothing."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in Server 2"}],
                      corp={"hq": ["PAD Campaign"], "rd": ["Hedge Fund", "Enigma"],
                            "servers": {"Server 1": {"root": ["Tranquility Home Grid"]}, "Server 2": {"root": []}}},
                      decisions={"Tranquility Home Grid choice": "gain 2[c]", "rez": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (5, ["Hedge Fund"])


def test_tranquility_home_grid_pays_for_a_card_ablative_barrier_installs_in_its_root(tmp_path):
    """"You install a card" by any means, on any turn: Ablative Barrier, rezzed as the Runner runs Server 2 at threat
    3, installs PAD Campaign from HQ in Server 1's root; Tranquility Home Grid gives 2[c] (5 - 2 for the rez + 2)."""
    result = run_past(tmp_path, [{"card": "Ablative Barrier", "rezzed": False}], server="Server 2",
                      corp={"score_area": THREAT_3, "hq": ["PAD Campaign"],
                            "servers": {"Server 1": {"root": ["Tranquility Home Grid"]}}},
                      decisions={"rez": "yes", "rez PAD Campaign": "no", "break Ablative Barrier": "no",
                                 "Ablative Barrier install": "PAD Campaign", "Ablative Barrier install where": "Server 1",
                                 "Tranquility Home Grid choice": "gain 2[c]"})
    assert (at(result, "corp.servers.Server 1.root"), at(result, "corp.credits")) == \
        (["Tranquility Home Grid", "PAD Campaign"], 5 - 2 + 2)


def test_angelique_accessed_in_hq_is_not_rezzed_so_does_nothing(tmp_path):
    """In HQ it is not installed, so not rezzed: the access ability "while it is rezzed" is not met."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": [ANGELIQUE]}, runner={"grip": list(GRIP)},
                      decisions={"jack out": "no", f"use {ANGELIQUE}": "yes", f"trash {ANGELIQUE}": "no"})
    assert (at(result, "runs.0.accessed"), at(result, "damage.meat"), at(result, "corp.credits")) == \
        ([ANGELIQUE], 0, 5)


def test_ablative_barrier_pays_the_install_cost_of_ice_it_installs(tmp_path):
    """No "ignoring all costs": Ice Wall goes on HQ outside Enigma, so 1[c] for the ice already there (cr/rule_cost),
    after 2[c] for the rez."""
    result = run_past(tmp_path, [{"card": "Ablative Barrier", "rezzed": False}],
                      corp={"score_area": THREAT_3, "archives": ["Ice Wall"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      decisions={"rez": "yes", "break Ablative Barrier": "no", "rez Ice Wall": "no",
                                 "Ablative Barrier install": "Ice Wall", "Ablative Barrier install where": "HQ"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.credits")) == (["Ice Wall", "Enigma"], 5 - 2 - 1)


def test_pivot_finding_nothing_still_offers_its_threat_3_install(tmp_path):
    """No operation or agenda in R&D: the search finds nothing (R&D is still shuffled), and the next sentence, a
    separate instruction, still lets the Corp install PAD Campaign from HQ in a new remote for 0[c]."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Pivot"}],
                      corp={"credits": 10, "score_area": THREAT_3, "hq": ["Pivot", "PAD Campaign"],
                            "rd": ["Enigma", "Ice Wall", "PAD Campaign"]},
                      decisions={"Pivot choice": "install", "Pivot install": "PAD Campaign",
                                 "Pivot install where": "new remote", "rez": "no"})
    assert (at(result, "corp.servers.Server 1.root"), at(result, "corp.credits"), at(result, "corp.hq")) == \
        (["PAD Campaign"], 10 - 1, ["Enigma"])
    assert traced(result, "Pivot: the Corp searches R&D, finds nothing; R&D is shuffled")
