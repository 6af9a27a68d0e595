"""Genesis cycle cards built from existing effects (2012-2013): Big Brother, Burke Bugs, ChiLo City Grid,
Commercialization, Compromised Employee, Dedicated Server, Disrupter, Encryption Protocol, Executive Retreat, Foxfire,
Freelancer, Government Contracts, Hourglass, Inside Man, Janus 1.0, Kraken, Mandatory Upgrades, Muresh Bodysuit, NBN:
The World is Yours*, Net Police, New Angeles City Hall, Private Contracts, Public Sympathy, Restructured Datapool,
Rework, Ruhr Valley, Salvage, Sherlock 1.0, Snowflake, The Helpful AI, Tyrant, Uroboros, Viper, Whizzard and
Woodcutter, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced, use

RD = ["Hedge Fund", "Hedge Fund"]
GRIP = ["Sure Gamble", "Easy Mark", "Dirty Laundry", "Sure Gamble", "Easy Mark"]


def no_boost(*titles) -> dict:
    """Neither player raises the trace strength or link strength of these cards' traces."""
    return {f"{side} boost {title}": 0 for title in titles for side in ("Corp trace", "Runner link")}


def _corp_turn(tmp_path, actions, *, corp=None, runner=None, decisions=None, name="corp"):
    corp = {"rd": RD, **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=actions, corp=corp, runner=runner, decisions=decisions, name=name)


def test_big_brother_gives_a_tagged_runner_2_more_tags(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "play Big Brother"}], corp={"hq": ["Big Brother"]}, runner={"tags": 1})
    assert at(result, "runner.tags") == 1 + 2
    with pytest.raises(ScenarioError, match="not tagged"):
        _corp_turn(tmp_path, [{"corp": "play Big Brother"}], corp={"hq": ["Big Brother"]}, name="untagged")


def test_burke_bugs_makes_the_runner_trash_a_program_of_their_choice(tmp_path):
    result = run_past(tmp_path, "Burke Bugs", runner={"rig": ["Corroder", "Datasucker"]},
                      decisions={"break Burke Bugs": "no", "Burke Bugs target": "Datasucker",
                                 "Corp trace boost Burke Bugs": 1, "Runner link boost Burke Bugs": 0})
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Datasucker"], ["Corroder"])


