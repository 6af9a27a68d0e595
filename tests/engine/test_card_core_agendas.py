"""Core set agendas and upgrades (Revised Core Set, System Core 2019): Braintrust, Explode-a-palooza, Paper Trail,
Philotic Entanglement, Project Ares, Successful Field Test, TGTBT, Bernice Mai, Mason Bellamy and Product Placement,
each through the engine."""

from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund", "Hedge Fund"]


def _score(tmp_path, agenda, advancement, *, corp=None, runner=None, decisions=None, name="score"):
    corp = dict(corp or {})
    corp = {"rd": RD, **corp, "servers": {"Server 1": {"root": [{"card": agenda, "advancement": advancement}]},
                                         **corp.get("servers", {})}}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, runner=runner, name=name,
                    decisions={"score": "yes", **(decisions or {})})


def test_braintrust_gets_an_agenda_counter_per_2_advancements_over_3(tmp_path):
    assert at(_score(tmp_path, "Braintrust", 7), "cards.Braintrust.counters.agenda") == 2
    assert at(_score(tmp_path, "Braintrust", 4, name="four"), "cards.Braintrust.counters") == {}


def test_braintrust_lowers_the_rez_cost_of_ice_only(tmp_path):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"score_area": [{"card": "Braintrust", "counters": {"agenda": 2}}],
                                 "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}],
                                                          "root": [{"card": "PAD Campaign", "rezzed": False}]}}})
    server = game.servers["Server 1"]
    assert (rez_cost(game, server.ice[0]), rez_cost(game, server.root[0])) == (3 - 2, 2)


def test_explode_a_palooza_may_gain_the_corp_5_when_accessed(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"credits": 0, "hq": ["Explode-a-palooza"]},
                      decisions={"use Explode-a-palooza": "yes", "steal": "yes"})
    assert (at(result, "corp.credits"), at(result, "runner.score_area")) == (5, ["Explode-a-palooza"])


def test_tgtbt_tags_the_runner_who_accesses_it(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["TGTBT"]}, decisions={"steal": "yes"})
    assert (at(result, "runner.tags"), at(result, "runner.score_area")) == (1, ["TGTBT"])


def test_paper_trail_traces_to_trash_every_connection_and_job(tmp_path):
    rig = ["Data Dealer", "Armitage Codebusting", "Crash Space"]
    result = _score(tmp_path, "Paper Trail", 4, runner={"rig": rig},
                    decisions={"Corp trace boost Paper Trail": 0, "Runner link boost Paper Trail": 0})
    assert traced(result, "trace strength 6 against link strength 0: successful")
    assert (sorted(at(result, "runner.heap")), at(result, "runner.rig")) == \
        (["Armitage Codebusting", "Data Dealer"], ["Crash Space"])


def test_philotic_entanglement_does_1_net_damage_per_runner_agenda(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Dirty Laundry"]
    result = _score(tmp_path, "Philotic Entanglement", 3,
                    runner={"grip": grip, "score_area": ["Hostile Takeover", "Braintrust"]})
    assert len(at(result, "runner.heap")) == 2
    none = _score(tmp_path, "Philotic Entanglement", 3, runner={"grip": grip}, name="none")
    assert at(none, "runner.heap") == []


def test_project_ares_makes_the_runner_trash_a_card_per_counter_past_4_then_the_corp_takes_bad_publicity(tmp_path):
    rig = ["Data Dealer", "Crash Space", "Corroder"]
    result = _score(tmp_path, "Project Ares", 6, runner={"rig": rig},
                    decisions={"Project Ares target": "Crash Space", "Project Ares target #2": "Data Dealer"})
    assert (at(result, "runner.rig"), at(result, "corp.bad_publicity")) == (["Corroder"], 1)
    exact = _score(tmp_path, "Project Ares", 4, runner={"rig": rig}, name="exact")
    assert (at(exact, "runner.rig"), at(exact, "corp.bad_publicity")) == (rig, 0)


def test_successful_field_test_installs_any_number_of_cards_from_hq_for_free(tmp_path):
    result = _score(tmp_path, "Successful Field Test", 4, corp={"credits": 0, "hq": ["Enigma", "PAD Campaign"]},
                    decisions={"Successful Field Test install": "Enigma",
                               "Successful Field Test install where": "HQ",
                               "Successful Field Test install #2": "PAD Campaign",
                               "Successful Field Test install where #2": "new remote"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.Server 1.root")) == (["Enigma"], ["PAD Campaign"])
    assert (at(result, "corp.hq"), at(result, "corp.credits")) == (["Hedge Fund"], 1)  # HQ: the mandatory draw


def test_bernice_mai_tags_on_a_won_trace_and_is_trashed_on_a_lost_one(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Bernice Mai"]}}}
    won = run_past(tmp_path, [], corp=corp, runner={"credits": 0},
                   decisions={"Corp trace boost Bernice Mai": 0, "trash Bernice Mai": "no"})
    assert (at(won, "runner.tags"), at(won, "corp.archives")) == (1, [])
    lost = run_past(tmp_path, [], corp=corp, runner={"credits": 6}, name="lost",
                    decisions={"Corp trace boost Bernice Mai": 0, "Runner link boost Bernice Mai": 6})
    assert (at(lost, "runner.tags"), at(lost, "corp.archives")) == (0, ["Bernice Mai"])


def test_mason_bellamy_takes_a_click_after_an_encounter_where_the_runner_broke_a_subroutine(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Mason Bellamy"]}}}
    broke = run_past(tmp_path, "Ice Wall", corp=corp, runner={"rig": ["Corroder"]},
                     decisions={"break Ice Wall": "Corroder", "trash Mason Bellamy": "no"})
    assert at(broke, "runner.clicks") == 4 - 1 - 1
    elsewhere = run_past(tmp_path, "Ice Wall", server="Server 2", corp=corp, runner={"rig": ["Corroder"]},
                         decisions={"break Ice Wall": "Corroder"}, name="elsewhere")
    assert at(elsewhere, "runner.clicks") == 4 - 1


def test_product_placement_pays_the_corp_when_accessed_outside_archives(tmp_path):
    remote = run_past(tmp_path, [], server="Server 1", decisions={"trash Product Placement": "no"},
                      corp={"credits": 0, "servers": {"Server 1": {"root": ["Product Placement"]}}})
    assert at(remote, "corp.credits") == 2
    # "anywhere except in Archives": accessed in the discard pile (cr/rule_archives_discard_pile) it pays nothing
    archives = run_past(tmp_path, [], server="Archives", name="archives",
                        corp={"credits": 0, "archives": ["Product Placement"]})
    assert at(archives, "corp.credits") == 0
    assert at(archives, "runs.0.accessed") == ["Product Placement"]
