"""Standard agendas, each test stating what its printed text makes happen: Above the Law, Blood in the Water,
False Lead, Freedom of Information, Greenmail, Luminal Transubstantiation, Megaprix Qualifier, Midnight-3 Arcology,
Ontological Dependence, Regulatory Capture, Remastered Edition, Salvo Testing, SDS Drone Deployment, See How They
Run, Élivágar Bifurcation and Vulnerability Audit."""

from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def score(tmp_path, agenda, counters, name="score", corp=None, runner=None, answers=None, actions=None):
    """The Corp's turn with `agenda` installed in Server 1 holding `counters`; it is scored if it may be."""
    corp = {"rd": list(RD), **(corp or {})}
    corp.setdefault("servers", {}).setdefault("Server 1", {})["root"] = [{"card": agenda, "advancement": counters}]
    return scenario(tmp_path, turn="corp", actions=actions or [{"corp": "gain credit"}], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions={"score": "yes", **(answers or {})})


def scored(result, agenda) -> bool:
    return agenda in at(result, "corp.score_area")


def test_above_the_law_may_trash_an_installed_resource_when_scored(tmp_path):
    used = score(tmp_path, "Above the Law", 3, runner={"rig": ["Daily Casts"]},
                 answers={"use Above the Law": "yes", "Above the Law target": "Daily Casts"})
    assert at(used, "runner.heap") == ["Daily Casts"]
    declined = score(tmp_path, "Above the Law", 3, name="no", runner={"rig": ["Daily Casts"]},
                     answers={"use Above the Law": "no"})
    assert at(declined, "runner.rig") == ["Daily Casts"]


def test_blood_in_the_water_needs_as_many_counters_as_cards_in_the_grip(tmp_path):
    assert scored(score(tmp_path, "Blood in the Water", 5, name="five"), "Blood in the Water")
    assert not scored(score(tmp_path, "Blood in the Water", 4, name="four"), "Blood in the Water")
    assert scored(score(tmp_path, "Blood in the Water", 0, name="empty", runner={"grip": []}), "Blood in the Water")


def test_false_lead_is_forfeited_to_take_2_clicks_only_from_a_runner_with_2_left(tmp_path):
    game = board(tmp_path, corp={"score_area": ["False Lead"]})
    assert use(game, "False Lead")
    assert (game.runner.clicks, [c.title for c in game.corp.removed], game.corp.score) == (4 - 2, ["False Lead"], [])
    game = board(tmp_path, corp={"score_area": ["False Lead"]}, name="one")
    game.runner.clicks = 1
    assert use(game, "False Lead") and game.runner.clicks == 1  # forfeited, but nothing lost


def test_freedom_of_information_needs_1_counter_less_per_tag(tmp_path):
    assert scored(score(tmp_path, "Freedom of Information", 2, runner={"tags": 2}), "Freedom of Information")
    assert not scored(score(tmp_path, "Freedom of Information", 2, name="one-tag", runner={"tags": 1}),
                      "Freedom of Information")


def test_greenmail_gains_2_when_scored_and_4_when_forfeited_to_24_7_news_cycle(tmp_path):
    result = score(tmp_path, "Greenmail", 2)
    assert at(result, "corp.credits") == 5 + 1 + 2
    forfeited = scenario(tmp_path, turn="corp", actions=[{"corp": "play 24/7 News Cycle"}], name="forfeit",
                         corp={"hq": ["24/7 News Cycle"], "rd": list(RD), "score_area": ["Greenmail", "Hostile Takeover"]},
                         decisions={"forfeit": "Greenmail", "24/7 News Cycle target": "Hostile Takeover"})
    assert (at(forfeited, "corp.credits"), at(forfeited, "corp.removed")) == (5 + 4 + 7, ["Greenmail"])


def test_luminal_transubstantiation_gives_3_clicks_but_no_more_scoring_this_turn(tmp_path):
    corp = {"servers": {"Server 1": {}, "Server 2": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}}
    result = score(tmp_path, "Luminal Transubstantiation", 3, corp=corp)  # offered first, scored first
    assert at(result, "corp.score_area") == ["Luminal Transubstantiation"]
    assert at(result, "corp.clicks") == 3 - 1 + 3
    assert at(result, "corp.servers.Server 2.root") == ["Hostile Takeover"]


def test_megaprix_qualifier_is_worth_2_when_another_copy_is_in_a_score_area(tmp_path):
    second = score(tmp_path, "Megaprix Qualifier", 3, corp={"score_area": ["Megaprix Qualifier"]})
    assert at(second, "corp.agenda_points") == 1 + 2
    alone = score(tmp_path, "Megaprix Qualifier", 3, name="alone")
    assert at(alone, "corp.agenda_points") == 1
    stolen_first = score(tmp_path, "Megaprix Qualifier", 3, name="stolen", runner={"score_area": ["Megaprix Qualifier"]})
    assert at(stolen_first, "corp.agenda_points") == 2


def test_midnight_3_arcology_draws_3_and_the_corp_skips_its_discard_step(tmp_path):
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    result = score(tmp_path, "Midnight-3 Arcology", 4, corp={"hq": ["Hedge Fund"] * 4}, actions=actions)
    assert len(at(result, "corp.hq")) == 4 + 1 + 3  # 8 cards, above 5, kept
    assert traced(result, "skips their discard step")