def test_chilo_city_grid_tags_on_a_successful_trace_during_a_run_on_its_server_only(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Data Hound"], "root": ["ChiLo City Grid"]}}}
    result = run_past(tmp_path, "Viper", corp=corp, decisions={"break Viper": "no", **no_boost("Viper", "Viper #2")})
    assert at(result, "runner.tags") == 2  # both of Viper's traces succeeded (a click lost, then the run ended)
    assert at(result, "runs.0.outcome") == "unsuccessful"
    elsewhere = run_past(tmp_path, "Viper", server="Server 2", corp=corp, name="elsewhere",
                         decisions={"break Viper": "no", **no_boost("Viper", "Viper #2")})
    assert at(elsewhere, "runner.tags") == 0


def test_commercialization_gains_1_per_advancement_token_on_the_chosen_ice(tmp_path):
    corp = {"credits": 0, "hq": ["Commercialization"],
            "servers": {"HQ": {"ice": [{"card": "Ice Wall", "advancement": 3}, "Enigma"]}}}
    result = _corp_turn(tmp_path, [{"corp": "play Commercialization"}], corp=corp,
                        decisions={"Commercialization target": "Ice Wall"})
    assert at(result, "corp.credits") == 3


def test_compromised_employee_gains_1_as_ice_is_rezzed_and_pays_only_for_traces(tmp_path):
    corp = {"credits": 5, "servers": {"Server 1": {"ice": [{"card": "Viper", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      runner={"credits": 0, "rig": ["Compromised Employee"]},
                      decisions={"rez": "yes", "jack out": "no", "break Viper": "no", "Corp trace boost Viper": 0,
                                 "Runner link boost Viper": 1, "Runner link boost Viper #2": 0, "pay Viper's trace": {"Compromised Employee": 1}})
    # 1[c] for the rez; the recurring credit raised the link to 1 against trace strength 3: both traces succeed
    assert at(result, "runner.credits") == 1
    assert at(result, "cards[Compromised Employee].counters").get("credits", 0) == 0
    assert traced(result, "link strength 1")


def test_dedicated_server_credits_pay_to_rez_ice_only(tmp_path):
    from rulesdb.engine.effects.costs import Payment, able
    game = board(tmp_path, corp={"credits": 0, "servers": {
        "Server 1": {"root": [{"card": "Dedicated Server", "counters": {"credits": 2}}]},
        "Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
        "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}})
    wall, pad = game.servers["HQ"].ice[0], game.servers["Server 2"].root[0]
    assert able(game, Payment("corp", 1, "rez", "rezzing Ice Wall", wall))
    assert not able(game, Payment("corp", 2, "rez", "rezzing PAD Campaign", pad))


def test_disrupter_is_trashed_to_make_a_trace_start_from_0(tmp_path):
    result = run_past(tmp_path, "Viper", runner={"rig": ["Disrupter"]},
                      decisions={"break Viper": "no", "prevent trace": ["Disrupter"], **no_boost("Viper", "Viper #2")})
    assert at(result, "runner.heap") == ["Disrupter"]
    assert traced(result, "trace strength 0 against link strength 0: unsuccessful")
    assert at(result, "runs.0.outcome") == "unsuccessful"  # the second trace was not reduced: it ended the run


def test_encryption_protocol_raises_the_trash_cost_of_installed_cards(tmp_path):
    corp = {"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["PAD Campaign"]},
                                                "Server 2": {"root": ["Encryption Protocol"]}}}
    # PAD Campaign: 4 + 1 while Encryption Protocol is active, more than the Runner's 4[c]
    pad = run_past(tmp_path, [], corp=corp, runner={"credits": 4}, decisions={"trash PAD Campaign": "yes"})
    assert (at(pad, "runner.credits"), at(pad, "corp.archives")) == (4, [])
    # Encryption Protocol itself: 2 + 1 while installed
    itself = run_past(tmp_path, [], server="Server 2", corp=corp, runner={"credits": 5}, name="itself",
                      decisions={"trash Encryption Protocol": "yes"})
    assert (at(itself, "runner.credits"), at(itself, "corp.archives")) == (5 - 3, ["Encryption Protocol"])


def test_executive_retreat_shuffles_hq_into_r_and_d_and_its_counter_draws_5(tmp_path):
    corp = {"hq": ["Enigma", "Ice Wall"], "servers": {"Server 1": {"root": [{"card": "Executive Retreat",
                                                                              "advancement": 5}]}}}
    scored = _corp_turn(tmp_path, [{"corp": "gain credit"}], corp=corp, decisions={"score": "yes"})
    assert at(scored, "cards[Executive Retreat].counters.agenda") == 1
    assert len(at(scored, "corp.hq")) == 1 and len(at(scored, "corp.rd")) == 2 + 2 - 1  # shuffled in, then drew 1
    used = _corp_turn(tmp_path, [{"corp": "use Executive Retreat"}], name="used",
                      corp={"rd": ["Hedge Fund"] * 7, "score_area": [{"card": "Executive Retreat",
                                                                      "counters": {"agenda": 1}}]})
    assert (len(at(used, "corp.hq")), at(used, "cards[Executive Retreat].counters")) == (1 + 5, {})


def test_foxfire_trashes_a_virtual_resource_or_a_link(tmp_path):
    runner = {"rig": ["Access to Globalsec", "Sure Gamble"], "link": 0}
    result = _corp_turn(tmp_path, [{"corp": "play Foxfire"}], corp={"hq": ["Foxfire"]},
                        runner={"rig": ["Access to Globalsec", "Daily Casts"]},
                        decisions={"Foxfire target": "Access to Globalsec", **no_boost("Foxfire")})
    assert at(result, "runner.heap") == ["Access to Globalsec"]
    del runner
    casts = _corp_turn(tmp_path, [{"corp": "play Foxfire"}], corp={"hq": ["Foxfire"]}, name="casts",
                       runner={"rig": ["Daily Casts"]}, decisions=no_boost("Foxfire"))
    assert (at(casts, "runner.heap"), at(casts, "runner.rig")) == ([], ["Daily Casts"])  # neither virtual nor a link


def test_freelancer_trashes_up_to_2_resources_of_a_tagged_runner(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "play Freelancer"}], corp={"hq": ["Freelancer"]},
                        runner={"tags": 1, "rig": ["Daily Casts", "Data Dealer", "Kati Jones"]},
                        decisions={"Freelancer cards": ["Daily Casts", "Kati Jones"]})
    assert (sorted(at(result, "runner.heap")), at(result, "runner.rig")) == (["Daily Casts", "Kati Jones"],
                                                                             ["Data Dealer"])
    with pytest.raises(ScenarioError):
        _corp_turn(tmp_path, [{"corp": "play Freelancer"}], corp={"hq": ["Freelancer"]}, name="three",
                   runner={"tags": 1, "rig": ["Daily Casts", "Data Dealer", "Kati Jones"]},
                   decisions={"Freelancer cards": ["Daily Casts", "Kati Jones", "Data Dealer"]})


def test_government_contracts_trades_2_clicks_for_4_credits_from_the_score_area(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "use Government Contracts"}], corp={
        "credits": 0, "score_area": ["Government Contracts"]})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (4, 3 - 2)


def test_hourglass_takes_3_clicks_if_able(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}, {"runner": "gain credit"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Hourglass"]}}},
                      decisions={"jack out": "no", "break Hourglass": "no"})
    assert at(result, "runner.clicks") == 0  # 1 click left after the run began: lost, the rest "if able"


def test_inside_man_credits_pay_to_install_hardware_only(tmp_path):
    from rulesdb.engine.effects.costs import Payment, able
    game = board(tmp_path, runner={"credits": 0, "grip": ["Akamatsu Mem Chip", "Corroder"], "rig": ["Inside Man"]})
    chip, corroder = game.runner.hand
    assert able(game, Payment("runner", 1, "install", "installing Akamatsu Mem Chip", chip))
    assert not able(game, Payment("runner", 2, "install", "installing Corroder", corroder))


def test_janus_does_1_core_damage_per_unbroken_subroutine_and_its_clicks_break_them(tmp_path):
    result = run_past(tmp_path, "Janus 1.0", runner={"grip": GRIP}, decisions={"break Janus 1.0": "no"})
    assert (at(result, "damage.core"), at(result, "runner.core_damage")) == (4, 4)
    broke = run_past(tmp_path, "Janus 1.0", runner={"grip": GRIP}, name="broke",
                     decisions={"break Janus 1.0": {"with": "Janus 1.0", "subroutines": [1, 2, 3]}})
    assert at(broke, "damage.core") == 4 - 3  # the run's click spent, 3 left to lose: 3 subroutines broken


def test_kraken_makes_the_corp_trash_1_ice_of_the_chosen_server_after_a_steal(tmp_path):
    corp = {"hq": ["Hostile Takeover"], "servers": {"R&D": {"ice": ["Ice Wall", "Enigma"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Kraken"}], corp=corp,
                      runner={"credits": 3, "grip": ["Kraken"]},
                      decisions={"jack out": "no", "steal": "yes", "Kraken choice": "R&D", "Kraken target": "Enigma"})
    assert at(result, "corp.archives") == ["Enigma"]
    with pytest.raises(ScenarioError, match="stole no agenda"):
        scenario(tmp_path, actions=[{"runner": "play Kraken"}], corp=corp, name="none",
                 runner={"credits": 3, "grip": ["Kraken"]})


def test_mandatory_upgrades_gives_the_corp_an_extra_click_each_turn(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "gain credit"}], corp={"score_area": ["Mandatory Upgrades"]})
    assert at(result, "corp.clicks") == 3 + 1 - 1


def test_muresh_bodysuit_prevents_1_of_the_first_meat_damage_each_turn(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "play Scorched Earth"}, {"corp": "play Scorched Earth"}],
                        corp={"credits": 8, "hq": ["Scorched Earth", "Scorched Earth"]},
                        runner={"tags": 1, "grip": GRIP * 2, "rig": ["Muresh Bodysuit"]})
    assert len(at(result, "runner.grip")) == 10 - 3 - 4


def test_nbn_the_world_is_yours_has_a_hand_size_of_6(tmp_path):
    game = board(tmp_path, corp={"identity": "NBN: The World is Yours*"})
    assert game.hand_size("corp") == 5 + 1


def test_net_police_holds_a_credit_per_link_for_traces(tmp_path):
    refilled = _corp_turn(tmp_path, [{"corp": "gain credit"}], name="refill",
                          corp={"servers": {"Server 2": {"root": [{"card": "Net Police", "counters": {"credits": 0}}]}}},
                          runner={"rig": ["Access to Globalsec", "The Helpful AI"]})
    assert at(refilled, "cards[Net Police].counters.credits") == 2  # X[recurring]: the Runner's 2 links
    corp = {"credits": 0, "servers": {"Server 1": {"ice": ["Viper"]},
                                      "Server 2": {"root": [{"card": "Net Police", "counters": {"credits": 2}}]}}}
    result = run_past(tmp_path, "Viper", corp=corp, runner={"rig": ["Access to Globalsec", "The Helpful AI"]},
                      decisions={"break Viper": "no", "Corp trace boost Viper": 2, "Runner link boost Viper": 0,
                                 "pay Viper's trace": {"Net Police": 2}, "Corp trace boost Viper #2": 0,
                                 "Runner link boost Viper #2": 0})
    assert traced(result, "trace strength 5 against link strength 2: successful")
    from rulesdb.engine.effects.costs import Payment, able
    game = board(tmp_path, name="install", corp={"credits": 0, "servers": {"Server 2": {"root": [
        {"card": "Net Police", "counters": {"credits": 2}}]}}})
    assert able(game, Payment("corp", 2, "trace", "a trace"))
    assert not able(game, Payment("corp", 1, "ability", "an ability"))


def test_new_angeles_city_hall_prevents_a_tag_for_2_and_is_trashed_on_a_steal(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "play Big Brother"}], corp={"hq": ["Big Brother"]},
                        runner={"tags": 1, "credits": 4, "rig": ["New Angeles City Hall"]},
                        decisions={"prevent 2 tag(s)": "New Angeles City Hall",
                                   "prevent 1 tag(s)": "New Angeles City Hall"})
    assert (at(result, "runner.tags"), at(result, "runner.credits")) == (1, 0)
    stolen = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hostile Takeover"]}, name="stolen",
                      runner={"rig": ["New Angeles City Hall"]}, decisions={"steal": "yes"})
    assert at(stolen, "runner.heap") == ["New Angeles City Hall"]


