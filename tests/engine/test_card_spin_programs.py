"""Spin cycle programs and Capstone (Expert Schedule Analyzer, False Echo, Gorman Drip v1, Keyhole, Savoir-faire,
Scheherazade, Capstone), each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


def _runner(tmp_path, actions, *, rig=(), runner=None, corp=None, decisions=None, name="runner"):
    runner = {"credits": 5, **(runner or {}), "rig": list(rig)}
    return scenario(tmp_path, actions=actions, runner=runner, corp=corp,
                    decisions={"jack out": "no", **(decisions or {})}, name=name)


def test_keyhole_trashes_one_of_the_top_3_instead_of_breaching_rd(tmp_path):
    corp = {"rd": ["Hedge Fund", "Project Atlas", "Ice Wall", "Enigma"]}
    result = _runner(tmp_path, [{"runner": "use Keyhole"}], rig=["Keyhole"], corp=corp,
                     decisions={"Keyhole target": "Project Atlas"})
    assert (at(result, "corp.archives"), at(result, "runner.score_area")) == (["Project Atlas"], [])
    assert sorted(at(result, "corp.rd")) == ["Enigma", "Hedge Fund", "Ice Wall"]
    assert at(result, "runner.clicks") == 3


def test_expert_schedule_analyzer_may_reveal_hq_instead_of_breaching_it(tmp_path):
    corp = {"hq": ["Project Atlas", "Hedge Fund"]}
    result = _runner(tmp_path, [{"runner": "use Expert Schedule Analyzer"}], rig=["Expert Schedule Analyzer"],
                     corp=corp, decisions={"instead of breaching Expert Schedule Analyzer": "yes"})
    assert traced(result, "all cards in HQ are revealed: Project Atlas, Hedge Fund")
    assert at(result, "runner.score_area") == []
    breached = _runner(tmp_path, [{"runner": "use Expert Schedule Analyzer"}], rig=["Expert Schedule Analyzer"],
                       corp={"hq": ["Project Atlas"]}, name="breached",
                       decisions={"instead of breaching Expert Schedule Analyzer": "no", "steal": "yes"})
    assert at(breached, "runner.score_area") == ["Project Atlas"]


def test_false_echo_makes_the_corp_rez_the_passed_ice_or_take_it_back(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    hq = _runner(tmp_path, [{"runner": "run HQ"}], rig=["False Echo"], corp=corp,
                 decisions={"rez Ice Wall": "no", "use False Echo": "yes", "False Echo choice": "add it to HQ"})
    assert (at(hq, "corp.servers.HQ.unrezzed"), at(hq, "runner.heap")) == ([], ["False Echo"])
    assert "Ice Wall" in at(hq, "corp.hq")
    rezzed = _runner(tmp_path, [{"runner": "run HQ"}], rig=["False Echo"], corp=corp, name="rezzed",
                     decisions={"rez Ice Wall": "no", "use False Echo": "yes", "False Echo choice": "rez it"})
    assert (at(rezzed, "cards[Ice Wall].rezzed"), at(rezzed, "corp.credits")) == (True, 5 - 1)
    broke = _runner(tmp_path, [{"runner": "run HQ"}], rig=["False Echo"], corp={**corp, "credits": 0}, name="broke",
                    decisions={"rez Ice Wall": "no", "use False Echo": "yes", "False Echo choice": "rez it"})
    assert "Ice Wall" in at(broke, "corp.hq")  # could not pay: added to HQ


def test_gorman_drip_counts_the_corps_basic_draws_and_credits_then_pays_out(tmp_path):
    turns = [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}, {"corp": "draw"},
                                               {"corp": "play Hedge Fund"}]
    corp = {"credits": 5, "hq": ["Hedge Fund"], "rd": ["Ice Wall"] * 4}
    result = _runner(tmp_path, turns, rig=["Gorman Drip v1"], corp=corp)
    assert at(result, "cards[Gorman Drip v1].counters.virus") == 2  # not Hedge Fund's credits
    cashed = _runner(tmp_path, [{"runner": "use Gorman Drip v1"}], runner={"credits": 0}, name="cashed",
                     rig=[{"card": "Gorman Drip v1", "counters": {"virus": 3}}])
    assert (at(cashed, "runner.credits"), at(cashed, "runner.heap")) == (3, ["Gorman Drip v1"])


def test_savoir_faire_installs_a_program_once_per_turn(tmp_path):
    result = _runner(tmp_path, [{"runner": "use Savoir-faire"}], rig=["Savoir-faire"],
                     runner={"credits": 4, "grip": ["Corroder", "Sure Gamble"]},
                     decisions={"Savoir-faire target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "runner.clicks")) == \
        (["Savoir-faire", "Corroder"], 0, 4)
    with pytest.raises(ScenarioError, match="only once per turn"):
        _runner(tmp_path, [{"runner": "use Savoir-faire"}, {"runner": "use Savoir-faire"}], rig=["Savoir-faire"],
                runner={"credits": 10, "grip": ["Corroder", "Gordian Blade"]}, name="twice",
                decisions={"Savoir-faire target": "Corroder", "Savoir-faire target (2)": "Gordian Blade"})


def test_scheherazade_hosts_programs_and_pays_1_for_each(tmp_path):
    result = _runner(tmp_path, [{"runner": "install Corroder on Scheherazade"}], rig=["Scheherazade"],
                     runner={"credits": 2, "grip": ["Corroder"]})
    assert (at(result, "cards.Scheherazade.hosted"), at(result, "runner.credits")) == (["Corroder"], 0 + 1)


def test_capstone_draws_for_each_trashed_card_with_a_copy_installed(tmp_path):
    result = _runner(tmp_path, [{"runner": "use Capstone"}], rig=["Capstone", "Corroder"],
                     runner={"grip": ["Corroder", "Sure Gamble"], "stack": ["Diesel", "Diesel"]},
                     decisions={"Capstone target": ["Corroder", "Sure Gamble"]})
    assert (sorted(at(result, "runner.heap")), at(result, "runner.grip")) == (["Corroder", "Sure Gamble"], ["Diesel"])


def test_record_reconstructor_may_put_a_faceup_archives_card_on_rd_instead_of_breaching(tmp_path):
    corp = {"archives": [{"card": "Project Atlas", "faceup": True}, {"card": "Hedge Fund", "faceup": False}],
            "rd": ["Ice Wall"]}
    result = _runner(tmp_path, [{"runner": "run Archives"}], rig=["Record Reconstructor"], corp=corp,
                     decisions={"instead of breaching Record Reconstructor": "yes",
                                "Record Reconstructor target": "Project Atlas"})
    assert (at(result, "corp.rd"), at(result, "runner.score_area")) == (["Project Atlas", "Ice Wall"], [])
    breached = _runner(tmp_path, [{"runner": "run Archives"}], rig=["Record Reconstructor"], corp=corp, name="breached",
                       decisions={"instead of breaching Record Reconstructor": "no", "steal": "yes",
                                  "access order": ["Project Atlas", "Hedge Fund"]})
    assert at(breached, "runner.score_area") == ["Project Atlas"]


def test_paintbrush_gives_ice_a_subtype_until_the_next_run_ends(tmp_path):
    actions = [{"runner": "use Paintbrush"}, {"runner": "run HQ"}, {"runner": "run HQ"}]
    corp = {"servers": {"HQ": {"ice": ["Enigma"]}}}
    result = _runner(tmp_path, actions, rig=["Paintbrush", "Corroder"], runner={"credits": 10}, corp=corp,
                     decisions={"Paintbrush target": "Enigma", "Paintbrush choice": "barrier",
                                "break Enigma": "Corroder", "break Enigma (2)": "no", "Enigma choice": "end the run"})
    assert (at(result, "runs.0.outcome"), at(result, "runs.1.outcome")) == ("successful", "unsuccessful")


def test_bishop_weakens_its_host_and_alternates_between_central_and_remote_ice(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Enigma"]}, "R&D": {"ice": ["Hunter"]}, "Server 1": {"ice": ["Ice Wall"]}}}
    result = _runner(tmp_path, [{"runner": "use Bishop"}], rig=["Bishop"], corp=corp,
                     decisions={"Bishop target": "HQ: Enigma"})
    assert (at(result, "cards.Enigma.hosted"), at(result, "cards.Enigma.strength")) == (["Bishop"], 2 - 2)
    with pytest.raises(ScenarioError, match="Bishop target"):  # from central ice, only remote ice
        _runner(tmp_path, [{"runner": "use Bishop"}, {"runner": "use Bishop"}], rig=["Bishop"], corp=corp,
                name="central", decisions={"Bishop target": "HQ: Enigma", "Bishop target (2)": "R&D: Hunter"})
    moved = _runner(tmp_path, [{"runner": "use Bishop"}, {"runner": "use Bishop"}], rig=["Bishop"], corp=corp,
                    name="moved", decisions={"Bishop target": "HQ: Enigma", "Bishop target (2)": "Server 1: Ice Wall"})
    assert (at(moved, "cards[Ice Wall].hosted"), at(moved, "cards.Enigma.strength")) == (["Bishop"], 2)


def test_knight_breaks_only_its_host_ice(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Ice Wall", {"card": "Enigma", "hosted": ["Knight"]}]}}}
    result = _runner(tmp_path, [{"runner": "run HQ"}], corp=corp, runner={"credits": 4},
                     decisions={"break Ice Wall": "Knight", "break Enigma": "Knight"})
    assert at(result, "runs.0.encounters.0.ice") == "Ice Wall"
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Knight could not break Ice Wall, its non-host
    inner = {"servers": {"HQ": {"ice": [{"card": "Enigma", "hosted": ["Knight"]}]}}}
    broken = _runner(tmp_path, [{"runner": "run HQ"}], corp=inner, runner={"credits": 4}, name="host",
                     decisions={"break Enigma": "Knight"})
    assert (at(broken, "runs.0.outcome"), at(broken, "runner.credits")) == ("successful", 0)


def test_knight_cannot_move_to_the_ice_next_to_its_host(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Ice Wall", {"card": "Enigma", "hosted": ["Knight"]}]},
                        "R&D": {"ice": ["Hunter"]}}}
    with pytest.raises(ScenarioError, match="Knight target"):
        _runner(tmp_path, [{"runner": "use Knight"}], corp=corp, decisions={"Knight target": "HQ: Ice Wall"})
    moved = _runner(tmp_path, [{"runner": "use Knight"}], corp=corp, name="moved",
                    decisions={"Knight target": "R&D: Hunter"})
    assert at(moved, "cards.Hunter.hosted") == ["Knight"]


def test_pawn_walks_inward_on_each_successful_run_then_makes_way_for_another_caissa(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}, {"card": "Enigma", "rezzed": False}]}}}
    hosted = _runner(tmp_path, [{"runner": "use Pawn"}, {"runner": "run HQ"}], rig=["Pawn"], corp=corp,
                     decisions={"Pawn target": "unrezzed ice protecting HQ (2nd from the server)", "rez Ice Wall": "no", "rez Enigma": "no"})
    assert at(hosted, "cards.Enigma.hosted") == ["Pawn"]
    corp["servers"]["HQ"]["ice"][1]["hosted"] = ["Pawn"]
    swapped = _runner(tmp_path, [{"runner": "run HQ"}], corp=corp, runner={"credits": 0, "grip": ["Bishop"]},
                      name="swapped", decisions={"rez Ice Wall": "no", "rez Enigma": "no", "Pawn target": "Bishop (grip)"})
    assert (at(swapped, "runner.heap"), at(swapped, "runner.rig")) == (["Pawn"], ["Bishop"])
    with pytest.raises(ScenarioError, match="Pawn target"):  # only the outermost ice of a central server
        _runner(tmp_path, [{"runner": "use Pawn in the rig"}], rig=["Pawn"], corp=corp, name="inner",
                decisions={"Pawn target": "HQ: Enigma"})