def test_ontological_dependence_needs_1_counter_less_per_core_damage_taken(tmp_path):
    hurt = score(tmp_path, "Ontological Dependence", 3, corp={"hq": ["Hypoxia"]}, runner={"tags": 1},
                 actions=[{"corp": "play Hypoxia"}])
    assert (at(hurt, "damage.core"), scored(hurt, "Ontological Dependence")) == (1, True)
    assert not scored(score(tmp_path, "Ontological Dependence", 3, name="unhurt"), "Ontological Dependence")


def test_regulatory_capture_needs_1_counter_less_per_bad_publicity_up_to_4(tmp_path):
    assert scored(score(tmp_path, "Regulatory Capture", 2, corp={"bad_publicity": 6}), "Regulatory Capture")
    assert not scored(score(tmp_path, "Regulatory Capture", 3, name="two", corp={"bad_publicity": 2}),
                      "Regulatory Capture")


def test_remastered_edition_spends_its_counter_to_advance_any_installed_card(tmp_path):
    game = board(tmp_path, turn="corp", corp={"score_area": [{"card": "Remastered Edition", "counters": {"agenda": 1}}],
                                              "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                 decisions={"Remastered Edition target": "Ice Wall"})
    assert use(game, "Remastered Edition")
    assert game.servers["HQ"].ice[0].counters["advancement"] == 1
    assert not use(game, "Remastered Edition")  # no agenda counter left


def test_salvo_testing_may_do_core_damage_for_each_agenda_scored_itself_included(tmp_path):
    itself = score(tmp_path, "Salvo Testing", 5, answers={"use Salvo Testing": "yes"})
    assert at(itself, "damage.core") == 1
    other = score(tmp_path, "Hostile Takeover", 2, name="other", corp={"score_area": ["Salvo Testing"]},
                  answers={"use Salvo Testing": "yes", "order Corp abilities": ["Hostile Takeover", "Salvo Testing"]})
    assert at(other, "damage.core") == 1
    declined = score(tmp_path, "Hostile Takeover", 2, name="no", corp={"score_area": ["Salvo Testing"]},
                     answers={"use Salvo Testing": "no", "order Corp abilities": ["Hostile Takeover", "Salvo Testing"]})
    assert at(declined, "damage.core") == 0


def test_sds_drone_deployment_trashes_a_program_when_scored_and_costs_one_to_steal(tmp_path):
    result = score(tmp_path, "SDS Drone Deployment", 5, runner={"rig": ["Corroder"]},
                   answers={"SDS Drone Deployment target": "Corroder"})
    assert at(result, "runner.heap") == ["Corroder"]
    stolen = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["SDS Drone Deployment"]}}},
                      runner={"rig": ["Corroder"]}, name="steal",
                      decisions={"steal": "yes", "SDS Drone Deployment cost": "Corroder"})
    assert (at(stolen, "runner.heap"), at(stolen, "runner.score_area")) == (["Corroder"], ["SDS Drone Deployment"])
    bare = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["SDS Drone Deployment"]}}}, name="bare",
                    decisions={"steal": "yes"})
    assert at(bare, "runner.score_area") == []  # no program to pay the additional cost with


def test_see_how_they_run_tags_then_core_damage_on_differing_bids_net_on_matching(tmp_path):
    differ = score(tmp_path, "See How They Run", 4, answers={"Corp psi bid See How They Run": 1, "Runner psi bid See How They Run": 0})
    assert (at(differ, "runner.tags"), at(differ, "damage.core"), at(differ, "damage.net")) == (1, 1, 0)
    match = score(tmp_path, "See How They Run", 4, name="match", answers={"Corp psi bid See How They Run": 0,
                                                                "Runner psi bid See How They Run": 0})
    assert (at(match, "damage.core"), at(match, "damage.net")) == (0, 1)


def test_elivagar_bifurcation_may_derez_an_installed_card(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}}
    result = score(tmp_path, "Élivágar Bifurcation", 2, corp=corp,
                   answers={"use Élivágar Bifurcation": "yes", "Élivágar Bifurcation target": "Ice Wall"})
    assert at(result, "corp.servers.HQ.unrezzed") == ["Ice Wall"]


def test_vulnerability_audit_cannot_be_scored_the_turn_it_is_installed(tmp_path):
    assert scored(score(tmp_path, "Vulnerability Audit", 4), "Vulnerability Audit")
    fresh = scenario(tmp_path, turn="corp", name="fresh", actions=[
        {"corp": "install Vulnerability Audit in new remote"}, {"corp": "play Shipment from Vladisibirsk"}],
        corp={"hq": ["Vulnerability Audit", "Shipment from Vladisibirsk"], "rd": list(RD)},
        runner={"tags": 2}, decisions={"score": "yes", "Shipment from Vladisibirsk choice": ["Vulnerability Audit"] * 4})
    assert at(fresh, "cards.Vulnerability Audit.counters.advancement") == 4
    assert at(fresh, "corp.score_area") == []
