"""Agendas scored and stolen, and cards that act when rezzed: what the library's cards do then."""

import pytest

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


def score(tmp_path, agenda, *, credits=5, tags=0, name="score", **corp):
    adv = {"NAPD Contract": 4}.get(agenda, 5)
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"credits": credits, "rd": ["Hedge Fund"], "servers": {"Server 1": {
                        "root": [{"card": agenda, "advancement": adv}]}}, **corp},
                    runner={"tags": tags, "grip": GRIP}, decisions={"score": "yes"})


@pytest.mark.parametrize(("agenda", "checks"), [
    ("Hostile Takeover", {"corp.credits": 5 + 7 + 1, "corp.bad_publicity": 1}),
    ("Breaking News", {"runner.tags": 2}),
    ("Offworld Office", {"corp.credits": 5 + 7 + 1}),
])
def test_when_scored_abilities(tmp_path, agenda, checks):
    result = score(tmp_path, agenda)
    assert at(result, "corp.score_area") == [agenda]
    for path, expected in checks.items():
        assert at(result, path) == expected, path


@pytest.mark.parametrize(("other", "scored"), [(["PAD Campaign"], ["Azef Protocol"]), ([], [])])
def test_azef_protocol_is_scored_by_trashing_another_installed_card(tmp_path, other, scored):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Azef Protocol",
                                                                                      "advancement": 3}]},
                                                              "Server 2": {"root": other}}},
                      runner={"grip": GRIP}, decisions={"score": "yes", "Azef Protocol target": "PAD Campaign", "rez": "no"})
    assert at(result, "corp.score_area") == scored
    assert at(result, "corp.archives") == other
    assert at(result, "damage.meat") == (2 if scored else 0)


def test_bloop_is_rezzed_by_derezzing_another_harmonic_ice(tmp_path):
    from tests.engine.card_play import run_past as run
    result = run(tmp_path, [{"card": "Bloop", "rezzed": False}], corp={"credits": 3, "servers": {"HQ": {"ice": ["Bloop"]}}},
                 runner={"grip": GRIP}, decisions={"rez Bloop": "yes", "Bloop target": "Bloop", "break Bloop": "no",
                                                   "Bloop target (2)": "no"})
    assert at(result, "corp.servers.HQ.unrezzed") == ["Bloop"]


@pytest.mark.parametrize("agenda", ["AstroScript Pilot Program", "Nisei MK II"])
def test_agendas_scored_with_an_agenda_counter(tmp_path, agenda):
    result = score(tmp_path, agenda)
    assert traced(result, f"places 1 agenda counter on {agenda} (now 1)")


@pytest.mark.parametrize(("credits", "after"), [(7, 7 + 7 + 1), (6, 0 + 1)])
def test_corporate_war_pays_7_or_empties_the_pool(tmp_path, credits, after):
    result = score(tmp_path, "Corporate War", credits=credits)
    assert at(result, "corp.credits") == after


@pytest.mark.parametrize(("tags", "placed"), [(1, True), (0, False)])
def test_market_research_gets_a_counter_only_if_the_runner_is_tagged(tmp_path, tags, placed):
    result = score(tmp_path, "Market Research", tags=tags)
    assert traced(result, "places 1 agenda counter on Market Research") is placed


def test_napd_contract_costs_4_to_steal(tmp_path):
    paid = run_past(tmp_path, [], runner={"credits": 5}, corp={"servers": {"Server 1": {"root": ["NAPD Contract"]}}},
                    decisions={"steal NAPD Contract": "yes"})
    broke = run_past(tmp_path, [], runner={"credits": 3}, corp={"servers": {"Server 1": {"root": ["NAPD Contract"]}}},
                     name="broke")
    assert (at(paid, "runs.0.stolen"), at(paid, "runner.credits")) == (["NAPD Contract"], 1)
    assert at(broke, "runs.0.stolen") == []


def test_fetal_ai_costs_2_to_steal(tmp_path):
    result = run_past(tmp_path, [], runner={"credits": 2, "grip": GRIP},
                      corp={"servers": {"Server 1": {"root": ["Fetal AI"]}}}, decisions={"steal Fetal AI": "yes"})
    assert (at(result, "runs.0.stolen"), at(result, "runner.credits"), at(result, "damage.net")) == (
        ["Fetal AI"], 0, 2)


@pytest.mark.parametrize("ice", ["Grim", "Fenris"])
def test_illicit_ice_gives_bad_publicity_when_rezzed(tmp_path, ice):
    result = run_past(tmp_path, [{"card": ice, "rezzed": False}], corp={"credits": 5},
                      runner={"grip": GRIP, "rig": ["Corroder"]},
                      decisions={f"rez {ice}": "yes", f"{ice} target": "Corroder"})
    assert at(result, "corp.bad_publicity") == 1


@pytest.mark.parametrize(("asset", "credits"), [("Adonis Campaign", 12), ("Eve Campaign", 16),
                                                ("Nico Campaign", 9)])
def test_campaigns_are_loaded_when_rezzed(tmp_path, asset, credits):
    result = run_past(tmp_path, [], corp={"credits": 5, "servers": {"Server 1": {"root": [
        {"card": asset, "rezzed": False}]}}}, decisions={"rez": "yes", f"trash {asset}": "no"})
    assert at(result, f"cards[{asset}].counters") == {"credits": credits}


def test_archer_is_rezzed_by_forfeiting_an_agenda(tmp_path):
    result = run_past(tmp_path, [{"card": "Archer", "rezzed": False}],
                      corp={"credits": 5, "score_area": ["Hostile Takeover"]},
                      runner={"rig": ["Corroder", "Mimic"]},
                      decisions={"rez Archer": "yes", "forfeit": "Hostile Takeover", "Archer target": "Mimic",
                                 "Archer target #2": "Corroder"})
    assert at(result, "corp.score_area") == []
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_nisei_mk_ii_spends_its_counter_to_end_the_run_from_the_score_area(tmp_path):
    result = run_past(tmp_path, ["Ice Wall"], corp={"score_area": [{"card": "Nisei MK II", "counters": {"agenda": 1}}]},
                      decisions={"abilities at approach Ice Wall": "Nisei MK II"})
    assert (at(result, "runs.0.ended_by"), at(result, "runs.0.encounters")) == ("Nisei MK II's ability", [])