def test_private_contracts_holds_14_credits_taken_2_a_click_then_is_trashed(tmp_path):
    rezzed = _corp_turn(tmp_path, [{"corp": "gain credit"}], name="rezzed",
                        corp={"servers": {"Server 1": {"root": [{"card": "Private Contracts", "rezzed": False}]}}},
                        decisions={"rez Private Contracts": "yes"})
    assert at(rezzed, "cards[Private Contracts].counters.credits") == 14
    last = _corp_turn(tmp_path, [{"corp": "use Private Contracts"}], corp={"credits": 0, "servers": {"Server 1": {
        "root": [{"card": "Private Contracts", "counters": {"credits": 2}}]}}})
    assert (at(last, "corp.credits"), at(last, "corp.archives")) == (2, ["Private Contracts"])


def test_public_sympathy_gives_the_runner_2_hand_size(tmp_path):
    game = board(tmp_path, runner={"rig": ["Public Sympathy"]})
    assert game.hand_size("runner") == 5 + 2


def test_restructured_datapool_traces_for_a_tag_for_a_click(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "use Restructured Datapool"}],
                        corp={"score_area": ["Restructured Datapool"]},
                        decisions=no_boost("Restructured Datapool"))
    assert (at(result, "runner.tags"), at(result, "corp.clicks")) == (1, 3 - 1)


