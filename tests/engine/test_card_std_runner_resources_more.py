"""More Standard resources, each test stating what its printed text makes happen: the companions
(Trickster Taka, Mystic Maemi, Paladin Poemu, Amelia Earhart), click abilities that start runs (Red Team,
Debbie "Downtown" Moreira, Hannah "Wheels" Pilintra), The Artist, Juli Moreira Lee and Climactic Showdown."""

from tests.engine.card_play import at, scenario
from tests.engine.std_runner import to_turn_end

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_trickster_taka_gains_a_credit_each_turn_and_pays_for_programs_during_runs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "rig": ["Trickster Taka", "Corroder"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Trickster Taka].counters")) == ("successful", {})


def test_trickster_taka_upkeep_at_3_credits_is_a_tag_or_the_resource(tmp_path):
    taka = {"rig": [{"card": "Trickster Taka", "credits": 3}], "stack": GRIP}
    tagged = to_turn_end(tmp_path, runner=taka, decisions={"Trickster Taka choice": "take 1 tag"})
    assert (at(tagged, "runner.tags"), at(tagged, "runner.rig")) == (1, ["Trickster Taka"])
    gone = to_turn_end(tmp_path, runner=taka, decisions={"Trickster Taka choice": "trash this resource"}, name="gone")
    assert at(gone, "runner.heap") == ["Trickster Taka"]


def test_mystic_maemi_pays_for_events_and_costs_a_random_grip_card_at_3_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Easy Mark"}, {"runner": "play Sure Gamble"}], runner={
        "credits": 4, "grip": ["Easy Mark", "Sure Gamble"], "rig": [{"card": "Mystic Maemi", "credits": 0}]},
        decisions={"pay playing Sure Gamble": {"Mystic Maemi": 1, "pool": 4}})
    assert at(result, "runner.credits") == 4 + 3 - 4 + 9
    upkeep = to_turn_end(tmp_path, runner={"rig": [{"card": "Mystic Maemi", "credits": 3}], "grip": ["Diesel"],
                                           "stack": GRIP}, decisions={"Mystic Maemi choice": "trash 1 card from your grip at random"})
    assert (at(upkeep, "runner.rig"), len(at(upkeep, "runner.heap"))) == (["Mystic Maemi"], 1)


def test_mystic_maemi_with_an_empty_grip_must_trash_itself(tmp_path):
    # "you must trash 1 card from your grip at random or trash this resource": with no card in the grip only
    # trashing the resource can be fully resolved, so the Runner must choose it (cr/rule_mandatory_choice)
    upkeep = to_turn_end(tmp_path, runner={"rig": [{"card": "Mystic Maemi", "credits": 3}], "grip": [], "stack": GRIP},
                         actions=[{"runner": "gain credit"}],
                         decisions={"Mystic Maemi choice": "trash 1 card from your grip at random"})
    assert (at(upkeep, "runner.rig"), at(upkeep, "runner.heap")) == ([], ["Mystic Maemi"])


def test_paladin_poemu_pays_for_non_connection_installs_and_costs_an_installed_card_at_3(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}], runner={
        "credits": 1, "grip": ["Corroder"], "rig": [{"card": "Paladin Poemu", "credits": 0}]})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Paladin Poemu", "Corroder"], 0)
    upkeep = to_turn_end(tmp_path, runner={"rig": [{"card": "Paladin Poemu", "credits": 3}, "Corroder"], "stack": GRIP},
                         decisions={"Paladin Poemu target": "Corroder"})
    assert at(upkeep, "runner.heap") == ["Corroder"]


def test_amelia_earhart_counts_big_runs_and_trades_3_counters_for_10_corp_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play The Maker’s Eye"}], corp={"rd": ["Hedge Fund"] * 4},
                      runner={"grip": ["The Maker’s Eye"], "rig": ["Amelia Earhart"]}, decisions={"jack out": "no"})
    assert at(result, "cards[Amelia Earhart].counters") == {"power": 1}
    payday = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="payday", corp={"credits": 12},
                      runner={"rig": [{"card": "Amelia Earhart", "counters": {"power": 3}}]},
                      decisions={"use Amelia Earhart": "yes"})
    assert (at(payday, "corp.credits"), at(payday, "runner.heap")) == (2, ["Amelia Earhart"])


def test_red_team_runs_an_unrun_central_server_and_pays_3_if_successful(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "use Red Team"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]}, runner={"rig": [{"card": "Red Team", "credits": 12}]},
                      decisions={"jack out": "no", "Red Team choice": "R&D"})
    assert (at(result, "runs.1.server"), at(result, "runner.credits"), at(result, "cards[Red Team].counters")) == \
        ("R&D", 5 + 3, {"credits": 9})