def test_rework_shuffles_a_card_from_hq_into_r_and_d(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "play Rework"}], corp={"hq": ["Rework", "Hostile Takeover"]},
                        decisions={"Rework target": "Hostile Takeover"})
    assert at(result, "corp.hq") == ["Hedge Fund"]  # the turn's draw, before Rework
    assert sorted(at(result, "corp.rd")) == ["Hedge Fund", "Hostile Takeover"]


def test_ruhr_valley_costs_a_click_to_run_its_server(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Ruhr Valley"]}}}
    result = run_past(tmp_path, [], corp=corp, decisions={"trash Ruhr Valley": "no"})
    assert at(result, "runner.clicks") == 4 - 1 - 1
    elsewhere = run_past(tmp_path, [], server="Archives", corp=corp, name="elsewhere")
    assert at(elsewhere, "runner.clicks") == 4 - 1
    with pytest.raises(ScenarioError, match="Ruhr Valley|spend"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"clicks": 1}, name="last click",
                 decisions={"jack out": "no"})


@pytest.mark.parametrize(("title", "sub_effect"), [("Tyrant", "runs.0.outcome"), ("Woodcutter", "damage.net"),
                                                   ("Salvage", "runner.tags")])
def test_advanceable_only_while_rezzed_ice_gains_a_subroutine_per_advancement_token(tmp_path, title, sub_effect):
    run = run_past(tmp_path, {"card": title, "advancement": 2}, runner={"grip": GRIP},
                   decisions={f"break {title}": "no", **no_boost(title), **no_boost(f"{title} #2")})
    assert at(run, sub_effect) == {"runs.0.outcome": "unsuccessful", "damage.net": 2, "runner.tags": 2}[sub_effect]
    with pytest.raises(ScenarioError, match="only while rezzed"):
        _corp_turn(tmp_path, [{"corp": f"advance {title}"}], name="unrezzed",
                   corp={"servers": {"HQ": {"ice": [{"card": title, "rezzed": False}]}}})
    advanced = _corp_turn(tmp_path, [{"corp": f"advance {title}"}], name="rezzed",
                          corp={"servers": {"HQ": {"ice": [title]}}})
    assert at(advanced, f"cards.{title}.counters.advancement") == 1


def test_sherlock_puts_an_installed_program_on_top_of_the_stack(tmp_path):
    result = run_past(tmp_path, "Sherlock 1.0", runner={"rig": ["Corroder", "Datasucker"], "stack": ["Sure Gamble"]},
                      decisions={"break Sherlock 1.0": "no", "Sherlock 1.0 target": "Datasucker",
                                 "Sherlock 1.0 target #2": "Corroder", **no_boost("Sherlock 1.0", "Sherlock 1.0 #2")})
    assert at(result, "runner.stack") == ["Corroder", "Datasucker", "Sure Gamble"]
    assert at(result, "runner.rig") == []


def test_snowflake_ends_the_run_when_the_psi_bids_differ(tmp_path):
    differ = run_past(tmp_path, "Snowflake", decisions={"break Snowflake": "no", "Corp psi bid Snowflake": 1,
                                                        "Runner psi bid Snowflake": 0})
    assert at(differ, "runs.0.outcome") == "unsuccessful"
    match = run_past(tmp_path, "Snowflake", name="match", decisions={
        "break Snowflake": "no", "Corp psi bid Snowflake": 0, "Runner psi bid Snowflake": 0})
    assert at(match, "runs.0.outcome") == "successful"


def test_the_helpful_ai_gives_1_link_and_is_trashed_for_2_breaker_strength_this_turn(tmp_path):
    game = board(tmp_path, runner={"rig": ["The Helpful AI", "Corroder"]}, decisions={"The Helpful AI target": "Corroder"})
    assert (game.link(), game.breaker_strength(game.find_installed("Corroder"))) == (1, 2)
    assert use(game, "The Helpful AI")
    assert (game.link(), game.breaker_strength(game.find_installed("Corroder"))) == (0, 2 + 2)
    assert [c.title for c in game.runner.discard] == ["The Helpful AI"]


def test_uroboros_forbids_another_run_this_turn_then_ends_the_run(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Uroboros"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Archives", "attempt": True}],
                      corp=corp, decisions={"jack out": "no", "break Uroboros": "no",
                                            **no_boost("Uroboros", "Uroboros #2")})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert len(at(result, "runs")) == 1


def test_viper_takes_a_click_then_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Viper", decisions={"break Viper": "no", **no_boost("Viper", "Viper #2")})
    assert (at(result, "runner.clicks"), at(result, "runs.0.outcome")) == (4 - 1 - 1, "unsuccessful")


def test_whizzard_credits_pay_trash_costs_only(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["PAD Campaign"]},
                      runner={"identity": "Whizzard: Master Gamer", "credits": 2},
                      decisions={"trash PAD Campaign": "yes", "pay trashing PAD Campaign": {"Whizzard: Master Gamer": 3, "pool": 1}})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == (["PAD Campaign"], 1)