def test_debbie_grows_with_run_events_and_pays_during_her_own_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on HQ"}, {"runner": "use Debbie \"Downtown\" Moreira"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 2, "grip": ["Dirty Laundry"], "rig": ["Debbie \"Downtown\" Moreira", "Corroder"]},
                      decisions={"jack out": "no", "Debbie \"Downtown\" Moreira choice": "Server 1",
                                 "break Ice Wall": "Corroder", "pay Corroder's break": {"Debbie \"Downtown\" Moreira": 1}})
    assert (at(result, "runs.1.outcome"), at(result, "cards[Debbie \"Downtown\" Moreira].counters")) == ("successful", {})
    assert at(result, "runner.credits") == 2 - 2 + 5


def test_hannah_gains_a_click_runs_a_remote_and_tags_an_unsuccessful_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Hannah \"Wheels\" Pilintra"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"rig": ["Hannah \"Wheels\" Pilintra"]},
                      decisions={"jack out": "no", "Hannah \"Wheels\" Pilintra choice": "Server 1", "break Ice Wall": "no"})
    assert (at(result, "runner.clicks"), at(result, "runner.tags")) == (4, 1)
    cleaned = scenario(tmp_path, actions=[{"runner": "use Hannah \"Wheels\" Pilintra ability 2"}], name="clean",
                       runner={"tags": 1, "rig": ["Hannah \"Wheels\" Pilintra"]})
    assert (at(cleaned, "runner.clicks"), at(cleaned, "runner.tags"), at(cleaned, "runner.heap")) == \
        (4 - 1 + 2, 0, ["Hannah \"Wheels\" Pilintra"])


def test_the_artist_gains_2_and_installs_1_cheaper_each_once_per_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use The Artist"}, {"runner": "use The Artist ability 2"}],
                      runner={"grip": ["Corroder"], "rig": ["The Artist"]}, decisions={"The Artist target": "Corroder"})
    assert (at(result, "runner.credits"), at(result, "runner.rig")) == (5 + 2 - 1, ["The Artist", "Corroder"])


def test_juli_moreira_lee_gives_a_click_for_the_first_resource_action_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use The Artist"}, {"runner": "use The Artist ability 2"}],
                      runner={"grip": ["Corroder"], "rig": ["The Artist", {"card": "Juli Moreira Lee", "counters": {"power": 1}}]},
                      decisions={"The Artist target": "Corroder"})
    assert (at(result, "runner.clicks"), at(result, "runner.heap")) == (4 - 2 + 1, ["Juli Moreira Lee"])


def test_climactic_showdown_gives_2_more_accesses_unless_the_corp_trashes_ice(tmp_path):
    def showdown(name, answer):
        return scenario(tmp_path, actions=[{"runner": "run HQ"}], name=name,
                        corp={"hq": ["Hedge Fund", "Enigma", "Beanstalk Royalties", "Hostile Takeover"],
                              "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                        runner={"rig": ["Climactic Showdown"]},
                        decisions={"jack out": "no", "Climactic Showdown target": "Server 1",
                                   "Climactic Showdown choice": answer, "steal": "yes"})
    kept = showdown("kept", "no")
    assert (len(at(kept, "runs.0.accessed")), at(kept, "runner.removed")) == (3, ["Climactic Showdown"])
    trashed = showdown("trashed", "Ice Wall")
    assert (len(at(trashed, "runs.0.accessed")), at(trashed, "corp.archives")) == (1, ["Ice Wall"])


def test_always_be_running_requires_the_first_click_to_run_or_play_a_run_event(tmp_path):
    import pytest

    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="Always Be Running: the first .click. each turn must be spent to run"):
        scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": ["Always Be Running"]})
    with pytest.raises(ScenarioError, match="Always Be Running: the first"):
        scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}], name="event",
                 runner={"grip": ["Sure Gamble"], "rig": ["Always Be Running"]})
    ran = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "gain credit"}], name="run",
                   corp={"hq": ["Hedge Fund"]}, runner={"rig": ["Always Be Running"]}, decisions={"jack out": "no"})
    assert at(ran, "runner.credits") == 5 + 1  # after the first click, anything goes
    laundry = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on HQ"}], name="laundry",
                       corp={"hq": ["Hedge Fund"]}, runner={"grip": ["Dirty Laundry"], "rig": ["Always Be Running"]},
                       decisions={"jack out": "no"})
    assert at(laundry, "runner.credits") == 5 - 2 + 5
